// The scenario's inputs, each a FieldEditor bound to its field path: the scenario-wide
// sections (General, Demand, Tariffs, GPU models) in this panel, and each option as a card
// with its sources as collapsible sections, side by side on the option board (optionBoard(),
// which the window shows as its Options page). A change within one option (a source added,
// removed or moved) builds the sections of the sources it moved or added in that option's
// column, an option added or removed adds or takes away its column, and the other columns and
// sections stay as they are (the same widgets, focus and scrolling kept); only a scenario-wide
// change of shape (currency, tariffs, GPU models, uncertain inputs) or a new file rebuilds
// everything. A change of values only refreshes.
#pragma once

#include <QDate>
#include <QPointer>
#include <QScrollArea>
#include <QString>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include <cstdint>
#include <functional>
#include <map>

#include "model/engine/explain.h"
#include "model/engine/result.h"
#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"
#include "model/scenario/scenario.h"
#include "ui/document/scenario_document.h"

class QAction;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QToolButton;
class QVBoxLayout;

namespace gputco::ui {

// Every numeric field's stored value of one scenario, by path.
struct FieldValues {
    const scenario::Scenario* scenario = nullptr;
    std::uint64_t shape = 0;  // the document's shapeRevision() when read
    std::unordered_map<std::string, double> values;
};

class FieldEditor;
class OptionBoard;
struct NumberField;
class ScenarioDocument;
struct DocumentChange;
class EvaluationController;
struct Evaluation;

class InputsPanel : public QScrollArea {
    Q_OBJECT
public:
    // The options board is built in `boardParent` (the window's page for it) when given: built
    // elsewhere and moved, it would be styled twice (see MainWindow::buildCentralWidget).
    explicit InputsPanel(ScenarioDocument* document, QWidget* parent = nullptr,
                         QWidget* boardParent = nullptr);
    ~InputsPanel() override;

    // The options side by side, built; the panel owns it until a window takes it into a page.
    // The board is built the first time it is shown or asked for (this, editorFor, editors,
    // optionCard, an option revealed), and kept up to date from then on: opening a file with
    // the board on a hidden tab builds no column (issue #35, a fifth of the window's first
    // result). boardPage() is the same widget, not built, for the window to place.
    OptionBoard* optionBoard();
    OptionBoard* boardPage() const;
    // Shows each evaluation `controller` publishes (the key figures on top of each column, the
    // demand sized from jobs) and greys them while an input is invalid.
    void follow(EvaluationController* controller);
    // Each option's key figures on top of its column; null clears them. `stale` greys them
    // while an input is invalid (the figures are those of the last valid scenario).
    void setEvaluation(std::shared_ptr<const Evaluation> evaluation);
    void setResultStale(bool stale);

    // The editor of a field path ("options[2].sources[0].facility.pue"); null when none.
    FieldEditor* editorFor(const QString& path);
    const std::vector<FieldEditor*>& editors() {
        ensureBoard();
        return editors_;
    }
    // Where catalog rows come from (the library, or its bundled fallback); `note` says when
    // it is the fallback. Without one, the catalog buttons are not shown.
    using CatalogSource =
        std::function<std::vector<io::library::CatalogRow>(io::library::Kind, QString* note)>;
    void setCatalog(CatalogSource catalog);
    // Copies `row` into the scenario with `apply` (catalog_apply.h) as one undoable edit; a
    // refusal is reported through problem().
    using CatalogApply = std::function<QString(scenario::Scenario&, const io::library::CatalogRow&)>;
    bool useCatalogRow(const UndoText& what, const io::library::CatalogRow& row, const CatalogApply& apply);
    // The demand profile as the profile editor returns it, as one undoable edit.
    void setProfile(scenario::ProfilePreset preset, const std::vector<double>& values);

    // "Add option…" (the Edit menu shows it too): the template chooser, then the option is
    // added, shown and its name focused.
    QAction* addOptionAction() const { return addOptionAction_; }
    // Adds `option` (named uniquely) as one undoable edit, scrolls to its card and focuses its
    // name; false when it has no source.
    bool addNewOption(scenario::Option option);
    // The card of options[o]; null when none.
    QWidget* optionCard(std::size_t o) {
        ensureBoard();
        return o < cards_.size() ? cards_[o] : nullptr;
    }

