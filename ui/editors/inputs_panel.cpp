#include "ui/editors/inputs_panel.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

#include <QComboBox>
#include "model/engine/sizing.h"
#include "model/io/display_text.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/mig_profiles.h"
#include "model/scenario/option_edits.h"
#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/dialogs/add_option_dialog.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/catalog_apply.h"
#include "ui/document/catalog_option.h"
#include "ui/document/estimate_words.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/option_templates.h"
#include "ui/document/price_age_words.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/choice_editor.h"
#include "ui/editors/field_editor.h"
#include "ui/editors/option_board.h"
#include "ui/editors/profile_editor.h"
#include "ui/editors/wrapped_label.h"

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
        .arg(io::shownText(c.device), shownDateTime(io::shownText(c.measuredAt)), io::shownText(c.origin),
             uiLocale().toString(c.measured.at(metric), 'g', 6));
}

// The field at `path` of `s`, kept by its key (its option and source by id, so that it is
// the same field after a move) and read and written through the path the key has in the
// scenario it is given (scenario::findField), the paths the files and the risk analysis use,
// so an editor exists for every field the engine reads. Reading goes through `values` (one
// walk over the scenario for every editor) while it holds the document's scenario;
// findField() walks the whole scenario for one field.
NumberField pathField(const sc::Scenario& s, const std::string& path, const FieldLabel& label,
                      const QString& prefix, const std::shared_ptr<const FieldValues>& values) {
    const sc::FieldKey key = sc::fieldKey(s, path);
    // The key's path in the document, worked out again only when its shape changed: every
    // editor reads its value on every edit.
    struct KnownPath {
        std::uint64_t shape = std::numeric_limits<std::uint64_t>::max();
        std::string path;
    };
    auto known = std::make_shared<KnownPath>();
    return {key, prefix + label.text,
            [key, values, known](const sc::Scenario& s) {
                if (values->scenario == &s) {
                    if (known->shape != values->shape) *known = {values->shape, sc::fieldPath(s, key)};
                    if (const auto it = values->values.find(known->path); it != values->values.end())
                        return it->second;
                }
                const sc::FieldLookup f = sc::findField(s, sc::fieldPath(s, key));
                return f.field ? f.field->raw() : 0.0;
            },
            // Stored as typed (a whole field rounded): a value out of range must reach the
            // validator, which shows why at the field, rather than be clamped silently.
            [key](sc::Scenario& s, double v) {
                const sc::FieldLookup f = sc::findField(s, sc::fieldPath(s, key));
                if (f.field) f.field->setRaw(f.field->kind() == sc::FieldKind::Whole ? std::round(v) : v);
            },
            label.scale};
}

// The sections of an option card after its sources: cloud extras, then staff.
constexpr std::size_t kExtras = 1000;
constexpr std::size_t kStaff = 1001;

// A section's key in the folded set: its option's stable id, then its source's id (or
// "extras", "staff"), so that a folded section stays folded wherever its option or source
// moves, and after an undo.
QString foldKey(const sc::Option& option, std::size_t which) {
    const std::string part = which < option.sources.size() ? sc::sourceId(option.sources[which])
                             : which == kExtras            ? std::string("extras")
                                                           : std::string("staff");
    return QString::fromStdString(option.id + '/' + part);
}

// A source section's title: its kind, numbered where the option has more than one source.
QString sourceTitle(const sc::Option& option, std::size_t which) {
    const QString kind = OptionTemplates::sourceKindName(option.sources[which].index());
    return option.sources.size() > 1 ? QStringLiteral("%1 · %2").arg(which + 1).arg(kind) : kind;
}

// The option with `id` and its source with `sourceId`, where they are now; none when either
// is gone. A button names what it acts on by id, and finds it when pressed.
struct SourcePlace {
    std::size_t option = 0;
    std::size_t source = 0;
};
std::optional<SourcePlace> sourcePlace(const sc::Scenario& s, const std::string& id,
                                       const std::string& sourceId) {
    const std::optional<std::size_t> o = sc::optionIndex(s, id);
    if (!o) return std::nullopt;
    const std::optional<std::size_t> i = sc::sourceIndex(s.options[*o], sourceId);
    if (!i) return std::nullopt;
    return SourcePlace{*o, *i};
}

// The machine a cloud source's offer names, as the catalog's keys spell it up to their pricing
// ("gcp/us-central1/a2-highgpu-8g/" of "gcp/us-central1/a2-highgpu-8g/on_demand"). A file's
// offer may be such a key, the machine alone ("aws/us-east-1/p4d.24xlarge") or the machine and
// a pricing of its own ("gcp/us-central1/a2-highgpu-8g/3y"); empty for an owned source or an
// offer no catalog row is of ("monthly subscription, 8x A100").
QString machineOf(const sc::Source& source, const std::vector<io::library::CatalogRow>& offers) {
    const QString offer = std::visit(
        [](const auto& x) -> QString {
            if constexpr (std::is_base_of_v<sc::CloudOffer, std::decay_t<decltype(x)>>)
                return QString::fromStdString(x.offer);
            else
                return {};
        },
        source);
    if (offer.isEmpty()) return {};
    const qsizetype slash = offer.lastIndexOf(QLatin1Char('/'));
    for (const QString& machine : {offer + QLatin1Char('/'), slash > 0 ? offer.left(slash + 1) : QString()}) {
        if (machine.isEmpty()) continue;
        // A row of that machine: its key is the machine and one more part, the pricing.
        for (const io::library::CatalogRow& r : offers)
            if (const QString key = r.key();
                key.startsWith(machine) && key.indexOf(QLatin1Char('/'), machine.size()) < 0)
                return machine;
    }
    return {};
}

// `root`'s widgets that Tab stops at, in the order they are shown: a card's children are kept
// in that order (updateColumns() and updateSources() raise what they insert).
std::vector<QWidget*> tabStops(QWidget* root) {
    std::vector<QWidget*> stops;
    QWidget* window = root->window();
    // Not what lies in another window: a combo box's list is a child of its popup.
    for (QWidget* w : root->findChildren<QWidget*>())
        if ((w->focusPolicy() & Qt::TabFocus) && w->window() == window && !w->focusProxy())
            stops.push_back(w);
    return stops;
}

}  // namespace

InputsPanel::InputsPanel(ScenarioDocument* document, QWidget* parent, QWidget* boardParent)
    : QScrollArea(parent), document_(document), values_(std::make_shared<FieldValues>()) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setMinimumWidth(360);
    addOptionAction_ = new QAction(this);
    addOptionAction_->setObjectName(QStringLiteral("AddOptionAction"));
    connect(addOptionAction_, &QAction::triggered, this, &InputsPanel::addOption);
    // Without a parent, a window puts it into its page; the panel deletes it if none did.
    board_ = new OptionBoard(boardParent);
    boardObject_ = board_.data();
    board_->installEventFilter(this);  // its first Show builds it (ensureBoard)
    connect(document_, &ScenarioDocument::changed, this, &InputsPanel::onDocumentChanged);
    nameActions();
    // Built when first shown (or at the next event-loop pass, or earlier when a file is opened
    // or an editor asked for): a window built the panel for the empty scenario here and again
    // when its catalog was set, before building it for the file it opened (issue #35).
    QTimer::singleShot(0, this, [this] { ensureBuilt(); });
}

void InputsPanel::showEvent(QShowEvent* event) {
    ensureBuilt();
    QScrollArea::showEvent(event);
}

void InputsPanel::ensureBuilt() {
    if (!built_) rebuild();
}

InputsPanel::~InputsPanel() {
    if (board_ && !board_->parent()) delete board_;
}

OptionBoard* InputsPanel::optionBoard() {
    ensureBoard();
    return board_.data();
}

OptionBoard* InputsPanel::boardPage() const {
    return board_.data();
}

void InputsPanel::follow(EvaluationController* controller) {
    connect(controller, &EvaluationController::evaluated, this, &InputsPanel::setEvaluation);
    connect(controller, &EvaluationController::staleChanged, this, &InputsPanel::setResultStale);
}

void InputsPanel::setEvaluation(std::shared_ptr<const Evaluation> evaluation) {
    evaluation_ = std::move(evaluation);
    result_ = evaluation_ ? &evaluation_->result : nullptr;
    refreshFigures();
    refreshSizingButton();
}

void InputsPanel::setResultStale(bool stale) {
    resultStale_ = stale;
    refreshFigures();
}

bool InputsPanel::eventFilter(QObject* watched, QEvent* event) {
    // The type first, and the board as a plain address: this filter also watches the column
    // figures, which send events while the panel's members are already destroyed (the QPointer
    // board_ among them; AddressSanitizer saw it).
    if (event->type() == QEvent::Show && watched == boardObject_) ensureBoard();
    if ((watched == asOfEdit_ || watched == costOfDebtEdit_) && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            QUndoStack* stack = document_->undoStack();
            key->matches(QKeySequence::Undo) ? stack->undo() : stack->redo();
            return true;
        }
    }
    if (event->type() == QEvent::MouseButtonRelease && !resultStale_)
        if (const QVariant id = watched->property("option"); id.isValid() && result_) {
            // The option by its id (the column is kept where the option moves).
            const std::optional<std::size_t> option =
                sc::optionIndex(document_->scenario(), id.toString().toStdString());
            if (option && *option < result_->options.size()) {
                const bool afterTax = result_->options[*option].pvCostAfterTax.has_value();
                emit explainRequested(
                    {*option, afterTax ? engine::Figure::PvCostAfterTax : engine::Figure::PvCost, {}, 1});
                return true;
            }
        }
    return QScrollArea::eventFilter(watched, event);
}

