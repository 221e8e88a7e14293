// The PDF that `gputco-cli report` writes for the example scenario, read back with the tools
// a reader has (poppler-utils): pages, text, fonts and pixels.
#include <catch2/catch.hpp>

#include "tests/support/skip.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <cstdio>
#include <limits>

#include "model/engine/analyses.h"
#include "model/engine/optimiser.h"
#include "model/io/number_format.h"
#include "model/io/scenario_reader.h"
#include "model/scenario/option_edits.h"
#include "model/scenario/validation.h"
#include "pdf_tools.h"
#include "tests/support/ui_test_support.h"
#include "ui/document/field_registry.h"
#include "ui/report/assumption_table.h"
#include "ui/report/report_charts.h"
#include "ui/report/report_optimised.h"

using gputco::test::kExample;

using namespace gputco;
using gputco::test::runCli;

namespace {

QTemporaryDir& outDir() {
    static QTemporaryDir dir;
    return dir;
}

// Each report is written once and shared by the tests that read it: ctest runs every test
// case as a process of its own, so the copy is kept in the build folder, named after the
// gputco-cli and the example it came from (a new build or an edited example writes it again).
// Written under a private name and renamed, so that two tests starting at once never read half
// a file. Under the sanitizers a report takes seconds; eight test cases read this one.
QString report(const QString& lang, const QString& page = QStringLiteral("A4")) {
    const auto stamp = [](const QString& file) {
        const QFileInfo info(file);
        return QStringLiteral("%1-%2").arg(info.lastModified().toMSecsSinceEpoch()).arg(info.size());
    };
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/test-reports");
    REQUIRE(QDir().mkpath(dir));
    const QString path = dir + QStringLiteral("/report-%1-%2-%3-%4.pdf")
                                   .arg(lang, page, stamp(QStringLiteral(GPUTCO_CLI)), stamp(kExample));
    if (!QFile::exists(path)) {
        // Beside the report (rename cannot cross file systems), private to this process.
        const QString scratch = path + QStringLiteral(".%1.part.pdf").arg(QCoreApplication::applicationPid());
        const auto r = runCli({QStringLiteral("report"), kExample, QStringLiteral("-o"), scratch,
                               QStringLiteral("--lang"), lang, QStringLiteral("--page"), page});
        INFO(r.err.toStdString());
        REQUIRE(r.exitCode == 0);
        // rename() replaces atomically; another test may have put the same report there first.
        REQUIRE(std::rename(scratch.toLocal8Bit().constData(), path.toLocal8Bit().constData()) == 0);
        // Copies from earlier builds go.
        for (const QFileInfo& old :
             QDir(dir).entryInfoList({QStringLiteral("report-%1-%2-*.pdf").arg(lang, page)}, QDir::Files))
            if (old.absoluteFilePath() != QFileInfo(path).absoluteFilePath() &&
                !old.fileName().contains(".part"))
                QFile::remove(old.absoluteFilePath());
    }
    return path;
}

#define REQUIRE_POPPLER()                                                             \
    do {                                                                              \
        if (!gputco::test::havePoppler()) GPUTCO_SKIP("poppler-utils not installed"); \
    } while (false)

}  // namespace

TEST_CASE("the example's report has at least five pages, on A4 or Letter", "[report][pdf]") {
    REQUIRE_POPPLER();
    CHECK(test::pdfPageCount(report(QStringLiteral("en"))) >= 5);
    const auto info = test::runTool(QStringLiteral("pdfinfo"), {report(QStringLiteral("en"))});
    CHECK(info.out.contains("595 x 842 pts (A4)"));
    const auto letter =
        test::runTool(QStringLiteral("pdfinfo"), {report(QStringLiteral("en"), QStringLiteral("Letter"))});
    CHECK(letter.out.contains("612 x 792 pts (letter)"));
}