    void retranslate();

public slots:
    void addOption();

signals:
    void problem(const QString& text);
    void uncertainRequested(const QString& path);
    // An option's column is about to be shown: the window brings its page to the front.
    void optionsShown();
    void explainRequested(const engine::FigureRef& figure);
    // "Size the demand from jobs": the window brings the Sizing page to the front.
    void sizingRequested();
    // "Optimise…" on an option's column: the window opens the optimiser for it.
    void optimiseRequested(std::size_t option);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onDocumentChanged(const DocumentChange& change);
    void rebuild();
    // Builds the panel, then the board's columns, if they are not yet built (see optionBoard()).
    void ensureBuilt();
    void ensureBoard();
    void nameActions();
    // Every numeric field's editor description, grouped by section ("general", "options[2]"...).
    std::map<QString, std::vector<NumberField>> fieldSections() const;
    void refreshNames();
    void readValues();
    void refreshToolTips(const QString& edited);
    void refreshOptionToolTips(const std::string& optionId);
    QWidget* profileButton(QWidget* parent);
    QToolButton* catalogButton(io::library::Kind kind, const UndoText& what, CatalogApply apply,
                               QWidget* parent);
    void addOptionFromCatalog();
    void revealOption(std::size_t option);
    void refreshPriceNotes();
    void addAsOfEditor(class QVBoxLayout* form, QWidget* parent);
    void refreshAsOf();
    void addCostOfDebtEditor(class QVBoxLayout* form, QWidget* parent);
    void refreshCostOfDebt();
    // The day the scenario's prices are judged at: the catalog shows the prices in force then.
    QDate pricesDay() const;
    // The catalog's row in force of `machine` ("aws/us-east-1/p4d.24xlarge/") among `offers`,
    // priced as a source of `kind` (a commitment: the term nearest `termMonths`); none when the
    // catalog has no such row.
    std::optional<io::library::CatalogRow> sameMachineOffer(
        const QString& machine, std::size_t kind, int termMonths,
        const std::vector<io::library::CatalogRow>& offers) const;
    // The machine of options[o]'s first cloud source whose offer names one of `offers`'
    // machines; empty when none does.
    QString optionMachine(std::size_t o, const std::vector<io::library::CatalogRow>& offers) const;
    void refreshFigures();
    QWidget* buildBoard(std::map<QString, std::vector<NumberField>>& sections);
    // Options[option]'s card, filling building_ (buildColumn()).
    QWidget* buildOptionCard(std::size_t option, const std::vector<NumberField>& fields, QWidget* parent);
    // Options added, removed, moved or reshaped (an Objects change): their columns built again,
    // the others kept.
    void updateColumns(const DocumentChange& change);
    // The number fields of options[o] among `paths` (numericFieldPaths()).
    std::vector<NumberField> optionFields(std::size_t o, const std::vector<std::string>& paths) const;
    // editors_, choices_, nameEdits_, cards_, figures_ and priceNotes_ from the panel's own
    // editors and the columns', in the options' order.
    void collect();
    // Which options' moves and deletes are possible: they depend on how many options there are.
    void refreshOptionTools();
    // The panel's links to the options, one per option, named as it is.
    void buildLinks();
    QWidget* optionTools(std::size_t option, QWidget* parent);
    void addSourceTools(std::size_t option, std::size_t source, QHBoxLayout* row, QWidget* parent);
    // A section with a header (a toggle and its title, then `tools`) that hides its body when
    // folded; `key` (stable ids, not positions) keeps it folded across rebuilds. Fields go
    // into *body.
    QWidget* collapsible(const QString& title, const QString& key, QWidget* parent, QVBoxLayout** body,
                         QHBoxLayout** header);
    void addField(const NumberField& field, QVBoxLayout* form, QWidget* parent);
    // A source whose GPU has MIG profiles: whole GPUs, or every GPU cut into slices of one.
    void addMigChoice(std::size_t option, std::size_t source, QVBoxLayout* form, QWidget* parent);

