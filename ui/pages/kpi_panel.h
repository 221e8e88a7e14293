// The row of key figures above the table (model revision 2): the cheapest option, its NPV
// saving against the baseline (with the expected saving of the Monte Carlo beside it when
// inputs are uncertain, and the financing NPV of a loan), its MIRR (the IRR in the tool tip,
// and a note when the IRR is above 100 % a year), profitability index, payback and levelised
// cost; and a red card for every option whose result carries a warning (unserved demand makes
// an option look cheaper than it is; a commitment past the horizon is left out or settled);
// and a blue note for every option that lacks a cost line the baseline carries, or carries one
// it lacks (engine/like_for_like.h): the lines and their PV, never a block. The warning and
// note cards are folded into one line that says how many there are and of what kind, and
// opens them (issue #34: three cards pushed the comparison below the fold at 1280x720).
#pragma once

#include <QString>
#include <QWidget>
#include <memory>
#include <optional>
#include <vector>

#include "model/engine/explain.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/result.h"
#include "ui/pages/kpi_card.h"

class QGridLayout;
class QHBoxLayout;
class QPushButton;
class QVBoxLayout;

namespace gputco::ui {

class KpiPanel : public QWidget {
    Q_OBJECT
public:
    explicit KpiPanel(QWidget* parent = nullptr);

    // Keeps the pointer: the controller's results are never changed after they are published.
    void setResult(std::shared_ptr<const engine::Result> result);
    // A copy of `result`, for a caller that holds a plain value.
    void setResult(const engine::Result& result) {
        setResult(std::make_shared<const engine::Result>(result));
    }
    // The Monte Carlo run on the scenario on screen (its mean NPV saving is the expected one),
    // or null when there is none for it; `pending` when one is on its way.
    // `drifted`: how many uncertain inputs no longer match their value in the inputs
    // (scenario::uncertainDrift): the expected saving then says it rests on the Risk page's
    // distributions, not on the inputs shown.
    void setMonteCarlo(const engine::MonteCarloResult* result, bool pending, int drifted = 0);
    // When the demand comes from the Sizing page's jobs (it replaces the GPUs typed under
    // Demand), a card says so beside the figures: adding a service there changes every figure
    // here. `typedGpus` is what the Demand field holds; `jobCount` the jobs. Shown from the
    // next setResult().
    // A service that does not fit the MIG slices of an option's source: that option cannot
    // serve it (engine::MigReplicas with fits false). Counted in the demand card's words; its
    // own card comes from the engine's warning (WarningCode::SliceTooSmall).
    struct MigShortfall {
        std::size_t option = 0;
        std::size_t source = 0;
        QString job;  // as shown (io::shownText)
        QString gpu;
        QString profile;
        double sliceGb = 0;
        double needGb = 0;
    };
    struct JobsDemand {
        double jobsGpus = 0;
        double typedGpus = 0;
        std::size_t jobCount = 0;
        std::vector<MigShortfall> shortfalls;
        bool addsToTyped = false;  // the jobs add to typedGpus (jobsGpus includes it)
    };
    void setJobsDemand(const std::optional<JobsDemand>& demand);
    void clear();
    // Re-renders the captions and numbers in the current language.
    void retranslate();

    KpiCard* cheapestCard() const { return cheapest_; }
    KpiCard* savingCard() const { return saving_; }
    KpiCard* mirrCard() const { return mirr_; }
    KpiCard* profitabilityCard() const { return profitability_; }
    KpiCard* paybackCard() const { return payback_; }
    KpiCard* levelisedCard() const { return levelised_; }
    const std::vector<KpiCard*>& warningCards() const { return warningCards_; }
    // The one line the warning cards are folded into ("3 notes: not like for like (2), …"): a
    // click, or Space with the focus on it, opens them; shown only when there are cards.
    QPushButton* warningsSummary() const { return summary_; }
    bool warningsExpanded() const { return expanded_; }
    void setWarningsExpanded(bool expanded);
    // How many key figures stand in a row now (6, 3 or 2, as the width allows).
    int columns() const { return columns_; }
    QSize minimumSizeHint() const override;

signals:
    // A key figure was clicked: the figure it shows, of the option it is about.
    void explainRequested(const engine::FigureRef& figure);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    static constexpr int kWideColumns = 6;
    static int columnsFor(int width);
    void placeCards(int columns);
    void render();
    void cardActivated(KpiCard* card);

    std::shared_ptr<const engine::Result> result_;
    KpiCard* cheapest_;
    KpiCard* saving_;
    KpiCard* mirr_;
    KpiCard* profitability_;
    KpiCard* payback_;
    KpiCard* levelised_;
    std::vector<std::optional<double>> expectedSaving_;  // per option, the Monte Carlo mean
    std::vector<std::optional<double>> decisionHolds_;   // per option, P(NPV saving > 0)
    int expectedTrials_ = 0;
    bool monteCarloPending_ = false;
    int drifted_ = 0;
    std::optional<JobsDemand> jobsDemand_;
    QGridLayout* cards_ = nullptr;
    int columns_ = 0;
    QVBoxLayout* warningsLayout_;
    std::vector<KpiCard*> warningCards_;  // shown now: the first of warningPool_
    std::vector<KpiCard*> warningPool_;
    // `what`: the card's kind in a few words for the summary line ("unserved demand").
    KpiCard* nextWarningCard(const QString& what, KpiCard::Kind kind = KpiCard::Kind::Warning);
    void renderSummary();
    void elideSummary();
    QPushButton* summary_ = nullptr;
    QWidget* warningsBox_ = nullptr;
    bool expanded_ = false;
    QStringList warningWhats_;  // per shown card, its words for the summary
    QString summaryText_;       // the summary whole (elided on the button to its width)
};

}  // namespace gputco::ui
