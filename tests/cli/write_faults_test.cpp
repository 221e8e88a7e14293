// Every writer of gputco-cli under real write failures (issue #14): a file-size limit with
// SIGXFSZ ignored (below and above the write buffer), a full tmpfs (as root), and a full
// standard output (/dev/full). Each must exit 3 with the operating system's reason, and leave
// the target and its .bak byte-identical.
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <QDir>
#include <cerrno>
#include <csignal>
#include <cstring>

#include "model/io/scenario_writer.h"
#include "tests/calibration/probe_fixtures.h"
#include "tests/cli/cli_run.h"
#include "tests/support/skip.h"

using gputco::test::kExample;

namespace gputco::test {

namespace {

const QString kH200Probe = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/h200-sxm.fixture.json");

// One writer: its arguments (with %1 for the folder), the file it writes, and whether it
// keeps a .bak.
struct Writer {
    const char* name;
    QStringList args;
    QString target;
    bool backup;
};

// Files each writer will try to replace, already there with known bytes, in `folder`.
std::vector<Writer> prepareWriters(const QString& folder) {
    const auto put = [&](const char* name, const QByteArray& bytes) {
        QFile f(QDir(folder).filePath(QString::fromLatin1(name)));
        REQUIRE(f.open(QIODevice::WriteOnly));
        REQUIRE(f.write(bytes) == bytes.size());
        return f.fileName();
    };
    // Old-format text (not canonical), so that upgrade has something to rewrite.
    const QByteArray example = contentOf(kExample);
    const QString upgrade = put("upgrade.gputco", example);
    put("upgrade.gputco.bak", "older upgrade backup\n");
    const QString calibrate = put("calibrate.gputco", io::writeScenarioJson(calibrationScenario()));
    put("calibrate.gputco.bak", "older calibrate backup\n");
    const QString report = put("report.pdf", "%PDF-1.4 an older report\n");
    const QString csv = put("offers.csv", "an older export\n");
    const QString workbook = put("audit.xlsx", "an older workbook\n");
    const QString probe = put("probe.json", "{\"an older\": \"probe document\"}\n");
    // The library there before any limit: made under one, it is unusable, and an export from
    // an unusable library is refused before it writes (exit 1), which is not what is tested.
    REQUIRE(cli({"catalog", "list", "--kind", "gpus"}).exitCode == 0);
    return {
        {"workbook", {"workbook", kExample, "-o", workbook}, workbook, false},
        {"probe", {"probe", "--quick", "-o", probe}, probe, false},
        {"upgrade", {"upgrade", upgrade}, upgrade, true},
        {"calibrate", {"calibrate", calibrate, kH200Probe}, calibrate, true},
        {"report", {"report", kExample, "-o", report}, report, false},
        {"catalog export", {"catalog", "export", "--kind", "offers", csv}, csv, false},
    };
}

struct Snapshot {
    QByteArray file;
    QByteArray backup;
};

Snapshot snapshot(const Writer& w) {
    return {contentOf(w.target), contentOf(w.target + ".bak")};
}

void checkRefused(const Writer& w, const Run& run, const Snapshot& before, const char* reason) {
    INFO(w.name << ": " << run.err.toStdString());
    CHECK(run.exitCode == 3);
    CHECK(run.err.contains(reason));
    CHECK(run.err.contains("not saved"));
    CHECK(contentOf(w.target) == before.file);
    if (w.backup) CHECK(contentOf(w.target + ".bak") == before.backup);
}

}  // namespace

TEST_CASE("write faults: every CLI writer under a file-size limit exits 3 and changes nothing",
          "[cli][fault]") {
    // 1 KiB: smaller than any of the files, and than the 16 KiB write buffers; 32 KiB: larger
    // than the buffers, smaller than the report.
    for (const rlim_t limit : {rlim_t{1024}, rlim_t{32 * 1024}}) {
        QTemporaryDir dir;
        for (const Writer& w : prepareWriters(dir.path())) {
            const QByteArray size = QByteArray::number(qulonglong(limit));
            INFO(w.name << " under RLIMIT_FSIZE " << size.toStdString());
            const Snapshot before = snapshot(w);
            // SIGXFSZ at its default (it kills the process), as in a user's shell after
            // `ulimit -f`: the command itself must ignore it (it was killed: exit 153).
            const Run run = cliWith(w.args, [limit] {
                std::signal(SIGXFSZ, SIG_DFL);
                rlimit r{limit, limit};
                setrlimit(RLIMIT_FSIZE, &r);
            });
            // Skipped where the writer's file fits under the limit anyway.
            if (run.exitCode == 0 && contentOf(w.target).size() <= qsizetype(limit)) continue;
            if (qstrcmp(w.name, "catalog export") == 0 && limit < 32 * 1024) {
                // The library's shared-memory index is 32 KiB: under a smaller limit the
                // library cannot be opened, and an export of its catalog is refused before
                // anything is written, rather than made of the bundled rows.
                INFO(run.err.toStdString());
                CHECK(run.exitCode == 1);
                CHECK(run.err.contains("the library cannot be read, so its catalog is not exported"));
                CHECK(contentOf(w.target) == before.file);
                continue;
            }
            checkRefused(w, run, before, "File too large");
            // No temporary file left behind (the killed command left its .tmp-* file).
            CHECK(QDir(dir.path())
                      .entryList({QStringLiteral(".*.tmp-*")}, QDir::Files | QDir::Hidden)
                      .isEmpty());
        }
    }
}

TEST_CASE("write faults: every CLI writer on a full disk exits 3 and changes nothing", "[cli][fault]") {
    if (::geteuid() != 0) GPUTCO_SKIP("needs root to mount a small tmpfs");
    QTemporaryDir dir;
    const QString mountPoint = dir.filePath(QStringLiteral("full"));
    REQUIRE(QDir().mkpath(mountPoint));
    if (::mount("tmpfs", QFile::encodeName(mountPoint).constData(), "tmpfs", 0, "size=256k") != 0)
        GPUTCO_SKIP("cannot mount a tmpfs here (" + std::string(std::strerror(errno)) + ")");
    std::vector<Writer> writers = prepareWriters(mountPoint);
    // Fill what is left.
    {
        QFile fill(QDir(mountPoint).filePath(QStringLiteral("fill")));
        REQUIRE(fill.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
        const QByteArray block(4096, 'f');
        while (fill.write(block) == block.size()) {
        }
    }
    for (const Writer& w : writers) {
        const Snapshot before = snapshot(w);
        checkRefused(w, cli(w.args), before, "No space left on device");
    }
    // Nothing left behind: the six targets, two backups and the filler.
    CHECK(QDir(mountPoint).entryList(QDir::Files | QDir::Hidden).size() == 9);
    ::umount2(QFile::encodeName(mountPoint).constData(), MNT_DETACH);
}

TEST_CASE("write faults: a full standard output exits 3 with the reason", "[cli][fault]") {
    if (!QFileInfo::exists(QStringLiteral("/dev/full"))) GPUTCO_SKIP("no /dev/full here");
    for (const QStringList& args :
         {QStringList{"evaluate", kExample, "--json"}, QStringList{"evaluate", kExample},
          QStringList{"catalog", "list"}, QStringList{"validate", kExample}}) {
        INFO(args.join(' ').toStdString());
        const Run run = cliWith(args, [] {
            const int fd = ::open("/dev/full", O_WRONLY);
            ::dup2(fd, STDOUT_FILENO);
        });
        CHECK(run.exitCode == 3);
        CHECK(run.err.contains("cannot write to standard output: No space left on device"));
    }
}

}  // namespace gputco::test
