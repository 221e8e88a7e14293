#include "ui/pages/shown_number.h"

#include <QRegularExpression>
#include <charconv>
#include <cmath>
#include <string>

namespace gputco::ui {

namespace {

// n when `scale` is 10^n (n from 0 to 9), the scales the field registry uses.
std::optional<int> powerOfTen(double scale) {
    double p = 1;
    for (int n = 0; n < 10; ++n, p *= 10)
        if (scale == p) return n;
    return std::nullopt;
}

// `value` * 10^`digits`, done on the shortest decimal that reads back as `value`: the result
// is the double nearest to that decimal with its point moved, not a product's rounding.
double shiftDecimal(double value, int digits) {
    char buffer[64];
    const auto written = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
    std::string text(buffer, written.ptr);
    const std::size_t e = text.find('e');
    const int exponent = std::stoi(text.substr(e + 1));
    text = text.substr(0, e) + 'e' + std::to_string(exponent + digits);
    double out = value;
    std::from_chars(text.data(), text.data() + text.size(), out);
    return out;
}

double scaled(double value, double scale, bool up) {
    const std::optional<int> n = powerOfTen(scale);
    if (!std::isfinite(value) || value == 0 || !n) return up ? value * scale : value / scale;
    return shiftDecimal(value, up ? *n : -*n);
}

}  // namespace

QString shownNumber(double stored, double scale, const QLocale& locale) {
    return locale.toString(scaled(stored, scale, true), 'f', QLocale::FloatingPointShortest);
}

std::optional<double> storedNumber(const QString& text, double scale, const QLocale& locale) {
    // The unit a cell shows with its number: a percent sign, a currency code.
    static const QRegularExpression unit(QStringLiteral("%|[A-Za-z]{3}\\b"));
    QString number = text;
    number.remove(unit);
    number = number.trimmed();
    bool ok = false;
    double value = locale.toDouble(number, &ok);
    if (!ok) value = QLocale::c().toDouble(number, &ok);  // "0.5" typed in any language
    if (!ok || !std::isfinite(value)) return std::nullopt;
    return scaled(value, scale, false);
}

}  // namespace gputco::ui
