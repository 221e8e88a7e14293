// The library in the app (issues #4 and #5): catalog rows copied into the scenario with
// their source and date, a revision kept for every save, and a damaged library that never
// stops the app and is rebuilt on request.
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "model/engine/evaluate.h"
#include "model/io/data_dir.h"
#include "model/io/scenario_reader.h"
#include "tests/support/ui_test_support.h"
#include "tests/ui/window_fixture.h"
#include "ui/dialogs/catalog_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/revisions_dialog.h"
#include "ui/document/catalog_apply.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/editors/inputs_panel.h"
#include "ui/shell/main_window.h"

using gputco::test::kExample;

using namespace gputco;
namespace lib = gputco::io::library;

namespace {

std::optional<lib::CatalogRow> row(ui::MainWindow& w, lib::Kind kind, const QString& key) {
    for (const lib::CatalogRow& r : w.library().catalog().rows(kind))
        if (r.key() == key) return r;
    return std::nullopt;
}

}  // namespace

TEST_CASE("ui library: a cloud offer from the catalog is copied with its source and date", "[ui][library]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    // resources/catalog/offers.csv (from CATALOG-SOURCES.md): Azure ND96asr_v4 (8x A100 40GB)
    // on demand in eastus, USD 27.20 an instance-hour, SkyPilot README example, as of 2024-01-01.
    const auto azure = row(*f.w, lib::Kind::Offers, QStringLiteral("azure/eastus/ND96asr_v4/on_demand"));
    REQUIRE(azure.has_value());
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    REQUIRE(f.w->inputsPanel()->useCatalogRow(
        [] { return QStringLiteral("an offer"); }, *azure,
        [](scenario::Scenario& s, const lib::CatalogRow& r) { return ui::applyOffer(s, 0, 0, r); }));
    REQUIRE(shown.wait(10000));
    const auto& source =
        std::get<scenario::OnDemandSource>(f.w->document()->scenario().options[0].sources[0]);
    CHECK(source.pricePerHour == 27.2);
    CHECK(source.offer == "azure/eastus/ND96asr_v4/on_demand");
    CHECK(source.provenance.asOf == "2024-01-01");
    CHECK(QString::fromStdString(source.provenance.source)
              .startsWith(QStringLiteral("SkyPilot README example")));
    // The result is the engine's for the edited scenario.
    CHECK(f.w->result()->options[0].pvCost ==
          engine::evaluate(f.w->document()->scenario()).options[0].pvCost);
    f.w->document()->undoStack()->undo();
    CHECK(
        std::get<scenario::OnDemandSource>(f.w->document()->scenario().options[0].sources[0]).pricePerHour ==
        21.957642);
}

TEST_CASE("ui library: a price in another currency needs an exchange rate in force on its date",
          "[ui][library]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    const auto dgx = row(*f.w, lib::Kind::Servers, QStringLiteral("DGX-A100-320GB"));
    REQUIRE(dgx.has_value());
    scenario::Scenario s = f.w->document()->scenario();
    s.currency = "CNY";
    s.fx.clear();
    // The DGX price is of 2020; the library's first USD/CNY rate is of 2024 (fx.csv): no rate
    // was in force on the price's date, and the scenario states none, so it is refused.
    const QString refused = ui::applyServer(s, 2, 0, *dgx);
    CHECK(refused.contains(QStringLiteral("the price is in USD and the scenario in CNY")));
    CHECK(refused.contains(QStringLiteral("2020-01-01")));
    CHECK(std::get<scenario::OwnedSource>(s.options[2].sources[0]).serverPrice ==
          std::get<scenario::OwnedSource>(f.w->document()->scenario().options[2].sources[0]).serverPrice);
    // With the scenario's own rate, 1 USD = 7.1 CNY, the DGX's USD 199,000 is CNY 1,412,900,
    // and the source says which rate and why.
    s.fx["USD"] = 7.1;
    REQUIRE(ui::applyServer(s, 2, 0, *dgx).isEmpty());
    const auto& owned = std::get<scenario::OwnedSource>(s.options[2].sources[0]);
    CHECK(owned.serverPrice == Approx(1412900.0));
    CHECK(owned.maxKw == 6.5);
    CHECK(QString::fromStdString(owned.provenance.source)
              .contains(
                  QStringLiteral("converted from 199000 USD at 7.1 CNY per USD, the scenario's own rate")));
    // An offer does not go into an owned source.
    CHECK_FALSE(
        ui::applyOffer(s, 2, 0,
                       *row(*f.w, lib::Kind::Offers, QStringLiteral("azure/eastus/ND96asr_v4/on_demand")))
            .isEmpty());
}

