// Budget (issue #37): the catalog picker over a team library of 10,000 offers, on a local
// connection, opens in under 200 ms; 1,000 revisions of a scenario are listed in under 100 ms.
// The benchmark starts a throwaway PostgreSQL server of its own (tests/team_library/pg_server.sh,
// on a Unix socket), fills a database and stops the server at the end; without PostgreSQL it
// says so and runs nothing. Each figure is the median of 5 runs.
//
// teamPickerOpen: the rows read from the team library over the socket, then the picker made on
// them and shown, up to its first paint (the app's path for a catalog button). /1: the rows only.
// teamRevisions: the list of 1,000 revisions (without their content), newest first.
#include <benchmark/benchmark.h>

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <cstdio>
#include <memory>

#include "model/io/library/team_library.h"
#include "tests/support/generated_offers.h"
#include "tests/support/gui_bench.h"
#include "tests/support/pg_test_server.h"
#include "tests/support/shown_window.h"
#include "ui/dialogs/catalog_dialog.h"

namespace {

namespace lib = gputco::io::library;
using gputco::ui::CatalogDialog;

constexpr int kOffers = 10000;
constexpr int kRevisions = 1000;
const QDate kDay(2026, 12, 4);

// The server's superuser, and its socket.
lib::TeamAddress adminAddress(const gputco::test::PgTestServer& server) {
    lib::TeamAddress a;
    a.host = server.socketFolder();
    a.port = server.port();
    a.user = QStringLiteral("gputco_admin");
    a.database = QStringLiteral("postgres");
    return a;
}

gputco::test::PgTestServer* server = nullptr;

// The library filled once: the roles, the tables, 10,000 offers in one import and 1,000
// revisions of one scenario. The superuser works it, as the roles are not what is measured.
lib::TeamLibrary* filledLibrary() {
    static std::unique_ptr<lib::TeamLibrary> library = [] {
        auto team = std::make_unique<lib::TeamLibrary>();
        if (!server || !server->started() || !team->open(adminAddress(*server)).isEmpty())
            return decltype(team)();
        QFile roles(QStringLiteral(GPUTCO_SOURCE_DIR "/packaging/team-library.sql"));
        roles.open(QIODevice::ReadOnly);
        {
            QSqlDatabase db =
                QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("bench-roles"));
            db.setHostName(server->socketFolder());
            db.setPort(server->port());
            db.setUserName(QStringLiteral("gputco_admin"));
            db.setDatabaseName(QStringLiteral("postgres"));
            if (db.open()) QSqlQuery(db).exec(QString::fromUtf8(roles.readAll()));
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bench-roles"));
        if (!team->migrate().ok()) return decltype(team)();
        int added = 0;
        if (!team->importCatalog(gputco::test::generatedOffers(kOffers), {}, &added).ok() || added != kOffers)
            return decltype(team)();
        for (int v = 0; v < kRevisions; ++v)
            if (!team->addRevision(QStringLiteral("Buy vs rent"), QByteArray(2000, 'x'), v).ok())
                return decltype(team)();
        return team;
    }();
    return library.get();
}

bool shown(CatalogDialog& dialog) {
    return gputco::test::shownAndPainted(dialog);
}

void teamPickerOpen(benchmark::State& state) {
    lib::TeamLibrary* team = filledLibrary();
    if (!team) {
        state.SkipWithError("no team library (PostgreSQL, or filling it, failed)");
        return;
    }
    for (auto _ : state) {
        std::vector<lib::CatalogRow> rows = team->catalogRows(lib::Kind::Offers);
        if (state.range(0) == 1) {
            state.PauseTiming();
            if (rows.size() != static_cast<std::size_t>(kOffers)) state.SkipWithError("rows missing");
            rows = {};
            state.ResumeTiming();
            continue;
        }
        auto dialog =
            std::make_unique<CatalogDialog>(lib::Kind::Offers, std::move(rows), QString(), nullptr, kDay);
        if (!shown(*dialog)) state.SkipWithError("the dialog was not shown");
        state.PauseTiming();
        if (dialog->visibleRowCount() < kOffers) state.SkipWithError("not every row is shown");
        dialog.reset();
        QCoreApplication::processEvents();
        state.ResumeTiming();
    }
}
BENCHMARK(teamPickerOpen)
    ->Arg(0)
    ->Arg(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

void teamRevisions(benchmark::State& state) {
    lib::TeamLibrary* team = filledLibrary();
    if (!team) {
        state.SkipWithError("no team library (PostgreSQL, or filling it, failed)");
        return;
    }
    for (auto _ : state) {
        const std::vector<lib::TeamRevision> list = team->revisions(QStringLiteral("Buy vs rent"));
        if (list.size() != static_cast<std::size_t>(kRevisions)) state.SkipWithError("revisions missing");
    }
}
BENCHMARK(teamRevisions)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

}  // namespace

int main(int argc, char** argv) {
    gputco::test::GuiBench bench(argc, argv);
    gputco::test::PgTestServer running;
    if (!running.started())
        std::fprintf(stderr, "bench_team_library: no PostgreSQL server: %s\n", qPrintable(running.error()));
    server = &running;
    const int status = gputco::test::GuiBench::run(argc, argv);
    server = nullptr;
    return status;
}