void InputsPanel::refreshFigures() {
    const sc::Scenario& s = document_->scenario();
    for (std::size_t o = 0; o < figures_.size(); ++o) {
        QLabel* figure = figures_[o];
        // The result of a scenario with other options (one added, not yet evaluated) says
        // nothing about this column.
        const bool known = result_ && result_->options.size() == s.options.size();
        figure->setVisible(known);
        if (!known) continue;
        figure->setText(
            OptionBoard::figureText(result_->options[o], QString::fromStdString(result_->currency)));
        figure->setEnabled(!resultStale_);
        figure->setToolTip(resultStale_
                               ? tr("Out of date: fix the inputs marked in red to see the figures again")
                               : tr("Click for how the present value was computed"));
    }
}

void InputsPanel::readValues() {
    const sc::Scenario& s = document_->scenario();
    const std::vector<std::string> paths = sc::numericFieldPaths(s);
    const std::vector<sc::FieldLookup> found = sc::findFields(s, paths);
    values_->scenario = &s;
    values_->shape = document_->shapeRevision();
    values_->values.clear();
    values_->values.reserve(paths.size());
    for (std::size_t k = 0; k < paths.size(); ++k)
        if (found[k].field) values_->values.emplace(paths[k], found[k].field->raw());
}

void InputsPanel::onDocumentChanged(const DocumentChange& change) {
    // Only a change of shape changes which editors there are (the change says whose).
    if (change.kind == DocumentChange::Kind::Structure || change.kind == DocumentChange::Kind::Reset) {
        rebuild();
        return;
    }
    if (!built_) return;  // built from the document as it is then
    if (change.kind == DocumentChange::Kind::Objects)
        updateColumns(change);  // reads the values first
    else
        readValues();
    for (FieldEditor* e : editors_) e->refresh(document_->problems());
    for (ChoiceEditor* c : choices_) c->refresh(document_->problems());
    refreshNames();
    refreshPriceNotes();
    refreshAsOf();
    refreshCostOfDebt();
    refreshSizingButton();
    if (change.kind == DocumentChange::Kind::Objects) return;  // the new columns have their tips
    // The links name the options as they are now.
    if (std::any_of(change.objects.begin(), change.objects.end(),
                    [](const ChangedObject& c) { return c.what == ChangedObject::What::OptionRenamed; }))
        buildLinks();
    // A catalog pick or a probe changes where a figure came from, a new name where it is: the
    // fields of the option edited, or all of them when the edit names no one field.
    // The prices' date ages every price at once.
    refreshToolTips(change.path == QLatin1String("as_of") ? QString() : change.path);
}

std::vector<NumberField> InputsPanel::optionFields(std::size_t o,
                                                   const std::vector<std::string>& paths) const {
    const QString money = QString::fromStdString(document_->scenario().currency);
    const std::string prefix = "options[" + std::to_string(o) + "].";
    std::vector<NumberField> fields;
    for (const std::string& p : paths)
        if (p.compare(0, prefix.size(), prefix) == 0) {
            const QString path = QString::fromStdString(p);
            fields.push_back(
                pathField(document_->scenario(), p, fieldLabel(path, money), QString(), values_));
        }
    return fields;
}

void InputsPanel::updateColumns(const DocumentChange& change) {
    readValues();
    using What = ChangedObject::What;
    const bool optionsChanged =
        std::any_of(change.objects.begin(), change.objects.end(), [](const ChangedObject& c) {
            return c.what == What::OptionAdded || c.what == What::OptionRemoved ||
                   c.what == What::OptionMoved || c.what == What::OptionRenamed;
        });
    if (!boardBuilt_) {  // built as the document is when first shown
        if (optionsChanged) buildLinks();
        return;
    }
    const sc::Scenario& s = document_->scenario();
    // A column stays wherever its option went: its editors and buttons name the option by its
    // id (scenario::FieldKey), not by its place.
    std::unordered_map<std::string, std::size_t> built;
    for (std::size_t i = 0; i < columns_.size(); ++i) built.emplace(columns_[i].id, i);
    std::vector<Column> next(s.options.size());
    std::vector<bool> kept(columns_.size(), false);
    std::vector<std::size_t> fresh;
    std::vector<std::size_t> resectioned;  // kept, with sections built or taken away
    std::vector<std::size_t> moved;        // kept, at another place
    std::vector<std::string> paths;        // numericFieldPaths(s), read once when a section is built
    const auto fieldPaths = [&]() -> const std::vector<std::string>& {
        if (paths.empty()) paths = sc::numericFieldPaths(s);
        return paths;
    };
    for (std::size_t o = 0; o < s.options.size(); ++o) {
        const auto at = built.find(s.options[o].id);
        // A column whose sources changed keeps the sections of the sources that stayed (a
        // source added: one section built, not the column's eight, issue #35).
        const bool reshaped = change.reshapesOption(s.options[o].id);
        if (at != built.end() &&
            (!reshaped || updateSources(columns_[at->second], o, change, fieldPaths()))) {
            next[o] = std::move(columns_[at->second]);
            kept[at->second] = true;
            if (reshaped) resectioned.push_back(o);
            if (next[o].index != o) moved.push_back(o);
            next[o].index = o;
        } else
            fresh.push_back(o);
    }
    for (std::size_t i = 0; i < columns_.size(); ++i)
        if (!kept[i]) {
            // Off the board at once, deleted later: a button on the card may be what made this
            // change.
            QWidget* card = columns_[i].card;
            columnsRow_->removeWidget(card);
            card->hide();
            card->setParent(nullptr);
            card->deleteLater();
        }
    for (std::size_t o : fresh) next[o] = buildColumn(o, optionFields(o, fieldPaths()), boardContent_);
    columns_ = std::move(next);
    // In the row in the options' order, before its stretch.
    for (std::size_t o = 0; o < columns_.size(); ++o) {
        QWidget* card = columns_[o].card;
        if (columnsRow_->indexOf(card) == static_cast<int>(o)) continue;
        columnsRow_->removeWidget(card);
        columnsRow_->insertWidget(static_cast<int>(o), card, 0, Qt::AlignTop);
        card->show();
    }
    // The board's children in the options' order too, as a whole rebuild leaves them: what
    // walks them (findChildren, a screen reader) meets the columns left to right.
    if (!fresh.empty() || !moved.empty())
        for (const Column& c : columns_) c.card->raise();
    // Tab goes through the board as it is shown: Qt orders focus by when a widget was made,
    // and a column or section built (or moved) now would be reached out of its place.
    std::vector<std::size_t> rechain = fresh;
    rechain.insert(rechain.end(), resectioned.begin(), resectioned.end());
    rechain.insert(rechain.end(), moved.begin(), moved.end());
    std::sort(rechain.begin(), rechain.end());
    rechain.erase(std::unique(rechain.begin(), rechain.end()), rechain.end());
    for (std::size_t o : rechain) chainTabOrder(o);
    collect();
    refreshOptionTools();
    // The links only follow the options: a source added leaves the panel's layout alone.
    if (optionsChanged) buildLinks();
    // A field's tool tip names its option (by its number when it has no name) and its source
    // (numbered among those of its kind): new, moved or reshaped, they are worded again.
    for (std::size_t o : rechain) refreshOptionToolTips(s.options[o].id);
    refreshFigures();
}

