#include "ui/document/evaluation_controller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QThread>
#include <utility>

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/explain.h"
#include "model/engine/result_check.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

namespace {

// Everything the views show of one state of the scenario, on a worker thread: each figure of
// `watched` explained too.
std::shared_ptr<Evaluation> evaluateAll(const scenario::Scenario& s,
                                        const std::vector<engine::FigureRef>& watched) {
    const engine::ControllerScope scope;
    QElapsedTimer clock;
    clock.start();
    auto e = std::make_shared<Evaluation>();
    e->scenario = s;
    // Sized once: the views show this sizing and evaluate() prices the jobs from it.
    if (s.demand.jobs) e->sizing = engine::sizing(s);
    engine::EvaluateOptions options;
    options.sizing = e->sizing ? &*e->sizing : nullptr;
    e->result = engine::evaluate(s, options);
    e->nonFinite = engine::nonFiniteFigures(e->result);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        e->utilisation.push_back(engine::ownedUtilisationByHour(s, i));
    if (s.uncertainty && !s.uncertainty->inputs.empty()) e->sensitivity = engine::sensitivity(s);
    // Only a calibrated scenario evaluates once more, without its probes.
    e->calibration = calibration::calibrationEffect(calibration::withoutCalibration(s), s, e->result);
    for (const engine::FigureRef& figure : watched)
        if (!e->explanationOf(figure)) e->explanations.emplace_back(figure, engine::explain(s, figure));
    e->milliseconds = clock.elapsed();
    return e;
}

std::function<void()>& beforeEachJob() {
    static std::function<void()> hook;
    return hook;
}

std::function<void()>& beforeEachMonteCarlo() {
    static std::function<void()> hook;
    return hook;
}

// Reports come from the worker; `to` lives on the UI thread and may be gone when they arrive.
template <class F>
void onUiThread(const QPointer<EvaluationController>& to, F f) {
    QMetaObject::invokeMethod(
        QCoreApplication::instance(),
        [to, f] {
            if (to) f();
        },
        Qt::QueuedConnection);
}

}  // namespace

const engine::Explanation* Evaluation::explanationOf(const engine::FigureRef& figure) const {
    for (const auto& [ref, explanation] : explanations)
        if (ref == figure) return &explanation;
    return nullptr;
}

EvaluationController::EvaluationController(ScenarioDocument* document, QObject* parent)
    : QObject(parent), document_(document) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(kDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &EvaluationController::start);
    connect(&watcher_, &QFutureWatcher<std::shared_ptr<Evaluation>>::finished, this,
            &EvaluationController::onFinished);
    connect(&monteCarloWatcher_, &QFutureWatcher<engine::MonteCarloResult>::finished, this,
            &EvaluationController::onMonteCarloDone);
    connect(document_, &ScenarioDocument::changed, this, &EvaluationController::onDocumentChanged);
}

EvaluationController::~EvaluationController() {
    if (monteCarloCancel_) monteCarloCancel_->store(true);
    // The workers hold copies of the scenario, never a pointer into the window: waiting here
    // only keeps the thread pool tidy at exit.
    watcher_.waitForFinished();
    monteCarloWatcher_.waitForFinished();
}

long long EvaluationController::engineCalls() {
    return engine::controlledEngineCalls();
}

void EvaluationController::setActive(bool active) {
    active_ = active;
    if (active_) onDocumentChanged();
}

void EvaluationController::onDocumentChanged() {
    if (!active_) return;
    stopBackgroundMonteCarlo();
    if (!document_->isEvaluable()) {
        debounce_.stop();  // invalid input never reaches the engine
        queued_ = false;
    } else if (inFlight_) {
        queued_ = true;  // started when the job in flight ends, with the document as it is then
    } else {
        debounce_.start();
    }
    updateStale();
}

void EvaluationController::stopBackgroundMonteCarlo() {
    // The expected saving of a state the user has left is never shown: its core goes to the
    // evaluation and the painting of the new state, and the Costs page asks for the new
    // state's run once its figures are on screen. A run the user asked for (the Risk page's
    // Run) is left to requestMonteCarlo, which redoes it for the new state.
    if (!monteCarloRunning_ || runningUse_ != MonteCarloUse::Background || restartMonteCarlo_) return;
    backgroundStopped_ = true;
    if (monteCarloCancel_) monteCarloCancel_->store(true);
}

void EvaluationController::evaluateNow() {
    debounce_.stop();
    queued_ = false;
    start();
}

void EvaluationController::setBeforeEachJob(std::function<void()> hook) {
    beforeEachJob() = std::move(hook);
}

