#include "model/io/library/exchange_rates.h"

#include <QSet>
#include <cmath>

#include "model/io/library/library.h"

namespace gputco::io::library {

namespace {

QString number(double v) {
    return QString::number(v, 'g', 6);
}

// "7.0173 CNY/USD (source, 2026-01-06)": the row as it was published.
QString described(const CatalogRow& row) {
    return QStringLiteral("%1 %2/%3 (%4, %5)")
        .arg(row.value("rate"), row.value("quote"), row.value("base"), row.value("source"), row.asOf());
}

}  // namespace

ExchangeRates::ExchangeRates(std::vector<CatalogRow> fxRows) : rows_(std::move(fxRows)) {}

ExchangeRates ExchangeRates::fromLibrary() {
    Library library;
    library.open();
    return ExchangeRates(library.catalog().rows(Kind::Fx));
}

std::optional<ExchangeRates::Found> ExchangeRates::direct(const QString& from, const QString& to,
                                                          const QDate& date) const {
    const QString day = date.toString(Qt::ISODate);
    const CatalogRow* best = nullptr;
    bool inverted = false;
    for (const CatalogRow& row : rows_) {
        const QString base = row.value("base");
        const QString quote = row.value("quote");
        const bool forward = base == from && quote == to;
        const bool backward = base == to && quote == from;
        if (!forward && !backward) continue;
        const std::optional<double> r = row.number("rate");
        if (!r || !(*r > 0) || !std::isfinite(*r)) continue;
        // ISO dates compare as text in date order; the newest on or before the day wins.
        if (row.asOf() > day) continue;
        if (best && row.asOf() <= best->asOf()) continue;
        best = &row;
        inverted = backward;
    }
    if (!best) return std::nullopt;
    const double r = *best->number("rate");
    if (!inverted) return Found{r, described(*best)};
    return Found{1.0 / r,
                 QStringLiteral("%1 %2/%3, that is 1 / %4").arg(number(1.0 / r), to, from, described(*best))};
}

std::optional<FxRate> ExchangeRates::rate(const QString& from, const QString& to, const QDate& date) const {
    if (from.isEmpty() || to.isEmpty() || !date.isValid()) return std::nullopt;
    if (from == to) return FxRate{1.0, QString()};
    if (const std::optional<Found> found = direct(from, to, date)) return FxRate{found->rate, found->note};
    // Through a third currency: ECB rates are all against the euro.
    QSet<QString> pivots;
    for (const CatalogRow& row : rows_) pivots << row.value("base") << row.value("quote");
    pivots.remove(from);
    pivots.remove(to);
    QStringList sorted(pivots.begin(), pivots.end());
    sorted.sort();
    for (const QString& pivot : sorted) {
        const std::optional<Found> first = direct(from, pivot, date);
        const std::optional<Found> second = direct(pivot, to, date);
        if (!first || !second) continue;
        const double r = first->rate * second->rate;
        return FxRate{r, QStringLiteral("%1 %2/%3, derived from %4 and %5")
                             .arg(number(r), to, from, first->note, second->note)};
    }
    return std::nullopt;
}

}  // namespace gputco::io::library
