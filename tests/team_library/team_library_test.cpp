// The team library on a throwaway PostgreSQL server (issue #37): migrations, roles the database
// enforces, two writers at once, whole imports, notifications and the audit trail.
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimeZone>
#include <catch2/catch.hpp>

#include "model/io/library/team_library.h"
#include "model/io/library/team_outbox.h"
#include "model/io/library/team_schema.h"
#include "tests/team_library/team_server.h"

using namespace gputco::io::library;
using gputco::test::TeamDatabase;
using gputco::test::testOffer;

namespace {

std::unique_ptr<TeamLibrary> openAs(const TeamDatabase& db, const QString& user) {
    auto library = std::make_unique<TeamLibrary>();
    const QString error = library->open(db.address(user));
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    return library;
}

// Straight SQL as `user`: the error the database gives, empty when it ran.
QString sqlAs(const TeamDatabase& db, const QString& user, const QString& sql) {
    QSqlDatabase c = db.connect(user, db.name() + QStringLiteral("-sql-") + user);
    QSqlQuery q(c);
    return q.exec(sql) ? QString() : sqlErrorText(q.lastError());
}

// Whether `w` landed; its error in the test's output when not.
bool landed(const TeamWrite& w) {
    UNSCOPED_INFO("the write said: " << w.error.toStdString());
    return w.ok();
}

}  // namespace

TEST_CASE("team library: an address is read as libpq reads it, and one with a password is refused") {
    QString error;
    auto a = TeamAddress::parse(
        QStringLiteral("postgresql://alice@db.example.com:6432/finance?sslmode=require"), &error);
    REQUIRE(a);
    CHECK(a->user == QStringLiteral("alice"));
    CHECK(a->host == QStringLiteral("db.example.com"));
    CHECK(a->port == 6432);
    CHECK(a->database == QStringLiteral("finance"));
    CHECK(a->sslMode == QStringLiteral("require"));
    // A Unix socket's folder, as libpq takes it: percent-encoded, or as ?host=.
    a = TeamAddress::parse(QStringLiteral("postgresql://bob@%2Frun%2Fpostgresql/gputco"), &error);
    REQUIRE(a);
    CHECK(a->host == QStringLiteral("/run/postgresql"));
    CHECK(a->port == 5432);  // PostgreSQL's own
    a = TeamAddress::parse(QStringLiteral("postgresql://bob@/gputco?host=/tmp/pg"), &error);
    REQUIRE(a);
    CHECK(a->host == QStringLiteral("/tmp/pg"));
    // A socket's port as libpq's ?port= gives it (a second server on one machine), and written
    // back the way the address's text writes ports.
    a = TeamAddress::parse(QStringLiteral("postgresql://bob@/gputco?host=/tmp/pg&port=55432"), &error);
    REQUIRE(a);
    CHECK(a->port == 55432);
    CHECK(a->text() == QStringLiteral("postgresql://bob@:55432/gputco?host=/tmp/pg"));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("postgresql://bob@/gputco?host=/tmp/pg&port=0"), &error));
    CHECK(error.contains(QStringLiteral("not a port")));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("postgresql://bob@host/gputco?connect_timeout=3"), &error));
    CHECK(error.contains(QStringLiteral("known: sslmode, host, port")));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("postgresql://bob:secret@host/gputco"), &error));
    CHECK(error.contains(QStringLiteral("PGPASSWORD")));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("postgresql://bob@host/gputco?sslmode=always"), &error));
    CHECK(error.contains(QStringLiteral("verify-full")));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("postgresql://host/gputco"), &error));
    CHECK(error.contains(QStringLiteral("no user")));
    CHECK_FALSE(TeamAddress::parse(QStringLiteral("mysql://bob@host/gputco"), &error));
}

TEST_CASE("team library: migrate makes the tables once, and refuses a newer library naming both versions") {
    TeamDatabase team(false);
    QSqlDatabase admin = team.admin();
    CHECK(teamServerVersion(admin) == 0);
    TeamMigration m = migrateTeamLibrary(admin);
    REQUIRE(m.ok());
    CHECK(m.from == 0);
    CHECK(m.to == teamSchemaVersion());
    // Again: nothing to do.
    m = migrateTeamLibrary(admin);
    CHECK(m.ok());
    CHECK(m.from == m.to);
    // A library a newer gputco migrated is left as it is.
    REQUIRE(QSqlQuery(admin).exec(QStringLiteral("UPDATE gputco_schema SET version = 99")));
    m = migrateTeamLibrary(admin);
    CHECK_FALSE(m.ok());
    CHECK(m.error.contains(QStringLiteral("version 99")));
    CHECK(m.error.contains(QStringLiteral("version %1").arg(teamSchemaVersion())));
    auto reader = openAs(team, QStringLiteral("reader1"));
    CHECK(reader->checkVersion().contains(QStringLiteral("newer gputco")));
}

