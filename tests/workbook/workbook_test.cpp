// The audit workbook's model (issue #20), without LibreOffice: formulas written as intended,
// cached values equal to the engine's figures, names valid, texts never formulas, writes
// atomic. workbook_check.py recalculates the same workbooks with LibreOffice.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <optional>
#include <regex>
#include <set>
#include <variant>

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/sensitivity.h"
#include "model/io/scenario_reader.h"
#include "model/io/workbook/audit_workbook.h"
#include "model/io/workbook/cell_expr.h"
#include "model/io/workbook/input_names.h"
#include "model/io/workbook/sheet_names.h"

using namespace gputco;
using namespace gputco::io::workbook;

namespace {

scenario::Scenario example(const char* name) {
    const auto read = io::readScenarioFile(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples/") + name);
    REQUIRE(read.error.empty());
    REQUIRE(read.scenario);
    return *read.scenario;
}

QStringList examples() {
    return QDir(QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples")).entryList({"*.gputco"}, QDir::Files);
}

// The Risk sheet's analyses as the CLI runs them (app/cli/workbook_command.cpp); none for a
// scenario without uncertain inputs.
std::optional<WorkbookRisk> riskOf(const scenario::Scenario& s) {
    if (!s.uncertainty || s.uncertainty->inputs.empty()) return std::nullopt;
    return WorkbookRisk{engine::sensitivity(s), engine::monteCarlo(s, riskSettings(s))};
}

bool close(double got, double want) {
    return std::abs(got - want) <= 1e-9 * std::max(1.0, std::abs(want));
}

// The Summary row of option i: cells 1..9.
const Cell* summaryCell(const SheetModel& model, std::size_t option, int column) {
    return model.sheets[0].at(5 + static_cast<int>(option), column);
}

// The Comparison sheet's figure row of option i (columns 0..13), and its NPV profile table: a
// row per rate below the figures, a note, the header and the held debt values; a column per
// option other than the baseline.
const Cell* comparisonCell(const SheetModel& model, std::size_t option, int column) {
    return model.sheets[2].at(4 + static_cast<int>(option), column);
}
const Cell* profileCell(const SheetModel& model, std::size_t options, int point, int column) {
    return model.sheets[2].at(4 + static_cast<int>(options) + 4 + point, column);
}

bool hasName(const SheetModel& model, const std::string& name) {
    for (const DefinedName& n : model.names)
        if (n.name == name) return true;
    return false;
}

// Whether some formula of the sheet uses `text` (a defined name).
bool uses(const Sheet& sheet, const std::string& text) {
    for (const auto& [at, cell] : sheet.cells())
        if (cell.kind == Cell::Kind::Formula && cell.text.find(text) != std::string::npos) return true;
    return false;
}

// Every revision 3 figure of the workbook (cached values) against the engine: the adjusted PVs
// on the Summary; on the Comparison sheet the NPV saving unlevered, in cash alone, each
// option's financing NPV, the other rule's NPV (gputco's value) and the NPV profile.
void checkRevision3Figures(const SheetModel& model, const engine::Result& result) {
    int profileColumn = 1;
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        const engine::OptionResult& o = result.options[i];
        INFO(o.name);
        CHECK(close(summaryCell(model, i, 2)->value, o.pvCost));
        if (o.pvCostAfterTax) CHECK(close(summaryCell(model, i, 3)->value, *o.pvCostAfterTax));
        // A loan at the cost of debt is worth 0 to rounding: compared on the scale of the PVs.
        const auto closeToPv = [&](double got, double want) {
            return std::abs(got - want) <= 1e-9 * std::max({1.0, std::abs(want), std::abs(o.pvCost)});
        };
        const Cell* financing = comparisonCell(model, i, 11);
        const Cell* financingBeforeTax = comparisonCell(model, i, 12);
        CHECK((financing != nullptr) == o.financingNpv.has_value());
        CHECK((financingBeforeTax != nullptr) == o.financingNpvBeforeTax.has_value());
        if (financing && o.financingNpv) CHECK(closeToPv(financing->value, *o.financingNpv));
        if (financingBeforeTax && o.financingNpvBeforeTax)
            CHECK(closeToPv(financingBeforeTax->value, *o.financingNpvBeforeTax));
        if (!o.vsBaseline) continue;
        const engine::VsBaseline& vs = *o.vsBaseline;
        CHECK(close(comparisonCell(model, i, 1)->value, vs.npvSavings));
        CHECK(close(comparisonCell(model, i, 2)->value, vs.npvSavingsUnlevered));
        CHECK(comparisonCell(model, i, 10)->kind == Cell::Kind::Formula);
        CHECK(close(comparisonCell(model, i, 10)->value, vs.npvSavingsCash));
        const Cell* other = comparisonCell(model, i, 13);
        CHECK((other != nullptr) == vs.npvSavingsOtherRule.has_value());
        if (other && vs.npvSavingsOtherRule) {
            CHECK(other->style == Style::Quantity);  // gputco's value, grey
            CHECK(close(other->value, *vs.npvSavingsOtherRule));
        }
        REQUIRE(vs.npvProfile.size() == 16);
        for (int k = 0; k < 16; ++k) {
            INFO("profile point " << k);
            CHECK(profileCell(model, result.options.size(), k, 0)->value == vs.npvProfile[k].rate);
            const Cell* point = profileCell(model, result.options.size(), k, profileColumn);
            REQUIRE(point);
            CHECK(point->kind == Cell::Kind::Formula);
            CHECK(closeToPv(point->value, vs.npvProfile[k].npvSavings));
        }
        ++profileColumn;
    }
}

}  // namespace

TEST_CASE("formulas are written with the parentheses their values need", "[workbook]") {
    const Expr a = Expr::ref("a", 2), b = Expr::ref("b", 3), c = Expr::ref("c", 5);
    // (2 + 3) x 5 = 25; 2 - (3 - 5) = 4; 2 / (3 x 5) = 0.1333...; (-2)^2 = 4 (a spreadsheet's
    // unary minus binds tighter than ^, so -a^2 would be 4 there too: always wrapped).
    CHECK(((a + b) * c).formula() == "(a+b)*c");
    CHECK(((a + b) * c).value() == 25);
    CHECK((a - (b - c)).formula() == "a-(b-c)");
    CHECK((a - (b - c)).value() == 4);
    CHECK((a / (b * c)).formula() == "a/(b*c)");
    CHECK(pow(-a, Expr::number(2)).formula() == "(-(a))^2");
    CHECK(pow(-a, Expr::number(2)).value() == 4);
    CHECK(pow(Expr::number(1) + a, -b / Expr::number(12)).formula() == "(1+a)^(-(b)/12)");
    // Literals read back to the same double; a negative one is in parentheses.
    CHECK(formulaNumber(0.1) == "0.1");
    CHECK(std::stod(formulaNumber(1.0 / 3.0)) == 1.0 / 3.0);
    CHECK(Expr::number(-0.5).formula() == "(-0.5)");
}

TEST_CASE("cell addresses follow the spreadsheet's columns A..Z, AA..", "[workbook]") {
    CHECK(cellName(0, 0) == "A1");
    CHECK(cellName(0, 25) == "Z1");
    CHECK(cellName(0, 26) == "AA1");
    CHECK(cellName(4, 701, true) == "$ZZ$5");
    CHECK(cellName(0, 702) == "AAA1");
    CHECK(rangeName(25, 2, 84, true) == "$C$26:$C$85");
    CHECK(quotedSheet("Bob's") == "'Bob''s'");
}

TEST_CASE("inputs get short ASCII defined names", "[workbook]") {
    CHECK(InputNames::nameFor("finance.discount_rate") == "discount_rate");
    CHECK(InputNames::nameFor("tax.rate") == "tax_rate");
    CHECK(InputNames::nameFor("finance.cost_of_debt") == "cost_of_debt");
    CHECK(InputNames::nameFor("finance.inflation_per_year") == "inflation_per_year");
    CHECK(InputNames::nameFor("options[2].sources[0].facility.residual_fraction") ==
          "opt3_src1_residual_fraction");
    CHECK(InputNames::nameFor("options[3].sources[0].facility.pue") == "opt4_src1_pue");
    CHECK(InputNames::nameFor("options[1].sources[0].financing.rate") == "opt2_src1_financing_rate");
    CHECK(InputNames::nameFor("options[0].staff.fte") == "opt1_staff_fte");
    CHECK(InputNames::nameFor("options[0].cloud_extras.storage_tb") == "opt1_storage_tb");
    CHECK(InputNames::nameFor("demand.unserved_cost_per_hour") == "demand_unserved_cost_per_hour");
}

TEST_CASE("every bundled example's workbook holds the engine's figures, live", "[workbook]") {
    const QStringList files = examples();
    REQUIRE(files.size() >= 8);
    for (const QString& file : files) {
        INFO(file.toStdString());
        const scenario::Scenario s = example(file.toUtf8().constData());
        const engine::Result result = engine::evaluate(s);
        SheetModel model;
        REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
        CHECK(model.missingInputs.empty());

        // Summary first, then Inputs, Comparison, one sheet per option.
        REQUIRE(model.sheets.size() >= 3 + s.options.size());
        CHECK(model.sheets[0].name() == "Summary");
        CHECK(model.sheets[1].name() == "Inputs");
        CHECK(model.sheets[2].name() == "Comparison");
        // Each option's sheet named after it (issue #34), as a spreadsheet allows: at most 31
        // characters, none of []:*?/\, no two alike whatever their case.
        std::set<QString> sheetNames;
        for (const Sheet& sheet : model.sheets) {
            const QString name = QString::fromStdString(sheet.name());
            CHECK(name.size() <= kMaxSheetNameChars);
            CHECK_FALSE(name.contains(QRegularExpression(QStringLiteral("[\\[\\]:*?/\\\\]"))));
            CHECK(sheetNames.insert(name.toCaseFolded()).second);
        }
        for (std::size_t i = 0; i < s.options.size(); ++i)
            if (s.options[i].name.size() <= 31 && s.options[i].name.find(':') == std::string::npos)
                CHECK(model.sheets[3 + i].name() == s.options[i].name);

        // Names: ASCII identifiers, unique (case-blind, as spreadsheets compare them), never
        // a cell address (every one holds a letter run and an underscore or is a plain word).
        std::set<std::string> seen;
        const std::regex identifier("[A-Za-z_][A-Za-z0-9_]*");
        const std::regex address("[A-Za-z]{1,3}[0-9]+");
        for (const DefinedName& n : model.names) {
            std::string lower = n.name;
            for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            CHECK(seen.insert(lower).second);
            CHECK(std::regex_match(n.name, identifier));
            CHECK_FALSE(std::regex_match(n.name, address));
        }
        CHECK(seen.count("discount_rate") == 1);

        // The Summary's cached values are the engine's; every cell but the name is a formula.
        for (std::size_t i = 0; i < result.options.size(); ++i) {
            const engine::OptionResult& o = result.options[i];
            const Cell* name = summaryCell(model, i, 0);
            REQUIRE(name);
            CHECK(name->kind == Cell::Kind::Text);
            CHECK(name->text == o.name);
            const Cell* total = summaryCell(model, i, 1);
            REQUIRE(total);
            CHECK(total->kind == Cell::Kind::Formula);
            CHECK(close(total->value, o.totalCost));
            CHECK(close(summaryCell(model, i, 2)->value, o.pvCost));
            if (o.pvCostAfterTax) CHECK(close(summaryCell(model, i, 3)->value, *o.pvCostAfterTax));
            if (o.vsBaseline) {
                CHECK(close(summaryCell(model, i, 4)->value, o.vsBaseline->npvSavings));
                CHECK(summaryCell(model, i, 5)->emptyResult == !o.vsBaseline->irr);
            } else {
                CHECK(summaryCell(model, i, 4) == nullptr);  // the baseline's comparison cells are empty
            }
            if (o.levelisedCostPerReferenceGpuHour)
                CHECK(close(summaryCell(model, i, 9)->value, *o.levelisedCostPerReferenceGpuHour));
        }
        checkRevision3Figures(model, result);

        // On the option sheets a number is an engine quantity (grey) or a month index; every
        // money figure is a formula.
        for (std::size_t i = 0; i < s.options.size(); ++i)
            for (const auto& [at, cell] : model.sheets[3 + i].cells())
                if (cell.kind == Cell::Kind::Number) CHECK((cell.style == Style::Quantity || at.second == 0));
    }
}

TEST_CASE("workbook, revision 3: loans and leases at the cost of debt, renewals, inflation, the residual",
          "[workbook][revision3]") {
    // The reference example with every rule of model revision 3 (MODEL.md section 12) at once:
    // a 7 % cost of debt against the hybrid's loan at 0 %; the buy option leased for 24 months
    // on the 5-year horizon with commitments settled; a copy of the buy option in cash with a
    // facility capex of 50,000 whose residual is 40 % of its book value, colocation with a rack
    // fee and licences; inflation at 3 % a year. Expected: the workbook's cached figures are the
    // engine's (adjusted PVs, financing NPVs, cash NPV, other rule, profile); the formulas read
    // the new inputs by their names; and the scenario reaches each rule.
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    s.finance.costOfDebt = 0.07;
    s.finance.inflationPerYear = 0.03;
    s.finance.commitmentsAtHorizon = scenario::CommitmentsAtHorizon::Settle;
    scenario::Option owned = s.options[2];
    auto& cash = std::get<scenario::OwnedSource>(owned.sources[0]);
    cash.facility.capex = 50000;
    cash.facility.capexLifeYears = 10;
    cash.facility.residualFraction = 0.4;
    cash.facility.coloPerKwMonth = 150;
    cash.facility.rackFeePerMonth = 500;
    cash.licencePerGpuYear = 100;
    owned.name = "Buy, with a facility";
    s.options.push_back(owned);
    auto& leased = std::get<scenario::OwnedSource>(s.options[2].sources[0]);
    leased.financing = {scenario::FinancingKind::Lease, 0, 24, 0, 21000};
    auto& loan = std::get<scenario::OwnedSource>(s.options[3].sources[0]);
    REQUIRE(loan.financing.kind == scenario::FinancingKind::Loan);
    loan.financing.rate = 0.0;
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    CHECK(model.missingInputs.empty());
    checkRevision3Figures(model, result);

    // The rules are reached. The 0 % loan is worth its subsidy at 7 % (more before tax, where
    // the rate it is discounted at is higher).
    const engine::OptionResult& hybrid = result.options[3];
    REQUIRE(hybrid.financingNpv);
    CHECK(*hybrid.financingNpv > 1000);
    CHECK(*hybrid.financingNpvBeforeTax > *hybrid.financingNpv);
    // The lease renews: 60 payments, and the 12 of its third term past the horizon, settled.
    CHECK(result.options[2].categoryTotal(engine::Category::Financing) == Approx(72 * 21000.0));
    CHECK(result.options[2].vsBaseline->npvSavingsOtherRule);
    // The facility's residual: 40 % of the half of its capex left (5 of its 10 years), in the
    // last month: -10,000 in its own column of the option's sheet (header row 25).
    const Sheet& facilitySheet = model.sheets[3 + 4];
    int residualColumn = -1;
    for (const auto& [at, cell] : facilitySheet.cells())
        if (at.first == 24 && cell.kind == Cell::Kind::Text &&
            cell.text.find("facility residual value") != std::string::npos)
            residualColumn = at.second;
    REQUIRE(residualColumn >= 0);
    const Cell* residual = facilitySheet.at(25 + 59, residualColumn);
    REQUIRE(residual);
    CHECK(residual->value == Approx(-10000));

    // The inputs are names, and the option sheets' formulas use them.
    for (const char* name : {"cost_of_debt", "inflation_per_year", "opt5_src1_residual_fraction"}) {
        INFO(name);
        CHECK(hasName(model, name));
    }
    CHECK(uses(model.sheets[3 + 4], "opt5_src1_residual_fraction"));
    CHECK(uses(model.sheets[3 + 4], "inflation_per_year"));  // colocation, licences, maintenance
    CHECK(uses(model.sheets[3 + 0], "inflation_per_year"));  // cloud storage and egress
    CHECK(uses(model.sheets[3 + 3], "cost_of_debt"));        // the loan's F at the cost of debt
    CHECK(uses(model.sheets[3 + 2], "cost_of_debt"));        // the lease at the cost of debt
    CHECK(uses(model.sheets[3 + 2], "ROUNDUP("));            // the settled rest of the last term
}

TEST_CASE("workbook, revision 3, without tax or a cost of debt: one F per loan, at its own rate",
          "[workbook][revision3]") {
    // Tax off: the PVs are before tax, a loan has one F column and one discount factor, at
    // its own rate when no cost of debt is given, where it is worth 0 to rounding; a lease is
    // discounted at the discount rate. Expected: the engine's figures, no after-tax PV.
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    s.tax.enabled = false;
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    CHECK(model.missingInputs.empty());
    checkRevision3Figures(model, result);
    REQUIRE(result.options[3].financingNpv);
    CHECK(std::abs(*result.options[3].financingNpv) < 1e-6);
    CHECK_FALSE(hasName(model, "cost_of_debt"));  // not in the scenario: each loan at its own rate
    CHECK(uses(model.sheets[3 + 3], "opt4_src1_financing_rate/12"));
    CHECK(summaryCell(model, 3, 3) == nullptr);  // no PV after tax
}

TEST_CASE("the break-even month is the month people read, as the app and the report write it", "[workbook]") {
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    // The example's buy option (3rd) breaks even in month m = 33 (0-based, docs/methodology.md
    // "Comparing options": "the example's buy option breaks even in month 34 (cost as paid)"):
    // the Comparison sheet's figure row 5 + i (row index 4 + i), column I, says 34.
    REQUIRE(result.options[2].vsBaseline);
    REQUIRE(result.options[2].vsBaseline->breakEvenMonth == 33);
    for (std::size_t i = 1; i < result.options.size(); ++i) {
        INFO("option " << i);
        const Cell* month = model.sheets[2].at(4 + static_cast<int>(i), 8);
        REQUIRE(month);
        CHECK(month->kind == Cell::Kind::Formula);
        const std::optional<int> m = result.options[i].vsBaseline->breakEvenMonth;
        CHECK(month->emptyResult == !m);
        if (m) CHECK(month->value == *m + 1);
        CHECK(month->text.find(")+2)") != std::string::npos);  // last month above + 2
    }
    CHECK(model.sheets[2].at(4 + 2, 8)->value == 34);
}

TEST_CASE("an option name that looks like a formula stays text", "[workbook]") {
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    const std::string hostile = "=cmd|' /C calc'!A0";
    s.options[1].name = hostile;
    s.options[2].name = "<b>" + std::string(300, 'x');
    s.options[3].name = "自有服务器";
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    for (std::size_t i = 1; i < 4; ++i) {
        const Cell* name = summaryCell(model, i, 0);
        REQUIRE(name);
        CHECK(name->kind == Cell::Kind::Text);
        CHECK(name->text == s.options[i].name);
    }
    // The chart names each series by a reference to the name cell, never by the name.
    for (const LineChart::Series& series : model.sheets[0].charts().at(0).series)
        CHECK(series.name.rfind("='Summary'!$A$", 0) == 0);
}

TEST_CASE("the workbook's words come from its text: sheet names translated, names ASCII", "[workbook]") {
    struct Chinese : WorkbookText {
        std::string word(Word w) const override {
            switch (w) {
                case Word::SheetSummary:
                    return "摘要";
                case Word::SheetOption:
                    return "选项 %1";
                default:
                    return WorkbookText::word(w);
            }
        }
    };
    const scenario::Scenario s = example("cn-cloud-a100-subscription.gputco");
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, engine::evaluate(s), riskOf(s), Chinese{}, model));
    CHECK(model.sheets[0].name() == "摘要");
    // Named after the option (issue #34): "Alibaba Cloud pay-as-you-go: gn7e, 8x A100 80GB",
    // past 31 characters, keeps its start and end; its title is the whole name.
    CHECK(model.sheets[3].name() == "Alibaba Cloud \u2026 A100 80GB");
    CHECK(model.sheets[3].at(0, 0)->text == s.options[0].name);
    for (const DefinedName& n : model.names)
        for (char c : n.name) CHECK(static_cast<unsigned char>(c) < 128);
    // A subscription is quoted per month on the Inputs sheet.
    bool monthly = false;
    for (const DefinedName& n : model.names) monthly = monthly || n.name == "opt2_src1_price_per_month";
    CHECK(monthly);
}

