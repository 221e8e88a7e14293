// The Calibration page (issue #7; MODEL.md section 7): run the probe on this computer (in a
// child process, with progress and a timeout) or import a probe result made elsewhere; the
// result is kept in the library and attached to the scenario's GPU model as one undoable
// edit. The page shows, for the chosen GPU model, measured against datasheet per metric, the
// speed against the A100 reference for the scenario's workload mix, and how each option's
// cost per reference GPU-hour moved, all against the scenario without its probes.
#pragma once

#include <QWidget>
#include <optional>
#include <vector>

#include "model/calibration/calibration_effect.h"
#include "model/calibration/probe_attachment.h"
#include "model/calibration/probe_result.h"
#include "model/engine/explain.h"
#include "ui/charts/chart_note.h"
#include "ui/document/probe_process.h"

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;

#include "model/io/library/probe_shelf.h"

namespace gputco::io::library {
class Library;
}

namespace gputco::ui {

class DrawnChart;

class ScenarioDocument;
class EvaluationController;

class CalibrationPage : public QWidget {
    Q_OBJECT
public:
    CalibrationPage(ScenarioDocument* document, EvaluationController* controller,
                    io::library::Library* library, QWidget* parent = nullptr);
    ~CalibrationPage() override;

    // Runs gputco-probe; the outcome arrives later (probeFinished()).
    void runProbe(bool quick = false);
    // Reads a probe document (asks for the file when `path` is empty), keeps it in the
    // library and attaches it; false when nothing was attached (the status says why).
    bool importProbe(const QString& path = {});
    // Attaches `probe` to `gpu` (its matching GPU model when empty) as one undoable edit.
    bool attach(const calibration::ProbeResult& probe, const QString& origin, const QString& gpu = {});
    // Attaches the library's probe result in `row` of the list to the chosen GPU model.
    bool attachLibraryResult(int row);
    // The team library's probe results (issue #37), listed after this computer's, each with who
    // shared it; one kept here too (the same document) is listed once, as this computer's. The
    // window reads them off its thread and gives them here; none while no team library is in use.
    void setTeamProbeResults(std::vector<io::library::ProbeRecord> results);
    // Restores the chosen GPU model's efficiencies from before its probe (undoable).
    bool detachChosen();

    QString statusText() const;
    QComboBox* gpuChooser() const { return gpu_; }
    QTableWidget* speedTable() const { return speeds_; }
    QTableWidget* costTable() const { return costs_; }
    QTableWidget* libraryTable() const { return libraryList_; }
    // What the user accepts that calibration refuses by default (issue #18): an unstable run,
    // a peak kernel's tensor figure. Off on every start: a choice for one result, not a setting.
    QCheckBox* allowUnstableBox() const { return allowUnstable_; }
    QCheckBox* allowPeakKernelBox() const { return allowPeakKernel_; }
    DrawnChart* efficiencyChart() const { return chart_; }
    ProbeProcess* probeProcess() const { return probe_; }
    bool isProbeRunning() const;

    // What hovering or a double-click on a metric's bars at `pos` of the chart says.
    std::optional<ChartNote> metricNote(const QPointF& pos) const;
    // What a double-click on a row of the speed table says.
    std::optional<ChartNote> speedNote(int row) const;

signals:
    void probeFinished();
    // A probe result that measured (run here or imported): kept in this computer's library,
    // and told for the team library's sake (issue #37).
    void probeKept(const QString& device, const QByteArray& document);
    void noteRequested(const ChartNote& note);
    void explainRequested(const engine::FigureRef& figure);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void build();
    void retranslate();
    void refresh();
    void refreshGpuChooser();
    void refreshChart();
    void drawEfficiency(QCustomPlot& chart) const;
    void refreshTables();
    void refreshLibrary();
    void onProbeFinished(const ProbeProcess::Outcome& outcome);
    // Why a probe that did not measure cannot be attached: `ranHere` on this computer, else on
    // the computer that made the imported document.
    QString notMeasured(const calibration::ProbeResult& probe, bool ranHere) const;
    // The model's English refusal and notes about an attachment, in the user's language.
    QString refusalText(const calibration::AttachOutcome& outcome,
                        const calibration::ProbeResult& probe) const;
    QString noteText(const calibration::AttachNote& note) const;
    QString unstableText(const std::vector<calibration::UnstableMetric>& metrics) const;
    QStringList qualityNotes(const calibration::AttachOutcome& outcome) const;
    void keep(const QByteArray& document, const calibration::ProbeResult& probe);
    void setStatus(const QString& text, bool problem);
    QString chosenGpu() const;

    ScenarioDocument* document_;
    EvaluationController* controller_;
    io::library::Library* library_;
    std::vector<io::library::ProbeRecord> teamProbes_;
    ProbeProcess* probe_;
    QLabel* intro_ = nullptr;
    QPushButton* runButton_ = nullptr;
    QPushButton* importButton_ = nullptr;
    QLabel* gpuLabel_ = nullptr;
    QComboBox* gpu_ = nullptr;
    QPushButton* detachButton_ = nullptr;
    QCheckBox* allowUnstable_ = nullptr;
    QCheckBox* allowPeakKernel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    bool statusIsIdle_ = false;  // status_ holds the "no run yet" line, not a run's outcome
    QLabel* chartTitle_ = nullptr;
    DrawnChart* chart_ = nullptr;
    QLabel* speedsTitle_ = nullptr;
    QTableWidget* speeds_ = nullptr;
    QLabel* costsTitle_ = nullptr;
    QTableWidget* costs_ = nullptr;
    QLabel* libraryTitle_ = nullptr;
    QTableWidget* libraryList_ = nullptr;
    QPushButton* attachButton_ = nullptr;
    std::optional<calibration::CalibrationEffect> effect_;
    bool refreshing_ = false;
    bool stale_ = false;  // the scenario changed while the page was hidden
};

}  // namespace gputco::ui
