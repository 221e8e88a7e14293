// Monte Carlo results as charts (MODEL.md section 8): each option's PV distribution as a
// cumulative curve (how likely the PV is at most x), with the 10, 50 and 90 % levels the
// percentile table reads, and the probability that each option is the cheapest. Both also go
// into the PDF report. Titles and names fit at any size (axis_title.h): an axis title wraps,
// an option name too long for the legend is elided in the middle and shown whole on hover.
#pragma once

#include <memory>
#include <optional>

#include "model/engine/monte_carlo.h"
#include "ui/charts/chart_base.h"
#include "ui/charts/chart_note.h"

namespace gputco::ui {

class PvDistributionChart : public ResultChart<engine::MonteCarloResult> {
    Q_OBJECT
public:
    explicit PvDistributionChart(QWidget* parent = nullptr);
    // `currency` names the value axis.
    void setResult(std::shared_ptr<const engine::MonteCarloResult> result, const QString& currency) {
        currency_ = currency;
        ResultChart::setResult(std::move(result));
    }
    void setResult(const engine::MonteCarloResult& result, const QString& currency) {
        setResult(std::make_shared<const engine::MonteCarloResult>(result), currency);
    }

    // The option names as the legend shows them (elided to fit), in option order.
    QStringList legendNames() const;
    // What hovering at `pos` shows: the full name of the option whose legend entry is there.
    QString hoverText(const QPointF& pos) const;
    // What a double-click at `pos` explains: each option's share of trials at or below the PV
    // there; none outside the plot.
    std::optional<ChartNote> noteAt(const QPointF& pos) const override;

protected:
    QString toolTipAt(const QPointF& pos) const override { return hoverText(pos).toHtmlEscaped(); }

private:
    void render() override;
    // The empty chart's axis names no currency, as a new one's.
    void forgetResult() override {
        ResultChart::forgetResult();
        currency_.clear();
    }
    QString currency_;
};

class CheapestProbabilityChart : public ResultChart<engine::MonteCarloResult> {
    Q_OBJECT
public:
    explicit CheapestProbabilityChart(QWidget* parent = nullptr);

    // The option names left of the bars, in option order, elided to their room.
    QStringList shownLabels() const;
    QStringList names() const { return names_; }
    // What hovering at `pos` shows: the full name of the option in that row, and its share.
    QString hoverText(const QPointF& pos) const;
    // What a double-click on an option's bar explains; none away from every bar.
    std::optional<ChartNote> noteAt(const QPointF& pos) const override;

protected:
    void updateLayout() override;
    QString toolTipAt(const QPointF& pos) const override { return hoverText(pos).toHtmlEscaped(); }

private:
    void render() override;
    QStringList names_;
    QSharedPointer<QCPAxisTickerText> ticker_;
};

}  // namespace gputco::ui