TEST_CASE("every word of the workbook has its English", "[workbook]") {
    for (int w = 0; w < static_cast<int>(Word::Count_); ++w) {
        INFO(w);
        REQUIRE(english(static_cast<Word>(w)) != nullptr);
        CHECK(std::string(english(static_cast<Word>(w))).size() > 0);
    }
    CHECK(std::string(english(Word::Mean)) == "Mean");  // the last: the table is in step
    CHECK(std::string(english(Word::SheetRisk)) == "Risk");
}

TEST_CASE("a workbook is written whole or not at all", "[workbook]") {
    const scenario::Scenario s = example("inference-spot-subscription.gputco");
    const engine::Result result = engine::evaluate(s);
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.xlsx"));
    {
        QFile old(path);
        REQUIRE(old.open(QIODevice::WriteOnly));
        old.write("previous content");
    }
    // Cancelled: the file keeps what it held.
    const WorkbookOutcome cancelled =
        writeAuditWorkbook(s, result, riskOf(s), WorkbookText{}, path, [](double) { return false; });
    CHECK_FALSE(cancelled.ok);
    CHECK(cancelled.cancelled);
    {
        QFile f(path);
        REQUIRE(f.open(QIODevice::ReadOnly));
        CHECK(f.readAll() == "previous content");
    }
    // Into a folder that does not exist: an error naming the file, nothing written.
    const QString nowhere = dir.filePath(QStringLiteral("missing/out.xlsx"));
    const WorkbookOutcome failed = writeAuditWorkbook(s, result, riskOf(s), WorkbookText{}, nowhere);
    CHECK_FALSE(failed.ok);
    CHECK(failed.error.find("out.xlsx") != std::string::npos);
    CHECK_FALSE(QFile::exists(nowhere));
    // Written: a zip archive (an .xlsx starts with "PK").
    double last = -1;
    bool rising = true;
    const WorkbookOutcome written =
        writeAuditWorkbook(s, result, riskOf(s), WorkbookText{}, path, [&](double done) {
            rising = rising && done >= last;
            last = done;
            return true;
        });
    REQUIRE(written.ok);
    CHECK(rising);
    CHECK(last == 1.0);
    QFile f(path);
    REQUIRE(f.open(QIODevice::ReadOnly));
    CHECK(f.read(2) == "PK");
    CHECK(written.bytes == f.size());
}