TEST_CASE("team library: step 4 moves a version 3 catalog into typed tables, in import order, nothing lost") {
    TeamDatabase team(false);
    QSqlDatabase admin = team.admin();
    REQUIRE(migrateTeamLibrary(admin, 3).to == 3);
    QSqlQuery q(admin);
    // Version 3 kept each row's cells as JSON text: two offers imported "b" first, then "a",
    // the first with no region, term or upfront fraction (empty cells), and one exchange rate.
    REQUIRE(q.exec(
        QStringLiteral("INSERT INTO imports (imported_by, row_count, note) VALUES ('alice', 3, 'June')")));
    const auto cells = [](const gputco::io::library::CatalogRow& row) {
        return QString::fromUtf8(
            QJsonDocument(QJsonArray::fromStringList(row.values)).toJson(QJsonDocument::Compact));
    };
    CatalogRow b = testOffer(QStringLiteral("b"), QStringLiteral("2026-06-01"), QStringLiteral("19.80"));
    b.values[columnIndex(Kind::Offers, "region")] = QString();
    b.values[columnIndex(Kind::Offers, "term_months")] = QString();
    b.values[columnIndex(Kind::Offers, "upfront_fraction")] = QString();
    const CatalogRow a =
        testOffer(QStringLiteral("a"), QStringLiteral("2026-06-01"), QStringLiteral("21.96"));
    const CatalogRow fx = gputco::test::catalogRow(
        Kind::Fx,
        {{QStringLiteral("key"), QStringLiteral("USD/CNY")}, {QStringLiteral("rate"), QStringLiteral("7.1")}},
        QStringLiteral("PBOC"));
    using Stored = std::pair<const char*, const CatalogRow*>;
    for (const auto& [kind, row] : {Stored{"offers", &b}, Stored{"offers", &a}, Stored{"fx", &fx}}) {
        q.prepare(
            QStringLiteral("INSERT INTO catalog_rows (import_id, kind, key, as_of, cells) "
                           "VALUES (1, ?, ?, ?, CAST(? AS jsonb))"));
        q.addBindValue(QString::fromLatin1(kind));
        q.addBindValue(row->key());
        q.addBindValue(row->asOf());
        q.addBindValue(cells(*row));
        INFO(q.lastError().text().toStdString());
        REQUIRE(q.exec());
    }
    const TeamMigration m = migrateTeamLibrary(admin);
    INFO(m.error.toStdString());
    REQUIRE(m.ok());
    CHECK(m.from == 3);
    CHECK(m.to == 4);
    // The JSON table is gone; the rows are in the kinds' own tables, each naming its import.
    REQUIRE(q.exec(QStringLiteral("SELECT to_regclass('public.catalog_rows') IS NULL")));
    REQUIRE(q.next());
    CHECK(q.value(0).toBool());
    REQUIRE(
        q.exec(QStringLiteral("SELECT key, region IS NULL, term_months IS NULL, upfront_fraction IS NULL, "
                              "price_per_hour, import_id FROM offers ORDER BY id")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QStringLiteral("b"));
    CHECK(q.value(1).toBool());
    CHECK(q.value(2).toBool());
    CHECK(q.value(3).toBool());
    CHECK(q.value(4).toDouble() == 19.8);
    CHECK(q.value(5).toLongLong() == 1);
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QStringLiteral("a"));
    CHECK_FALSE(q.next());
    // Read as the app reads them: in import order, the numbers in their shortest form.
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    const std::vector<CatalogRow> offers = analyst->catalogRows(Kind::Offers);
    REQUIRE(offers.size() == 2);
    CHECK(offers[0].key() == QStringLiteral("b"));
    CHECK(offers[0].value("price_per_hour") == QStringLiteral("19.8"));
    CHECK(offers[0].value("region").isEmpty());
    CHECK(offers[1].value("price_per_hour") == QStringLiteral("21.96"));
    REQUIRE(analyst->catalogRows(Kind::Fx).size() == 1);
    CHECK(analyst->catalogRows(Kind::Fx)[0].value("rate") == QStringLiteral("7.1"));
    // The analyst's next import lands beside them, naming an import of its own.
    int added = 0;
    REQUIRE(landed(analyst->importCatalog(
        {testOffer(QStringLiteral("c"), QStringLiteral("2026-07-01"), QStringLiteral("5"))},
        QStringLiteral("July"), &added)));
    CHECK(added == 1);
    REQUIRE(q.exec(
        QStringLiteral("SELECT i.note, i.imported_by FROM offers o JOIN imports i ON i.id = o.import_id "
                       "WHERE o.key = 'c'")));
    REQUIRE(q.next());
    CHECK(q.value(0).toString() == QStringLiteral("July"));
    CHECK(q.value(1).toString() == QStringLiteral("analyst1"));
    // A row cannot be written but with an import: straight SQL without one is refused.
    CHECK_FALSE(sqlAs(team, QStringLiteral("analyst2"),
                      QStringLiteral("INSERT INTO fx (key, base, quote, rate, source, as_of) "
                                     "VALUES ('EUR/USD', 'EUR', 'USD', 1.1, 's', '2026-01-01')"))
                    .isEmpty());
    // A reader may not write a row either.
    CHECK(sqlAs(team, QStringLiteral("reader1"), QStringLiteral("INSERT INTO imports (row_count) VALUES (1)"))
              .contains(QStringLiteral("permission denied")));
}

