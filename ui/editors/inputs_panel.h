// The scenario's inputs, section by section (General, Demand, Tariffs, then each option
// with its sources), each a FieldEditor bound to its field path. Rebuilt when the scenario's
// shape changes (options or sources added, removed, reordered); otherwise only refreshed,
// so the field being typed in keeps its focus.
#pragma once

#include <QScrollArea>
#include <QString>
#include <optional>
#include <utility>
#include <vector>

#include <functional>

#include "model/io/library/catalog_kind.h"
#include "model/io/library/catalog_row.h"
#include "model/scenario/scenario.h"

class QLabel;
class QLineEdit;
class QToolButton;

namespace gputco::ui {

class FieldEditor;
class ScenarioDocument;
struct DocumentChange;

class InputsPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit InputsPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    // The editor of a field path ("options[2].sources[0].facility.pue"); null when none.
    FieldEditor* editorFor(const QString& path) const;
    const std::vector<FieldEditor*>& editors() const { return editors_; }
    // Where catalog rows come from (the library, or its bundled fallback); `note` says when
    // it is the fallback. Without one, the catalog buttons are not shown.
    using CatalogSource =
        std::function<std::vector<io::library::CatalogRow>(io::library::Kind, QString* note)>;
    void setCatalog(CatalogSource catalog);
    // Copies `row` into the scenario with `apply` (catalog_apply.h) as one undoable edit; a
    // refusal is reported through problem().
    using CatalogApply = std::function<QString(scenario::Scenario&, const io::library::CatalogRow&)>;
    bool useCatalogRow(const QString& what, const io::library::CatalogRow& row, const CatalogApply& apply);
    // The demand profile as the profile editor returns it, as one undoable edit.
    void setProfile(scenario::ProfilePreset preset, const std::vector<double>& values);

    void retranslate();

signals:
    void problem(const QString& text);
    void uncertainRequested(const QString& path);

protected:
    void changeEvent(QEvent* event) override;

private:
    void onDocumentChanged(const DocumentChange& change);
    void rebuild();
    void refreshNames();
    void refreshToolTips();
    QWidget* profileButton(QWidget* parent);
    QToolButton* catalogButton(io::library::Kind kind, const QString& what, CatalogApply apply,
                               QWidget* parent);
    QWidget* optionTools(std::size_t option, QWidget* parent);
    QWidget* sourceTools(std::size_t option, std::size_t source, QWidget* parent);
    std::vector<std::pair<QString, std::size_t>> sourceKinds() const;
    QString sourceKindName(std::size_t kind) const;
    std::optional<scenario::Source> templateSource(std::size_t kind) const;

    ScenarioDocument* document_;
    CatalogSource catalog_;
    std::vector<FieldEditor*> editors_;
    std::vector<class ChoiceEditor*> choices_;
    std::vector<QLineEdit*> nameEdits_;
    std::vector<QLabel*> optionHeadings_;
};

}  // namespace gputco::ui
