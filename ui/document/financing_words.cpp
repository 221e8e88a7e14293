#include "ui/document/financing_words.h"

#include "model/io/number_format.h"
#include "ui/document/language.h"

namespace gputco::ui {

QString financingBasisWords(const engine::Result* result) {
    const QLocale locale = uiLocale();
    const auto percent = [&](double v) { return io::formatPercent(std::optional<double>(v), locale); };
    if (result && result->costOfDebt) {
        const double c = *result->costOfDebt;
        if (result->taxRate > 0)
            return FinancingWords::tr("at the after-tax cost of debt, %1 (%2 x (1 - %3))")
                .arg(percent(c * (1 - result->taxRate)), percent(c), percent(result->taxRate));
        return FinancingWords::tr("at the cost of debt, %1").arg(percent(c));
    }
    return FinancingWords::tr(
        "at each loan's own rate (no cost of debt given): a loan at the market rate is "
        "worth nothing");
}

}  // namespace gputco::ui