namespace {

// The test's own list of what a spreadsheet or a terminal acts on instead of showing: C0
// controls, DEL, C1 controls and the bidi controls (issue #32, item 11).
bool actsOnText(char32_t c) {
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

bool holdsControl(const std::string& text) {
    for (const QChar c : QString::fromStdString(text))
        if (actsOnText(c.unicode())) return true;
    return false;
}

}  // namespace

TEST_CASE("every sheet shows a text's controls by their code points, a NUL included",
          "[workbook][hardening]") {
    // Before: U+202E was escaped on the Inputs sheet only (its labels come from the app's
    // words), raw on Summary, Comparison, the option sheets and Risk; "nul\0cut" was cut to
    // "nul" by the C API. Every text cell of every sheet now reads as the app shows it.
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    REQUIRE(s.uncertainty);  // the Risk sheet is there
    s.name = "title\x1b]0;pwned\x07";
    s.options[0].name = "rlo\u202egpj.exe";
    s.options[1].name = std::string("nul") + '\0' + "cut";
    s.options[2].name = "cr\rlf\ntab\tdel\x7f c1\xc2\x9b";
    s.options[3].name = "lri\u2066x";
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{}, model));
    int texts = 0;
    for (const Sheet& sheet : model.sheets) {
        for (const auto& [at, cell] : sheet.cells()) {
            if (cell.kind != Cell::Kind::Text) continue;
            INFO(sheet.name() << " " << cellName(at.first, at.second) << ": " << cell.text);
            CHECK_FALSE(holdsControl(cell.text));
            ++texts;
        }
        for (const LineChart& chart : sheet.charts()) CHECK_FALSE(holdsControl(chart.title));
    }
    CHECK(texts > 100);
    CHECK(summaryCell(model, 0, 0)->text == "rlo<U+202E>gpj.exe");
    CHECK(summaryCell(model, 1, 0)->text == "nul<U+0000>cut");
    CHECK(summaryCell(model, 2, 0)->text == "cr<U+000D>lf<U+000A>tab<U+0009>del<U+007F> c1<U+009B>");
    CHECK(model.sheets[0].at(0, 0)->text == "Audit workbook: title<U+001B>]0;pwned<U+0007>");
    CHECK(model.sheets[3].at(0, 0)->text == "rlo<U+202E>gpj.exe");  // Option 1's title
}

