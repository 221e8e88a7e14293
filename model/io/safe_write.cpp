#include "model/io/safe_write.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <algorithm>
#include <cerrno>
#include <system_error>

#include "model/io/file_ops.h"

namespace gputco::io {

namespace {

// Larger writes are cut into pieces of this size: a short write is then retried, and an
// error names how far the file got.
constexpr std::size_t kChunk = 1 << 20;

std::string osReason(int error) {
    return std::generic_category().message(error);
}

std::string quoted(const std::string& path) {
    return "\"" + path + "\"";
}

struct Step {
    bool ok = true;
    std::string reason;  // the OS's words, or ours when the OS said nothing
};

Step failedStep(int error) {
    return {false, osReason(error)};
}

// A name beside `base` that no file has: ".NAME.tmp-xxxxxxxx".
std::string temporaryName(const std::string& folder, const std::string& base) {
    const quint32 n = QRandomGenerator::global()->generate();
    return folder + "/." + base + ".tmp-" + QByteArray::number(n, 16).rightJustified(8, '0').toStdString();
}

// Writes `bytes` into a new temporary file beside the target, checked at every step, and
// reads it back. On success `temp` names the file; on failure nothing is left behind.
Step writeVerifiedTemp(const std::string& folder, const std::string& base, const QByteArray& bytes,
                       std::optional<mode_t> mode, std::string& temp) {
    FileOps& ops = fileOps();
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temp = temporaryName(folder, base);
        fd = ops.createNew(temp, 0666);
        if (fd < 0 && errno != EEXIST) return failedStep(errno);
    }
    if (fd < 0) return failedStep(EEXIST);
    // The replacement keeps the permissions of the file it replaces.
    if (mode) (void)::fchmod(fd, *mode);
    auto fail = [&](int error, bool open) {
        if (open) ops.close(fd);
        ops.remove(temp);
        return failedStep(error);
    };
    const char* data = bytes.constData();
    std::size_t left = static_cast<std::size_t>(bytes.size());
    while (left > 0) {
        const ssize_t n = ops.write(fd, data, std::min(left, kChunk));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return fail(errno, true);
        if (n == 0) return fail(ENOSPC, true);  // no progress and no error: the device is full
        data += n;
        left -= static_cast<std::size_t>(n);
    }
    // A delayed-allocation file system may only report a full disk here.
    if (ops.sync(fd) != 0) return fail(errno, true);
    if (ops.close(fd) != 0) return fail(errno, false);
    QByteArray back;
    if (ops.readAll(temp, back) != 0) return fail(errno, false);
    if (back.size() != bytes.size() || contentHash(back) != contentHash(bytes)) {
        ops.remove(temp);
        return {false, "the written copy reads back differently (" + std::to_string(back.size()) + " of " +
                           std::to_string(bytes.size()) + " bytes)"};
    }
    return {};
}

// The rename is only durable once the folder's entry is: best effort (not every file
// system can sync a folder, and the data itself is already on disk).
void syncFolder(const std::string& folder) {
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return;
    (void)::fsync(fd);
    ::close(fd);
}

SaveResult failure(SaveResult::Status status, std::string error, std::string reason = {}) {
    SaveResult result;
    result.status = status;
    result.error = std::move(error);
    result.reason = std::move(reason);
    return result;
}

// The file a path really names: a link is written through to its target, as editors do.
QString resolvedTarget(const QString& path) {
    const QFileInfo info(path);
    if (!info.isSymLink()) return info.absoluteFilePath();
    return QFileInfo(info.symLinkTarget()).absoluteFilePath();
}

}  // namespace

QByteArray contentHash(const QByteArray& content) {
    return QCryptographicHash::hash(content, QCryptographicHash::Sha256).toHex();
}

DiskState diskState(const QString& path) {
    QFile file(path);
    if (!file.exists()) return {};
    if (!file.open(QIODevice::ReadOnly)) return DiskState{true, QByteArray("unreadable")};
    return DiskState{true, contentHash(file.readAll())};
}

