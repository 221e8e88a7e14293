// One way to write numbers everywhere a person reads them: CLI tables, the GUI, the report.
#pragma once

#include <QLocale>
#include <QString>
#include <optional>

namespace gputco::io {

// What a table or card shows where a figure does not exist (no IRR, no payback): an em dash.
inline const QString kNoFigure = QStringLiteral("\u2014");

// "USD 1,234,567" (whole units) or with `decimals`; the locale gives the separators.
QString formatMoney(double value, const QString& currency, const QLocale& locale = QLocale::c(),
                    int decimals = 0);
// 0.1234 -> "12.3 %"; "n/a" for a value that does not exist.
QString formatPercent(const std::optional<double>& fraction, const QLocale& locale = QLocale::c(),
                      int decimals = 1);
// A 0-based month index as people read it: month 0 -> "month 1".
QString formatMonthIndex(const std::optional<int>& month);
// A count of months: "37 months".
QString formatMonthCount(const std::optional<int>& months);
// Whole numbers with separators: 594813.2 -> "594,813".
QString formatWhole(double value, const QLocale& locale = QLocale::c());
// A plain number with separators and `decimals` places: 1555.5 -> "1,555.5".
QString formatDecimal(double value, const QLocale& locale = QLocale::c(), int decimals = 2);

}  // namespace gputco::io
