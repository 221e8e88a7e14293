// The only caller of the engine in the app (DESIGN.md, Data flow): one debounce (to the next
// event-loop pass), one worker, cancellation, and the latest Evaluation, published as a shared
// pointer every view keeps and redraws from. A stale result is never published: edits made
// while a job runs are evaluated by one job after it, and the job's own result is dropped.
// Beside the result, the derived figures the views show (owned utilisation by hour of week,
// the tornado, the calibration effect) are computed in the same job; the Monte Carlo runs on
// request, with progress and cancel; an explanation, a comparison and the report's risk pages
// go through it too. Every engine call it makes is counted as the controller's (call_audit.h),
// which is how a test checks that no view calls the engine itself.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "model/calibration/calibration_effect.h"
#include "model/engine/analyses.h"
#include "model/engine/explain.h"
#include "model/engine/monte_carlo.h"
#include "model/engine/owned_utilisation.h"
#include "model/engine/result.h"
#include "model/engine/sensitivity.h"
#include "model/engine/sizing.h"
#include "model/scenario/scenario.h"

namespace gputco::ui {

class ScenarioDocument;

// One evaluation of one state of the scenario, and what is derived from it.
struct Evaluation {
    scenario::Scenario scenario;  // exactly what was evaluated
    engine::Result result;
    // With jobs: the demand sized from them (MODEL.md section 3), computed once and given to
    // evaluate() too; the Sizing page, the Costs page's demand card and the inputs panel show it.
    std::optional<engine::SizingResult> sizing;
    // Per option: how busy its owned cluster is by hour of week; none for an option that owns nothing.
    std::vector<std::optional<engine::HourOfWeekValues>> utilisation;
    // The tornado, when the scenario has uncertain inputs.
    std::optional<engine::SensitivityResult> sensitivity;
    // Each GPU model's speed and each option's cost per reference GPU-hour without and with its
    // probe calibrations.
    calibration::CalibrationEffect calibration;
    std::vector<std::string> nonFinite;  // figures that are not finite (never shown as numbers)
    // The figures open in explanation windows when this state was evaluated, explained on the
    // worker with it, so that an open window follows each edit without engine work on the UI
    // thread.
    std::vector<std::pair<engine::FigureRef, engine::Explanation>> explanations;
    qint64 milliseconds = 0;

    // The explanation of `figure` computed with this evaluation; null when it was not open.
    const engine::Explanation* explanationOf(const engine::FigureRef& figure) const;
};

class EvaluationController : public QObject {
    Q_OBJECT
public:
    explicit EvaluationController(ScenarioDocument* document, QObject* parent = nullptr);
    ~EvaluationController() override;

    // A burst of edits made in one event-loop pass (an undo of many, a paste, a macro) is one
    // evaluation: the controller evaluates at the next pass, not after a fixed delay, so a
    // keystroke's figures are on screen within one frame (issue #35). Edits made while a job
    // runs are gathered into one job started when it ends: never more than one evaluation on
    // the worker, so typing fast does not pile superseded jobs onto the cores the UI paints
    // with. (15 ms before issue #16, then 5 ms: a quarter of the edit-to-redrawn time.)
    static constexpr int kDebounceMs = 0;

    // Starts evaluating on every change of the document (a window with no scenario yet waits).
    void setActive(bool active);
    // A test's seam: run on the worker at the start of each evaluation job started from now
    // on (a test holds one there to type while it is in flight); null removes it.
    static void setBeforeEachJob(std::function<void()> hook);
    // The same seam for the Monte Carlo runs the controller starts itself (a test holds one
    // there to edit while it runs, whatever the speed of the machine's cores).
    static void setBeforeEachMonteCarlo(std::function<void()> hook);
    // Evaluates now, without the debounce.
    void evaluateNow();

    // The latest evaluation; null before the first. It may be for an older state of the
    // document when that state is invalid (isStale()).
    std::shared_ptr<const Evaluation> current() const { return current_; }
    // An evaluation is waiting in the debounce or running.
    bool isPending() const;
    // What is shown is not the document's scenario: an input is invalid, or an edit is pending.
    bool isStale() const;

    // The Monte Carlo of the document's scenario, with its own trials and seed, in the
    // background; a run for an older state is stopped and redone. A run nobody asked for (the
    // Costs page's expected saving, redone after every edit) leaves a core to the UI thread,
    // which lays out and paints each edit's figures meanwhile; the numbers do not depend on it.
    enum class MonteCarloUse { Asked, Background };
    void requestMonteCarlo(MonteCarloUse use = MonteCarloUse::Asked);
    void cancelMonteCarlo();
    bool isMonteCarloRunning() const;
    std::shared_ptr<const engine::MonteCarloResult> monteCarlo() const { return monteCarlo_; }
    // The last complete run is for the scenario as it is now.
    bool isMonteCarloCurrent() const;
    // The user cancelled a run of the scenario as it is now: nothing asks for it again by itself
    // (the Costs page's expected saving), only the Risk page's Run.
    bool isMonteCarloDeclined() const;

