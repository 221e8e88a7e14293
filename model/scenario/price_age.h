// How old a price is (issue #19): every price a scenario carries has the as-of date its source
// gave; judged at the scenario's own date (`as_of`, else today), a price more than twelve
// months old is stale. The app, the report and `gputco-cli validate` all ask here.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

struct CalendarDate {
    int year = 0;
    int month = 1;  // 1..12
    int day = 1;    // 1..31

    auto operator<=>(const CalendarDate&) const = default;
    std::string text() const;  // yyyy-MM-dd
};

// A price is stale when more than this many whole months old.
inline constexpr int kStaleAfterMonths = 12;

// "2025-03-06", "2026-11" or "2023": a month or a year stands for its first day (the catalog's
// rule, docs/library.md), so a partial date is judged by its oldest reading. Anything else
// (empty, "about 2023", "2025-13") is not a date.
std::optional<CalendarDate> parseAsOf(std::string_view text);
// The scenario's as_of must be a whole date: yyyy-MM-dd of a real day.
std::optional<CalendarDate> parseDay(std::string_view text);
// Today, in UTC; the environment variable GPUTCO_TODAY (yyyy-MM-dd) fixes it.
CalendarDate today();
// Whole months from `from` to `to`: 2025-09-15 to 2026-11-14 is 13, to 2026-11-15 is 14.
// Negative when `from` is later.
int monthsBetween(CalendarDate from, CalendarDate to);
// The day prices are judged at: the scenario's as_of, else `fallback` (today).
CalendarDate referenceDate(const Scenario& scenario, CalendarDate fallback);

// One dated price of a scenario.
struct PriceAge {
    std::string path;  // "options[1].sources[0].price_per_hour", "tariffs.us-industrial.price_per_kwh"
    std::string source;
    std::string asOf;  // as the file has it
    int months = 0;    // whole months before the reference date (negative: dated after it)
    bool stale() const { return months > kStaleAfterMonths; }
};

// True for the fields that are prices from a catalog row: a cloud source's price per hour
// (a subscription's per month too), an owned server's price, a tariff's price per kWh.
bool isCatalogPrice(const std::string& path);
// The price at `path` with its age; none when the path is not a price, its value was typed
// over the catalog's (the user's own number has no date), or its as-of is not a date.
std::optional<PriceAge> priceAge(const Scenario& scenario, const std::string& path, CalendarDate reference);
// Every dated price of the scenario, tariffs first, then each option's sources in order.
std::vector<PriceAge> datedPrices(const Scenario& scenario, CalendarDate reference);
std::vector<PriceAge> stalePrices(const Scenario& scenario, CalendarDate reference);

}  // namespace gputco::scenario
