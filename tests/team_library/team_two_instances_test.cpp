// Issue #37's "done when": two instances of the app on one machine, connected to one team library
// as two users, see each other's imported prices and scenario revisions within a second; an
// approver approves one and the other sees the status. Each instance is a process of its own
// (team_app_instance.h), told what to do on stdin, telling what it sees on stdout with the
// machine's clock.
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <memory>

#include "tests/team_library/team_server.h"

using gputco::test::TeamDatabase;

namespace {

class Instance {
public:
    Instance(const QString& address, const QString& file) {
        process_.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process_.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--team-app"), address, file});
    }
    ~Instance() {
        if (process_.state() == QProcess::NotRunning) return;
        process_.write("quit\n");
        if (!process_.waitForFinished(10000)) process_.kill();
        process_.waitForFinished(5000);
    }
    void tell(const QByteArray& command) {
        process_.write(command + '\n');
        process_.waitForBytesWritten(1000);
    }
    // The first line not read yet that starts with `what`, and its clock (the last word); lines
    // before it are passed over. Empty after `ms` without one.
    std::pair<QString, qint64> await(const QString& what, int ms = 15000) {
        const QDeadlineTimer deadline(ms);
        for (;;) {
            while (process_.canReadLine()) {
                const QString line = QString::fromUtf8(process_.readLine()).trimmed();
                UNSCOPED_INFO(line.toStdString());
                if (!line.startsWith(what)) continue;
                const qsizetype clock = line.lastIndexOf(u' ');
                return {line.left(clock), line.mid(clock + 1).toLongLong()};
            }
            if (deadline.hasExpired() || process_.state() == QProcess::NotRunning) return {};
            process_.waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        }
    }
    int finish() {
        process_.write("quit\n");
        return process_.waitForFinished(10000) && process_.exitStatus() == QProcess::NormalExit
                   ? process_.exitCode()
                   : -1;
    }

private:
    QProcess process_;
};

}  // namespace

TEST_CASE(
    "team library: two instances of the app as two users see each other's revisions, approval and imported "
    "prices within a second") {
    TeamDatabase team;
    // The same scenario on two computers: a colleague's copy of the file.
    QTemporaryDir alicesFolder;
    QTemporaryDir bobsFolder;
    const QString example = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");
    const QString alicesFile = alicesFolder.filePath(QStringLiteral("buy-vs-rent.gputco"));
    const QString bobsFile = bobsFolder.filePath(QStringLiteral("buy-vs-rent.gputco"));
    REQUIRE(QFile::copy(example, alicesFile));
    REQUIRE(QFile::copy(example, bobsFile));
    Instance analyst(team.address(QStringLiteral("analyst1")).text(), alicesFile);
    Instance approver(team.address(QStringLiteral("approver1")).text(), bobsFile);
    REQUIRE(!analyst.await(QStringLiteral("ready")).first.isEmpty());
    REQUIRE(!approver.await(QStringLiteral("ready")).first.isEmpty());

    // The analyst saves: the approver's Team Revisions lists the revision within a second.
    analyst.tell("save");
    const auto saved = analyst.await(QStringLiteral("saved"));
    REQUIRE(saved.first.toStdString() == "saved");
    const auto listed = approver.await(QStringLiteral("revisions 1:Draft"));
    REQUIRE(listed.second > 0);
    CHECK(listed.second - saved.second < 1000);

    // The approver approves it: the analyst sees the status within a second.
    approver.tell("status 1 approved");
    const auto approved = approver.await(QStringLiteral("status-set"));
    REQUIRE(approved.first.toStdString() == "status-set");
    // Its own save listed first; then the approval.
    const auto seen = analyst.await(QStringLiteral("revisions 1:Approved"));
    REQUIRE(seen.second > 0);
    CHECK(seen.second - approved.second < 1000);

    // The approver imports a price list (File > Import Price List…, into the team library): the
    // analyst's catalog buttons have its rows within a second. The extract's us-east-1 rows with a
    // GPU the bundled catalog has a model for: p4d.24xlarge, p4de.24xlarge and p5.48xlarge, each
    // on demand and spot, 6 rows (the p3dn's V100 is no model of the catalog's; the zones' repeats
    // of one price are one row).
    approver.tell("import " GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/skypilot-aws-vms-extract.csv");
    const auto imported = approver.await(QStringLiteral("imported"));
    REQUIRE_THAT(imported.first.toStdString(), Catch::StartsWith("imported "));
    const int rows = imported.first.section(u' ', 1, 1).toInt();
    CHECK(rows == 6);
    const auto catalog = analyst.await(QStringLiteral("catalog %1").arg(rows));
    REQUIRE(catalog.second > 0);
    CHECK(catalog.second - imported.second < 1000);

    // The analyst may not take the approval back: her dialog has the revision locked, and says why.
    analyst.tell("status 1 draft");
    const auto refused = analyst.await(QStringLiteral("refused"));
    CHECK(refused.first.toStdString() ==
          "refused Revision 1 is approved: only an approver may change its status.");
    CHECK(analyst.finish() == 0);
    CHECK(approver.finish() == 0);
}
