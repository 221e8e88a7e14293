// Attaching a probe result to a scenario (MODEL.md section 7): the measured rate of each
// metric becomes that GPU model's calibrated rate, efficiency = measured / datasheet, and
// the run is recorded with the efficiencies it replaced (docs/methodology.md, "Calibration").
#pragma once

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

struct MetricChange {
    std::string metric;
    double datasheet = 0;
    double measured = 0;
    double before = 0;  // efficiency before; 1 when the scenario gave none
    double after = 0;
};

struct AttachOutcome {
    std::string error;  // empty when attached; the scenario is unchanged otherwise
    std::string gpu;    // the GPU model that was calibrated
    std::vector<MetricChange> changes;
    std::vector<std::string> notes;  // what a careful reader should know (kept metrics, throttling)
    bool ok() const { return error.empty(); }
};

// Sets `gpu`'s efficiencies from `probe` (its key, or matchGpu() when empty). `origin` says
// where the document came from, for the report. All or nothing: on any error `s` is untouched.
AttachOutcome attachProbe(scenario::Scenario& s, const ProbeResult& probe, const std::string& gpu,
                          const std::string& origin);

// Restores the efficiencies the probe replaced; false when `gpu` has no calibration.
bool detachProbe(scenario::Scenario& s, const std::string& gpu);

// Why a document whose status is not "ok" cannot calibrate anything, in words a user can act
// on; `ranHere` when this computer's own probe produced it.
std::string statusExplanation(const ProbeResult& probe, bool ranHere = false);

}  // namespace gputco::calibration