bool InputsPanel::updateSources(Column& column, std::size_t o, const DocumentChange& change,
                                const std::vector<std::string>& paths) {
    using What = ChangedObject::What;
    const sc::Option& option = document_->scenario().options[o];
    if (change.kind != DocumentChange::Kind::Objects || change.names(What::OptionAdded, option.id))
        return false;
    const bool cloud = std::any_of(option.sources.begin(), option.sources.end(), [](const sc::Source& x) {
        return !std::holds_alternative<sc::OwnedSource>(x);
    });
    // The cloud extras' section comes and goes with the cloud sources; a second source numbers
    // the first one's title and gives it its tools.
    if (cloud != column.cloud || (column.sources.size() > 1) != (option.sources.size() > 1)) return false;
    std::unordered_map<std::string, std::size_t> built;
    for (std::size_t i = 0; i < column.sources.size(); ++i) built.emplace(column.sources[i].id, i);
    std::vector<SourceSection> next(option.sources.size());
    std::vector<bool> kept(column.sources.size(), false);
    std::vector<std::size_t> fresh;
    bool reordered = false;
    for (std::size_t i = 0; i < option.sources.size(); ++i) {
        const std::string& id = sc::sourceId(option.sources[i]);
        const auto at = built.find(id);
        if (at != built.end() && !change.names(What::SourceReshaped, option.id, id)) {
            next[i] = std::move(column.sources[at->second]);
            kept[at->second] = true;
            // Numbered by where it is now ("2 · Spot").
            if (next[i].index != i) {
                reordered = true;
                next[i].index = i;
                next[i].title->setText(sourceTitle(option, i));
            }
        } else
            fresh.push_back(i);
    }
    auto* layout = static_cast<QVBoxLayout*>(column.card->layout());
    for (std::size_t i = 0; i < column.sources.size(); ++i)
        if (!kept[i]) {
            // As a column (updateColumns()): off the card at once, deleted later, since its own
            // remove button may be what made this change.
            QWidget* section = column.sources[i].widget;
            layout->removeWidget(section);
            section->hide();
            section->setParent(nullptr);
            section->deleteLater();
        }
    if (!fresh.empty()) {
        const std::vector<NumberField> fields = optionFields(o, paths);
        building_ = &column;
        for (std::size_t i : fresh) {
            std::vector<const NumberField*> own;
            const std::string& id = sc::sourceId(option.sources[i]);
            for (const NumberField& f : fields)
                if (f.key.sourceId == id) own.push_back(&f);
            next[i] = buildSourceSection(o, i, own, column.card);
        }
        building_ = nullptr;
    }
    column.sources = std::move(next);
    // In the card in the sources' order, after the option's tools and before its own sections.
    for (std::size_t i = 0; i < column.sources.size(); ++i) {
        QWidget* section = column.sources[i].widget;
        const int place = static_cast<int>(i) + 1;
        if (layout->indexOf(section) == place) continue;
        layout->removeWidget(section);
        layout->insertWidget(place, section);
        section->show();
    }
    // The card's children in the layout's order, as a build leaves them (see updateColumns()).
    if (!fresh.empty() || reordered) {
        for (const SourceSection& x : column.sources) x.widget->raise();
        for (QWidget* section : column.ownSections) section->raise();
    }
    refreshSourceTools(column);
    for (std::size_t i : fresh)
        for (FieldEditor* e : column.sources[i].inputs.editors) refreshToolTip(e);
    return true;
}

void InputsPanel::chainTabOrder(std::size_t o) {
    QWidget* previous = nullptr;
    if (o > 0) {
        const std::vector<QWidget*> before = tabStops(columns_[o - 1].card);
        if (!before.empty()) previous = before.back();
    } else {
        previous = boardContent_->findChild<QWidget*>(QStringLiteral("BoardAddOptionButton"));
    }
    for (QWidget* w : tabStops(columns_[o].card)) {
        if (previous) QWidget::setTabOrder(previous, w);
        previous = w;
    }
}

void InputsPanel::MoveTools::enableFor(std::size_t index, std::size_t count) const {
    if (back) back->setEnabled(index > 0);
    if (forward) forward->setEnabled(index + 1 < count);
    if (remove) remove->setEnabled(count > 1);
}

void InputsPanel::refreshSourceTools(Column& column) {
    for (std::size_t i = 0; i < column.sources.size(); ++i)
        column.sources[i].tools.enableFor(i, column.sources.size());
}

InputsPanel::Column InputsPanel::buildColumn(std::size_t o, const std::vector<NumberField>& fields,
                                             QWidget* parent) {
    Column column;
    building_ = &column;
    buildOptionCard(o, fields, parent);
    building_ = nullptr;
    return column;
}

void InputsPanel::Inputs::appendTo(Inputs& all) const {
    all.editors.insert(all.editors.end(), editors.begin(), editors.end());
    all.choices.insert(all.choices.end(), choices.begin(), choices.end());
    all.notes.insert(all.notes.end(), notes.begin(), notes.end());
}

InputsPanel::Inputs& InputsPanel::inputsBuilt() {
    return buildingSource_ ? buildingSource_->inputs : building_ ? building_->own : panelInputs_;
}

void InputsPanel::collect() {
    Inputs all = panelInputs_;
    nameEdits_.clear();
    cards_.clear();
    figures_.clear();
    for (const Column& c : columns_) {
        for (const SourceSection& x : c.sources) x.inputs.appendTo(all);
        c.own.appendTo(all);
        nameEdits_.push_back(c.name);
        cards_.push_back(c.card);
        figures_.push_back(c.figure);
    }
    editors_ = std::move(all.editors);
    choices_ = std::move(all.choices);
    priceNotes_ = std::move(all.notes);
}

void InputsPanel::refreshOptionTools() {
    for (std::size_t o = 0; o < columns_.size(); ++o) columns_[o].tools.enableFor(o, columns_.size());
}