TEST_CASE(
    "team library: the database refuses a reader's write and an analyst's approval, with the app's checks "
    "off") {
    TeamDatabase team;
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    REQUIRE(analyst->checkVersion().isEmpty());
    CHECK(analyst->canWrite());
    CHECK_FALSE(analyst->canApprove());
    TeamWrite w =
        analyst->addRevision(QStringLiteral("Buy vs rent"), "{\"version\":3}", 0, QStringLiteral("first"));
    INFO(w.error.toStdString());
    REQUIRE(landed(w));
    CHECK(w.version == 1);
    // A reader may read, and nothing else: straight SQL, as any other program would send it.
    CHECK(sqlAs(team, QStringLiteral("reader1"), QStringLiteral("SELECT count(*) FROM revisions")).isEmpty());
    CHECK(sqlAs(team, QStringLiteral("reader1"), QStringLiteral("INSERT INTO imports (row_count) VALUES (1)"))
              .contains(QStringLiteral("permission denied")));
    CHECK(sqlAs(team, QStringLiteral("reader1"), QStringLiteral("UPDATE revisions SET comment = 'x'"))
              .contains(QStringLiteral("permission denied")));
    auto reader = openAs(team, QStringLiteral("reader1"));
    CHECK_FALSE(reader->canWrite());
    const TeamWrite refused = reader->addRevision(QStringLiteral("Buy vs rent"), "{}", 1);
    CHECK(refused.error.contains(QStringLiteral("permission denied")));
    CHECK(reader->scenarioVersion(QStringLiteral("Buy vs rent")) == 1);  // unchanged
    // An analyst may put it in review, not approve it: refused by the database's trigger.
    CHECK(sqlAs(team, QStringLiteral("analyst1"), QStringLiteral("UPDATE revisions SET status = 'approved'"))
              .contains(QStringLiteral("only an approver may approve")));
    w = analyst->setStatus(QStringLiteral("Buy vs rent"), 1, QStringLiteral("approved"), 1);
    CHECK(w.error.contains(QStringLiteral("only an approver may approve")));
    w = analyst->setStatus(QStringLiteral("Buy vs rent"), 1, QStringLiteral("in review"), 1);
    REQUIRE(landed(w));
    CHECK(w.version == 2);
    // Nobody changes what was written: no gputco role may delete or rewrite a revision's content.
    CHECK(sqlAs(team, QStringLiteral("analyst1"), QStringLiteral("UPDATE revisions SET content = 'x'"))
              .contains(QStringLiteral("permission denied")));
    CHECK(sqlAs(team, QStringLiteral("approver1"), QStringLiteral("DELETE FROM revisions"))
              .contains(QStringLiteral("permission denied")));
    CHECK(sqlAs(team, QStringLiteral("approver1"),
                QStringLiteral("INSERT INTO audit (who, host, action, table_name, "
                               "detail) VALUES ('x', 'x', 'x', 'x', 'x')"))
              .contains(QStringLiteral("permission denied")));
    // The approver approves; the analyst sees it.
    auto approver = openAs(team, QStringLiteral("approver1"));
    CHECK(approver->canApprove());
    w = approver->setStatus(QStringLiteral("Buy vs rent"), 1, QStringLiteral("approved"), 2,
                            QStringLiteral("board, 5 Dec"));
    INFO(w.error.toStdString());
    REQUIRE(landed(w));
    const std::vector<TeamRevision> seen = analyst->revisions(QStringLiteral("Buy vs rent"));
    REQUIRE(seen.size() == 1);
    CHECK(seen[0].status == QStringLiteral("approved"));
    CHECK(seen[0].comment == QStringLiteral("board, 5 Dec"));
    CHECK(seen[0].author == QStringLiteral("analyst1"));
    // Who approved it and when, written by the database's trigger: it cannot be written by hand.
    CHECK(seen[0].statusBy == QStringLiteral("approver1"));
    CHECK(seen[0].statusAt.isValid());
    CHECK(seen[0].statusAt >= seen[0].savedAt);
    CHECK(
        sqlAs(team, QStringLiteral("approver1"), QStringLiteral("UPDATE revisions SET status_by = 'someone'"))
            .contains(QStringLiteral("permission denied")));
    // Taking the approval back is the approver's too.
    CHECK(sqlAs(team, QStringLiteral("analyst1"), QStringLiteral("UPDATE revisions SET status = 'draft'"))
              .contains(QStringLiteral("only an approver")));
}

