// Every spreadsheet function, and the engine's domain functions built on them, against
// LibreOffice Calc. The reference values live in libreoffice_values.inc, each next to the
// exact Calc formula that produced it (15 significant digits, Calc's CSV export with full
// precision). To regenerate them from tests/fixtures/finance/spreadsheet.fods, from the
// repository root (needs LibreOffice Calc, which the project itself does not):
//
//   python3 tests/fixtures/finance/make_fixture.py sheet
//   CSV='csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false'
//   FODS=tests/fixtures/finance/spreadsheet.fods
//   soffice --headless --convert-to "$CSV" --outdir /tmp/gputco-finance "$FODS"
//   cp /tmp/gputco-finance/spreadsheet.csv tests/fixtures/finance/spreadsheet.csv
//   python3 tests/fixtures/finance/make_fixture.py values tests/fixtures/finance/spreadsheet.csv
//
// (the CSV filter options: comma, double quote, UTF-8, and token 9 "false" = save the cell
// contents not as shown, which is what gives the full 15 digits).
#include "model/finance/spreadsheet.h"
#include "model/finance/annuity.h"
#include "model/finance/cash_flows.h"
#include "model/finance/depreciation.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <initializer_list>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace gputco::finance;
using namespace gputco::finance::sheet;

// A cell Calc shows as an error (Err:502, #NUM!, ...); ours must give NaN or nullopt.
constexpr double kCalcError = std::numeric_limits<double>::quiet_NaN();

// Adapters from Calc's argument lists to our signatures.
double npvOf(double rate, std::initializer_list<double> values) {
    const std::vector<double> v(values);
    return npv(rate, v);
}
double irrOf(std::initializer_list<double> values, double guess = 0.1) {
    const std::vector<double> v(values);
    return irr(v, guess).value_or(kCalcError);
}
double pvOf(std::initializer_list<double> flows, double annualRate) {
    const std::vector<double> v(flows);
    return presentValue(v, annualRate);
}
double annualIrrOf(std::initializer_list<double> flows) {
    const std::vector<double> v(flows);
    return investmentIrrAnnual(v).value_or(kCalcError);
}
double annualMirrOf(std::initializer_list<double> flows, double annualRate) {
    const std::vector<double> v(flows);
    return mirrAnnual(v, annualRate).value_or(kCalcError);
}
double profitabilityIndexOf(std::initializer_list<double> flows, double annualRate) {
    const std::vector<double> v(flows);
    return profitabilityIndex(v, annualRate).value_or(kCalcError);
}
double scheduleYear(DepreciationMethod method, double base, int life, double salvage, double factor,
                    int year) {
    return depreciationSchedule(method, base, life, salvage, factor).at(static_cast<std::size_t>(year));
}

struct CalcCase {
    std::string_view formula;
    double calc;
    double ours;
};

const std::vector<CalcCase>& calcCases() {
    static const std::vector<CalcCase> cases{
#include "libreoffice_values.inc"
    };
    return cases;
}

// Checks every case whose formula starts with `prefix`; returns how many there were.
int checkAgainstCalc(std::string_view prefix) {
    int count = 0;
    for (const CalcCase& c : calcCases()) {
        if (c.formula.substr(0, prefix.size()) != prefix) continue;
        ++count;
        INFO(std::string(c.formula) << "  LibreOffice 7.4: " << c.calc);
        if (std::isnan(c.calc)) {
            CHECK(std::isnan(c.ours));
        } else {
            // Calc prints 15 significant digits; the margin covers results that are zero
            // in Calc and rounding dust here (or the other way round).
            CHECK(c.ours == Approx(c.calc).epsilon(1e-12).margin(1e-9));
        }
    }
    return count;
}

}  // namespace

TEST_CASE("finance: PMT matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=PMT(") >= 10);
}
TEST_CASE("finance: IPMT matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=IPMT(") >= 10);
}
TEST_CASE("finance: PPMT matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=PPMT(") >= 10);
}
TEST_CASE("finance: NPV matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=NPV(") >= 10);
}
TEST_CASE("finance: IRR matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=IRR(") >= 10);
}
TEST_CASE("finance: SLN matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=SLN(") >= 10);
}
TEST_CASE("finance: SYD matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=SYD(") >= 10);
}
TEST_CASE("finance: DDB matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=DDB(") >= 10);
}
TEST_CASE("finance: VDB matches LibreOffice Calc", "[finance][sheet]") {
    CHECK(checkAgainstCalc("=VDB(") >= 10);
}

TEST_CASE("finance: Domain functions match LibreOffice Calc", "[finance]") {
    // The remaining rows: annuities, discounting, annual IRR and schedules written as Calc
    // formulas (see the DOMAIN list in make_fixture.py).
    int count = 0;
    for (std::string_view prefix :
         {"=-PMT(", "=-IPMT(", "=-FV(", "=-5000+NPV(", "=1.08^(", "=(1+IRR(", "=VDB(100000;10000;5;2;3)",
          "=VDB(250000;0;7;5;6;1.5)", "=SYD(100000;10000;5;3)", "=SLN(100000;10000;5)",
          "=SLN(100000;5000;3)"}) {
        count += checkAgainstCalc(prefix);
    }
    CHECK(count >= 14);
}

