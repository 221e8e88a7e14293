#include "model/io/number_format.h"

#include <QCoreApplication>
#include <cmath>

namespace gputco::io {

namespace {
QLocale grouped(const QLocale& locale) {
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() & ~QLocale::OmitGroupSeparator);
    return l;
}
QString notAvailable() {
    return QCoreApplication::translate("gputco::io", "n/a");
}
}  // namespace

QString formatMoney(double value, const QString& currency, const QLocale& locale, int decimals) {
    if (!std::isfinite(value)) return notAvailable();
    // -0 after rounding prints as 0, not "-0".
    const double scale = std::pow(10.0, decimals);
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0) rounded = 0;
    return currency + QLatin1Char(' ') + grouped(locale).toString(rounded, 'f', decimals);
}

QString formatPercent(const std::optional<double>& fraction, const QLocale& locale, int decimals) {
    if (!fraction || !std::isfinite(*fraction)) return notAvailable();
    return grouped(locale).toString(*fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString formatMonthIndex(const std::optional<int>& month) {
    if (!month) return QCoreApplication::translate("gputco::io", "never");
    return QCoreApplication::translate("gputco::io", "month %1").arg(*month + 1);
}

QString formatMonthCount(const std::optional<int>& months) {
    if (!months) return QCoreApplication::translate("gputco::io", "never");
    return *months == 1 ? QCoreApplication::translate("gputco::io", "1 month")
                        : QCoreApplication::translate("gputco::io", "%1 months").arg(*months);
}

QString formatWhole(double value, const QLocale& locale) {
    if (!std::isfinite(value)) return notAvailable();
    return grouped(locale).toString(std::round(value), 'f', 0);
}

QString formatDecimal(double value, const QLocale& locale, int decimals) {
    if (!std::isfinite(value)) return notAvailable();
    const double scale = std::pow(10.0, decimals);
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0) rounded = 0;
    return grouped(locale).toString(rounded, 'f', decimals);
}

}  // namespace gputco::io
