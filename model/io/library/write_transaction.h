// Writes to the library wait their turn (issue #14): each is one BEGIN IMMEDIATE transaction,
// which takes the write lock before any statement runs, so SQLite's busy handler (the
// connection's busy timeout) waits for another process's lock instead of a statement
// failing "database is locked" halfway, or at once when a read had already begun. A write
// still refused as busy is retried a bounded number of times, then reported as busy.
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <functional>
#include <string>

class QSqlQuery;

namespace gputco::io::library {

struct SqlOutcome {
    std::string error;  // empty when the transaction committed
    int code = 0;       // SQLite's primary result code (5 busy, 8 read-only, 11 corrupt, 26 not a database)
    std::string state =
        {};  // the driver's own code as text: PostgreSQL's SQLSTATE ("23505" unique violation)
    bool busy() const { return code == 5 || code == 6; }
    bool ok() const { return error.empty(); }
};

// The outcome of a failed statement or connection, with SQLite's code.
SqlOutcome sqlFailure(const QSqlError& error, const std::string& context = {});
SqlOutcome sqlFailure(const QSqlQuery& query, const std::string& context = {});

// Runs `body` in one write transaction on `db`, committing when it returns ok and rolling
// back otherwise; retries the whole transaction while the database is busy, up to
// `attempts` times. `body` must keep its queries local, so that none is active at COMMIT.
SqlOutcome writeTransaction(QSqlDatabase& db, const std::function<SqlOutcome(QSqlDatabase&)>& body,
                            int attempts = 3);

}  // namespace gputco::io::library
