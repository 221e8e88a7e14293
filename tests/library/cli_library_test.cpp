// gputco-cli catalog and history, run as a user runs them, each against its own library
// (GPUTCO_DATA_DIR, inherited by the child process).
#include <catch2/catch.hpp>

#include <pwd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <QFile>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "model/io/library/library.h"
#include "model/io/scenario_file.h"
#include "tests/cli/cli_run.h"
#include "tests/library/library_support.h"
#include "tests/support/skip.h"

namespace gputco::test {

TEST_CASE("library cli: catalog list prints source and as_of and --json is every row", "[library][cli]") {
    DataDir data;
    const Run table = cli({"catalog", "list", "--kind", "offers"});
    REQUIRE(table.exitCode == 0);
    const QList<QByteArray> lines = table.out.trimmed().split('\n');
    REQUIRE(lines.size() == 2 + kBundledOffers);  // "offers (162 rows)", the header, the rows
    CHECK(lines[0] == QByteArray("offers (") + QByteArray::number(kBundledOffers) + " rows)");
    CHECK(lines[1].contains("as_of"));
    CHECK(lines[1].trimmed().endsWith("source"));
    // CATALOG-SOURCES.md: Lambda A100 SXM 40GB 1.99 USD per GPU-hour, 2026-11.
    CHECK(table.out.contains("lambda/a100-sxm-40gb/on_demand"));
    CHECK(table.out.contains("1.99"));

    const Run json = cli({"catalog", "list", "--json"});
    REQUIRE(json.exitCode == 0);
    const QJsonArray rows = QJsonDocument::fromJson(json.out).array();
    CHECK(rows.size() == kBundledRows);
    for (const QJsonValue& row : rows) {
        CHECK(!row[QStringLiteral("source")].toString().isEmpty());
        CHECK(!row[QStringLiteral("as_of")].toString().isEmpty());
    }
    // CATALOG-SOURCES.md, Servers: DGX A100 launch price USD 199,000.
    bool dgx = false;
    for (const QJsonValue& row : rows)
        if (row[QStringLiteral("key")] == QStringLiteral("DGX-A100-320GB")) {
            dgx = true;
            CHECK(row[QStringLiteral("price")].toDouble() == 199000);
            CHECK(row[QStringLiteral("kind")] == QStringLiteral("servers"));
        }
    CHECK(dgx);
    // The exchange rates are a kind of their own (docs/library.md, fx): ECB reference rate
    // EUR/USD 1.1761 on 2026-05-08 (resources/catalog/fx.csv).
    const Run fx = cli({"catalog", "list", "--kind", "fx"});
    REQUIRE(fx.exitCode == 0);
    CHECK(fx.out.startsWith(QByteArray("fx (") + QByteArray::number(kBundledFx) + " rows)"));
    CHECK(fx.out.contains("EUR/USD"));
    CHECK(fx.out.contains("1.1761"));
    const Run unknown = cli({"catalog", "list", "--kind", "cpus"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.contains("unknown kind cpus"));
}

TEST_CASE("library cli: catalog export then import adds nothing and a new row is added once",
          "[library][cli]") {
    DataDir data;
    const QString exported = data.file("offers-export.csv");
    REQUIRE(cli({"catalog", "export", "--kind", "offers", exported}).exitCode == 0);
    const Run again = cli({"catalog", "import", exported});
    REQUIRE(again.exitCode == 0);
    CHECK(again.out == QByteArray("offers-export.csv (offers): 0 rows added, ") +
                           QByteArray::number(kBundledOffers) + " already present\n");
    // The exchange rates go out and back the same way.
    const QString fxExported = data.file("fx-export.csv");
    REQUIRE(cli({"catalog", "export", "--kind", "fx", fxExported}).exitCode == 0);
    CHECK(cli({"catalog", "import", fxExported}).out == QByteArray("fx-export.csv (fx): 0 rows added, ") +
                                                            QByteArray::number(kBundledFx) +
                                                            " already present\n");
    const QString rate = data.write("fx-2027.csv",
                                    "key,base,quote,rate,source,as_of\n"
                                    "USD/CNY,USD,CNY,7.25,\"test: a later rate, made up\",2027-01-04\n");
    CHECK(cli({"catalog", "import", rate}).out == "fx-2027.csv (fx): 1 rows added, 0 already present\n");

    const QString newer =
        data.write("tariffs-2027.csv",
                   "key,name,region,tariff_kind,unit,price,currency,source,as_of\r\n"
                   "us/electricity/industrial,US average industrial electricity,US,electricity,kWh,"
                   "0.0850,USD,\"test: a later price, made up\",2027-01-01\r\n");
    const Run first = cli({"catalog", "import", newer});
    REQUIRE(first.exitCode == 0);
    CHECK(first.out == "tariffs-2027.csv (tariffs): 1 rows added, 0 already present\n");
    CHECK(cli({"catalog", "import", newer}).out ==
          "tariffs-2027.csv (tariffs): 0 rows added, 1 already present\n");
    const QJsonArray tariffs =
        QJsonDocument::fromJson(cli({"catalog", "list", "--kind", "tariffs", "--json"}).out).array();
    CHECK(tariffs.size() == kBundledTariffs + 1);
}

TEST_CASE("library cli: a bad CSV exits 2, names every bad line, imports nothing", "[library][cli]") {
    DataDir data;
    const QString bad =
        data.write("offers.csv",
                   "key,provider,region,instance,gpu,gpus_per_instance,pricing_mode,term_months,"
                   "upfront_fraction,price_per_hour,currency,source,as_of\n"
                   "ok,Lambda,,x,A100,1,on_demand,0,0,1.5,USD,s,2027-01-01\n"
                   "k,Lambda,,x,A100,1,on_demand,0,0,abc,USD,s,2027-01-01\n"
                   "k2,Lambda,,x,A100,1,hourly,0,0,1,EUR,s,2027-01-01\n");
    const Run run = cli({"catalog", "import", bad});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("offers.csv line 3: price_per_hour: not a number, got \"abc\""));
    CHECK(run.err.contains(
        "offers.csv line 4: pricing_mode: must be on_demand, reserved, spot or subscription"));
    CHECK(run.err.contains("nothing imported"));
    CHECK(run.out.isEmpty());
    const QJsonArray offers =
        QJsonDocument::fromJson(cli({"catalog", "list", "--kind", "offers", "--json"}).out).array();
    CHECK(offers.size() == kBundledOffers);
    CHECK(cli({"catalog", "import", data.file("missing.csv")}).exitCode == 1);
}

TEST_CASE("library cli: a damaged library still lists the bundled catalog and refuses imports",
          "[library][cli]") {
    DataDir data;
    const QByteArray garbage(8192, '\x01');
    data.write("library.sqlite", garbage);
    const Run list = cli({"catalog", "list", "--kind", "gpus", "--json"});
    CHECK(list.exitCode == 0);
    CHECK(list.err.contains("using the bundled catalog, read-only"));
    CHECK(QJsonDocument::fromJson(list.out).array().size() == kBundledGpus);
    const QString csv =
        data.write("gpus-new.csv",
                   "key,name,memory_gb,hbm_gbps,fp32_tflops,tensor_fp16_tflops,tdp_w,eff_hbm,eff_fp32,"
                   "eff_tensor,source,as_of\nX,X,1,1,1,1,1,,,,s,2027-01-01\n");
    const Run import = cli({"catalog", "import", csv});
    CHECK(import.exitCode == 3);
    CHECK(import.err.contains("nothing imported"));
    // An export would be the bundled catalog's rows, not the library's: refused, nothing
    // written (it wrote the bundled rows and exited 0).
    const QString exported = data.file("gpus-export.csv");
    const Run exportRun = cli({"catalog", "export", "--kind", "gpus", exported});
    CHECK(exportRun.exitCode == 1);
    CHECK(
        exportRun.err.contains("catalog export: the library cannot be read, so its catalog is not exported"));
    CHECK_FALSE(QFileInfo::exists(exported));
    // The revisions cannot be read: history says so and fails, never "no saved revisions".
    const Run history = cli({"history", data.file("plan.gputco")});
    CHECK(history.exitCode == 1);
    CHECK(history.err.contains("the saved revisions cannot be read"));
    CHECK_FALSE(history.err.contains("no saved revisions"));
    CHECK(readFile(data.library()) == garbage);
}

TEST_CASE("library cli: history lists a scenario's revisions newest first", "[library][cli]") {
    DataDir data;
    const QString scenario = data.file("plan.gputco");
    {
        io::library::Library library;
        REQUIRE(library.open().usable());
        const QDateTime t0(QDate(2026, 12, 1), QTime(9, 0), Qt::UTC);
        REQUIRE(library.addRevision(scenario, "abc", t0).empty());
        REQUIRE(library.addRevision(scenario, "abcdef", t0.addSecs(90)).empty());
    }
    const Run run = cli({"history", scenario});
    REQUIRE(run.exitCode == 0);
    // The short hash is the first 12 hex digits of SHA-256 (FIPS 180-2 B.1 for "abc").
    CHECK(run.out ==
          "2026-12-01 09:01:30 UTC  bef57ec7f53a  6 bytes\n"
          "2026-12-01 09:00:00 UTC  ba7816bf8f01  3 bytes\n");
    // "plan.gputco" itself was never written: a deleted file's revisions are listed all the same.
    REQUIRE_FALSE(QFileInfo::exists(scenario));
    // A file never saved through gputco has none, and says so without failing.
    const QString other = data.file("other.gputco");
    {
        QFile f(other);
        REQUIRE(f.open(QIODevice::WriteOnly));
    }
    const Run none = cli({"history", other});
    CHECK(none.exitCode == 0);
    CHECK(none.out.isEmpty());
    CHECK(none.err.contains("no saved revisions"));
    // A path that is no file, and has no revisions, is a mistake: exit 1, as every command's
    // unreadable file (it said "no saved revisions" and exit 0).
    const Run missing = cli({"history", data.file("typo.gputco")});
    CHECK(missing.exitCode == 1);
    CHECK(missing.err.contains("typo.gputco: no such file"));
    const Run folder = cli({"history", QFileInfo(other).absolutePath()});
    CHECK(folder.exitCode == 1);
    CHECK(folder.err.contains(": it is a folder"));
}

TEST_CASE("library cli: upgrade records the saved file as a revision that history lists", "[library][cli]") {
    DataDir data;
    const QString example = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco");
    const QString target = data.file("plan.gputco");
    const Run upgrade = cli({"upgrade", example, "-o", target});
    REQUIRE(upgrade.exitCode == 0);
    CHECK_FALSE(upgrade.err.contains("not recorded"));
    const QByteArray saved = readFile(target);
    const Run history = cli({"history", target});
    REQUIRE(history.exitCode == 0);
    const QList<QByteArray> lines = history.out.trimmed().split('\n');
    REQUIRE(lines.size() == 1);
    // The short hash and size are those of the file upgrade wrote.
    CHECK(lines[0].contains("  " + io::contentHash(saved).left(12) + "  "));
    CHECK(lines[0].endsWith(QByteArray::number(saved.size()) + " bytes"));
    REQUIRE(cli({"upgrade", target}).exitCode == 0);
    CHECK(cli({"history", target}).out.trimmed().split('\n').size() == 2);
}

TEST_CASE("library cli: a write-ahead log another user owns is named, not 'unable to open database file'",
          "[library][cli]") {
    // A gputco run once as root leaves library.sqlite-wal and -shm owned by root beside the
    // user's library; the user's next run said only "unable to open database file" (issue #32).
    if (::geteuid() != 0) GPUTCO_SKIP("needs root to leave files owned by another user");
    const QString runuser = QStandardPaths::findExecutable(QStringLiteral("runuser"));
    const passwd* nobody = ::getpwnam("nobody");
    if (runuser.isEmpty() || !nobody) GPUTCO_SKIP("needs runuser and a user named nobody");
    DataDir data;
    const QString library = data.library();
    const pid_t writer = ::fork();
    REQUIRE(writer >= 0);
    if (writer == 0) {
        // Root's gputco, killed before it closed: its log and index stay, owned by root.
        io::library::Library root;
        const bool ok =
            root.open(library).usable() && root.addRevision(data.file("plan.gputco"), "root's").empty();
        ::_exit(ok ? 0 : 1);
    }
    int status = 0;
    REQUIRE(::waitpid(writer, &status, 0) == writer);
    REQUIRE((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    REQUIRE(QFileInfo::exists(library + QStringLiteral("-wal")));
    // The folder and the library itself are the user's.
    for (const QString& path : {data.path(), library})
        REQUIRE(::chown(QFile::encodeName(path).constData(), nobody->pw_uid, nobody->pw_gid) == 0);
    REQUIRE(::chmod(QFile::encodeName(data.path()).constData(), 0755) == 0);
    for (const char* suffix : {"-wal", "-shm"}) {
        const QFileInfo f(library + QLatin1String(suffix));
        INFO(f.fileName().toStdString()
             << " owner " << f.owner().toStdString() << " mode " << std::oct << int(f.permissions()));
        CHECK(f.owner() == QLatin1String("root"));
    }
    QProcess run;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GPUTCO_DATA_DIR"), data.path());
    env.insert(QStringLiteral("HOME"), data.path());
    run.setProcessEnvironment(env);
    // A command that writes: upgrade records the saved file as a revision in the library.
    const QString plan = data.file("plan.gputco");
    REQUIRE(
        QFile::copy(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/a100-buy-vs-rent.gputco"), plan));
    REQUIRE(::chown(QFile::encodeName(plan).constData(), nobody->pw_uid, nobody->pw_gid) == 0);
    run.start(runuser, {QStringLiteral("-u"), QStringLiteral("nobody"), QStringLiteral("--"),
                        QStringLiteral(GPUTCO_CLI), QStringLiteral("upgrade"), plan});
    REQUIRE(run.waitForFinished(60000));
    const QString err = QString::fromUtf8(run.readAllStandardError());
    INFO("exit " << run.exitCode() << "; " << run.errorString().toStdString() << "; stdout "
                 << run.readAllStandardOutput().toStdString() << "; stderr " << err.toStdString());
    if (err.contains(QLatin1String("Permission denied")) && err.contains(QLatin1String("gputco-cli")))
        GPUTCO_SKIP("nobody cannot run the built gputco-cli from here");
    // The file is saved; the library, read-only to this user, says why it keeps no revision.
    CHECK(run.exitCode() == 0);
    CHECK(
        err.contains(QLatin1String("is read-only: library.sqlite-wal (owned by root) and library.sqlite-shm "
                                   "(owned by root) beside it cannot be written by this user")));
    CHECK(err.contains(QLatin1String("note: revision not recorded")));
    CHECK_FALSE(err.contains(QLatin1String("unable to open database file")));
    // Nothing of root's was removed.
    CHECK(QFileInfo::exists(library + QStringLiteral("-wal")));
}

}  // namespace gputco::test
