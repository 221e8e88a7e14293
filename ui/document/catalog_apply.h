// Copying a catalog row into a scenario (issue #5: "values are copied into the scenario"):
// a scenario carries every price it uses with the row's source and as-of date, so that a
// colleague without this library gets the same numbers. A price in another currency is
// converted at the library's exchange rate in force on the price's as-of date (fx rows,
// issue #19; exchange_rates.h), else at the scenario's own rate (fx), and the provenance
// names the rate, its date and its source; without either the copy is refused with a message
// that names the two currencies (never converted 1:1).
#pragma once

#include <QString>

#include "model/io/library/catalog_row.h"
#include "model/io/library/exchange_rates.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

// Each returns an empty string when the row was copied, else why not (nothing changed).
// `rates`: the exchange rates to convert with; nullptr reads the user's library
// (ExchangeRates::fromLibrary) when, and only when, a price is in another currency.
// A cloud offer into the cloud source options[o].sources[i].
QString applyOffer(scenario::Scenario& s, std::size_t o, std::size_t i, const io::library::CatalogRow& row,
                   const io::library::ExchangeRates* rates = nullptr);
// A server into the owned source options[o].sources[i].
QString applyServer(scenario::Scenario& s, std::size_t o, std::size_t i, const io::library::CatalogRow& row,
                    const io::library::ExchangeRates* rates = nullptr);
// An electricity price into the flat tariff `tariff` (created when missing).
QString applyTariff(scenario::Scenario& s, const std::string& tariff, const io::library::CatalogRow& row,
                    const io::library::ExchangeRates* rates = nullptr);
// A GPU model's datasheet and default efficiencies into gpus[key] (added or replaced).
QString applyGpu(scenario::Scenario& s, const io::library::CatalogRow& row);

}  // namespace gputco::ui
