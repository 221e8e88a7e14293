// ISO 4217 currency codes, for checking the currency column of imported prices.
#pragma once

#include <QStringView>

namespace gputco::io::library {

// True for a code in active use (ISO 4217 list one, current funds and currencies). Withdrawn
// codes (DEM, FRF, HRK, ...) are refused: a price in one is a typo or older than any
// catalog row we can explain. Case matters: "usd" is refused, as the standard writes
// codes in capitals.
bool isActiveCurrencyCode(QStringView code);

}  // namespace gputco::io::library
