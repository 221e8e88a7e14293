// File > Import Price List… (issue #19): the file read on a worker thread, the preview shown,
// Import writing the rows, Close writing nothing, a bad file named with its line.
#include <catch2/catch.hpp>

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimeZone>

#include "model/io/library/library.h"
#include "tests/library/library_support.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/language.h"
#include "ui/main_window.h"

using namespace gputco;
namespace lib = gputco::io::library;

namespace {

const QString kFixtures = QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/");

// The SkyPilot AWS extract, us-east-1, prices dated 2026-06-30, read into `dialog`.
bool readUsEast1Extract(ui::ImportPriceListDialog& dialog);

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

    SECTION("the preview is shown and nothing is written until Import") {
        // SkyPilot's extract states no date: its modification date dates it, set to a day no
        // bundled row carries so that every row is new or changed.
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
        // 25 offers from the extract (tests/library/public_catalog_test.cpp counts them).
        CHECK(dialog.table()->rowCount() == 25);
        CHECK(dialog.summaryText().contains(
            QLatin1String("aws-vms.csv (AWS), as of 2026-12-02: 25 offers read.")));
        CHECK(library.catalog().count(lib::Kind::Offers) == before);
        const int toWrite = static_cast<int>(dialog.preview().toWrite().size());
        REQUIRE(toWrite == 25);
        CHECK(dialog.importButton()->isEnabled());
        bool sawSpot = false;
        for (int r = 0; r < dialog.table()->rowCount(); ++r)
            if (dialog.table()->item(r, 1)->text() == QLatin1String("aws/us-east-1/p4d.24xlarge/spot")) {
                sawSpot = true;
                CHECK(dialog.table()->item(r, 3)->text() == QLatin1String("A100-40GB-SXM4"));
                CHECK(dialog.table()->item(r, 4)->text() == QLatin1String("spot"));
                CHECK(dialog.table()->item(r, 6)->text() == QLatin1String("5.0933 USD"));  // extract line 24
                CHECK(dialog.table()->item(r, 7)->text() == QLatin1String("2026-12-02"));
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
        REQUIRE(dialog.table()->rowCount() == 6);
        for (int r = 0; r < dialog.table()->rowCount(); ++r)
            CHECK(dialog.table()->item(r, 7)->text() == QLatin1String("2026-06-30"));
        // Nothing cut: every heading fits its column.
        const QHeaderView* header = dialog.table()->horizontalHeader();
        for (int c = 0; c < dialog.table()->columnCount(); ++c)
            CHECK(header->sectionSize(c) >=
                  header->fontMetrics().horizontalAdvance(dialog.table()->horizontalHeaderItem(c)->text()));
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
        CHECK(dialog.table()->rowCount() == 4);
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
        CHECK(dialog.table()->rowCount() == 0);
        dialog.setCloud(QStringLiteral("AWS"));
        dialog.setRegion(QStringLiteral("us-east-1"));
        REQUIRE(readAndWait(dialog));
        CHECK(dialog.table()->rowCount() == 6);  // as the file named after AWS, below
        CHECK(dialog.summaryText().contains(QLatin1String("vms.csv (AWS)")));
    }

    SECTION("Close after the preview writes nothing") {
        ui::ImportPriceListDialog dialog(library);
        dialog.setFormat(lib::PublicFormat::SkyPilot);
        dialog.setFile(kFixtures + QStringLiteral("skypilot-aws-vms-extract.csv"));
        dialog.setRegion(QStringLiteral("us-east-1"));
        REQUIRE(readAndWait(dialog));
        CHECK(dialog.table()->rowCount() == 6);
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
        CHECK(dialog.table()->rowCount() == 0);
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
        CHECK(dialog.table()->rowCount() == 0);
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
