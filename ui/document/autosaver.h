// Crash recovery (issues #5 and #14): while the document has unsaved changes, a copy is written
// every interval (30 s by default, QSettings "autosave/intervalSeconds"); a save, a discard
// or a clean exit removes it. A copy left behind by a process that is no longer running is
// what a crash left, and the app offers to restore it at start.
//
// Copies go to the data folder's recovery/. When that cannot be written (a read-only data
// folder, a full disk) the copy goes beside the scenario file, then to the system's
// temporary folder, and the app says where; when no folder takes it, the app says that crash
// recovery is off and why. Every write goes through the one safe write.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::ui {

class ScenarioDocument;

struct RecoveryCopy {
    QString file;          // the recovery file itself
    QString originalPath;  // the scenario file it belongs to; empty for an untitled scenario
    QDateTime savedAt;
    scenario::Scenario scenario;
};

// Where the last copy went, for the status bar.
struct RecoveryState {
    enum class Where { DataFolder, BesideScenario, TemporaryFolder, Off };
    Where where = Where::DataFolder;
    QString folder;  // where copies go now; empty when off
    QString reason;  // why the data folder (and the fallbacks, when off) could not be written
};

class Autosaver : public QObject {
    Q_OBJECT
public:
    Autosaver(ScenarioDocument* document, QObject* parent = nullptr);
    ~Autosaver() override;

    // The data folder's recovery/ (created when missing); empty when it cannot be made.
    static QString recoveryDirectory();
    // The fallback in the system's temporary folder, one per user.
    static QString temporaryRecoveryDirectory();
    // Copies left by processes that are no longer running, newest first, from the data
    // folder, the temporary fallback and each of `scenarioFolders` (where copies beside a
    // scenario are); unreadable ones are skipped (and left in place for a person to look at).
    static std::vector<RecoveryCopy> pendingCopies(const QStringList& scenarioFolders = {});
    static void discard(const RecoveryCopy& copy);

    void setIntervalSeconds(int seconds);
    int intervalSeconds() const;
    // Writes the copy now when there are unsaved changes; true when one was written.
    bool writeNow();
    // Removes this document's copy (after a save, or when the user discards the changes).
    void removeCopy();
    QString copyPath() const { return copyPath_; }
    const RecoveryState& state() const { return state_; }

signals:
    // Where copies go changed (to a fallback, back to the data folder, or off).
    void stateChanged(const RecoveryState& state);

private:
    void onFileStateChanged();
    QByteArray copyContent() const;
    void setState(RecoveryState state);

    ScenarioDocument* document_;
    QTimer timer_;
    QString copyPath_;  // the copy written last; empty when none
    RecoveryState state_;
};

}  // namespace gputco::ui
