// Crash recovery (issue #5): while the document has unsaved changes, a copy is written to the
// data folder's recovery/ every interval (30 s by default, QSettings "autosave/intervalSeconds");
// a save, a discard or a clean exit removes it. A copy left behind by a process that is no
// longer running is what a crash left, and the app offers to restore it at start.
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
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

class Autosaver : public QObject {
    Q_OBJECT
public:
    Autosaver(ScenarioDocument* document, QObject* parent = nullptr);
    ~Autosaver() override;

    static QString recoveryDirectory();
    // Copies left by processes that are no longer running, newest first; unreadable ones
    // are skipped (and left in place for a person to look at).
    static std::vector<RecoveryCopy> pendingCopies();
    static void discard(const RecoveryCopy& copy);

    void setIntervalSeconds(int seconds);
    int intervalSeconds() const;
    // Writes the copy now when there are unsaved changes; true when one was written.
    bool writeNow();
    // Removes this document's copy (after a save, or when the user discards the changes).
    void removeCopy();
    QString copyPath() const { return copyPath_; }

private:
    void onFileStateChanged();

    ScenarioDocument* document_;
    QTimer timer_;
    QString copyPath_;  // written (or to be written) for the current document
};

}  // namespace gputco::ui
