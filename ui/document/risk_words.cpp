#include "ui/document/risk_words.h"

#include <QCoreApplication>
#include <QStringList>
#include <cmath>

#include "model/engine/input_distribution.h"
#include "model/io/display_text.h"
#include "model/scenario/field_paths.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

// The mean of the distribution the draws come from: the average of its quantiles at the
// midpoints of 4,000 equal slices of probability, which takes truncation into account and is
// exact to well under the 1 % this is compared at.
double distributionMean(const engine::InputDistribution& d) {
    constexpr int kSlices = 4000;
    double sum = 0;
    for (int i = 0; i < kSlices; ++i) sum += d.quantile((i + 0.5) / kSlices);
    return sum / kSlices;
}

QString distributionWords(const scenario::UncertainInput& in, const QString& path, const QString& currency) {
    const auto v = [&](double x) { return formatFieldEstimate(path, x, currency); };
    switch (in.dist) {
        case scenario::Distribution::Uniform:
            return QCoreApplication::translate("gputco::ui::RiskWords", "uniform, %1 to %2")
                .arg(v(in.low), v(in.high));
        case scenario::Distribution::Triangular:
            return QCoreApplication::translate("gputco::ui::RiskWords",
                                               "triangular, %1 to %2, most likely %3")
                .arg(v(in.low), v(in.high), v(in.mode));
        case scenario::Distribution::Pert:
            return QCoreApplication::translate("gputco::ui::RiskWords", "PERT, %1 to %2, most likely %3")
                .arg(v(in.low), v(in.high), v(in.mode));
        case scenario::Distribution::Normal:
            return QCoreApplication::translate("gputco::ui::RiskWords", "normal, mean %1").arg(v(in.mean));
        case scenario::Distribution::Lognormal:
            return QCoreApplication::translate("gputco::ui::RiskWords", "lognormal, mean %1").arg(v(in.mean));
    }
    return {};
}

}  // namespace

std::vector<ShiftedInput> shiftedInputs(const scenario::Scenario& s) {
    std::vector<ShiftedInput> out;
    if (!s.uncertainty) return out;
    for (std::size_t i = 0; i < s.uncertainty->inputs.size(); ++i) {
        const scenario::UncertainInput& in = s.uncertainty->inputs[i];
        const scenario::FieldLookup found = scenario::findField(s, in.path);
        if (!found.field) continue;
        const engine::InputDistribution d(in, found.field->range());
        const double value = found.field->get();
        const double mean = distributionMean(d);
        const double spread = std::fabs(d.quantile(0.95) - d.quantile(0.05));
        const double scale = spread > 0 ? spread : std::max(std::fabs(value), 1e-12);
        if (std::fabs(mean - value) > 0.01 * scale) out.push_back({i, value, mean});
    }
    return out;
}

bool meanShifted(double atFileValues, double mean) {
    return std::fabs(atFileValues) > 0 &&
           std::fabs(mean - atFileValues) > kMeanShiftSpoken * std::fabs(atFileValues);
}

QString meanShiftHead(const QString& figure, double atFileValues, double mean) {
    if (!meanShifted(atFileValues, mean)) return {};
    const double share = std::fabs(mean - atFileValues) / std::fabs(atFileValues);
    const QString percent = uiLocale().toString(std::round(share * 100)) + QStringLiteral(" %");
    const QString head = mean > atFileValues
                             ? QCoreApplication::translate("gputco::ui::RiskWords",
                                                           "%1 is %2 above its figure at the file's values.")
                             : QCoreApplication::translate("gputco::ui::RiskWords",
                                                           "%1 is %2 below its figure at the file's values.");
    return head.arg(figure, percent);
}

QString shiftedInputsWords(const scenario::Scenario& s) {
    const std::vector<ShiftedInput> shifted = shiftedInputs(s);
    if (shifted.empty())
        return QCoreApplication::translate(
            "gputco::ui::RiskWords",
            "The inputs' distributions are centred on their values in the file: the difference comes from "
            "how the figures bend with the inputs (they are not linear in them).");
    const QString currency = QString::fromStdString(s.currency);
    QStringList lines{QCoreApplication::translate("gputco::ui::RiskWords",
                                                  "The Monte Carlo draws from the distributions, and these "
                                                  "are not centred on the inputs' values in the "
                                                  "file:")};
    for (const ShiftedInput& x : shifted) {
        const scenario::UncertainInput& in = s.uncertainty->inputs[x.input];
        const QString path = QString::fromStdString(in.path);
        lines << QCoreApplication::translate("gputco::ui::RiskWords",
                                             "%1: %2 in the file, %3 on average (%4)")
                     .arg(fieldTitle(s, path), formatFieldEstimate(path, x.fileValue, currency),
                          formatFieldEstimate(path, x.mean, currency), distributionWords(in, path, currency));
    }
    return lines.join(QLatin1Char('\n'));
}

QString meanShiftWords(const scenario::Scenario& s, const QString& figure, double atFileValues, double mean) {
    const QString head = meanShiftHead(figure, atFileValues, mean);
    if (head.isEmpty()) return {};
    return head + QLatin1Char('\n') + shiftedInputsWords(s);
}

QStringList meanShiftLines(const scenario::Scenario& s, const std::vector<double>& basePvs,
                           const engine::MonteCarloResult& mc) {
    QStringList lines;
    for (std::size_t i = 0; i < mc.options.size() && i < basePvs.size(); ++i) {
        const QString head =
            meanShiftHead(QCoreApplication::translate("gputco::ui::RiskWords", "The mean PV of “%1”")
                              .arg(io::shownText(mc.options[i].name)),
                          basePvs[i], mc.options[i].pv.mean);
        if (!head.isEmpty()) lines << head;  // a sentence with its full stop, in either language
    }
    if (lines.isEmpty()) return {};
    return lines + shiftedInputsWords(s).split(QLatin1Char('\n'));
}

QString riskBasisWords(const scenario::Scenario& s) {
    return s.tax.enabled ? QCoreApplication::translate("gputco::ui::RiskWords", "after tax")
                         : QCoreApplication::translate("gputco::ui::RiskWords", "before tax");
}

}  // namespace gputco::ui