TEST_CASE("a text longer than a workbook cell holds is refused, naming its field", "[workbook][hardening]") {
    // Excel's cells hold 32,767 characters; libxlsxwriter said only "String exceeds Excel's
    // limit". The refusal names the field and its length, and writes nothing.
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    s.options[2].name = std::string(40000, 'x');
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("out.xlsx"));
    WorkbookOutcome outcome = writeAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{}, path);
    CHECK_FALSE(outcome.ok);
    CHECK_THAT(
        outcome.error,
        Catch::Contains("options[2].name: 40,000 characters, more than the 32,767 a workbook cell holds"));
    CHECK_FALSE(QFile::exists(path));
    // A name at the limit fits its own cell, but not the Comparison's note "Against <name>":
    // refused too, naming the cell and the field in it (libxlsxwriter wrote that note cut or
    // not at all, and said nothing).
    s.options[2].name = std::string(32767, 'x');
    outcome = writeAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{}, path);
    CHECK_FALSE(outcome.ok);
    CHECK_THAT(outcome.error,
               Catch::Contains("Comparison!") &&
                   Catch::Contains("(options[2].name with the words around it): 32,775 characters, "
                                   "more than the 32,767 a workbook cell holds"));
    CHECK_FALSE(QFile::exists(path));
    s.options[2].name = std::string(32000, 'x');
    outcome = writeAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{}, path);
    CHECK(outcome.ok);
    // The scenario's name is counted as shown: 4,096 NULs are 32,768 characters once each is
    // <U+0000>.
    s.name = std::string(4096, '\0');
    outcome = writeAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{},
                                 dir.filePath(QStringLiteral("n.xlsx")));
    CHECK_FALSE(outcome.ok);
    CHECK_THAT(outcome.error, Catch::Contains("name: 32,768 characters, more than the 32,767"));
}

