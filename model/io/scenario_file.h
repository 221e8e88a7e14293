// Saving scenario files so that no path a user can take loses work (issue #4): the new
// content goes to a temporary file that replaces the old one only when completely written
// (QSaveFile); the previous content is kept as NAME.bak; and a file that changed on disk
// since it was opened (another program, a colleague on a share) is not overwritten.
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

struct SaveResult {
    enum class Status { Saved, ChangedOnDisk, Failed };
    Status status = Status::Failed;
    std::string error;  // names the file and what went wrong; empty when saved

    bool ok() const { return status == Status::Saved; }
};

// Writes `content` to `path` atomically. With `expected`, refuses (ChangedOnDisk) when the
// file no longer holds what it held then. An existing file is first copied to path + ".bak".
SaveResult saveFileAtomically(const QString& path, const QByteArray& content,
                              const std::optional<DiskState>& expected = std::nullopt);

}  // namespace gputco::io