TEST_CASE(
    "team library: of two writers of one scenario based on one version, one wins and the other is told") {
    TeamDatabase team;
    auto first = openAs(team, QStringLiteral("analyst1"));
    auto second = openAs(team, QStringLiteral("analyst2"));
    REQUIRE(landed(first->addRevision(QStringLiteral("Hybrid"), "v1", 0)));
    // Both opened version 1.
    const TeamWrite won = first->addRevision(QStringLiteral("Hybrid"), "v2 by analyst1", 1);
    REQUIRE(landed(won));
    CHECK(won.version == 2);
    const TeamWrite lost = second->addRevision(QStringLiteral("Hybrid"), "v2 by analyst2", 1);
    CHECK_FALSE(lost.ok());
    CHECK(lost.conflict);
    CHECK(lost.version == 2);
    CHECK(lost.error.contains(QStringLiteral("analyst1")));
    CHECK(lost.error.contains(QStringLiteral("version 2")));
    // Nothing of the refused write is there: two revisions, the winner's on top.
    const std::vector<TeamRevision> list = second->revisions(QStringLiteral("Hybrid"));
    REQUIRE(list.size() == 2);
    CHECK(second->content(QStringLiteral("Hybrid"), 2) == "v2 by analyst1");
    // A new scenario of a name the library has is refused the same way.
    const TeamWrite taken = second->addRevision(QStringLiteral("Hybrid"), "mine", 0);
    CHECK(taken.conflict);
    // Based on the newer version, the second writer's save lands.
    const TeamWrite again = second->addRevision(QStringLiteral("Hybrid"), "v3 by analyst2", lost.version);
    REQUIRE(landed(again));
    CHECK(again.version == 3);
}

TEST_CASE("team library: an import lands whole or not at all, and a price is never overwritten") {
    TeamDatabase team;
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    const std::vector<CatalogRow> first = {
        testOffer(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"), QStringLiteral("2026-06-01"),
                  QStringLiteral("21.96")),
        testOffer(QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"), QStringLiteral("2026-06-01"),
                  QStringLiteral("29.39"))};
    int added = 0;
    REQUIRE(landed(analyst->importCatalog(first, QStringLiteral("June list prices"), &added)));
    CHECK(added == 2);
    // The same rows again: nothing new, nothing refused.
    REQUIRE(landed(analyst->importCatalog(first, {}, &added)));
    CHECK(added == 0);
    // A new date of one key: a row of its own, the old one kept.
    REQUIRE(landed(analyst->importCatalog({testOffer(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"),
                                                     QStringLiteral("2026-11-01"), QStringLiteral("19.80"))},
                                          {}, &added)));
    CHECK(added == 1);
    // A row that contradicts one of the library's (same key and date, another price) refuses
    // the whole import: the new row beside it is not kept either.
    const TeamWrite refused =
        analyst->importCatalog({testOffer(QStringLiteral("azure/eastus/nd96asr_v4/on_demand"),
                                          QStringLiteral("2026-11-01"), QStringLiteral("27.20")),
                                testOffer(QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"),
                                          QStringLiteral("2026-06-01"), QStringLiteral("31.00"))},
                               {}, &added);
    CHECK_FALSE(refused.ok());
    CHECK(refused.error.contains(QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand")));
    CHECK(added == 0);
    const std::vector<CatalogRow> rows = analyst->catalogRows(Kind::Offers);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].value("price_per_hour") == QStringLiteral("21.96"));
    CHECK(rows[2].asOf() == QStringLiteral("2026-11-01"));
    // A reader reads them and cannot import.
    auto reader = openAs(team, QStringLiteral("reader1"));
    CHECK(reader->catalogRows(Kind::Offers).size() == 3);
    CHECK(reader
              ->importCatalog({testOffer(QStringLiteral("x/y/z/on_demand"), QStringLiteral("2026-12-01"),
                                         QStringLiteral("1"))})
              .error.contains(QStringLiteral("permission denied")));
}

