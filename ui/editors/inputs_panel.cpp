#include "ui/editors/inputs_panel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <cmath>
#include <map>

#include <QComboBox>
#include "model/io/display_text.h"
#include "model/io/scenario_reader.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/option_edits.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/field_registry.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/catalog_apply.h"
#include "ui/editors/choice_editor.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/profile_editor.h"
#include "ui/language.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

// For an efficiency a probe set: which run measured it (issue #7), so the tool tip says
// where the figure came from as a catalog value's does.
QString probeNote(const sc::Scenario& s, const QString& path) {
    const qsizetype at = path.lastIndexOf(QLatin1String(".efficiency."));
    if (!path.startsWith(QLatin1String("gpus.")) || at < 0) return {};
    const auto gpu = s.gpus.find(path.mid(5, at - 5).toStdString());
    const std::string metric = path.mid(at + 12).toStdString();
    if (gpu == s.gpus.end() || !gpu->second.calibration || !gpu->second.calibration->measured.count(metric))
        return {};
    const sc::ProbeCalibration& c = *gpu->second.calibration;
    return InputsPanel::tr("Measured by the probe on %1 (%2, %3): %4")
        .arg(io::shownText(c.device), QString::fromStdString(c.measuredAt), QString::fromStdString(c.origin),
             uiLocale().toString(c.measured.at(metric), 'g', 6));
}

// The field at `path`, read and written through the same paths the files and the risk
// analysis use (scenario::findField), so an editor exists for every field the engine reads.
NumberField pathField(const std::string& path, const FieldLabel& label, const QString& prefix) {
    return {QString::fromStdString(path), prefix + label.text,
            [path](const sc::Scenario& s) {
                const sc::FieldLookup f = sc::findField(s, path);
                return f.field ? f.field->raw() : 0.0;
            },
            // Stored as typed (a whole field rounded): a value out of range must reach the
            // validator, which shows why at the field, rather than be clamped silently.
            [path](sc::Scenario& s, double v) {
                const sc::FieldLookup f = sc::findField(s, path);
                if (f.field) f.field->setRaw(f.field->kind() == sc::FieldKind::Whole ? std::round(v) : v);
            },
            label.scale};
}

const QRegularExpression& sourcePattern() {
    static const QRegularExpression pattern(QStringLiteral("^options\\[(\\d+)\\]\\.sources\\[(\\d+)\\]"));
    return pattern;
}

}  // namespace

InputsPanel::InputsPanel(ScenarioDocument* document, QWidget* parent)
    : QScrollArea(parent), document_(document) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(360);
    connect(document_, &ScenarioDocument::changed, this, &InputsPanel::onDocumentChanged);
    rebuild();
}

void InputsPanel::onDocumentChanged(const DocumentChange& change) {
    // Only a change of shape changes which editors there are (ScenarioDocument says which).
    if (change.reshapes()) {
        rebuild();
        return;
    }
    for (FieldEditor* e : editors_) e->refresh(document_->problems());
    for (ChoiceEditor* c : choices_) c->refresh(document_->problems());
    refreshNames();
    refreshToolTips();  // a catalog pick or a probe changes where a figure came from
}

void InputsPanel::refreshToolTips() {
    const sc::Scenario& s = document_->scenario();
    for (FieldEditor* e : editors_) {
        // What the field is, what it means and where its value came from: words, never the
        // path the file uses.
        const FieldLabel info = fieldLabel(e->field().path, QString::fromStdString(s.currency));
        QString tip = fieldTitle(s, e->field().path);
        if (!info.help.isEmpty()) tip += QLatin1Char('\n') + info.help;
        if (const ProvenanceWords from = provenanceWords(s, e->field().path); from.override)
            tip += QLatin1Char('\n') + from.source;  // "user override (was … from …)"
        else if (!from.source.isEmpty())
            tip += QLatin1Char('\n') + tr("Source: %1, as of %2").arg(from.source, from.asOf);
        if (const QString probe = probeNote(s, e->field().path); !probe.isEmpty())
            tip += QLatin1Char('\n') + probe;
        tip = tip.toHtmlEscaped();
        if (e->lineEdit()->toolTip() != tip) e->lineEdit()->setToolTip(tip);
    }
}