void EvaluationController::setBeforeEachMonteCarlo(std::function<void()> hook) {
    beforeEachMonteCarlo() = std::move(hook);
}

void EvaluationController::start() {
    if (!active_ || !document_->isEvaluable()) return;
    // A new future replaces the one in flight, whose result is then never published.
    inFlight_ = true;
    watcher_.setFuture(
        QtConcurrent::run([s = document_->scenario(), watched = watched_, hook = beforeEachJob()] {
            if (hook) hook();
            return evaluateAll(s, watched);
        }));
    updateStale();
}

bool EvaluationController::isPending() const {
    // Not watcher_.isRunning(): a future that has finished but whose result is not yet
    // published (its signal still queued) is pending too.
    return debounce_.isActive() || inFlight_ || queued_;
}

bool EvaluationController::isStale() const {
    return !current_ || !document_->isEvaluable() || isPending() ||
           current_->scenario != document_->scenario();
}

void EvaluationController::updateStale() {
    // Only a state the user can see counts: an invalid input, not the few milliseconds of a
    // pending evaluation.
    const bool stale = current_ && !document_->isEvaluable();
    if (stale == stale_) return;
    stale_ = stale;
    emit staleChanged(stale_);
}

void EvaluationController::onFinished() {
    inFlight_ = false;
    std::shared_ptr<Evaluation> e = watcher_.isCanceled() ? nullptr : watcher_.result();
    if (queued_) {
        queued_ = false;
        start();  // the document changed meanwhile: its result follows
    }
    // Superseded by an edit made while it ran: the next result is on its way.
    if (!e || e->scenario != document_->scenario()) return;
    current_ = std::move(e);
    explained_.clear();
    updateStale();
    emit evaluated(current_);
}

engine::Explanation EvaluationController::explain(const engine::FigureRef& figure) const {
    const bool current = current_ && current_->scenario == document_->scenario();
    if (current) {
        if (const engine::Explanation* e = current_->explanationOf(figure)) return *e;
        for (const auto& [ref, explanation] : explained_)
            if (ref == figure) return explanation;
    }
    const engine::ControllerScope scope;
    engine::Explanation e = engine::explain(document_->scenario(), figure);
    if (current) explained_.emplace_back(figure, e);
    return e;
}

void EvaluationController::watch(const engine::FigureRef& figure) {
    watched_.push_back(figure);
}

void EvaluationController::unwatch(const engine::FigureRef& figure) {
    const auto it = std::find(watched_.begin(), watched_.end(), figure);
    if (it != watched_.end()) watched_.erase(it);
}

engine::Result EvaluationController::evaluateOther(const scenario::Scenario& scenario) const {
    const engine::ControllerScope scope;
    return engine::evaluate(scenario);
}

void EvaluationController::requestMonteCarlo(MonteCarloUse use) {
    const scenario::Scenario& s = document_->scenario();
    if (isMonteCarloRunning() && monteCarloRunning_ && *monteCarloRunning_ != s) {
        // A run for an older state of the scenario: stop it and run this one when it stops.
        if (!restartMonteCarlo_ || use == MonteCarloUse::Asked) restartUse_ = use;
        restartMonteCarlo_ = true;
        if (monteCarloCancel_) monteCarloCancel_->store(true);
        return;
    }
    if (isMonteCarloRunning() || !document_->isEvaluable() || !s.uncertainty || s.uncertainty->inputs.empty())
        return;
    if (isMonteCarloCurrent()) return;  // the same scenario gives the same numbers
    monteCarloCancel_ = std::make_shared<std::atomic<bool>>(false);
    monteCarloRunning_ = s;
    runningUse_ = use;
    engine::MonteCarloSettings settings;
    settings.trials = s.uncertainty->trials;
    settings.seed = s.uncertainty->seed;
    // Every core when asked for, all but one in the background: the result does not depend on it.
    settings.threads = use == MonteCarloUse::Asked ? 0 : std::max(1, QThread::idealThreadCount() - 1);
    auto cancel = monteCarloCancel_;
    QPointer<EvaluationController> self(this);
    monteCarloWatcher_.setFuture(
        QtConcurrent::run([s, settings, cancel, self, hook = beforeEachMonteCarlo()] {
            if (hook) hook();
            const engine::ControllerScope scope;
            int lastPercent = -1;
            return engine::monteCarlo(
                s, settings,
                [&](int done, int total) {
                    const int percent = total > 0 ? static_cast<int>(100LL * done / total) : 0;
                    if (percent == lastPercent) return;
                    lastPercent = percent;
                    onUiThread(self, [self, percent] { emit self->monteCarloProgress(percent); });
                },
                cancel.get());
        }));
}

