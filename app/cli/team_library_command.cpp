// gputco-cli library: the team library on PostgreSQL (issue #37), found by GPUTCO_LIBRARY
// (postgresql://user@host:port/database?sslmode=require); the password from PGPASSWORD or
// ~/.pgpass, as every PostgreSQL tool reads it.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

#include "app/cli/catalog_library.h"
#include "app/cli/cli_command.h"
#include "model/io/display_text.h"
#include "model/io/library/library.h"
#include "model/io/library/team_library.h"

namespace gputco::cli {

namespace {

using io::library::TeamAddress;
using io::library::TeamLibrary;

const char* const kLibraryUsage =
    "usage: library status | library migrate | library log [--limit N] [--json] | library push-catalog\n"
    "  the team library named by GPUTCO_LIBRARY=postgresql://user@host:port/database[?sslmode=require]";

int refuse(int status, const QString& message) {
    std::fprintf(stderr, "library: %s\n", qPrintable(message));
    return status;
}

int status(TeamLibrary& team, const TeamAddress& address) {
    std::printf("team library %s, as %s\n", qPrintable(io::printedText(address.text())),
                qPrintable(io::printedText(team.user())));
    if (const QString version = team.checkVersion(); !version.isEmpty()) return refuse(kExitInvalid, version);
    std::printf("may read%s%s\n", team.canWrite() ? ", import prices and save revisions" : " only",
                team.canApprove() ? ", approve revisions" : "");
    return kExitOk;
}

int migrate(TeamLibrary& team, const TeamAddress& address) {
    const io::library::TeamMigration m = team.migrate();
    if (!m.ok()) return refuse(kExitConflict, m.error);
    if (m.from == m.to)
        std::printf("team library %s is at version %d: nothing to do\n",
                    qPrintable(io::printedText(address.text())), m.to);
    else
        std::printf("team library %s migrated from version %d to %d\n",
                    qPrintable(io::printedText(address.text())), m.from, m.to);
    return kExitOk;
}

int log(TeamLibrary& team, const QStringList& args) {
    int limit = 50;
    bool json = false;
    for (int i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--json")) {
            json = true;
        } else if (args[i] == QLatin1String("--limit") && i + 1 < args.size()) {
            bool ok = false;
            limit = args[++i].toInt(&ok);
            if (!ok || limit < 1)
                return refuse(kExitInvalid, QStringLiteral("--limit takes a count of 1 or more"));
        } else {
            return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
        }
    }
    QString error;
    const std::vector<io::library::TeamAuditEntry> entries = team.auditLog(limit, &error);
    if (!error.isEmpty()) return refuse(kExitUnreadable, error);
    if (json) {
        QJsonArray list;
        for (const io::library::TeamAuditEntry& e : entries)
            list.append(
                QJsonObject{{QStringLiteral("at"), e.at.toString(Qt::ISODateWithMs)},
                            {QStringLiteral("who"), e.who},
                            {QStringLiteral("host"), e.host},
                            {QStringLiteral("action"), e.action},
                            {QStringLiteral("table"), e.table},
                            {QStringLiteral("row"), e.rowId},
                            {QStringLiteral("detail"), QJsonDocument::fromJson(e.detail.toUtf8()).object()}});
        std::printf("%s", QJsonDocument(list).toJson(QJsonDocument::Indented).constData());
        return kExitOk;
    }
    // Newest first: when, who from where, what. A user's words (a name, a comment, a note) are
    // printed with their controls by code point: they are the library's, not this terminal's.
    for (const io::library::TeamAuditEntry& e : entries)
        std::printf("%s  %s@%s  %s %s #%lld  %s\n", qPrintable(e.at.toString(Qt::ISODate)),
                    qPrintable(io::printedText(e.who)), qPrintable(io::printedText(e.host)),
                    qPrintable(e.action), qPrintable(e.table), static_cast<long long>(e.rowId),
                    qPrintable(io::printedText(e.detail)));
    return kExitOk;
}

// The local library's catalog, every kind, as one import: what the team library lacks is
// added; a row that contradicts one of its own refuses the whole import.
int pushCatalog(TeamLibrary& team) {
    io::library::Library local;
    openLibrary(local);
    std::vector<io::library::CatalogRow> rows;
    for (io::library::Kind kind : io::library::allKinds()) {
        std::string error;
        const std::vector<io::library::CatalogRow> some = local.catalog().rows(kind, &error);
        if (!error.empty()) return refuse(kExitUnreadable, QString::fromStdString(error));
        rows.insert(rows.end(), some.begin(), some.end());
    }
    int added = 0;
    const io::library::TeamWrite w =
        team.importCatalog(rows, QStringLiteral("gputco-cli library push-catalog"), &added);
    if (!w.ok()) return refuse(kExitConflict, w.error);
    std::printf("%d of %zu catalog rows added to the team library; the others it had already\n", added,
                rows.size());
    return kExitOk;
}

}  // namespace

int libraryCommand(const QStringList& args) {
    if (args.isEmpty()) return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
    TeamLibrary team;
    TeamAddress address;
    if (const int connected = connectTeamLibrary(QStringLiteral("library"), team, &address);
        connected != kExitOk)
        return connected;
    const QString action = args.front();
    if (action == QLatin1String("status") && args.size() == 1) return status(team, address);
    if (action == QLatin1String("migrate") && args.size() == 1) return migrate(team, address);
    if (action == QLatin1String("push-catalog") && args.size() == 1) {
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return pushCatalog(team);
    }
    if (action == QLatin1String("log")) {
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return log(team, args.mid(1));
    }
    return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
}

}  // namespace gputco::cli
