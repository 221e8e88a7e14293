// Depreciation schedules (MODEL.md sections 5 and 9) against hand values, Table A-1 of IRS
// Publication 946, and spreadsheet VDB year by year.
#include "model/finance/depreciation.h"
#include "model/finance/spreadsheet.h"

#include <catch2/catch.hpp>

#include <numeric>
#include <vector>

using namespace gputco::finance;
using Amounts = std::vector<double>;

namespace {

void checkAmounts(const Amounts& actual, const Amounts& expected) {
    REQUIRE(actual.size() == expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        INFO("year " << i);
        CHECK(actual[i] == Approx(expected[i]).epsilon(1e-12).margin(1e-8));
    }
}

double total(const Amounts& a) {
    return std::accumulate(a.begin(), a.end(), 0.0);
}

constexpr DepreciationMethod kSalvageMethods[] = {DepreciationMethod::StraightLine,
                                                  DepreciationMethod::DecliningBalance,
                                                  DepreciationMethod::SumOfYearsDigits};

}  // namespace

TEST_CASE("finance: Straight line", "[finance][depreciation]") {
    checkAmounts(depreciationSchedule(DepreciationMethod::StraightLine, 100000, 5, 0.0),
                 {20000, 20000, 20000, 20000, 20000});
    checkAmounts(depreciationSchedule(DepreciationMethod::StraightLine, 100000, 5, 0.1),
                 {18000, 18000, 18000, 18000, 18000});
    checkAmounts(depreciationSchedule(DepreciationMethod::StraightLine, 90000, 1, 0.0), {90000});
}

TEST_CASE("finance: Sum of years' digits", "[finance][depreciation]") {
    // 5 + 4 + 3 + 2 + 1 = 15 digits.
    checkAmounts(depreciationSchedule(DepreciationMethod::SumOfYearsDigits, 100000, 5, 0.0),
                 {100000 * 5 / 15.0, 100000 * 4 / 15.0, 20000, 100000 * 2 / 15.0, 100000 / 15.0});
    const Amounts a = depreciationSchedule(DepreciationMethod::SumOfYearsDigits, 100000, 5, 0.0);
    CHECK(a[0] == Approx(33333.33).margin(0.005));
    CHECK(a[1] == Approx(26666.67).margin(0.005));
    checkAmounts(depreciationSchedule(DepreciationMethod::SumOfYearsDigits, 100000, 5, 0.1),
                 {30000, 24000, 18000, 12000, 6000});
}

TEST_CASE("finance: Declining balance switches to straight line", "[finance][depreciation]") {
    // Double declining 40 % a year; with no salvage, straight line over the last two years
    // (21600 / 2) beats 40 % of 21600.
    checkAmounts(depreciationSchedule(DepreciationMethod::DecliningBalance, 100000, 5, 0.0),
                 {40000, 24000, 14400, 10800, 10800});
    // With 10 % salvage the last year is cut so the book value stops at 10000.
    checkAmounts(depreciationSchedule(DepreciationMethod::DecliningBalance, 100000, 5, 0.1),
                 {40000, 24000, 14400, 8640, 2960});
    // 150 % declining over 4 years: 37.5 %, then straight line once it is larger.
    checkAmounts(depreciationSchedule(DepreciationMethod::DecliningBalance, 1000, 4, 0.0, 1.5),
                 {375, 234.375, 195.3125, 195.3125});
    // factor / life >= 1 writes everything off in the first year.
    checkAmounts(depreciationSchedule(DepreciationMethod::DecliningBalance, 1000, 2, 0.1), {900, 0});
}

TEST_CASE("finance: Declining balance equals spreadsheet VDB with switching, year by year",
          "[finance][depreciation]") {
    // MODEL.md section 9 defines the year-i amount as max(book * factor / L, (book - S) /
    // years_left), never below S; this is VDB(B; S; L; i; i + 1; factor).
    const double base = 123456.78;
    for (int life = 1; life <= 12; ++life) {
        for (double factor : {0.5, 1.0, 1.25, 1.5, 2.0, 2.5, 3.0, 4.0}) {
            for (double salvage : {0.0, 0.05, 0.1, 0.3, 0.9}) {
                const Amounts a =
                    depreciationSchedule(DepreciationMethod::DecliningBalance, base, life, salvage, factor);
                REQUIRE(a.size() == static_cast<std::size_t>(life));
                for (int i = 0; i < life; ++i) {
                    INFO("life " << life << ", factor " << factor << ", salvage " << salvage << ", year "
                                 << i);
                    CHECK(a[static_cast<std::size_t>(i)] ==
                          Approx(sheet::vdb(base, salvage * base, life, i, i + 1, factor))
                              .epsilon(1e-11)
                              .margin(1e-7));
                }
            }
        }
    }
}

TEST_CASE("finance: MACRS 5-year follows IRS Publication 946 Table A-1", "[finance][depreciation]") {
    // Table A-1, half-year convention, 5-year column: 20.00, 32.00, 19.20, 11.52, 11.52, 5.76 %.
    const Amounts expected{20000, 32000, 19200, 11520, 11520, 5760};
    checkAmounts(depreciationSchedule(DepreciationMethod::Macrs5, 100000, 5, 0.0), expected);
    // Life and salvage are ignored.
    checkAmounts(depreciationSchedule(DepreciationMethod::Macrs5, 100000, 9, 0.2), expected);
    CHECK(total(depreciationSchedule(DepreciationMethod::Macrs5, 777777, 3, 0.1)) ==
          Approx(777777).epsilon(1e-14));
}

TEST_CASE("finance: PRC straight line: at least 3 years to a 5 % residual", "[finance][depreciation]") {
    checkAmounts(depreciationSchedule(DepreciationMethod::CnStraightLine, 100000, 5, 0.3),
                 {19000, 19000, 19000, 19000, 19000});
    checkAmounts(depreciationSchedule(DepreciationMethod::CnStraightLine, 90000, 2, 0.0),
                 {28500, 28500, 28500});
    checkAmounts(depreciationSchedule(DepreciationMethod::CnStraightLine, 90000, 1, 0.0),
                 {28500, 28500, 28500});
}

TEST_CASE("finance: No depreciation is an empty schedule", "[finance][depreciation]") {
    CHECK(depreciationSchedule(DepreciationMethod::None, 100000, 5, 0.1).empty());
}

TEST_CASE("finance: Schedules sum to base - salvage", "[finance][depreciation]") {
    for (DepreciationMethod method : kSalvageMethods) {
        for (int life = 1; life <= 10; ++life) {
            for (double salvage : {0.0, 0.1, 0.25}) {
                INFO("method " << static_cast<int>(method) << ", life " << life << ", salvage " << salvage);
                const Amounts a = depreciationSchedule(method, 250000, life, salvage);
                CHECK(a.size() == static_cast<std::size_t>(life));
                CHECK(total(a) == Approx(250000 * (1 - salvage)).epsilon(1e-12));
                for (double x : a) CHECK(x >= 0.0);
            }
        }
    }
    CHECK(total(depreciationSchedule(DepreciationMethod::CnStraightLine, 250000, 4, 0.0)) ==
          Approx(250000 * 0.95).epsilon(1e-12));
}

TEST_CASE("finance: A life below one year is written off in the first year", "[finance][depreciation]") {
    checkAmounts(depreciationSchedule(DepreciationMethod::StraightLine, 1000, 0, 0.1), {900});
    checkAmounts(depreciationSchedule(DepreciationMethod::SumOfYearsDigits, 1000, -3, 0.0), {1000});
}