void EvaluationController::requestReportAnalyses(const scenario::Scenario& s, Progress progress,
                                                 CancelFlag cancel,
                                                 std::function<void(const engine::Analyses&)> done) {
    // The Risk page's run of this very scenario has the report's trials and seed.
    const std::shared_ptr<const engine::MonteCarloResult> ran =
        monteCarlo_ && monteCarloScenario_ && *monteCarloScenario_ == s ? monteCarlo_ : nullptr;
    QPointer<EvaluationController> self(this);
    runJob<engine::Analyses>(
        [s, ran, progress, cancel, self] {
            return engine::analyses(
                s, ran.get(),
                [&](int percent) {
                    if (progress) onUiThread(self, [progress, percent] { progress(percent); });
                },
                cancel.get());
        },
        std::move(done));
}

void EvaluationController::requestTrials(const scenario::Scenario& s,
                                         const engine::MonteCarloSettings& settings, Progress progress,
                                         CancelFlag cancel,
                                         std::function<void(const engine::MonteCarloResult&)> done) {
    QPointer<EvaluationController> self(this);
    runJob<engine::MonteCarloResult>(
        [s, settings, progress, cancel, self] {
            if (cancel && cancel->load()) {  // cancelled before it started: nothing is run
                engine::MonteCarloResult none;
                none.cancelled = true;
                return none;
            }
            int last = -1;
            return engine::monteCarlo(
                s, settings,
                [&](int finished, int total) {
                    const int percent = total > 0 ? static_cast<int>(100LL * finished / total) : 0;
                    if (percent == last || !progress) return;
                    last = percent;
                    onUiThread(self, [progress, percent] { progress(percent); });
                },
                cancel.get());
        },
        std::move(done));
}

void EvaluationController::requestOptimise(const scenario::Scenario& s, std::size_t option,
                                           const engine::OptimiseConstraints& constraints,
                                           std::function<void(std::size_t)> evaluated, CancelFlag cancel,
                                           std::function<void(const engine::OptimiseResult&)> done) {
    QPointer<EvaluationController> self(this);
    runJob<engine::OptimiseResult>(
        [s, option, constraints, evaluated, cancel, self] {
            return engine::optimise(
                s, option, constraints,
                [&](std::size_t count) {
                    if (evaluated && count % 16 == 0)
                        onUiThread(self, [evaluated, count] { evaluated(count); });
                },
                cancel.get());
        },
        std::move(done));
}

void EvaluationController::requestSpider(const scenario::Scenario& s, std::size_t option,
                                         std::function<void(const engine::SpiderResult&)> done) {
    runJob<engine::SpiderResult>([s, option] { return engine::spider(s, option); }, std::move(done));
}

bool EvaluationController::isMonteCarloDeclined() const {
    return monteCarloDeclined_ && *monteCarloDeclined_ == document_->scenario();
}

void EvaluationController::cancelMonteCarlo() {
    restartMonteCarlo_ = false;
    // The user stops the run of the scenario as it is now (the one running may be an older
    // state's, waiting to be redone for this one).
    monteCarloDeclined_ = document_->scenario();
    if (monteCarloCancel_) monteCarloCancel_->store(true);
}

bool EvaluationController::isMonteCarloRunning() const {
    // From the request on: a run waiting for a thread of the pool is not yet "running" to its
    // future, and a test (or the window) that asked whether the trials are done would be told yes.
    return monteCarloRunning_.has_value() || monteCarloWatcher_.isRunning();
}

bool EvaluationController::isMonteCarloCurrent() const {
    return monteCarlo_ && monteCarloScenario_ && *monteCarloScenario_ == document_->scenario();
}

void EvaluationController::onMonteCarloDone() {
    engine::MonteCarloResult result = monteCarloWatcher_.result();
    const bool stoppedByEdit = std::exchange(backgroundStopped_, false);
    if (result.cancelled) {
        monteCarloRunning_.reset();
        if (restartMonteCarlo_) {
            restartMonteCarlo_ = false;
            requestMonteCarlo(restartUse_);
            return;
        }
        // Nobody cancelled a run the controller stopped for an edit: the next evaluation asks again.
        if (stoppedByEdit)
            emit backgroundMonteCarloStopped();
        else
            emit monteCarloCancelled();
        return;
    }
    monteCarloDeclined_.reset();
    monteCarlo_ = std::make_shared<const engine::MonteCarloResult>(std::move(result));
    monteCarloScenario_ = monteCarloRunning_;
    monteCarloRunning_.reset();
    emit monteCarloFinished(monteCarlo_);
}

}  // namespace gputco::ui
