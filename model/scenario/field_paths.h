// Numeric fields of a Scenario by the path the files use ("demand.gpus",
// "tariffs.us-industrial.price_per_kwh", "options[2].sources[0].facility.pue"): what an
// uncertainty input names (MODEL.md section 8) and what the GUI offers as one. A field carries
// the range validation allows, so that a drawn value never leaves it (docs/methodology.md
// "Risk").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/scenario.h"

namespace gputco::scenario {

enum class FieldKind {
    Real,
    Whole,        // a count (nodes, instances, months): a drawn value is rounded to nearest
    WholeMonths,  // years that must be whole months (warranty, refresh): rounded to 1/12
};

// The values validation accepts: [min, max], either end open when `minOpen` / `maxOpen`.
struct FieldRange {
    double min = -kUnbounded;
    double max = kUnbounded;
    bool minOpen = false;
    bool maxOpen = false;

    bool contains(double v) const { return (minOpen ? v > min : v >= min) && (maxOpen ? v < max : v <= max); }
    std::string text() const;  // ">= 1", "between 0 and 1", "> -1", "> 0 and <= 1.5"
};

// One numeric field of one Scenario object. It points into that object, which must outlive
// it and keep its shape (no option, source, tariff or GPU added or removed).
class FieldRef {
public:
    FieldRef() = default;
    FieldRef(double* real, FieldKind kind, FieldRange range, double scale = 1.0)
        : real_(real), kind_(kind), range_(range), scale_(scale) {}
    FieldRef(int* whole, FieldRange range) : whole_(whole), kind_(FieldKind::Whole), range_(range) {}

    double get() const { return real_ ? *real_ * scale_ : static_cast<double>(*whole_); }
    // Sets the field to `value` made admissible (see admissible()).
    void set(double value) const;
    // `value` rounded as the kind says, then clamped into the range (an open end is
    // approached by the nearest double inside it).
    double admissible(double value) const;

    bool valid() const { return real_ || whole_; }
    // The stored value exactly as it is, to put it back after a change.
    double raw() const { return real_ ? *real_ : static_cast<double>(*whole_); }
    void setRaw(double stored) const {
        if (real_)
            *real_ = stored;
        else
            *whole_ = static_cast<int>(stored);
    }

    FieldKind kind() const { return kind_; }
    const FieldRange& range() const { return range_; }
    // The same storage: two paths may name one field (a subscription's price_per_month).
    bool sameTarget(const FieldRef& o) const { return real_ == o.real_ && whole_ == o.whole_; }

private:
    double* real_ = nullptr;
    int* whole_ = nullptr;
    FieldKind kind_ = FieldKind::Real;
    FieldRange range_;
    double scale_ = 1.0;  // the file's unit per stored unit (price_per_month = 730 x per hour)
};

struct FieldLookup {
    std::optional<FieldRef> field;
    std::string error;  // when not found: `no numeric field "..." (why)`
};

// Resolves `path` in `scenario`; the reference points into it.
FieldLookup findField(Scenario& scenario, const std::string& path);
// The same for validation: the reference must not be used to set the field.
FieldLookup findField(const Scenario& scenario, const std::string& path);

// Resolves several paths with one walk over the scenario (validation and the risk model
// resolve every uncertain input at once); one lookup per path, in order.
std::vector<FieldLookup> findFields(Scenario& scenario, const std::vector<std::string>& paths);
std::vector<FieldLookup> findFields(const Scenario& scenario, const std::vector<std::string>& paths);

// Every numeric path of the scenario the engine reads, in file order (what findField accepts,
// apart from aliases such as a subscription's price_per_month).
std::vector<std::string> numericFieldPaths(const Scenario& scenario);

}  // namespace gputco::scenario
