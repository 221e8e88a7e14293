// The window's team library (issue #37): the status line, File > Team Library History, and the
// connection made once the window has opened, so that a slow server never delays it.
#include <QStatusBar>
#include <QTimer>

#include "model/io/library/team_library.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_history_dialog.h"
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
    connect(team_, &TeamLink::catalogChanged, this,
            [this] { teamHistoryAction_->setEnabled(team_->library() != nullptr); });
    teamHistoryAction_->setEnabled(false);
    // Each save a revision in the team library too, based on the version the file was opened at.
    connect(document_, &ScenarioDocument::saved, team_, &TeamLink::keepRevision);
    connect(document_, &ScenarioDocument::changed, team_, [this](const DocumentChange& change) {
        if (change.kind == DocumentChange::Kind::Reset) team_->noteOpened(document_->filePath());
    });
    const LibraryChoice choice = Preferences::load().library;
    if (choice.team) QTimer::singleShot(0, this, [this, choice] { team_->use(choice); });
}

TeamHistoryDialog* MainWindow::showTeamHistory() {
    io::library::TeamLibrary* team = team_->library();
    if (!team) return nullptr;
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

}  // namespace gputco::ui
