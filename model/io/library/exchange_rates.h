// Dated exchange rates from the library's fx rows (docs/library.md, fx): the rate between two
// currencies in force on a day, for converting a catalog price copied into a scenario in
// another currency. Every rate found says where it came from and its date, so the converted
// value's source note can say which rate made it.
#pragma once

#include <QDate>
#include <QString>
#include <optional>
#include <vector>

#include "model/io/library/catalog_row.h"

namespace gputco::io::library {

struct FxRate {
    double rate = 0;  // units of `to` for one unit of `from`
    // How it was found, for a source note: "7.0173 CNY/USD (PBOC/CFETS central parity ...,
    // 2026-01-06)"; an inverted rate says "1 / ...", a cross rate names both of its rates.
    QString note;
};

class ExchangeRates {
public:
    ExchangeRates() = default;
    explicit ExchangeRates(std::vector<CatalogRow> fxRows);
    // The fx rows of the user's library (Library::open(), so the bundled catalog stands in
    // when the library cannot be used).
    static ExchangeRates fromLibrary();

    // The rate of `from` in `to` in force on `date`: the newest fx row on or before it, of
    // the pair either way round ("USD/CNY" serves CNY to USD as 1 / rate), else through a
    // third currency that has a rate in force with both (EUR/CNY and EUR/USD for CNY to USD).
    // nullopt when no rate was in force on that day: never 1:1.
    std::optional<FxRate> rate(const QString& from, const QString& to, const QDate& date) const;
    bool empty() const { return rows_.empty(); }

private:
    struct Found {
        double rate = 0;
        QString note;
    };
    std::optional<Found> direct(const QString& from, const QString& to, const QDate& date) const;
    std::vector<CatalogRow> rows_;
};

}  // namespace gputco::io::library