TEST_CASE("the Summary says which options are not like for like with the baseline", "[workbook][like]") {
    // The example plus an option with the baseline's AWS on-demand source and none of its
    // staff, storage, egress or support (issue #34).
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    scenario::Option bare;
    bare.name = "Lambda on-demand";
    bare.sources = s.options[0].sources;
    s.options.push_back(bare);
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    const Cell* header = model.sheets[0].at(4, 10);
    REQUIRE(header);
    CHECK(header->text == "Like for like with the baseline");
    CHECK(summaryCell(model, 0, 10)->text == "baseline");
    CHECK(summaryCell(model, 1, 10)->text == "yes");
    // Buy 4x has the baseline's lines but leaves 594,813 of 1,512,514 reference GPU-hours
    // (39.3 %) unserved, the baseline none: not "yes".
    CHECK(summaryCell(model, 2, 10)->text ==
          "No: the same lines as the baseline, but another share of the demand served (Demand unserved)");
    CHECK(summaryCell(model, 3, 10)->text == "yes");
    const Cell* lambda = summaryCell(model, 4, 10);
    REQUIRE(lambda);
    CHECK(lambda->kind == Cell::Kind::Text);
    CHECK(lambda->text.rfind(
              "no staff, storage, egress and support, which the baseline has (0.25 FTE, 50 TB, 5 TB a "
              "month out and 3 % support: PV ",
              0) == 0);
}