void InputsPanel::buildLinks() {
    if (!links_) return;
    // Deleted at once: no link changes the document, so none is what asked for this.
    while (QLayoutItem* item = links_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const sc::Scenario& s = document_->scenario();
    QWidget* parent = links_->parentWidget();
    // The options themselves are on the board, side by side; here, a way to each of them.
    if (s.options.empty()) return;
    auto* heading = new WrappedLabel(tr("Options"), parent);
    heading->setObjectName(QStringLiteral("InputsHeading"));
    links_->addWidget(heading);
    // Links, not buttons: a long name wraps in the panel's width instead of being cut.
    for (std::size_t o = 0; o < s.options.size(); ++o) {
        auto* link = new QLabel(
            QStringLiteral("<a href=\"option\">%1</a>").arg(io::shownText(s.options[o].name).toHtmlEscaped()),
            parent);
        link->setObjectName(QStringLiteral("OptionLink"));
        link->setTextFormat(Qt::RichText);
        link->setWordWrap(true);
        link->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        link->setContentsMargins(8, 1, 4, 1);
        link->setToolTip(tr("Show this option's column on the Options page"));
        connect(link, &QLabel::linkActivated, this, [this, o] { revealOption(o); });
        links_->addWidget(link);
    }
}

// "Demand: 24 typed + 3.47 from jobs" or "from jobs only" (issue #34): the choice the Sizing
// page makes, seen here too.
void InputsPanel::refreshSizingButton() {
    if (!sizingButton_) return;
    const sc::Scenario& s = document_->scenario();
    const QLocale locale = uiLocale();
    const std::size_t jobs =
        s.demand.jobs ? s.demand.jobs->training.size() + s.demand.jobs->inference.size() : 0;
    if (jobs == 0) {
        sizingButton_->setText(tr("Size the demand from jobs…"));
        sizingButton_->setToolTip(tr("Training jobs and inference services instead of a GPU count"));
        return;
    }
    // The sizing of the evaluation on screen (the controller sizes each state once); "?" while
    // an input is invalid.
    const std::optional<double> fromJobs =
        document_->isEvaluable() && evaluation_ && evaluation_->sizing
            ? std::optional(evaluation_->sizing->demandGpus - (s.demand.jobsAddToGpus ? s.demand.gpus : 0.0))
            : std::nullopt;
    const QString jobsText = fromJobs ? locale.toString(*fromJobs, 'f', 2) : QStringLiteral("?");
    if (s.demand.jobsAddToGpus) {
        sizingButton_->setText(tr("Demand: %1 typed + %2 from jobs (Sizing page…)")
                                   .arg(locale.toString(s.demand.gpus, 'g', 6), jobsText));
        sizingButton_->setToolTip(tr("The jobs on the Sizing page add to the GPUs typed above"));
    } else {
        sizingButton_->setText(tr("Demand: %1 from jobs only (Sizing page…)").arg(jobsText));
        sizingButton_->setToolTip(
            tr("The jobs on the Sizing page replace the GPUs typed above, which no longer "
               "count; the Sizing page can add them instead"));
    }
}

void InputsPanel::refreshToolTips(const QString& edited) {
    // An option's field: every field of that option; else the fields under the path edited.
    const sc::FieldKey key = sc::fieldKey(document_->scenario(), edited.toStdString());
    const std::string& under = key.member;
    for (FieldEditor* e : editors_) {
        const sc::FieldKey& k = e->field().key;
        if (edited.isEmpty() ||
            (key.ofOption() ? k.optionId == key.optionId
                            : !k.ofOption() && k.member.compare(0, under.size(), under) == 0))
            refreshToolTip(e);
    }
}

void InputsPanel::refreshOptionToolTips(const std::string& optionId) {
    for (FieldEditor* e : editors_)
        if (e->field().key.optionId == optionId) refreshToolTip(e);
}

void InputsPanel::refreshToolTip(FieldEditor* e) {
    const sc::Scenario& s = document_->scenario();
    // What the field is, what it means and where its value came from: words, never the
    // path the file uses.
    const QString path = e->path();
    const FieldLabel info = fieldLabel(path, QString::fromStdString(s.currency));
    QString tip = fieldTitle(s, path);
    if (!info.help.isEmpty()) tip += QLatin1Char('\n') + info.help;
    if (const ProvenanceWords from = provenanceWords(s, path); from.override)
        tip += QLatin1Char('\n') + from.source;  // "user override (was … from …)"
    else if (!from.source.isEmpty())
        tip += QLatin1Char('\n') + tr("Source: %1, as of %2").arg(from.source, from.asOf);
    if (sc::isEstimatedPrice(s, path.toStdString()))
        tip += QLatin1Char('\n') + estimateWords() + QLatin1Char('\n') + estimateExplanation();
    if (priceAgeNote(s, path).stale)
        tip += QLatin1Char('\n') + tr("More than 12 months old on %1: look for a current price (Catalog…)")
                                       .arg(referenceDateWords(s));
    if (const QString probe = probeNote(s, path); !probe.isEmpty()) tip += QLatin1Char('\n') + probe;
    tip = tip.toHtmlEscaped();
    if (e->lineEdit()->toolTip() != tip) e->lineEdit()->setToolTip(tip);
}

void InputsPanel::refreshNames() {
    const sc::Scenario& s = document_->scenario();
    for (std::size_t o = 0; o < nameEdits_.size() && o < s.options.size(); ++o) {
        const QString name = io::shownText(s.options[o].name);
        if (!nameEdits_[o]->hasFocus() && nameEdits_[o]->text() != name) nameEdits_[o]->setText(name);
        QString problem;
        const std::string path = "options[" + std::to_string(o) + "].name";
        // Named by where its option is now (the column is kept when the option moves).
        if (const QString objectName = QString::fromStdString(path);
            nameEdits_[o]->objectName() != objectName)
            nameEdits_[o]->setObjectName(objectName);
        for (const sc::Problem& p : document_->problems())
            if (p.path == path) problem = problemText(s, p);
        nameEdits_[o]->setToolTip(problem.toHtmlEscaped());
        const QString style = problem.isEmpty()
                                  ? QStringLiteral("font-weight: 600;")
                                  : QStringLiteral("font-weight: 600; border: 1px solid #b42318;");
        if (nameEdits_[o]->styleSheet() != style) nameEdits_[o]->setStyleSheet(style);
    }
}

void InputsPanel::setCatalog(CatalogSource catalog) {
    catalog_ = std::move(catalog);
    if (built_) rebuild();  // else built with it
}

namespace {

// A catalog row as a person names it: an offer by its provider, machine and pricing ("Alibaba
// gn7-1x, spot"), a server by its name; the key ("alibaba/cn-shanghai/gn7-1x/on_demand")
// otherwise.
QString catalogRowName(io::library::Kind kind, const io::library::CatalogRow& row) {
    if (kind == io::library::Kind::Offers) return OptionTemplates::offerName(row);
    const QString name = row.value("name");
    return name.isEmpty() ? row.key() : name;
}

}  // namespace

bool InputsPanel::useCatalogRow(const UndoText& what, const io::library::CatalogRow& row,
                                const CatalogApply& apply) {
    sc::Scenario copy = document_->scenario();
    if (const QString why = apply(copy, row); !why.isEmpty()) {
        emit problem(tr("%1 was not copied: %2").arg(row.key(), why));
        return false;
    }
    document_->edit([what] { return tr("Copy %1 from the catalog").arg(what()); }, QString(),
                    [&](sc::Scenario& s) { s = copy; });
    return true;
}

QToolButton* InputsPanel::catalogButton(io::library::Kind kind, const UndoText& what, CatalogApply apply,
                                        QWidget* parent) {
    auto* button = new QToolButton(parent);
    button->setText(tr("Catalog…"));
    button->setToolTip(tr("Pick %1 from the catalog: its values, source and date are copied in").arg(what()));
    button->setAutoRaise(true);
    connect(button, &QToolButton::clicked, this, [this, kind, what, apply] {
        QString note;
        std::vector<io::library::CatalogRow> rows = catalog_(kind, &note);
        CatalogDialog dialog(kind, std::move(rows), note, this, pricesDay());
        // A row this source cannot take is refused in the dialog, in words, before it closes.
        dialog.setCheck([this, kind, apply](const io::library::CatalogRow& row) {
            sc::Scenario copy = document_->scenario();
            const QString why = apply(copy, row);
            return why.isEmpty() ? QString()
                                 : tr("%1 cannot be used here: %2").arg(catalogRowName(kind, row), why);
        });
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
    document_->edit([] { return tr("Change weekly profile"); }, QString(),
                    [&](sc::Scenario& s) {
                        s.demand.preset = preset;
                        s.demand.customProfile =
                            preset == sc::ProfilePreset::Custom ? values : std::vector<double>{};
                    });
}

void InputsPanel::addOption() {
    if (document_->isReadOnly() || !isEnabled()) return;  // a saved revision, opened for reading
    AddOptionDialog dialog(static_cast<bool>(catalog_), this);
    if (Prompts::exec(dialog) != QDialog::Accepted || !dialog.chosen()) return;
    if (*dialog.chosen() == OptionTemplate::FromCatalog) {
        addOptionFromCatalog();
        return;
    }
    std::optional<sc::Option> option = OptionTemplates::fromTemplate(document_->scenario(), *dialog.chosen());
    if (!option) {
        emit problem(tr("%1: neither this scenario nor the bundled example has a source to start from")
                         .arg(OptionTemplates::title(*dialog.chosen())));
        return;
    }
    addNewOption(std::move(*option));
}

void InputsPanel::addOptionFromCatalog() {
    if (!catalog_) return;
    QString note;
    std::vector<io::library::CatalogRow> rows = catalog_(io::library::Kind::Offers, &note);
    // The GPU models an offer may bring in with it (a few dozen rows).
    const std::vector<io::library::CatalogRow> gpus = catalog_(io::library::Kind::Gpus, nullptr);
    const QDate day = pricesDay();
    CatalogDialog dialog(io::library::Kind::Offers, std::move(rows), note, this, day);
    // What cannot be added is said in the dialog, which stays open (it closed, and a status-bar
    // line that faded said the GPU model was "not in the scenario: add it first"); what comes
    // in with the offer is said when its row is chosen.
    dialog.setCheck([&](const io::library::CatalogRow& row) {
        QString why;
        if (catalogOption(document_->scenario(), row, gpus, day, &why)) return QString();
        return tr("%1 cannot be added: %2").arg(OptionTemplates::offerName(row), why);
    });
    dialog.setNote([&](const io::library::CatalogRow& row) {
        return catalogOptionNote(document_->scenario(), row, gpus, day);
    });
    if (Prompts::exec(dialog) != QDialog::Accepted) return;
    const std::optional<io::library::CatalogRow> row = dialog.chosen();
    if (!row) return;
    QString why;
    const std::optional<CatalogOption> made = catalogOption(document_->scenario(), *row, gpus, day, &why);
    if (!made) {  // checked in the dialog: only if the scenario changed meanwhile
        emit problem(tr("%1 was not added: %2").arg(OptionTemplates::offerName(*row), why));
        return;
    }
    if (made->option.sources.empty() || document_->isReadOnly()) return;
    // The option and its GPU model in one undoable edit, whose text says both.
    const QString name = io::shownText(made->option.name);
    const UndoText what = [name, gpu = made->gpuName] {
        return gpu.isEmpty() ? tr("Add option %1").arg(name)
                             : tr("Add option %1 with the GPU model %2 from the catalog").arg(name, gpu);
    };
    document_->edit(what, QString(), [&made](sc::Scenario& x) { made->addTo(x); });
    revealOption(document_->scenario().options.size() - 1);
    if (!made->gpuName.isEmpty())
        emit problem(tr("Added %1; its GPU model %2 was brought in from the catalog (GPU models)")
                         .arg(name, made->gpuName));
}

bool InputsPanel::addNewOption(sc::Option option) {
    if (option.sources.empty() || document_->isReadOnly()) return false;
    const QString name = io::shownText(option.name);
    document_->edit([name] { return tr("Add option %1").arg(name); }, QString(),
                    [&option](sc::Scenario& x) { sc::addOption(x, option); });
    revealOption(document_->scenario().options.size() - 1);
    return true;
}

void InputsPanel::revealOption(std::size_t o) {
    ensureBoard();
    if (o >= cards_.size()) return;
    // The board's page first, then the card's top left, then the cursor in its name, ready to
    // be renamed.
    emit optionsShown();
    board_->reveal(cards_[o]);
    nameEdits_[o]->setFocus(Qt::OtherFocusReason);
    nameEdits_[o]->selectAll();
}

QString InputsPanel::optionMachine(std::size_t o, const std::vector<io::library::CatalogRow>& offers) const {
    const sc::Scenario& s = document_->scenario();
    if (o >= s.options.size()) return {};
    for (const sc::Source& source : s.options[o].sources)
        if (QString machine = machineOf(source, offers); !machine.isEmpty()) return machine;
    return {};
}

std::optional<io::library::CatalogRow> InputsPanel::sameMachineOffer(
    const QString& machine, std::size_t kind, int termMonths,
    const std::vector<io::library::CatalogRow>& offers) const {
    // `kind` is the index of scenario::Source's alternative.
    const bool spot = kind == sc::Source(sc::SpotSource{}).index();
    const bool reserved = kind == sc::Source(sc::ReservedSource{}).index();
    if (machine.isEmpty() || kind == sc::Source(sc::OwnedSource{}).index()) return std::nullopt;
    // Spot and on-demand have one row a machine; a commitment one a term ("reserved-12",
    // "reserved-36"): the term asked for, or else the nearest (the shorter of two as near).
    const QString pricing = spot       ? QStringLiteral("spot")
                            : reserved ? QStringLiteral("reserved-")
                                       : QStringLiteral("on_demand");
    const QString day = pricesDay().toString(Qt::ISODate);
    std::map<QString, io::library::CatalogRow> inForce;  // by key: the newest dated on or before the day
    for (const io::library::CatalogRow& r : offers) {
        const QString key = r.key();
        if (!key.startsWith(machine) || r.asOf() > day) continue;
        const QString rest = key.mid(machine.size());
        if (reserved ? !rest.startsWith(pricing) : rest != pricing) continue;
        const auto at = inForce.find(key);
        if (at == inForce.end() || r.asOf() > at->second.asOf()) inForce.insert_or_assign(key, r);
    }
    std::optional<io::library::CatalogRow> best;
    int bestDistance = 0;
    for (const auto& [key, r] : inForce) {
        const int term = static_cast<int>(r.number("term_months").value_or(0));
        const int distance = std::abs(term - termMonths);
        const int bestTerm = best ? static_cast<int>(best->number("term_months").value_or(0)) : 0;
        if (!best || distance < bestDistance || (distance == bestDistance && term < bestTerm)) {
            best = r;
            bestDistance = distance;
        }
    }
    return best;
}

QDate InputsPanel::pricesDay() const {
    const sc::CalendarDate d = sc::referenceDate(document_->scenario(), sc::today());
    return QDate(d.year, d.month, d.day);
}

void InputsPanel::addAsOfEditor(QVBoxLayout* form, QWidget* parent) {
    // The day prices are judged at: empty is today, so an old file's prices age as it does.
    auto* label = new WrappedLabel(fieldLabel(QStringLiteral("as_of"), QString()).text, parent);
    label->setTextFormat(Qt::PlainText);
    asOfEdit_ = new QLineEdit(parent);
    asOfEdit_->setObjectName(QStringLiteral("as_of"));
    asOfEdit_->setMaximumWidth(130);
    asOfEdit_->setToolTip(fieldLabel(QStringLiteral("as_of"), QString()).help);
    label->setBuddy(asOfEdit_);
    asOfProblem_ = new QLabel(parent);
    asOfProblem_->setObjectName(QStringLiteral("FieldProblem"));
    asOfProblem_->setTextFormat(Qt::PlainText);
    asOfProblem_->setWordWrap(true);
    asOfProblem_->hide();
    connect(asOfEdit_, &QLineEdit::textEdited, this, [this](const QString& text) {
        const std::string now = text.trimmed().toStdString();
        typingAsOf_ = true;
        document_->edit([] { return tr("Change the prices' date"); }, QStringLiteral("as_of"),
                        [now](sc::Scenario& x) { x.asOf = now; });
        typingAsOf_ = false;
    });
    // The field's own undo would part its text from the document's: Ctrl+Z there is the
    // document's (Edit > Undo), as everywhere else.
    asOfEdit_->installEventFilter(this);
    form->addWidget(label);
    form->addWidget(asOfEdit_);
    form->addWidget(asOfProblem_);
    refreshAsOf();
}

void InputsPanel::refreshAsOf() {
    if (!asOfEdit_) return;
    const sc::Scenario& s = document_->scenario();
    const QString text = QString::fromStdString(s.asOf);
    // The document's value, unless this very field is being typed in (undo, redo and other
    // edits show at once, focus or not).
    if (!typingAsOf_ && asOfEdit_->text() != text) asOfEdit_->setText(text);
    asOfEdit_->setPlaceholderText(tr("today (%1)").arg(QString::fromStdString(sc::today().text())));
    QString problem;
    for (const sc::Problem& p : document_->problems())
        if (p.path == "as_of") problem = problemText(s, p);
    asOfProblem_->setText(problem);
    asOfProblem_->setVisible(!problem.isEmpty());
    // Set only when it changes: a style sheet set again, even an empty one, re-polishes the
    // field and lays the whole panel out again, on every edit.
    const QString asOfStyle = problem.isEmpty() ? QString() : QStringLiteral("border: 1px solid #b42318;");
    if (asOfEdit_->styleSheet() != asOfStyle) asOfEdit_->setStyleSheet(asOfStyle);
}

void InputsPanel::addCostOfDebtEditor(QVBoxLayout* form, QWidget* parent) {
    // Optional, so not one of the numeric fields: empty means each loan at its own rate
    // (MODEL.md section 9), which a number field could not say.
    const FieldLabel info = fieldLabel(QStringLiteral("finance.cost_of_debt"), QString());
    auto* label = new WrappedLabel(info.text, parent);
    label->setTextFormat(Qt::PlainText);
    costOfDebtEdit_ = new QLineEdit(parent);
    costOfDebtEdit_->setObjectName(QStringLiteral("cost_of_debt"));
    costOfDebtEdit_->setMaximumWidth(200);  // room for its placeholder, "each loan's own rate"
    costOfDebtEdit_->setPlaceholderText(tr("each loan's own rate"));
    costOfDebtEdit_->setToolTip(info.help);
    label->setBuddy(costOfDebtEdit_);
    costOfDebtProblem_ = new QLabel(parent);
    costOfDebtProblem_->setObjectName(QStringLiteral("FieldProblem"));
    costOfDebtProblem_->setTextFormat(Qt::PlainText);
    costOfDebtProblem_->setWordWrap(true);
    costOfDebtProblem_->hide();
    connect(costOfDebtEdit_, &QLineEdit::textEdited, this, [this](const QString& text) {
        const QString typed = text.trimmed().remove(QLatin1Char('%')).trimmed();
        std::optional<double> rate;
        if (!typed.isEmpty()) {
            bool ok = false;
            double percent = QLocale().toDouble(typed, &ok);
            if (!ok) percent = QLocale::c().toDouble(typed, &ok);
            if (!ok) {
                costOfDebtProblem_->setText(
                    tr("Type a yearly rate in per cent, such as 5.5, or leave it empty"));
                costOfDebtProblem_->show();
                return;
            }
            rate = percent / 100.0;
        }
        typingCostOfDebt_ = true;
        document_->edit([] { return tr("Change the cost of debt"); }, QStringLiteral("finance.cost_of_debt"),
                        [rate](sc::Scenario& x) { x.finance.costOfDebt = rate; });
        typingCostOfDebt_ = false;
    });
    costOfDebtEdit_->installEventFilter(this);
    form->addWidget(label);
    form->addWidget(costOfDebtEdit_);
    form->addWidget(costOfDebtProblem_);
    refreshCostOfDebt();
}

void InputsPanel::refreshCostOfDebt() {
    if (!costOfDebtEdit_) return;
    const sc::Scenario& s = document_->scenario();
    // 0.055 shows as 5.5: as many digits as the value has, none padded.
    const QString text =
        s.finance.costOfDebt ? QLocale().toString(*s.finance.costOfDebt * 100, 'g', 10) : QString();
    if (!typingCostOfDebt_ && costOfDebtEdit_->text() != text) costOfDebtEdit_->setText(text);
    QString problem;
    for (const sc::Problem& p : document_->problems())
        if (p.path == "finance.cost_of_debt") problem = problemText(s, p);
    costOfDebtProblem_->setText(problem);
    costOfDebtProblem_->setVisible(!problem.isEmpty());
    const QString style = problem.isEmpty() ? QString() : QStringLiteral("border: 1px solid #b42318;");
    if (costOfDebtEdit_->styleSheet() != style) costOfDebtEdit_->setStyleSheet(style);  // as refreshAsOf()
}

void InputsPanel::refreshPriceNotes() {
    const sc::Scenario& s = document_->scenario();
    for (const PriceNote& note : priceNotes_) {
        bool unpriced = false;
        if (const std::optional<SourcePlace> at = sourcePlace(s, note.option, note.source))
            std::visit(
                [&](const auto& source) {
                    using T = std::decay_t<decltype(source)>;
                    // Zero is "no price yet"; a negative one is a problem the field itself names.
                    if constexpr (!std::is_same_v<T, sc::OwnedSource>) unpriced = source.pricePerHour == 0;
                },
                s.options[at->option].sources[at->source]);
        note.label->setVisible(unpriced);
    }
}

QWidget* InputsPanel::collapsible(const QString& title, const QString& key, QWidget* parent,
                                  QVBoxLayout** body, QHBoxLayout** header) {
    auto* section = new QWidget(parent);
    section->setObjectName(QStringLiteral("InputsSection"));
    auto* outer = new QVBoxLayout(section);
    outer->setContentsMargins(0, 4, 0, 0);
    outer->setSpacing(2);
    auto* head = new QWidget(section);
    head->setObjectName(QStringLiteral("SectionHeader"));
    auto* row = new QHBoxLayout(head);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(2);
    auto* toggle = new QToolButton(head);
    toggle->setObjectName(QStringLiteral("SectionToggle"));
    toggle->setCheckable(true);
    toggle->setAutoRaise(true);
    toggle->setToolTip(tr("Show or hide these inputs"));
    const bool open = !folded_.count(key);
    toggle->setChecked(open);
    toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    row->addWidget(toggle, 0, Qt::AlignTop);
    auto* label = new WrappedLabel(title, head);
    label->setObjectName(QStringLiteral("SectionTitle"));
    label->setTextFormat(Qt::PlainText);
    // A WrappedLabel: "Reserved or subscription" wraps at a narrow panel, never cut.
    label->setBuddy(toggle);
    row->addWidget(label, 1);
    outer->addWidget(head);
    auto* content = new QWidget(section);
    content->setObjectName(QStringLiteral("SectionBody"));
    auto* form = new QVBoxLayout(content);
    form->setContentsMargins(18, 0, 0, 2);
    form->setSpacing(1);
    content->setVisible(open);
    outer->addWidget(content);
    connect(toggle, &QToolButton::toggled, this, [this, key, toggle, content](bool shown) {
        toggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
        content->setVisible(shown);
        if (shown)
            folded_.erase(key);
        else
            folded_.insert(key);
    });
    *body = form;
    if (header) *header = row;
    return section;
}

void InputsPanel::addField(const NumberField& f, QVBoxLayout* form, QWidget* parent) {
    auto* editor = new FieldEditor(document_, f, parent);
    connect(editor, &FieldEditor::uncertainRequested, this, &InputsPanel::uncertainRequested);
    // Label above its field, as web calculators do: a label takes the panel's width and wraps
    // only past it, in any language, and the fields line up.
    auto* label = new WrappedLabel(f.label, parent);
    label->setTextFormat(Qt::PlainText);
    label->setBuddy(editor->lineEdit());
    form->addWidget(label);
    form->addWidget(editor);
    form->addSpacing(3);
    inputsBuilt().editors.push_back(editor);
}

InputsPanel::SourceSection InputsPanel::buildSourceSection(std::size_t o, std::size_t which,
                                                           const std::vector<const NumberField*>& fields,
                                                           QWidget* card) {
    const sc::Option& option = document_->scenario().options[o];
    SourceSection built;
    built.id = sc::sourceId(option.sources[which]);
    built.index = which;
    buildingSource_ = &built;
    QVBoxLayout* form = nullptr;
    QHBoxLayout* header = nullptr;
    QWidget* section = collapsible(sourceTitle(option, which), foldKey(option, which), card, &form, &header);
    built.title = section->findChild<QLabel*>(QStringLiteral("SectionTitle"));
    addSourceTools(o, which, header, section);
    if (!std::holds_alternative<sc::OwnedSource>(option.sources[which])) {
        auto* note = new WrappedLabel(catalog_ ? tr("No price yet: enter the price per instance-hour below, "
                                                    "or pick an offer with Catalog…")
                                               : tr("No price yet: enter the price per instance-hour below."),
                                      section);
        note->setObjectName(QStringLiteral("NoPriceNote"));
        form->addWidget(note);
        built.inputs.notes.push_back({note, option.id, built.id});
    }
    addMigChoice(o, which, form, section);
    for (const NumberField* f : fields) addField(*f, form, section);
    buildingSource_ = nullptr;
    built.widget = section;
    return built;
}

QWidget* InputsPanel::buildOptionCard(std::size_t o, const std::vector<NumberField>& fields,
                                      QWidget* parent) {
    const sc::Option& option = document_->scenario().options[o];
    building_->id = option.id;
    building_->index = o;
    auto* card = new QFrame(parent);
    card->setFixedWidth(OptionBoard::kColumnWidth);
    card->setObjectName(QStringLiteral("OptionCard"));
    // Framed and filled by the theme (theme.cpp selects it by this name).
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->setSpacing(2);
    layout->addWidget(optionTools(o, card));

    // Which source (or the option's own extras, or its staff) each field belongs to.
    const bool cloud = std::any_of(option.sources.begin(), option.sources.end(), [](const sc::Source& x) {
        return !std::holds_alternative<sc::OwnedSource>(x);
    });
    std::map<std::size_t, std::vector<const NumberField*>> groups;
    for (const NumberField& f : fields) {
        if (f.key.ofSource()) {
            if (const std::optional<std::size_t> i = sc::sourceIndex(option, f.key.sourceId))
                groups[*i].push_back(&f);
        } else if (f.key.member.rfind("cloud_extras.", 0) == 0) {
            // Storage, egress and cloud support apply to cloud sources only: an option that
            // owns all its servers has none to show.
            if (cloud) groups[kExtras].push_back(&f);
        } else
            groups[kStaff].push_back(&f);
    }
    for (const auto& [which, group] : groups) {
        if (which < option.sources.size()) {
            building_->sources.push_back(buildSourceSection(o, which, group, card));
            layout->addWidget(building_->sources.back().widget);
            continue;
        }
        QVBoxLayout* form = nullptr;
        QWidget* section =
            collapsible(which == kExtras ? tr("Cloud storage, egress and support") : tr("Staff"),
                        foldKey(option, which), card, &form, nullptr);
        for (const NumberField* f : group) addField(*f, form, section);
        layout->addWidget(section);
        building_->ownSections.push_back(section);
    }
    building_->cloud = cloud;
    building_->card = card;
    return card;
}

void InputsPanel::addMigChoice(std::size_t o, std::size_t which, QVBoxLayout* form, QWidget* parent) {
    const sc::Scenario& s = document_->scenario();
    const sc::Source& source = s.options[o].sources[which];
    const std::string gpu = std::visit([](const auto& x) { return x.gpu; }, source);
    const std::vector<sc::MigProfile> profiles = sc::migProfilesOf(s, gpu);
    if (profiles.empty()) return;  // a GPU without MIG (or of unknown memory) has no choice
    const QString path = QStringLiteral("options[%1].sources[%2].mig_profile").arg(o).arg(which);
    const sc::FieldKey key = sc::fieldKey(s, path.toStdString());
    ChoiceField field{key, fieldLabel(path, QString()).text, {tr("Whole GPUs")}, nullptr, nullptr};
    std::vector<std::string> names{std::string()};
    for (const sc::MigProfile& p : profiles) {
        // Short enough for a 320-pixel column; the tool tip says what a slice is.
        field.choices << tr("%1, %2 per GPU").arg(QString::fromLatin1(p.name)).arg(p.perGpu);
        names.push_back(p.name);
    }
    // Its source, found by id wherever it is; null once it is gone (the editor goes with it).
    const auto profileOf = [key](auto& x) {
        const std::optional<SourcePlace> at = sourcePlace(x, key.optionId, key.sourceId);
        return at ? std::visit([](auto& y) { return &y.migProfile; },
                               x.options[at->option].sources[at->source])
                  : nullptr;
    };
    field.get = [names, profileOf](const sc::Scenario& x) {
        const std::string* profile = profileOf(x);
        const auto at = profile ? std::find(names.begin(), names.end(), *profile) : names.end();
        return at == names.end() ? 0 : static_cast<int>(at - names.begin());
    };
    field.set = [names, profileOf](sc::Scenario& x, int i) {
        if (std::string* profile = profileOf(x);
            profile && i >= 0 && static_cast<std::size_t>(i) < names.size())
            *profile = names[static_cast<std::size_t>(i)];
    };
    auto* editor = new ChoiceEditor(document_, field, parent);
    auto* label = new WrappedLabel(field.label, parent);
    label->setToolTip(fieldLabel(path, QString()).help);
    label->setBuddy(editor->comboBox());
    form->addWidget(label);
    form->addWidget(editor);
    form->addSpacing(3);
    inputsBuilt().choices.push_back(editor);
}

QWidget* InputsPanel::optionTools(std::size_t o, QWidget* parent) {
    const sc::Scenario& s = document_->scenario();
    auto* bar = new QWidget(parent);
    auto* column = new QVBoxLayout(bar);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* name = new QLineEdit(QString::fromStdString(s.options[o].name), bar);
    name->setObjectName(QStringLiteral("options[%1].name").arg(o));
    name->setPlaceholderText(tr("Option name"));
    name->setMaxLength(kNameFieldMaxChars);
    name->setMinimumWidth(80);
    name->setStyleSheet(QStringLiteral("font-weight: 600;"));
    name->setCursorPosition(0);  // a long name shows its start
    // What the column's tools act on is found by the option's id when pressed: the column is
    // kept when its option moves.
    const std::string id = s.options[o].id;
    connect(name, &QLineEdit::textEdited, this, [this, id](const QString& text) {
        const std::string now = text.toStdString();
        const std::optional<std::size_t> at = sc::optionIndex(document_->scenario(), id);
        if (!at) return;
        document_->edit([] { return tr("Rename option"); }, QStringLiteral("options[%1].name").arg(*at),
                        [at, now](sc::Scenario& x) {
                            // The baseline is named: it follows its option's new name.
                            if (x.finance.baseline == x.options.at(*at).name) x.finance.baseline = now;
                            x.options.at(*at).name = now;
                        });
    });
    building_->name = name;
    column->addWidget(name);
    // The option's key figures: a click opens how the PV was computed (eventFilter()).
    auto* figure = new WrappedLabel(QString(), bar);
    figure->setObjectName(QStringLiteral("OptionFigures"));
    figure->setTextFormat(Qt::PlainText);
    figure->setCursor(Qt::PointingHandCursor);
    figure->setProperty("option", QString::fromStdString(id));
    figure->installEventFilter(this);
    figure->hide();
    building_->figure = figure;
    column->addWidget(figure);
    auto* row = new QHBoxLayout;
    row->setSpacing(2);
    column->addLayout(row);
    const std::size_t count = s.options.size();
    const auto tool = [&](const QString& text, const char* tip, bool enabled, auto&& change) {
        QToolButton* b = structureButton(bar, text, tip, enabled, change);
        row->addWidget(b);
        return b;
    };
    // The option's index when a tool is pressed, passed to `edit`.
    const auto onOption = [id](auto edit) {
        return [id, edit](sc::Scenario& x) {
            if (const std::optional<std::size_t> at = sc::optionIndex(x, id)) edit(x, *at);
        };
    };
    QToolButton* duplicate =
        tool(tr("Duplicate"), QT_TR_NOOP("Duplicate option"), true,
             onOption([](sc::Scenario& x, std::size_t at) { sc::duplicateOption(x, at); }));
    // The copy's sections folded as the original's.
    connect(duplicate, &QToolButton::clicked, this, [this, id] {
        const sc::Scenario& x = document_->scenario();
        const std::optional<std::size_t> at = sc::optionIndex(x, id);
        if (!at || *at + 1 >= x.options.size()) return;
        const sc::Option& original = x.options[*at];
        const sc::Option& copy = x.options[*at + 1];
        bool refold = false;
        for (std::size_t which : {kExtras, kStaff})
            if (folded_.count(foldKey(original, which)))
                refold |= folded_.insert(foldKey(copy, which)).second;
        for (std::size_t i = 0; i < original.sources.size() && i < copy.sources.size(); ++i)
            if (folded_.count(foldKey(original, i))) refold |= folded_.insert(foldKey(copy, i)).second;
        if (refold) rebuild();
    });
    // Enabled by where the option is among how many (refreshOptionTools()).
    building_->tools.back = tool(QStringLiteral("←"), QT_TR_NOOP("Move option left"), o > 0,
                                 onOption([](sc::Scenario& x, std::size_t at) {
                                     if (at > 0) sc::moveOption(x, at, at - 1);
                                 }));
    building_->tools.forward =
        tool(QStringLiteral("→"), QT_TR_NOOP("Move option right"), o + 1 < count,
             onOption([](sc::Scenario& x, std::size_t at) { sc::moveOption(x, at, at + 1); }));
    building_->tools.remove =
        tool(tr("Delete"), QT_TR_NOOP("Delete option"), count > 1,
             onOption([](sc::Scenario& x, std::size_t at) { sc::removeOption(x, at); }));
    row->addStretch(1);
    // A second row: what grows the option (sources, the optimiser's mix); one row would not
    // fit a column at 1280x720.
    auto* grow = new QHBoxLayout;
    grow->setSpacing(2);
    column->addLayout(grow);
    auto* optimise = new QToolButton(bar);
    optimise->setText(tr("Optimise…"));
    optimise->setObjectName(QStringLiteral("OptimiseOption"));
    optimise->setToolTip(
        tr("Find how many owned nodes, reserved and spot instances this option should hold "
           "for the least cost"));
    optimise->setAutoRaise(true);
    connect(optimise, &QToolButton::clicked, this, [this, id] {
        if (const std::optional<std::size_t> at = sc::optionIndex(document_->scenario(), id))
            emit optimiseRequested(*at);
    });
    grow->addWidget(optimise);
    auto* add = new QToolButton(bar);
    add->setObjectName(QStringLiteral("AddSourceButton"));
    add->setText(tr("Add source"));
    add->setToolTip(tr("Add a source to this option"));
    add->setAutoRaise(true);
    add->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(add);
    for (std::size_t k = 0; k < 4; ++k) {  // the variant indices of scenario::Source
        const QString label = OptionTemplates::sourceKindName(k);
        menu->addAction(label, this, [this, id, k, label] {
            const std::optional<std::size_t> at = sc::optionIndex(document_->scenario(), id);
            std::optional<sc::Source> source = OptionTemplates::templateSource(document_->scenario(), k);
            if (!at || !source) return;
            const std::size_t o = *at;
            // Like for like: a cloud source beside the option's own cloud machine takes that
            // machine's catalog row of its pricing (a GCP spot option got AWS p4d's on-demand
            // price, an AWS option GCP's 3-year commitment). Where the catalog has none, or
            // its row cannot be used (another currency), the source starts with no price for
            // the user to fill in, never with another machine's.
            const std::vector<io::library::CatalogRow> offers =
                catalog_ ? catalog_(io::library::Kind::Offers, nullptr)
                         : std::vector<io::library::CatalogRow>{};
            const QString machine = optionMachine(o, offers);
            const auto* commitment = std::get_if<sc::ReservedSource>(&*source);
            const std::optional<io::library::CatalogRow> row =
                sameMachineOffer(machine, k, commitment ? commitment->termMonths : 0, offers);
            const bool foreign = !machine.isEmpty() && !std::holds_alternative<sc::OwnedSource>(*source) &&
                                 machineOf(*source, offers) != machine;
            document_->edit([k] { return tr("Add %1").arg(OptionTemplates::sourceKindName(k)); }, QString(),
                            [o, foreign, &source, &row](sc::Scenario& x) {
                                sc::addSource(x, o, foreign ? OptionTemplates::unpriced(*source) : *source);
                                if (row) applyOffer(x, o, x.options[o].sources.size() - 1, *row);
                            });
        });
    }
    add->setMenu(menu);
    grow->addWidget(add);
    grow->addStretch(1);
    return bar;
}

void InputsPanel::addSourceTools(std::size_t o, std::size_t i, QHBoxLayout* row, QWidget* parent) {
    const sc::Scenario& s = document_->scenario();
    const std::size_t count = s.options[o].sources.size();
    // The source is found by its ids when a tool is pressed: its section is kept when it moves.
    const std::string id = s.options[o].id;
    const std::string source = sc::sourceId(s.options[o].sources[i]);
    const auto onSource = [id, source](auto edit) {
        return [id, source, edit](sc::Scenario& x) {
            if (const std::optional<SourcePlace> at = sourcePlace(x, id, source)) edit(x, *at);
        };
    };
    if (catalog_) {
        const bool owned = std::holds_alternative<sc::OwnedSource>(s.options[o].sources[i]);
        const CatalogApply pick = [id, source, owned](sc::Scenario& x, const io::library::CatalogRow& r) {
            const std::optional<SourcePlace> at = sourcePlace(x, id, source);
            if (!at) return tr("The source was removed while the catalog was open: nothing was filled in");
            return owned ? applyServer(x, at->option, at->source, r)
                         : applyOffer(x, at->option, at->source, r);
        };
        row->addWidget(catalogButton(owned ? io::library::Kind::Servers : io::library::Kind::Offers,
                                     owned ? UndoText([] { return tr("a server"); })
                                           : UndoText([] { return tr("a cloud offer"); }),
                                     pick, parent),
                       0, Qt::AlignTop);
    }
    if (count < 2) return;  // one source: nothing to reorder or remove
    const auto tool = [&](const QString& text, const char* name, const char* tip, bool enabled,
                          auto&& change) {
        QToolButton* b = structureButton(parent, text, name, enabled, change, tip);
        row->addWidget(b, 0, Qt::AlignTop);
        return b;
    };
    // Enabled by where the source is among how many (refreshSourceTools()).
    buildingSource_->tools.back =
        tool(QStringLiteral("↑"), QT_TR_NOOP("Move source up"),
             QT_TR_NOOP("Move source up: it serves before the sources of its kind below it"), i > 0,
             onSource([](sc::Scenario& x, SourcePlace at) {
                 if (at.source > 0) sc::moveSource(x, at.option, at.source, at.source - 1);
             }));
    buildingSource_->tools.forward =
        tool(QStringLiteral("↓"), QT_TR_NOOP("Move source down"),
             QT_TR_NOOP("Move source down: it serves after the sources of its kind above it"), i + 1 < count,
             onSource([](sc::Scenario& x, SourcePlace at) {
                 sc::moveSource(x, at.option, at.source, at.source + 1);
             }));
    buildingSource_->tools.remove =
        tool(QStringLiteral("✕"), QT_TR_NOOP("Remove source"), nullptr, count > 1,
             onSource([](sc::Scenario& x, SourcePlace at) { sc::removeSource(x, at.option, at.source); }));
}

void InputsPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    // The Edit menu's action follows the panel: a read-only scenario adds no option.
    if (event->type() == QEvent::EnabledChange) addOptionAction_->setEnabled(isEnabled());
    QScrollArea::changeEvent(event);
}

void InputsPanel::nameActions() {
    addOptionAction_->setText(tr("A&dd option…"));
    addOptionAction_->setToolTip(tr("Add an option from a template or from a catalog offer"));
}

void InputsPanel::retranslate() {
    nameActions();
    rebuild();
}

void InputsPanel::rebuild() {
    built_ = true;
    readValues();
    panelInputs_ = {};
    columns_.clear();
    asOfEdit_ = nullptr;
    sizingButton_ = nullptr;
    asOfProblem_ = nullptr;
    // Built where it is shown: a widget moved into another parent has the application's
    // style sheet applied again to everything it holds (QWidget::setParent), a fifth of
    // opening a file (issue #35). setWidget keeps a child of the viewport where it is.
    auto* content = new QWidget(viewport());
    // An explicit minimum: the panel's width decides, and long labels wrap within it.
    content->setMinimumWidth(1);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 8, 4);
    layout->setSpacing(2);
    const sc::Scenario& s = document_->scenario();
    const QString money = QString::fromStdString(s.currency);
    // At the top, where a new user looks first (the board has its own).
    auto* add = new QPushButton(tr("Add option…"), content);
    add->setObjectName(QStringLiteral("AddOptionButton"));
    add->setToolTip(addOptionAction_->toolTip());
    connect(add, &QPushButton::clicked, this, &InputsPanel::addOption);
    layout->addWidget(add);

    const auto section = [&](const QString& title, const std::vector<NumberField>& fields) {
        auto* heading = new WrappedLabel(title, content);
        heading->setObjectName(QStringLiteral("InputsHeading"));
        heading->setTextFormat(Qt::PlainText);
        layout->addWidget(heading);
        auto* box = new QFrame(content);
        box->setObjectName(QStringLiteral("InputsSection"));
        auto* form = new QVBoxLayout(box);
        form->setContentsMargins(8, 2, 4, 2);
        form->setSpacing(1);
        for (const NumberField& f : fields) addField(f, form, box);
        layout->addWidget(box);
    };

    std::map<QString, std::vector<NumberField>> sections = fieldSections();
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
            auto* label = new WrappedLabel(field.label, box);
            label->setTextFormat(Qt::PlainText);
            label->setBuddy(editor->comboBox());
            form->addWidget(label);
            form->addWidget(editor);
            form->addSpacing(3);
            panelInputs_.choices.push_back(editor);
        }
        addCostOfDebtEditor(form, box);
        addAsOfEditor(form, box);
        layout->addWidget(box);
    }
    section(tr("Demand"), take(QStringLiteral("demand")));
    {
        sizingButton_ = new QPushButton(content);
        sizingButton_->setObjectName(QStringLiteral("SizingButton"));
        connect(sizingButton_, &QPushButton::clicked, this, &InputsPanel::sizingRequested);
        layout->addWidget(sizingButton_);
        refreshSizingButton();
    }
    layout->addWidget(profileButton(content));
    if (!s.tariffs.empty()) section(tr("Electricity tariffs"), take(QStringLiteral("tariffs")));
    if (catalog_)
        for (const auto& [name, tariff] : s.tariffs)
            if (tariff.kind == sc::TariffKind::Flat) {
                const std::string key = name;
                auto* pick = catalogButton(
                    io::library::Kind::Tariffs,
                    [key] { return tr("a price for %1").arg(io::shownText(key)); },
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
            io::library::Kind::Gpus, [] { return tr("a GPU model"); },
            [](sc::Scenario& x, const io::library::CatalogRow& r) { return applyGpu(x, r); }, content);
        pick->setText(tr("Add or update a GPU model from the catalog…"));
        layout->addWidget(pick);
    }
    links_ = new QVBoxLayout;
    links_->setContentsMargins(0, 0, 0, 0);
    links_->setSpacing(2);
    layout->addLayout(links_);
    buildLinks();
    // Once built, the board is kept up to date; before, it waits to be shown or asked for.
    if (boardBuilt_ || board_->isVisible()) {
        board_->replaceContent(buildBoard(sections));
        boardBuilt_ = true;
    }
    collect();
    refreshToolTips({});
    layout->addStretch(1);
    // The old content goes later: a button in it may be what asked for this rebuild. The view
    // stays where it was, so that no edit jumps the panel back to the top.
    const int scrolled = verticalScrollBar()->value();
    if (QWidget* old = takeWidget()) old->deleteLater();
    setWidget(content);
    verticalScrollBar()->setValue(scrolled);
    refreshNames();
    refreshPriceNotes();
    refreshFigures();
}

