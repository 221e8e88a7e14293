// gputco-cli catalog and history on both backends (issue #37): with GPUTCO_LIBRARY naming a team
// library, list, import, import-public, export and history work on it, by the rules this
// computer's library follows; without it, on this computer's. Each case runs on both, as a user runs the
// commands. Registered with the team library's tests (tests/team_library/CMakeLists.txt), whose fixture
// starts the PostgreSQL server.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <memory>
#include <optional>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"
#include "tests/team_library/team_server.h"

namespace gputco::test {

namespace {

// The environment a case's commands run in: a data folder of their own, and GPUTCO_LIBRARY
// naming a fresh team database as `user` (PostgreSQL) or unset (SQLite).
class CliBackend {
public:
    explicit CliBackend(const std::string& name, const QString& user = QStringLiteral("analyst1")) {
        if (name == "PostgreSQL") {
            team_.emplace();
            use(user);
        } else {
            qunsetenv("GPUTCO_LIBRARY");
        }
    }
    ~CliBackend() { qunsetenv("GPUTCO_LIBRARY"); }
    CliBackend(const CliBackend&) = delete;
    CliBackend& operator=(const CliBackend&) = delete;

    bool isTeam() const { return team_.has_value(); }
    // The commands from now on connect as `user`.
    void use(const QString& user) { qputenv("GPUTCO_LIBRARY", team_->address(user).text().toUtf8()); }
    const DataDir& data() const { return data_; }
    io::library::TeamAddress address(const QString& user) const { return team_->address(user); }

private:
    DataDir data_;
    std::optional<TeamDatabase> team_;
};

// The offers of `list --json` whose key starts "zz/": the case's own, beside the bundled ones in
// this computer's library.
QJsonArray ourOffers() {
    const Run listed = cli({"catalog", "list", "--kind", "offers", "--json"});
    INFO(listed.err.toStdString());
    REQUIRE(listed.exitCode == 0);
    QJsonArray ours;
    for (const QJsonValue& row : QJsonDocument::fromJson(listed.out).array())
        if (row[QStringLiteral("key")].toString().startsWith(QLatin1String("zz/"))) ours.append(row);
    return ours;
}

}  // namespace

TEST_CASE("library cli on both backends: a price list imported, listed, exported and imported again") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const CliBackend backend(name);
    // Two offers of a GPU both catalogs describe (A100-40GB-SXM4: this computer's bundled gpus row,
    // the team's reference model) and one of a GPU neither does (V100).
    const QString offers = backend.data().write(
        "offers.csv",
        kOfferHeader +
            "zz/p4d,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,on_demand,,,21.96,USD,aws.amazon.com,"
            "2026-06-01\n"
            "zz/p4d-spot,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,spot,,,9.5,USD,aws.amazon.com,"
            "2026-06-01\n"
            "zz/p3dn,AWS,us-east-1,p3dn.24xlarge,V100,8,on_demand,,,31.21,USD,aws.amazon.com,"
            "2026-06-01\n");
    const Run imported = cli({"catalog", "import", offers});
    INFO(imported.err.toStdString());
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out.contains("offers.csv (offers): 2 rows added, 0 already present"));
    CHECK(
        imported.out.contains("not stored, their GPU is not in the library's catalog (import its gpus row "
                              "first): 1 row (V100 x1)"));
    // The team library says on stderr which it is, and as whom: stdout stays the command's data.
    CHECK(imported.err.contains("note: the team library postgresql://analyst1@") == backend.isTeam());

    const QJsonArray ours = ourOffers();
    REQUIRE(ours.size() == 2);
    CHECK(ours[0][QStringLiteral("key")] == QStringLiteral("zz/p4d"));
    CHECK(ours[0][QStringLiteral("price_per_hour")].toDouble() == 21.96);
    CHECK(ours[1][QStringLiteral("pricing_mode")] == QStringLiteral("spot"));

    // Exported and imported back: every row found already there, nothing added.
    const QString exported = backend.data().file("exported-offers.csv");
    const Run out = cli({"catalog", "export", "--kind", "offers", exported});
    INFO(out.err.toStdString());
    REQUIRE(out.exitCode == 0);
    // This computer's library holds the 162 bundled offers beside the two; the team's only the two.
    const int all = backend.isTeam() ? 2 : kBundledOffers + 2;
    CHECK(readFile(exported).count('\n') == 1 + all);
    const Run again = cli({"catalog", "import", exported});
    INFO(again.err.toStdString());
    REQUIRE(again.exitCode == 0);
    CHECK(again.out.contains(QStringLiteral("(offers): 0 rows added, %1 already present").arg(all).toUtf8()));

    // A later list with the spot price changed on its day: refused whole, exit 3, nothing kept.
    const QString clash = backend.data().write(
        "clash.csv",
        kOfferHeader +
            "zz/p5,AWS,us-east-1,p5.48xlarge,H100-SXM,8,on_demand,,,55.04,USD,aws.amazon.com,"
            "2026-06-01\n"
            "zz/p4d-spot,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,spot,,,9.75,USD,aws.amazon.com,"
            "2026-06-01\n");
    const Run refused = cli({"catalog", "import", clash});
    CHECK(refused.exitCode == 3);
    CHECK(refused.err.contains("zz/p4d-spot"));
    CHECK(refused.err.contains("nothing imported from"));
    CHECK(ourOffers().size() == 2);
}