TEST_CASE("the report shows every option's name and PV as evaluate --json computes them", "[report][pdf]") {
    REQUIRE_POPPLER();
    const auto json = runCli({QStringLiteral("evaluate"), kExample, QStringLiteral("--json")});
    REQUIRE(json.exitCode == 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
    const QString currency = doc.value(QLatin1String("currency")).toString();
    const QJsonArray options = doc.value(QLatin1String("options")).toArray();
    REQUIRE(options.size() == 4);
    const QString text = test::pdfText(report(QStringLiteral("en")));
    // The report's own number format: the one helper, in the English report's locale.
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    for (const QJsonValue& v : options) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QLatin1String("name")).toString();
        const QString pv = io::formatMoney(o.value(QLatin1String("pv_cost")).toDouble(), currency, locale);
        const QString pvAfterTax =
            io::formatMoney(o.value(QLatin1String("pv_cost_after_tax")).toDouble(), currency, locale);
        INFO(name.toStdString() << ": " << pv.toStdString() << ", " << pvAfterTax.toStdString());
        CHECK(test::squeezed(text).contains(test::squeezed(name)));
        CHECK(text.contains(pv));
        CHECK(text.contains(pvAfterTax));
    }
    CHECK(text.contains(QStringLiteral("Page 1 of")));
    // The footer leads back to the file: its name and the first 12 hex of its SHA-256.
    const auto hash = test::runTool(QStringLiteral("sha256sum"), {kExample});
    const QString shortHash = QString::fromLatin1(hash.out.left(12));
    REQUIRE(shortHash.size() == 12);
    CHECK(text.contains(QStringLiteral("a100-buy-vs-rent.gputco · SHA-256 ") + shortHash));
    // Demand left unserved is said out loud.
    CHECK(text.contains(QStringLiteral("WARNING: Buy 4x 8-GPU A100 servers leaves")));
}

TEST_CASE("the report marks a price that is the user's estimate and names its options",
          "[report][pdf][estimate]") {
    REQUIRE_POPPLER();
    // The example's DGX A100 price (USD 199,000, the 2020 launch price) is marked as the user's
    // estimate in both owned options, and the hybrid's p4d spot price (issue #33).
    const QString text = test::squeezed(test::pdfText(report(QStringLiteral("en"))));
    // Each server price in the assumptions and in the stale prices' table (pdftotext reads a
    // wrapped cell's lines apart, with the next column's words between them); the words once
    // more in the methodology appendix ("User's estimates").
    CHECK(text.count(test::squeezed(QStringLiteral("USD 199,000 (estimate)"))) == 4);
    CHECK(text.count(test::squeezed(QStringLiteral("USD 16.298 (estimate)"))) == 1);
    CHECK(text.count(test::squeezed(QStringLiteral("User's estimate, not a"))) == 6);
    // The summary's sentence (a hyphen that ends a line is dropped: "8-GPU" is read "8GPU").
    CHECK(text.contains(test::squeezed(QStringLiteral(
        "Resting on the user's estimates, not catalog prices (marked in the assumptions): Buy 4x"))));
    CHECK(text.contains(test::squeezed(
        QStringLiteral("A100 servers and Hybrid: own 2 servers, burst to p4d spot and on-demand. "
                       "Replace them with dated quotes before relying on these figures."))));
}

TEST_CASE("every section of the report is drawn, in order", "[report][pdf]") {
    REQUIRE_POPPLER();
    const QString text = test::pdfText(report(QStringLiteral("en")));
    qsizetype at = 0;
    // Headings and captions after the charts once went missing (blocks left to Qt's lazy
    // relayout are not drawn): each must be found, after the one before it.
    for (const QString& heading :
         {QStringLiteral("Total cost of ownership report"), QStringLiteral("Executive summary"),
          QStringLiteral("Key figures: cost"), QStringLiteral("Key figures: against the baseline"),
          QStringLiteral("Key figures: energy and use"), QStringLiteral("Charts"),
          QStringLiteral("Cumulative cost"), QStringLiteral("Annual cost by category"),
          QStringLiteral("Cost per reference GPU-hour"), QStringLiteral("Yearly cost by category"),
          QStringLiteral("Yearly cost: Hybrid"), QStringLiteral("Calibration"),
          QStringLiteral("Speed of each GPU model"), QStringLiteral("Assumptions"),
          QStringLiteral("Every input of the scenario"), QStringLiteral("Appendix: methodology"),
          QStringLiteral("Spreadsheet functions for reference")}) {
        INFO(heading.toStdString());
        const qsizetype found = text.indexOf(heading, at);
        CHECK(found >= 0);
        if (found >= 0) at = found;
    }
}

