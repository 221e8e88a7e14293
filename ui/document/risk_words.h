// Words for what the Monte Carlo shows (issue #36), shared by the app and the report: why the
// mean of a figure differs from the figure at the file's values, and the basis of the
// percentiles. The file holds each input's own value (usually the most likely one), the
// Monte Carlo draws from its distribution: a distribution not centred on that value (growth
// uniform from 0 to 40 % against 15 % in the inputs) moves the mean, and a person reading
// "expected 21 % above" deserves to be told which inputs did it.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "model/engine/monte_carlo.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

// An uncertain input whose distribution's mean is not its value in the file.
struct ShiftedInput {
    std::size_t input = 0;  // index in uncertainty.inputs
    double fileValue = 0;
    double mean = 0;  // of the distribution the draws come from (truncation included)
};

// The inputs whose distribution's mean differs from the file's value by more than 1 % of the
// distribution's P5-P95 range (or of the value, for a point distribution), in file order.
std::vector<ShiftedInput> shiftedInputs(const scenario::Scenario& scenario);

// Past a 5 % difference between `mean` and `atFileValues` (the same figure at the file's
// values), why: "The mean PV of “Buy 4x” is 21 % above its figure at the file's values. The
// Monte Carlo draws from the distributions, and these are not centred on the inputs' values in
// the file:" and a line per input, "Demand: growth per year: 15 % in the file, 20 % on average
// (uniform, 0 % to 40 %)". Empty when within 5 %.
// `figure` names what is compared ("the mean PV of “Buy 4x”").
QString meanShiftWords(const scenario::Scenario& scenario, const QString& figure, double atFileValues,
                       double mean);
// Its two parts, for a page that speaks of several figures: the first sentence ("… is 21 %
// above its figure at the file's values.", empty within 5 %) and why, once for all of them.
QString meanShiftHead(const QString& figure, double atFileValues, double mean);
QString shiftedInputsWords(const scenario::Scenario& scenario);

// For the Risk page and the report: a sentence per option whose Monte Carlo mean PV is more than
// 5 % from its PV at the file's values (`basePvs`, the tornado's), then why, once for all of
// them (shiftedInputsWords' lines). Empty when no mean moved that far.
QStringList meanShiftLines(const scenario::Scenario& scenario, const std::vector<double>& basePvs,
                           const engine::MonteCarloResult& monteCarlo);

// The relative difference (mean - at) / |at| past which meanShiftWords speaks.
inline constexpr double kMeanShiftSpoken = 0.05;
bool meanShifted(double atFileValues, double mean);

// "after tax" or "before tax": the basis of every PV and saving the risk analysis gives.
QString riskBasisWords(const scenario::Scenario& scenario);

}  // namespace gputco::ui
