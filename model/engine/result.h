// The Result value: everything evaluate() computes for a scenario (MODEL.md sections 6 and 10).
// The GUI, the report and the CLI read this one structure; no view computes a cost of its own.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/engine/category.h"

namespace gputco::engine {

using CategorySeries = std::array<std::vector<double>, kCategoryCount>;

struct YearTotals {
    int year = 1;  // 1-based, as people read it
    double total = 0;
    std::array<double, kCategoryCount> categories{};
};

struct VsBaseline {
    std::optional<int> breakEvenMonth;  // 0-based month
    double npvSavings = 0;              // after tax when tax is on
    std::optional<double> irr;          // annual
    std::optional<int> paybackMonths;
    std::optional<int> discountedPaybackMonths;
    std::optional<double> breakEvenUtilisation;
};

struct Roi {
    double pvBenefits = 0;  // after tax when tax is on
    double roi = 0;         // (benefits - cost) / cost, on PVs
    double npv = 0;         // PV benefits - PV cost
    std::optional<double> irr;
};

struct OptionResult {
    std::string name;
    bool isBaseline = false;
    CategorySeries monthly;  // M values each; TaxShield empty when tax is off
    std::vector<YearTotals> yearly;
    std::vector<double> cumulativeCost;  // nominal, end of each month, totals only
    std::vector<double> flows;           // on the grid t = 0..M, after tax when tax is on
    double totalCost = 0;
    double pvCost = 0;
    std::optional<double> pvCostAfterTax;
    std::optional<double> costPerReferenceGpuHour;
    double deliveredReferenceGpuHours = 0;
    double unservedReferenceGpuHours = 0;
    double energyMwh = 0;
    double co2T = 0;
    std::optional<double> meanOwnedUtilisation;
    std::optional<VsBaseline> vsBaseline;  // nullopt for the baseline itself
    std::optional<Roi> roi;                // when benefits are set
    std::vector<std::string> warnings;

    double categoryTotal(Category c) const;
    // The PV the comparisons use: after tax when tax is on.
    double comparablePv() const { return pvCostAfterTax.value_or(pvCost); }
};

struct Result {
    std::string currency;
    int months = 0;
    std::size_t baseline = 0;
    double referenceDemandGpus = 0;  // demand.gpus, or derived from jobs
    std::vector<OptionResult> options;
};

}  // namespace gputco::engine
