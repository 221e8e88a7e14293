#include "model/io/file_ops.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>

namespace gputco::io {

namespace {

FileOps& systemOps() {
    static FileOps ops;
    return ops;
}

FileOps* installed = nullptr;

}  // namespace

int FileOps::createNew(const std::string& path, mode_t mode) {
    int fd;
    do {
        fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    } while (fd < 0 && errno == EINTR);
    return fd;
}

ssize_t FileOps::write(int fd, const char* data, std::size_t size) {
    return ::write(fd, data, size);
}

int FileOps::sync(int fd) {
    return ::fsync(fd);
}

int FileOps::close(int fd) {
    return ::close(fd);
}

int FileOps::rename(const std::string& from, const std::string& to) {
    return std::rename(from.c_str(), to.c_str());
}

int FileOps::link(const std::string& from, const std::string& to) {
    return ::link(from.c_str(), to.c_str());
}

int FileOps::remove(const std::string& path) {
    return ::unlink(path.c_str());
}

int FileOps::readAll(const std::string& path, QByteArray& out) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    out.clear();
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n == 0) break;
        if (n < 0) {
            if (errno == EINTR) continue;
            const int saved = errno;
            ::close(fd);
            errno = saved;
            return -1;
        }
        out.append(buffer, n);
    }
    ::close(fd);
    return 0;
}

FileOps& fileOps() {
    return installed ? *installed : systemOps();
}

ScopedFileOps::ScopedFileOps(FileOps& ops) : previous_(installed) {
    installed = &ops;
}

ScopedFileOps::~ScopedFileOps() {
    installed = previous_;
}

}  // namespace gputco::io
