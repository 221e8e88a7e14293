#include "model/io/safe_write.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <system_error>
#include <thread>

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

// Two writers of one file (two `gputco-cli calibrate` runs, the app and the CLI, two apps)
// each check that the file still holds what they read and then rename their copy over it.
// Without a lock from the check to the rename both pass the check, both say "saved", and the
// second rename drops the first edit (issue #32). The lock is flock() on the folder, taken by
// every write of any file in it for its check, write and rename: a folder keeps its inode
// where a lock file beside the target would be renamed over or left behind, and the kernel
// releases it when a holder dies (kill -9 leaves no stale lock). A file system that cannot
// lock (some network shares) is written as before, without one.
class FolderLock {
public:
    FolderLock(const std::string& folder, std::chrono::milliseconds patience) {
        fd_ = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd_ < 0) return;
        const auto deadline = std::chrono::steady_clock::now() + patience;
        while (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
            if (errno == EINTR) continue;
            if (errno != EWOULDBLOCK || std::chrono::steady_clock::now() >= deadline) {
                busy_ = errno == EWOULDBLOCK;
                ::close(fd_);
                fd_ = -1;
                return;
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    }
    ~FolderLock() {
        if (fd_ >= 0) ::close(fd_);  // closing the last descriptor releases the lock
    }
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;
    // Another writer held the folder for all of the patience given.
    bool busy() const { return busy_; }

private:
    int fd_ = -1;
    bool busy_ = false;
};

// Whether the file at `path` is one its user made read-only (chmod 444, "Read only" in a file
// manager), which a save must not replace even though the rename would succeed. access()
// answers for the real user and always says "writable" to root, who replaced such a file
// (issue #32): root reads the mode bits (no write bit for anyone), everyone else asks the
// kernel for the effective user, which also honours ACLs.
bool madeReadOnly(const std::string& path, const struct stat& st) {
    if (::geteuid() == 0) return (st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
    return ::faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) != 0 && errno == EACCES;
}

// How long a save waits for another program's save in the same folder: a save takes
// milliseconds, a large one on a slow disk a few seconds.
constexpr std::chrono::seconds kLockPatience{10};

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
    // Held from the changed-on-disk check until the new content is in place (FolderLock).
    const FolderLock lock(folder, kLockPatience);
    struct stat st {};
    const bool exists = ::stat(target.c_str(), &st) == 0;
    const std::string unchanged = !exists              ? " (nothing was written)"
                                  : options.keepBackup ? " (the file on disk and its .bak are unchanged)"
                                                       : " (the file on disk is unchanged)";
    auto notSaved = [&](const std::string& what, const std::string& reason) {
        return failure(SaveResult::Status::Failed, "not saved: " + what + ": " + reason + unchanged, reason);
    };

    if (info.isDir()) return notSaved("cannot write " + shown, "it is a folder");
    if (lock.busy())
        return notSaved("cannot write " + shown, "another program kept saving in its folder for " +
                                                     std::to_string(kLockPatience.count()) + " s");
    std::optional<mode_t> mode;
    QByteArray previous;
    if (exists) {
        mode = st.st_mode & 07777;
        // A file the user made read-only is not replaced behind their back.
        if (madeReadOnly(target, st)) return notSaved("cannot write " + shown, osReason(EACCES));
        if ((options.keepBackup || options.expected) && ops.readAll(target, previous) != 0)
            return notSaved("cannot read " + shown + " to keep a backup", osReason(errno));
    }
    if (options.expected) {
        const DiskState now = exists ? DiskState{true, contentHash(previous)} : DiskState{};
        if (now != *options.expected)
            return failure(SaveResult::Status::ChangedOnDisk,
                           shown + " was changed by another program since it was opened; not overwritten");
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
