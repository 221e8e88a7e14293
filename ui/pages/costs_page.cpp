#include "ui/pages/costs_page.h"

#include <QBoxLayout>
#include <QFrame>
#include <QGraphicsOpacityEffect>
#include <QLabel>
#include <QResizeEvent>
#include <QToolButton>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "model/scenario/uncertain_drift.h"
#include "ui/charts/annual_cost_chart.h"
#include "ui/charts/cash_flow_chart.h"
#include "ui/charts/cost_per_hour_view.h"
#include "ui/charts/cumulative_cost_chart.h"
#include "ui/charts/npv_profile_chart.h"
#include "ui/charts/utilisation_heat_map.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/comparison_table.h"
#include "ui/pages/kpi_panel.h"
#include "ui/pages/titled_panel.h"

namespace gputco::ui {

CostsPage::CostsPage(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    kpis_ = new KpiPanel(this);
    layout->addWidget(kpis_);
    table_ = new ComparisonTable(this);
    tableTitle_ = new QLabel;
    QFrame* tablePanel = titledPanel(tableTitle_, table_);
    // The toggle for the table's other columns stands at the right of its title.
    if (auto* panelLayout = qobject_cast<QVBoxLayout*>(tablePanel->layout())) {
        auto* titleRow = new QHBoxLayout;
        panelLayout->removeWidget(tableTitle_);
        titleRow->addWidget(tableTitle_, 1);
        titleRow->addWidget(table_->moreColumnsButton());
        panelLayout->insertLayout(0, titleRow);
    }
    layout->addWidget(tablePanel);
    auto* charts = new QBoxLayout(QBoxLayout::LeftToRight);
    charts->setSpacing(12);
    cumulative_ = new CumulativeCostChart;
    cumulativeTitle_ = new QLabel;
    annual_ = new AnnualCostChart;
    annualTitle_ = new QLabel;
    charts->addWidget(titledPanel(cumulativeTitle_, cumulative_), 1);
    charts->addWidget(titledPanel(annualTitle_, annual_), 1);
    layout->addLayout(charts, 1);
    cashFlow_ = new CashFlowChart;
    cashFlowTitle_ = new QLabel;
    costPerHour_ = new CostPerHourView;
    costPerHourTitle_ = new QLabel;
    auto* moreCharts = new QBoxLayout(QBoxLayout::LeftToRight);
    moreCharts->setSpacing(12);
    moreCharts->addWidget(titledPanel(cashFlowTitle_, cashFlow_), 1);
    moreCharts->addWidget(titledPanel(costPerHourTitle_, costPerHour_), 1);
    layout->addLayout(moreCharts, 1);
    chartRows_[0] = charts;
    chartRows_[1] = moreCharts;
    // The NPV profile: how much the case rests on the discount rate (MODEL.md section 9).
    profile_ = new NpvProfileChart;
    profileTitle_ = new QLabel;
    layout->addWidget(titledPanel(profileTitle_, profile_));
    utilisation_ = new UtilisationHeatMap;
    utilisationTitle_ = new QLabel;
    layout->addWidget(titledPanel(utilisationTitle_, utilisation_));

    connect(kpis_, &KpiPanel::explainRequested, this, &CostsPage::explainRequested);
    connect(table_, &ComparisonTable::explainRequested, this, &CostsPage::explainRequested);
    connect(annual_, &AnnualCostChart::explainRequested, this, &CostsPage::explainRequested);
    connect(cumulative_, &CumulativeCostChart::explainRequested, this, &CostsPage::explainRequested);
    connect(cashFlow_, &CashFlowChart::explainRequested, this, &CostsPage::explainRequested);
    connect(costPerHour_, &CostPerHourView::explainRequested, this, &CostsPage::explainRequested);
    connect(profile_, &NpvProfileChart::explainRequested, this, &CostsPage::explainRequested);
    connect(utilisation_, &UtilisationHeatMap::noteRequested, this, &CostsPage::noteRequested);
}

bool CostsPage::chartsSideBySide() const {
    return chartRows_[0]->direction() == QBoxLayout::LeftToRight;
}

void CostsPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    const auto direction = width() < kSideBySideWidth ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    for (QBoxLayout* row : chartRows_)
        if (row->direction() != direction) row->setDirection(direction);
}

void CostsPage::follow(EvaluationController* controller, const ScenarioDocument* document) {
    controller_ = controller;
    document_ = document;
    connect(controller, &EvaluationController::evaluated, this, &CostsPage::showEvaluation);
    connect(controller, &EvaluationController::monteCarloFinished, this, &CostsPage::refreshExpectedSaving);
    connect(controller, &EvaluationController::staleChanged, this, &CostsPage::markStale);
}