// Issue #34: "Option 1..5" said nothing; the option's own name, made one a spreadsheet takes.
TEST_CASE("the option sheets are named after their options, as a spreadsheet allows", "[workbook][print]") {
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    s.options[1].name = "Rent [GCP]: a2/8g*?";  // []:*?/ are not allowed in a sheet name
    // Past 31 characters: the start and the end, whole words, which tell these two apart.
    s.options[2].name = "Reserve H100: 4x AWS p5.48xlarge, 1-year";
    s.options[3].name = "Reserve H100: 4x AWS p5.48xlarge, 3-year";
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    CHECK(model.sheets[3].name() == "AWS p4d on-demand");
    CHECK(model.sheets[4].name() == "Rent (GCP) a2-8g");
    CHECK(model.sheets[5].name() == "Reserve H100 4x \u2026 1-year");
    CHECK(model.sheets[6].name() == "Reserve H100 4x \u2026 3-year");
    // The Summary's formulas read the renamed sheets.
    CHECK(summaryCell(model, 1, 1)->text.find("'Rent (GCP) a2-8g'!") != std::string::npos);
    CHECK(model.sheets[0].name() == "Summary");
    CHECK(model.sheets[3 + 4].name() == "Risk");

    // The other sheets' names, Excel's reserved "History", an empty name and apostrophes.
    CHECK(optionSheetNames({"summary", "  ", "History", "'quoted'", "Inputs"}, {"Summary", "Inputs"},
                           "Option %1") ==
          std::vector<std::string>{"summary (2)", "Option 2", "History (2)", "quoted", "Inputs (2)"});
    // Names alike but for their case, and two that leave the same start and end.
    CHECK(optionSheetNames({"Buy", "BUY"}, {}, "Option %1") == std::vector<std::string>{"Buy", "BUY (2)"});
    CHECK(optionSheetNames({std::string(40, 'a'), std::string(41, 'a')}, {}, "") ==
          std::vector<std::string>{std::string(18, 'a') + " \u2026 " + std::string(10, 'a'),  // 18 + 3 + 10
                                   std::string(18, 'a') + " \u2026 " + std::string(6, 'a') + " (2)"});
    // A name is cut between characters, never inside one (U+1F600 is two UTF-16 units).
    const std::vector<std::string> emoji =
        optionSheetNames({std::string(17, 'x') + "\U0001F600" + std::string(20, 'y')}, {}, "");
    CHECK(emoji == std::vector<std::string>{std::string(17, 'x') + " \u2026 " + std::string(10, 'y')});
}

