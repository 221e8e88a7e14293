// Eight processes on one team library at once for 10 s (issue #37): nothing lost, nothing
// doubled, no deadlock, every refused write reported to its writer.
#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <set>
#include <vector>

#include "model/io/library/team_library.h"
#include "tests/team_library/team_server.h"

using gputco::test::TeamDatabase;

TEST_CASE(
    "team library: eight processes import, save and read at once for 10 s, and nothing is lost or doubled") {
    TeamDatabase team;
    constexpr int kWorkers = 8;
    constexpr int kSeconds = 10;
    std::vector<std::unique_ptr<QProcess>> workers;
    for (int w = 0; w < kWorkers; ++w) {
        auto p = std::make_unique<QProcess>();
        p->start(QCoreApplication::applicationFilePath(),
                 {QStringLiteral("--team-worker"), team.name(),
                  w % 2 ? QStringLiteral("analyst1") : QStringLiteral("analyst2"), QString::number(w),
                  QString::number(kSeconds)});
        workers.push_back(std::move(p));
    }
    int imported = 0;
    int refused = 0;
    std::vector<int> numbers;  // every revision number a worker was told it saved
    static const QRegularExpression line(
        QStringLiteral("^imported (\\d+) revisions (\\S+) refused (\\d+) failed (\\d+) reads (\\d+)$"));
    for (auto& p : workers) {
        // A deadlock would keep a worker past its time: PostgreSQL would end it with an error
        // after its deadlock timeout, and the worker report it as failed.
        REQUIRE(p->waitForFinished((kSeconds + 60) * 1000));
        INFO(p->readAllStandardError().toStdString());
        REQUIRE(p->exitCode() == 0);
        const QString out = QString::fromUtf8(p->readAllStandardOutput()).trimmed();
        const QRegularExpressionMatch m = line.match(out);
        INFO(out.toStdString());
        REQUIRE(m.hasMatch());
        CHECK(m.captured(4).toInt() == 0);  // no write failed but for another's write first
        CHECK(m.captured(5).toInt() > 0);   // it read too
        imported += m.captured(1).toInt();
        refused += m.captured(3).toInt();
        if (m.captured(2) != QLatin1String("-"))
            for (const QString& n : m.captured(2).split(QLatin1Char(','))) numbers.push_back(n.toInt());
    }
    QSqlDatabase admin = team.admin();
    QSqlQuery q(admin);
    // Every row an import was told it added is there, once; no other row is.
    REQUIRE(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT key) FROM fx")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == imported);
    CHECK(q.value(1).toInt() == imported);
    // An import's own rows land together: each import's row count is what it holds.
    REQUIRE(
        q.exec(QStringLiteral("SELECT count(*) FROM imports i WHERE row_count <> "
                              "(SELECT count(*) FROM fx r WHERE r.import_id = i.id)")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 0);
    // Each revision a worker was told it saved is there, under the number it was told; the
    // numbers run 1, 2, ... with none twice and none missing: each save was based on the
    // version before it.
    std::sort(numbers.begin(), numbers.end());
    REQUIRE_FALSE(numbers.empty());
    CHECK(std::adjacent_find(numbers.begin(), numbers.end()) == numbers.end());
    CHECK(numbers.front() == 1);
    CHECK(numbers.back() == static_cast<int>(numbers.size()));
    REQUIRE(q.exec(QStringLiteral("SELECT count(*), max(number) FROM revisions")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == static_cast<int>(numbers.size()));
    CHECK(q.value(1).toInt() == static_cast<int>(numbers.size()));
    // Eight writers of one scenario: most saves were refused, and each refusal was told.
    CHECK(refused > 0);
    // Every write is in the audit trail: one line an import, one a revision, one a scenario
    // change.
    REQUIRE(q.exec(QStringLiteral("SELECT count(*) FROM audit")));
    REQUIRE(q.next());
    REQUIRE(
        q.exec(QStringLiteral("SELECT (SELECT count(*) FROM audit) - (SELECT count(*) FROM imports) - "
                              "2 * (SELECT count(*) FROM revisions)")));
    REQUIRE(q.next());
    CHECK(q.value(0).toInt() == 0);
    UNSCOPED_INFO("rows imported " << imported << ", revisions " << numbers.size() << ", refused "
                                   << refused);
    CHECK(imported > 0);
}
