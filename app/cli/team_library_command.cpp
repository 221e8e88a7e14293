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
#include "model/io/safe_write.h"

namespace gputco::cli {

namespace {

using io::library::TeamAddress;
using io::library::TeamLibrary;

const char* const kLibraryUsage =
    "usage: library status | library migrate | library log [--limit N] [--json] | library push-catalog |\n"
    "       library revisions NAME [--json] | library get NAME NUMBER|approved -o FILE|- |\n"
    "       library probes [--json]\n"
    "  the team library named by GPUTCO_LIBRARY=postgresql://user@host:port/database[?sslmode=require]";

// Through the one neutraliser (printError): a refusal may quote the server, and the server a
// name a user typed.
int refuse(int status, const QString& message) {
    printError(QStringLiteral("library: ") + message);
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
    // The tables and the audit trigger belong to whoever migrates: the database's owner, not a
    // user of it (docs/library.md, set-up step 3).
    if (!m.ok() && m.error.contains(QLatin1String("permission denied")))
        return refuse(kExitConflict, m.error + QStringLiteral(": run migrate as the database's owner, as "
                                                              "docs/library.md's set-up (step 3) says"));
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

// `--json` alone, or nothing: whether the command prints JSON; nullopt for anything else.
std::optional<bool> jsonFlag(const QStringList& args) {
    if (args.isEmpty()) return false;
    if (args.size() == 1 && args.front() == QLatin1String("--json")) return true;
    return std::nullopt;
}

// A scenario's revisions, newest first: who saved each, its status and who set it.
int revisions(TeamLibrary& team, const QString& name, bool json) {
    QString error;
    const int version = team.scenarioVersion(name, &error);
    if (!error.isEmpty()) return refuse(kExitUnreadable, error);
    if (version == 0)
        return refuse(kExitUnreadable,
                      QStringLiteral("the team library has no scenario named %1").arg(io::printedText(name)));
    const std::vector<io::library::TeamRevision> list = team.revisions(name, &error);
    if (!error.isEmpty()) return refuse(kExitUnreadable, error);
    if (json) {
        QJsonArray array;
        for (const io::library::TeamRevision& r : list)
            array.append(QJsonObject{{QStringLiteral("number"), r.number},
                                     {QStringLiteral("saved_at"), r.savedAt.toString(Qt::ISODateWithMs)},
                                     {QStringLiteral("author"), r.author},
                                     {QStringLiteral("status"), r.status},
                                     {QStringLiteral("status_by"), r.statusBy},
                                     {QStringLiteral("status_at"), r.statusAt.toString(Qt::ISODateWithMs)},
                                     {QStringLiteral("comment"), r.comment},
                                     {QStringLiteral("sha256"), r.sha256}});
        return printOut(QJsonDocument(array).toJson(QJsonDocument::Indented)) ? kExitOk : kExitConflict;
    }
    QByteArray out = QStringLiteral("%1 at version %2\n").arg(io::printedText(name)).arg(version).toUtf8();
    for (const io::library::TeamRevision& r : list)
        out += QStringLiteral("revision %1  %2  %3  %4 (by %5, %6)%7\n")
                   .arg(r.number)
                   .arg(r.savedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")),
                        io::printedText(r.author), r.status, io::printedText(r.statusBy),
                        r.statusAt.toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")),
                        r.comment.isEmpty() ? QString() : QStringLiteral("  ") + io::printedText(r.comment))
                   .toUtf8();
    return printOut(out) ? kExitOk : kExitConflict;
}

// `library get NAME NUMBER|approved -o FILE|-`: a revision's scenario file, by its number or the
// newest approved one (the scenario the board approved), written safely or to standard output.
int getRevision(TeamLibrary& team, const QStringList& args) {
    if (args.size() != 4 || args[2] != QLatin1String("-o"))
        return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
    const QString& name = args[0];
    const QString& out = args[3];
    QString error;
    int number = 0;
    if (args[1] == QLatin1String("approved")) {
        for (const io::library::TeamRevision& r : team.revisions(name, &error))
            if (r.status == QLatin1String("approved")) {
                number = r.number;  // newest first: the newest approved
                break;
            }
        if (!error.isEmpty()) return refuse(kExitUnreadable, error);
        if (number == 0)
            return refuse(kExitUnreadable,
                          QStringLiteral("no revision of %1 is approved").arg(io::printedText(name)));
    } else {
        bool ok = false;
        number = args[1].toInt(&ok);
        if (!ok || number < 1)
            return refuse(kExitInvalid,
                          QStringLiteral("get: a revision's number (1 or more) or \"approved\", got %1")
                              .arg(io::printedText(args[1])));
    }
    const QByteArray content = team.content(name, number, &error);
    if (!error.isEmpty()) return refuse(kExitUnreadable, error);
    if (out == QLatin1String("-")) return printOut(content) ? kExitOk : kExitConflict;
    if (const io::SaveResult saved = io::writeFileSafely(out, content); !saved.ok())
        return refuse(kExitConflict, QString::fromStdString(saved.error));
    return printOut(QStringLiteral("revision %1 of %2 written to %3\n")
                        .arg(number)
                        .arg(io::printedText(name), io::printedText(out))
                        .toUtf8())
               ? kExitOk
               : kExitConflict;
}

// The probe results shared with the team, newest first.
int probes(TeamLibrary& team, bool json) {
    QString error;
    const std::vector<io::library::ProbeRecord> list = team.probeResults(&error);
    if (!error.isEmpty()) return refuse(kExitUnreadable, error);
    if (json) {
        QJsonArray array;
        for (const io::library::ProbeRecord& p : list)
            array.append(
                QJsonObject{{QStringLiteral("measured_at"), p.measuredAt.toString(Qt::ISODateWithMs)},
                            {QStringLiteral("device"), p.device},
                            {QStringLiteral("added_by"), p.addedBy},
                            {QStringLiteral("document"), QJsonDocument::fromJson(p.document).object()}});
        return printOut(QJsonDocument(array).toJson(QJsonDocument::Indented)) ? kExitOk : kExitConflict;
    }
    QByteArray out;
    for (const io::library::ProbeRecord& p : list)
        out += QStringLiteral("%1  %2  shared by %3\n")
                   .arg(p.measuredAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")),
                        io::printedText(p.device), io::printedText(p.addedBy))
                   .toUtf8();
    return printOut(out) ? kExitOk : kExitConflict;
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
    const auto all = static_cast<int>(rows.size());
    std::printf("%d of %d catalog rows added to the team library%s\n", added, all,
                added == all ? "" : "; the others it had already");
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
    if (action == QLatin1String("revisions") && args.size() >= 2) {
        const std::optional<bool> json = jsonFlag(args.mid(2));
        if (!json) return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return revisions(team, args[1], *json);
    }
    if (action == QLatin1String("get")) {
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return getRevision(team, args.mid(1));
    }
    if (action == QLatin1String("probes")) {
        const std::optional<bool> json = jsonFlag(args.mid(1));
        if (!json) return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return probes(team, *json);
    }
    if (action == QLatin1String("log")) {
        if (const QString version = team.checkVersion(); !version.isEmpty())
            return refuse(kExitInvalid, version);
        return log(team, args.mid(1));
    }
    return refuse(kExitInvalid, QString::fromLatin1(kLibraryUsage));
}

}  // namespace gputco::cli
