// A 200 MB SkyPilot CSV and a 200 MB pricing.yml read by the real gputco-cli under an
// address-space limit (issue #32, item 12): the readers stream, so memory does not grow with
// the file (they held it whole: 2.7 GB for the CSV, --gpu-only or not, 1 GB for the YAML).
#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"

namespace gputco::test {

namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

constexpr qint64 kMiB = 1024 * 1024;
// Under AddressSanitizer (no memory limit there, and every byte read 5 to 10 times slower)
// a tenth of the size: what it checks there is that the streamed read is right, and 200 MB
// ran past the CLI's 60 s in CI.
constexpr qint64 kLargeFileBytes = (kAddressSanitizer ? 20 : 200) * kMiB;
// gputco-cli maps Qt (Gui and Widgets, which the CLI links for reports), ICU's 30 MB of data
// and SQLite before it reads a byte: measured, it starts and imports a 30-line file with an
// address space of 90 MiB and not 80 MiB. 128 MiB for that, plus the 256 MiB a read may take.
constexpr rlim_t kStartUpBytes = 128 * kMiB;
constexpr rlim_t kReadBytes = 256 * kMiB;

// Writes the file a block at a time from `nextBlock` (which appends to the block it is given
// and returns false when the file is complete), never holding more than a block.
void writeLarge(const QString& path, const std::function<bool(QByteArray&)>& nextBlock) {
    QFile f(path);
    REQUIRE(f.open(QIODevice::WriteOnly));
    QByteArray block;
    bool more = true;
    while (more) {
        block.clear();
        while (more && block.size() < kMiB) more = nextBlock(block);
        REQUIRE(f.write(block) == block.size());
    }
}

// The CLI with its address space limited as the header says (not under AddressSanitizer,
// whose shadow memory alone needs terabytes of address space).
Run cliLimited(const QStringList& args) {
    return cliWith(args, [] {
        if (kAddressSanitizer) return;
        const rlimit limit{kStartUpBytes + kReadBytes, kStartUpBytes + kReadBytes};
        setrlimit(RLIMIT_AS, &limit);
    });
}

}  // namespace

TEST_CASE("public catalog: a 200 MB SkyPilot CSV is read in bounded memory",
          "[library][public catalog][large]") {
    QTemporaryDir dir;
    DataDir data;
    const QString path = dir.filePath(QStringLiteral("aws-vms.csv"));
    // As SkyPilot's AWS vms.csv: mostly instances without a GPU; here one row in 20 is a
    // p4d.24xlarge in one of 10 regions and 6 zones, so that its rows fold into 20 offers.
    const char* const regions[] = {"us-east-1",      "us-east-2",    "us-west-1",  "us-west-2",
                                   "eu-west-1",      "eu-central-1", "ap-south-1", "ap-northeast-1",
                                   "ap-southeast-1", "sa-east-1"};
    qint64 written = 0;
    int rows = 0;
    int gpuRows = 0;
    writeLarge(path, [&](QByteArray& block) {
        if (rows == 0)
            block +=
                "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,"
                "Region,AvailabilityZone\n";
        const QByteArray region = regions[rows / 20 % 10];
        const QByteArray zone = region + "-az" + QByteArray::number(rows / 200 % 6);
        const qsizetype before = block.size();
        if (rows % 20 == 0) {
            block += "p4d.24xlarge,A100,8.0,96.0,1152.0,A100,32.7726," + QByteArray::number(5 + rows % 7) +
                     ".5," + region + "," + zone + "\n";
            ++gpuRows;
        } else {
            block += "m5." + QByteArray::number(rows % 97) + "xlarge,,,8.0,32.0,,0." +
                     QByteArray::number(100 + rows % 900) + ",0.05," + region + "," + zone + "\n";
        }
        ++rows;
        written += block.size() - before;
        return written < kLargeFileBytes;
    });
    REQUIRE(QFileInfo(path).size() >= kLargeFileBytes);

    QElapsedTimer clock;
    clock.start();
    const Run run =
        cliLimited({"catalog", "import-public", "skypilot", path, "--as-of", "2026-12-01", "--dry-run"});
    INFO(run.err.toStdString());
    INFO("read in " << clock.elapsed() << " ms");
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("read %1 records: 20 offers; skipped: %2 without a GPU")
                               .arg(rows)
                               .arg(rows - gpuRows)
                               .toUtf8()));
    CHECK(run.out.contains(
        QStringLiteral("%1 zone rows folded into their region").arg(2 * gpuRows - 20).toUtf8()));
    INFO(run.out.toStdString());
    // The lowest of the region's spot prices (the bundled catalog has an older one: "changed").
    CHECK(run.out.contains("aws/us-east-1/p4d.24xlarge/spot  "));
    CHECK(run.out.contains(" 5.5 USD\n"));

    const Run gpuOnly = cliLimited(
        {"catalog", "import-public", "skypilot", path, "--as-of", "2026-12-01", "--dry-run", "--gpu-only"});
    REQUIRE(gpuOnly.exitCode == 0);
    CHECK(gpuOnly.out.contains("20 offers"));
}

TEST_CASE("public catalog: a 200 MB pricing.yml is read in bounded memory",
          "[library][public catalog][large]") {
    QTemporaryDir dir;
    DataDir data;
    const QString path = dir.filePath(QStringLiteral("pricing.yml"));
    // As Cyclenerd's pricing.yml: machine types priced in each of 40 regions; one in 1,000 has
    // eight A100s (its offers: 40 regions x on demand, spot, 1 and 3 years).
    int machines = 0;
    qint64 written = 0;
    writeLarge(path, [&](QByteArray& block) {
        const qsizetype before = block.size();
        if (machines == 0)
            block += "---\nabout:\n  generated: Thu Jul 30 06:13:17 2026\ncompute:\n  instance:\n";
        block += "    mt-" + QByteArray::number(machines).rightJustified(7, '0') + ":\n";
        if (machines % 1000 == 0) block += "      a100: 8\n";
        block += "      cost:\n";
        for (int r = 0; r < 40; ++r)
            block += "        region-" + QByteArray::number(r) + ":\n          hour: 1." +
                     QByteArray::number(machines % 1000) +
                     "\n          hour_spot: 0.5\n          month: 700.1\n          month_1y: 500.2\n"
                     "          month_3y: 300.3\n          month_spot: 200.4\n";
        block += "      cpu: 96\n      ram: 680\n";
        ++machines;
        written += block.size() - before;
        return written < kLargeFileBytes;
    });
    REQUIRE(QFileInfo(path).size() >= kLargeFileBytes);
    const int gpuMachines = (machines + 999) / 1000;

    QElapsedTimer clock;
    clock.start();
    const Run run = cliLimited({"catalog", "import-public", "gcp-yaml", path, "--dry-run"});
    INFO(run.err.toStdString());
    INFO("read in " << clock.elapsed() << " ms");
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains(QStringLiteral("read %1 records: %2 offers; skipped: %3 without a GPU")
                               .arg(machines)
                               .arg(gpuMachines * 40 * 4)
                               .arg(machines - gpuMachines)
                               .toUtf8()));
}

}  // namespace gputco::test
