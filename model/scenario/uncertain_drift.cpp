#include "model/scenario/uncertain_drift.h"

#include <algorithm>
#include <cmath>

#include "model/scenario/field_paths.h"

namespace gputco::scenario {

namespace {

bool differs(double a, double b) {
    return std::abs(a - b) > 1e-9 * std::max(1.0, std::abs(b));
}

}  // namespace

std::vector<UncertainDrift> uncertainDrift(const Scenario& s) {
    std::vector<UncertainDrift> drifts;
    if (!s.uncertainty) return drifts;
    std::vector<std::string> paths;
    for (const UncertainInput& in : s.uncertainty->inputs) paths.push_back(in.path);
    const std::vector<FieldLookup> fields = findFields(s, paths);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (!fields[i].field) continue;
        const UncertainInput& in = s.uncertainty->inputs[i];
        UncertainDrift d;
        d.input = i;
        d.value = fields[i].field->get();
        switch (in.dist) {
            case Distribution::Uniform:
                d.range = std::pair{in.low, in.high};
                break;
            case Distribution::Triangular:
            case Distribution::Pert:
                d.centre = in.mode;
                d.range = std::pair{in.low, in.high};
                break;
            case Distribution::Normal:
            case Distribution::Lognormal:
                d.centre = in.mean;
                // Truncation bounds, when given (docs/methodology.md "Risk": low < high).
                if (in.low < in.high) d.range = std::pair{in.low, in.high};
                break;
        }
        d.outside = d.range && (d.value < d.range->first || d.value > d.range->second);
        if (d.outside || (d.centre && differs(d.value, *d.centre))) drifts.push_back(d);
    }
    return drifts;
}

}  // namespace gputco::scenario
