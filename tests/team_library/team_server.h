// The throwaway PostgreSQL server the team library's tests run against (pg_server.sh, started
// by a ctest fixture): a fresh database for each test, migrated, and login users of each role.
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <map>

#include "model/io/library/team_library.h"

namespace gputco::test {

// A catalog row of `kind` with `cells` by column name ("key", "as_of", a price), every other
// column a value of its type: text columns `other` ("x" for a required one when `other` is
// empty), numbers 1, fractions 0.5, currencies USD, pricing modes on_demand.
io::library::CatalogRow catalogRow(io::library::Kind kind, const std::map<QString, QString>& cells,
                                   const QString& other = {});
// An offer of `key` as of `asOf` at `price` an hour.
io::library::CatalogRow testOffer(const QString& key, const QString& asOf, const QString& price);

// A test program's main asks first: true (after one line saying so) when the fixture started no
// server, and the program is not only listing its tests; the program then exits 77 (skipped).
bool noTeamServer(int argc, char** argv);

// The server's socket folder, from the fixture's state file; empty when no server was started
// (the test is then skipped, with one line saying why).
QString teamServerSocket();
// The server's port: its socket's name (.s.PGSQL.<port>), and its TLS-only TCP port on 127.0.0.1.
int teamServerPort();

// A database of its own on the test server, dropped at the end; made by the superuser
// gputco_admin, with packaging/team-library.sql's roles and three login users: reader1
// (gputco_reader), analyst1 and analyst2 (gputco_analyst), approver1 (gputco_approver).
class TeamDatabase {
public:
    explicit TeamDatabase(bool migrate = true);
    ~TeamDatabase();
    TeamDatabase(const TeamDatabase&) = delete;
    TeamDatabase& operator=(const TeamDatabase&) = delete;

    const QString& name() const { return name_; }
    io::library::TeamAddress address(const QString& user) const;
    // A plain connection as `user` for straight SQL (the app's checks out of the way).
    QSqlDatabase connect(const QString& user, const QString& connection) const;
    // The superuser's connection to this database.
    QSqlDatabase admin() const {
        return connect(QStringLiteral("gputco_admin"), name_ + QStringLiteral("-admin"));
    }

private:
    QString name_;
};

}  // namespace gputco::test