void CostsPage::followExpectedSaving() {
    connect(controller_, &EvaluationController::evaluated, this, &CostsPage::refreshExpectedSaving);
    // A run stopped by an edit is asked for again by the evaluation that follows; an edit that
    // left the inputs invalid has none, and the page says no run is under way.
    connect(controller_, &EvaluationController::backgroundMonteCarloStopped, this, [this] {
        if (!document_->isEvaluable()) kpis_->setMonteCarlo(nullptr, false);
    });
}

void CostsPage::markStale(bool stale) {
    if (stale == stale_) return;
    stale_ = stale;
    if (stale) {
        auto* fade = new QGraphicsOpacityEffect(this);
        fade->setOpacity(0.35);
        setGraphicsEffect(fade);  // owned by the page from here
    } else {
        setGraphicsEffect(nullptr);
    }
    setToolTip(stale ? tr("Out of date: fix the inputs named above to see the figures again") : QString());
}

void CostsPage::showEvaluation(std::shared_ptr<const Evaluation> evaluation) {
    // A figure that is not finite is never drawn as a number (the window says which).
    if (!evaluation || !evaluation->nonFinite.empty()) return;
    const std::shared_ptr<const engine::Result> result(evaluation, &evaluation->result);
    const scenario::Scenario& s = evaluation->scenario;
    std::optional<KpiPanel::JobsDemand> jobs;
    if (evaluation->sizing && !(s.demand.jobs->training.empty() && s.demand.jobs->inference.empty())) {
        const engine::SizingResult& sized = *evaluation->sizing;
        // What the options serve: each service at least one replica (MODEL.md section 3).
        jobs = KpiPanel::JobsDemand{sized.demandGpusWithFloors,
                                    s.demand.gpus,
                                    s.demand.jobs->training.size() + s.demand.jobs->inference.size(),
                                    {},
                                    s.demand.jobsAddToGpus};
        for (const engine::JobSizing& j : sized.jobs)
            for (const engine::MigReplicas& r : j.migReplicas)
                if (!r.fits)
                    jobs->shortfalls.push_back({r.option, r.source, io::shownText(j.name),
                                                io::shownText(r.gpu), QString::fromLatin1(r.profile.name),
                                                r.profile.memoryGb, j.memory.totalGb()});
    }
    kpis_->setJobsDemand(jobs);
    kpis_->setResult(result);
    table_->setResult(result);
    cumulative_->setResult(result);
    annual_->setResult(result);
    cashFlow_->setResult(result, s.tax.enabled);
    costPerHour_->setResult(result);
    profile_->setResult(result);
    utilisation_->setData(s, evaluation->utilisation);
}

void CostsPage::refreshExpectedSaving() {
    if (!controller_ || !document_) return;
    // The run follows the scenario, in the background, and a run for an older state is followed
    // by one for this state.
    const scenario::Scenario& s = document_->scenario();
    const bool uncertain = s.uncertainty && !s.uncertainty->inputs.empty() && document_->isEvaluable();
    if (!uncertain) {
        kpis_->setMonteCarlo(nullptr, false);
        return;
    }
    // A stale run is stopped and redone; one the user cancelled is not run again by itself (the
    // Risk page's Run does that).
    if (!controller_->isMonteCarloCurrent() && !controller_->isMonteCarloDeclined())
        controller_->requestMonteCarlo(EvaluationController::MonteCarloUse::Background);
    const bool current = controller_->isMonteCarloCurrent();
    kpis_->setMonteCarlo(current ? controller_->monteCarlo().get() : nullptr,
                         controller_->isMonteCarloRunning(),
                         static_cast<int>(scenario::uncertainDrift(s).size()));
}

void CostsPage::retranslate() {
    tableTitle_->setText(tr("Comparison of options"));
    cumulativeTitle_->setText(tr("Cumulative cost (nominal)"));
    annualTitle_->setText(tr("Annual cost by category"));
    cashFlowTitle_->setText(tr("Monthly cash flow"));
    costPerHourTitle_->setText(tr("Cost per reference GPU-hour"));
    profileTitle_->setText(tr("NPV saving against the discount rate (NPV profile)"));
    utilisationTitle_->setText(tr("Owned utilisation by hour of week (mean over the horizon)"));
    kpis_->retranslate();
    table_->retranslate();
    cumulative_->retranslate();
    annual_->retranslate();
    cashFlow_->retranslate();
    costPerHour_->retranslate();
    profile_->retranslate();
}

}  // namespace gputco::ui