std::map<QString, std::vector<NumberField>> InputsPanel::fieldSections() const {
    const sc::Scenario& s = document_->scenario();
    const QString money = QString::fromStdString(s.currency);
    // Every numeric field, in file order, grouped by section (fieldSection()).
    std::map<QString, std::vector<NumberField>> sections;
    for (const std::string& p : sc::numericFieldPaths(s)) {
        const QString path = QString::fromStdString(p);
        // Jobs have their cards on the Sizing page (a note below says so).
        if (path.startsWith(QLatin1String("demand.jobs."))) continue;
        // Optional: its own editor below says "each loan's own rate" when it is empty.
        if (path == QLatin1String("finance.cost_of_debt")) continue;
        const QString where = fieldSection(path);
        QString prefix;
        if (where == QLatin1String("tariffs") || where == QLatin1String("gpus"))
            prefix = path.section(QLatin1Char('.'), 1, 1) + QStringLiteral(": ");
        sections[where].push_back(pathField(s, p, fieldLabel(path, money), prefix, values_));
    }
    return sections;
}

void InputsPanel::ensureBoard() {
    ensureBuilt();
    if (boardBuilt_) return;
    boardBuilt_ = true;
    readValues();
    std::map<QString, std::vector<NumberField>> sections = fieldSections();
    board_->replaceContent(buildBoard(sections));
    collect();
    refreshOptionTools();
    // The new editors show the document's problems and where their figures come from, as
    // a rebuild's do.
    for (FieldEditor* e : editors_) e->refresh(document_->problems());
    for (ChoiceEditor* c : choices_) c->refresh(document_->problems());
    refreshToolTips({});
    refreshNames();
    refreshPriceNotes();
    refreshFigures();
}

