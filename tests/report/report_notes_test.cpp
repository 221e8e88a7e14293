// Issue #34, the PDF report: the preparer named by default, the values typed over their sources
// named under the title page's notes, and the legend of "—", "n/a" and "0 months".
#include <catch2/catch.hpp>

#include "tests/support/skip.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include "model/engine/evaluate.h"
#include "model/io/scenario_reader.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/provenance_lookup.h"
#include "pdf_tools.h"
#include "tests/support/ui_test_support.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/document/language.h"
#include "ui/report/report_data.h"
#include "ui/report/report_writer.h"

using gputco::test::kExamplesDir;
using gputco::test::Language;

using namespace gputco;

namespace {

ui::report::ReportInput notesExampleInput(const scenario::Scenario& s) {
    ui::report::ReportInput in;
    in.scenario = s;
    in.result = engine::evaluate(in.scenario);
    in.fileName = QStringLiteral("a100-buy-vs-rent.gputco");
    in.fileSha256 = QStringLiteral("0123456789abcdef");
    in.preparedBy = QStringLiteral("Test Preparer");
    in.date = QDate(2026, 12, 3);
    return in;
}

scenario::Scenario notesExample() {
    const io::ReadResult read =
        io::readScenarioFile(kExamplesDir + QStringLiteral("/a100-buy-vs-rent.gputco"));
    REQUIRE(read.ok());
    return *read.scenario;
}

// The tariff's price typed over, as the inputs panel does it (field_editor.cpp): the value set,
// then the catalog value it replaced noted.
void typeOverTariff(scenario::Scenario& s, double price) {
    const std::string path = "tariffs.us-industrial.price_per_kwh";
    scenario::FieldLookup field = scenario::findField(s, path);
    REQUIRE(field.field);
    const double before = field.field->get();
    REQUIRE(before == 0.0929);
    field.field->set(price);
    scenario::noteOverride(s, path, before, price);
}

}  // namespace

TEST_CASE("the preparer is the system's name for the user until the preferences name one",
          "[report][preparer]") {
    // The GECOS field's first part ("full name,room,work phone,home phone"), else the login.
    CHECK(ui::userNameFrom(QStringLiteral("Ada Lovelace,Room 1,,"), QStringLiteral("ada")) ==
          QStringLiteral("Ada Lovelace"));
    CHECK(ui::userNameFrom(QStringLiteral(",,,"), QStringLiteral("ada")) == QStringLiteral("ada"));
    CHECK(ui::userNameFrom(QString(), QStringLiteral("root")) == QStringLiteral("root"));

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("prefs.ini")), QSettings::IniFormat);
    // Nothing saved: the injected system name.
    CHECK(ui::preparerFrom(settings, QStringLiteral("Grace Hopper")) == QStringLiteral("Grace Hopper"));
    settings.setValue(QLatin1String(ui::kPreparedByKey), QStringLiteral("Li Wei"));
    CHECK(ui::preparerFrom(settings, QStringLiteral("Grace Hopper")) == QStringLiteral("Li Wei"));
    // Saved empty: the user cleared it to leave the line out.
    settings.setValue(QLatin1String(ui::kPreparedByKey), QString());
    CHECK(ui::preparerFrom(settings, QStringLiteral("Grace Hopper")).isEmpty());
}

TEST_CASE("gputco-cli report names the system's user when neither the preferences nor --prepared-by do",
          "[report][pdf][preparer][cli]") {
    if (!test::havePoppler()) GPUTCO_SKIP("poppler-utils not installed");
    // Whoever runs the test (a developer, root in CI's container): the same lookup as the CLI's.
    const QString user = ui::systemUserName();
    REQUIRE_FALSE(user.isEmpty());
    QTemporaryDir config;  // no gputco.conf: nothing saved
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    REQUIRE(test::runCli({QStringLiteral("report"), kExamplesDir + QStringLiteral("/a100-buy-vs-rent.gputco"),
                          QStringLiteral("-o"), pdf},
                         env)
                .exitCode == 0);
    const QString cover = test::pdfBodyText(pdf, 1);
    CHECK(cover.contains(QStringLiteral("Prepared by")));
    CHECK(cover.contains(user));
}

TEST_CASE("the title page names the values typed over their sources, under notes written for them",
          "[report][pdf][overrides]") {
    Language en(ui::UiLanguage::English);
    scenario::Scenario s = notesExample();
    CHECK(ui::report::buildReportData(notesExampleInput(s)).overrides.isEmpty());
    typeOverTariff(s, 0.12);
    const auto data = ui::report::buildReportData(notesExampleInput(s));
    REQUIRE(data.overrides.size() == 1);
    const QString line = data.overrides.front();
    INFO(line.toStdString());
    CHECK(line.contains(QStringLiteral("USD 0.12")));
    CHECK(line.contains(QStringLiteral("was USD 0.0929 from US industrial electricity, January 2026")));
    // The notes still say "the US industrial average of January 2026": the cover says which
    // value the report uses.
    REQUIRE(data.notes.contains(QStringLiteral("January 2026")));
    if (!test::havePoppler()) GPUTCO_SKIP("poppler-utils not installed");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    REQUIRE(ui::report::writeReport(notesExampleInput(s), pdf).ok);
    const QString cover = test::pdfBodyText(pdf, 1).simplified();
    CHECK(cover.contains(QStringLiteral("Values typed over their sources since the notes above")));
    CHECK(cover.contains(QStringLiteral("USD 0.12")));
}

TEST_CASE("the key figures say what their marks in place of a figure mean", "[report][pdf][legend]") {
    Language en(ui::UiLanguage::English);
    const auto data = ui::report::buildReportData(notesExampleInput(notesExample()));
    // The example's key figures use all three: "—" for the baseline against itself, "n/a" for
    // the GCP commitment's IRR (it saves from month 1: no outlay), "0 months" its payback.
    REQUIRE(data.legend.size() == 3);
    CHECK(data.legend[0].startsWith(QStringLiteral("\u2014: does not apply")));
    CHECK(data.legend[1].startsWith(QStringLiteral("n/a: does not exist")));
    CHECK(data.legend[2].startsWith(QStringLiteral("0 months: pays back at once")));
    // The baseline alone (AWS on demand): "—" against itself, "n/a" its owned utilisation, no
    // payback: only the marks the tables use are explained.
    scenario::Scenario alone = notesExample();
    alone.options.resize(1);
    const auto single = ui::report::buildReportData(notesExampleInput(alone));
    REQUIRE(single.legend.size() == 2);
    CHECK(single.legend[0].startsWith(QStringLiteral("\u2014:")));
    CHECK(single.legend[1].startsWith(QStringLiteral("n/a:")));
    if (!test::havePoppler()) GPUTCO_SKIP("poppler-utils not installed");
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("r.pdf"));
    REQUIRE(ui::report::writeReport(notesExampleInput(notesExample()), pdf).ok);
    const QString text = test::pdfText(pdf).simplified();
    CHECK(text.contains(QStringLiteral("In these tables:")));
    CHECK(text.contains(QStringLiteral("0 months: pays back at once")));
}
