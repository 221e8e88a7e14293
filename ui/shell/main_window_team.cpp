// The window's team library (issue #37): the status line, File > Team Revisions and File > Team
// Library History, and the connection made once the window has opened, so that a slow server
// never delays it.
#include <QPointer>
#include <QStatusBar>
#include <QTimer>

#include "model/io/library/team_library.h"
#include "model/io/scenario_reader.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_history_dialog.h"
#include "ui/dialogs/team_revisions_dialog.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_link.h"

namespace gputco::ui {

void MainWindow::buildTeamLibrary() {
    team_ = new TeamLink(this);
    libraryActions_->setTeam(team_);
    statusBar()->addPermanentWidget(team_->statusLabel());
    connect(team_, &TeamLink::message, statusBar(), &QStatusBar::showMessage);
    // The catalog buttons read the team's rows again (another user's import, a connection).
    connect(team_, &TeamLink::catalogChanged, libraryActions_, &LibraryActions::catalogChanged);
    auto copying = std::make_shared<bool>(false);
    connect(team_, &TeamLink::catalogChanged, this, [this, copying] {
        teamHistoryAction_->setEnabled(team_->chosen());
        teamRevisionsAction_->setEnabled(team_->chosen());
        // A copy of the team's catalog on this computer, for when the server is out of reach;
        // after the catalog buttons have read it (they come first).
        if (team_->library() && !*copying) {
            *copying = true;  // several imports told at once: one copy after them
            QTimer::singleShot(0, libraryActions_, [this, copying] {
                *copying = false;
                if (const QString error = libraryActions_->keepTeamCatalog(); !error.isEmpty())
                    statusBar()->showMessage(
                        tr("The team library's catalog could not be copied to this computer: %1").arg(error),
                        8000);
            });
        }
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
    if (team_->library()) return true;
    // Chosen, and not in use now: the menu item stays, and says why when chosen.
    if (team_->chosen())
        statusBar()->showMessage(tr("The team library is not in use now: %1").arg(team_->problem()), 8000);
    return false;
}

TeamHistoryDialog* MainWindow::showTeamHistory() {
    if (!sayWhyNoTeam()) return nullptr;
    io::library::TeamLibrary* team = team_->library();
    QString error;
    const std::vector<io::library::TeamAuditEntry> entries = team->auditLog(1000, &error);
    if (!error.isEmpty()) {
        statusBar()->showMessage(tr("The team library's history could not be read: %1").arg(error), 8000);
        return nullptr;
    }
    auto* dialog = new TeamHistoryDialog(entries, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
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
    // revision and the scenario's version), read once.
    auto pending = std::make_shared<bool>(false);
    const auto refresh = [this, shown, path, pending] {
        if (*pending) return;
        *pending = true;
        QTimer::singleShot(0, shown, [this, shown, path, pending] {
            *pending = false;
            TeamLink::Revisions r = team_->revisions(path);
            shown->setRevisions(std::move(r.list), r.version, r.error);
        });
    };
    connect(team_, &TeamLink::revisionsChanged, dialog, refresh);
    connect(dialog, &TeamRevisionsDialog::refreshRequested, dialog, refresh);
    connect(
        dialog, &TeamRevisionsDialog::statusRequested, this,
        [this, shown, path, refresh](int number, const QString& status, const QString& comment, int version) {
            shown->setWaiting(true);
            team_->setStatus(path, number, status, comment, version,
                             [this, shown, number, status, refresh](const QString& error) {
                                 if (!shown) return;  // closed meanwhile
                                 shown->setOutcome(error);
                                 // Refused because someone wrote first: the list shows what they wrote.
                                 if (!error.isEmpty()) refresh();
                                 if (error.isEmpty())
                                     statusBar()->showMessage(tr("Revision %1 set to %2 in the team library")
                                                                  .arg(number)
                                                                  .arg(TeamHistoryDialog::statusName(status)),
                                                              5000);
                             });
        });
    connect(dialog, &TeamRevisionsDialog::takeRequested, this, [this, shown](int number, int version) {
        if (takeTeamRevision(number, version)) shown->setOutcome({});
    });
    TeamLink::Revisions r = team_->revisions(path);
    dialog->setRevisions(std::move(r.list), r.version, r.error);
    dialog->show();
    return dialog;
}

bool MainWindow::takeTeamRevision(int number, int version) {
    const QString path = document_->filePath();
    QString error;
    const QByteArray content = team_->content(path, number, &error);
    io::ReadResult read;
    if (error.isEmpty())
        read = io::readScenarioJson(content);
    else
        read.error = error.toStdString();
    if (!read.ok()) {
        statusBar()->showMessage(
            tr("Team revision %1 cannot be read: %2").arg(number).arg(QString::fromStdString(read.error)), 0);
        return false;
    }
    // An edit like any other: Undo brings back what the editor held, the user's own change.
    document_->edit([number] { return tr("Take team revision %1").arg(number); }, QString(),
                    [&](scenario::Scenario& s) { s = *read.scenario; });
    team_->noteTaken(path, version);
    statusBar()->showMessage(
        tr("Team revision %1 is in the editor; the file changes when you save (Undo brings yours back)")
            .arg(number),
        8000);
    return true;
}

void MainWindow::offerNewerTeamVersion(const QString& path, const QString& why) {
    if (path != document_->filePath() || !team_->library()) return;
    if (Prompts::ask(this, tr("A newer version in the team library"),
                     tr("%1\n\nYour save is in the file on this computer. Open the team's newest revision "
                        "in the editor? Undo brings yours back, to make your change again on the newer one.")
                         .arg(why),
                     {Answer::OpenNewer, Answer::Cancel}) != Answer::OpenNewer)
        return;
    const TeamLink::Revisions r = team_->revisions(path);
    if (!r.error.isEmpty() || r.list.empty()) {
        statusBar()->showMessage(tr("The team library's revisions could not be read: %1").arg(r.error), 8000);
        return;
    }
    takeTeamRevision(r.list.front().number, r.version);
}

}  // namespace gputco::ui
