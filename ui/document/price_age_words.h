// A price's age in words (issue #19): "as of 2026-11" beside a price, "as of 2020-05 · 6 years
// old" (in amber) when it is stale, and the day prices are judged at. The inputs, the catalog picker,
// explanations and the report all say it the same way.
#pragma once

#include <QString>

#include "model/scenario/price_age.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

// "14 months old" up to two years, then "6 years old" (whole years, rounded down).
QString ageWords(int months);

struct PriceAgeNote {
    QString text;  // empty: not a dated catalog price (or the user's own value)
    bool stale = false;
};
// The note for the field at `path`, judged at the scenario's date (or today).
PriceAgeNote priceAgeNote(const scenario::Scenario& scenario, const QString& path);
// "2026-11 (14 months old)" for a stale as-of, the date alone otherwise.
QString asOfWithAge(const scenario::PriceAge& age);
// "2026-12-04 (today)" or "2026-06-30 (the scenario's date)".
QString referenceDateWords(const scenario::Scenario& scenario);

}  // namespace gputco::ui
