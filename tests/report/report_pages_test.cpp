// The report's pages as a reader turns them (issue #16): none holds only its footer, and the
// charts share pages; the preparer and the date are what the caller gives, never read by the
// report itself from the settings or the clock.
#include <catch2/catch.hpp>

#include "tests/support/skip.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>

#include "model/engine/evaluate.h"
#include "model/io/scenario_reader.h"
#include "pdf_tools.h"
#include "tests/support/ui_test_support.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/document/language.h"
#include "ui/report/report_writer.h"

using gputco::test::kExamplesDir;
using gputco::test::Language;

using namespace gputco;

namespace {

#define REQUIRE_POPPLER()                                                             \
    do {                                                                              \
        if (!gputco::test::havePoppler()) GPUTCO_SKIP("poppler-utils not installed"); \
    } while (false)

// The titles of the report's charts without risk pages (ui/report/report_html.cpp).
const QStringList kChartTitles = {QStringLiteral("Cumulative cost"),
                                  QStringLiteral("Annual cost by category"),
                                  QStringLiteral("Cost per reference GPU-hour")};

// The page (from 1) whose body holds `text`, or 0.
int pageWith(const QString& pdf, int pages, const QString& text) {
    for (int p = 1; p <= pages; ++p)
        if (test::pdfBodyText(pdf, p).contains(text)) return p;
    return 0;
}

}  // namespace

TEST_CASE("no page of any example's report holds only its footer, in either language",
          "[report][pdf][pages]") {
    REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QStringList files =
        QDir(kExamplesDir).entryList({QStringLiteral("*.gputco")}, QDir::Files, QDir::Name);
    REQUIRE(files.size() >= 4);
    const QStringList langs{QStringLiteral("en"), QStringLiteral("zh_CN")};
    const QStringList papers{QStringLiteral("A4"), QStringLiteral("Letter")};
    for (qsizetype l = 0; l < langs.size(); ++l) {
        const QString& lang = langs[l];
        for (qsizetype f = 0; f < files.size(); ++f) {
            const QString& file = files[f];
            for (qsizetype p = 0; p < papers.size(); ++p) {
                const QString& paper = papers[p];
#if defined(__SANITIZE_ADDRESS__)
                // Under the sanitizers (32 reports take minutes there) each example's report
                // is written once, in one of the four language and paper pairs in turn: the
                // memory checks see every example, the plain build every pair.
                if ((2 * l + p) != f % 4) continue;
#endif
                const QString pdf =
                    dir.filePath(file + QLatin1Char('.') + lang + QLatin1Char('.') + paper + ".pdf");
                const auto r = test::runCli({QStringLiteral("report"), kExamplesDir + QLatin1Char('/') + file,
                                             QStringLiteral("-o"), pdf, QStringLiteral("--lang"), lang,
                                             QStringLiteral("--page"), paper});
                INFO(r.err.toStdString());
                REQUIRE(r.exitCode == 0);
                const int pages = test::pdfPageCount(pdf);
                REQUIRE(pages >= 5);
                for (int p = 1; p <= pages; ++p) {
                    INFO(file.toStdString() << ", " << lang.toStdString() << ", " << paper.toStdString()
                                            << ": page " << p << " of " << pages);
                    CHECK(test::pdfBodyText(pdf, p).size() > 20);
                }
            }
        }
    }
}

TEST_CASE("the charts share pages: two on the first, two on the next, on A4 and on Letter",
          "[report][pdf][pages]") {
    REQUIRE_POPPLER();
    QTemporaryDir dir;
    for (const QString& paper : {QStringLiteral("A4"), QStringLiteral("Letter")}) {
        const QString pdf = dir.filePath(paper + QStringLiteral(".pdf"));
        // A scenario without uncertain inputs: the charts are followed by the yearly tables.
        const auto r =
            test::runCli({QStringLiteral("report"), kExamplesDir + QStringLiteral("/us-macrs-loan.gputco"),
                          QStringLiteral("-o"), pdf, QStringLiteral("--page"), paper});
        REQUIRE(r.exitCode == 0);
        const int pages = test::pdfPageCount(pdf);
        const int cumulative = pageWith(pdf, pages, kChartTitles[0]);
        const int annual = pageWith(pdf, pages, kChartTitles[1]);
        const int perHour = pageWith(pdf, pages, kChartTitles[2]);
        INFO(paper.toStdString() << ": pages " << cumulative << ", " << annual << ", " << perHour);
        REQUIRE(cumulative > 0);
        CHECK(annual == cumulative);
        CHECK(perHour == cumulative + 1);
        // The chart that starts a page does not stand alone there: the NPV profile (revision 3)
        // follows it, and the yearly tables start the next page, so their heading never stands
        // alone at the foot of this one.
        CHECK(
            test::pdfBodyText(pdf, perHour).contains(QStringLiteral("NPV saving against the discount rate")));
        CHECK(test::pdfBodyText(pdf, perHour + 1).contains(QStringLiteral("Yearly cost by category")));
    }
}

