// The window's team library (issue #37): the status line, File > Team Revisions and File > Team
// Library History, and the connection made once the window has opened, so that a slow server
// never delays it.
#include <QPointer>
#include <QStatusBar>
#include <QTimer>

#include "model/io/display_text.h"
#include "model/io/library/team_library.h"
#include "model/io/scenario_reader.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_history_dialog.h"
#include "ui/dialogs/team_revisions_dialog.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/coalesced_read.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_link.h"

namespace gputco::ui {

void MainWindow::buildTeamLibrary() {
    team_ = new TeamLink(this);
    libraryActions_->setTeam(team_);
    statusBar()->addPermanentWidget(team_->statusLabel());
    connect(team_, &TeamLink::message, statusBar(), &QStatusBar::showMessage);
    // The team's rows read again (another user's import, a connection), then the catalog buttons.
    connect(team_, &TeamLink::catalogChanged, libraryActions_, &LibraryActions::readTeamCatalog);
    connect(team_, &TeamLink::catalogChanged, this, [this] {
        teamHistoryAction_->setEnabled(team_->chosen());
        teamRevisionsAction_->setEnabled(team_->chosen());
    });
    teamHistoryAction_->setEnabled(false);
    teamRevisionsAction_->setEnabled(false);
    // Each save a revision in the team library too, based on the version the file was opened at.
    connect(document_, &ScenarioDocument::saved, team_, &TeamLink::keepRevision);
    connect(document_, &ScenarioDocument::changed, team_, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::Reset) team_->noteOpened(document_->filePath());
    });
    connect(team_, &TeamLink::newerSaved, this, &MainWindow::offerNewerTeamVersion, Qt::QueuedConnection);
    const LibraryChoice choice = Preferences::load().library;
    if (choice.team) QTimer::singleShot(0, this, [this, choice] { team_->use(choice); });
}

bool MainWindow::sayWhyNoTeam() {
    if (team_->inUse()) return true;
    // Chosen, and not in use now: the menu item stays, and says why when chosen, in a box where
    // the whole reason can be read (the status bar cut it off beside the library's status).
    if (team_->chosen())
        Prompts::ask(this, tr("Team library"),
                     tr("The team library is not in use now: %1").arg(io::neutraliseBidi(team_->problem())),
                     {Answer::Ok});
    return false;
}

TeamHistoryDialog* MainWindow::showTeamHistory() {
    if (!sayWhyNoTeam()) return nullptr;
    auto* dialog = new TeamHistoryDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<TeamHistoryDialog> shown(dialog);
    team_->readHistory(
        1000, [shown](const std::vector<io::library::TeamAuditEntry>& entries, const QString& error) {
            if (shown) shown->setEntries(entries, error);  // closed meanwhile: nothing to show
        });
    dialog->show();
    return dialog;
}