TEST_CASE("ui library: a CNY price copied into a USD scenario uses the library's dated rate",
          "[ui][library]") {
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    scenario::Scenario s = f.w->document()->scenario();
    REQUIRE(s.currency == "USD");
    s.fx.clear();
    // resources/catalog/offers.csv (CATALOG-SOURCES.md, Chinese clouds): AWS China
    // p4d.24xlarge on demand 172.873412 CNY an hour as of 2026-01-21. fx.csv: PBOC central
    // parity USD/CNY 7.0173 on 2026-01-06, the rate in force on 2026-01-21: 172.873412 / 7.0173
    // = 24.635317... USD an hour.
    const auto china =
        row(*f.w, lib::Kind::Offers, QStringLiteral("aws-cn/cn-northwest-1/p4d.24xlarge/on_demand"));
    REQUIRE(china.has_value());
    REQUIRE(ui::applyOffer(s, 0, 0, *china).isEmpty());
    const auto& cloud = std::get<scenario::OnDemandSource>(s.options[0].sources[0]);
    CHECK(cloud.pricePerHour == Approx(24.635317).margin(0.000001));
    const QString note = QString::fromStdString(cloud.provenance.source);
    CHECK(note.contains(
        QStringLiteral("converted from 172.873412 CNY at 0.142505 USD/CNY, that is 1 / 7.0173 CNY/USD")));
    CHECK(note.contains(QStringLiteral("PBOC/CFETS central parity")));
    CHECK(note.contains(QStringLiteral("2026-01-06")));
    CHECK(cloud.provenance.asOf == "2026-01-21");
    // Rates passed in are used instead of the library's; none for CNY: refused, nothing changed.
    const lib::ExchangeRates none;
    scenario::Scenario untouched = f.w->document()->scenario();
    untouched.fx.clear();
    const double before = std::get<scenario::OnDemandSource>(untouched.options[0].sources[0]).pricePerHour;
    CHECK(ui::applyOffer(untouched, 0, 0, *china, &none)
              .contains(QStringLiteral("no exchange rate from CNY to USD was in force on 2026-01-21")));
    CHECK(std::get<scenario::OnDemandSource>(untouched.options[0].sources[0]).pricePerHour == before);
}

