// Two saves of one file at once (issue #32): two `gputco-cli calibrate` runs on one file both
// said "done" and one calibrated GPU model was in neither the file nor its .bak. Each writer
// checks that the file still holds what it read, then renames its copy over it; without a
// lock between the check and the rename both pass the check.
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>

#include "model/io/file_ops.h"
#include "model/io/scenario_file.h"

namespace gputco::io::test {

namespace {

QByteArray bytesOnDisk(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return "<missing>";
    return file.readAll();
}

// Holds a writer just after its changed-on-disk check (the temporary file is the first thing
// a save creates after it) until the other writer has reached the same point, or 100 ms have
// passed: the other may be waiting for the lock, which is the point of the lock.
class Rendezvous : public FileOps {
public:
    Rendezvous(int tellFd, int hearFd) : tellFd_(tellFd), hearFd_(hearFd) {}
    int createNew(const std::string& path, mode_t mode) override {
        if (!met_) {
            met_ = true;
            (void)::write(tellFd_, "x", 1);
            pollfd other{hearFd_, POLLIN, 0};
            (void)::poll(&other, 1, 100);
        }
        return FileOps::createNew(path, mode);
    }

private:
    int tellFd_;
    int hearFd_;
    bool met_ = false;
};

enum Outcome { kSaved = 0, kRefused = 3, kOther = 1 };

}  // namespace

TEST_CASE("two processes saving one file at once: one saves, the other is refused, no edit lost",
          "[save][race]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("study.gputco"));
    for (int round = 0; round < 100; ++round) {
        INFO("round " << round);
        REQUIRE(saveFileAtomically(path, "as both opened it\n").ok());
        const DiskState opened = diskState(path);
        int toSecond[2];
        int toFirst[2];
        REQUIRE(::pipe(toSecond) == 0);
        REQUIRE(::pipe(toFirst) == 0);
        pid_t writers[2];
        for (int w = 0; w < 2; ++w) {
            writers[w] = ::fork();
            REQUIRE(writers[w] >= 0);
            if (writers[w] == 0) {
                Rendezvous meet(w == 0 ? toSecond[1] : toFirst[1], w == 0 ? toFirst[0] : toSecond[0]);
                ScopedFileOps installed(meet);
                const SaveResult r =
                    saveFileAtomically(path, QByteArray("edit of writer ") + char('A' + w), opened);
                ::_exit(r.ok() ? kSaved : r.status == SaveResult::Status::ChangedOnDisk ? kRefused : kOther);
            }
        }
        int outcome[2];
        for (int w = 0; w < 2; ++w) {
            int status = 0;
            REQUIRE(::waitpid(writers[w], &status, 0) == writers[w]);
            REQUIRE(WIFEXITED(status));
            outcome[w] = WEXITSTATUS(status);
        }
        for (int fd : {toSecond[0], toSecond[1], toFirst[0], toFirst[1]}) ::close(fd);
        // Exactly one writer saved and the other was told the file had changed: before the
        // lock, both exited "saved" in every round and the file held only the second edit.
        CHECK(((outcome[0] == kSaved && outcome[1] == kRefused) ||
               (outcome[0] == kRefused && outcome[1] == kSaved)));
        const char winner = outcome[0] == kSaved ? 'A' : 'B';
        CHECK(bytesOnDisk(path) == QByteArray("edit of writer ") + winner);
        CHECK(bytesOnDisk(path + ".bak") == "as both opened it\n");
    }
}

}  // namespace gputco::io::test
