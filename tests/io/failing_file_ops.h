// A FileOps that fails where a test says (after KeePassXC's FailDevice): writes refused with
// ENOSPC once N bytes have gone through, a failing sync or close, a refused rename onto a
// given file, refused hard links, or a device that loses data but says it wrote it. Every
// other call goes to the operating system.
#pragma once

#include <cerrno>
#include <optional>
#include <string>

#include "model/io/file_ops.h"

namespace gputco::test {

class FailingFileOps : public io::FileOps {
public:
    std::optional<long long> failWritesAfterBytes;  // ENOSPC (or writeError) past this many bytes
    int writeError = ENOSPC;
    bool failSync = false;       // EIO, as a device that cannot flush
    bool failClose = false;      // EIO
    std::string failRenameOnto;  // a rename onto a path ending with this fails with EACCES
    bool failLinks = false;      // EPERM, as on a file system without hard links
    bool loseData = false;       // every write reports success but stores half the bytes
    std::string onlyUnder;       // when set, faults apply only to paths starting with it

    long long bytesWritten = 0;

    int createNew(const std::string& path, mode_t mode) override {
        const int fd = io::FileOps::createNew(path, mode);
        if (fd >= 0) faulty_ = onlyUnder.empty() || path.rfind(onlyUnder, 0) == 0;
        return fd;
    }
    ssize_t write(int fd, const char* data, std::size_t size) override {
        if (!faulty_) return io::FileOps::write(fd, data, size);
        if (failWritesAfterBytes) {
            const long long room = *failWritesAfterBytes - bytesWritten;
            if (room <= 0) {
                errno = writeError;
                return -1;
            }
            if (static_cast<long long>(size) > room) size = static_cast<std::size_t>(room);
        }
        if (loseData) {
            const ssize_t n = io::FileOps::write(fd, data, size / 2);
            if (n < 0) return n;
            bytesWritten += static_cast<long long>(size);
            return static_cast<ssize_t>(size);
        }
        const ssize_t n = io::FileOps::write(fd, data, size);
        if (n > 0) bytesWritten += n;
        return n;
    }
    int sync(int fd) override {
        if (faulty_ && failSync) {
            errno = EIO;
            return -1;
        }
        return io::FileOps::sync(fd);
    }
    int close(int fd) override {
        const int r = io::FileOps::close(fd);
        if (faulty_ && failClose) {
            errno = EIO;
            return -1;
        }
        return r;
    }
    int rename(const std::string& from, const std::string& to) override {
        const bool mine = onlyUnder.empty() || to.rfind(onlyUnder, 0) == 0;
        if (mine && !failRenameOnto.empty() && to.size() >= failRenameOnto.size() &&
            to.compare(to.size() - failRenameOnto.size(), failRenameOnto.size(), failRenameOnto) == 0) {
            errno = EACCES;
            return -1;
        }
        return io::FileOps::rename(from, to);
    }
    int link(const std::string& from, const std::string& to) override {
        if (failLinks) {
            errno = EPERM;
            return -1;
        }
        return io::FileOps::link(from, to);
    }

private:
    bool faulty_ = true;
};

}  // namespace gputco::test
