// File > Import Price List… (issue #19): the file read on a worker thread, the preview shown,
// Import writing the rows, Close writing nothing, a bad file named with its line.
#include <catch2/catch.hpp>

#include <QDateTime>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimeZone>

#include "model/io/library/library.h"
#include "model/io/scenario_reader.h"
#include "tests/library/library_support.h"
#include "tests/support/ui_test_support.h"
#include "ui/dialogs/import_preview_model.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/document/catalog_option.h"
#include "ui/document/language.h"
#include "ui/shell/main_window.h"

using namespace gputco;
namespace lib = gputco::io::library;

namespace {

const QString kFixtures = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/");

// The SkyPilot AWS extract, us-east-1, prices dated 2026-06-30, read into `dialog`.
bool readUsEast1Extract(ui::ImportPriceListDialog& dialog);

int previewRows(const ui::ImportPriceListDialog& dialog) {
    return dialog.table()->model()->rowCount();
}

QString previewCell(const ui::ImportPriceListDialog& dialog, int row, int column) {
    return dialog.table()->model()->index(row, column).data().toString();
}

bool readAndWait(ui::ImportPriceListDialog& dialog) {
    QSignalSpy finished(&dialog, &ui::ImportPriceListDialog::readingFinished);
    dialog.startReading();
    return finished.count() > 0 || finished.wait(30000);
}

bool readUsEast1Extract(ui::ImportPriceListDialog& dialog) {
    dialog.setFormat(lib::PublicFormat::SkyPilot);
    dialog.setFile(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"));
    dialog.setRegion(QStringLiteral("us-east-1"));
    dialog.setAsOf(QStringLiteral("2026-06-30"));
    return readAndWait(dialog);
}

}  // namespace

TEST_CASE("import price list dialog: preview, then Import writes, and Close writes nothing",
          "[ui][public catalog]") {
    test::DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    const int before = library.catalog().count(lib::Kind::Offers);

    SECTION("a file that states no date: no preview and Import off until the user gives one") {
        // Issue #34: the file's modification date dated the prices, so a list of unknown age
        // passed the staleness check as current. The modification date below must not appear.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("aws-vms.csv"));
        REQUIRE(QFile::copy(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"), path));
        {
            QFile f(path);
            REQUIRE(f.open(QIODevice::ReadWrite));
            REQUIRE(f.setFileTime(QDateTime(QDate(2026, 12, 2), QTime(12, 0), QTimeZone::utc()),
                                  QFileDevice::FileModificationTime));
        }
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(path);
        REQUIRE(readAndWait(dialog));
        CHECK(dialog.asOfText().isEmpty());
        CHECK(previewRows(dialog) == 0);
        CHECK_FALSE(dialog.importButton()->isEnabled());
        CHECK(dialog.messageText() ==
              QStringLiteral("aws-vms.csv states no date for its prices: enter the day they were valid under "
                             "Prices as of. Nothing can be imported until then."));
        CHECK_FALSE(dialog.summaryText().contains(QLatin1String("2026-12-02")));
        CHECK_FALSE(dialog.importRows());
        // A date that is not one: still nothing, and the field is named.
        dialog.setAsOf(QStringLiteral("2026-13-01"));
        CHECK(previewRows(dialog) == 0);
        CHECK(dialog.messageText().startsWith(QLatin1String("Prices as of: must be a date")));
        // The user's date dates every row, without reading the file again.
        dialog.setAsOf(QStringLiteral("2026-12-02"));
        // 25 offers from the extract (tests/library/public_catalog_test.cpp counts them).
        CHECK(previewRows(dialog) == 25);
        CHECK(dialog.summaryText().contains(
            QLatin1String("aws-vms.csv (AWS), as of 2026-12-02: 25 offers read.")));
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
        const int toWrite = static_cast<int>(dialog.preview().toWrite().size());
        REQUIRE(toWrite == 25);
        CHECK(dialog.importButton()->isEnabled());
        bool sawSpot = false;
        for (int r = 0; r < previewRows(dialog); ++r)
            if (previewCell(dialog, r, 1) == QLatin1String("aws/us-east-1/p4d.24xlarge/spot")) {
                sawSpot = true;
                CHECK(previewCell(dialog, r, 3) == QLatin1String("A100-40GB-SXM4"));
                CHECK(previewCell(dialog, r, 4) == QLatin1String("spot"));
                CHECK(previewCell(dialog, r, 6) == QLatin1String("5.0933 USD"));  // extract line 24
                CHECK(previewCell(dialog, r, 7) == QLatin1String("2026-12-02"));
            }
        CHECK(sawSpot);

        REQUIRE(dialog.importRows());
        CHECK(dialog.rowsAdded() == toWrite);
        CHECK(library.catalog().count(lib::Kind::Offers) == before + toWrite);
        CHECK(dialog.messageText() == QStringLiteral("Rows added to the library: %1.").arg(toWrite));
    }

    SECTION("a date typed for a file that states none dates its prices; a wrong format is suggested") {
        ui::ImportPriceListDialog dialog(library);
        REQUIRE(readUsEast1Extract(dialog));
        REQUIRE(previewRows(dialog) == 6);
        for (int r = 0; r < previewRows(dialog); ++r)
            CHECK(previewCell(dialog, r, 7) == QLatin1String("2026-06-30"));
        // Nothing cut: every heading fits its column.
        const QHeaderView* header = dialog.table()->horizontalHeader();
        for (int c = 0; c < dialog.table()->model()->columnCount(); ++c)
            CHECK(header->sectionSize(c) >=
                  header->fontMetrics().horizontalAdvance(
                      dialog.table()->model()->headerData(c, Qt::Horizontal).toString()));
        // The Google Cloud YAML read as a SkyPilot CSV: refused, and the format named.
        dialog.setAsOf(QString());
        dialog.setFile(kFixtures + QStringLiteral("gcp-pricing-extract.yml"));
        REQUIRE(readAndWait(dialog));
        CHECK(dialog.messageText().contains(QLatin1String(
            "Is the format right? A file ending in .yml is usually a Google Cloud pricing YAML")));
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
    }

    SECTION("offers for a GPU the library's catalog lacks are named, not previewed") {
        // A library whose catalog has no H100-SXM (one made before the GPU was added, say):
        // the extract's p5.48xlarge offers, us-east-1 on demand and spot, cannot be stored.
        REQUIRE(test::sqlValue(data.library(), QStringLiteral("DELETE FROM gpus WHERE key = 'H100-SXM'")) ==
                QString());
        ui::ImportPriceListDialog dialog(library);
        REQUIRE(readUsEast1Extract(dialog));
        CHECK(previewRows(dialog) == 4);
        CHECK(dialog.summaryText().contains(
            QLatin1String("Not imported, as the library's catalog has no such GPU: H100-SXM x2.")));
        // To look at, at the size the app opens it and in Chinese too (build/screenshots).
        dialog.show();
        CHECK(dialog.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-unknown-gpu-en.png")));
        ui::applyLanguage(ui::UiLanguage::SimplifiedChinese);
        ui::ImportPriceListDialog chinese(library);
        REQUIRE(readUsEast1Extract(chinese));
        chinese.show();
        CHECK(chinese.grab().save(
            QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-unknown-gpu-zh_CN.png")));
        ui::applyLanguage(ui::UiLanguage::English);
    }

    SECTION("a SkyPilot file whose name says no cloud: the Cloud field says it") {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vms.csv"));
        REQUIRE(QFile::copy(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"), path));
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(path);
        REQUIRE(readAndWait(dialog));
        // Not the CLI's "give --provider": the dialog's own field is named.
        CHECK(dialog.messageText().contains(QLatin1String(
            "vms.csv: cannot tell which cloud the file prices: choose it under Cloud (SkyPilot)")));
        CHECK_FALSE(dialog.messageText().contains(QLatin1String("--provider")));
        CHECK(previewRows(dialog) == 0);
        dialog.setCloud(QStringLiteral("AWS"));
        dialog.setRegion(QStringLiteral("us-east-1"));
        dialog.setAsOf(QStringLiteral("2026-06-30"));
        REQUIRE(readAndWait(dialog));
        CHECK(previewRows(dialog) == 6);  // as the file named after AWS, below
        CHECK(dialog.summaryText().contains(QLatin1String("vms.csv (AWS)")));
    }

    SECTION("Close after the preview writes nothing") {
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"));
        dialog.setRegion(QStringLiteral("us-east-1"));
        dialog.setAsOf(QStringLiteral("2026-06-30"));
        REQUIRE(readAndWait(dialog));
        CHECK(previewRows(dialog) == 6);
        auto* box = dialog.findChild<QDialogButtonBox*>();
        REQUIRE(box);
        box->button(QDialogButtonBox::Close)->click();
        CHECK(dialog.result() == QDialog::Rejected);
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
    }

    SECTION("Stop Reading on a large file stops with nothing read or written") {
        // An AWS offer file of 40 MB of non-GPU products (the extract's m5.large attributes).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("index.json"));
        {
            QFile f(path);
            REQUIRE(f.open(QIODevice::WriteOnly));
            f.write(
                "{\"offerCode\" : \"AmazonEC2\",\n\"publicationDate\" : "
                "\"2023-03-22T14:56:51Z\",\n\"products\" : {\n");
            for (int i = 0; f.size() < 40LL * 1024 * 1024; ++i)
                f.write(
                    "\"PAD" + QByteArray::number(i) +
                    "\" : {\"productFamily\" : \"Compute Instance\", \"attributes\" : {\"instanceType\" : "
                    "\"m5.large\", \"operatingSystem\" : \"Linux\", \"tenancy\" : \"Shared\", "
                    "\"regionCode\" : \"us-east-2\"}},\n");
            f.write("\"LAST\" : {}\n}\n}\n");
        }
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::AwsOffer);
        dialog.setFile(path);
        QSignalSpy finished(&dialog, &ui::ImportPriceListDialog::readingFinished);
        dialog.startReading();
        dialog.cancelReading();  // the reader looks at it before each 1 MiB it reads
        REQUIRE((finished.count() > 0 || finished.wait(30000)));
        CHECK(dialog.summaryText() == QStringLiteral("Reading stopped: nothing read, nothing written."));
        CHECK(previewRows(dialog) == 0);
        CHECK(!dialog.importButton()->isEnabled());
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
    }

    SECTION("a bad file is named with its line, nothing to import") {
        QTemporaryDir dir;
        QByteArray bytes = test::readFile(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"));
        bytes.replace(",32.7726,6.791500,us-east-1,use1-az1", ",32.77x6,6.791500,us-east-1,use1-az1");
        const QString path = dir.filePath(QStringLiteral("aws-vms.csv"));
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(path);
        REQUIRE(readAndWait(dialog));
        CHECK(dialog.messageText().contains(QLatin1String("aws-vms.csv line 22: Price: not a price")));
        CHECK(previewRows(dialog) == 0);
        CHECK(!dialog.importButton()->isEnabled());
        CHECK(!dialog.importRows());
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
    }
}

TEST_CASE("import price list: the File menu has Import Price List…", "[ui][public catalog]") {
    test::DataDir data;
    QSettings().clear();
    ui::applyLanguage(ui::UiLanguage::English);
    ui::MainWindow window;
    bool found = false;
    for (QAction* menu : window.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                found = found || a->text() == QStringLiteral("Import &Price List…");
    CHECK(found);
}

TEST_CASE("import price list dialog: GPUs mapped exactly, unknown ones named, a file's own date shown",
          "[ui][public catalog]") {
    test::DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    ui::ImportPriceListDialog dialog(library);
    dialog.setFormat(lib::PublicFormat::SkyPilot);
    dialog.setFile(kFixtures + QStringLiteral("skypilot-lambda-vms-extract.csv"));
    dialog.setAsOf(QStringLiteral("2026-12-01"));
    REQUIRE(readAndWait(dialog));
    // Lambda's gpu_1x_h100_pcie (extract lines 8-9) is the catalog's H100 PCIe, not the SXM.
    int pcie = 0;
    for (int r = 0; r < previewRows(dialog); ++r)
        if (previewCell(dialog, r, ui::ImportPreviewModel::Instance) == QLatin1String("gpu_1x_h100_pcie")) {
            ++pcie;
            CHECK(previewCell(dialog, r, ui::ImportPreviewModel::Gpu) == QLatin1String("H100-PCIe"));
        }
    CHECK(pcie == 2);
    CHECK(previewRows(dialog) == 7);
    // The three names without a catalog model, each named with its rows (lines 3, 4 and 12).
    CHECK(dialog.summaryText().contains(
        QLatin1String("GPUs the catalog has no model for: A6000 x1, GH200 x1, V100 x1.")));
    // To look at, at 1280x720, in English and Chinese (build/screenshots).
    dialog.resize(1280, 720);
    dialog.show();
    CHECK(dialog.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-lambda-en.png")));
    {
        ui::applyLanguage(ui::UiLanguage::SimplifiedChinese);
        ui::ImportPriceListDialog chinese(library);
        chinese.setFormat(lib::PublicFormat::SkyPilot);
        chinese.setFile(kFixtures + QStringLiteral("skypilot-lambda-vms-extract.csv"));
        REQUIRE(readAndWait(chinese));  // no date yet: the dialog asks for it
        chinese.resize(1280, 720);
        chinese.show();
        CHECK(chinese.grab().save(
            QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-lambda-no-date-zh_CN.png")));
        // The preview's words kept their translations when it became a model.
        CHECK(
            chinese.table()->model()->headerData(ui::ImportPreviewModel::Status, Qt::Horizontal).toString() ==
            QStringLiteral("状态"));
        chinese.setAsOf(QStringLiteral("2026-12-01"));
        CHECK(previewCell(chinese, 0, ui::ImportPreviewModel::Pricing) == QStringLiteral("按量付费"));
        QCoreApplication::processEvents();  // the summary's new height laid out, as on screen
        CHECK(chinese.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-lambda-zh_CN.png")));
        ui::applyLanguage(ui::UiLanguage::English);
        ui::ImportPriceListDialog undated(library);
        undated.setFormat(lib::PublicFormat::SkyPilot);
        undated.setFile(kFixtures + QStringLiteral("skypilot-lambda-vms-extract.csv"));
        REQUIRE(readAndWait(undated));
        undated.resize(1280, 720);
        undated.show();
        CHECK(undated.grab().save(
            QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-lambda-no-date-en.png")));
    }

    // A file that states its date (Cyclenerd's generated: Thu Jul 30 2026) fills the field,
    // which the user cannot then change.
    dialog.setAsOf(QString());
    dialog.setFormat(lib::PublicFormat::GcpYaml);
    dialog.setFile(kFixtures + QStringLiteral("gcp-pricing-extract.yml"));
    REQUIRE(readAndWait(dialog));
    CHECK(dialog.asOfText() == QLatin1String("2026-07-30"));
    CHECK(dialog.importButton()->isEnabled());
    CHECK(dialog.summaryText().contains(QLatin1String("GPUs the catalog has no model for: l4 x1.")));
}

TEST_CASE("import price list dialog: a price list of 50,000 offers previews quickly",
          "[ui][public catalog][large]") {
    // As SkyPilot's AWS vms.csv, 50,000 instance types of one A100 each in us-east-1, prices
    // made up for the test (never imported): the preview shows 50,000 new offers.
    test::DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("aws-vms.csv"));
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write(
            "InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,GpuInfo,Price,SpotPrice,Region,"
            "AvailabilityZone\n");
        for (int i = 0; i < 50000; ++i)
            f.write("x" + QByteArray::number(i) + ".xlarge,A100,1.0,8.0,64.0,,1." +
                    QByteArray::number(i % 1000) + ",,us-east-1,use1-az1\n");
    }
    ui::ImportPriceListDialog dialog(library);
    dialog.resize(1280, 720);
    dialog.show();
    dialog.setFormat(lib::PublicFormat::SkyPilot);
    dialog.setFile(path);
    REQUIRE(readAndWait(dialog));  // no date yet: the rows are read, not previewed
    REQUIRE(previewRows(dialog) == 0);
    QElapsedTimer clock;
    clock.start();
    dialog.setAsOf(QStringLiteral("2026-12-01"));  // dates the rows, previews and lays them out
    QCoreApplication::processEvents();
    const qint64 ms = clock.elapsed();
    WARN("preview of 50,000 offers shown in " << ms << " ms");
    CHECK(previewRows(dialog) == 50000);
    CHECK(dialog.importButton()->isEnabled());
    // Scrolling to the end asks only for the rows on screen.
    clock.restart();
    dialog.table()->scrollToBottom();
    QCoreApplication::processEvents();
    WARN("scrolled to the end in " << clock.elapsed() << " ms");
    CHECK(clock.elapsed() < 1000);
}

TEST_CASE(
    "import price list: an option made from an imported offer starts from the baseline's "
    "scenario-wide lines (issue #34)",
    "[ui][public catalog]") {
    // Options come into a scenario from imported prices through the catalog (Add option >
    // From the catalog, ui::catalogOption()); the import itself writes library rows only. An
    // imported row is one price, so the option gets the baseline's staff and cloud extras as
    // one from the bundled catalog does (scenario::startLikeBaseline).
    test::DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    ui::ImportPriceListDialog dialog(library);
    REQUIRE(readUsEast1Extract(dialog));
    REQUIRE(dialog.importRows());
    // The extract's p4d.24xlarge spot rows in us-east-1 (lines 22-24), dated as imported.
    std::optional<lib::CatalogRow> spot;
    for (const lib::CatalogRow& row : library.catalog().rows(lib::Kind::Offers))
        if (row.key() == QLatin1String("aws/us-east-1/p4d.24xlarge/spot") &&
            row.asOf() == QLatin1String("2026-06-30"))
            spot = row;
    REQUIRE(spot);

    io::ReadResult read = io::readScenarioFile(test::kExample);
    REQUIRE(read.ok());
    const scenario::Scenario& s = *read.scenario;
    // The example's baseline, "AWS p4d on-demand": 0.25 FTE at USD 180,000 a year, +3 % a year;
    // 50 TB at USD 23 a TB-month, 5 TB of egress a month at USD 90 a TB, support 3 %.
    REQUIRE(s.finance.baseline == "AWS p4d on-demand");
    QString why;
    const std::optional<ui::CatalogOption> made =
        ui::catalogOption(s, *spot, library.catalog().rows(lib::Kind::Gpus), QDate(2026, 6, 30), &why);
    INFO(why.toStdString());
    REQUIRE(made);
    const scenario::Option& o = made->option;
    CHECK(o.staff.fte == 0.25);
    CHECK(o.staff.costPerFteYear == 180000);
    CHECK(o.staff.escalationPerYear == 0.03);
    CHECK(o.cloudExtras.storageTb == 50);
    CHECK(o.cloudExtras.pricePerTbMonth == 23);
    CHECK(o.cloudExtras.egressTbPerMonth == 5);
    CHECK(o.cloudExtras.pricePerTbEgress == 90);
    CHECK(o.cloudExtras.supportFraction == 0.03);
    // Spot is elastic: no overflow is put behind it, the offer is its one source.
    REQUIRE(o.sources.size() == 1);
    CHECK(std::holds_alternative<scenario::SpotSource>(o.sources[0]));
    CHECK(std::get<scenario::SpotSource>(o.sources[0]).offer == "aws/us-east-1/p4d.24xlarge/spot");
}

TEST_CASE(
    "import price list dialog: into the team library, Import waits for the team's answer and says so, "
    "in both languages",
    "[ui][public catalog]") {
    test::DataDir data;
    lib::Library library;
    REQUIRE(library.open().usable());
    for (const auto language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        ui::applyLanguage(language);
        ui::ImportPriceListDialog dialog(library);
        // The team's write as the window sends it: answered later, on the window's thread.
        std::vector<lib::CatalogRow> sent;
        std::function<void(const lib::ImportOutcome&)> answer;
        dialog.setTeam(
            [&](const std::vector<lib::CatalogRow>& rows, const QString&,
                std::function<void(const lib::ImportOutcome&)> done) {
                sent = rows;
                answer = std::move(done);
            },
            {});
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"));
        dialog.setAsOf(QStringLiteral("2026-12-02"));
        REQUIRE(readAndWait(dialog));
        // The extract's 25 offers (the first case counts them); the team holds none of them.
        REQUIRE(dialog.preview().toWrite().size() == 25);
        CHECK_FALSE(dialog.importRows());  // sent, not answered
        CHECK(dialog.importing());
        CHECK(sent.size() == 25);
        CHECK_FALSE(dialog.importButton()->isEnabled());
        CHECK(dialog.messageText() == (language == ui::UiLanguage::English
                                           ? QStringLiteral("Importing into the team library…")
                                           : QStringLiteral("正在导入团队资料库…")));
        // To look at, at 1280x720 (build/screenshots).
        dialog.resize(1280, 720);
        dialog.show();
        CHECK(dialog.grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/import-team-waiting-%1.png")
                                     .arg(language == ui::UiLanguage::English ? "en" : "zh_CN")));
        lib::ImportOutcome landed;
        landed.added = 25;
        REQUIRE(answer);
        answer(landed);
        CHECK_FALSE(dialog.importing());
        CHECK(dialog.rowsAdded() == 25);
        CHECK(dialog.result() == QDialog::Accepted);
    }
    ui::applyLanguage(ui::UiLanguage::English);
    CHECK(library.catalog().count(lib::Kind::Offers) == test::kBundledOffers);  // none written here
}
