#include "ui/document/edit_command.h"

#include <QHash>

#include "ui/document/scenario_document.h"

namespace gputco::ui {

namespace {

// QUndoStack merges commands of equal id(): one small id per merge key (field path).
int idFor(const QString& mergeKey) {
    if (mergeKey.isEmpty()) return -1;
    static QHash<QString, int> ids;
    const auto it = ids.constFind(mergeKey);
    if (it != ids.constEnd()) return *it;
    const int id = static_cast<int>(ids.size()) + 1;
    ids.insert(mergeKey, id);
    return id;
}

}  // namespace

EditScenarioCommand::EditScenarioCommand(ScenarioDocument* document, UndoText text, const QString& mergeKey,
                                         scenario::Scenario before, scenario::Scenario after)
    : QUndoCommand(text()),
      document_(document),
      text_(std::move(text)),
      id_(idFor(mergeKey)),
      path_(mergeKey),
      before_(std::move(before)),
      after_(std::move(after)),
      change_(describeChange(before_, after_, path_)) {}

void EditScenarioCommand::undo() {
    document_->apply(before_, inverseChange(change_));
}

void EditScenarioCommand::redo() {
    document_->apply(after_, change_);
}

bool EditScenarioCommand::mergeWith(const QUndoCommand* other) {
    const auto* next = static_cast<const EditScenarioCommand*>(other);
    if (next->document_ != document_) return false;
    after_ = next->after_;
    change_ = describeChange(before_, after_, path_);
    // Typing a value and then typing the old one back leaves nothing to undo.
    if (after_ == before_) setObsolete(true);
    return true;
}

}  // namespace gputco::ui
