#include "ui/document/price_age_words.h"

#include <QCoreApplication>

#include "model/io/display_text.h"

namespace gputco::ui {

namespace sc = gputco::scenario;

namespace {

QString priceAgeText(const char* text) {
    return QCoreApplication::translate("gputco::ui::PriceAge", text);
}

}  // namespace

QString ageWords(int months) {
    // "%n" and the count: the translation's plural forms ("1 months old" was shown); the
    // singular is a text of its own, as English has no translation file to give it.
    const auto counted = [](const char* text, int n) {
        return QCoreApplication::translate("gputco::ui::PriceAge", text, nullptr, n);
    };
    if (months < 24)
        return months == 1 ? counted(QT_TRANSLATE_N_NOOP("gputco::ui::PriceAge", "%n month old"), months)
                           : counted(QT_TRANSLATE_N_NOOP("gputco::ui::PriceAge", "%n months old"), months);
    return counted(QT_TRANSLATE_N_NOOP("gputco::ui::PriceAge", "%n years old"), months / 12);
}

QString asOfWithAge(const sc::PriceAge& age) {
    const QString date = io::shownText(age.asOf);
    if (!age.stale()) return date;
    return priceAgeText(QT_TRANSLATE_NOOP("gputco::ui::PriceAge", "%1 (%2)")).arg(date, ageWords(age.months));
}

PriceAgeNote priceAgeNote(const sc::Scenario& scenario, const QString& path) {
    const std::string at = path.toStdString();
    if (!sc::isCatalogPrice(at)) return {};
    const std::optional<sc::PriceAge> age =
        sc::priceAge(scenario, at, sc::referenceDate(scenario, sc::today()));
    if (!age) return {};
    const QString date = io::shownText(age->asOf);
    if (!age->stale())
        return {priceAgeText(QT_TRANSLATE_NOOP("gputco::ui::PriceAge", "as of %1")).arg(date), false};
    return {priceAgeText(QT_TRANSLATE_NOOP("gputco::ui::PriceAge", "as of %1 · %2"))
                .arg(date, ageWords(age->months)),
            true};
}

QString referenceDateWords(const sc::Scenario& scenario) {
    if (const std::optional<sc::CalendarDate> own = sc::parseDay(scenario.asOf))
        return priceAgeText(QT_TRANSLATE_NOOP("gputco::ui::PriceAge", "%1 (the scenario's date)"))
            .arg(QString::fromStdString(own->text()));
    return priceAgeText(QT_TRANSLATE_NOOP("gputco::ui::PriceAge", "%1 (today)"))
        .arg(QString::fromStdString(sc::today().text()));
}

}  // namespace gputco::ui
