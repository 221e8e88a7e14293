#include "ui/shell/library_actions.h"

#include <QDir>
#include <QPointer>
#include <utility>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/language.h"
#include "ui/shell/team_link.h"

namespace gputco::ui {

LibraryActions::LibraryActions(QWidget* window, io::library::Library& library)
    : QObject(window),
      window_(window),
      library_(library),
      catalogReads_([this](std::function<void()> finished) { readTeamCatalogNow(std::move(finished)); }) {}

void LibraryActions::keepRevision(const QString& path, const QByteArray& content) {
    if (!library_.state().usable()) return;
    if (const std::string error = library_.addRevision(path, content); !error.empty())
        emit message(
            tr("Saved, but the library did not keep a revision: %1").arg(QString::fromStdString(error)),
            8000);
}

std::vector<io::library::CatalogRow> LibraryActions::catalogRows(io::library::Kind kind,
                                                                 QString* note) const {
    // The team's catalog while a team library is in use, as last read off the window's thread.
    if (team_ && team_->inUse()) {
        if (holdsTeamCatalog()) {
            const auto it = teamRows_.find(kind);
            return it == teamRows_.end() ? std::vector<io::library::CatalogRow>{} : it->second;
        }
        if (!teamError_.isEmpty()) {
            if (note)
                *note = tr("The team library could not be read (%1): these are this computer's rows.")
                            .arg(teamError_);
            return library_.catalog().rows(kind);
        }
    }
    // Chosen, and out of reach (or its catalog not read yet): its catalog as last copied here,
    // with that day, read-only.
    if (team_ && team_->chosen()) {
        const bool reading = team_->inUse();
        QDateTime copied;
        if (std::optional<std::vector<io::library::CatalogRow>> kept =
                library_.keptTeamCatalog(team_->address(), kind, &copied)) {
            if (note)
                *note =
                    (reading ? tr("The team library's catalog is being read: these are its rows as copied "
                                  "to this computer on %1.")
                             : tr("The team library is out of reach: these are its rows as copied to this "
                                  "computer on %1."))
                        .arg(shownDateTime(copied));
            return std::move(*kept);
        }
        if (note)
            *note = reading
                        ? tr("The team library's catalog is being read, and this computer has no copy of it: "
                             "these are this computer's rows.")
                        : tr("The team library is out of reach, and this computer has no copy of its "
                             "catalog: these are this computer's rows.");
        return library_.catalog().rows(kind);
    }
    if (note && !library_.state().usable())
        *note = tr("The library is not available (%1): these are the catalog rows bundled with gputco.")
                    .arg(library_.state().message);
    return library_.catalog().rows(kind);
}

bool LibraryActions::holdsTeamCatalog() const {
    // Read from the library in use: another chosen since is not read yet.
    return teamRead_ && team_ && teamAddress_ == team_->address();
}

void LibraryActions::readTeamCatalog() {
    if (!team_ || !team_->inUse()) {
        // Let go, or out of reach: the buttons pick from the copy, or this computer's rows.
        teamRead_ = false;
        teamRows_.clear();
        teamError_.clear();
        emit catalogChanged();
        return;
    }
    catalogReads_.ask();  // several imports told at once: one read after the one on its way
}

void LibraryActions::readTeamCatalogNow(std::function<void()> finished) {
    QPointer<LibraryActions> self(this);
    team_->readCatalog([self, address = team_->address(), finished](TeamLink::Catalog catalog) {
        if (!self) return;
        self->teamAddress_ = address;
        self->teamError_ = catalog.error;
        self->teamRead_ = catalog.error.isEmpty();
        self->teamRows_ = std::move(catalog.rows);
        emit self->catalogChanged();
        if (self->teamRead_) self->keepTeamCatalog();
        finished();
    });
}

void LibraryActions::keepTeamCatalog() {
    // This computer's library unusable: said when it was opened, and nothing is kept.
    if (!library_.state().usable()) return;
    for (const auto& [kind, rows] : teamRows_)
        if (const std::string kept = library_.keepTeamCatalog(teamAddress_, kind, rows); !kept.empty()) {
            emit message(tr("The team library's catalog could not be copied to this computer: %1")
                             .arg(QString::fromStdString(kept)),
                         8000);
            return;
        }
}

void LibraryActions::importPriceList() {
    if (team_ && team_->chosen() && !team_->inUse()) {
        // Imported here, the prices would not be the team's, nor shown while its copy is.
        Prompts::ask(window_, tr("Import Price List"),
                     tr("The team library is out of reach: prices can be imported into it once it answers "
                        "again."),
                     {Answer::Ok});
        return;
    }
    ImportPriceListDialog dialog(library_, window_);
    // Into the team library while one is in use: its catalog is the one the inputs pick from.
    if (team_ && team_->inUse()) {
        if (!team_->mayWrite()) {
            Prompts::ask(window_, tr("Import Price List"),
                         tr("%1 may only read the team library: importing prices needs the analyst role "
                            "there. Ask the library's administrator for it.")
                             .arg(team_->user()),
                         {Answer::Ok});
            return;
        }
        if (!holdsTeamCatalog()) {
            Prompts::ask(window_, tr("Import Price List"),
                         tr("The team library's catalog is still being read: import the price list once it "
                            "is in, in a moment."),
                         {Answer::Ok});
            return;
        }
        QPointer<ImportPriceListDialog> shown(&dialog);
        QPointer<LibraryActions> self(this);
        dialog.setTeam(
            [this, shown, self](const std::vector<io::library::CatalogRow>& rows, const QString& note,
                                std::function<void(const io::library::ImportOutcome&)> done) {
                team_->importCatalog(
                    rows, note, [shown, self, done](const io::library::ImportOutcome& outcome) {
                        // The dialog closed while the import was on its way: the status bar says what
                        // became of it.
                        if (!shown && self)
                            emit self->message(
                                outcome.ok() ? tr("Rows added to the team library: %1.").arg(outcome.added)
                                             : tr("The price list was not imported into the team library: %1")
                                                   .arg(QString::fromStdString(outcome.problems.front())),
                                10000);
                        done(outcome);
                    });
            },
            teamRows_);
    }
    Prompts::exec(dialog);
    if (dialog.rowsAdded() > 0) {
        // The catalog buttons read the new rows (the team's read again first).
        if (team_ && team_->inUse())
            readTeamCatalog();
        else
            emit catalogChanged();
        emit message(dialog.resultText(), 10000);
    }
}

bool LibraryActions::offerRebuild() {
    const io::library::LibraryState& state = library_.state();
    if (!state.notice.isEmpty())
        Prompts::ask(window_, tr("Library started afresh"), state.notice, {Answer::Ok});
    if (state.usable()) return false;
    if (!state.canRebuild()) {
        // Busy, read-only, newer or not usable: a rebuild would cure none of these, and would
        // hide a healthy library, so it is not offered.
        const bool busy = state.problem == io::library::LibraryState::Problem::Busy;
        const QString text = tr("The library (%1) is not available for writing: %2\n\nNothing in it is lost. "
                                "gputco goes on with "
                                "%3; no revisions are kept until it is available.")
                                 .arg(QDir::toNativeSeparators(state.path), state.message,
                                      state.mode == io::library::LibraryState::Mode::ReadOnly
                                          ? tr("its contents, read-only")
                                          : tr("the bundled catalog, read-only"));
        const Answer answer =
            busy ? Prompts::ask(window_, tr("Library busy"), text, {Answer::Retry, Answer::Cancel})
                 : Prompts::ask(window_, tr("Library not available"), text, {Answer::Ok});
        if (answer == Answer::Retry) {
            library_.open(state.path);
            emit catalogChanged();
            if (library_.state().usable()) {
                emit message(tr("The library is available again"), 5000);
                return false;
            }
        }
        emit message(tr("Library read-only: %1").arg(library_.state().message), 0);
        return false;
    }
    // Damaged: Cancel comes first, so that the default keeps the file as it is.
    const Answer answer = Prompts::ask(
        window_, tr("Library damaged"),
        tr("The library (%1) is damaged: %2\n\ngputco works with its bundled catalog, read-only, and "
           "keeps no revisions. Rebuild the library? Every revision, probe result and catalog row "
           "that can still be read is copied into the new one, and the damaged file is kept aside, "
           "not deleted.")
            .arg(QDir::toNativeSeparators(state.path), state.message),
        {Answer::Cancel, Answer::Rebuild});
    if (answer != Answer::Rebuild) {
        emit message(tr("Library read-only: %1").arg(state.message), 0);
        return false;
    }
    const io::library::RebuildOutcome rebuilt = library_.rebuild();
    if (!rebuilt.error.empty()) {
        emit fileError({state.path, std::nullopt, {QString::fromStdString(rebuilt.error)}});
        return false;
    }
    const io::library::Salvage& saved = rebuilt.salvaged;
    QString text =
        tr("The library was rebuilt. Copied from the damaged file: %1 revisions, %2 probe results, "
           "%3 catalog rows.")
            .arg(saved.revisions)
            .arg(saved.probeResults)
            .arg(saved.catalogRows);
    if (!saved.unreadable.empty())
        text +=
            QLatin1Char(' ') + tr("Could not be read: %1.")
                                   .arg(QString::fromStdString(saved.unreadable.front()) +
                                        (saved.unreadable.size() > 1 ? QStringLiteral(", …") : QString()));
    if (!rebuilt.setAside.isEmpty())
        text += QLatin1Char(' ') +
                tr("The old file is kept as %1.").arg(QDir::toNativeSeparators(rebuilt.setAside));
    emit message(text, 15000);
    Prompts::ask(window_, tr("Library rebuilt"), text, {Answer::Ok});
    emit catalogChanged();  // the catalog buttons read the new library
    return true;
}

}  // namespace gputco::ui