void InputsPanel::refreshNames() {
    const sc::Scenario& s = document_->scenario();
    for (std::size_t o = 0; o < nameEdits_.size() && o < s.options.size(); ++o) {
        const QString name = io::shownText(s.options[o].name);
        if (!nameEdits_[o]->hasFocus() && nameEdits_[o]->text() != name) nameEdits_[o]->setText(name);
        optionHeadings_[o]->setText(name);
        QString problem;
        const std::string path = "options[" + std::to_string(o) + "].name";
        for (const sc::Problem& p : document_->problems())
            if (p.path == path) problem = problemText(s, p);
        nameEdits_[o]->setToolTip(problem.toHtmlEscaped());
        nameEdits_[o]->setStyleSheet(problem.isEmpty() ? QString()
                                                       : QStringLiteral("border: 1px solid #b42318;"));
    }
}

void InputsPanel::setCatalog(CatalogSource catalog) {
    catalog_ = std::move(catalog);
    rebuild();
}

bool InputsPanel::useCatalogRow(const QString& what, const io::library::CatalogRow& row,
                                const CatalogApply& apply) {
    sc::Scenario copy = document_->scenario();
    if (const QString why = apply(copy, row); !why.isEmpty()) {
        emit problem(tr("%1 was not copied: %2").arg(row.key(), why));
        return false;
    }
    document_->edit(tr("Copy %1 from the catalog").arg(what), QString(), [&](sc::Scenario& s) { s = copy; });
    return true;
}

QToolButton* InputsPanel::catalogButton(io::library::Kind kind, const QString& what, CatalogApply apply,
                                        QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(tr("Catalog…"));
    button->setToolTip(tr("Pick %1 from the catalog: its values, source and date are copied in").arg(what));
    button->setAutoRaise(true);
    connect(button, &QToolButton::clicked, this, [this, kind, what, apply] {
        QString note;
        std::vector<io::library::CatalogRow> rows = catalog_(kind, &note);
        CatalogDialog dialog(kind, std::move(rows), note, this);
        if (Prompts::exec(dialog) != QDialog::Accepted) return;
        if (const auto row = dialog.chosen()) useCatalogRow(what, *row, apply);
    });
    return button;
}

QWidget* InputsPanel::profileButton(QWidget* parent) {
    const sc::Demand& d = document_->scenario().demand;
    const QString shape = d.preset == sc::ProfilePreset::Flat           ? tr("flat")
                          : d.preset == sc::ProfilePreset::OfficeHours  ? tr("office hours")
                          : d.preset == sc::ProfilePreset::NightlyBatch ? tr("nightly batch")
                                                                        : tr("custom");
    auto* button = new QPushButton(tr("Weekly profile: %1 — edit…").arg(shape), parent);
    button->setObjectName(QStringLiteral("WeeklyProfileButton"));
    connect(button, &QPushButton::clicked, this, [this] {
        ProfileEditor dialog(document_->scenario().demand, this);
        if (Prompts::exec(dialog) == QDialog::Accepted) setProfile(dialog.preset(), dialog.customProfile());
    });
    return button;
}

void InputsPanel::setProfile(sc::ProfilePreset preset, const std::vector<double>& values) {
    document_->edit(tr("Change weekly profile"), QString(), [&](sc::Scenario& s) {
        s.demand.preset = preset;
        s.demand.customProfile = preset == sc::ProfilePreset::Custom ? values : std::vector<double>{};
    });
}

