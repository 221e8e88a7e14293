// A stored number as a person reads and types it in a field's display unit (field_registry.h:
// shown = stored * scale, 100 for a fraction shown as %), converted exactly both ways: the
// decimal point is moved in the number's shortest decimal form instead of multiplying, so an
// untouched 0.123 shows as 12.3 and a typed 12.3 is stored as 0.123 (12.3 / 100 in floating
// point would be 0.12300000000000001).
#pragma once

#include <QLocale>
#include <QString>
#include <optional>

namespace gputco::ui {

// `stored` * `scale` in `locale`, with as many digits as it needs and no more; no unit.
QString shownNumber(double stored, double scale, const QLocale& locale);

// What a person typed, back in the stored unit: `text` / `scale`. A unit around the number
// ("12.3 %", "USD 250,000") is allowed; nullopt when `text` is not a finite number.
std::optional<double> storedNumber(const QString& text, double scale, const QLocale& locale);

}  // namespace gputco::ui
