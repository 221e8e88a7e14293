// Attaching a probe result to a scenario (MODEL.md section 7): the measured rate of each
// metric becomes that GPU model's calibrated rate, efficiency = measured / datasheet, and
// the run is recorded with the efficiencies it replaced (docs/methodology.md, "Calibration").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/calibration/probe_result.h"
#include "model/scenario/scenario.h"

namespace gputco::calibration {

// Above this measured / datasheet ratio a figure is a measurement bug (L2 hits, a wrong
// clock, another GPU), not a fast GPU (issue #7, flag `implausible`).
inline constexpr double kPlausibleRatio = 1.02;
// Below this ratio a figure is a broken run (a wrong unit, a timer that did not stop), not a
// slow GPU (issue #14).
inline constexpr double kMinPlausibleRatio = 0.01;

// The scenario GPU model a probe result belongs to: the one whose key names the same GPU as
// the probe's datasheet model or device name ("A100-40GB-SXM4" and "A100 40GB SXM4"); empty
// when none or several do.
std::string matchGpu(const scenario::Scenario& s, const ProbeResult& probe);

// Above this spread of a metric's repeats ((max - min) / median) the run is unstable: another
// process, a clock step or throttling moved the figure (issue #18; the probe's own rule).
inline constexpr double kMaxStableSpread = 0.03;

// Metrics calibration takes from a probe: the cost model's throughput metrics.
inline constexpr const char* kCalibratedMetrics[] = {"hbm_bandwidth", "fp32", "tensor_fp16"};

// A method that measures a pipe's peak rather than the rate a real workload reaches: the cost
// model's tensor figure is a GEMM's rate, so such a figure does not calibrate by default.
bool isPeakKernelMethod(const std::string& method);

// What a user may choose to accept that calibration refuses by default.
struct AttachOptions {
    bool allowUnstable = false;    // calibrate from a run whose spread exceeds kMaxStableSpread
    bool allowPeakKernel = false;  // calibrate tensor_fp16 from a peak kernel, not a GEMM
};

// A metric that varied too much between repeats; spread is absent when only the document's
// own flag says so (e.g. a future probe that saw another process on the GPU).
struct UnstableMetric {
    std::string metric;  // empty: the run as a whole
    std::optional<double> spread;
    // With an empty metric: the compute processes other than the probe that NVML saw on the GPU.
    std::optional<int> otherProcesses;
};

// A metric left out of the calibration because its method cannot stand for the cost model's
// meaning.
struct SkippedMetric {
    std::string metric;
    std::string method;
};

struct MetricChange {
    std::string metric;
    double datasheet = 0;
    double measured = 0;
    double before = 0;  // efficiency before; 1 when the scenario gave none
    double after = 0;
};

// Why nothing was attached, so that the app can say it in the user's language (`error` says it
// in English, for the CLI).
enum class Refusal {
    None,
    Status,           // the probe did not measure (its status is not ok)
    MigSlice,         // it measured part of a GPU
    Implausible,      // it flagged its own figures
    Unstable,         // AttachOutcome::unstable says which
    NoMatchingGpu,    // no GPU model of the scenario matches the probe's GPU
    NoSuchGpu,        // the GPU model asked for is not in the scenario
    NotPositive,      // AttachOutcome::refusedFigure
    AboveDatasheet,   // AttachOutcome::refusedFigure, above kPlausibleRatio
    BelowDatasheet,   // AttachOutcome::refusedFigure, below kMinPlausibleRatio
    NothingMeasured,  // none of the GPU model's metrics with a datasheet rate
    OnlySkipped,      // only figures that do not calibrate by default (AttachOutcome::skipped)
};

// What a careful reader should know about an attached probe; noteText() words it in English.
struct AttachNote {
    enum class Kind {
        DatasheetFromProbe,  // the scenario had no datasheet rate for `metric`: the probe's is used
        DatasheetsDiffer,    // the probe's datasheet and the scenario's differ by more than 2 %
        NotMeasured,         // `metric` carries workload but was not measured
        ReferenceGpu,        // the reference GPU was calibrated: the others' speeds move
        Throttled,           // the GPU ran below its maximum clock
    };
    Kind kind = Kind::Throttled;
    std::string metric;
    double datasheet = 0;       // the scenario's (or, DatasheetFromProbe, the probe's) rate
    double probeDatasheet = 0;  // DatasheetsDiffer: the probe's
};

std::string noteText(const AttachNote& note);

struct AttachOutcome {
    std::string error;  // empty when attached; the scenario is unchanged otherwise
    Refusal refusal = Refusal::None;
    // The figure a NotPositive, AboveDatasheet or BelowDatasheet refusal names (`after` is the
    // measured / datasheet ratio).
    std::optional<MetricChange> refusedFigure;
    std::string gpu;  // the GPU model that was calibrated (or, NoSuchGpu, asked for)
    std::vector<MetricChange> changes;
    std::vector<AttachNote> notes;
    // Set with `error` when the run was refused as unstable: the metrics and their spreads, so
    // the app can say it in the user's language.
    std::vector<UnstableMetric> unstable;
    std::vector<SkippedMetric> skipped;  // not calibrated: peak kernels (not in `notes`)
    bool stabilityUnknown = false;       // the document states no spread (probe format 1)
    bool ok() const { return error.empty(); }
};

// Sets `gpu`'s efficiencies from `probe` (its key, or matchGpu() when empty). `origin` says
// where the document came from, for the report. All or nothing: on any error `s` is untouched.
AttachOutcome attachProbe(scenario::Scenario& s, const ProbeResult& probe, const std::string& gpu,
                          const std::string& origin, const AttachOptions& options = {});

// The calibrated metrics the run itself says were unstable, or whose spread is above the rule
// (kMaxStableSpread); one entry with an empty metric when only flags.unstable says so.
std::vector<UnstableMetric> unstableMetrics(const ProbeResult& probe);

// The English sentences for the CLI (the app says them through tr()): a refusal for
// instability, a skipped metric, and an unknown stability.
std::string unstableExplanation(const std::vector<UnstableMetric>& metrics);
std::string skippedNote(const SkippedMetric& skipped);
std::string stabilityUnknownNote();

// Restores the efficiencies the probe replaced; false when `gpu` has no calibration.
bool detachProbe(scenario::Scenario& s, const std::string& gpu);

// Why a document whose status is not "ok" cannot calibrate anything, in words a user can act
// on; `ranHere` when this computer's own probe produced it.
std::string statusExplanation(const ProbeResult& probe, bool ranHere = false);

}  // namespace gputco::calibration