QWidget* InputsPanel::optionTools(std::size_t o, QWidget* parent) {
    const sc::Scenario& s = document_->scenario();
    auto* bar = new QWidget(parent);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(8, 0, 4, 0);
    row->setSpacing(2);
    auto* name = new QLineEdit(QString::fromStdString(s.options[o].name), bar);
    name->setObjectName(QStringLiteral("options[%1].name").arg(o));
    name->setPlaceholderText(tr("Option name"));
    name->setMinimumWidth(80);
    connect(name, &QLineEdit::textEdited, this, [this, o](const QString& text) {
        const std::string now = text.toStdString();
        document_->edit(tr("Rename option"), QStringLiteral("options[%1].name").arg(o),
                        [o, now](sc::Scenario& x) {
                            // The baseline is named: it follows its option's new name.
                            if (x.finance.baseline == x.options.at(o).name) x.finance.baseline = now;
                            x.options.at(o).name = now;
                        });
    });
    nameEdits_.push_back(name);
    row->addWidget(name, 1);
    const std::size_t count = s.options.size();
    const auto tool = [&](const QString& text, const QString& tip, bool enabled, auto&& change) {
        auto* b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setEnabled(enabled);
        connect(b, &QToolButton::clicked, this, [this, tip, change] {
            // The edit may rebuild this panel, this button included: the old content is deleted
            // later (rebuild()), so the handler may finish.
            document_->edit(tip, QString(), change);
        });
        row->addWidget(b);
        return b;
    };
    tool(QStringLiteral("↑"), tr("Move option up"), o > 0,
         [o](sc::Scenario& x) { sc::moveOption(x, o, o - 1); });
    tool(QStringLiteral("↓"), tr("Move option down"), o + 1 < count,
         [o](sc::Scenario& x) { sc::moveOption(x, o, o + 1); });
    tool(tr("Copy"), tr("Duplicate option"), true, [o](sc::Scenario& x) { sc::duplicateOption(x, o); });
    tool(QStringLiteral("✕"), tr("Remove option"), count > 1,
         [o](sc::Scenario& x) { sc::removeOption(x, o); });
    auto* add = new QToolButton(bar);
    add->setText(QStringLiteral("+"));
    add->setToolTip(tr("Add a source to this option"));
    add->setAutoRaise(true);
    add->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(add);
    for (const auto& [label, kind] : sourceKinds()) {
        const std::size_t k = kind;
        menu->addAction(label, this, [this, o, k, label] {
            const std::optional<sc::Source> source = templateSource(k);
            if (!source) return;
            document_->edit(tr("Add %1").arg(label), QString(),
                            [o, &source](sc::Scenario& x) { sc::addSource(x, o, *source); });
        });
    }
    add->setMenu(menu);
    row->addWidget(add);
    return bar;
}

QWidget* InputsPanel::sourceTools(std::size_t o, std::size_t i, QWidget* parent) {
    const sc::Scenario& s = document_->scenario();
    const std::size_t count = s.options[o].sources.size();
    auto* bar = new QWidget(parent);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(8, 4, 4, 0);
    row->setSpacing(2);
    auto* label = new QLabel(
        QStringLiteral("%1 · %2").arg(i + 1).arg(sourceKindName(s.options[o].sources[i].index())), bar);
    label->setStyleSheet(QStringLiteral("color: #475569;"));
    row->addWidget(label, 1);
    const auto tool = [&](const QString& text, const QString& tip, bool enabled, auto&& change) {
        auto* b = new QToolButton(bar);
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setEnabled(enabled);
        connect(b, &QToolButton::clicked, this,
                [this, tip, change] { document_->edit(tip, QString(), change); });
        row->addWidget(b);
    };
    tool(QStringLiteral("↑"), tr("Serve earlier (move source up)"), i > 0,
         [o, i](sc::Scenario& x) { sc::moveSource(x, o, i, i - 1); });
    tool(QStringLiteral("↓"), tr("Serve later (move source down)"), i + 1 < count,
         [o, i](sc::Scenario& x) { sc::moveSource(x, o, i, i + 1); });
    tool(QStringLiteral("✕"), tr("Remove source"), count > 1,
         [o, i](sc::Scenario& x) { sc::removeSource(x, o, i); });
    if (catalog_) {
        const bool owned = std::holds_alternative<sc::OwnedSource>(s.options[o].sources[i]);
        const CatalogApply apply =
            owned ? CatalogApply([o, i](sc::Scenario& x, const io::library::CatalogRow& r) {
                return applyServer(x, o, i, r);
            })
                  : CatalogApply([o, i](sc::Scenario& x, const io::library::CatalogRow& r) {
                        return applyOffer(x, o, i, r);
                    });
        row->insertWidget(1, catalogButton(owned ? io::library::Kind::Servers : io::library::Kind::Offers,
                                           owned ? tr("a server") : tr("a cloud offer"), apply, bar));
    }
    return bar;
}

