#include "app/cli/catalog_library.h"

#include <cstdio>

#include "app/cli/cli_command.h"
#include "model/io/display_text.h"

namespace gputco::cli {

using io::library::TeamAddress;
using io::library::TeamLibrary;

int connectTeamLibrary(const QString& command, TeamLibrary& team, TeamAddress* address) {
    const auto refuse = [&](int status, const QString& message) {
        printError(command + QStringLiteral(": ") + message);
        return status;
    };
    const QString url = qEnvironmentVariable("GPUTCO_LIBRARY");
    if (url.isEmpty())
        return refuse(kExitInvalid, QStringLiteral("GPUTCO_LIBRARY is not set: give the team library as "
                                                   "postgresql://user@host:port/database"));
    QString error;
    const std::optional<TeamAddress> parsed = TeamAddress::parse(url, &error);
    if (!parsed) return refuse(kExitInvalid, QStringLiteral("GPUTCO_LIBRARY: %1").arg(error));
    *address = *parsed;
    if (const QString why = team.open(*parsed); !why.isEmpty()) {
        // libpq's words for a server that asks a password nobody gave: where the CLI takes it from.
        if (why.contains(QLatin1String("no password supplied")))
            return refuse(kExitUnreadable,
                          why + QStringLiteral(" (the server asks a password: give it in PGPASSWORD or "
                                               "~/.pgpass, never in the address)"));
        return refuse(kExitUnreadable, why);
    }
    return kExitOk;
}

CatalogLibrary::CatalogLibrary(const QString& command) : command_(command) {
    if (qEnvironmentVariableIsEmpty("GPUTCO_LIBRARY")) {
        local_ = std::make_unique<io::library::Library>();
        openLibrary(*local_);
        localBook_ = std::make_unique<io::library::CatalogStore>(local_->catalog());
        book_ = localBook_.get();
        return;
    }
    // This computer's library only for its GPU models: its state is no concern of the team's.
    local_ = std::make_unique<io::library::Library>();
    local_->open();
    QSet<QString> models;
    for (const io::library::CatalogRow& gpu : local_->catalog().rows(io::library::Kind::Gpus))
        models.insert(gpu.key());
    team_ = std::make_unique<TeamLibrary>();
    teamBook_ = std::make_unique<io::library::TeamCatalog>(*team_, std::move(models));
    book_ = teamBook_.get();
    failed_ = connectTeamLibrary(command, *team_, &address_);
    if (failed_ != kExitOk) return;
    if (const QString version = team_->checkVersion(); !version.isEmpty()) {
        printError(command + QStringLiteral(": ") + version);
        failed_ = kExitInvalid;
        return;
    }
    // Said on stderr, so that a listing or an export on stdout stays data: which catalog this is.
    printError(QStringLiteral("note: the team library %1, as %2")
                   .arg(io::printedText(address_.text()), io::printedText(team_->user())));
}

CatalogLibrary::~CatalogLibrary() = default;

bool CatalogLibrary::readsOwnCatalog() const {
    return team_ ? failed_ == kExitOk : local_->readsUserLibrary();
}

bool CatalogLibrary::writable(QString* why) const {
    if (team_) {
        // The database refuses it too (packaging/team-library.sql's grants): this says it first,
        // in words, before anything is sent.
        if (team_->canWrite()) return true;
        *why = QStringLiteral("%1 may only read the team library %2 (an analyst imports prices)")
                   .arg(io::printedText(team_->user()), io::printedText(address_.text()));
        return false;
    }
    if (local_->state().usable()) return true;
    *why = QStringLiteral("the library cannot be written");
    return false;
}

std::vector<io::library::CatalogRow> CatalogLibrary::gpuModels(std::string* error) const {
    std::vector<io::library::CatalogRow> rows = book_->rows(io::library::Kind::Gpus, error);
    if (team_ && error->empty()) {
        const std::vector<io::library::CatalogRow> local = local_->catalog().rows(io::library::Kind::Gpus);
        rows.insert(rows.end(), local.begin(), local.end());
    }
    return rows;
}

}  // namespace gputco::cli
