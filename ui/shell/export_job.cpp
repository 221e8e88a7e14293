#include "ui/shell/export_job.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPointer>
#include <optional>
#include <vector>

#include "model/io/scenario_writer.h"
#include "model/io/workbook/audit_workbook.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/preferences.h"
#include "ui/document/scenario_document.h"
#include "ui/report/report_optimised.h"
#include "ui/report/report_risk.h"
#include "ui/report/report_writer.h"
#include "ui/report/workbook_words_ui.h"

namespace gputco::ui {

namespace {

// The report's progress: the risk pages are most of the work, the pages the rest.
constexpr int kRiskShare = 80;
// The workbook's: its Monte Carlo run, then the sheets.
constexpr int kWorkbookRiskShare = 60;

}  // namespace

ExportJob::ExportJob(Kind kind, const QString& path, ScenarioDocument* document,
                     EvaluationController* controller, QObject* parent)
    : QObject(parent), kind_(kind), path_(path), document_(document), controller_(controller) {}

ExportJob::~ExportJob() {
    cancelled_->store(true);
}

QString ExportJob::refusal(Kind kind) {
    return kind == Kind::Report
               ? tr("Fix the scenario's problems first: the report shows only valid results")
               : tr("Fix the scenario's problems first: the workbook holds only valid results");
}

bool ExportJob::isFinished() const {
    return state_ == State::Done || state_ == State::Failed || state_ == State::Cancelled;
}

void ExportJob::start() {
    if (!controller_->isPending()) {
        begin();
        return;
    }
    // An export is of the scenario as it stands: the evaluation of an edit made a moment ago
    // is waited for, as a signal, with the event loop the window's own.
    reportProgress(0, tr("Waiting for the latest results…"), true);
    if (isFinished()) return;  // cancelled at that first report
    connect(controller_, &EvaluationController::evaluated, this, &ExportJob::onEvaluated);
    connect(document_, &ScenarioDocument::changed, this, &ExportJob::onDocumentChanged);
}

void ExportJob::onEvaluated() {
    if (!controller_->isPending()) begin();  // else a newer edit is on its way: wait for it
}

void ExportJob::onDocumentChanged() {
    // An invalid input is never evaluated: no evaluation is coming for this export.
    if (!document_->isEvaluable()) end(State::Failed, refusal(kind_));
}

void ExportJob::begin() {
    disconnect(controller_, nullptr, this, nullptr);
    disconnect(document_, nullptr, this, nullptr);
    const std::shared_ptr<const Evaluation> shown = controller_->current();
    if (!shown || controller_->isStale()) {
        end(State::Failed, refusal(kind_));
        return;
    }
    if (kind_ == Kind::Report)
        computeReport(shown);
    else
        writeWorkbook(shown);
}

template <class T>
void ExportJob::onWorker(const QString& what, std::function<T(const std::function<void(int)>& progress)> work,
                         std::function<void(const T&)> then) {
    reportProgress(0, what, true);
    QPointer<ExportJob> self(this);
    // The worker's reports come back queued to this thread, where the bar is, through the
    // application (which outlives the worker): the job itself may be gone by then, and is
    // looked at only here.
    const std::function<void(int)> progress = [self, what](int percent) {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [self, what, percent] {
                if (self) self->reportProgress(percent, what, true);
            },
            Qt::QueuedConnection);
    };
    controller_->runJob<T>([work, progress] { return work(progress); },
                           [self, then](const T& result) {
                               if (self) then(result);
                           });
}

void ExportJob::computeReport(const std::shared_ptr<const Evaluation>& shown) {
    state_ = State::Computing;
    report::ReportOptions options;
    if (QLocale::system().measurementSystem() == QLocale::ImperialUSSystem) options.page = QPageSize::Letter;
    report::ReportInput input = report::makeReportInput(shown->scenario, shown->result, document_->filePath(),
                                                        Preferences::load().preparedBy, QDate::currentDate());
    input.sizing = shown->sizing;
    if (document_->isModified() || document_->filePath().isEmpty()) {
        // The footer leads back to content: with unsaved changes that is not the file on
        // disk, so the hash is of the scenario as it would be saved, and the name says so.
        const QString name = document_->filePath().isEmpty() ? document_->displayName()
                                                             : QFileInfo(document_->filePath()).fileName();
        input.fileSha256 = QString::fromLatin1(io::contentHash(io::writeScenarioJson(shown->scenario)));
        input.fileName = tr("%1 (unsaved changes)").arg(name);
    }
    // The scenario's own trials and seed, so the report is the same whether or not the Risk
    // page was run.
    reportProgress(0, tr("Computing the risk pages…"), true);
    QPointer<ExportJob> self(this);
    controller_->requestReportAnalyses(
        shown->scenario,
        [self](int percent) {
            if (self) self->reportProgress(percent * kRiskShare / 100, tr("Computing the risk pages…"), true);
        },
        cancelled_,
        [self, this, input, options, s = shown->scenario](const engine::Analyses& analyses) mutable {
            if (!self) return;
            if (cancelled_->load()) {
                end(State::Cancelled, cancelledMessage());
                return;
            }
            state_ = State::Writing;
            const std::optional<report::ReportRisk> risk =
                analyses.risk ? std::optional(report::reportRisk(s, *analyses.risk)) : std::nullopt;
            input.risk = risk ? &*risk : nullptr;
            input.optimisations = &analyses.optimisations;
            // Drawing the pages takes a moment on this thread (the charts are widgets); it
            // cannot be stopped half-way without leaving no report, so cancel is offered only
            // before it.
            const QString what = tr("Writing the pages…");
            reportProgress(kRiskShare, what, false);
            const report::ReportOutcome outcome =
                report::writeReport(input, path_, options, [&](int done, int total) {
                    reportProgress(kRiskShare + (100 - kRiskShare) * done / std::max(total, 1), what, false);
                });
            if (!outcome.ok)
                end(State::Failed, outcome.error);
            else
                end(State::Done, tr("Report written to %1").arg(QDir::toNativeSeparators(path_)));
        });
}