TEST_CASE("team library: a second connection hears of a first one's import within a second") {
    TeamDatabase team;
    auto writer = openAs(team, QStringLiteral("analyst1"));
    auto listener = openAs(team, QStringLiteral("analyst2"));
    REQUIRE(listener->listen());
    QStringList heard;
    QObject::connect(listener.get(), &TeamLibrary::changed, [&](const QString& table) { heard << table; });
    QElapsedTimer clock;
    clock.start();
    REQUIRE(
        landed(writer->importCatalog({testOffer(QStringLiteral("aws/us-east-1/p5.48xlarge/on_demand"),
                                                QStringLiteral("2026-11-01"), QStringLiteral("55.04"))})));
    while (heard.isEmpty() && clock.elapsed() < 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    CHECK(heard.contains(QStringLiteral("imports")));
    CHECK(clock.elapsed() < 1000);
    REQUIRE(landed(writer->addRevision(QStringLiteral("Spot burst"), "{}", 0)));
    clock.restart();
    while (!heard.contains(QStringLiteral("revisions")) && clock.elapsed() < 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    CHECK(heard.contains(QStringLiteral("revisions")));
}

TEST_CASE("team library: every write is in the audit trail, with who, when, from where and what") {
    TeamDatabase team;
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    REQUIRE(
        landed(analyst->addRevision(QStringLiteral("Owned racks"), "{}", 0, QStringLiteral("draft for Q1"))));
    REQUIRE(
        landed(analyst->importCatalog({testOffer(QStringLiteral("aws/us-east-1/p4d.24xlarge/spot"),
                                                 QStringLiteral("2026-11-01"), QStringLiteral("8.10"))})));
    auto approver = openAs(team, QStringLiteral("approver1"));
    REQUIRE(landed(approver->setStatus(QStringLiteral("Owned racks"), 1, QStringLiteral("approved"), 1)));
    // A reader reads the trail; newest first.
    auto reader = openAs(team, QStringLiteral("reader1"));
    QString error;
    const std::vector<TeamAuditEntry> log = reader->auditLog(50, &error);
    INFO(error.toStdString());
    // scenario + revision inserted; the import; scenario and revision updated by the approval.
    REQUIRE(log.size() == 5);
    CHECK(log[0].who == QStringLiteral("approver1"));
    CHECK(log[0].action == QStringLiteral("update"));
    CHECK(log[0].table == QStringLiteral("revisions"));
    CHECK(log[0].detail.contains(QStringLiteral("\"status\": \"approved\"")));
    CHECK(log[2].table == QStringLiteral("imports"));
    CHECK(log[2].who == QStringLiteral("analyst1"));
    CHECK(log[4].table == QStringLiteral("scenarios"));
    CHECK(log[4].action == QStringLiteral("insert"));
    for (const TeamAuditEntry& e : log) {
        CHECK(e.host == QStringLiteral("local"));  // the test server's Unix socket
        CHECK(e.at.isValid());
        CHECK_FALSE(e.detail.contains(QStringLiteral("content")));  // a scenario's text is not copied
    }
    CHECK(log[0].at >= log[4].at);
}

namespace {

struct CliRun {
    int status = -1;
    QString out;
    QString err;
};

// gputco-cli with GPUTCO_LIBRARY naming the test database as `user`.
CliRun cli(const TeamDatabase& team, const QString& user, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GPUTCO_LIBRARY"), team.address(user).text());
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(GPUTCO_CLI), QStringList{QStringLiteral("library")} + args);
    REQUIRE(p.waitForFinished(60000));
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

}  // namespace

TEST_CASE("team library: gputco-cli library migrates, says who may do what, and prints the audit trail") {
    TeamDatabase team(false);
    // Not migrated yet: a user is told to ask for the migration.
    CliRun r = cli(team, QStringLiteral("analyst1"), {QStringLiteral("status")});
    CHECK(r.status == 2);
    CHECK(r.err.contains(QStringLiteral("run gputco-cli library migrate")));
    // A user of the database may not make its tables: told who may.
    r = cli(team, QStringLiteral("analyst1"), {QStringLiteral("migrate")});
    CHECK(r.status == 3);
    CHECK(r.err.contains(QStringLiteral("permission denied")));
    CHECK(r.err.contains(QStringLiteral("run migrate as the database's owner")));
    r = cli(team, QStringLiteral("gputco_admin"), {QStringLiteral("migrate")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    CHECK(r.out.contains(QStringLiteral("migrated from version 0 to %1").arg(teamSchemaVersion())));
    r = cli(team, QStringLiteral("gputco_admin"), {QStringLiteral("migrate")});
    CHECK(r.out.contains(QStringLiteral("nothing to do")));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("status")});
    CHECK(r.status == 0);
    CHECK(r.out.contains(QStringLiteral("as reader1")));
    CHECK(r.out.contains(QStringLiteral("may read only")));
    r = cli(team, QStringLiteral("approver1"), {QStringLiteral("status")});
    CHECK(r.out.contains(QStringLiteral("approve revisions")));
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    REQUIRE(landed(
        analyst->addRevision(QStringLiteral("Buy vs rent"), "{}", 0, QStringLiteral("for the board"))));
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("log"), QStringLiteral("--limit"), QStringLiteral("1")});
    REQUIRE(r.status == 0);
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].contains(QStringLiteral("analyst1@local  insert revisions")));
    CHECK(lines[0].contains(QStringLiteral("for the board")));
    // A comment's control characters never reach the terminal raw: the row's detail is JSON
    // (ESC written \u001b), and what is not is printed with its controls by code point.
    REQUIRE(
        landed(analyst->addRevision(QStringLiteral("Buy vs rent"), "{}", 1, QStringLiteral("red\x1b[31m"))));
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("log"), QStringLiteral("--limit"), QStringLiteral("1")});
    CHECK(r.out.contains(QStringLiteral("red\\u001b[31m")));
    CHECK_FALSE(r.out.contains(QChar(0x1b)));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("log"), QStringLiteral("--json")});
    // The scenario made, its first revision, the scenario moved on, its second revision.
    CHECK(QJsonDocument::fromJson(r.out.toUtf8()).array().size() == 4);
    // A newer library is refused, naming both versions.
    REQUIRE(QSqlQuery(team.admin()).exec(QStringLiteral("UPDATE gputco_schema SET version = 7")));
    r = cli(team, QStringLiteral("gputco_admin"), {QStringLiteral("migrate")});
    CHECK(r.status == 3);
    CHECK(r.err.contains(QStringLiteral("version 7")));
    CHECK(r.err.contains(QStringLiteral("version %1").arg(teamSchemaVersion())));
}

