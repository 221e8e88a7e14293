// A library that cannot be written never stops the app and is never called damaged when it
// is not (issue #14; library.h): busy is waited for, read-only is read, newer is left alone,
// damaged is rebuilt only on request and with everything readable salvaged, and an empty
// file is said to be empty.
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>
#include <catch2/catch.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <cerrno>
#include <cstring>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"
#include "tests/support/skip.h"

namespace gputco::io::library {

namespace {

using Problem = LibraryState::Problem;

void checkBundledCatalog(const Library& library) {
    const CatalogStore store = library.catalog();
    CHECK(store.count(Kind::Gpus) == test::kBundledGpus);
    CHECK(store.count(Kind::Offers) == test::kBundledOffers);
    // CATALOG-SOURCES.md: GCP a2-highgpu-8g on-demand 29.38708 USD/h as of 2025-03-06.
    const auto row = store.priceOn(Kind::Offers, QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"),
                                   QDate(2025, 3, 6));
    REQUIRE(row);
    CHECK(row->number("price_per_hour") == 29.38708);
}

CatalogFile newTariff() {
    const CatalogFile file = parseCatalogCsv(
        "key,name,region,tariff_kind,unit,price,currency,source,as_of\nk,n,,electricity,kWh,0.1,USD,s,2027-"
        "01-01\n",
        QStringLiteral("tariffs.csv"));
    REQUIRE(file.ok());
    return file;
}

void checkRefusesWrites(Library& library) {
    CHECK_FALSE(library.addRevision(QStringLiteral("/x.gputco"), "x").empty());
    CHECK_FALSE(library.addProbeResult(QStringLiteral("dev"), "{}").empty());
    CHECK_FALSE(library.catalog().importFile(newTariff(), "tariffs.csv").ok());
    CHECK(library.catalog().count(Kind::Tariffs) == test::kBundledTariffs);
}

// A folder of the test that is made read-only to this process: a tmpfs remounted read-only
// for root (who ignores permissions), mode 0500 for anyone else; writable again, and
// unmounted, at the end.
class ReadOnlyFolder {
public:
    explicit ReadOnlyFolder(const QString& folder) : folder_(folder), name_(QFile::encodeName(folder)) {
        if (::geteuid() != 0) return;
        if (::mount("tmpfs", name_.constData(), "tmpfs", 0, "size=8m") == 0)
            mounted_ = true;
        else
            unavailable_ = "cannot mount a tmpfs here (" + std::string(std::strerror(errno)) + ")";
    }
    ~ReadOnlyFolder() {
        if (mounted_)
            ::umount2(name_.constData(), MNT_DETACH);
        else
            QFile::setPermissions(folder_,
                                  QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    ReadOnlyFolder(const ReadOnlyFolder&) = delete;
    ReadOnlyFolder& operator=(const ReadOnlyFolder&) = delete;
    // Why the folder cannot be made read-only here; empty when it can.
    const std::string& unavailable() const { return unavailable_; }
    bool makeReadOnly() {
        return mounted_ ? ::mount("tmpfs", name_.constData(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=8m") == 0
                        : QFile::setPermissions(folder_, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    }

private:
    QString folder_;
    QByteArray name_;
    bool mounted_ = false;
    std::string unavailable_;
};

}  // namespace

TEST_CASE("library: a corrupt file opens the read-only bundled catalog and rebuild sets it aside",
          "[library][fallback]") {
    test::DataDir data;
    const QByteArray garbage = QByteArray("this is not an SQLite database, ") + QByteArray(4096, '\x5a');
    data.write("library.sqlite", garbage);
    Library library;
    const LibraryState& state = library.open();
    CHECK(state.mode == LibraryState::Mode::Fallback);
    CHECK(state.problem == Problem::Damaged);
    CHECK(state.canRebuild());
    CHECK(state.message.contains(data.library()));
    CHECK(state.message.contains(QLatin1String("is damaged (file is not a database")));
    CHECK(state.message.contains(QLatin1String("read-only")));
    checkBundledCatalog(library);
    checkRefusesWrites(library);
    CHECK(test::readFile(data.library()) == garbage);  // opening never changes a damaged file

    const RebuildOutcome rebuilt = library.rebuild();
    CHECK(rebuilt.error.empty());
    CHECK(library.state().usable());
    const QRegularExpression name(QStringLiteral("/library\\.sqlite\\.corrupt-\\d{8}-\\d{6}$"));
    CHECK(name.match(rebuilt.setAside).hasMatch());
    CHECK(test::readFile(rebuilt.setAside) == garbage);
    // Nothing could be read from garbage, and the rebuild says so.
    CHECK(rebuilt.salvaged.revisions == 0);
    CHECK_FALSE(rebuilt.salvaged.unreadable.empty());
    CHECK(library.catalog().count(Kind::Offers) == test::kBundledOffers);
    CHECK(library.addRevision(data.file("a.gputco"), "x").empty());
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "5");
}

TEST_CASE("library: rebuild salvages every readable revision, probe result and imported row",
          "[library][fallback]") {
    test::DataDir data;
    {
        Library library;
        REQUIRE(library.open().usable());
        for (int i = 0; i < 3; ++i)
            REQUIRE(library
                        .addRevision(data.file("plan.gputco"),
                                     QByteArray("revision ") + QByteArray::number(i),
                                     QDateTime(QDate(2026, 12, 1), QTime(9, i), Qt::UTC))
                        .empty());
        REQUIRE(library.addProbeResult(QStringLiteral("NVIDIA A100"), "{\"probe\": 1}").empty());
        REQUIRE(library.catalog().importFile(newTariff(), QStringLiteral("tariffs.csv")).added == 1);
    }
    // Damage the revisions' index (a page of its own): quick_check fails, the table's own
    // pages still read.
    const int page = test::sqlValue(data.library(),
                                    "SELECT rootpage FROM sqlite_master WHERE name = "
                                    "'scenario_revisions_path'")
                         .toInt();
    const int pageSize = test::sqlValue(data.library(), "PRAGMA page_size").toInt();
    REQUIRE(page > 1);
    {
        QFile file(data.library());
        REQUIRE(file.open(QIODevice::ReadWrite));
        REQUIRE(file.seek(qint64(page - 1) * pageSize));
        REQUIRE(file.write(QByteArray(pageSize, '\xff')) == pageSize);
    }
    Library library;
    REQUIRE(library.open().problem == Problem::Damaged);
    const RebuildOutcome rebuilt = library.rebuild();
    INFO(rebuilt.error);
    REQUIRE(rebuilt.error.empty());
    CHECK(rebuilt.salvaged.revisions == 3);
    CHECK(rebuilt.salvaged.probeResults == 1);
    CHECK(rebuilt.salvaged.catalogRows == 1);  // the imported tariff; the bundled rows were there already
    REQUIRE(library.state().usable());
    const std::vector<Revision> kept = library.revisions(data.file("plan.gputco"));
    REQUIRE(kept.size() == 3);
    CHECK(kept.front().content == "revision 2");
    CHECK(kept.front().savedAt == QDateTime(QDate(2026, 12, 1), QTime(9, 2), Qt::UTC));
    CHECK(library.probeResults().size() == 1);
    CHECK(library.catalog().count(Kind::Tariffs) == test::kBundledTariffs + 1);
    CHECK(QFile::exists(rebuilt.setAside));
}

TEST_CASE("library: a library from a newer gputco is left untouched and never rebuilt",
          "[library][fallback]") {
    test::DataDir data;
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version = 99") == "");
    const QByteArray before = test::readFile(data.library());
    Library library;
    CHECK_FALSE(library.open().usable());
    CHECK(library.state().problem == Problem::Newer);
    CHECK_FALSE(library.state().canRebuild());
    CHECK(library.state().message.contains(QLatin1String("made by a newer gputco (schema version 99")));
    checkBundledCatalog(library);
    CHECK_FALSE(library.rebuild().error.empty());
    CHECK(test::readFile(data.library()) == before);
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version") == "99");
}

TEST_CASE("library: a writer locked out for 1 s waits its turn and writes", "[library][busy]") {
    test::DataDir data;
    test::makeLibrary();
    Library library;
    QElapsedTimer clock;
    {
        test::LockHolder holder(data.library(), 1000);
        REQUIRE(holder.locked());
        clock.start();
        // A current library opens without writing, so the lock does not hold it up.
        REQUIRE(library.open().usable());
        CHECK(library.catalog().count(Kind::Offers) == test::kBundledOffers);
        CHECK(library.addRevision(data.file("a.gputco"), "x").empty());
        CHECK(library.catalog().importFile(newTariff(), QStringLiteral("tariffs.csv")).ok());
    }
    CHECK(clock.elapsed() >= 800);  // it did wait for the holder
    CHECK(library.revisions(data.file("a.gputco")).size() == 1);
    CHECK(test::sqlValue(data.library(), "SELECT count(*) FROM held") ==
          "1");  // the holder's write went in too
}

TEST_CASE("library: rebuild salvages every row it can read by rowid, past damaged pages",
          "[library][fallback]") {
    // A table read in order stopped at its first damaged page: with 4 damaged pages in
    // offers, 2,188 rows of 4,168 were salvaged where 4,104 could be read (issue #32).
    test::DataDir data;
    constexpr int kRevisions = 400;
    {
        Library library;
        REQUIRE(library.open().usable());
        for (int i = 0; i < kRevisions; ++i)
            REQUIRE(library
                        .addRevision(data.file("plan.gputco"),
                                     QByteArray("revision ") + QByteArray::number(i) + QByteArray(900, 'x'))
                        .empty());
    }
    // Four leaf pages of the revisions' table, spread through it (in b-tree order), and the
    // rows they hold (SQLite's dbstat): exactly those are lost.
    const QStringList leaves =
        test::sqlValue(
            data.library(),
            "SELECT group_concat(pageno || ':' || ncell, ',') FROM (SELECT pageno, ncell FROM dbstat "
            "WHERE name = 'scenario_revisions' AND pagetype = 'leaf' ORDER BY path)")
            .split(QLatin1Char(','));
    INFO(leaves.join(QLatin1Char(' ')).toStdString());
    REQUIRE(leaves.size() > 40);
    const int pageSize = test::sqlValue(data.library(), "PRAGMA page_size").toInt();
    int lostRows = 0;
    {
        QFile file(data.library());
        REQUIRE(file.open(QIODevice::ReadWrite));
        for (int n : {5, 15, 25, 35}) {
            const QStringList leaf = leaves[n].split(QLatin1Char(':'));
            lostRows += leaf[1].toInt();
            REQUIRE(file.seek(qint64(leaf[0].toInt() - 1) * pageSize));
            REQUIRE(file.write(QByteArray(pageSize, '\xff')) == pageSize);
        }
    }
    REQUIRE(lostRows > 0);
    Library library;
    REQUIRE(library.open().problem == Problem::Damaged);
    const RebuildOutcome rebuilt = library.rebuild();
    INFO(rebuilt.error);
    REQUIRE(rebuilt.error.empty());
    CHECK(rebuilt.salvaged.revisions == kRevisions - lostRows);
    // Said, with the count: "scenario_revisions (N rows unreadable): ...".
    const std::string said =
        rebuilt.salvaged.unreadable.empty() ? std::string() : rebuilt.salvaged.unreadable.front();
    CHECK_THAT(said, Catch::StartsWith("scenario_revisions ("));
    // The last revision, past every damaged page, is there.
    CHECK(library.revisions(data.file("plan.gputco"))
              .front()
              .content.startsWith(QByteArray("revision ") + QByteArray::number(kRevisions - 1)));
}

TEST_CASE("library: a lock held for 10 s is reported as busy, not damaged", "[library][busy]") {
    test::DataDir data;
    test::makeLibrary();
    // An older library, so that opening it must write (the migration to the current schema).
    CHECK(test::sqlValue(data.library(), "PRAGMA user_version = 2") == "");
    CHECK(test::sqlValue(data.library(), "DROP TABLE probe_results") == "");
    test::LockHolder holder(data.library(), 10000);
    REQUIRE(holder.locked());
    Library library;
    QElapsedTimer clock;
    clock.start();
    const LibraryState& state = library.open();
    CHECK(clock.elapsed() >= 4000);  // about kWriteAttempts x kBusyTimeoutMs
    CHECK(clock.elapsed() < 9500);
    CHECK(state.problem == Problem::Busy);
    CHECK_FALSE(state.canRebuild());
    CHECK(state.message.contains(QLatin1String("is busy")));
    checkBundledCatalog(library);
}

TEST_CASE("library: a read-only folder shows the library read-only and offers no rebuild",
          "[library][fallback]") {
    test::DataDir data;
    const QString folder = data.file("ro");
    REQUIRE(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/library.sqlite");
    ReadOnlyFolder readOnly(folder);
    if (!readOnly.unavailable().empty()) GPUTCO_SKIP(readOnly.unavailable());
    {
        Library library;
        REQUIRE(library.open(path).usable());
        REQUIRE(library.addRevision(data.file("a.gputco"), "kept").empty());
        REQUIRE(library.catalog().importFile(newTariff(), QStringLiteral("tariffs.csv")).added == 1);
    }
    REQUIRE(readOnly.makeReadOnly());
    {
        Library library;
        const LibraryState& state = library.open(path);
        CHECK(state.mode == LibraryState::Mode::ReadOnly);
        CHECK(state.problem == Problem::ReadOnly);
        CHECK_FALSE(state.canRebuild());
        CHECK(state.message.contains(QLatin1String("read-only")));
        // The user's own library is read: its revision and its imported row are there.
        CHECK(library.revisions(data.file("a.gputco")).size() == 1);
        CHECK(library.catalog().count(Kind::Tariffs) == test::kBundledTariffs + 1);
        CHECK_FALSE(library.addRevision(data.file("a.gputco"), "x").empty());
    }
    {
        // No library there yet: the bundled catalog stands in, and nothing is offered to rebuild.
        Library library;
        const LibraryState& state = library.open(folder + QStringLiteral("/other.sqlite"));
        CHECK(state.mode == LibraryState::Mode::Fallback);
        CHECK(state.problem == Problem::ReadOnly);
        CHECK(state.message.contains(QLatin1String("is read-only")));
        checkBundledCatalog(library);
        checkRefusesWrites(library);
    }
}

TEST_CASE("library: a read-only folder whose library has writes in its write-ahead log shows them",
          "[library][fallback]") {
    // A gputco killed (kill -9) after three saves leaves them in library.sqlite-wal; the folder
    // then read-only, the library was opened "as it is" (immutable), which ignores the log:
    // history showed 1 revision of 3 and said "its catalog and revisions are shown" (issue #32).
    test::DataDir data;
    const QString folder = data.file("ro-wal");
    REQUIRE(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/library.sqlite");
    ReadOnlyFolder readOnly(folder);
    if (!readOnly.unavailable().empty()) GPUTCO_SKIP(readOnly.unavailable());
    const QString scenario = data.file("plan.gputco");
    const pid_t writer = ::fork();
    REQUIRE(writer >= 0);
    if (writer == 0) {
        Library library;
        bool ok = library.open(path).usable();
        for (const char* content : {"one", "two", "three"})
            ok = ok && library.addRevision(scenario, content).empty();
        ::_exit(ok ? 0 : 1);  // as kill -9 would: no connection closed, nothing checkpointed
    }
    int status = 0;
    REQUIRE(::waitpid(writer, &status, 0) == writer);
    REQUIRE((WIFEXITED(status) && WEXITSTATUS(status) == 0));
    REQUIRE(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
    REQUIRE(readOnly.makeReadOnly());
    {
        Library library;
        const LibraryState& state = library.open(path);
        CHECK(state.mode == LibraryState::Mode::ReadOnly);
        CHECK(state.message.contains(QLatin1String("its catalog and revisions are shown")));
        const std::vector<Revision> revisions = library.revisions(scenario);
        REQUIRE(revisions.size() == 3);
        CHECK(revisions.front().content == "three");  // newest first
    }
    // The user's files were only read.
    CHECK(QDir(folder).entryList(QDir::Files) ==
          QStringList({QStringLiteral("library.sqlite"), QStringLiteral("library.sqlite-shm"),
                       QStringLiteral("library.sqlite-wal")}));
}

TEST_CASE("library: a library file cut to 0 bytes is said to be empty, then started afresh", "[library]") {
    test::DataDir data;
    data.write("library.sqlite", QByteArray());
    Library library;
    const LibraryState& state = library.open();
    CHECK(state.usable());
    CHECK(state.notice.contains(QLatin1String("was empty (0 bytes)")));
    CHECK(state.notice.contains(QLatin1String("are gone")));
    checkBundledCatalog(library);
    Library again;
    CHECK(again.open().notice.isEmpty());  // said once: the file now holds a library
}

}  // namespace gputco::io::library