// Issue #34: 10,000 trials printed as 222 of the workbook's 322 pages.
TEST_CASE("the Risk sheet prints its tornado and percentiles, not its trials", "[workbook][print]") {
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    REQUIRE(s.uncertainty);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, engine::evaluate(s), riskOf(s), WorkbookText{}, model));
    const Sheet& risk = model.sheets.back();
    REQUIRE(risk.name() == "Risk");
    int trialHeader = -1;
    for (const auto& [at, cell] : risk.cells())
        if (at.second == 0 && cell.kind == Cell::Kind::Text && cell.text == "Trial") trialHeader = at.first;
    REQUIRE(trialHeader > 0);
    // The printed cells end with the mean, the row above the trials' header.
    CHECK(risk.printLastRow() == trialHeader - 1);
    REQUIRE(risk.at(risk.printLastRow(), 0));
    CHECK(risk.at(risk.printLastRow(), 0)->text == "Mean");
    CHECK(risk.printLastCol() >= static_cast<int>(s.options.size()));
    // Every trial is still there, below: one row each.
    CHECK(risk.at(trialHeader + s.uncertainty->trials, 0) != nullptr);
    CHECK(risk.fitWidth());
}

TEST_CASE("the Summary and option sheets print a few pages wide with whole names", "[workbook][print]") {
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    CHECK(model.sheets[0].fitWidthPages() == 1);
    // The longest name, "GCP a2-highgpu-8g: 3-year commitment + on-demand overflow", is 57
    // characters: the name columns were 48 (Summary) and 56 (Comparison) wide.
    double longest = 0;
    for (const scenario::Option& o : s.options) longest = std::max(longest, textColumns(o.name));
    REQUIRE(longest == 57);
    CHECK(model.sheets[0].widths().at(0) >= longest);
    CHECK(model.sheets[2].widths().at(0) >= longest);
    // The option sheets and the Comparison: at most 3 pages side by side (none was fitted,
    // each ran a dozen pages), the header row on every page.
    for (std::size_t i = 2; i < 3 + s.options.size(); ++i) {
        INFO(model.sheets[i].name());
        CHECK(model.sheets[i].fitWidthPages() >= 1);
        CHECK(model.sheets[i].fitWidthPages() <= 3);
        CHECK(model.sheets[i].repeatFirst() > 0);
    }
    // A CJK character takes two columns.
    CHECK(textColumns("自有 A100") == 9);
}

// Issue #34: the Summary did not say that buying leaves 39 % of the demand unserved.
TEST_CASE("the Summary flags the options that leave demand unserved", "[workbook][unserved]") {
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    REQUIRE(model.sheets[0].at(4, 11));
    CHECK(model.sheets[0].at(4, 11)->text == "Demand unserved");
    // "Buy 4x 8-GPU A100 servers" (the report's key figures): 594,813 of 917,701 + 594,813 =
    // 1,512,514 reference GPU-hours unserved, 39.33 %.
    const Cell* buy = summaryCell(model, 2, 11);
    REQUIRE(buy);
    CHECK(std::abs(buy->value - 594813.0 / 1512514.0) < 1e-6);
    CHECK(buy->format == Format::Percent);
    CHECK(buy->style == Style::Warning);
    CHECK(summaryCell(model, 2, 0)->style == Style::Warning);
    // The baseline serves all of it: 0, not flagged.
    const Cell* aws = summaryCell(model, 0, 11);
    REQUIRE(aws);
    CHECK(aws->value == 0);
    CHECK(aws->style == Style::Quantity);
    CHECK(summaryCell(model, 0, 0)->style == Style::Plain);
}

