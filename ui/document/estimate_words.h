// A price that is the user's own estimate (issue #33): no dated quote or catalog row backs it.
// The inputs, the explanations, the report and the workbook say it with the same words and
// show it in the same amber as a stale price's date.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include "model/scenario/scenario.h"

namespace gputco::ui {

// "User's estimate, not a catalog price".
QString estimateWords();
// Why it matters and what to do: said in tool tips.
QString estimateExplanation();
// The amber text colour of a stale date or an estimated price (theme.cpp uses the same).
QColor estimateColor();
// The names of the options that rest on a price marked as the user's estimate, in file order.
QStringList optionsOnEstimatesNames(const scenario::Scenario& scenario);

}  // namespace gputco::ui
