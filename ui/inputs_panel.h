// The scenario's inputs, section by section (General, Demand, Tariffs, then each option
// with its sources), each a FieldEditor bound to its field path. Rebuilt when the scenario's
// shape changes (options or sources added, removed, reordered); otherwise only refreshed,
// so the field being typed in keeps its focus.
#pragma once

#include <QScrollArea>
#include <QString>
#include <vector>

namespace gputco::ui {

class FieldEditor;
class ScenarioDocument;

class InputsPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit InputsPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    // The editor of a field path ("options[2].sources[0].facility.pue"); null when none.
    FieldEditor* editorFor(const QString& path) const;
    const std::vector<FieldEditor*>& editors() const { return editors_; }

    void retranslate();

protected:
    void changeEvent(QEvent* event) override;

private:
    void onDocumentChanged();
    void rebuild();
    QString shape() const;

    ScenarioDocument* document_;
    std::vector<FieldEditor*> editors_;
    QString shape_;
};

}  // namespace gputco::ui