TEST_CASE("library cli on both backends: a public price list previewed, then imported once") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const CliBackend backend(name);
    // The SkyPilot extract's us-east-1 rows whose GPU the catalog has a model for: p4d.24xlarge,
    // p4de.24xlarge and p5.48xlarge, each on demand and spot, 6 offers (the p3dn's V100 is none
    // of the catalog's; the zones' repeats of one price are one row), dated 2026-06-30: newer
    // than every bundled AWS row, so new or changed on both backends.
    const QStringList args{
        "catalog",
        "import-public",
        "skypilot",
        QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/skypilot-aws-vms-extract.csv"),
        "--region",
        "us-east-1",
        "--as-of",
        "2026-06-30"};
    const Run first = cli(args);
    INFO(first.err.toStdString());
    REQUIRE(first.exitCode == 0);
    CHECK(first.out.contains("6 rows added, 0 already present"));
    CHECK(first.out.contains("conflicts 0"));
    // The second time every row is in the library: unchanged, nothing added.
    const Run second = cli(args);
    INFO(second.err.toStdString());
    REQUIRE(second.exitCode == 0);
    CHECK(second.out.contains("new 0, changed 0, unchanged 6, conflicts 0"));
    CHECK(second.out.contains("0 rows added, 6 already present"));
}

TEST_CASE(
    "library cli on the team library: a reader may list but not import, and this computer's catalog "
    "is left as it was") {
    CliBackend backend("PostgreSQL");
    const QString offers = backend.data().write(
        "offers.csv",
        kOfferHeader +
            "zz/p4d,AWS,us-east-1,p4d.24xlarge,A100-40GB-SXM4,8,on_demand,,,21.96,USD,aws.amazon.com,"
            "2026-06-01\n");
    REQUIRE(cli({"catalog", "import", offers}).exitCode == 0);
    backend.use(QStringLiteral("reader1"));
    CHECK(ourOffers().size() == 1);
    const Run refused = cli({"catalog", "import", offers});
    CHECK(refused.exitCode == 3);
    CHECK(refused.err.contains("reader1 may only read the team library postgresql://reader1@"));
    CHECK(refused.err.contains("nothing imported"));
    const Run publicList =
        cli({"catalog", "import-public", "skypilot",
             QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/skypilot-aws-vms-extract.csv"),
             "--region", "us-east-1", "--as-of", "2026-06-30"});
    CHECK(publicList.exitCode == 3);
    CHECK(publicList.err.contains("reader1 may only read the team library"));
    // Without GPUTCO_LIBRARY: this computer's library, its bundled offers and none of the team's.
    qunsetenv("GPUTCO_LIBRARY");
    CHECK(ourOffers().isEmpty());
    const Run local = cli({"catalog", "list", "--kind", "offers"});
    CHECK(local.out.startsWith(QByteArray("offers (") + QByteArray::number(kBundledOffers) + " rows)"));
}

