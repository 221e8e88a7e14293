// gputco processes sharing one library (issue #14): writers wait their turn instead of failing
// "database is locked", readers never fall back to the bundled catalog because another process
// is writing, and a lock held too long is reported as busy.
#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <memory>

#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"

namespace gputco::test {

namespace {

const char* const kTariffHeader = "key,name,region,tariff_kind,unit,price,currency,source,as_of\n";

// A process started now and collected later, with the test's data folder.
struct Started {
    QString what;
    std::unique_ptr<QProcess> process = std::make_unique<QProcess>();
    Run run;
};

Started start(const QString& program, const QStringList& args, const QString& what) {
    Started s;
    s.what = what;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    s.process->setProcessEnvironment(env);
    s.process->start(program, args);
    return s;
}

void finish(std::vector<Started>& all) {
    for (Started& s : all) {
        s.process->waitForFinished(120000);
        s.run = {s.process->exitStatus() == QProcess::NormalExit ? s.process->exitCode() : -1,
                 s.process->readAllStandardOutput(), s.process->readAllStandardError()};
    }
}

QString tariffCsv(DataDir& data, const char* name, const QString& key) {
    return data.write(name, QByteArray(kTariffHeader) + key.toUtf8() +
                                ",test tariff,,electricity,kWh,0.1,USD,test: made up,2027-01-01\n");
}

int rowsOfKind(const char* kind) {
    return static_cast<int>(
        QJsonDocument::fromJson(cli({"catalog", "list", "--kind", kind, "--json"}).out).array().size());
}

}  // namespace

TEST_CASE("library cli: with a write lock held for 1 s, import, list, upgrade and the app all succeed",
          "[library][cli][busy]") {
    DataDir data;
    makeLibrary();
    const QString csv = tariffCsv(data, "t.csv", QStringLiteral("held/tariff"));
    const QString plan = data.write("plan.gputco", contentOf(kExample));
    std::vector<Started> all;
    {
        LockHolder holder(data.library(), 1000);
        REQUIRE(holder.locked());
        all.push_back(start(QStringLiteral(GPUTCO_CLI), {"catalog", "import", csv}, "import"));
        all.push_back(
            start(QStringLiteral(GPUTCO_CLI), {"catalog", "list", "--kind", "offers", "--json"}, "list"));
        all.push_back(start(QStringLiteral(GPUTCO_CLI), {"upgrade", plan}, "upgrade"));
        all.push_back(start(QStringLiteral(GPUTCO_APP), {"--quit-when-ready", kExample}, "app"));
        finish(all);
    }
    for (const Started& s : all) {
        INFO(s.what.toStdString() << ": " << s.run.err.toStdString());
        CHECK(s.run.exitCode == 0);
        CHECK_FALSE(s.run.err.contains("note:"));  // no fallback, no unrecorded revision
    }
    CHECK(all[0].run.out == "t.csv (tariffs): 1 rows added, 0 already present\n");
    CHECK(QJsonDocument::fromJson(all[1].run.out).array().size() == kBundledOffers);
    CHECK(all[3].run.out.contains("results shown"));
    CHECK(cli({"history", plan}).out.trimmed().split('\n').size() == 1);
    CHECK(rowsOfKind("tariffs") == kBundledTariffs + 1);
}

TEST_CASE("library cli: with a write lock held for 10 s, an import says the library is busy",
          "[library][cli][busy]") {
    DataDir data;
    makeLibrary();
    const QString csv = tariffCsv(data, "t.csv", QStringLiteral("held/tariff"));
    LockHolder holder(data.library(), 10000);
    REQUIRE(holder.locked());
    const Run import = cli({"catalog", "import", csv});
    CHECK(import.exitCode == 3);
    CHECK(import.err.contains("the library is busy"));
    CHECK_FALSE(import.err.contains("damaged"));
    // Reading does not wait for a writer at all.
    const Run list = cli({"catalog", "list", "--kind", "tariffs", "--json"});
    CHECK(list.exitCode == 0);
    CHECK(list.err.isEmpty());
}

TEST_CASE("library cli: 20 evaluates, 3 imports, 10 lists and 10 upgrades at once all succeed",
          "[library][cli][concurrency]") {
    DataDir data;
    // One row beyond the bundled catalog, so that a list from the fallback would show.
    REQUIRE(
        cli({"catalog", "import", tariffCsv(data, "before.csv", QStringLiteral("before/tariff"))}).exitCode ==
        0);
    std::vector<Started> all;
    QStringList plans;
    for (int i = 0; i < 10; ++i)
        plans << data.write(QStringLiteral("plan-%1.gputco").arg(i).toUtf8().constData(),
                            contentOf(kExample));
    for (int i = 0; i < 20; ++i)
        all.push_back(start(QStringLiteral(GPUTCO_CLI), {"evaluate", kExample, "--json"}, "evaluate"));
    for (int i = 0; i < 3; ++i) {
        const QString csv = tariffCsv(data, QStringLiteral("t%1.csv").arg(i).toUtf8().constData(),
                                      QStringLiteral("import/%1").arg(i));
        all.push_back(start(QStringLiteral(GPUTCO_CLI), {"catalog", "import", csv}, "import"));
    }
    for (int i = 0; i < 10; ++i)
        all.push_back(
            start(QStringLiteral(GPUTCO_CLI), {"catalog", "list", "--kind", "tariffs", "--json"}, "list"));
    for (const QString& plan : plans)
        all.push_back(start(QStringLiteral(GPUTCO_CLI), {"upgrade", plan}, "upgrade"));
    finish(all);
    for (const Started& s : all) {
        INFO(s.what.toStdString() << ": " << s.run.err.toStdString());
        CHECK(s.run.exitCode == 0);
        CHECK_FALSE(s.run.err.contains("note:"));
        if (s.what == QLatin1String("list")) {
            // The library's rows (the bundled ten and the one imported before), never the
            // fallback's ten; imports running beside it may add theirs.
            const int rows = static_cast<int>(QJsonDocument::fromJson(s.run.out).array().size());
            CHECK(rows >= kBundledTariffs + 1);
            CHECK(rows <= kBundledTariffs + 4);
        }
        if (s.what == QLatin1String("import")) CHECK(s.run.out.contains(": 1 rows added, 0 already present"));
    }
    // Every import's row is there, once.
    CHECK(rowsOfKind("tariffs") == kBundledTariffs + 4);
    // Every upgrade's revision is recorded.
    for (const QString& plan : plans) CHECK(cli({"history", plan}).out.trimmed().split('\n').size() == 1);
}

}  // namespace gputco::test
