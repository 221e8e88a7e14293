// The saves of a scenario in either library (issue #37), as one interface: this computer's
// (SQLite: every save of a file, by its path) and the team's (PostgreSQL: a named scenario's
// revisions, with who saved each, a status and a version). The tables differ as much as what
// they keep (the team's has statuses, versions, grants and an audit trigger, which SQLite has
// no equivalent of), so each library has its own SQL; what both promise is said here, and
// tests/library/revision_backends_test.cpp holds both to it: a revision is kept byte for byte
// with its SHA-256 and size, listed newest first, numbered in the order saved, and read back by
// its number.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <string>
#include <vector>

namespace gputco::io::library {

struct RevisionRecord {
    QString scenario;  // as the library names it (RevisionShelf::scenarioOf)
    // Counted up in the order saved: on this computer 1, 2, 3…; in the team library the
    // scenario's version the save made (a status change takes a version too, so numbers may skip).
    int number = 0;
    QDateTime savedAt;  // UTC
    QString sha256;     // lower-case hex, of the content
    qint64 bytes = 0;   // the content's size
    QString savedBy;    // the team library: who saved it; empty on this computer
    QString status;     // the team library: "draft", "in review", "approved"; empty on this computer
};

class RevisionShelf {
public:
    virtual ~RevisionShelf() = default;
    // The name the library keeps the saves of the scenario file `file` under: this computer,
    // the file's absolute path; the team library, the file's name without its extension (the
    // name colleagues know it by, wherever each keeps the file).
    virtual QString scenarioOf(const QString& file) const = 0;
    // A new revision of `scenario` on top of its newest; empty on success, else why not.
    virtual std::string add(const QString& scenario, const QByteArray& content) const = 0;
    // Newest first, without their content; a scenario never saved has none. On failure `error`
    // says why and nothing is returned.
    virtual std::vector<RevisionRecord> list(const QString& scenario, std::string* error = nullptr) const = 0;
    // Revision `number`'s content, byte for byte; on failure (none of that number) empty, and
    // `error` says why.
    virtual QByteArray content(const QString& scenario, int number, std::string* error = nullptr) const = 0;
};

}  // namespace gputco::io::library
