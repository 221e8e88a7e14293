// Hostile text at every boundary (issue #32, items 8, 9 and 11): names from a scenario, a
// probe document or an imported price list reach a terminal, a CSV file and a workbook. Each
// test runs the built gputco-cli as a user does and says what it expects and why.
#include <catch2/catch.hpp>

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringDecoder>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "tests/calibration/probe_fixtures.h"
#include "tests/cli/cli_run.h"
#include "tests/support/skip.h"

namespace gputco::test {

namespace {

// One option name per class of character a terminal acts on instead of showing (issue #32,
// item 8): ESC (colour and an OSC title change ended by BEL), CR / LF / TAB / NUL (a forged
// table row, a cut name), DEL and the C1 CSI U+009B, and the bidi override U+202E and the
// isolate U+2066 (text that reads backwards).
const std::string kEscName = "esc\x1b[31mred\x1b]0;pwned\x07";
const std::string kLineName = std::string("cr\rforged\nrow\tnul") + '\0' + "cut";
const std::string kDelName = "del\x7f c1\xc2\x9b";
const std::string kBidiName = "rlo\u202egpj.exe lri\u2066x";

// What each name must print as: every such character by its code point, nothing dropped.
const QString kEscShown = QStringLiteral("esc<U+001B>[31mred<U+001B>]0;pwned<U+0007>");
const QString kLineShown = QStringLiteral("cr<U+000D>forged<U+000A>row<U+0009>nul<U+0000>cut");
const QString kDelShown = QStringLiteral("del<U+007F> c1<U+009B>");
const QString kBidiShown = QStringLiteral("rlo<U+202E>gpj.exe lri<U+2066>x");

// The test's own list, kept apart from the product's: C0 but the line feed that ends a line,
// DEL, C1, and the bidi controls.
bool actedOn(char32_t c, bool lineFeedAllowed) {
    if (c == u'\n') return !lineFeedAllowed;
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

// The first character of `bytes` a terminal would act on, as "U+XXXX at N"; "" when none.
std::string firstControl(const QByteArray& bytes, bool lineFeedAllowed = true) {
    const QString text = QString::fromUtf8(bytes);
    for (qsizetype i = 0; i < text.size(); ++i)
        if (actedOn(text[i].unicode(), lineFeedAllowed))
            return QStringLiteral("U+%1 at %2")
                .arg(text[i].unicode(), 4, 16, QLatin1Char('0'))
                .arg(i)
                .toStdString();
    return {};
}

// The reference example with its four options renamed (the baseline, named by its name, too).
QString scenarioNamed(QTemporaryDir& dir, const std::vector<std::string>& names) {
    const io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.scenario);
    scenario::Scenario s = *read.scenario;
    REQUIRE(s.options.size() == names.size());
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (s.finance.baseline == s.options[i].name) s.finance.baseline = names[i];
        s.options[i].name = names[i];
    }
    return writeTemp(dir, "hostile.gputco", io::writeScenarioJson(s));
}

Run cliIn(const QTemporaryDir& dataDir, const QStringList& args) {
    qputenv("GPUTCO_DATA_DIR", dataDir.path().toUtf8());
    Run run = cli(args);
    qunsetenv("GPUTCO_DATA_DIR");
    return run;
}

// The lines of `csv` that start with `prefix`.
int linesStartingWith(const QByteArray& csv, const QByteArray& prefix) {
    int n = 0;
    for (const QByteArray& line : csv.split('\n')) n += line.startsWith(prefix) ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("cli: evaluate --table shows every control in a name by its code point", "[cli][hardening]") {
    // Before: the ESC recoloured the terminal and the OSC set its title; the CR and LF forged a
    // row; the NUL went out raw; U+202E reversed the rest of the line.
    QTemporaryDir dir;
    const QString path = scenarioNamed(dir, {kEscName, kLineName, kDelName, kBidiName});
    const Run r = cli({"evaluate", path, "--table"});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    CHECK(firstControl(r.out) == "");
    const QString out = QString::fromUtf8(r.out);
    for (const QString& shown : {kEscShown, kLineShown, kDelShown, kBidiShown}) CHECK(out.contains(shown));
    // Each option's row is still one line: the name, then its figures.
    CHECK(out.contains(QRegularExpression(QRegularExpression::escape(kLineShown) + " +USD ")));
}

TEST_CASE("cli: evaluate --csv shows controls by their code points and writes formulas as text",
          "[cli][hardening]") {
    QTemporaryDir dir;
    // Controls: the CSV is a report a person opens; a raw CR ended a record early.
    const QString controls = scenarioNamed(dir, {kEscName, kLineName, kDelName, kBidiName});
    const Run c = cli({"evaluate", controls, "--csv"});
    REQUIRE(c.exitCode == 0);
    CHECK(firstControl(c.out) == "");
    for (const QString& shown : {kEscShown, kLineShown, kDelShown, kBidiShown})
        CHECK(c.out.contains(("\n" + shown + ",").toUtf8()));

    // Formulas (OWASP, CSV injection): before, LibreOffice opened the first as a live link.
    // A text cell starting with = + - @ is written after a ', which spreadsheets show as text.
    const QString formulas =
        scenarioNamed(dir, {"=HYPERLINK(\"http://x\",\"click\")", "@SUM(1)", "+cmd|' /C calc'!A0", "-2+3"});
    const Run r = cli({"evaluate", formulas, "--csv"});
    REQUIRE(r.exitCode == 0);
    CHECK(linesStartingWith(r.out, "\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\",") > 0);
    CHECK(linesStartingWith(r.out, "'@SUM(1),") > 0);
    CHECK(linesStartingWith(r.out, "'+cmd|' /C calc'!A0,") > 0);
    CHECK(linesStartingWith(r.out, "'-2+3,") > 0);
    for (const QByteArray prefix : {"=", "@", "+", "-", "\"="}) CHECK(linesStartingWith(r.out, prefix) == 0);
    // Numbers stay numbers: a cost is a negative amount, with no ' before it.
    CHECK(QString::fromUtf8(r.out).contains(QRegularExpression(",tax_shield,-[0-9.e+-]+,USD\n")));
    CHECK_FALSE(r.out.contains(",'-"));
}

TEST_CASE("cli: calibrate shows controls in the probe's device name and the scenario's names",
          "[cli][hardening][calibrate]") {
    // Before: the device name's ESC and BEL reached the terminal raw (a changed title) and
    // U+202E reversed the line; the option names printed in the cost lines did the same.
    QTemporaryDir dir;
    scenario::Scenario s = calibrationScenario();
    s.options[0].name = kEscName;
    s.options[1].name = kBidiName;
    const QString path = writeTemp(dir, "h200.gputco", io::writeScenarioJson(s));
    QJsonObject probe = QJsonDocument::fromJson(probeFixtureBytes("h200-sxm.fixture.json")).object();
    QJsonObject device = probe[QStringLiteral("device")].toObject();
    device[QStringLiteral("name")] = QString::fromStdString(kEscName + kLineName + kDelName + kBidiName);
    probe[QStringLiteral("device")] = device;
    const QString doc = writeTemp(dir, "probe.json", QJsonDocument(probe).toJson());
    const Run r = cli({"calibrate", path, doc, "--gpu", "H200-SXM", "--allow-peak-kernel"});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    CHECK(firstControl(r.out) == "");
    CHECK(firstControl(r.err) == "");
    const QString out = QString::fromUtf8(r.out);
    CHECK(out.contains("calibrated H200-SXM with " + kEscShown + kLineShown + kDelShown + kBidiShown + " ("));
    CHECK(out.contains("  " + kEscShown + " "));
    CHECK(out.contains("  " + kBidiShown + " "));
    // Printed to standard error when the scenario goes to standard output: the same.
    const Run toStdout = cli({"calibrate", path, doc, "--gpu", "H200-SXM", "--allow-peak-kernel", "-o", "-"});
    REQUIRE(toStdout.exitCode == 0);
    CHECK(firstControl(toStdout.err) == "");
    CHECK(toStdout.err.contains(kEscShown.toUtf8()));
}

TEST_CASE("cli: validate, evaluate, size, sensitivity, montecarlo and optimise print names without controls",
          "[cli][hardening]") {
    // Every other print of a name from a file goes through the same neutraliser.
    QTemporaryDir dir;
    const QString path = scenarioNamed(dir, {kEscName, kLineName, kDelName, kBidiName});
    for (const QStringList& args : {QStringList{"size", path}, QStringList{"sensitivity", path},
                                    QStringList{"montecarlo", path, "--trials", "50"}}) {
        INFO(args.join(' ').toStdString());
        const Run r = cli(args);
        INFO(r.err.toStdString());
        CHECK(r.exitCode == 0);
        CHECK(firstControl(r.out) == "");
        CHECK(firstControl(r.err) == "");
    }
    // validate prints each problem, quoting the name, on standard output; evaluate on standard
    // error. Before, both printed the name's controls raw.
    const QString duplicate = scenarioNamed(dir, {"a", kEscName + kBidiName, kEscName + kBidiName, "d"});
    const Run validate = cli({"validate", duplicate});
    CHECK(validate.exitCode == 2);
    CHECK(firstControl(validate.out) == "");
    CHECK(validate.out.contains(
        ("options[2].name: duplicate of options[1] (\"" + kEscShown + kBidiShown + "\")").toUtf8()));
    const Run evaluate = cli({"evaluate", duplicate});
    CHECK(evaluate.exitCode == 2);
    CHECK(firstControl(evaluate.err) == "");
    CHECK(evaluate.err.contains(kEscShown.toUtf8()));
    // An optimise naming no option lists the names on standard error.
    const Run missing = cli({"optimise", path, "--option", "none"});
    CHECK(missing.exitCode == 2);
    CHECK(firstControl(missing.err) == "");
    CHECK(missing.err.contains(kBidiShown.toUtf8()));
}

TEST_CASE("cli: catalog export writes formulas as text, and catalog import reads them back the same",
          "[cli][hardening][library]") {
    // Before: an instance name "=HYPERLINK(...)" from an imported price list was exported as a
    // live formula. Now a text cell starting with = + - @ gets a leading ', and catalog import
    // takes that ' off again, so that export then import changes nothing.
    QTemporaryDir data, dir;
    const QByteArray header =
        "key,provider,region,instance,gpu,gpus_per_instance,pricing_mode,term_months,upfront_fraction,"
        "price_per_hour,currency,source,as_of\n";
    // As a spreadsheet writes them: a field with quotes in quotes, its quotes doubled. Row x/2
    // holds a formula already guarded by hand and one guarded twice; x/3 holds controls.
    const QByteArray csv =
        header +
        "x/1,\"=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\",,@SUM(1),A100-40GB-SXM4,8,on_demand,0,0,1.5,USD,"
        "+cmd|' /C calc'!A0,2026-01-01\n"
        "x/2,-2+3,,'=guarded,A100-40GB-SXM4,8,on_demand,0,0,2.5,USD,''=twice,2026-01-01\n"
        "x/3,'apostrophe,,esc\x1b[31m,A100-40GB-SXM4,8,on_demand,0,0,3.5,USD,rlo\xe2\x80\xaegpj,2026-01-01\n";
    const QString in = writeTemp(dir, "offers.csv", csv);
    Run r = cliIn(data, {"catalog", "import", in});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.contains("3 rows added"));

    const QString out = dir.filePath(QStringLiteral("export.csv"));
    r = cliIn(data, {"catalog", "export", "--kind", "offers", out});
    REQUIRE(r.exitCode == 0);
    const QByteArray exported = contentOf(out);
    CHECK(exported.contains(
        "\r\nx/1,\"'=HYPERLINK(\"\"http://x\"\",\"\"click\"\")\",,'@SUM(1),A100-40GB-SXM4,8,"
        "on_demand,0,0,1.5,USD,'+cmd|' /C calc'!A0,2026-01-01\r\n"));
    // "-2+3" is text in a text column: guarded. "'=guarded" was read as "=guarded" (the ' a
    // writer puts before a formula), "''=twice" as "'=twice": each is written back as it came.
    CHECK(exported.contains("\r\nx/2,'-2+3,,'=guarded,A100-40GB-SXM4,8,on_demand,0,0,2.5,USD,''=twice,"));
    // Numbers stay numbers and the export keeps the stored text exactly (it is data, read back).
    // A ' before no formula is the text's own.
    CHECK(exported.contains(
        "\r\nx/3,'apostrophe,,esc\x1b[31m,A100-40GB-SXM4,8,on_demand,0,0,3.5,USD,rlo\xe2\x80\xaegpj,"));

    // The exported file read back: every row already present, and exported again the same.
    QTemporaryDir data2;
    r = cliIn(data2, {"catalog", "import", out});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    const QString again = dir.filePath(QStringLiteral("again.csv"));
    REQUIRE(cliIn(data2, {"catalog", "export", "--kind", "offers", again}).exitCode == 0);
    CHECK(contentOf(again) == exported);
    // catalog import of our own export into the first library: nothing new.
    r = cliIn(data, {"catalog", "import", out});
    CHECK(r.out.contains(": 0 rows added"));

    // catalog list is for reading: controls by their code points.
    r = cliIn(data, {"catalog", "list", "--kind", "offers"});
    REQUIRE(r.exitCode == 0);
    CHECK(firstControl(r.out) == "");
    CHECK(r.out.contains("esc<U+001B>[31m"));
    CHECK(r.out.contains("rlo<U+202E>gpj"));
}

namespace {

// The text of every XML part of an .xlsx under xl/ (its sheets and shared strings), through
// python3's zipfile; empty when python3 is missing.
QByteArray xlsxXml(const QString& path) {
    QProcess py;
    py.start(QStringLiteral("python3"),
             {"-c",
              "import sys, zipfile\n"
              "z = zipfile.ZipFile(sys.argv[1])\n"
              "for n in z.namelist():\n"
              "    if n.startswith('xl/') and n.endswith('.xml'):\n"
              "        sys.stdout.buffer.write(b'\\n--- ' + n.encode() + b'\\n' + z.read(n))\n",
              path});
    py.waitForFinished(60000);
    return py.readAllStandardOutput();
}

}  // namespace

TEST_CASE("cli: workbook shows controls by their code points on every sheet, NUL included",
          "[cli][hardening][workbook]") {
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        GPUTCO_SKIP("python3 is not installed");
    // Before: U+202E was escaped on the Inputs sheet only, and a name with NUL was cut at it
    // ("nul\0cut" became "nul").
    QTemporaryDir dir;
    const QString path = scenarioNamed(dir, {kEscName, kLineName, kDelName, kBidiName});
    const QString out = dir.filePath(QStringLiteral("out.xlsx"));
    const Run r = cli({"workbook", path, "-o", out});
    INFO(r.err.toStdString());
    REQUIRE(r.exitCode == 0);
    const QByteArray xml = xlsxXml(out);
    REQUIRE(xml.contains("--- xl/sharedStrings.xml"));
    // libxlsxwriter would write a control as _x001B_: none is left for it to write.
    CHECK_FALSE(xml.contains("_x00"));
    CHECK(firstControl(xml) == "");
    // XML escapes < and >: "<U+202E>" is "&lt;U+202E&gt;" in the file.
    auto inXml = [](QString s) {
        return s.replace(QLatin1String("<"), QLatin1String("&lt;"))
            .replace(QLatin1String(">"), QLatin1String("&gt;"))
            .toUtf8();
    };
    for (const QString& shown : {kEscShown, kLineShown, kDelShown, kBidiShown})
        CHECK(xml.contains(inXml(shown)));
}

TEST_CASE("cli: workbook refuses a text longer than a cell holds, naming the field, and writes nothing",
          "[cli][hardening][workbook]") {
    // Before: "String exceeds Excel's limit", no field named. Excel's cell holds 32,767
    // characters; a refusal is a write refusal (exit 3), with the old file left as it was.
    // A name is at most 200 characters and a source's text 10,000 (issue #32), but a text is
    // counted as shown: each NUL is "<U+0000>", 8 characters, so 5,000 of them are 40,000.
    QTemporaryDir dir;
    const io::ReadResult read = io::readScenarioFile(kExample);
    REQUIRE(read.scenario);
    scenario::Scenario s = *read.scenario;
    std::visit([](auto& source) { source.provenance.source = std::string(5000, '\0'); },
               s.options[2].sources[0]);
    const QString path = writeTemp(dir, "nuls.gputco", io::writeScenarioJson(s));
    const QString out = writeTemp(dir, "out.xlsx", "previous content");
    const Run r = cli({"workbook", path, "-o", out});
    CHECK(r.exitCode == 3);
    CHECK_THAT(
        r.err.toStdString(),
        Catch::Contains(
            "options[2].sources[0].source: 40,000 characters, more than the 32,767 a workbook cell holds"));
    CHECK(contentOf(out) == "previous content");
    // A name of 40,000 characters is past the name's limit: the scenario is invalid (exit 2)
    // before any workbook is begun.
    const QString named = scenarioNamed(dir, {"a", "b", std::string(40000, 'x'), "d"});
    const Run n = cli({"workbook", named, "-o", out});
    CHECK(n.exitCode == 2);
    CHECK_THAT(n.err.toStdString(),
               Catch::Contains("options[2].name: \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\u2026\" "
                               "is 40,000 characters long, more than the 200 allowed"));
    CHECK(contentOf(out) == "previous content");
}

}  // namespace gputco::test
