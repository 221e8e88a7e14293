// Probe results on both backends (issue #37): this computer's library (SQLite) and the team
// library (PostgreSQL) through their one interface (probe_shelf.h). Each case runs on both; where
// the columns differ (text against timestamptz and bytea) the values must come back the same.
// Registered with the team library's tests (tests/team_library/CMakeLists.txt), whose fixture
// starts the PostgreSQL server.
#include <QTimeZone>
#include <catch2/catch.hpp>
#include <memory>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "tests/library/on_backend.h"

namespace gputco::io::library {

namespace {

// Probe results of one backend, fresh for the test.
OnBackend<ProbeShelf> shelf(const std::string& name) {
    return OnBackend<ProbeShelf>(
        name, [](Library& local) { return std::make_unique<LibraryProbes>(local); },
        [](TeamLibrary& team) { return std::make_unique<TeamProbes>(team); });
}

}  // namespace

TEST_CASE("probe results on both backends: kept whole, read back newest first, in UTC to the millisecond") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto s = shelf(name);
    // A document with Chinese text and every JSON escape a probe writes; kept out of time order.
    const QByteArray older =
        R"({"device":"NVIDIA A100-SXM4-40GB","note":"机房 A \"north\"\n","status":"ok"})";
    const QByteArray newer = R"({"device":"NVIDIA H200","status":"ok"})";
    // 2026-12-05 09:30:15.250 in Shanghai (UTC+8) is 01:30:15.250 UTC.
    const QDateTime shanghai(QDate(2026, 12, 5), QTime(9, 30, 15, 250), QTimeZone("Asia/Shanghai"));
    const QDateTime later(QDate(2026, 12, 6), QTime(1, 0, 0, 5), QTimeZone::utc());
    REQUIRE(s->add(QStringLiteral("NVIDIA H200"), newer, later).empty());
    REQUIRE(s->add(QStringLiteral("NVIDIA A100-SXM4-40GB"), older, shanghai).empty());
    std::string error;
    const std::vector<ProbeRecord> kept = s->all(&error);
    INFO(error);
    REQUIRE(error.empty());
    REQUIRE(kept.size() == 2);
    CHECK(kept[0].device == QStringLiteral("NVIDIA H200"));
    CHECK(kept[0].document == newer);
    CHECK(kept[0].measuredAt == later);
    CHECK(kept[1].device == QStringLiteral("NVIDIA A100-SXM4-40GB"));
    CHECK(kept[1].document == older);
    CHECK(kept[1].measuredAt == QDateTime(QDate(2026, 12, 5), QTime(1, 30, 15, 250), QTimeZone::utc()));
    CHECK(kept[1].measuredAt.timeSpec() == Qt::UTC);
    CHECK(kept[1].addedBy == s.writer());
    CHECK(kept[0].id != kept[1].id);
}

}  // namespace gputco::io::library
