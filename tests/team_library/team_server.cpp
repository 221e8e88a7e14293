#include "tests/team_library/team_server.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>
#include <catch2/catch.hpp>
#include <cstdio>

#include "model/io/library/team_schema.h"

namespace gputco::test {

namespace {

void exec(QSqlDatabase& db, const QString& sql) {
    QSqlQuery q(db);
    INFO(sql.toStdString());
    INFO(q.lastError().text().toStdString());
    REQUIRE(q.exec(sql));
}

// The cluster's roles and login users, once per process (CREATE ROLE is cluster-wide).
void ensureRoles(QSqlDatabase& db) {
    static bool done = false;
    if (done) return;
    // The script's "already a member" notices are no news here.
    exec(db, QStringLiteral("SET client_min_messages = warning"));
    // Test processes start at once on a fresh server: one makes the roles while the others wait
    // (each checks for them first), or two CREATE ROLE reader1 at once and one fails. All connect
    // to the postgres database, whose advisory locks they share.
    exec(db, QStringLiteral("SELECT pg_advisory_lock(37)"));
    QFile script(QStringLiteral(GPUTCO_SOURCE_DIR "/packaging/team-library.sql"));
    REQUIRE(script.open(QIODevice::ReadOnly));
    exec(db, QString::fromUtf8(script.readAll()));
    exec(db, QStringLiteral(R"(DO $$
        BEGIN
            IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'reader1') THEN
                CREATE ROLE reader1 LOGIN IN ROLE gputco_reader;
                CREATE ROLE analyst1 LOGIN IN ROLE gputco_analyst;
                CREATE ROLE analyst2 LOGIN IN ROLE gputco_analyst;
                CREATE ROLE approver1 LOGIN IN ROLE gputco_approver;
                -- The one user with a password (pg_server.sh: over TLS, scram-sha-256).
                CREATE ROLE keyholder LOGIN PASSWORD 'correct horse' IN ROLE gputco_analyst;
            END IF;
        END $$)"));
    exec(db, QStringLiteral("SELECT pg_advisory_unlock(37)"));
    done = true;
}

}  // namespace

namespace {

// pg_server.sh's state file: the server's folder, then its port; empty when none was started.
QStringList serverState() {
    QFile state(QStringLiteral(GPUTCO_BINARY_DIR "/tests/team_library/pg-server"));
    if (!state.open(QIODevice::ReadOnly)) return {};
    const QStringList lines = QString::fromUtf8(state.readAll()).trimmed().split(QLatin1Char('\n'));
    return lines.size() == 2 ? lines : QStringList();
}

}  // namespace

io::library::CatalogRow catalogRow(io::library::Kind kind, const std::map<QString, QString>& cells,
                                   const QString& other) {
    io::library::CatalogRow row;
    row.kind = kind;
    using io::library::ColumnType;
    for (const io::library::Column& c : io::library::kindSpec(kind).columns) {
        const auto at = cells.find(QString::fromLatin1(c.name));
        if (at != cells.end()) {
            row.values << at->second;
            continue;
        }
        // The library keeps each column as its type (catalog_schema.h): a value of that type.
        switch (c.type) {
            case ColumnType::Text:
                row.values << (other.isEmpty() && c.required ? QStringLiteral("x") : other);
                break;
            case ColumnType::Number:
            case ColumnType::Integer:
                row.values << QStringLiteral("1");
                break;
            case ColumnType::Fraction:
                row.values << QStringLiteral("0.5");
                break;
            case ColumnType::Date:
                row.values << QStringLiteral("2026-01-01");
                break;
            case ColumnType::Currency:
                row.values << QStringLiteral("USD");
                break;
            case ColumnType::PricingMode:
                row.values << QStringLiteral("on_demand");
                break;
        }
    }
    return row;
}

io::library::CatalogRow testOffer(const QString& key, const QString& asOf, const QString& price) {
    return catalogRow(io::library::Kind::Offers, {{QStringLiteral("key"), key},
                                                  {QStringLiteral("as_of"), asOf},
                                                  {QStringLiteral("price_per_hour"), price}});
}

bool noTeamServer(int argc, char** argv) {
    for (int i = 1; i < argc; ++i)
        if (QByteArray(argv[i]).startsWith("--list")) return false;
    if (!teamServerSocket().isEmpty()) return false;
    std::fprintf(stderr,
                 "skipped: no test PostgreSQL server (tests/team_library/pg_server.sh did not start one)\n");
    return true;
}

QString teamServerSocket() {
    const QStringList state = serverState();
    return state.isEmpty() ? QString() : state[0] + QStringLiteral("/socket");
}

int teamServerPort() {
    const QStringList state = serverState();
    return state.isEmpty() ? 0 : state[1].toInt();
}

TeamDatabase::TeamDatabase(bool migrate)
    : name_(QStringLiteral("t_") + QUuid::createUuid().toString(QUuid::Id128).left(16)) {
    {
        QSqlDatabase server =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_ + QStringLiteral("-server"));
        server.setHostName(teamServerSocket());
        server.setPort(teamServerPort());
        server.setDatabaseName(QStringLiteral("postgres"));
        server.setUserName(QStringLiteral("gputco_admin"));
        INFO(server.lastError().text().toStdString());
        REQUIRE(server.open());
        ensureRoles(server);
        exec(server, QStringLiteral("CREATE DATABASE %1").arg(name_));
    }
    QSqlDatabase::removeDatabase(name_ + QStringLiteral("-server"));
    if (migrate) {
        QSqlDatabase db = admin();
        const io::library::TeamMigration m = io::library::migrateTeamLibrary(db);
        INFO(m.error.toStdString());
        REQUIRE(m.ok());
    }
}

TeamDatabase::~TeamDatabase() {
    for (const QString& c : QSqlDatabase::connectionNames())
        if (c.startsWith(name_)) {
            QSqlDatabase::database(c, false).close();
            QSqlDatabase::removeDatabase(c);
        }
    QSqlDatabase server = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_ + QStringLiteral("-drop"));
    server.setHostName(teamServerSocket());
    server.setPort(teamServerPort());
    server.setDatabaseName(QStringLiteral("postgres"));
    server.setUserName(QStringLiteral("gputco_admin"));
    if (server.open())
        QSqlQuery(server).exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name_));
    server.close();
    server = QSqlDatabase();
    QSqlDatabase::removeDatabase(name_ + QStringLiteral("-drop"));
}

io::library::TeamAddress TeamDatabase::address(const QString& user) const {
    io::library::TeamAddress a;
    a.user = user;
    a.host = teamServerSocket();
    a.port = teamServerPort();
    a.database = name_;
    return a;
}

QSqlDatabase TeamDatabase::connect(const QString& user, const QString& connection) const {
    if (QSqlDatabase::contains(connection)) return QSqlDatabase::database(connection);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    db.setHostName(teamServerSocket());
    db.setPort(teamServerPort());
    db.setDatabaseName(name_);
    db.setUserName(user);
    INFO(db.lastError().text().toStdString());
    REQUIRE(db.open());
    return db;
}

}  // namespace gputco::test
