#include "model/scenario/price_age.h"

#include <array>
#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "model/scenario/field_paths.h"
#include "model/scenario/provenance_lookup.h"

namespace gputco::scenario {

namespace {

bool number(std::string_view text, int& out) {
    if (text.empty()) return false;
    for (char c : text)
        if (c < '0' || c > '9') return false;
    return std::from_chars(text.data(), text.data() + text.size(), out).ec == std::errc();
}

bool realDay(const CalendarDate& d) {
    using namespace std::chrono;
    return year_month_day{year{d.year}, month{static_cast<unsigned>(d.month)},
                          day{static_cast<unsigned>(d.day)}}
        .ok();
}

std::string_view lastMember(std::string_view path) {
    const std::size_t dot = path.rfind('.');
    return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

}  // namespace

std::string CalendarDate::text() const {
    std::array<char, 16> out{};
    std::snprintf(out.data(), out.size(), "%04d-%02d-%02d", year, month, day);
    return out.data();
}

std::optional<CalendarDate> parseAsOf(std::string_view text) {
    CalendarDate d;
    // yyyy, yyyy-MM or yyyy-MM-dd, each part its exact width.
    if (text.size() != 4 && text.size() != 7 && text.size() != 10) return std::nullopt;
    if (!number(text.substr(0, 4), d.year) || d.year < 1900) return std::nullopt;
    if (text.size() >= 7 && (text[4] != '-' || !number(text.substr(5, 2), d.month))) return std::nullopt;
    if (text.size() == 10 && (text[7] != '-' || !number(text.substr(8, 2), d.day))) return std::nullopt;
    if (!realDay(d)) return std::nullopt;
    return d;
}

std::optional<CalendarDate> parseDay(std::string_view text) {
    return text.size() == 10 ? parseAsOf(text) : std::nullopt;
}

CalendarDate today() {
    // A fixed day for reproducible reports and tests, as SOURCE_DATE_EPOCH fixes a build's.
    if (const char* fixed = std::getenv("GPUTCO_TODAY"))
        if (const std::optional<CalendarDate> day = parseDay(fixed)) return *day;
    using namespace std::chrono;
    const year_month_day now{floor<days>(system_clock::now())};
    return {static_cast<int>(now.year()), static_cast<int>(static_cast<unsigned>(now.month())),
            static_cast<int>(static_cast<unsigned>(now.day()))};
}

int monthsBetween(CalendarDate from, CalendarDate to) {
    const int months = (to.year - from.year) * 12 + (to.month - from.month);
    // A month is complete when the day of the month is reached again.
    if (months > 0 && to.day < from.day) return months - 1;
    if (months < 0 && to.day > from.day) return months + 1;
    return months;
}

CalendarDate referenceDate(const Scenario& scenario, CalendarDate fallback) {
    if (const std::optional<CalendarDate> own = parseDay(scenario.asOf)) return *own;
    return fallback;
}

bool isCatalogPrice(const std::string& path) {
    const std::string_view key = lastMember(path);
    if (path.rfind("options[", 0) == 0)
        return path.find(".sources[") != std::string::npos && key != path &&
               (key == "price_per_hour" || key == "price_per_month" || key == "server_price");
    if (path.rfind("tariffs.", 0) == 0)
        return key == "price_per_kwh" || key == "peak_price_per_kwh" || key == "offpeak_price_per_kwh";
    return false;
}

std::optional<PriceAge> priceAge(const Scenario& scenario, const std::string& path, CalendarDate reference) {
    if (!isCatalogPrice(path)) return std::nullopt;
    const Provenance* p = provenanceAt(scenario, path);
    if (!p || p->source.empty()) return std::nullopt;
    // A subscription's monthly price is its hourly one: the override is kept under that name.
    const std::string key =
        lastMember(path) == "price_per_month" ? path.substr(0, path.rfind('.')) + ".price_per_hour" : path;
    if (overriddenCatalogValue(scenario, key)) return std::nullopt;
    const std::optional<CalendarDate> dated = parseAsOf(p->asOf);
    if (!dated) return std::nullopt;
    return PriceAge{path, p->source, p->asOf, monthsBetween(*dated, reference)};
}

std::vector<PriceAge> datedPrices(const Scenario& scenario, CalendarDate reference) {
    std::vector<PriceAge> out;
    for (const std::string& path : numericFieldPaths(scenario)) {
        if (lastMember(path) == "price_per_month") continue;  // the same price as per hour
        if (std::optional<PriceAge> age = priceAge(scenario, path, reference)) out.push_back(std::move(*age));
    }
    return out;
}

std::vector<PriceAge> stalePrices(const Scenario& scenario, CalendarDate reference) {
    std::vector<PriceAge> out;
    for (PriceAge& age : datedPrices(scenario, reference))
        if (age.stale()) out.push_back(std::move(age));
    return out;
}

}  // namespace gputco::scenario
