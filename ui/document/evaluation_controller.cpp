#include "ui/document/evaluation_controller.h"

#include <QElapsedTimer>
#include <QPointer>

#include "model/engine/call_audit.h"
#include "model/engine/evaluate.h"
#include "model/engine/result_check.h"
#include "ui/document/scenario_document.h"

namespace gputco::ui {

namespace {

// Everything the views show of one state of the scenario, on a worker thread.
std::shared_ptr<Evaluation> evaluateAll(const scenario::Scenario& s) {
    const engine::ControllerScope scope;
    QElapsedTimer clock;
    clock.start();
    auto e = std::make_shared<Evaluation>();
    e->scenario = s;
    e->result = engine::evaluate(s);
    e->nonFinite = engine::nonFiniteFigures(e->result);
    for (std::size_t i = 0; i < s.options.size(); ++i)
        e->utilisation.push_back(engine::ownedUtilisationByHour(s, i));
    if (s.uncertainty && !s.uncertainty->inputs.empty()) e->sensitivity = engine::sensitivity(s);
    // Only a calibrated scenario evaluates once more, without its probes.
    e->calibration = calibration::calibrationEffect(calibration::withoutCalibration(s), s, e->result);
    e->milliseconds = clock.elapsed();
    return e;
}

}  // namespace

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
    if (document_->isEvaluable())
        debounce_.start();
    else
        debounce_.stop();  // invalid input never reaches the engine
    updateStale();
}

void EvaluationController::evaluateNow() {
    debounce_.stop();
    start();
}

void EvaluationController::start() {
    if (!active_ || !document_->isEvaluable()) return;
    // A new future replaces the one in flight, whose result is then never published.
    inFlight_ = true;
    watcher_.setFuture(QtConcurrent::run([s = document_->scenario()] { return evaluateAll(s); }));
    updateStale();
}

bool EvaluationController::isPending() const {
    // Not watcher_.isRunning(): a future that has finished but whose result is not yet
    // published (its signal still queued) is pending too.
    return debounce_.isActive() || inFlight_;
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
    if (watcher_.isCanceled()) return;
    std::shared_ptr<Evaluation> e = watcher_.result();
    // Superseded by an edit made while it ran: the next result is on its way.
    if (!e || e->scenario != document_->scenario()) return;
    current_ = std::move(e);
    updateStale();
    emit evaluated(current_);
}

engine::Explanation EvaluationController::explain(const engine::FigureRef& figure) const {
    const engine::ControllerScope scope;
    return engine::explain(document_->scenario(), figure);
}

engine::Result EvaluationController::evaluateOther(const scenario::Scenario& scenario) const {
    const engine::ControllerScope scope;
    return engine::evaluate(scenario);
}

void EvaluationController::runMonteCarlo() {
    const scenario::Scenario& s = document_->scenario();
    if (isMonteCarloRunning() && monteCarloRunning_ && *monteCarloRunning_ != s) {
        // A run for an older state of the scenario: stop it and run this one when it stops.
        restartMonteCarlo_ = true;
        if (monteCarloCancel_) monteCarloCancel_->store(true);
        return;
    }
    if (isMonteCarloRunning() || !document_->isEvaluable() || !s.uncertainty || s.uncertainty->inputs.empty())
        return;
    if (isMonteCarloCurrent()) return;  // the same scenario gives the same numbers
    monteCarloCancel_ = std::make_shared<std::atomic<bool>>(false);
    monteCarloRunning_ = s;
    engine::MonteCarloSettings settings;
    settings.trials = s.uncertainty->trials;
    settings.seed = s.uncertainty->seed;
    settings.threads = 0;  // every core: the result does not depend on it
    auto cancel = monteCarloCancel_;
    QPointer<EvaluationController> self(this);
    monteCarloWatcher_.setFuture(QtConcurrent::run([s, settings, cancel, self] {
        const engine::ControllerScope scope;
        int lastPercent = -1;
        return engine::monteCarlo(
            s, settings,
            [&](int done, int total) {
                const int percent = total > 0 ? static_cast<int>(100LL * done / total) : 0;
                if (percent == lastPercent) return;
                lastPercent = percent;
                // Progress arrives on the worker; the views live on the UI thread.
                if (self)
                    QMetaObject::invokeMethod(
                        self,
                        [self, percent] {
                            if (self) emit self->monteCarloProgress(percent);
                        },
                        Qt::QueuedConnection);
            },
            cancel.get());
    }));
}

void EvaluationController::cancelMonteCarlo() {
    restartMonteCarlo_ = false;
    if (monteCarloCancel_) monteCarloCancel_->store(true);
}

bool EvaluationController::isMonteCarloRunning() const {
    return monteCarloWatcher_.isRunning();
}

bool EvaluationController::isMonteCarloCurrent() const {
    return monteCarlo_ && monteCarloScenario_ && *monteCarloScenario_ == document_->scenario();
}

void EvaluationController::onMonteCarloDone() {
    engine::MonteCarloResult result = monteCarloWatcher_.result();
    if (result.cancelled) {
        monteCarloRunning_.reset();
        if (restartMonteCarlo_) {
            restartMonteCarlo_ = false;
            runMonteCarlo();
            return;
        }
        emit monteCarloCancelled();
        return;
    }
    monteCarlo_ = std::make_shared<const engine::MonteCarloResult>(std::move(result));
    monteCarloScenario_ = monteCarloRunning_;
    monteCarloRunning_.reset();
    emit monteCarloFinished(monteCarlo_);
}

}  // namespace gputco::ui