void ExportJob::writeWorkbook(const std::shared_ptr<const Evaluation>& shown) {
    // The workbook runs no analysis: its tornado is the one the controller computed with this
    // evaluation, and its Monte Carlo, which must keep every trial (the Risk sheet lists them,
    // the Risk page's run does not keep them), the controller runs first with the scenario's
    // own trials and seed. Then the workbook is built and written on a worker, in the app's
    // language.
    if (!shown->sensitivity) {
        writeWorkbookFile(shown, std::nullopt);
        return;
    }
    const QString what = tr("Writing the workbook…");
    reportProgress(0, what, true);
    if (isFinished()) return;  // cancelled at that first report: no trials are run
    QPointer<ExportJob> self(this);
    controller_->requestTrials(
        shown->scenario, io::workbook::riskSettings(shown->scenario),
        [self, what](int percent) {
            if (self) self->reportProgress(percent * kWorkbookRiskShare / 100, what, true);
        },
        cancelled_,
        [self, shown](const engine::MonteCarloResult& trials) {
            if (!self) return;
            if (trials.cancelled || self->cancelled_->load()) {
                self->end(State::Cancelled, self->cancelledMessage());
                return;
            }
            self->writeWorkbookFile(shown, io::workbook::WorkbookRisk{*shown->sensitivity, trials});
        });
}

void ExportJob::writeWorkbookFile(const std::shared_ptr<const Evaluation>& shown,
                                  std::optional<io::workbook::WorkbookRisk> risk) {
    state_ = State::Writing;
    const int share = risk ? kWorkbookRiskShare : 0;
    onWorker<io::workbook::WorkbookOutcome>(
        tr("Writing the workbook…"),
        [s = shown->scenario, r = shown->result, risk = std::move(risk), share, path = path_,
         cancel = cancelled_](const std::function<void(int)>& progress) {
            const report::AppWorkbookText words;
            return io::workbook::writeAuditWorkbook(s, r, risk, words, path, [&](double done) {
                progress(share + static_cast<int>(done * (100 - share)));
                return !cancel->load();
            });
        },
        [this](const io::workbook::WorkbookOutcome& outcome) {
            if (outcome.cancelled)
                end(State::Cancelled, cancelledMessage());
            else if (!outcome.ok)
                end(State::Failed,
                    tr("The workbook was not written: %1").arg(QString::fromStdString(outcome.error)));
            else
                end(State::Done, tr("Workbook written to %1").arg(QDir::toNativeSeparators(path_)));
        });
}

void ExportJob::reportProgress(int percent, const QString& what, bool cancellable) {
    // The worker's reports are queued: one may arrive after the pages are being written, and
    // a bar never goes back.
    if (isFinished() || percent < percent_ || (percent == percent_ && what == what_ && cancellable)) return;
    percent_ = percent;
    what_ = what;
    emit progress(percent, what, cancellable);
}

void ExportJob::cancel() {
    if (isFinished()) return;
    cancelled_->store(true);
    // Nothing started yet: nothing to stop. The worker, once running, ends the job itself.
    if (state_ == State::WaitingForEvaluation) end(State::Cancelled, cancelledMessage());
}

QString ExportJob::cancelledMessage() const {
    return kind_ == Kind::Report ? tr("Export cancelled: no report was written")
                                 : tr("Export cancelled: no workbook was written");
}

void ExportJob::end(State state, const QString& message) {
    if (isFinished()) return;
    disconnect(controller_, nullptr, this, nullptr);
    disconnect(document_, nullptr, this, nullptr);
    state_ = state;
    emit ended(state, message);
}

}  // namespace gputco::ui
