// Scenario revisions on both backends (issue #37): this computer's library (SQLite) and the team
// library (PostgreSQL) through their one interface (revision_shelf.h). Each case runs on both:
// what a library keeps of a save, and how it lists and gives it back, must not depend on which.
// Registered with the team library's tests (tests/team_library/CMakeLists.txt), whose fixture
// starts the PostgreSQL server.
#include <QDir>
#include <catch2/catch.hpp>
#include <memory>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "tests/library/on_backend.h"

namespace gputco::io::library {

namespace {

// Revisions of one backend, fresh for the test.
OnBackend<RevisionShelf> shelf(const std::string& name) {
    return OnBackend<RevisionShelf>(
        name, [](Library& local) { return std::make_unique<LibraryRevisions>(local); },
        [](TeamLibrary& team) { return std::make_unique<TeamRevisions>(team); });
}

// FIPS 180-2, appendix B.1 and B.2: two messages and their SHA-256.
const QByteArray kAbc = "abc";
const QString kAbcSha = QStringLiteral("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
const QByteArray kLong = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
const QString kLongSha = QStringLiteral("248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");

}  // namespace

TEST_CASE(
    "scenario revisions on both backends: kept byte for byte, listed newest first and numbered in order") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto s = shelf(name);
    const RevisionShelf& revisions = *s;
    const QString plan = revisions.scenarioOf(QDir::temp().filePath(QStringLiteral("plan.gputco")));
    const QString other = revisions.scenarioOf(QDir::temp().filePath(QStringLiteral("other.gputco")));
    // A scenario never saved has no revisions, and that is no error.
    std::string error;
    CHECK(revisions.list(plan, &error).empty());
    CHECK(error.empty());
    // A third content with Chinese text, a NUL and a CR LF: 3 + 1 + 2 + 2 + 6 (两个汉字) = 14 bytes.
    const QByteArray third = QByteArray("{\"a", 3) + QByteArray(1, '\0') + "\r\n" + "}}" + "方案";
    REQUIRE(third.size() == 14);
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    REQUIRE(revisions.add(plan, kAbc).empty());
    REQUIRE(revisions.add(other, "x").empty());  // another scenario's: not in plan's list
    REQUIRE(revisions.add(plan, kLong).empty());
    REQUIRE(revisions.add(plan, third).empty());
    const QDateTime after = QDateTime::currentDateTimeUtc().addSecs(1);

    const std::vector<RevisionRecord> list = revisions.list(plan, &error);
    INFO(error);
    REQUIRE(error.empty());
    REQUIRE(list.size() == 3);
    // Newest first, numbered 1, 2, 3 in the order saved (the team's: the versions the saves made).
    CHECK(list[0].number == 3);
    CHECK(list[1].number == 2);
    CHECK(list[2].number == 1);
    CHECK(list[2].sha256 == kAbcSha);
    CHECK(list[1].sha256 == kLongSha);
    CHECK(list[2].bytes == 3);
    CHECK(list[1].bytes == 56);  // FIPS 180-2 B.2's message is 448 bits
    CHECK(list[0].bytes == 14);
    for (const RevisionRecord& r : list) {
        CHECK(r.scenario == plan);
        CHECK(r.savedAt.timeSpec() == Qt::UTC);
        CHECK(r.savedAt >= before);
        CHECK(r.savedAt <= after);
        CHECK(r.savedBy == s.writer());
        // A new revision is a draft in the team library; this computer's keep no status.
        CHECK(r.status == (s.writer().isEmpty() ? QString() : QStringLiteral("draft")));
    }
    // Given back by number, byte for byte.
    CHECK(revisions.content(plan, 1) == kAbc);
    CHECK(revisions.content(plan, 2) == kLong);
    CHECK(revisions.content(plan, 3) == third);
    // No revision 4: nothing, and why.
    error.clear();
    CHECK(revisions.content(plan, 4, &error).isEmpty());
    CHECK_FALSE(error.empty());
    REQUIRE(revisions.list(other).size() == 1);
    CHECK(revisions.list(other).front().number == 1);
}

TEST_CASE("scenario revisions on both backends: each names a file's scenario its own way") {
    const std::string name = GENERATE(as<std::string>{}, "SQLite", "PostgreSQL");
    INFO(name);
    const auto s = shelf(name);
    const QString file = QDir::temp().filePath(QStringLiteral("board/buy-vs-rent.v2.gputco"));
    // This computer keeps a file's saves by its absolute path; the team library by the name
    // colleagues know it by, the file's name without its extension.
    CHECK(s->scenarioOf(file) ==
          (name == "SQLite" ? QDir::cleanPath(file) : QStringLiteral("buy-vs-rent.v2")));
}

}  // namespace gputco::io::library
