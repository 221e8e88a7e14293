// Revisions saved while the team library could not be reached (issue #37), kept on this
// computer until they are uploaded: one JSON file each in <data folder>/team-outbox, written by
// the one safe write (a full disk is an error, never a half file). Each has an id given when it
// was kept: the team library adds a revision of a given id once (team_schema.h, step 2), so an
// upload repeated after a crash adds nothing.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <string>
#include <vector>

namespace gputco::io::library {

struct PendingRevision {
    QString id;        // given by add() when empty
    QString scenario;  // the team library's name for it
    int basedOn = 0;   // the version the save was based on
    QString comment;
    QDateTime savedAt;  // UTC
    QByteArray content;
    QString file;  // where it is kept; set by pending()
};

class TeamOutbox {
public:
    explicit TeamOutbox(QString folder = defaultFolder());
    static QString defaultFolder();  // Library::dataDir() + "/team-outbox"

    // Keeps `revision`, giving it its id when it has none; empty on success, else why not.
    std::string add(PendingRevision& revision);
    // Oldest first; a file that cannot be read is named in `error` and skipped.
    std::vector<PendingRevision> pending(std::string* error = nullptr) const;
    // Forgets an uploaded revision; false when its file could not be removed.
    bool remove(const PendingRevision& revision);

private:
    QString folder_;
};

}  // namespace gputco::io::library