    // The explanation of one figure of the document's scenario (which must be valid): the one
    // the worker computed with the current evaluation when the figure is watched, else computed
    // now and kept for as long as this evaluation is the current one.
    engine::Explanation explain(const engine::FigureRef& figure) const;
    // A figure shown in an explanation window: explained with every evaluation, on the worker,
    // until unwatched (once per watch).
    void watch(const engine::FigureRef& figure);
    void unwatch(const engine::FigureRef& figure);
    // Evaluates another scenario (a file or a revision to compare with): a fraction of a
    // millisecond, so at once.
    engine::Result evaluateOther(const scenario::Scenario& scenario) const;

    // Percent done, 0..100, on the UI thread; and the flag that stops the work when set.
    using Progress = std::function<void(int percent)>;
    using CancelFlag = std::shared_ptr<std::atomic<bool>>;
    // What the report prints beside the evaluation (engine/analyses.h: the tornado and the
    // Monte Carlo, the optimised options' searches) of `scenario`, on the worker; a finished
    // Monte Carlo of that very scenario (the Risk page's) is reused, not run again. `done` is
    // called on the UI thread, unless this controller is gone by then.
    void requestReportAnalyses(const scenario::Scenario& scenario, Progress progress, CancelFlag cancel,
                               std::function<void(const engine::Analyses&)> done);
    // A Monte Carlo of `scenario` with `settings` (the workbook's keeps every trial, which the
    // Risk page's run does not), on the worker.
    void requestTrials(const scenario::Scenario& scenario, const engine::MonteCarloSettings& settings,
                       Progress progress, CancelFlag cancel,
                       std::function<void(const engine::MonteCarloResult&)> done);
    // The capacity-mix optimiser (engine/optimiser.h) for `option` of `scenario`, on the worker;
    // `evaluated` hears how many mixes are done (on the UI thread, every 16th).
    void requestOptimise(const scenario::Scenario& scenario, std::size_t option,
                         const engine::OptimiseConstraints& constraints,
                         std::function<void(std::size_t evaluated)> evaluated, CancelFlag cancel,
                         std::function<void(const engine::OptimiseResult&)> done);
    // The spider (engine::spider) of `option` against the baseline in `scenario`, on the worker:
    // 19 evaluations an input, asked for by the Risk page only while it is shown.
    void requestSpider(const scenario::Scenario& scenario, std::size_t option,
                       std::function<void(const engine::SpiderResult&)> done);
    // Runs `job` on a worker as the controller's work and gives its result to `done` on the
    // UI thread.
    template <class T>
    void runJob(std::function<T()> job, std::function<void(const T&)> done);

    // Engine calls made by the controller, for the test that no view makes one.
    static long long engineCalls();

signals:
    // A new evaluation of the document's (valid) scenario is published.
    void evaluated(const std::shared_ptr<const Evaluation>& evaluation);
    // isStale() changed: the views mark what they show as out of date, or no longer.
    void staleChanged(bool stale);
    void monteCarloProgress(int percent);
    void monteCarloFinished(const std::shared_ptr<const engine::MonteCarloResult>& result);
    void monteCarloCancelled();
    // A background run was stopped because the document changed (not by the user).
    void backgroundMonteCarloStopped();

private:
    void onDocumentChanged();
    void stopBackgroundMonteCarlo();
    void start();
    void onFinished();
    void onMonteCarloDone();
    void updateStale();

    ScenarioDocument* document_;
    QTimer debounce_;
    bool inFlight_ = false;  // an evaluation started and not yet finished or published
    bool queued_ = false;    // the document changed while one was in flight: evaluate again
    QFutureWatcher<std::shared_ptr<Evaluation>> watcher_;
    std::shared_ptr<const Evaluation> current_;
    bool active_ = false;
    bool stale_ = false;

    QFutureWatcher<engine::MonteCarloResult> monteCarloWatcher_;
    std::shared_ptr<std::atomic<bool>> monteCarloCancel_;
    std::optional<scenario::Scenario> monteCarloRunning_;
    std::optional<scenario::Scenario> monteCarloScenario_;
    std::shared_ptr<const engine::MonteCarloResult> monteCarlo_;
    bool restartMonteCarlo_ = false;
    MonteCarloUse restartUse_ = MonteCarloUse::Asked;  // how the run waiting to be redone was asked for
    MonteCarloUse runningUse_ = MonteCarloUse::Asked;  // how the run in progress was asked for
    bool backgroundStopped_ = false;  // the background run in progress was stopped by an edit
    std::optional<scenario::Scenario> monteCarloDeclined_;  // the scenario whose run was cancelled

    std::vector<engine::FigureRef> watched_;
    // Explanations computed on the UI thread for the current evaluation (cleared with each new one).
    mutable std::vector<std::pair<engine::FigureRef, engine::Explanation>> explained_;
};

}  // namespace gputco::ui

#include "ui/document/evaluation_controller_jobs.h"