namespace {

// The assumptions' last column as a reader sees it, top to bottom: the words that start where
// its paths start (pdftotext -bbox gives that x, the same on each page), a line that ends with
// a dot joined to the next one. pdftotext's text reads a wrapped cell's lines apart, with the
// next columns' text between them, and drops a hyphen that ends a line; it also lists a line
// of a row cut by a page break after the page's other words. On each page the
// column's first word is its head ("Field"), passed over: a row that a page break cuts (Qt
// breaks a cell's lines at the page's foot) has it between its lines. Words above the 18 mm
// margin are a cut cell's line drawn again there, clipped. `roots` are the paths' first names.
QStringList pathColumnLines(const QString& pdf, const QSet<QString>& roots) {
    const QString boxes = QString::fromUtf8(
        test::runTool(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}).out);
    static const QRegularExpression word(
        QStringLiteral("<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\"[^>]*>([^<]*)</word>"));
    constexpr double kBelowMargin = 48;  // points: 17 mm
    // The x that most paths start at (the methodology also names a path or two, elsewhere).
    QMap<QString, int> starts;
    for (auto it = word.globalMatch(boxes); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(3).startsWith(QLatin1String("options["))) ++starts[m.captured(1)];
    }
    REQUIRE(!starts.isEmpty());
    const QString left =
        std::max_element(starts.keyValueBegin(), starts.keyValueEnd(), [](const auto& a, const auto& b) {
            return a.second < b.second;
        })->first;
    QStringList column;
    QString pending;
    for (const QString& page : boxes.split(QStringLiteral("<page "))) {
        // pdftotext lists a cut cell's line after the page's other words: sorted by height.
        QMultiMap<double, QString> lines;
        for (auto it = word.globalMatch(page); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            if (m.captured(1) == left && m.captured(2).toDouble() >= kBelowMargin)
                lines.insert(m.captured(2).toDouble(), m.captured(3));
        }
        bool head = true;
        for (const QString& text : std::as_const(lines)) {
            if (std::exchange(head, false)) continue;
            // Qt's PDF writer maps "ff", "fi" to their ligatures ("oﬀer"): NFKC folds them back.
            const QString line = text.normalized(QString::NormalizationForm_KC);
            const bool first = pending.isEmpty();
            if ((!first || roots.contains(line.section(QLatin1Char('.'), 0, 0))) &&
                line.endsWith(QLatin1Char('.'))) {
                pending += line;
                continue;
            }
            column << pending + line;
            pending.clear();
        }
    }
    return column;
}

}  // namespace

TEST_CASE("a field's place in the file wraps only after a dot, on A4 and Letter, in both languages",
          "[report][pdf]") {
    REQUIRE_POPPLER();
    const io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.ok());
    const ui::report::ReportTable table = ui::report::assumptionTable(*read.scenario);
    for (const auto& [lang, page] : {std::pair{QStringLiteral("en"), QStringLiteral("A4")},
                                     std::pair{QStringLiteral("en"), QStringLiteral("Letter")},
                                     std::pair{QStringLiteral("zh_CN"), QStringLiteral("A4")}}) {
        QSet<QString> roots;
        for (const ui::report::ReportRow& row : table.rows)
            roots.insert(row.cells.value(ui::report::kAssumptionPathColumn).section(QLatin1Char('.'), 0, 0));
        const QStringList lines = pathColumnLines(report(lang, page), roots);
        int checked = 0;
        for (const ui::report::ReportRow& row : table.rows) {
            if (row.group || row.subgroup) continue;
            const QString path = row.cells.value(ui::report::kAssumptionPathColumn);
            INFO(lang.toStdString() << " " << page.toStdString() << ": " << path.toStdString());
            // Before, "options[0].sources[0].gpus_per_instance" read "...gpus_pe" / "r_instance".
            CHECK(lines.contains(path));
            ++checked;
        }
        CHECK(checked > 60);  // the example has 4 options with a source or two each
    }
}

