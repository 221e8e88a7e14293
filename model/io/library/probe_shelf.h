// GPU probe results in either library (issue #37): this computer's (SQLite) and the team's
// (PostgreSQL, where every analyst's measurement is shared), as one interface over one code, so
// that a measurement is kept and read back by the same rules wherever it is kept: its device,
// its document byte for byte, when it was measured (UTC, to the millisecond), newest first.
// tests/library/probe_backends_test.cpp runs one suite against both.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <string>
#include <vector>

#include "model/io/library/write_transaction.h"

namespace gputco::io::library {

struct ProbeRecord {
    qint64 id = 0;
    QDateTime measuredAt;  // UTC
    QString device;
    QByteArray document;  // the probe's JSON document
    QString addedBy;      // who shared it (the team library); empty on this computer
};

class ProbeShelf {
public:
    virtual ~ProbeShelf() = default;
    // Keeps a measurement; empty on success, else why not.
    virtual std::string add(const QString& device, const QByteArray& document,
                            const QDateTime& measuredAt) const = 0;
    // Newest measurement first; on failure `error` says why and nothing is returned.
    virtual std::vector<ProbeRecord> all(std::string* error = nullptr) const = 0;
};

// The one code both libraries run, on their connection (catalog_schema.h's dialect): the INSERT
// (inside the caller's transaction, if any) and the read. Where the columns' types differ
// (SQLite's text, PostgreSQL's timestamptz and bytea), the values are bound and read by dialect.
SqlOutcome insertProbeResult(QSqlDatabase& db, const QString& device, const QByteArray& document,
                             const QDateTime& measuredAt);
std::vector<ProbeRecord> readProbeResults(const QSqlDatabase& db, std::string* error);

}  // namespace gputco::io::library
