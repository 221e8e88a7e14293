#include "ui/sizing/sizing_page.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <set>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/model_presets.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/document/sizing_words.h"
#include "ui/editors/choice_editor.h"
#include "ui/editors/field_editor.h"
#include "ui/sizing/memory_bar.h"

namespace gputco::ui {

namespace sc = gputco::scenario;
namespace en = gputco::engine;

namespace {

// The fields of a job in the order a person fills them: what it does, then its shape.
const char* const kTrainingFields[] = {"params",      "tokens",         "runs_per_month", "mfu",
                                       "layers",      "hidden_size",    "kv_heads",       "head_dim",
                                       "micro_batch", "sequence_length"};
const char* const kInferenceFields[] = {"params",  "tokens_per_second", "peak_tokens_per_second",
                                        "mfu",     "context_length",    "concurrent_requests",
                                        "layers",  "hidden_size",       "kv_heads",
                                        "head_dim"};

QString jobPath(const sc::Scenario& s, std::size_t index) {
    const std::size_t training = s.demand.jobs ? s.demand.jobs->training.size() : 0;
    return index < training ? QStringLiteral("demand.jobs.training[%1]").arg(index)
                            : QStringLiteral("demand.jobs.inference[%1]").arg(index - training);
}

NumberField jobField(const QString& path, const QString& currency) {
    const FieldLabel label = fieldLabel(path, currency);
    const std::string key = path.toStdString();
    return {sc::FieldKey::ofScenario(key), label.text,
            [key](const sc::Scenario& s) {
                const sc::FieldLookup f = sc::findField(s, key);
                return f.field ? f.field->raw() : 0.0;
            },
            [key](sc::Scenario& s, double v) {
                const sc::FieldLookup f = sc::findField(s, key);
                if (f.field) f.field->setRaw(f.field->kind() == sc::FieldKind::Whole ? std::round(v) : v);
            },
            label.scale};
}

// A name no other job has: "Llama 3 8B", then "Llama 3 8B (2)".
std::string uniqueJobName(const sc::Scenario& s, const std::string& base) {
    std::set<std::string> taken;
    if (s.demand.jobs) {
        for (const auto& j : s.demand.jobs->training) taken.insert(j.name);
        for (const auto& j : s.demand.jobs->inference) taken.insert(j.name);
    }
    std::string name = base;
    for (int n = 2; taken.count(name); ++n) name = base + " (" + std::to_string(n) + ")";
    return name;
}

void applyPreset(sc::ModelShape& shape, double& params, const sc::ModelPreset& p) {
    params = p.params;
    shape.layers = p.layers;
    shape.hiddenSize = p.hiddenSize;
    shape.kvHeads = p.kvHeads;
    shape.headDim = p.headDim;
}

// The GPU models an option's sources run on, in the order listed.
std::vector<std::string> optionGpus(const sc::Option& option) {
    std::vector<std::string> gpus;
    for (const sc::Source& source : option.sources) {
        const std::string gpu = std::visit([](const auto& x) { return x.gpu; }, source);
        if (std::find(gpus.begin(), gpus.end(), gpu) == gpus.end()) gpus.push_back(gpu);
    }
    return gpus;
}

}  // namespace

SizingPage::SizingPage(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      cards_(new QVBoxLayout),
      intro_(new QLabel(this)),
      demand_(new QLabel(this)),
      addTraining_(new QToolButton(this)),
      addInference_(new QToolButton(this)) {
    setObjectName(QStringLiteral("SizingPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 10, 12, 10);
    layout->setSpacing(8);
    intro_->setWordWrap(true);
    intro_->setTextFormat(Qt::PlainText);
    layout->addWidget(intro_);
    auto* tools = new QHBoxLayout;
    for (QToolButton* b : {addTraining_, addInference_}) {
        b->setPopupMode(QToolButton::InstantPopup);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setMenu(new QMenu(b));
        tools->addWidget(b);
    }
    addTraining_->setObjectName(QStringLiteral("AddTrainingJob"));
    addInference_->setObjectName(QStringLiteral("AddInferenceService"));
    tools->addStretch(1);
    layout->addLayout(tools);
    demand_->setObjectName(QStringLiteral("SizingDemand"));
    demand_->setWordWrap(true);
    demand_->setTextFormat(Qt::PlainText);
    layout->addWidget(demand_);
    cards_->setSpacing(10);
    layout->addLayout(cards_);
    layout->addStretch(1);
    connect(document_, &ScenarioDocument::changed, this, &SizingPage::onDocumentChanged);
    retranslate();
}

void SizingPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void SizingPage::retranslate() {
    intro_->setText(
        tr("Size the work, not the GPUs: add the training jobs and inference services the cluster must run. "
           "Their sum becomes the demand every option is asked to serve; each card shows the arithmetic, the "
           "memory "
           "per GPU model and what a run or a million tokens costs on each option."));
    addTraining_->setText(tr("Add training job"));
    addInference_->setText(tr("Add inference service"));
    for (auto [button, training] : {std::pair{addTraining_, true}, std::pair{addInference_, false}}) {
        QMenu* menu = button->menu();
        menu->clear();
        for (std::size_t p = 0; p < sc::kModelPresets.size(); ++p) {
            const sc::ModelPreset& preset = sc::kModelPresets[p];
            QAction* action = menu->addAction(QString::fromLatin1(preset.name));
            action->setToolTip(tr("Size and shape from %1").arg(QString::fromLatin1(preset.source)));
            connect(action, &QAction::triggered, this,
                    [this, p, t = training] { t ? addTrainingJob(p) : addInferenceService(p); });
        }
        menu->setToolTipsVisible(true);
        menu->addSeparator();
        connect(menu->addAction(tr("Another model (type its size)")), &QAction::triggered, this,
                [this, t = training] {
                    t ? addTrainingJob(sc::kModelPresets.size())
                      : addInferenceService(sc::kModelPresets.size());
                });
    }
    rebuild();
}

void SizingPage::addTrainingJob(std::size_t preset) {
    document_->edit([] { return tr("Add training job"); }, QString(),
                    [&](sc::Scenario& s) {
                        sc::TrainingJob job;
                        job.runsPerMonth = 1;
                        if (preset < sc::kModelPresets.size()) {
                            applyPreset(job.shape, job.params, sc::kModelPresets[preset]);
                            // Compute-optimal: 20 tokens per parameter (Hoffmann et al. 2022, "Training
                            // Compute-Optimal Large Language Models", the Chinchilla rule); the user types
                            // their own.
                            job.tokens = 20 * job.params;
                        }
                        job.name =
                            uniqueJobName(s, preset < sc::kModelPresets.size()
                                                 ? sc::kModelPresets[preset].name + std::string(" training")
                                                 : tr("Training job").toStdString());
                        if (!s.demand.jobs) s.demand.jobs.emplace();
                        s.demand.jobs->training.push_back(job);
                    });
    if (document_->scenario().demand.jobs) focusRate(document_->scenario().demand.jobs->training.size() - 1);
}

void SizingPage::addInferenceService(std::size_t preset) {
    document_->edit([] { return tr("Add inference service"); }, QString(),
                    [&](sc::Scenario& s) {
                        sc::InferenceJob job;
                        if (preset < sc::kModelPresets.size())
                            applyPreset(job.shape, job.params, sc::kModelPresets[preset]);
                        job.name =
                            uniqueJobName(s, preset < sc::kModelPresets.size()
                                                 ? sc::kModelPresets[preset].name + std::string(" service")
                                                 : tr("Inference service").toStdString());
                        if (!s.demand.jobs) s.demand.jobs.emplace();
                        s.demand.jobs->inference.push_back(job);
                    });
    if (document_->scenario().demand.jobs) focusRate(jobs_.size() - 1);
}

void SizingPage::focusRate(std::size_t index) {
    if (index >= jobs_.size()) return;
    const JobView& view = jobs_[index];
    // A preset fills the model; the rate is what the user knows and types next. A model
    // without a preset starts at its size.
    for (const char* key : {"params", "runs_per_month", "tokens_per_second"}) {
        FieldEditor* editor = editorFor(view.path + QLatin1Char('.') + QLatin1String(key));
        if (!editor) continue;
        if (QLatin1String(key) == QLatin1String("params") && editor->field().get(document_->scenario()) > 0)
            continue;
        QLineEdit* edit = editor->lineEdit();
        QWidget* card = view.card;
        // Revealed again once the evaluation has filled the cards in: their figures make them
        // taller, and the new card would slip below the fold.
        revealCard_ = card;
        revealField_ = edit;
        QTimer::singleShot(0, edit, [edit, card] {
            edit->setFocus(Qt::OtherFocusReason);
            edit->selectAll();
            // The new card is last, often below the page's fold: scrolled into view, its head
            // and then the field (the focus went to a field out of sight, and nothing showed).
            scrollIntoView(card, edit);
        });
        return;
    }
}

void SizingPage::scrollIntoView(QWidget* card, QWidget* field) {
    QScrollArea* scroll = nullptr;
    for (QWidget* w = card->parentWidget(); w && !scroll; w = w->parentWidget())
        scroll = qobject_cast<QScrollArea*>(w);
    if (!scroll || !scroll->widget()) return;
    // A card just built sits at the page's top until the layouts run, and the page is as tall
    // as before it: laid out and grown here, as the scroll area would on its next pass.
    QWidget* content = scroll->widget();
    if (content->layout()) content->layout()->activate();
    const int height = content->hasHeightForWidth() ? content->heightForWidth(content->width())
                                                    : content->sizeHint().height();
    content->resize(content->width(), std::max(height, scroll->viewport()->height()));
    if (content->layout()) content->layout()->activate();
    scroll->ensureWidgetVisible(card, 0, 0);
    scroll->ensureWidgetVisible(field, 20, 40);
}

QString SizingPage::shapeKey() const {
    const sc::Scenario& s = document_->scenario();
    QString key = scenarioShape(s);
    if (s.demand.jobs)
        key += QStringLiteral("|jobs %1/%2")
                   .arg(s.demand.jobs->training.size())
                   .arg(s.demand.jobs->inference.size());
    // A service's API price fields show only once it has a price.
    if (s.demand.jobs)
        for (const sc::InferenceJob& job : s.demand.jobs->inference) key += job.hasApiPrice() ? u'$' : u'-';
    return key;
}

void SizingPage::onDocumentChanged(const DocumentChange& change) {
    if (change.reshapes() || shapeKey() != shape_)
        rebuild();
    else
        refresh();
}

QWidget* SizingPage::jobCard(std::size_t index) const {
    return index < jobs_.size() ? jobs_[index].card : nullptr;
}

FieldEditor* SizingPage::editorFor(const QString& path) const {
    for (const JobView& view : jobs_)
        for (FieldEditor* editor : view.editors)
            if (editor->path() == path) return editor;
    return nullptr;
}

QWidget* SizingPage::buildCard(std::size_t index) {
    const sc::Scenario& s = document_->scenario();
    const QString currency = QString::fromStdString(s.currency);
    JobView view;
    view.path = jobPath(s, index);
    const bool training = view.path.contains(QLatin1String("training"));
    auto* card = new QFrame(this);
    card->setObjectName(QStringLiteral("SizingJob"));
    card->setFrameShape(QFrame::StyledPanel);
    view.card = card;
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(6);

    auto* header = new QHBoxLayout;
    view.kind = new QLabel(jobKindText(training ? en::JobKind::Training : en::JobKind::Inference), card);
    view.kind->setObjectName(QStringLiteral("InputsHeading"));
    header->addWidget(view.kind);
    view.name = new QLineEdit(card);
    view.name->setObjectName(view.path + QStringLiteral(".name"));
    view.name->setAccessibleName(tr("Job name"));
    view.name->setMaxLength(kNameFieldMaxChars);
    header->addWidget(view.name, 1);
    const QString path = view.path;
    connect(view.name, &QLineEdit::textEdited, this, [this, path, training](const QString& text) {
        const std::size_t at =
            path.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toULongLong();
        document_->edit([] { return tr("Rename job"); }, path + QStringLiteral(".name"),
                        [&](sc::Scenario& x) {
                            if (!x.demand.jobs) return;
                            if (training && at < x.demand.jobs->training.size())
                                x.demand.jobs->training[at].name = text.toStdString();
                            if (!training && at < x.demand.jobs->inference.size())
                                x.demand.jobs->inference[at].name = text.toStdString();
                        });
    });
    if (!training) {
        // A hosted API's price for the same model: the page then says from which token rate
        // self-hosting on each option costs less. Off by default: no price is invented.
        const std::size_t at = index - (s.demand.jobs ? s.demand.jobs->training.size() : 0);
        const bool priced = s.demand.jobs && at < s.demand.jobs->inference.size() &&
                            s.demand.jobs->inference[at].hasApiPrice();
        auto* api = new QToolButton(card);
        api->setObjectName(QStringLiteral("ApiPriceButton"));
        api->setText(priced ? tr("Remove API price") : tr("Compare with an API price"));
        api->setToolTip(priced ? tr("Stop comparing this service with a hosted API")
                               : tr("Enter what a hosted API charges per million input and output tokens"));
        connect(api, &QToolButton::clicked, this, [this, at, priced] {
            document_->edit([priced] { return priced ? tr("Remove API price") : tr("Add API price"); },
                            QString(),
                            [&](sc::Scenario& x) {
                                if (!x.demand.jobs || at >= x.demand.jobs->inference.size()) return;
                                sc::InferenceJob& job = x.demand.jobs->inference[at];
                                job.apiInputPrice = priced ? std::nullopt : std::optional<double>(0.0);
                                job.apiOutputPrice = priced ? std::nullopt : std::optional<double>(0.0);
                            });
            if (!priced) {
                FieldEditor* editor =
                    editorFor(QStringLiteral("demand.jobs.inference[%1].api_input_price").arg(at));
                if (editor)
                    QTimer::singleShot(0, editor->lineEdit(), [e = editor->lineEdit()] { e->setFocus(); });
            }
        });
        header->addWidget(api);
    }
    view.remove = new QToolButton(card);
    view.remove->setText(tr("Remove"));
    view.remove->setToolTip(tr("Remove this job from the demand (Undo brings it back)"));
    connect(view.remove, &QToolButton::clicked, this, [this, path, training] {
        const std::size_t at =
            path.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toULongLong();
        document_->edit([] { return tr("Remove job"); }, QString(),
                        [&](sc::Scenario& x) {
                            if (!x.demand.jobs) return;
                            auto erase = [at](auto& list) {
                                if (at < list.size())
                                    list.erase(list.begin() + static_cast<std::ptrdiff_t>(at));
                            };
                            training ? erase(x.demand.jobs->training) : erase(x.demand.jobs->inference);
                            // The last job gone: the demand is the figure typed under Demand again.
                            if (x.demand.jobs->training.empty() && x.demand.jobs->inference.empty())
                                x.demand.jobs.reset();
                        });
    });
    header->addWidget(view.remove);
    layout->addLayout(header);

    // Inputs, three to a row, each label above its field as in the inputs panel.
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(14);
    grid->setVerticalSpacing(2);
    int cell = 0;
    const auto place = [&](QWidget* label, QWidget* editor) {
        const int row = cell / 3 * 2;
        const int column = cell % 3;
        grid->addWidget(label, row, column);
        grid->addWidget(editor, row + 1, column, Qt::AlignTop);
        ++cell;
    };
    for (const char* key :
         training ? std::vector<const char*>(std::begin(kTrainingFields), std::end(kTrainingFields))
                  : std::vector<const char*>(std::begin(kInferenceFields), std::end(kInferenceFields))) {
        const QString fieldPath = view.path + QLatin1Char('.') + QLatin1String(key);
        auto* editor = new FieldEditor(document_, jobField(fieldPath, currency), card);
        auto* label = new QLabel(editor->field().label, card);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(editor->lineEdit());
        const FieldLabel words = fieldLabel(fieldPath, currency);
        if (!words.help.isEmpty()) label->setToolTip(words.help);
        place(label, editor);
        view.editors.push_back(editor);
    }
    // Every other numeric member of the job the scenario has (an API price, say), after them.
    for (const std::string& p : sc::numericFieldPaths(s)) {
        const QString fieldPath = QString::fromStdString(p);
        if (!fieldPath.startsWith(view.path + QLatin1Char('.'))) continue;
        if (std::any_of(view.editors.begin(), view.editors.end(),
                        [&](FieldEditor* e) { return e->path() == fieldPath; }))
            continue;
        auto* editor = new FieldEditor(document_, jobField(fieldPath, currency), card);
        auto* label = new QLabel(editor->field().label, card);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(editor->lineEdit());
        place(label, editor);
        view.editors.push_back(editor);
    }
    {
        const QString precisionPath = view.path + QStringLiteral(".precision");
        ChoiceField field{
            sc::FieldKey::ofScenario(precisionPath.toStdString()), tr("Precision"), {}, nullptr, nullptr};
        for (int p = 0; p <= static_cast<int>(sc::Precision::Int4); ++p)
            field.choices << precisionText(static_cast<sc::Precision>(p));
        const std::size_t at = index;
        field.get = [at](const sc::Scenario& x) {
            if (!x.demand.jobs) return 0;
            const std::size_t t = x.demand.jobs->training.size();
            if (at < t) return static_cast<int>(x.demand.jobs->training[at].precision);
            return at - t < x.demand.jobs->inference.size()
                       ? static_cast<int>(x.demand.jobs->inference[at - t].precision)
                       : 0;
        };
        field.set = [at](sc::Scenario& x, int p) {
            if (!x.demand.jobs) return;
            const std::size_t t = x.demand.jobs->training.size();
            if (at < t)
                x.demand.jobs->training[at].precision = static_cast<sc::Precision>(p);
            else if (at - t < x.demand.jobs->inference.size())
                x.demand.jobs->inference[at - t].precision = static_cast<sc::Precision>(p);
        };
        view.precision = new ChoiceEditor(document_, field, card);
        auto* label = new QLabel(field.label, card);
        label->setBuddy(view.precision->comboBox());
        place(label, view.precision);
    }
    for (int c = 0; c < 3; ++c) grid->setColumnStretch(c, 1);
    layout->addLayout(grid);

    view.steps = new QLabel(card);
    view.steps->setObjectName(QStringLiteral("SizingSteps"));
    view.steps->setTextFormat(Qt::RichText);
    view.steps->setWordWrap(true);
    view.steps->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(view.steps);

    view.memoryTitle = new QLabel(tr("Memory per GPU model"), card);
    view.memoryTitle->setObjectName(QStringLiteral("InputsHeading"));
    layout->addWidget(view.memoryTitle);
    auto* bars = new QGridLayout;
    bars->setHorizontalSpacing(10);
    bars->setVerticalSpacing(3);
    int row = 0;
    for (std::size_t g = 0; g < s.gpus.size(); ++g) {
        auto* name = new QLabel(card);
        name->setTextFormat(Qt::PlainText);
        auto* bar = new MemoryBar(card);
        auto* verdict = new QLabel(card);
        verdict->setTextFormat(Qt::PlainText);
        verdict->setWordWrap(true);
        bars->addWidget(name, row, 0);
        bars->addWidget(bar, row, 1);
        bars->addWidget(verdict, row, 2);
        view.gpuLabels.push_back(name);
        view.bars.push_back(bar);
        view.verdicts.push_back(verdict);
        ++row;
    }
    bars->setColumnStretch(1, 2);
    bars->setColumnStretch(2, 3);
    layout->addLayout(bars);
    view.mig = new QLabel(card);
    view.mig->setTextFormat(Qt::PlainText);
    view.mig->setWordWrap(true);
    view.mig->setVisible(!training);
    layout->addWidget(view.mig);

    view.costsTitle = new QLabel(
        training ? tr("Cost per training run, per option") : tr("Cost per million tokens, per option"), card);
    view.costsTitle->setObjectName(QStringLiteral("InputsHeading"));
    layout->addWidget(view.costsTitle);
    view.costs = new QLabel(card);
    view.costs->setObjectName(QStringLiteral("SizingCosts"));
    view.costs->setTextFormat(Qt::RichText);
    view.costs->setWordWrap(true);
    connect(view.costs, &QLabel::linkActivated, this, [this, index](const QString& link) {
        explainCost(index, link.section(QLatin1Char(':'), 1).toULongLong());
    });
    layout->addWidget(view.costs);
    jobs_.push_back(std::move(view));
    return card;
}

void SizingPage::rebuild() {
    shape_ = shapeKey();
    // The widget being typed in is rebuilt only on a change of shape (a job added or
    // removed), never under a keystroke: a field edit only refreshes.
    while (QLayoutItem* item = cards_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    jobs_.clear();
    combine_ = nullptr;
    const sc::Scenario& s = document_->scenario();
    const std::size_t count =
        s.demand.jobs ? s.demand.jobs->training.size() + s.demand.jobs->inference.size() : 0;
    if (count > 0) cards_->addWidget(buildCombine());
    for (std::size_t i = 0; i < count; ++i) cards_->addWidget(buildCard(i));
    refresh();
}

// The explicit choice between the jobs and the typed GPUs (issue #34): an edit of the
// scenario like any other, so undo takes it back.
QWidget* SizingPage::buildCombine() {
    auto* row = new QWidget(this);
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    ChoiceField field{sc::FieldKey::ofScenario("demand.jobs_combine"),
                      tr("The jobs and the GPUs typed under Demand"),
                      {tr("The jobs replace the typed GPUs"), tr("The jobs add to the typed GPUs")},
                      [](const sc::Scenario& x) { return x.demand.jobsAddToGpus ? 1 : 0; },
                      [](sc::Scenario& x, int i) { x.demand.jobsAddToGpus = i == 1; }};
    combine_ = new ChoiceEditor(document_, field, row);
    combine_->setObjectName(QStringLiteral("SizingCombine"));
    auto* label = new QLabel(field.label, row);
    label->setBuddy(combine_->comboBox());
    layout->addWidget(label);
    layout->addWidget(combine_);
    layout->addStretch(1);
    return row;
}

void SizingPage::refresh() {
    const sc::Scenario& s = document_->scenario();
    const QLocale locale = uiLocale();
    if (combine_) combine_->refresh(document_->problems());
    // The controller's sizing of the scenario as it is now; while an input is invalid the cards
    // say so, and while an edit's evaluation is on its way (milliseconds) they keep what they show.
    const bool current = evaluation_ && evaluation_->scenario == s;
    const bool pending = document_->isEvaluable() && !current;
    sizing_ = document_->isEvaluable() && current && evaluation_->sizing ? &*evaluation_->sizing : nullptr;
    for (std::size_t i = 0; i < jobs_.size(); ++i) {
        JobView& view = jobs_[i];
        for (FieldEditor* editor : view.editors) editor->refresh(document_->problems());
        view.precision->refresh(document_->problems());
        const QString name = jobName(s, i);
        if (view.name->text() != name && !view.name->hasFocus()) view.name->setText(name);
        if (pending) continue;
        if (!sizing_ || i >= sizing_->jobs.size()) {
            // Any problem stops the sizing of every job: a job without one of its own says where.
            const std::string own = jobPath(s, i).toStdString();
            const bool mine = std::any_of(document_->problems().begin(), document_->problems().end(),
                                          [&](const sc::Problem& p) { return p.path.rfind(own, 0) == 0; });
            view.steps->setText(mine ? tr("Fix the inputs marked in red to see this job's sizing.")
                                     : tr("An input elsewhere has a problem (the red banner names it): this "
                                          "job's sizing shows once it is fixed."));
            continue;
        }
        const en::JobSizing& j = sizing_->jobs[i];
        QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        for (const SizingStep& step : sizingSteps(s, *sizing_, i))
            html +=
                QStringLiteral(
                    "<tr><td>%1</td><td style='padding-left:12px'>%2</td>"
                    "<td style='padding-left:12px' align='right'><b>%3</b></td></tr>")
                    .arg(step.what.toHtmlEscaped(), step.formula.toHtmlEscaped(), step.value.toHtmlEscaped());
        view.steps->setText(html + QStringLiteral("</table>"));
        for (std::size_t g = 0; g < view.bars.size() && g < j.fits.size(); ++g) {
            const en::GpuFit& fit = j.fits[g];
            view.gpuLabels[g]->setText(
                fit.memoryGb > 0
                    ? tr("%1 (%2 GB)").arg(io::shownText(fit.gpu), locale.toString(fit.memoryGb, 'g', 4))
                    : io::shownText(fit.gpu));
            view.bars[g]->setFit(fit, j.memory.totalGb());
            view.bars[g]->setToolTip(
                tr("%1 GB of %2 GB")
                    .arg(locale.toString(j.memory.totalGb(), 'f', 1), locale.toString(fit.memoryGb, 'g', 4)));
            view.verdicts[g]->setText(fitText(fit));
        }
        if (j.kind == en::JobKind::Inference) {
            QStringList lines;
            for (const en::MigFit& m : j.mig)
                lines << tr("MIG on %1: %2").arg(io::shownText(m.gpu), migText(m));
            for (const en::MigReplicas& r : j.migReplicas) {
                const QString option =
                    r.option < s.options.size() ? io::shownText(s.options[r.option].name) : QString();
                const QString needed =
                    r.replicasNeeded ? locale.toString(*r.replicasNeeded, 'f', 0) : QStringLiteral("–");
                const QString profile = QString::fromLatin1(r.profile.name);
                if (!r.fits)
                    lines << tr("%1 (%2 slices): the service does not fit a slice").arg(option, profile);
                else if (r.replicasHeld)
                    lines << tr("%1 (%2 slices): holds %3 replicas, the peak needs %4")
                                 .arg(option, profile, locale.toString(*r.replicasHeld, 'f', 0), needed);
                else
                    lines << tr("%1 (%2 slices): no limit on replicas, the peak needs %3")
                                 .arg(option, profile, needed);
            }
            view.mig->setText(lines.isEmpty() ? tr("MIG: no slice of the scenario's GPU models holds it.")
                                              : lines.join(QLatin1Char('\n')));
        }
    }
    if (pending && s.demand.jobs) return;
    if (!s.demand.jobs) {
        demand_->setText(
            tr("No jobs yet: the demand is the %1 reference GPUs typed under Demand. Add a training "
               "job or an inference service to size it from the work instead.")
                .arg(locale.toString(s.demand.gpus, 'g', 6)));
    } else if (sizing_) {
        const double difference = sizing_->demandGpus - s.demand.gpus;
        const QString jobs = locale.toString(sizing_->demandGpus, 'f', 2);
        // Services held at one replica at least (MODEL.md section 3) carry more than their compute.
        const QString floors =
            sizing_->demandGpusWithFloors > sizing_->demandGpus + 0.005
                ? QLatin1Char(' ') +
                      tr("Each inference service holds at least one replica of its model in every "
                         "hour: with those, the options serve %1 reference GPUs on average.")
                          .arg(locale.toString(sizing_->demandGpusWithFloors, 'f', 2))
                : QString();
        QString said;
        if (s.demand.jobsAddToGpus) {
            // "Demand: 24 typed + 3.47 from the jobs = 27.47".
            const double fromJobs = sizing_->demandGpus - sizing_->typedGpus;
            said =
                tr("Demand: %1 typed + %2 from the jobs = %3 reference GPUs on average: that is the demand "
                   "every option is asked to serve.")
                    .arg(locale.toString(s.demand.gpus, 'g', 6), locale.toString(fromJobs, 'f', 2), jobs);
        } else if (s.demand.gpus > 0) {
            said = tr("The jobs keep %1 reference GPUs busy on average: that is "
                      "the demand every option is asked to serve. The "
                      "%2 GPUs typed under Demand no longer count (difference %3).")
                       .arg(jobs, locale.toString(s.demand.gpus, 'g', 6),
                            (difference >= 0 ? QStringLiteral("+") : QString()) +
                                locale.toString(difference, 'f', 2));
        } else {
            said = tr("The jobs keep %1 reference GPUs busy on average: that is "
                      "the demand every option is asked to serve.")
                       .arg(jobs);
        }
        demand_->setText(said + floors);
    }
    refreshCosts();
}

void SizingPage::refreshCosts() {
    const sc::Scenario& s = document_->scenario();
    const QString currency = QString::fromStdString(s.currency);
    for (std::size_t i = 0; i < jobs_.size(); ++i) {
        JobView& view = jobs_[i];
        if (!result_ || !sizing_ || i >= sizing_->jobs.size()) {
            view.costs->setText(tr("No result yet."));
            continue;
        }
        const en::JobSizing& j = sizing_->jobs[i];
        QString html = QStringLiteral("<table cellspacing='0' cellpadding='2'%1>")
                           .arg(stale_ ? QStringLiteral(" style='color:#8a9099'") : QString());
        const bool priced =
            std::any_of(result_->options.begin(), result_->options.end(), [&](const en::OptionResult& o) {
                return std::any_of(o.apiBreakEven.begin(), o.apiBreakEven.end(),
                                   [&](const en::ApiBreakEven& b) { return b.job == j.name; });
            });
        // A service's cost per million tokens both ways (MODEL.md section 3): on the hours its
        // tokens use, and on the GPUs it holds in every hour (its replica floor applied).
        const bool service = j.kind == en::JobKind::Inference;
        const QString heldHead = service
                                     ? QStringLiteral("<th align='right' style='padding-left:12px'>%1</th>")
                                           .arg(tr("Per million tokens, on the GPUs it holds"))
                                     : QString();
        html += QStringLiteral(
                    "<tr><th align='left'>%1</th><th align='left' style='padding-left:12px'>%2</th>"
                    "<th align='right' style='padding-left:12px'>%3</th>%5%4</tr>")
                    .arg(tr("Option"), tr("GPU model: fit"),
                         service ? tr("Per million tokens, on the hours they use") : tr("Per run"),
                         priced ? QStringLiteral("<th align='left' style='padding-left:12px'>%1</th>")
                                      .arg(tr("Against the API"))
                                : QString(),
                         heldHead);
        const QString red = QStringLiteral("<span style='color:#b42318'>%1</span>");
        for (std::size_t o = 0; o < result_->options.size() && o < s.options.size(); ++o) {
            // An option whose MIG slices the service does not fit cannot serve it: no cost for
            // it, and no comparison with the API. Its slices are said, not the whole GPU's fit.
            bool cannotServe = false;
            QStringList gpus;
            for (const std::string& gpu : optionGpus(s.options[o])) {
                const auto sliced =
                    std::find_if(j.migReplicas.begin(), j.migReplicas.end(),
                                 [&](const en::MigReplicas& r) { return r.option == o && r.gpu == gpu; });
                if (sliced != j.migReplicas.end()) {
                    cannotServe = cannotServe || !sliced->fits;
                    const QString words =
                        (sliced->fits ? tr("%1 in %2 slices: fits a slice")
                                      : tr("%1 in %2 slices: does not fit a slice"))
                            .arg(io::shownText(gpu), QString::fromLatin1(sliced->profile.name))
                            .toHtmlEscaped();
                    gpus << (sliced->fits ? words : red.arg(words));
                    continue;
                }
                const auto fit = std::find_if(j.fits.begin(), j.fits.end(),
                                              [&](const en::GpuFit& f) { return f.gpu == gpu; });
                gpus << (fit == j.fits.end() ? io::shownText(gpu)
                                             : tr("%1: %2").arg(io::shownText(gpu), fitText(*fit)))
                            .toHtmlEscaped();
            }
            const en::OptionResult& option = result_->options[o];
            const std::optional<double> cost = jobCost(option, *sizing_, i);
            const QString value = cannotServe ? red.arg(tr("cannot serve it").toHtmlEscaped())
                                  : cost      ? QStringLiteral("<a href='explain:%1'>%2</a>")
                                               .arg(o)
                                               .arg(jobCostMoney(*cost, currency).toHtmlEscaped())
                                         : tr("none (the option delivers no GPU-hours)").toHtmlEscaped();
            // Its cost per unit of work stands, but it does not do all the work asked of it.
            const QString name =
                io::shownText(s.options[o].name).toHtmlEscaped() +
                (option.unservedReferenceGpuHours >= 0.5
                     ? QStringLiteral("<br>") + red.arg(tr("leaves demand unserved").toHtmlEscaped())
                     : QString());
            QString held;
            if (service) {
                const std::optional<double> heldCost = heldJobCost(option, *sizing_, i);
                held = QStringLiteral("<td style='padding-left:12px' align='right'>%1</td>")
                           .arg(cannotServe || !heldCost ? QString()
                                                         : jobCostMoney(*heldCost, currency).toHtmlEscaped());
            }
            html += QStringLiteral(
                        "<tr><td>%1</td><td style='padding-left:12px'>%2</td>"
                        "<td style='padding-left:12px' align='right'>%3</td>%5%4</tr>")
                        .arg(name, gpus.join(QStringLiteral("; ")), value,
                             priced ? QStringLiteral("<td style='padding-left:12px'>%1</td>")
                                          .arg(cannotServe
                                                   ? QString()
                                                   : breakEvenText(option, j.name, currency).toHtmlEscaped())
                                    : QString(),
                             held);
        }
        view.costs->setText(html + QStringLiteral("</table>"));
    }
}

void SizingPage::follow(EvaluationController* controller) {
    connect(controller, &EvaluationController::evaluated, this, &SizingPage::setEvaluation);
    connect(controller, &EvaluationController::staleChanged, this, &SizingPage::setResultStale);
}

void SizingPage::setEvaluation(std::shared_ptr<const Evaluation> evaluation) {
    evaluation_ = std::move(evaluation);
    result_ = evaluation_ ? &evaluation_->result : nullptr;
    sizing_ = evaluation_ && evaluation_->sizing ? &*evaluation_->sizing : nullptr;
    refresh();
    if (revealCard_ && revealField_) {
        scrollIntoView(revealCard_, revealField_);
        revealCard_.clear();
        revealField_.clear();
    }
}

void SizingPage::setResultStale(bool stale) {
    stale_ = stale;
    refreshCosts();
}

void SizingPage::explainCost(std::size_t index, std::size_t option) {
    en::FigureRef figure;
    figure.option = option;
    figure.figure = en::Figure::JobCost;
    figure.job = index;
    emit explainRequested(figure);
}

QString SizingPage::demandText() const {
    return demand_->text();
}

QString SizingPage::stepsText(std::size_t index) const {
    return index < jobs_.size() ? jobs_[index].steps->text() : QString();
}

QString SizingPage::memoryText(std::size_t index) const {
    if (index >= jobs_.size()) return {};
    QStringList lines;
    for (std::size_t g = 0; g < jobs_[index].verdicts.size(); ++g)
        lines << jobs_[index].gpuLabels[g]->text() + QStringLiteral(": ") + jobs_[index].verdicts[g]->text();
    return lines.join(QLatin1Char('\n'));
}

QString SizingPage::costText(std::size_t index) const {
    return index < jobs_.size() ? jobs_[index].costs->text() : QString();
}

}  // namespace gputco::ui
