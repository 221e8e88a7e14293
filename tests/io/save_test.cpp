// Saving never loses work (issue #4): atomic replace, a backup of the previous content,
// no overwrite of a file changed on disk, and the original intact when a write fails.
#include <sys/resource.h>
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <csignal>

#include "model/io/scenario_file.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "tests/io/reader_support.h"

namespace gputco::io::test {

namespace {

QByteArray contentOf(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return "<missing>";
    return file.readAll();
}

void put(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(file.write(bytes) == bytes.size());
}

}  // namespace

TEST_CASE("a save replaces the file and keeps the previous content as .bak", "[save]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("study.gputco"));
    SaveResult first = saveFileAtomically(path, "one\n");
    REQUIRE(first.ok());
    CHECK(contentOf(path) == "one\n");
    CHECK_FALSE(QFile::exists(path + ".bak"));  // nothing to back up the first time

    REQUIRE(saveFileAtomically(path, "two\n", diskState(path)).ok());
    CHECK(contentOf(path) == "two\n");
    CHECK(contentOf(path + ".bak") == "one\n");
    // Only the file and its backup: no temporary file left behind.
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 2);
}

TEST_CASE("a file changed on disk since it was opened is not overwritten", "[save]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("study.gputco"));
    put(path, "as opened\n");
    const DiskState opened = diskState(path);
    put(path, "a colleague's edit\n");
    const SaveResult result = saveFileAtomically(path, "mine\n", opened);
    CHECK(result.status == SaveResult::Status::ChangedOnDisk);
    CHECK(result.error ==
          "\"" + path.toStdString() + "\" changed on disk since it was opened; not overwritten");
    CHECK(contentOf(path) == "a colleague's edit\n");
    CHECK_FALSE(QFile::exists(path + ".bak"));

    // A file deleted since it was opened counts as changed too.
    QFile::remove(path);
    CHECK(saveFileAtomically(path, "mine\n", opened).status == SaveResult::Status::ChangedOnDisk);
    // A new file expected not to exist saves.
    CHECK(saveFileAtomically(path, "mine\n", DiskState{}).ok());
}

TEST_CASE("a write that fails halfway leaves the original intact and readable", "[save][fault]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("study.gputco"));
    const QByteArray original = exampleBytes("a100-buy-vs-rent.gputco");
    put(path, original);
    scenario::Scenario big = *readScenarioJson(original).scenario;
    big.notes = std::string(256 * 1024, 'x');
    const QByteArray content = writeScenarioJson(big);

    // A real write failure: the kernel refuses to grow any file past 16 KiB (EFBIG), so the
    // temporary file stops halfway, as on a full disk. The backup (8 KiB) still fits.
    REQUIRE(original.size() < 16 * 1024);
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    REQUIRE(getrlimit(RLIMIT_FSIZE, &saved) == 0);
    rlimit small = saved;
    small.rlim_cur = 16 * 1024;
    REQUIRE(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const SaveResult result = saveFileAtomically(path, content, diskState(path));
    setrlimit(RLIMIT_FSIZE, &saved);

    CHECK(result.status == SaveResult::Status::Failed);
    CHECK(result.error.find("(the file on disk is unchanged)") != std::string::npos);
    CHECK(contentOf(path) == original);
    CHECK(readScenarioFile(path).ok());
    CHECK(QDir(dir.path()).entryList(QDir::Files).size() == 2);  // the file and its backup
}

TEST_CASE("a folder that does not exist gives a message naming the file", "[save]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("no/such/folder/study.gputco"));
    const SaveResult result = saveFileAtomically(path, "x");
    CHECK(result.status == SaveResult::Status::Failed);
    CHECK(result.error.rfind("cannot write \"" + path.toStdString() + "\": ", 0) == 0);
}

TEST_CASE("readScenarioFile records what the file held, for saving back", "[save]") {
    const QString path = examplePath("a100-buy-vs-rent.gputco");
    const ReadResult read = readScenarioFile(path);
    REQUIRE(read.ok());
    CHECK(read.opened == diskState(path));
    // SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    CHECK(contentHash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

}  // namespace gputco::io::test