TEST_CASE("every font of the report is embedded, Chinese and Latin", "[report][pdf]") {
    REQUIRE_POPPLER();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const auto fonts = test::pdfFonts(report(lang));
        REQUIRE_FALSE(fonts.isEmpty());
        bool cjkSc = false;
        for (const auto& [name, embedded] : fonts) {
            INFO(lang.toStdString() << ": " << name.toStdString());
            CHECK(embedded);
            CHECK_FALSE(name.contains(QLatin1String("CJKjp")));  // Chinese glyph forms, not Japanese
            cjkSc = cjkSc || name.contains(QLatin1String("CJKsc"));
        }
        if (lang == QLatin1String("zh_CN")) CHECK(cjkSc);
    }
}

TEST_CASE("the charts are vectors: the report holds no raster image", "[report][pdf]") {
    REQUIRE_POPPLER();
    const auto list =
        test::runTool(QStringLiteral("pdfimages"), {QStringLiteral("-list"), report(QStringLiteral("en"))});
    REQUIRE(list.exitCode == 0);
    // Two header lines and nothing else.
    CHECK(QString::fromUtf8(list.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() == 2);
}

TEST_CASE("the zh_CN report has its section headings in Chinese", "[report][pdf]") {
    REQUIRE_POPPLER();
    const QString text = test::pdfText(report(QStringLiteral("zh_CN")));
    for (const QString& heading :
         {QStringLiteral("总拥有成本 (TCO) 报告"), QStringLiteral("执行摘要"),
          QStringLiteral("关键指标：成本"), QStringLiteral("图表"), QStringLiteral("按类别的年度成本明细"),
          QStringLiteral("校准"), QStringLiteral("假设条件"), QStringLiteral("附录：方法说明")}) {
        INFO(heading.toStdString());
        // pdfText is in NFKC, which also folds full-width punctuation (：，) to ASCII.
        CHECK(text.contains(heading.normalized(QString::NormalizationForm_KC)));
    }
    CHECK_FALSE(text.contains(QStringLiteral("Executive summary")));
    // The footer's 页 comes out of the text layer as the radical U+2EDA, which no normal form
    // folds back (Qt 6.4 maps a shared glyph to its lowest code point): its digits are checked.
    CHECK(text.contains(QStringLiteral("第 1 ")));
}

TEST_CASE("no page of the report is blank", "[report][pdf]") {
    REQUIRE_POPPLER();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        const QString pdf = report(lang);
        const QString prefix = outDir().filePath(QStringLiteral("page-") + lang);
        const auto r =
            test::runTool(QStringLiteral("pdftoppm"),
                          {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("30"), pdf, prefix});
        REQUIRE(r.exitCode == 0);
        const QStringList pages = QDir(outDir().path())
                                      .entryList({QStringLiteral("page-") + lang + QStringLiteral("*.png")},
                                                 QDir::Files, QDir::Name);
        REQUIRE(pages.size() == test::pdfPageCount(pdf));
        for (const QString& file : pages) {
            const QImage image(outDir().filePath(file));
            REQUIRE_FALSE(image.isNull());
            // The body only: the footer alone would make any page look used.
            const int bodyBottom = image.height() * 88 / 100;
            int inked = 0;
            for (int y = 0; y < bodyBottom; ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (qGray(image.pixel(x, y)) < 200) ++inked;
            INFO(file.toStdString());
            CHECK(inked > 50);
        }
    }
}

TEST_CASE("a scenario's markup prints as text and pulls nothing into its report", "[report][pdf]") {
    REQUIRE_POPPLER();
    QFile example(kExample);
    REQUIRE(example.open(QIODevice::ReadOnly));
    QByteArray bytes = example.readAll();
    const QByteArray name = "\"name\": \"A100 40GB cluster: buy four 8-GPU servers or rent\"";
    REQUIRE(bytes.contains(name));
    bytes.replace(name, "\"name\": \"<img src=\\\"/etc/passwd\\\"> & <b>co</b>\"");
    const QString scenario = outDir().filePath(QStringLiteral("hostile.gputco"));
    QFile out(scenario);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    const QString pdf = outDir().filePath(QStringLiteral("hostile.pdf"));
    const auto r = runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    CHECK(test::pdfText(pdf).contains(QStringLiteral("<img src=\"/etc/passwd\"> & <b>co</b>")));
}

TEST_CASE("bidirectional controls in a name are printed as their code points", "[report][pdf][hardening]") {
    // Issue #14: "Invoice <RLO>gpj.exe" printed as "Invoice exe.jpg". The file keeps the
    // name as written; the report shows what is really there.
    REQUIRE_POPPLER();
    QFile example(kExample);
    REQUIRE(example.open(QIODevice::ReadOnly));
    QByteArray bytes = example.readAll();
    const QByteArray name = "\"name\": \"A100 40GB cluster: buy four 8-GPU servers or rent\"";
    REQUIRE(bytes.contains(name));
    bytes.replace(name, "\"name\": \"Invoice \\u202egpj.exe\"");
    // An option too: its name is in the result's tables and document.
    bytes.replace("\"AWS p4d on-demand\"", "\"AWS \\u202ep4d\"");
    const QString scenario = outDir().filePath(QStringLiteral("bidi.gputco"));
    QFile out(scenario);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();
    const QString pdf = outDir().filePath(QStringLiteral("bidi.pdf"));
    const auto r = runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    const QString text = test::pdfText(pdf);
    CHECK(text.contains(QStringLiteral("Invoice <U+202E>gpj.exe")));
    CHECK(text.contains(QStringLiteral("AWS <U+202E>p4d")));
    CHECK_FALSE(text.contains(QChar(0x202E)));
    // The table of `evaluate` shows it the same way; the result document keeps it as written.
    const auto table = runCli({QStringLiteral("evaluate"), scenario});
    CHECK(QString::fromUtf8(table.out).contains(QStringLiteral("AWS <U+202E>p4d")));
    CHECK_FALSE(QString::fromUtf8(table.out).contains(QChar(0x202E)));
    const auto json = runCli({QStringLiteral("evaluate"), scenario, QStringLiteral("--json")});
    CHECK(QString::fromUtf8(json.out).contains(QStringLiteral(u"AWS \u202Ep4d")));
}

TEST_CASE("names of 200 characters without a space are printed whole, and elided only in the charts",
          "[report][pdf]") {
    // 200 characters is the longest name (issue #32: scenario.h, kMaxNameChars). Without a space
    // the title and the tables wrap it anywhere; a chart has no room for it: the legend elides it
    // in the middle (whole, it pushed the other entries out of the legend and was cut itself),
    // the label under its bar at the end (whole, the label was not drawn at all).
    REQUIRE_POPPLER();
    QFile example(kExample);
    REQUIRE(example.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
    const QString scenarioName(200, QLatin1Char('N'));
    const QString optionName(200, QLatin1Char('O'));
    root.insert(QStringLiteral("name"), scenarioName);
    QJsonArray options = root.value(QStringLiteral("options")).toArray();
    QJsonObject second = options.at(1).toObject();
    // Not the baseline, which finance.baseline names.
    const QJsonObject finance = root.value(QStringLiteral("finance")).toObject();
    REQUIRE(second.value(QStringLiteral("name")) != finance.value(QStringLiteral("baseline")));
    second.insert(QStringLiteral("name"), optionName);
    options.replace(1, second);
    root.insert(QStringLiteral("options"), options);
    const QString scenario = outDir().filePath(QStringLiteral("names-200.gputco"));
    QFile out(scenario);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(root).toJson());
    out.close();
    const QString pdf = outDir().filePath(QStringLiteral("names-200.pdf"));
    const auto r = runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);

    CHECK(test::squeezed(test::pdfBodyText(pdf, 1)).contains(scenarioName));  // the title page
    const QString text = test::pdfText(pdf);
    CHECK(test::squeezed(text).contains(optionName));  // the tables
    // The cumulative cost chart's legend: the beginning and the end, "…" between (written
    // "..." by pdfText, in normal form KC), and the entries beside it whole. On its own page:
    // the risk pages' legends elide names too.
    QString charts;
    for (int page = 1; page <= test::pdfPageCount(pdf) && charts.isEmpty(); ++page)
        if (const QString body = test::pdfBodyText(pdf, page);
            body.contains(QLatin1String("Cumulative cost")))
            charts = body;
    INFO(charts.toStdString());
    CHECK(charts.contains(QRegularExpression(QStringLiteral("O{10,}\\.\\.\\.O{10,}"))));
    CHECK(charts.contains(QStringLiteral("AWS p4d on-demand")));
    CHECK(charts.contains(QStringLiteral("Break-even with the baseline")));
    // The cost per GPU-hour chart: a line of 22 characters, then "…".
    CHECK(text.contains(QRegularExpression(QStringLiteral("(^|[^O])O{22}\\.\\.\\."))));
}