TEST_CASE(
    "library cli on the team library: a probe result calibrated from is shared by an analyst, not by a "
    "reader") {
    CliBackend backend("PostgreSQL");
    const QString example = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");
    const QString probe =
        QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/a100-40gb-sxm4.fixture.json");
    const Run shared = cli({"calibrate", example, probe, "-o", backend.data().file("calibrated.gputco")});
    INFO(shared.err.toStdString());
    REQUIRE(shared.exitCode == 0);
    CHECK(shared.err.contains("note: probe result shared in the team library postgresql://analyst1@"));
    backend.use(QStringLiteral("reader1"));
    const Run reader = cli({"calibrate", example, probe, "-o", backend.data().file("again.gputco")});
    CHECK(reader.exitCode == 0);  // calibrated and kept on this computer all the same
    CHECK(reader.err.contains("note: probe result not shared: reader1 may only read the team library"));
    // The team has the analyst's one, as the fixture's device.
    io::library::TeamLibrary team;
    REQUIRE(team.open(backend.address(QStringLiteral("reader1"))).isEmpty());
    const std::vector<io::library::ProbeRecord> kept = team.probeResults();
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].device == QStringLiteral("NVIDIA A100-SXM4-40GB"));
    CHECK(kept[0].addedBy == QStringLiteral("analyst1"));
}

TEST_CASE(
    "library cli on the team library: a server out of reach or at another version is said, exit 1 or 2") {
    DataDir data;
    qputenv("GPUTCO_LIBRARY", "postgresql://analyst1@127.0.0.1:1/nowhere?sslmode=disable");
    const Run unreachable = cli({"catalog", "list"});
    CHECK(unreachable.exitCode == 1);
    CHECK(unreachable.err.contains("catalog list: "));
    CHECK(unreachable.out.isEmpty());
    {
        const TeamDatabase unmigrated(false);
        qputenv("GPUTCO_LIBRARY", unmigrated.address(QStringLiteral("analyst1")).text().toUtf8());
        const Run older = cli({"catalog", "list"});
        CHECK(older.exitCode == 2);
        CHECK(older.err.contains("run gputco-cli library migrate"));
    }
    qunsetenv("GPUTCO_LIBRARY");
}

TEST_CASE("library cli on both backends: history lists a scenario's saves newest first, one line each") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const CliBackend backend(name);
    const QString file = backend.data().file("plan.gputco");
    // Two saves, through the library the command will read: this computer's by the file's path,
    // the team's by its name.
    {
        io::library::Library local;
        io::library::TeamLibrary team;
        std::unique_ptr<io::library::RevisionShelf> shelf;
        if (backend.isTeam()) {
            REQUIRE(team.open(backend.address(QStringLiteral("analyst1"))).isEmpty());
            shelf = std::make_unique<io::library::TeamRevisions>(team);
        } else {
            REQUIRE(local.open().usable());
            shelf = std::make_unique<io::library::LibraryRevisions>(local);
        }
        REQUIRE(shelf->add(shelf->scenarioOf(file), "abc").empty());
        REQUIRE(shelf->add(shelf->scenarioOf(file), "abcdef").empty());
    }
    const Run run = cli({"history", file});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QList<QByteArray> lines = run.out.trimmed().split('\n');
    REQUIRE(lines.size() == 2);
    // The short hash is the first 12 hex digits of SHA-256: bef57ec7f53a for "abcdef" (sha256sum),
    // ba7816bf8f01 for "abc" (FIPS 180-2 B.1). The team's line adds the number, who and status.
    CHECK(lines[0].contains(" UTC  bef57ec7f53a  6 bytes"));
    CHECK(lines[1].contains(" UTC  ba7816bf8f01  3 bytes"));
    CHECK(lines[1].endsWith(backend.isTeam() ? "3 bytes  revision 1 by analyst1, draft" : "3 bytes"));
    CHECK(lines[0].endsWith(backend.isTeam() ? "6 bytes  revision 2 by analyst1, draft" : "6 bytes"));
    // Another file of the same name elsewhere is the same scenario in the team library (its name is
    // what colleagues share), and another scenario on this computer (its path). Not a file at
    // all, with no saves: a mistake, exit 1.
    const QString elsewhere = backend.data().file("copy/plan.gputco");
    const Run copy = cli({"history", elsewhere});
    CHECK(copy.exitCode == (backend.isTeam() ? 0 : 1));
    CHECK(copy.out.isEmpty() == !backend.isTeam());
    if (!backend.isTeam()) CHECK(copy.err.contains("copy/plan.gputco: no such file"));
}

}  // namespace gputco::test