    ScenarioDocument* document_;
    CatalogSource catalog_;
    // Read once per change for every editor (pathField()).
    std::shared_ptr<FieldValues> values_;
    std::vector<FieldEditor*> editors_;
    std::vector<class ChoiceEditor*> choices_;
    std::vector<QLineEdit*> nameEdits_;
    QLineEdit* asOfEdit_ = nullptr;  // the scenario's as_of (General)
    QLabel* asOfProblem_ = nullptr;
    bool typingAsOf_ = false;
    // finance.cost_of_debt (General): a percentage, empty for "each loan's own rate".
    QLineEdit* costOfDebtEdit_ = nullptr;
    QLabel* costOfDebtProblem_ = nullptr;
    bool typingCostOfDebt_ = false;
    // The Demand section's way to the Sizing page: it says what the demand is made of.
    class QPushButton* sizingButton_ = nullptr;
    void refreshSizingButton();
    std::vector<QWidget*> cards_;
    // A cloud source's "no price yet" note, by the option's and the source's ids.
    struct PriceNote {
        QLabel* label;
        std::string option;
        std::string source;
    };
    std::vector<PriceNote> priceNotes_;
    // The inputs a part of the panel was built with: its editors, choices and price notes.
    struct Inputs {
        std::vector<FieldEditor*> editors;
        std::vector<class ChoiceEditor*> choices;
        std::vector<PriceNote> notes;
        void appendTo(Inputs& all) const;
    };
    // An option's or a source's tools to move it back (left, up), forward (right, down) or
    // remove it; null where it has none (a source alone in its option).
    struct MoveTools {
        QToolButton* back = nullptr;
        QToolButton* forward = nullptr;
        QToolButton* remove = nullptr;
        // Enabled for the one at `index` of `count`.
        void enableFor(std::size_t index, std::size_t count) const;
    };
    // One source's section of an option's column. Its editors and buttons name its source by
    // id, so it is kept wherever its source moves; `index` is where it is, for its title.
    struct SourceSection {
        std::string id;  // the source's stable id
        std::size_t index = 0;
        QWidget* widget = nullptr;
        QLabel* title = nullptr;  // "2 · Spot"
        MoveTools tools;          // up, down, remove
        Inputs inputs;
    };
    // One option's column on the board, kept wherever its option moves (its editors and
    // buttons name the option by id); `index` is where it is.
    struct Column {
        std::string id;  // the option's stable id
        std::size_t index = 0;
        QWidget* card = nullptr;
        QLineEdit* name = nullptr;
        QLabel* figure = nullptr;
        MoveTools tools;                     // left, right, delete
        std::vector<SourceSection> sources;  // in the sources' order
        // The option's own sections after its sources (cloud extras where it has a cloud
        // source, staff) and their inputs.
        std::vector<QWidget*> ownSections;
        bool cloud = false;
        Inputs own;
    };
    std::vector<Column> columns_;              // in the options' order
    Column* building_ = nullptr;               // the column being built; null while building the panel's own
    SourceSection* buildingSource_ = nullptr;  // the source section being built, within building_
    // Source section `which` of options[o] with `fields` (the source's), into `card`.
    SourceSection buildSourceSection(std::size_t o, std::size_t which,
                                     const std::vector<const NumberField*>& fields, QWidget* card);
    // Sources of options[o] added, removed, moved or reshaped: their sections built again in
    // its column, the others kept; false when the column must be built whole (the option gained
    // or lost its only cloud source or its second source, which other sections show).
    bool updateSources(Column& column, std::size_t o, const DocumentChange& change,
                       const std::vector<std::string>& paths);
    void refreshSourceTools(Column& column);
    // Options[o]'s column in the Tab order after the column before it, in the order it shows.
    void chainTabOrder(std::size_t o);
    void refreshToolTip(FieldEditor* editor);
    Column buildColumn(std::size_t option, const std::vector<NumberField>& fields, QWidget* parent);
    Inputs panelInputs_;  // the panel's own (General, Demand...)
    // Where an input being built goes: the source section, the column or the panel's own.
    Inputs& inputsBuilt();
    QWidget* boardContent_ = nullptr;
    QHBoxLayout* columnsRow_ = nullptr;  // the cards, side by side
    bool boardBuilt_ = false;            // the board's columns exist (ensureBoard)
    bool built_ = false;                 // the panel has been built once (ensureBuilt)
    QObject* boardObject_ = nullptr;     // board_, compared by address in eventFilter
    QVBoxLayout* links_ = nullptr;       // the links to the options
    std::set<QString> folded_;
    // A structural tool button (duplicate, move, delete an option or a source): `change` is
    // the edit, `name` its undo step's name and the tool tip unless `tip` says more.
    QToolButton* structureButton(QWidget* parent, const QString& text, const char* name, bool enabled,
                                 std::function<void(scenario::Scenario&)> change, const char* tip = nullptr);
    QAction* addOptionAction_;
    QPointer<OptionBoard> board_;   // deleted by the page that took it, or by the panel
    std::vector<QLabel*> figures_;  // options[o]'s key figures, on its card
    std::shared_ptr<const Evaluation> evaluation_;
    const engine::Result* result_ = nullptr;  // evaluation_'s, or null
    bool resultStale_ = false;
};

}  // namespace gputco::ui
