// The operating-system calls that writing a file makes, behind one seam (after KeePassXC's
// FailDevice): tests install a FileOps that fails where they say (a write after N bytes with
// ENOSPC, the sync, the close, a rename) and check that nothing is lost. Each call returns
// what its POSIX namesake returns and sets errno the same way.
#pragma once

#include <sys/types.h>

#include <QByteArray>
#include <string>

namespace gputco::io {

class FileOps {
public:
    virtual ~FileOps() = default;
    // A new file, never an existing one (O_CREAT | O_EXCL), for writing: a descriptor or -1.
    virtual int createNew(const std::string& path, mode_t mode);
    virtual ssize_t write(int fd, const char* data, std::size_t size);
    virtual int sync(int fd);
    virtual int close(int fd);
    virtual int rename(const std::string& from, const std::string& to);
    virtual int link(const std::string& from, const std::string& to);
    virtual int remove(const std::string& path);
    // The whole file into `out`: 0, or -1 with errno set.
    virtual int readAll(const std::string& path, QByteArray& out);
};

// The FileOps in use: the operating system's unless a test installed another.
FileOps& fileOps();

// Installs `ops` for its lifetime (tests only; not thread-safe by design: a test installs
// it before the writes it checks and removes it after).
class ScopedFileOps {
public:
    explicit ScopedFileOps(FileOps& ops);
    ~ScopedFileOps();
    ScopedFileOps(const ScopedFileOps&) = delete;
    ScopedFileOps& operator=(const ScopedFileOps&) = delete;

private:
    FileOps* previous_;
};

}  // namespace gputco::io