TEST_CASE(
    "team library: sslmode=require reaches a server with a self-signed certificate, and a plain connection "
    "is "
    "refused, saying why") {
    TeamDatabase team;
    TeamAddress tcp = team.address(QStringLiteral("analyst1"));
    tcp.host = QStringLiteral("127.0.0.1");  // the test server's TCP port takes TLS only
    tcp.sslMode = QStringLiteral("require");
    TeamLibrary encrypted;
    const QString error = encrypted.open(tcp);
    INFO(error.toStdString());
    REQUIRE(error.isEmpty());
    CHECK(encrypted.checkVersion().isEmpty());
    QSqlQuery q(team.connect(QStringLiteral("gputco_admin"), team.name() + QStringLiteral("-ssl")));
    // The analyst's session is encrypted: the server says so.
    REQUIRE(q.exec(
        QStringLiteral("SELECT bool_and(s.ssl) FROM pg_stat_ssl s JOIN pg_stat_activity a ON a.pid = s.pid "
                       "WHERE a.usename = 'analyst1' AND a.datname = current_database()")));
    REQUIRE(q.next());
    CHECK(q.value(0).toBool());
    // The command line as a user the server asks a password of, none given: told where it goes.
    {
        TeamAddress keyholder = tcp;
        keyholder.user = QStringLiteral("keyholder");
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("GPUTCO_LIBRARY"), keyholder.text());
        env.remove(QStringLiteral("PGPASSWORD"));
        env.insert(QStringLiteral("PGPASSFILE"), QStringLiteral(GPUTCO_BINARY_DIR "/no-such-pgpass"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(GPUTCO_CLI), {QStringLiteral("library"), QStringLiteral("status")});
        REQUIRE(p.waitForFinished(60000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        INFO(err.toStdString());
        CHECK(p.exitCode() == 1);
        CHECK(err.contains(QStringLiteral("give it in PGPASSWORD or ~/.pgpass")));
    }
    tcp.sslMode = QStringLiteral("disable");
    TeamLibrary plain;
    const QString refused = plain.open(tcp);
    CHECK(refused.contains(QStringLiteral("no encryption")));
    CHECK(refused.contains(QStringLiteral("sslmode=require")));
    CHECK_FALSE(plain.isOpen());
}

TEST_CASE(
    "team library: a revision kept while the server was out of reach is added once, however often it is "
    "sent") {
    TeamDatabase team;
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    REQUIRE(landed(analyst->addRevision(QStringLiteral("Offline"), "v1", 0)));
    const QString id = QStringLiteral("7d3f0c55-upload");
    TeamWrite w = analyst->addRevision(QStringLiteral("Offline"), "v2, kept offline", 1, {}, id);
    REQUIRE(landed(w));
    CHECK(w.version == 2);
    CHECK_FALSE(w.uploadedBefore);
    // Sent again (the app stopped before it forgot it): found, nothing added, not a conflict.
    w = analyst->addRevision(QStringLiteral("Offline"), "v2, kept offline", 1, {}, id);
    REQUIRE(landed(w));
    CHECK(w.uploadedBefore);
    CHECK(w.version == 2);
    CHECK(analyst->revisions(QStringLiteral("Offline")).size() == 2);
    CHECK(analyst->scenarioVersion(QStringLiteral("Offline")) == 2);
}

TEST_CASE(
    "team library: a revision kept for later is read back whole, and a folder that cannot be written is "
    "said") {
    QTemporaryDir data;
    TeamOutbox outbox(data.filePath(QStringLiteral("team-outbox")));
    PendingRevision first{
        {}, QStringLiteral("Buy vs rent"), 3, QStringLiteral("before the board"), {}, "{\"a\":1}", {}};
    REQUIRE(outbox.add(first).empty());
    CHECK_FALSE(first.id.isEmpty());
    PendingRevision second{{}, QStringLiteral("Hybrid"), 0, {}, {}, QByteArray("\x00\xff binary", 9), {}};
    second.savedAt = first.savedAt.addMSecs(5);  // kept later
    REQUIRE(outbox.add(second).empty());
    std::string error;
    std::vector<PendingRevision> waiting = outbox.pending(&error);
    CHECK(error.empty());
    REQUIRE(waiting.size() == 2);
    // Oldest first, every field as kept.
    CHECK(waiting[0].id == first.id);
    CHECK(waiting[0].scenario == QStringLiteral("Buy vs rent"));
    CHECK(waiting[0].basedOn == 3);
    CHECK(waiting[0].comment == QStringLiteral("before the board"));
    CHECK(waiting[0].content == "{\"a\":1}");
    CHECK(waiting[1].content == QByteArray("\x00\xff binary", 9));
    REQUIRE(outbox.remove(waiting[0]));
    CHECK(outbox.pending().size() == 1);
    // Where the folder should be there is a file: nothing is kept, and the reason is given.
    QFile blocker(data.filePath(QStringLiteral("blocked")));
    REQUIRE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    TeamOutbox blocked(blocker.fileName());
    PendingRevision lost{{}, QStringLiteral("Hybrid"), 0, {}, {}, "x", {}};
    const std::string why = blocked.add(lost);
    CHECK(why.find("blocked") != std::string::npos);
    CHECK(blocked.pending().empty());
}

TEST_CASE(
    "team library: a probe result is shared by an analyst, read newest first by anyone, refused from a "
    "reader, and in the audit trail") {
    TeamDatabase team;
    auto analyst = openAs(team, QStringLiteral("analyst1"));
    const QDateTime older(QDate(2026, 11, 30), QTime(8, 0), QTimeZone::utc());
    const QDateTime newer(QDate(2026, 12, 1), QTime(9, 30), QTimeZone::utc());
    REQUIRE(landed(analyst->addProbeResult(QStringLiteral("NVIDIA A100-SXM4-40GB"), "{\"a\":1}", older)));
    REQUIRE(landed(analyst->addProbeResult(QStringLiteral("NVIDIA H200"), "{\"h\":2}", newer)));
    auto reader = openAs(team, QStringLiteral("reader1"));
    QString error;
    const std::vector<TeamProbeResult> list = reader->probeResults(&error);
    REQUIRE(error.isEmpty());
    REQUIRE(list.size() == 2);
    CHECK(list[0].device == QStringLiteral("NVIDIA H200"));
    CHECK(list[0].measuredAt == newer);
    CHECK(list[0].document == QByteArray("{\"h\":2}"));
    CHECK(list[0].addedBy == QStringLiteral("analyst1"));
    CHECK(list[1].measuredAt == older);
    // A reader's share is refused by the database, and nothing is added.
    const TeamWrite refused = reader->addProbeResult(QStringLiteral("NVIDIA B200"), "{}");
    CHECK(refused.error.contains(QStringLiteral("permission denied")));
    CHECK(reader->probeResults().size() == 2);
    // Each share is a line of the audit trail.
    const std::vector<TeamAuditEntry> log = reader->auditLog(10);
    REQUIRE(!log.empty());
    CHECK(log.front().table == QStringLiteral("probe_results"));
    CHECK(log.front().who == QStringLiteral("analyst1"));
}

TEST_CASE(
    "team library: gputco-cli library lists a scenario's revisions with their statuses, gets the approved "
    "one, "
    "and lists the shared probe results") {
    TeamDatabase team;
    TeamLibrary analyst;
    TeamLibrary approver;
    REQUIRE(analyst.open(team.address(QStringLiteral("analyst1"))).isEmpty());
    REQUIRE(approver.open(team.address(QStringLiteral("approver1"))).isEmpty());
    const QString name = QStringLiteral("Buy vs rent");
    REQUIRE(analyst.addRevision(name, "{}", 0).ok());   // version 1: revision 1
    REQUIRE(analyst.addRevision(name, "{ }", 1).ok());  // version 2: revision 2
    REQUIRE(approver.setStatus(name, 1, QStringLiteral("approved"), 2, QStringLiteral("for the board")).ok());
    REQUIRE(
        analyst.addProbeResult(QStringLiteral("NVIDIA H200"), R"({"format":"gputco.probe","status":"ok"})")
            .ok());

    // A reader may read them: newest first, each with who saved it and who set its status.
    CliRun r = cli(team, QStringLiteral("reader1"), {QStringLiteral("revisions"), name});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == QStringLiteral("Buy vs rent at version 3"));  // two saves and the approval
    CHECK(lines[1].startsWith(QStringLiteral("revision 2  ")));
    CHECK(lines[1].contains(QStringLiteral("  analyst1  draft (by analyst1, ")));
    CHECK(lines[2].startsWith(QStringLiteral("revision 1  ")));
    CHECK(lines[2].contains(QStringLiteral("  approved (by approver1, ")));
    CHECK(lines[2].endsWith(QStringLiteral("  for the board")));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("revisions"), name, QStringLiteral("--json")});
    REQUIRE(r.status == 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out.toUtf8()).array();
    REQUIRE(list.size() == 2);
    CHECK(list[1][QStringLiteral("number")].toInt() == 1);
    CHECK(list[1][QStringLiteral("status")].toString() == QStringLiteral("approved"));
    CHECK(list[1][QStringLiteral("status_by")].toString() == QStringLiteral("approver1"));
    CHECK(list[1][QStringLiteral("comment")].toString() == QStringLiteral("for the board"));
    // `printf '{}' | sha256sum`
    CHECK(list[1][QStringLiteral("sha256")].toString() ==
          QStringLiteral("44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("revisions"), QStringLiteral("No such")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("the team library has no scenario named No such")));
    // A name with a right-to-left override and an escape is said by its code points, not obeyed.
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("revisions"), QStringLiteral("a\u202Eb\x1b[31m")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("no scenario named a<U+202E>b<U+001B>[31m")));
    CHECK_FALSE(r.err.contains(QChar(0x202E)));

    // The scenario the board approved, as a file: revision 1, "{}", though revision 2 is newer.
    QTemporaryDir dir;
    const QString approved = dir.filePath(QStringLiteral("approved.gputco"));
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("get"), name, QStringLiteral("approved"), QStringLiteral("-o"), approved});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    CHECK(r.out.contains(QStringLiteral("revision 1 of Buy vs rent written to ")));
    QFile got(approved);
    REQUIRE(got.open(QIODevice::ReadOnly));
    CHECK(got.readAll() == "{}");
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("get"), name, QStringLiteral("2"), QStringLiteral("-o"), QStringLiteral("-")});
    REQUIRE(r.status == 0);
    CHECK(r.out == QStringLiteral("{ }"));
    // Version 3 is the approval: a status set, no content of its own; version 9 is none.
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("get"), name, QStringLiteral("3"), QStringLiteral("-o"), QStringLiteral("-")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("version 3 of Buy vs rent set a status: it holds no content")));
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("get"), name, QStringLiteral("9"), QStringLiteral("-o"), QStringLiteral("-")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("Buy vs rent has no revision 9 (it is at version 3)")));
    REQUIRE(analyst.addRevision(QStringLiteral("Draft only"), "{}", 0).ok());
    r = cli(team, QStringLiteral("reader1"),
            {QStringLiteral("get"), QStringLiteral("Draft only"), QStringLiteral("approved"),
             QStringLiteral("-o"), QStringLiteral("-")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("no revision of Draft only is approved")));
    r = cli(
        team, QStringLiteral("reader1"),
        {QStringLiteral("get"), name, QStringLiteral("first"), QStringLiteral("-o"), QStringLiteral("-")});
    CHECK(r.status == 2);

    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("probes")});
    REQUIRE(r.status == 0);
    CHECK(r.out.trimmed().endsWith(QStringLiteral("  NVIDIA H200  shared by analyst1")));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("probes"), QStringLiteral("--json")});
    REQUIRE(r.status == 0);
    const QJsonArray probes = QJsonDocument::fromJson(r.out.toUtf8()).array();
    REQUIRE(probes.size() == 1);
    CHECK(probes[0][QStringLiteral("added_by")].toString() == QStringLiteral("analyst1"));
    CHECK(probes[0][QStringLiteral("document")][QStringLiteral("format")].toString() ==
          QStringLiteral("gputco.probe"));
    r = cli(team, QStringLiteral("reader1"), {QStringLiteral("probes"), QStringLiteral("--all")});
    CHECK(r.status == 2);
}

TEST_CASE(
    "team library: another connection tells whether a session still lives, and a session of another "
    "server run is not it") {
    TeamDatabase team;
    TeamLibrary window;
    TeamLibrary writer;
    REQUIRE(window.open(team.address(QStringLiteral("analyst1"))).isEmpty());
    REQUIRE(writer.open(team.address(QStringLiteral("analyst1"))).isEmpty());
    const TeamLibrary::Session session = window.session();
    CHECK(session.pid > 0);
    CHECK(session.serverStarted.isValid());
    QString error;
    CHECK(writer.sessionAlive(session, &error));
    CHECK(error.isEmpty());
    // The same process id on another run of the server (a restart) is another session.
    TeamLibrary::Session earlier = session;
    earlier.serverStarted = session.serverStarted.addSecs(-60);
    CHECK_FALSE(writer.sessionAlive(earlier, &error));
    // Closed: its backend ends (soon after the connection goes, not at once).
    window.close();
    QElapsedTimer clock;
    clock.start();
    while (writer.sessionAlive(session, &error) && clock.elapsed() < 5000) QCoreApplication::processEvents();
    CHECK_FALSE(writer.sessionAlive(session, &error));
    CHECK(error.isEmpty());  // answered: the session is gone, the question was not refused
}
