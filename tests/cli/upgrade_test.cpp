// gputco-cli upgrade (issue #4): canonical output, idempotent, same numbers, and no bad
// file ever changes anything on disk.
#include <catch2/catch.hpp>

#include <QDir>

#include "tests/cli/cli_run.h"

namespace gputco::test {

namespace {

const QString kExamples = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/");

}  // namespace

TEST_CASE("cli: upgrade twice gives identical bytes and evaluate the same numbers", "[cli][upgrade]") {
    for (const char* name :
         {"a100-buy-vs-rent.gputco", "cn-liquid-cooling.gputco", "inference-spot-subscription.gputco",
          "us-macrs-loan.gputco", "inference-t4-a100-mig.gputco", "finetune-70b-h100-h200.gputco",
          "cn-cloud-a100-subscription.gputco", "h200-buy-reserve-rent.gputco"}) {
        INFO(name);
        QTemporaryDir dir;
        const QString example = kExamples + QLatin1String(name);
        const QString once = dir.filePath(QStringLiteral("once.gputco"));
        const QString twice = dir.filePath(QStringLiteral("twice.gputco"));
        REQUIRE(cli({"upgrade", example, "-o", once}).exitCode == 0);
        REQUIRE(cli({"upgrade", once, "-o", twice}).exitCode == 0);
        CHECK(contentOf(once) == contentOf(twice));
        const Run before = cli({"evaluate", example, "--json"});
        const Run after = cli({"evaluate", once, "--json"});
        REQUIRE(before.exitCode == 0);
        CHECK(after.out == before.out);
    }
}

TEST_CASE("cli: upgrade in place migrates a version 0 file and keeps a backup", "[cli][upgrade]") {
    QTemporaryDir dir;
    const QByteArray draft =
        contentOf(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/scenarios/version0-draft.gputco"));
    const QString path = writeTemp(dir, "draft.gputco", draft);
    const Run r = cli({"upgrade", path});
    CHECK(r.exitCode == 0);
    CHECK(r.err.contains("migrated version 0 -> 1"));
    CHECK(contentOf(path + ".bak") == draft);
    const QByteArray upgraded = contentOf(path);
    CHECK(upgraded.contains("\"version\": 1,"));
    CHECK(upgraded.contains("\"horizon_years\": 3,"));
    const Run stdoutRun = cli({"upgrade", path, "-o", "-"});
    CHECK(stdoutRun.exitCode == 0);
    CHECK(stdoutRun.out == upgraded);  // already canonical: nothing changes
}

TEST_CASE("cli: no bad file is rewritten, and each says why", "[cli][upgrade]") {
    const QByteArray valid = contentOf(kExamples + QLatin1String("a100-buy-vs-rent.gputco"));
    struct BadFile {
        const char* what;
        QByteArray bytes;
        int exitCode;
        const char* message;
    };
    QByteArray binary;
    for (int i = 0; i < 512; ++i) binary.append(static_cast<char>((i * 37) & 0xff));
    const std::vector<BadFile> files = {
        // Cut at the end of a line half way through, between two members: never inside a number.
        {"truncated", valid.left(valid.indexOf('\n', valid.size() / 2)), 1,
         ": the file ends before its JSON does: it may have been cut short (unterminated"},
        {"wrong type", QByteArray(valid).replace("\"horizon_years\": 5", "\"horizon_years\": \"five\""), 2,
         "horizon_years: must be a number, got string"},
        {"out of range", QByteArray(valid).replace("\"pue\": 1.5", "\"pue\": 0.8"), 2,
         "options[2].sources[0].facility.pue: must be >= 1"},
        {"unknown version", QByteArray(valid).replace("\"version\": 1", "\"version\": 7"), 1,
         "version 7 is newer than this build's version 1"},
        {"oversize", QByteArray(17 * 1024 * 1024, ' '), 1, "over the 16 MiB limit"},
        {"invalid UTF-8", QByteArray(valid).replace("A100 40GB cluster", "A100 \xff\xfe cluster"), 1,
         "not valid UTF-8"},
        {"empty", QByteArray(), 1, "empty"},
        {"binary", binary, 1, ""},
    };
    for (const BadFile& bad : files) {
        INFO(bad.what);
        QTemporaryDir dir;
        const QString path = writeTemp(dir, "bad.gputco", bad.bytes);
        const Run r = cli({"upgrade", path});
        INFO(r.err.toStdString());
        CHECK(r.exitCode == bad.exitCode);
        CHECK(r.err.contains(bad.message));
        CHECK(r.out.isEmpty());
        CHECK(contentOf(path) == bad.bytes);
        CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("bad.gputco")});
    }
}

TEST_CASE("cli: upgrade refuses arguments it does not know", "[cli][upgrade]") {
    const Run r = cli({"upgrade", "--force", "x.gputco"});
    CHECK(r.exitCode == 2);
    CHECK(r.err.contains("upgrade: unexpected argument --force"));
    CHECK(cli({"upgrade"}).exitCode == 2);
}

}  // namespace gputco::test