TEST_CASE("ui library: the catalog dialog filters as you type and picks the newest row of a key",
          "[ui][library]") {
    test::WindowFixture f({.size = {1600, 960}});
    ui::CatalogDialog dialog(lib::Kind::Offers, f.w->library().catalog().rows(lib::Kind::Offers), QString());
    const int all = dialog.visibleRowCount();
    // The bundled offers.csv has 162 rows of 152 keys (tests/library/library_support.h): by
    // default each key's row in force is shown, the older ones with the history.
    CHECK(all == 152);
    dialog.setFilter(QStringLiteral("azure"));
    CHECK(dialog.visibleRowCount() > 0);
    CHECK(dialog.visibleRowCount() < all);
    CHECK(dialog.selectKey(QStringLiteral("azure/eastus/ND96asr_v4/on_demand")));
    REQUIRE(dialog.chosen().has_value());
    // The newest Azure ND96asr_v4 row: 27.197 USD/h as of 2026-11-09 (CATALOG-SOURCES.md,
    // 2025-2026 refresh, Azure: 3.3996 per GPU-hour x 8); the 2024 row (27.20) stays as history.
    CHECK(dialog.chosen()->value("price_per_hour") == QStringLiteral("27.197"));
    CHECK_FALSE(dialog.selectKey(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand")));  // filtered out
    // Several words: each must be found, in any column ("a100 aws" found nothing, a user saw).
    dialog.setFilter(QStringLiteral("a100 aws"));
    const int awsA100 = dialog.visibleRowCount();
    CHECK(awsA100 > 0);
    CHECK(dialog.selectKey(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand")));
    CHECK_FALSE(dialog.selectKey(QStringLiteral("azure/eastus/ND96asr_v4/on_demand")));
    dialog.setFilter(QStringLiteral("a100"));
    CHECK(dialog.visibleRowCount() > awsA100);
    dialog.setFilter(QString());
    // Headings in words; how it is priced, for how long, the prices and their date first
    // (issue #34, item 7: the pricing and the term were off screen at 1280x720); the source last.
    const QTableView* table = dialog.table();
    const QAbstractItemModel* model = table->model();
    const QHeaderView* header = table->horizontalHeader();
    QStringList shown;
    for (int visual = 0; visual < model->columnCount(); ++visual)
        shown << model->headerData(header->logicalIndex(visual), Qt::Horizontal).toString();
    CHECK(shown.mid(0, 7) ==
          QStringList({QStringLiteral("Pricing"), QStringLiteral("Term"),
                       QStringLiteral("Price per GPU-hour"), QStringLiteral("Price per instance-hour"),
                       QStringLiteral("Currency"), QStringLiteral("As of"), QStringLiteral("Age")}));
    CHECK(shown.last() == QStringLiteral("Source"));
    CHECK(shown.at(shown.size() - 2) == QStringLiteral("Key"));  // an identifier, read last
    CHECK(shown.contains(QStringLiteral("GPUs per instance")));
    // One line a row; the chosen row's source whole under the table.
    CHECK_FALSE(table->wordWrap());
    REQUIRE(dialog.selectKey(QStringLiteral("azure/eastus/ND96asr_v4/on_demand")));
    const auto* source = dialog.findChild<QLabel*>(QStringLiteral("CatalogSource"));
    REQUIRE(source != nullptr);
    CHECK(source->text().startsWith(QStringLiteral("Source: ")));
    CHECK(source->text().size() > 40);
    CHECK_FALSE(shown.join(QLatin1Char(' ')).contains(QLatin1Char('_')));
    // A pricing mode in words, a share in %: the Azure row is "on demand".
    bool onDemand = false;
    for (int r = 0; r < model->rowCount(); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString text = model->index(r, c).data().toString();
            CHECK_FALSE(text == QStringLiteral("on_demand"));
            onDemand = onDemand || text == QStringLiteral("on demand");
        }
    CHECK(onDemand);
    dialog.show();
    QTest::qWait(20);
    CHECK(dialog.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/catalog-en.png")));
}

TEST_CASE("ui library: every save keeps a revision, newest first", "[ui][library]") {
    test::WindowFixture f({.size = {1600, 960}});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("revised.gputco"));
    REQUIRE(QFile::copy(kExample, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    REQUIRE(f.open(path));
    for (double gpus : {25.0, 26.0}) {
        f.w->document()->edit(QStringLiteral("demand"), QString(),
                              [gpus](scenario::Scenario& s) { s.demand.gpus = gpus; });
        REQUIRE(f.w->save());
    }
    const auto revisions = f.w->library().revisions(path);
    REQUIRE(revisions.size() == 2);
    CHECK(io::readScenarioJson(revisions[0].content).scenario->demand.gpus == 26);
    CHECK(io::readScenarioJson(revisions[1].content).scenario->demand.gpus == 25);
    ui::RevisionsDialog dialog(revisions);
    CHECK(dialog.table()->rowCount() == 2);
    CHECK(dialog.table()->item(0, 1)->text() == QString::fromLatin1(revisions[0].sha256.left(12)));
    dialog.choose(1, ui::RevisionsDialog::Action::Restore);
    CHECK(dialog.action() == ui::RevisionsDialog::Action::Restore);
    CHECK(dialog.chosen()->id == revisions[1].id);

    // The older revision opened read-only: its own window, its numbers, no editing.
    ui::MainWindow* old = f.w->openRevisionReadOnly(revisions[1]);
    REQUIRE(old != nullptr);
    QSignalSpy shown(old, &ui::MainWindow::resultShown);
    REQUIRE((old->result() != nullptr || shown.wait(10000)));
    CHECK(old->isReadOnly());
    CHECK(old->document()->scenario().demand.gpus == 25);
    CHECK(old->windowTitle().contains(QStringLiteral("revised.gputco, revision of")));
    CHECK(old->windowTitle().contains(QStringLiteral("read-only")));
    CHECK_FALSE(old->inputsPanel()->isEnabled());
    old->resize(1600, 960);
    QTest::qWait(20);
    CHECK(old->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/revision-read-only-en.png")));
    old->document()->edit(QStringLiteral("demand"), QString(),
                          [](scenario::Scenario& s) { s.demand.gpus = 99; });
    CHECK(old->document()->scenario().demand.gpus == 25);
    CHECK_FALSE(old->document()->isModified());
    // The window it came from is untouched, and closing the revision asks nothing.
    CHECK(f.w->document()->scenario().demand.gpus == 26);
    const int asked = ui::Prompts::askedCount();
    CHECK(old->close());
    CHECK(ui::Prompts::askedCount() == asked);
}

TEST_CASE("ui library: a damaged library falls back to the bundled catalog and is rebuilt on request",
          "[ui][library]") {
    const QString file = QDir(io::dataDirectory()).filePath(QStringLiteral("library.sqlite"));
    QDir().mkpath(io::dataDirectory());
    QFile::remove(file);
    {
        QFile garbage(file);
        REQUIRE(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, '\x5a'));
    }
    test::WindowFixture f({.size = {1600, 960}});
    CHECK_FALSE(f.w->library().state().usable());
    CHECK_FALSE(f.w->library().state().message.isEmpty());
    // The bundled catalog is still there to pick from.
    CHECK(f.w->library().catalog().rows(lib::Kind::Servers).size() == 2);
    CHECK(f.w->library().state().canRebuild());
    // Offered, but never as the default: the default keeps the file as it is.
    ui::Prompts::setNextAnswer(ui::Answer::Cancel);
    CHECK_FALSE(f.w->offerLibraryRebuild());
    const std::vector<ui::Answer> offered{ui::Answer::Cancel, ui::Answer::Rebuild};
    CHECK(ui::Prompts::lastQuestion().answers == offered);
    CHECK_FALSE(f.w->library().state().usable());
    ui::Prompts::setNextAnswer(ui::Answer::Rebuild);
    ui::Prompts::setNextAnswer(ui::Answer::Ok);
    REQUIRE(f.w->offerLibraryRebuild());
    CHECK(f.w->library().state().usable());
    // What was copied from the damaged file is said (nothing could be read from garbage).
    CHECK(ui::Prompts::lastQuestion().text.contains(QLatin1String("0 revisions")));
    const QStringList aside =
        QDir(io::dataDirectory()).entryList({QStringLiteral("library.sqlite.corrupt-*")}, QDir::Files);
    CHECK(aside.size() == 1);
    for (const QString& name : aside) QFile::remove(QDir(io::dataDirectory()).filePath(name));
}

TEST_CASE(
    "ui library: a catalog row of another pricing or of a GPU the scenario lacks is refused, nothing changed",
    "[ui][library]") {
    // A new user's trial: an on-demand price picked for a 3-year reservation turned the GCP
    // option's NPV saving from USD 152,176 to -974,390, and an H100 server in the A100 option
    // left the scenario invalid.
    test::WindowFixture f({.size = {1600, 960}});
    REQUIRE(f.open(kExample));
    scenario::Scenario s = f.w->document()->scenario();
    const scenario::Scenario before = s;
    const auto onDemand =
        row(*f.w, lib::Kind::Offers, QStringLiteral("gcp/us-central1/a2-highgpu-8g/on_demand"));
    REQUIRE(onDemand);
    // options[1].sources[0] is the GCP 3-year reservation.
    CHECK(ui::applyOffer(s, 1, 0, *onDemand, nullptr)
              .startsWith(QStringLiteral("the row is priced on demand, not as this source is")));
    const auto h100 = row(*f.w, lib::Kind::Servers, QStringLiteral("HGX-H100-8GPU-IB"));
    REQUIRE(h100);
    CHECK(ui::applyServer(s, 2, 0, *h100, nullptr)
              .startsWith(QStringLiteral("its GPU model H100-SXM is not in the scenario: add it first")));
    CHECK(s == before);
    // The same pricing and GPU go in: the 1-year reservation into the reserved source.
    const auto reserved =
        row(*f.w, lib::Kind::Offers, QStringLiteral("gcp/us-central1/a2-highgpu-8g/reserved-12"));
    REQUIRE(reserved);
    CHECK(ui::applyOffer(s, 1, 0, *reserved, nullptr).isEmpty());
}