TEST_CASE("report refuses bad arguments and says why", "[report][cli]") {
    // `make run` without a display asks `report --help` whether the report exists.
    const auto help = runCli({QStringLiteral("report"), QStringLiteral("--help")});
    CHECK(help.exitCode == 0);
    CHECK(help.out.contains("report FILE -o OUT.pdf"));
    CHECK(runCli({QStringLiteral("report"), kExample}).exitCode == 2);
    CHECK(runCli({QStringLiteral("report"), kExample, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                  QStringLiteral("--lang"), QStringLiteral("fr")})
              .exitCode == 2);
    CHECK(runCli({QStringLiteral("report"), kExample, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                  QStringLiteral("--page"), QStringLiteral("A3")})
              .exitCode == 2);
    CHECK(runCli({QStringLiteral("report"), QStringLiteral("/nonexistent.gputco"), QStringLiteral("-o"),
                  outDir().filePath(QStringLiteral("none.pdf"))})
              .exitCode == 1);
    const auto r = runCli({QStringLiteral("report"), kExample, QStringLiteral("-o"),
                           QStringLiteral("/nonexistent-folder/out.pdf")});
    CHECK(r.exitCode == 3);
    CHECK(
        r.err.contains("not saved: cannot write \"/nonexistent-folder/out.pdf\": No such file or directory"));
}

