// The scenario being edited (DESIGN.md, Data flow; after Tiled's Document): it owns the
// Scenario value, the undo stack of edit commands and the file state. Every change goes
// through edit(), so every change can be undone, and the dirty flag is the undo stack's
// clean state. Widgets never hold their own copy of a figure.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>
#include <cstdint>
#include <functional>
#include <vector>

#include "model/io/scenario_file.h"
#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"
#include "ui/document/document_change.h"

namespace gputco::ui {

// An undo command's name, worked out in the language in use: called when the edit is made and
// again after each language switch, so that the Edit menu's Undo and Redo and the undo history
// follow the language (issue #34: "撤销 Add option Lambda" after a switch to Chinese). It must
// capture values, never a widget: the command outlives the editor that made it.
using UndoText = std::function<QString()>;

// The scenario's shape as one text: what editors exist for it (options and the kind of each
// source, financing kinds, tariffs, GPU models, uncertain inputs, the currency in every money
// label, the weekly profile preset). Two scenarios with the same shape differ in field values
// only. The document no longer compares it (describeChange() says what changed, by object);
// the Sizing page keys its cards by it.
QString scenarioShape(const scenario::Scenario& s);

class ScenarioDocument : public QObject {
    Q_OBJECT
public:
    explicit ScenarioDocument(QObject* parent = nullptr);
    ~ScenarioDocument() override;

    const scenario::Scenario& scenario() const { return scenario_; }
    // validate() of the current scenario: the engine only ever sees a scenario without any.
    const std::vector<scenario::Problem>& problems() const { return problems_; }
    bool isEvaluable() const { return problems_.empty(); }
    // Counts the changes that added, removed or moved an option or a source (DocumentChange::
    // reshapes()): while it stays, every field key (scenario::FieldKey) has the path it had,
    // so a view may keep the paths it worked out.
    std::uint64_t shapeRevision() const { return shapeRevision_; }

    QString filePath() const { return path_; }  // empty for a new, never saved scenario
    QString displayName() const;
    bool isModified() const { return !undo_.isClean(); }
    QUndoStack* undoStack() { return &undo_; }

    struct OpenResult {
        QString error;           // the file cannot be read at all; nothing changed
        QStringList migrations;  // steps that brought an older file forward
        // The file's texts past their length limits, in words: it was refused, nothing changed.
        QStringList tooLong;
        bool ok() const { return error.isEmpty() && tooLong.isEmpty(); }
    };
    // Reads `path` and makes it the document; a file with problems opens (each problem is
    // then shown at its field), an unreadable one changes nothing, and neither does one with
    // a text past its length limit (scenario.h: kMaxNameChars, kMaxNoteChars): laying out
    // such a name took minutes and gigabytes before any field could show the problem.
    OpenResult open(const QString& path);
    // A new scenario (a copy of `start`), untitled, unmodified.
    void reset(const scenario::Scenario& start, const QString& path = {}, const io::DiskState& opened = {});
    // Like reset() to the file's content, then `recovered` as one undoable change.
    void restore(const scenario::Scenario& recovered, const QString& path);

    // Saves to filePath() (which must be set), refusing when the file changed on disk since
    // it was opened or last saved; `overwrite` saves anyway (the user said so).
    io::SaveResult save(bool overwrite = false);
    io::SaveResult saveAs(const QString& path);
    // Reloads the file from disk, dropping every unsaved change and the undo history.
    OpenResult revert();

    // Applies `change` to a copy of the scenario as one undoable command named `text()`.
    // Consecutive edits with the same non-empty `mergeKey` (a field path) merge into one
    // command, so typing 1.2 -> 1.25 -> 1.3 in one field is undone in one step.
    void edit(const UndoText& text, const QString& mergeKey,
              const std::function<void(scenario::Scenario&)>& change);
    // The same with words that are never translated again (tests, scripted edits); the app's
    // own edits name themselves with an UndoText.
    void edit(const QString& fixedText, const QString& mergeKey,
              const std::function<void(scenario::Scenario&)>& change) {
        edit(UndoText([fixedText] { return fixedText; }), mergeKey, change);
    }
    // Names every command of the undo stack again in the language in use (the main window calls
    // it on QEvent::LanguageChange, before it names its Undo and Redo actions).
    void retranslateUndo();

    // A read-only document (a saved revision opened for reading) ignores every edit; it can
    // still be saved under another name.
    void setReadOnly(bool readOnly) { readOnly_ = readOnly; }
    bool isReadOnly() const { return readOnly_; }

signals:
    // The scenario's content changed (an edit, undo, redo, open, revert), and how: which
    // options and sources, by id (document_change.h). An undo names what its edit named, an
    // added source as removed.
    void changed(const DocumentChange& change);
    // The path or the modified flag changed.
    void fileStateChanged();
    // A save wrote `content` to `path` (the library keeps it as a revision).
    void saved(const QString& path, const QByteArray& content);

private:
    friend class EditScenarioCommand;
    // Makes `s` the scenario and tells the views `change` (the edit command worked it out once,
    // describeChange(); a Reset for a new file).
    void apply(const scenario::Scenario& s, const DocumentChange& change);
    io::SaveResult saveTo(const QString& path, const std::optional<io::DiskState>& expected);

    scenario::Scenario scenario_;
    std::vector<scenario::Problem> problems_;
    QString path_;
    io::DiskState opened_;
    QUndoStack undo_;
    bool readOnly_ = false;
    std::uint64_t shapeRevision_ = 0;
};

}  // namespace gputco::ui
