// One undoable change of the scenario (after Tiled's ChangeValue): it keeps the scenario
// before and after, so undo and redo are exact whatever the change touched. A scenario is a
// few kilobytes, so two copies per command cost nothing next to an evaluation.
#pragma once

#include <QUndoCommand>

#include "model/scenario/scenario.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

class ScenarioDocument;

class EditScenarioCommand : public QUndoCommand {
public:
    EditScenarioCommand(ScenarioDocument* document, UndoText text, const QString& mergeKey,
                        scenario::Scenario before, scenario::Scenario after);

    // setText() again from the command's words, in the language in use.
    void retranslate() { setText(text_()); }

    void undo() override;
    void redo() override;
    int id() const override { return id_; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* document_;
    UndoText text_;
    int id_;        // -1: never merges
    QString path_;  // the field edited (the merge key), for the document's change
    scenario::Scenario before_;
    scenario::Scenario after_;
    // What redo does, by object (describeChange()); undo tells its inverse.
    DocumentChange change_;
};

}  // namespace gputco::ui