TEST_CASE("a scenario with uncertain inputs gets the risk pages, with montecarlo's numbers",
          "[report][pdf][risk]") {
    REQUIRE_POPPLER();
    // The example lists 5 uncertain inputs and 10,000 trials with seed 20261202.
    const auto json = runCli({QStringLiteral("montecarlo"), kExample, QStringLiteral("--json")});
    REQUIRE(json.exitCode == 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
    const QString text = test::pdfText(report(QStringLiteral("en")));
    const qsizetype risk = text.indexOf(QStringLiteral("Risk Uncertain inputs"));
    REQUIRE(risk > 0);
    CHECK(text.indexOf(QStringLiteral("Monte Carlo: PV of each option over 10,000 trials (seed 20261202)"),
                       risk) > 0);
    const QLocale locale(QLocale::English, QLocale::UnitedStates);
    for (const QJsonValue& v : doc.value(QLatin1String("options")).toArray()) {
        const QJsonObject pv = v.toObject().value(QLatin1String("pv")).toObject();
        for (const char* key : {"p5", "p50", "p95"}) {
            const QString shown =
                io::formatMoney(pv.value(QLatin1String(key)).toDouble(), QStringLiteral("USD"), locale);
            INFO(key << ": " << shown.toStdString());
            CHECK(text.indexOf(shown, risk) > 0);
        }
    }
    // The tornado's largest swing first: sensitivity --json ranks the same input on top; the
    // report names it in words, by its field's title (issue #16).
    const auto tornado = runCli({QStringLiteral("sensitivity"), kExample, QStringLiteral("--json")});
    REQUIRE(tornado.exitCode == 0);
    const QString top = QJsonDocument::fromJson(tornado.out)
                            .object()
                            .value(QLatin1String("inputs"))
                            .toArray()
                            .at(0)
                            .toObject()
                            .value(QLatin1String("path"))
                            .toString();
    const io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.ok());
    const QString title = ui::fieldTitle(*read.scenario, top);
    INFO(title.toStdString());
    CHECK(text.indexOf(title, risk) > 0);
}