TeamRevisionsDialog* MainWindow::showTeamRevisions() {
    if (!sayWhyNoTeam()) return nullptr;
    const QString path = document_->filePath();
    if (path.isEmpty()) {
        statusBar()->showMessage(tr("Save the scenario first: the team library keeps its saves"), 5000);
        return nullptr;
    }
    auto* dialog = new TeamRevisionsDialog(TeamLink::scenarioName(path),
                                           {team_->user(), team_->mayWrite(), team_->mayApprove()}, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QPointer<TeamRevisionsDialog> shown(dialog);
    // Read again on every change the library tells of; a status change tells twice (the
    // revision and the scenario's version): one read on its way answers for every change told
    // before it, and one more after it for those told since (CoalescedRead).
    const CoalescedRead reads([this, shown, path](std::function<void()> finished) {
        team_->readRevisions(path, [shown, finished](TeamLink::Revisions r) {
            if (shown) shown->setRevisions(std::move(r.list), r.version, r.error);  // else closed meanwhile
            finished();
        });
    });
    // The dialog's connections hold the reader: it goes with the dialog.
    const auto read = [reads] { reads.ask(); };
    connect(team_, &TeamLink::revisionsChanged, dialog,
            [dialog, read] { QTimer::singleShot(0, dialog, read); });
    connect(dialog, &TeamRevisionsDialog::refreshRequested, dialog, read);
    connect(
        dialog, &TeamRevisionsDialog::statusRequested, this,
        [this, shown, path, read](int number, const QString& status, const QString& comment, int version) {
            shown->setWaiting(true);
            team_->setStatus(path, number, status, comment, version,
                             [this, shown, number, status, read](const QString& error) {
                                 if (!shown) return;  // closed meanwhile
                                 shown->setOutcome(error);
                                 // Refused because someone wrote first: the list shows what they wrote.
                                 if (!error.isEmpty()) read();
                                 if (error.isEmpty())
                                     statusBar()->showMessage(tr("Revision %1 set to %2 in the team library")
                                                                  .arg(number)
                                                                  .arg(TeamHistoryDialog::statusName(status)),
                                                              5000);
                             });
        });
    connect(dialog, &TeamRevisionsDialog::takeRequested, this, [this, shown](int number, int version) {
        shown->setTaking(number);
        takeTeamRevision(number, version, [shown](const QString& error) {
            if (shown) shown->setOutcome(error);
        });
    });
    // Compared, or opened read-only, as File > Revisions does with this computer's.
    const QString name = TeamLink::scenarioName(path);
    connect(dialog, &TeamRevisionsDialog::compareRequested, this, [this, shown](int number) {
        shown->setTaking(number);
        readTeamRevision(
            number,
            [this, number](const scenario::Scenario& s) {
                actions_->compareWithScenario(tr("team revision %1").arg(number), s);
            },
            [shown](const QString& error) {
                if (shown) shown->setOutcome(error);
            });
    });
    connect(dialog, &TeamRevisionsDialog::openRequested, this, [this, shown, name](int number) {
        shown->setTaking(number);
        readTeamRevision(
            number,
            [this, name, number](const scenario::Scenario& s) {
                openReadOnly(s, tr("%1, team revision %2").arg(io::neutraliseBidi(name)).arg(number));
            },
            [shown](const QString& error) {
                if (shown) shown->setOutcome(error);
            });
    });
    read();
    dialog->show();
    return dialog;
}

void MainWindow::readTeamRevision(int number, std::function<void(const scenario::Scenario&)> use,
                                  std::function<void(const QString& error)> done) {
    const QString path = document_->filePath();
    QPointer<MainWindow> self(this);
    team_->readContent(path, number,
                       [self, path, number, use, done](const QByteArray& content, const QString& error) {
                           if (!self) return;
                           io::ReadResult read;
                           if (error.isEmpty())
                               read = io::readScenarioJson(content);
                           else
                               read.error = error.toStdString();
                           // The window moved on to another file while the revision was read: not
                           // this file's.
                           if (read.ok() && path != self->document_->filePath())
                               read.error = tr("another scenario is open now").toStdString();
                           if (!read.ok()) {
                               const QString why = tr("Team revision %1 cannot be read: %2")
                                                       .arg(number)
                                                       .arg(QString::fromStdString(read.error));
                               self->statusBar()->showMessage(why, 0);
                               done(why);
                               return;
                           }
                           use(*read.scenario);
                           done({});
                       });
}

void MainWindow::takeTeamRevision(int number, int version, std::function<void(const QString& error)> done) {
    const QString path = document_->filePath();
    readTeamRevision(
        number,
        [this, path, number, version](const scenario::Scenario& taken) {
            // An edit like any other: Undo brings back what the editor held, the user's own change.
            document_->edit([number] { return tr("Take team revision %1").arg(number); }, QString(),
                            [&](scenario::Scenario& s) { s = taken; });
            team_->noteTaken(path, version);
            statusBar()->showMessage(tr("Team revision %1 is in the editor; the file changes when you "
                                        "save (Undo brings yours back)")
                                         .arg(number),
                                     8000);
        },
        std::move(done));
}

void MainWindow::offerNewerTeamVersion(const QString& path, const QString& why) {
    if (path != document_->filePath() || !team_->inUse()) return;
    if (Prompts::ask(this, tr("A newer version in the team library"),
                     tr("%1\n\nYour save is in the file on this computer. Open the team's newest revision "
                        "in the editor? Undo brings yours back, to make your change again on the newer one.")
                         .arg(why),
                     {Answer::OpenNewer, Answer::Cancel}) != Answer::OpenNewer)
        return;
    QPointer<MainWindow> self(this);
    team_->readRevisions(path, [self](TeamLink::Revisions r) {
        if (!self) return;
        if (!r.error.isEmpty() || r.list.empty()) {
            self->statusBar()->showMessage(
                tr("The team library's revisions could not be read: %1").arg(r.error), 8000);
            return;
        }
        self->takeTeamRevision(r.list.front().number, r.version, [](const QString&) {});
    });
}

}  // namespace gputco::ui