std::vector<std::pair<QString, std::size_t>> InputsPanel::sourceKinds() const {
    // Variant indices of scenario::Source: owned, reserved, spot, on-demand.
    return {{sourceKindName(0), 0}, {sourceKindName(1), 1}, {sourceKindName(2), 2}, {sourceKindName(3), 3}};
}

QString InputsPanel::sourceKindName(std::size_t kind) const {
    switch (kind) {
        case 0:
            return tr("Owned servers");
        case 1:
            return tr("Reserved or subscription");
        case 2:
            return tr("Spot instances");
        default:
            return tr("On-demand instances");
    }
}

std::optional<sc::Source> InputsPanel::templateSource(std::size_t kind) const {
    // A new source starts as the first of its kind in the bundled example: every field
    // filled with a sourced value, the user then edits what differs.
    static const std::optional<sc::Scenario> example = [] {
        io::ReadResult read = io::readScenarioFile(QStringLiteral(":/examples/a100-buy-vs-rent.gputco"));
        return read.scenario;
    }();
    for (const sc::Scenario* scenario : {&document_->scenario(), example ? &*example : nullptr}) {
        if (!scenario) continue;
        for (const sc::Option& o : scenario->options)
            for (const sc::Source& source : o.sources)
                if (source.index() == kind) return source;
    }
    return std::nullopt;
}

void InputsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QScrollArea::changeEvent(event);
}

void InputsPanel::retranslate() {
    rebuild();
}