TEST_CASE("a scenario without uncertain inputs has no risk pages", "[report][pdf][risk]") {
    REQUIRE_POPPLER();
    QTemporaryDir dir;
    const QString plain = dir.filePath(QStringLiteral("plain.gputco"));
    const QString pdf = dir.filePath(QStringLiteral("plain.pdf"));
    const QString source = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/us-macrs-loan.gputco");
    REQUIRE(QFile::copy(source, plain));
    const auto r = runCli({QStringLiteral("report"), plain, QStringLiteral("-o"), pdf});
    REQUIRE(r.exitCode == 0);
    const QString text = test::pdfText(pdf);
    CHECK_FALSE(text.contains(QStringLiteral("Risk Uncertain inputs")));
    CHECK(text.contains(QStringLiteral("Calibration")));
}

namespace {

QString reportText(const QString& scenario, const QString& name) {
    const QString pdf = outDir().filePath(name);
    const auto r = runCli({QStringLiteral("report"), scenario, QStringLiteral("-o"), pdf});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    return test::pdfText(pdf);
}

}  // namespace

TEST_CASE("an optimised option has a page: its limits, the search run again, the runners-up and the frontier",
          "[report][pdf][optimiser]") {
    REQUIRE_POPPLER();
    const QString hybrid = QStringLiteral("Hybrid: own 2 servers, burst to p4d spot and on-demand");
    const QString optimised = outDir().filePath(QStringLiteral("optimised.gputco"));
    // A small grid (owned 0-6, spot 0-4) and 200 trials: the page, not the search, is tested here.
    // The seed is the example's (uncertainty.seed), recorded with the limits.
    const auto run =
        runCli({QStringLiteral("optimise"), kExample, QStringLiteral("--option"), hybrid,
                QStringLiteral("--percentile"), QStringLiteral("90"), QStringLiteral("--budget"),
                QStringLiteral("5000000"), QStringLiteral("--trials"), QStringLiteral("200"),
                QStringLiteral("--max-units"), QStringLiteral("1=6"), QStringLiteral("--max-units"),
                QStringLiteral("2=4"), QStringLiteral("--json"), QStringLiteral("-o"), optimised});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const QJsonObject found = QJsonDocument::fromJson(run.out).object();
    const QJsonObject best = found.value(QStringLiteral("best")).toObject();
    const QJsonArray runnersUp = found.value(QStringLiteral("runners_up")).toArray();
    REQUIRE(!runnersUp.isEmpty());
    REQUIRE(!found.value(QStringLiteral("frontier")).toArray().isEmpty());

    const QString text = reportText(optimised, QStringLiteral("optimised.pdf"));
    // The heading wraps the name at its hyphen ("on-" / "demand"), which pdftotext joins.
    CHECK(text.contains(QStringLiteral("Capacity-mix optimisation: Optimised: Hybrid: own 2 servers")));
    CHECK(text.contains(
        QStringLiteral("Run again on the current inputs, the search finds the mix this option holds")));
    CHECK(text.contains(QStringLiteral("Limits of the search")));
    CHECK(text.contains(QStringLiteral("P90 of PV at most USD 5,000,000 over 200 trials (seed 20261202)")));
    CHECK(text.contains(QStringLiteral("0 to 6 searched")));
    CHECK(text.contains(QStringLiteral("Best mix and runners-up, on the current inputs")));
    // The figures are the search's, as `optimise --json` gave them (the same seed and limits).
    const auto money = [](const QJsonValue& v) {
        return io::formatMoney(v.toDouble(), QStringLiteral("USD"));
    };
    CHECK(text.contains(money(best.value(QStringLiteral("pv")))));
    CHECK(text.contains(
        money(best.value(QStringLiteral("risk")).toObject().value(QStringLiteral("percentile")))));
    CHECK(text.contains(money(runnersUp.last().toObject().value(QStringLiteral("pv")))));
    CHECK(text.contains(QStringLiteral("Frontier: mean against P90 of PV")));
    CHECK(text.contains(QStringLiteral("The frontier")));
}