SaveResult writeFileSafely(const QString& path, const QByteArray& content, const WriteOptions& options) {
    FileOps& ops = fileOps();
    const QString targetPath = resolvedTarget(path);
    const QFileInfo info(targetPath);
    const std::string shown = quoted(path.toStdString());
    const std::string target = QFile::encodeName(targetPath).toStdString();
    const std::string folder = QFile::encodeName(info.absolutePath()).toStdString();
    const std::string base = QFile::encodeName(info.fileName()).toStdString();
    const std::string backup = target + ".bak";
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    const std::string unchanged = !exists              ? " (nothing was written)"
                                  : options.keepBackup ? " (the file on disk and its .bak are unchanged)"
                                                       : " (the file on disk is unchanged)";
    auto notSaved = [&](const std::string& what, const std::string& reason) {
        return failure(SaveResult::Status::Failed, "not saved: " + what + ": " + reason + unchanged, reason);
    };

    if (info.isDir()) return notSaved("cannot write " + shown, "it is a folder");
    std::optional<mode_t> mode;
    QByteArray previous;
    if (exists) {
        mode = st.st_mode & 07777;
        // A file the user made read-only is not replaced behind their back.
        if (::access(target.c_str(), W_OK) != 0 && errno == EACCES)
            return notSaved("cannot write " + shown, osReason(EACCES));
        if ((options.keepBackup || options.expected) && ops.readAll(target, previous) != 0)
            return notSaved("cannot read " + shown + " to keep a backup", osReason(errno));
    }
    if (options.expected) {
        const DiskState now = exists ? DiskState{true, contentHash(previous)} : DiskState{};
        if (now != *options.expected)
            return failure(SaveResult::Status::ChangedOnDisk,
                           shown + " changed on disk since it was opened; not overwritten");
    }

    std::string newTemp;
    if (Step s = writeVerifiedTemp(folder, base, content, mode, newTemp); !s.ok)
        return notSaved("cannot write " + shown, s.reason);

    // The old .bak stays reachable until the new content is in place, so that a failure at
    // the last step can put it back: a second name for it (a hard link, costing no space),
    // or, where the file system has no links, its bytes in memory.
    std::string oldBackup;
    std::optional<QByteArray> oldBackupBytes;
    bool backupReplaced = false;
    bool hadBackup = false;
    if (options.keepBackup && exists) {
        std::string bakTemp;
        if (Step s = writeVerifiedTemp(folder, base + ".bak", previous, mode, bakTemp); !s.ok) {
            ops.remove(newTemp);
            return notSaved("the backup " + quoted(path.toStdString() + ".bak") + " could not be written",
                            s.reason);
        }
        struct stat bst {};
        hadBackup = ::stat(backup.c_str(), &bst) == 0;
        if (hadBackup) {
            oldBackup = temporaryName(folder, base + ".bak.old");
            if (ops.link(backup, oldBackup) != 0) {
                oldBackup.clear();
                QByteArray bytes;
                if (ops.readAll(backup, bytes) == 0) oldBackupBytes = bytes;
            }
        }
        if (ops.rename(bakTemp, backup) != 0) {
            const int error = errno;
            ops.remove(bakTemp);
            ops.remove(newTemp);
            if (!oldBackup.empty()) ops.remove(oldBackup);
            return notSaved(
                "the backup " + quoted(path.toStdString() + ".bak") + " could not be put in place",
                osReason(error));
        }
        backupReplaced = true;
    }
    if (ops.rename(newTemp, target) != 0) {
        const int error = errno;
        ops.remove(newTemp);
        if (backupReplaced) {
            if (!oldBackup.empty()) {
                ops.rename(oldBackup, backup);
            } else if (oldBackupBytes) {
                std::string restore;
                if (writeVerifiedTemp(folder, base + ".bak", *oldBackupBytes, mode, restore).ok &&
                    ops.rename(restore, backup) != 0)
                    ops.remove(restore);
            } else if (!hadBackup) {
                ops.remove(backup);
            }
        }
        return notSaved("cannot replace " + shown, osReason(error));
    }
    if (!oldBackup.empty()) ops.remove(oldBackup);
    syncFolder(folder);
    SaveResult saved;
    saved.status = SaveResult::Status::Saved;
    return saved;
}

}  // namespace gputco::io