TEST_CASE("the workbook marks the user's estimates and the Summary says which options rest on them",
          "[workbook][estimate]") {
    // The example marks the DGX A100 price of both owned options (options 3 and 4) and the
    // hybrid's p4d spot price as the user's estimate (issue #33).
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    const engine::Result result = engine::evaluate(s);
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, riskOf(s), WorkbookText{}, model));
    // The Summary's column after the like-for-like words and the unserved share: "yes" for options 3 and 4
    // only.
    const Cell* header = model.sheets[0].at(4, 12);
    REQUIRE(header);
    CHECK(header->text == "Rests on the user's estimates (marked on the Inputs sheet)");
    for (std::size_t i = 0; i < 4; ++i) {
        const Cell* cell = summaryCell(model, i, 12);
        INFO(i);
        if (i >= 2) {
            REQUIRE(cell);
            CHECK(cell->text == "yes");
        } else {
            CHECK((cell == nullptr || cell->text.empty()));
        }
    }
    // On the Inputs sheet, the two server prices' and the hybrid's spot price's sources start
    // with the words; no other does.
    int marked = 0;
    for (const auto& [at, cell] : model.sheets[1].cells())
        if (cell.kind == Cell::Kind::Text &&
            cell.text.rfind("User's estimate, not a catalog price; ", 0) == 0)
            ++marked;
    CHECK(marked == 3);
    // Without a mark, no option says yes.
    scenario::Scenario plain = s;
    for (auto& option : plain.options)
        for (auto& source : option.sources)
            std::visit([](auto& x) { x.provenance.estimate = false; }, source);
    SheetModel unmarked;
    REQUIRE(buildAuditWorkbook(plain, engine::evaluate(plain), riskOf(plain), WorkbookText{}, unmarked));
    for (std::size_t i = 0; i < 4; ++i) {
        const Cell* none = summaryCell(unmarked, i, 12);
        CHECK((none == nullptr || none->text.empty()));
    }
}

// Issue #35: the workbook prints the analyses its caller ran; building it runs none. The
// reference example has uncertain inputs, so a workbook that ran its own tornado and Monte
// Carlo would count 2 engine calls here (sensitivity and monteCarlo, call_audit.h); 0 is
// what the split promises.
TEST_CASE("building the workbook runs no engine analysis", "[workbook][split]") {
    const scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    REQUIRE(s.uncertainty);
    const engine::Result result = engine::evaluate(s);
    const std::optional<WorkbookRisk> risk = riskOf(s);
    const long long before = engine::controlledEngineCalls() + engine::uncontrolledEngineCalls();
    SheetModel model;
    REQUIRE(buildAuditWorkbook(s, result, risk, WorkbookText{}, model));
    CHECK(engine::controlledEngineCalls() + engine::uncontrolledEngineCalls() - before == 0);
    CHECK(model.sheets.back().name() == "Risk");
}

// The caller's analyses must be of this scenario, whole: a workbook with a Risk sheet but no
// run, a cancelled run or one that kept no trials is refused, naming why, and nothing written.
TEST_CASE("a Risk sheet's analyses that do not fit are refused, naming why", "[workbook][split]") {
    scenario::Scenario s = example("a100-buy-vs-rent.gputco");
    REQUIRE(s.uncertainty);
    s.uncertainty->trials = 50;  // 4 options x 50 trials: 200 trial PVs
    REQUIRE(s.options.size() == 4);
    const engine::Result result = engine::evaluate(s);
    CHECK(riskSettings(s).trials == 50);
    CHECK(riskSettings(s).seed == 20261202);  // the example's seed
    CHECK(riskSettings(s).keepTrials);
    CHECK(riskMismatch(s, riskOf(s)).empty());

    CHECK(riskMismatch(s, std::nullopt) ==
          "the Risk sheet needs the tornado and the Monte Carlo run of the uncertain inputs");
    engine::MonteCarloSettings unkept = riskSettings(s);
    unkept.keepTrials = false;
    const WorkbookRisk noTrials{engine::sensitivity(s), engine::monteCarlo(s, unkept)};
    CHECK(riskMismatch(s, noTrials) ==
          "the Risk sheet's Monte Carlo run kept 0 of its 200 trial PVs (run it with riskSettings)");
    std::atomic<bool> stop{true};
    const WorkbookRisk cancelled{engine::sensitivity(s), engine::monteCarlo(s, riskSettings(s), {}, &stop)};
    REQUIRE(cancelled.trials.cancelled);
    CHECK(riskMismatch(s, cancelled) == "the Risk sheet's Monte Carlo run was cancelled");
    SheetModel model;
    CHECK_FALSE(buildAuditWorkbook(s, result, noTrials, WorkbookText{}, model));

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("risk.xlsx"));
    const WorkbookOutcome refused = writeAuditWorkbook(s, result, std::nullopt, WorkbookText{}, path);
    CHECK_FALSE(refused.ok);
    CHECK_FALSE(refused.cancelled);
    CHECK(refused.error.find("risk.xlsx") != std::string::npos);
    CHECK(refused.error.find("the Risk sheet needs") != std::string::npos);
    CHECK_FALSE(QFile::exists(path));

    // A scenario without uncertain inputs has no Risk sheet and needs no analyses.
    s.uncertainty.reset();
    CHECK(riskMismatch(s, std::nullopt).empty());
}