namespace {

// The optimised options' pages of `s` as HTML, their searches run again (no PDF: the test
// above draws one; these check what the pages say).
QString optimisedPagesHtml(const scenario::Scenario& s) {
    const auto optimisations = engine::reOptimisations(s);
    ui::report::ReportCharts charts;
    return ui::report::optimisedSectionHtml(optimisations, s, charts);
}

// The reference example with its hybrid option's best mix over a small grid added, as
// `optimise -o` adds it.
scenario::Scenario withOptimisedHybrid() {
    io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.ok());
    scenario::Scenario s = *read.scenario;
    engine::OptimiseConstraints c;
    c.maxCounts = {6, 4, std::nullopt};
    const engine::OptimiseResult r = engine::optimise(s, 3, c);
    REQUIRE(r.best);
    s.options.push_back(r.option);
    REQUIRE(scenario::validate(s).empty());
    return s;
}

}  // namespace

TEST_CASE("an optimised option's page says when the option or the searched option changed since",
          "[report][optimiser]") {
    const scenario::Scenario s = withOptimisedHybrid();
    const QString held = optimisedPagesHtml(s);
    CHECK(held.contains(QStringLiteral("the search finds the mix this option holds")));
    CHECK_FALSE(held.contains(QStringLiteral("Frontier")));  // no risk limit, no frontier

    // Added as the app adds it: the searched option's sources have ids, and the added option's
    // get ids of their own (addOption). It still holds the mix found (it said "another mix").
    {
        io::ReadResult read = io::readScenarioFile(kExample);
        REQUIRE(read.ok());
        scenario::Scenario app = *read.scenario;
        scenario::ensureIds(app);
        engine::OptimiseConstraints c;
        c.maxCounts = {6, 4, std::nullopt};
        const engine::OptimiseResult r = engine::optimise(app, 3, c);
        REQUIRE(r.best);
        REQUIRE(scenario::addOption(app, r.option));
        REQUIRE(scenario::sourceId(app.options.back().sources[0]) !=
                scenario::sourceId(app.options[3].sources[0]));
        CHECK(optimisedPagesHtml(app).contains(QStringLiteral("the search finds the mix this option holds")));
    }

    // The optimised option edited since: the page says it no longer holds the mix found.
    scenario::Scenario changed = s;
    bool edited = false;
    for (scenario::Source& source : changed.options.back().sources)
        if (auto* owned = std::get_if<scenario::OwnedSource>(&source); owned && !edited) {
            owned->nodes += 3;
            edited = true;
        }
    REQUIRE(edited);
    CHECK(optimisedPagesHtml(changed).contains(
        QStringLiteral("the search finds another mix than the one this option holds")));

    // The searched option renamed (the example has no ids): the search cannot run again.
    scenario::Scenario gone = s;
    gone.options[3].name = "Hybrid, renamed";
    const QString goneHtml = optimisedPagesHtml(gone);
    CHECK(goneHtml.contains(QStringLiteral("is no longer in the scenario")));
    CHECK(goneHtml.contains(QStringLiteral("Limits of the search")));
    CHECK_FALSE(goneHtml.contains(QStringLiteral("Best mix and runners-up")));

    // A risk limit recorded, the uncertain inputs gone since: run without it, and said.
    scenario::Scenario noRisk = s;
    noRisk.options.back().optimised->percentile = 90;
    noRisk.options.back().optimised->budget = 5e6;
    noRisk.uncertainty.reset();
    CHECK(optimisedPagesHtml(noRisk).contains(
        QStringLiteral("no longer lists uncertain inputs, so the risk limit was left out")));
}
