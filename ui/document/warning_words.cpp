#include "ui/document/warning_words.h"

#include <QCoreApplication>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/document/like_for_like_words.h"

namespace gputco::ui {

namespace {

// The cards' words were the Costs page's (KpiPanel) before they moved here: they keep that
// context, and with it their translations.
QString cardText(const char* text) {
    return QCoreApplication::translate("gputco::ui::KpiPanel", text);
}

QString noteText(const char* text) {
    return QCoreApplication::translate("gputco::ui::WarningWords", text);
}

QString optionName(const engine::Result& r, std::size_t option) {
    return option < r.options.size() ? io::shownText(r.options[option].name) : QString();
}

WarningWords unserved(const QString& name, const engine::Warning& w, const QLocale& locale) {
    return {
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "unserved demand")),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "Warning: unserved demand")),
        cardText(
            QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "%1: %2 reference GPU-hours of demand are not served"))
            .arg(name, io::formatWhole(w.referenceGpuHours, locale)),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                   "Its costs cover less work than the other options; compare with care.")),
        false};
}

WarningWords commitment(const engine::Result& r, std::size_t option, const engine::Warning& w,
                        const QLocale& locale) {
    const QString currency = io::shownText(w.currency);
    QString detail =
        w.settled ? cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                               "Paid at the end of the horizon (commitments settled)."))
                  : cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                               "Not counted in its costs (commitments prorated): a "
                                               "non-cancellable amount left out."));
    // Neither rule is neutral: the NPV saving under both, side by side (MODEL.md section 9).
    const auto& vs = option < r.options.size() ? r.options[option].vsBaseline : std::nullopt;
    if (vs && vs->npvSavingsOtherRule) {
        const QString here = io::formatMoney(vs->npvSavings, currency, locale);
        const QString other = io::formatMoney(*vs->npvSavingsOtherRule, currency, locale);
        detail += QLatin1Char('\n') +
                  (w.settled ? cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                                          "NPV saving: %1 if settled, %2 if prorated"))
                                   .arg(here, other)
                             : cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                                          "NPV saving: %1 if prorated, %2 if settled"))
                                   .arg(here, other));
    }
    return {cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "commitment past the horizon")),
            cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "Warning: commitment past the horizon")),
            cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                       "%1: %2 of reserved terms and leases fall after the horizon"))
                .arg(optionName(r, option), io::formatMoney(w.amount, currency, locale)),
            detail, false};
}

WarningWords notLikeForLike(const engine::Result& r, std::size_t option, const QLocale& locale) {
    const QString baseline = optionName(r, r.baseline);
    return {
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "not like for like")),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "Not like for like")),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "%1 against the baseline %2"))
            .arg(optionName(r, option), baseline),
        likeForLikeSentences(r, option, locale) + QLatin1Char('\n') +
            cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                       "Part of the difference in cost is what one of them lacks: add the "
                                       "missing lines to compare like for like.")),
        true};
}

WarningWords sliceTooSmall(const QString& name, const engine::Warning& w, const QLocale& locale) {
    return {
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "a service does not fit")),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "Warning: a service does not fit")),
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel", "%1: “%2” does not fit its %3 slices"))
            .arg(name, io::shownText(w.job), io::shownText(w.profile)),
        // A person counts sources from one.
        cardText(QT_TRANSLATE_NOOP("gputco::ui::KpiPanel",
                                   "Source %1: a %2 slice of %3 holds %4 GB, less than the %5 GB the service "
                                   "needs, so this option cannot serve it."))
            .arg(w.source + 1)
            .arg(io::shownText(w.profile), io::shownText(w.gpu), locale.toString(w.sliceGb, 'f', 1),
                 locale.toString(w.needGb, 'f', 1)),
        false};
}

}  // namespace

WarningWords warningWords(const engine::Result& r, std::size_t option, const engine::Warning& w,
                          const QLocale& locale) {
    switch (w.code) {
        case engine::WarningCode::UnservedDemand:
            return unserved(optionName(r, option), w, locale);
        case engine::WarningCode::CommitmentPastHorizon:
            return commitment(r, option, w, locale);
        case engine::WarningCode::NotLikeForLike:
            return notLikeForLike(r, option, locale);
        case engine::WarningCode::SliceTooSmall:
            return sliceTooSmall(optionName(r, option), w, locale);
    }
    return {};
}

QString warningNote(const engine::Warning& w, const QLocale& locale) {
    if (w.code != engine::WarningCode::SliceTooSmall) return {};
    // The engine's sentence, with its source counted from one instead of its file path.
    return noteText(
               QT_TRANSLATE_NOOP("gputco::ui::WarningWords",
                                 "Source %1: the MIG slice %2 of %3 holds %4 GB, less than the %5 GB the "
                                 "inference job \"%6\" needs: it cannot serve that job"))
        .arg(w.source + 1)
        .arg(io::shownText(w.profile), io::shownText(w.gpu), locale.toString(w.sliceGb, 'f', 1),
             locale.toString(w.needGb, 'f', 1), io::shownText(w.job));
}

}  // namespace gputco::ui
