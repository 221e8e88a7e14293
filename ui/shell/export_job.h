// One export of the scenario as it stands (the PDF report or the audit workbook) as a job
// driven by signals, not a nested event loop (issue #35): it waits for the evaluation still on
// its way (the controller's evaluated()), computes on the controller's worker, writes the file
// (one safe write: a failure leaves nothing, and is said as one) and ends Done, Failed or
// Cancelled, saying so once in ended(). Between its steps control is back in the window's
// event loop, so the window stays usable, and may close, at any moment.
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <functional>
#include <memory>
#include <optional>

#include "model/io/workbook/audit_workbook.h"

namespace gputco::ui {

class EvaluationController;
struct Evaluation;
class ScenarioDocument;

class ExportJob : public QObject {
    Q_OBJECT
public:
    enum class Kind { Report, Workbook };
    enum class State { WaitingForEvaluation, Computing, Writing, Done, Failed, Cancelled };
    Q_ENUM(State)

    ExportJob(Kind kind, const QString& path, ScenarioDocument* document, EvaluationController* controller,
              QObject* parent = nullptr);
    // A job gone before its end (its window destroyed) stops its worker at its next report.
    ~ExportJob() override;

    // Why an export of this kind is refused while the scenario has problems.
    static QString refusal(Kind kind);

    // Starts at once when the evaluation shown is of the scenario as it stands, else when
    // that evaluation arrives. It may end before returning (cancelled at its first report).
    void start();
    // Stops it, writing nothing: at once while it waits; the worker at its next progress
    // report. The report's pages, once being drawn, are finished (half a report is none).
    void cancel();

    Kind kind() const { return kind_; }
    const QString& path() const { return path_; }
    State state() const { return state_; }
    bool isFinished() const;

signals:
    // `percent` done and what it is doing; `cancellable` while cancel() can stop it.
    void progress(int percent, const QString& what, bool cancellable);
    // Once, at the end (Done, Failed or Cancelled), with the sentence for the status bar.
    void ended(ExportJob::State state, const QString& message);

private:
    void onEvaluated();
    void onDocumentChanged();
    // The evaluation of the scenario as it stands is at hand: the export's own work begins.
    void begin();
    void computeReport(const std::shared_ptr<const Evaluation>& shown);
    void writeWorkbook(const std::shared_ptr<const Evaluation>& shown);
    // The workbook's file, once its Risk sheet's analyses (if any) are at hand.
    void writeWorkbookFile(const std::shared_ptr<const Evaluation>& shown,
                           std::optional<io::workbook::WorkbookRisk> risk);
    // Runs `work` on the controller's worker, its progress (percent) shown as `what`, and
    // gives its result to `then` on this thread (unless this job is gone by then).
    template <class T>
    void onWorker(const QString& what, std::function<T(const std::function<void(int)>& progress)> work,
                  std::function<void(const T&)> then);
    void reportProgress(int percent, const QString& what, bool cancellable);
    QString cancelledMessage() const;
    void end(State state, const QString& message);

    Kind kind_;
    QString path_;
    ScenarioDocument* document_;
    EvaluationController* controller_;
    State state_ = State::WaitingForEvaluation;
    std::shared_ptr<std::atomic<bool>> cancelled_ = std::make_shared<std::atomic<bool>>(false);
    int percent_ = -1;
    QString what_;
};

}  // namespace gputco::ui