void InputsPanel::rebuild() {
    editors_.clear();
    choices_.clear();
    nameEdits_.clear();
    optionHeadings_.clear();
    auto* content = new QWidget;
    // An explicit minimum: the panel's width decides, and long labels wrap within it.
    content->setMinimumWidth(1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 8, 4);
    layout->setSpacing(2);
    const sc::Scenario& s = document_->scenario();
    const QString money = QString::fromStdString(s.currency);

    const auto section = [&](const QString& title, const std::vector<NumberField>& fields,
                             std::optional<std::size_t> option = std::nullopt) {
        // A heading label rather than a QGroupBox title: an option's name can be long, and a
        // group box would widen the whole panel to fit it.
        auto* heading = new QLabel(title, content);
        heading->setObjectName(QStringLiteral("InputsHeading"));
        heading->setTextFormat(Qt::PlainText);  // option names are the user's text
        heading->setWordWrap(true);
        heading->setStyleSheet(QStringLiteral("font-weight: 600; color: #0f172a; margin-top: 6px;"));
        layout->addWidget(heading);
        if (option) {
            optionHeadings_.push_back(heading);
            layout->addWidget(optionTools(*option, content));
        }
        auto* box = new QFrame(content);
        box->setObjectName(QStringLiteral("InputsSection"));
        // Label above its field, as web calculators do: a label takes the panel's width and
        // wraps only past it, in any language, and the fields line up.
        auto* form = new QVBoxLayout(box);
        form->setContentsMargins(8, 2, 4, 2);
        form->setSpacing(1);
        int shownSource = -1;
        for (const NumberField& f : fields) {
            // A source's tools above its first field, when the option has several.
            if (const auto m = sourcePattern().match(f.path); option && m.hasMatch()) {
                const int i = m.captured(2).toInt();
                if (i != shownSource && (s.options[*option].sources.size() > 1 || catalog_))
                    form->addWidget(sourceTools(*option, static_cast<std::size_t>(i), box));
                shownSource = i;
            }
            auto* editor = new FieldEditor(document_, f, box);
            connect(editor, &FieldEditor::uncertainRequested, this, &InputsPanel::uncertainRequested);
            auto* label = new QLabel(f.label, box);
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
            label->setBuddy(editor->lineEdit());
            form->addWidget(label);
            form->addWidget(editor);
            form->addSpacing(3);
            editors_.push_back(editor);
        }
        layout->addWidget(box);
    };

    // Every numeric field, in file order, grouped by section (fieldSection()).
    std::map<QString, std::vector<NumberField>> sections;
    for (const std::string& p : sc::numericFieldPaths(s)) {
        const QString path = QString::fromStdString(p);
        const QString where = fieldSection(path);
        QString prefix;
        if (where == QLatin1String("tariffs") || where == QLatin1String("gpus"))
            prefix = path.section(QLatin1Char('.'), 1, 1) + QStringLiteral(": ");
        if (const auto m = sourcePattern().match(path); m.hasMatch()) {
            const auto o = m.captured(1).toULong();
            if (o < s.options.size() && s.options[o].sources.size() > 1)
                prefix = QStringLiteral("%1 · ").arg(m.captured(2).toInt() + 1);
        }
        sections[where].push_back(pathField(p, fieldLabel(path, money), prefix));
    }
    const auto take = [&](const QString& key) {
        const auto it = sections.find(key);
        return it == sections.end() ? std::vector<NumberField>{} : it->second;
    };
    section(tr("General"), take(QStringLiteral("general")));
    {
        // The choices of the General section, under its numbers.
        auto* box = new QFrame(content);
        box->setObjectName(QStringLiteral("InputsSection"));
        auto* form = new QVBoxLayout(box);
        form->setContentsMargins(8, 2, 4, 2);
        form->setSpacing(1);
        for (const ChoiceField& field : generalChoices()) {
            auto* editor = new ChoiceEditor(document_, field, box);
            auto* label = new QLabel(field.label, box);
            label->setTextFormat(Qt::PlainText);
            label->setWordWrap(true);
            label->setBuddy(editor->comboBox());
            form->addWidget(label);
            form->addWidget(editor);
            form->addSpacing(3);
            choices_.push_back(editor);
        }
        layout->addWidget(box);
    }
    section(tr("Demand"), take(QStringLiteral("demand")));
    layout->addWidget(profileButton(content));
    if (!s.tariffs.empty()) section(tr("Electricity tariffs"), take(QStringLiteral("tariffs")));
    if (catalog_)
        for (const auto& [name, tariff] : s.tariffs)
            if (tariff.kind == sc::TariffKind::Flat) {
                const std::string key = name;
                auto* pick = catalogButton(
                    io::library::Kind::Tariffs, tr("a price for %1").arg(io::shownText(key)),
                    [key](sc::Scenario& x, const io::library::CatalogRow& r) {
                        return applyTariff(x, key, r);
                    },
                    content);
                pick->setText(tr("%1: price from the catalog…").arg(io::shownText(key)));
                layout->addWidget(pick);
            }
    if (!s.gpus.empty()) section(tr("GPU models"), take(QStringLiteral("gpus")));
    if (catalog_) {
        auto* pick = catalogButton(
            io::library::Kind::Gpus, tr("a GPU model"),
            [](sc::Scenario& x, const io::library::CatalogRow& r) { return applyGpu(x, r); }, content);
        pick->setText(tr("Add or update a GPU model from the catalog…"));
        layout->addWidget(pick);
    }
    for (std::size_t o = 0; o < s.options.size(); ++o)
        section(io::shownText(s.options[o].name), take(QStringLiteral("options[%1]").arg(o)), o);
    auto* addOption = new QToolButton(content);
    addOption->setText(tr("Add option"));
    addOption->setToolButtonStyle(Qt::ToolButtonTextOnly);
    addOption->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(addOption);
    for (const auto& [label, kind] : sourceKinds()) {
        const std::size_t k = kind;
        menu->addAction(label, this, [this, k, label] {
            std::optional<sc::Source> source = templateSource(k);
            if (!source) return;
            sc::Option option;
            option.name = label.toStdString();
            option.sources.push_back(*source);
            document_->edit(tr("Add option"), QString(), [&](sc::Scenario& x) { sc::addOption(x, option); });
        });
    }
    addOption->setMenu(menu);
    layout->addWidget(addOption);
    refreshToolTips();
    layout->addStretch(1);
    // The old content goes later: a button in it may be what asked for this rebuild. The view
    // stays where it was, so that no edit jumps the panel back to the top.
    const int scrolled = verticalScrollBar()->value();
    if (QWidget* old = takeWidget()) old->deleteLater();
    setWidget(content);
    verticalScrollBar()->setValue(scrolled);
    refreshNames();
}

FieldEditor* InputsPanel::editorFor(const QString& path) const {
    for (FieldEditor* e : editors_)
        if (e->field().path == path) return e;
    return nullptr;
}

}  // namespace gputco::ui
