// The one way gputco writes a file (issue #14; DESIGN.md, Conventions): scenario files and
// their .bak, recovery copies, PDF reports, CSV and catalog exports, probe documents. Nothing
// else writes to disk.
//
// The content goes to a temporary file beside the target with unbuffered, checked writes, is
// synced, closed and read back (size and SHA-256) before it replaces the target by a rename.
// With a backup, the previous content is first written and verified the same way as
// NAME.bak. Any failure (a full disk, a file-size limit, a failing device, a refused rename)
// leaves the target and its old .bak byte-identical, removes the temporary files, and says
// why in the operating system's words ("No space left on device").
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>

namespace gputco::io {

// What a file held when it was read: enough to notice that it changed since.
struct DiskState {
    bool exists = false;
    QByteArray sha256;  // hex of the content; empty when the file did not exist

    bool operator==(const DiskState&) const = default;
};

QByteArray contentHash(const QByteArray& content);  // SHA-256, lower-case hex
DiskState diskState(const QString& path);

struct WriteOptions {
    // Keep the previous content as path + ".bak" (scenario files).
    bool keepBackup = false;
    // Refuse (ChangedOnDisk) when the file no longer holds what it held then.
    std::optional<DiskState> expected;
};

struct SaveResult {
    enum class Status { Saved, ChangedOnDisk, Failed };
    Status status = Status::Failed;
    std::string error;   // a whole sentence naming the file and what went wrong; empty when saved
    std::string reason;  // the operating system's reason alone ("No space left on device"), if any

    bool ok() const { return status == Status::Saved; }
};

SaveResult writeFileSafely(const QString& path, const QByteArray& content, const WriteOptions& options = {});

}  // namespace gputco::io
