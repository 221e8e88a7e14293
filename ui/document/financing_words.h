// The basis of the financing NPV in words, the same wherever it is shown (the comparison
// table, the KPI cards, the report): at the after-tax cost of debt and its rate, or at each
// loan's own rate when the scenario gives no cost of debt (MODEL.md section 9).
#pragma once

#include <QCoreApplication>
#include <QString>

#include "model/engine/result.h"

namespace gputco::ui {

struct FinancingWords {
    Q_DECLARE_TR_FUNCTIONS(FinancingWords)
};

// "at the after-tax cost of debt, 5.1 % (6.5 % x (1 - 21 %))"; `result` may be null (no
// result yet): then the rule in general. A phrase to put after the figure's name.
QString financingBasisWords(const engine::Result* result);

}  // namespace gputco::ui
