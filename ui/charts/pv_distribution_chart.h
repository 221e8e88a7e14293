// Monte Carlo results as charts (MODEL.md section 8): each option's PV distribution as a
// cumulative curve (how likely the PV is at most x), and the probability that each option
// is the cheapest. Both also go into the PDF report.
#pragma once

#include <qcustomplot.h>
#include <optional>

#include "model/engine/monte_carlo.h"

namespace gputco::ui {

class PvDistributionChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit PvDistributionChart(QWidget* parent = nullptr);
    void setResult(const engine::MonteCarloResult& result, const QString& currency);
    void clearResult();
    void retranslate();

private:
    void render();
    std::optional<engine::MonteCarloResult> result_;
    QString currency_;
};

class CheapestProbabilityChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit CheapestProbabilityChart(QWidget* parent = nullptr);
    void setResult(const engine::MonteCarloResult& result);
    void clearResult();
    void retranslate();

private:
    void render();
    std::optional<engine::MonteCarloResult> result_;
};

}  // namespace gputco::ui