TEST_CASE("the report names the preparer and date it is given, not the settings' or today's",
          "[report][pdf][inputs]") {
    REQUIRE_POPPLER();
    Language en(ui::UiLanguage::English);
    // A preparer in the settings that the report must not pick up by itself.
    QSettings().setValue(QLatin1String(ui::kPreparedByKey), QStringLiteral("Settings Person"));
    const QString path = kExamplesDir + QStringLiteral("/us-macrs-loan.gputco");
    const io::ReadResult read = io::readScenarioFile(path);
    REQUIRE(read.ok());
    const engine::Result result = engine::evaluate(*read.scenario);
    const auto input = ui::report::makeReportInput(*read.scenario, result, path,
                                                   QStringLiteral("Ada Lovelace"), QDate(2031, 2, 14));
    CHECK(input.preparedBy == QStringLiteral("Ada Lovelace"));
    CHECK(input.date == QDate(2031, 2, 14));
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    REQUIRE(ui::report::writeReport(input, pdf).ok);
    const QString cover = test::pdfBodyText(pdf, 1);
    CHECK(cover.contains(QStringLiteral("Ada Lovelace")));
    // The English report's long date (en_US): a day no test run falls on.
    CHECK(cover.contains(QStringLiteral("February 14, 2031")));
    CHECK_FALSE(test::pdfText(pdf).contains(QStringLiteral("Settings Person")));
    QSettings().remove(QLatin1String(ui::kPreparedByKey));
}

TEST_CASE("gputco-cli report takes the preparer from the preferences or --prepared-by, dated today",
          "[report][pdf][inputs][cli]") {
    REQUIRE_POPPLER();
    // The CLI's settings in a folder of the test's own (XDG_CONFIG_HOME), holding what
    // Edit > Preferences would have saved.
    QTemporaryDir config;
    QDir(config.path()).mkpath(QStringLiteral("gputco"));
    QFile conf(config.filePath(QStringLiteral("gputco/gputco.conf")));
    REQUIRE(conf.open(QIODevice::WriteOnly));
    conf.write("[report]\npreparedBy=Grace Hopper\n");
    conf.close();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    const QString scenario = kExamplesDir + QStringLiteral("/us-macrs-loan.gputco");
    QTemporaryDir dir;
    const QString fromSettings = dir.filePath(QStringLiteral("settings.pdf"));
    REQUIRE(test::runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), fromSettings}, env)
                .exitCode == 0);
    const QString cover = test::pdfBodyText(fromSettings, 1);
    CHECK(cover.contains(QStringLiteral("Grace Hopper")));
    // Today, as the English report writes a date (a run across midnight may see yesterday).
    const QLocale us(QLocale::English, QLocale::UnitedStates);
    const QDate today = QDate::currentDate();
    CHECK((cover.contains(us.toString(today, QLocale::LongFormat)) ||
           cover.contains(us.toString(today.addDays(-1), QLocale::LongFormat))));

    const QString fromOption = dir.filePath(QStringLiteral("option.pdf"));
    REQUIRE(test::runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), fromOption,
                          QStringLiteral("--prepared-by"), QStringLiteral("Katherine Johnson")},
                         env)
                .exitCode == 0);
    CHECK(test::pdfBodyText(fromOption, 1).contains(QStringLiteral("Katherine Johnson")));
    CHECK_FALSE(test::pdfText(fromOption).contains(QStringLiteral("Grace Hopper")));
}

TEST_CASE("a table that fits on a page is never split over two, whatever the number of options",
          "[report][pdf][pages]") {
    // Qt repeats a split table's head (title, caption, column headers) on the next page; with
    // five options the baseline table's last row crossed the break on A4, and in the app's
    // export its repeated head was drawn over the next table's (a user saw it). The example
    // with the first option copied in once, twice and three times: 5, 6 and 7 options.
    REQUIRE_POPPLER();
    QTemporaryDir dir;
    QFile example(kExamplesDir + QStringLiteral("/a100-buy-vs-rent.gputco"));
    REQUIRE(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    const QStringList titles = {QStringLiteral("Key figures: cost"),
                                QStringLiteral("Key figures: against the baseline"),
                                QStringLiteral("Key figures: returns, with every loan paid in cash"),
                                QStringLiteral("Key figures: energy and use")};
    for (int copies = 1; copies <= 3; ++copies) {
        QJsonArray options = root.value(QStringLiteral("options")).toArray();
        QJsonObject copy = options.first().toObject();
        copy.insert(QStringLiteral("name"), QStringLiteral("Second quote %1 for p4d on-demand").arg(copies));
        options.append(copy);
        root.insert(QStringLiteral("options"), options);
        const QString file = dir.filePath(QStringLiteral("options-%1.gputco").arg(options.size()));
        QFile out(file);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(root).toJson());
        out.close();
        const QString pdf = file + QStringLiteral(".pdf");
        const auto r = test::runCli({QStringLiteral("report"), file, QStringLiteral("-o"), pdf});
        INFO(r.err.toStdString());
        REQUIRE(r.exitCode == 0);
        QStringList pageTexts;  // the key figures are in the first pages
        for (int p = 1; p <= 4; ++p) pageTexts << test::pdfBodyText(pdf, p);
        for (const QString& title : titles) {
            int onPages = 0;
            for (const QString& text : pageTexts) onPages += text.contains(title);
            INFO(options.size() << " options: " << title.toStdString());
            CHECK(onPages == 1);
        }
    }
}