QWidget* InputsPanel::buildBoard(std::map<QString, std::vector<NumberField>>& sections) {
    const sc::Scenario& s = document_->scenario();
    auto* content = new QWidget(board_->viewport());  // where it is shown, as rebuild()'s
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(6);
    auto* top = new QHBoxLayout;
    auto* add = new QPushButton(tr("Add option…"), content);
    add->setObjectName(QStringLiteral("BoardAddOptionButton"));
    add->setToolTip(addOptionAction_->toolTip());
    connect(add, &QPushButton::clicked, this, &InputsPanel::addOption);
    top->addWidget(add);
    // The serving order is fixed by kind (docs/methodology.md, "Serving the load"): moving an
    // on-demand source above a spot one changes nothing, and the hint said "top to bottom".
    auto* hint = new QLabel(tr("One column per option. Each option serves the demand from its owned "
                               "sources first, then reserved, spot and on-demand; sources of one kind "
                               "in their order, top to bottom."),
                            content);
    // Within the first columns, so that it wraps where it is read, not past the window's edge.
    hint->setMaximumWidth(2 * OptionBoard::kColumnWidth);
    hint->setObjectName(QStringLiteral("BoardHint"));
    hint->setWordWrap(true);
    hint->setTextFormat(Qt::PlainText);
    top->addWidget(hint, 1);
    top->addStretch(1);
    layout->addLayout(top);
    auto* row = new QHBoxLayout;
    row->setSpacing(8);
    for (std::size_t o = 0; o < s.options.size(); ++o) {
        const auto it = sections.find(QStringLiteral("options[%1]").arg(o));
        columns_.push_back(
            buildColumn(o, it == sections.end() ? std::vector<NumberField>{} : it->second, content));
        row->addWidget(columns_.back().card, 0, Qt::AlignTop);
    }
    boardContent_ = content;
    columnsRow_ = row;
    row->addStretch(1);
    layout->addLayout(row);
    layout->addStretch(1);
    return content;
}

QToolButton* InputsPanel::structureButton(QWidget* parent, const QString& text, const char* name,
                                          bool enabled, std::function<void(sc::Scenario&)> change,
                                          const char* tip) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tr(tip ? tip : name));
    b->setAutoRaise(true);
    b->setEnabled(enabled);
    connect(b, &QToolButton::clicked, this, [this, name, change] {
        // The edit may rebuild this panel, this button included: the old content is deleted
        // later (rebuild()), so the handler may finish. The undo step is named by the short
        // name ("Undo Move source down"), not the tool tip's explanation.
        document_->edit([name] { return tr(name); }, QString(), change);
    });
    return b;
}

FieldEditor* InputsPanel::editorFor(const QString& path) {
    ensureBoard();
    for (FieldEditor* e : editors_)
        if (e->path() == path) return e;
    return nullptr;
}

}  // namespace gputco::ui