TEST_CASE("finance: MIRR and the profitability index match LibreOffice Calc", "[finance][sheet]") {
    // MODEL.md section 9 (revision 2): Calc's MIRR on the monthly grid with the monthly
    // discount rate as finance and reinvestment rate, annualised; the profitability index as
    // Calc's arithmetic of discounted returns over discounted outlays.
    CHECK(checkAgainstCalc("=(1+MIRR(") >= 5);
    CHECK(checkAgainstCalc("=(300*") + checkAgainstCalc("=(1000*") + checkAgainstCalc("=1200/1000") >= 3);
}

TEST_CASE("finance: one case, two timings: -9,440 yearly and +76,621 monthly at 10 %", "[finance][sheet]") {
    // docs/methodology.md, "Worked example: yearly and monthly flows": an outlay of 1,920,000
    // saving 602,726 a year for four years, at each year's end (the spreadsheet habit) and as
    // 50,227.17 at each month's end (gputco's grid). Both NPVs come from LibreOffice.
    REQUIRE(checkAgainstCalc("=NPV(0.1;602726;602726;602726;602726)-1920000") == 1);
    REQUIRE(checkAgainstCalc("=-1920000+NPV(") == 1);
    for (const CalcCase& c : calcCases()) {
        if (c.formula == "=NPV(0.1;602726;602726;602726;602726)-1920000") CHECK(std::round(c.calc) == -9440);
        if (c.formula.substr(0, 14) == "=-1920000+NPV(") CHECK(std::round(c.calc) == 76621);
    }
}

TEST_CASE("finance: MIRR and the profitability index are null where MODEL.md says", "[finance]") {
    const std::vector<double> savingsFirst{500, -1000, 800};
    CHECK_FALSE(mirrAnnual(savingsFirst, 0.08).has_value());
    CHECK_FALSE(profitabilityIndex(savingsFirst, 0.08).has_value());
    const std::vector<double> noOutlay{0, 100, 200};
    CHECK_FALSE(mirrAnnual(noOutlay, 0.08).has_value());
    CHECK_FALSE(profitabilityIndex(noOutlay, 0.08).has_value());
    // No return: MIRR has nothing to carry forward; the index is 0 (returns 0 / outlays).
    const std::vector<double> noReturn{-100, -50, 0};
    CHECK_FALSE(mirrAnnual(noReturn, 0.08).has_value());
    CHECK(profitabilityIndex(noReturn, 0.08) == 0.0);
    // A value of at most 1e-9 is zero: a leading 1e-10 does not make the savings come first.
    const std::vector<double> dust{1e-10, -1000, 600, 600};
    REQUIRE(mirrAnnual(dust, 0).has_value());
    // (1,200 / 1,000)^(1/3) - 1 a month over t = 0..3, annualised: 1.2^4 - 1 = 1.0736.
    CHECK(*mirrAnnual(dust, 0) == Approx(1.0736));
}

TEST_CASE("finance: Every fixture row is checked by some test", "[finance][sheet]") {
    // Guards against a fixture row that no test above looks at.
    int checked = 0;
    for (std::string_view prefix :
         {"=PMT(",    "=IPMT(",    "=PPMT(", "=NPV(",   "=IRR(",      "=SLN(",         "=SYD(",
          "=DDB(",    "=VDB(",     "=-PMT(", "=-IPMT(", "=-FV(",      "=-5000+NPV(",   "=1.08^(",
          "=(1+IRR(", "=(1+MIRR(", "=(300*", "=(1000*", "=1200/1000", "=-1920000+NPV("}) {
        for (const CalcCase& c : calcCases()) {
            if (c.formula.substr(0, prefix.size()) == prefix) ++checked;
        }
    }
    CHECK(checked == static_cast<int>(calcCases().size()));
}

TEST_CASE("finance: IPMT and PPMT add up to PMT and repay the loan", "[finance][sheet]") {
    for (int type : {0, 1}) {
        const double rate = 0.065 / 12;
        const double payment = pmt(rate, 36, 350000, 0, type);
        double repaid = 0.0;
        for (int per = 1; per <= 36; ++per) {
            INFO("type " << type << ", period " << per);
            CHECK(ipmt(rate, per, 36, 350000, 0, type) + ppmt(rate, per, 36, 350000, 0, type) ==
                  Approx(payment).epsilon(1e-12));
            repaid -= ppmt(rate, per, 36, 350000, 0, type);
        }
        CHECK(repaid == Approx(350000).epsilon(1e-12));
    }
}

TEST_CASE("finance: IRR reports no convergence as nullopt", "[finance][sheet]") {
    const std::vector<double> allPositive{1, 2, 3};
    CHECK_FALSE(irr(allPositive).has_value());
    const std::vector<double> empty;
    CHECK_FALSE(irr(empty).has_value());
    const std::vector<double> allZero{0, 0, 0};
    CHECK_FALSE(irr(allZero).has_value());  // the slope is zero: Calc divides by it
}
