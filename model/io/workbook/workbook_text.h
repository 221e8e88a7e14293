// The words of the audit workbook: sheet names, headers and notes, each input's label, unit,
// source and date. The English is here (workbook_words.cpp); the app and the CLI pass the
// user's language through a subclass (ui/report/workbook_words_ui.h) that translates the
// same English with the app's translations and names inputs as the app's inputs panel does.
#pragma once

#include <string>

#include "model/engine/category.h"
#include "model/engine/result.h"
#include "model/scenario/scenario.h"

namespace gputco::io::workbook {

enum class Word {
    SheetSummary,
    SheetInputs,
    SheetComparison,
    SheetRisk,
    SheetOption,    // SheetOption: "Option %1"
    WorkbookTitle,  // "Audit workbook: %1"
    SummaryNote,
    InputsNote,
    OptionNote,
    ComparisonNote,
    RiskNote,
    Baseline,
    Yes,
    NoCapacity,
    NoSchedule,
    NoRiskOnly,
    // Summary
    Option,
    TotalCost,
    PvCost,
    PvAfterTax,
    PvCostAdjusted,      // the Summary's header: "PV of cost (adjusted PV)"
    PvAfterTaxAdjusted,  // "PV after tax (adjusted PV)"
    NpvSaving,           // of adjusted PVs
    Irr,
    Mirr,
    ProfitabilityIndex,
    PaybackMonths,
    LevelisedCost,
    CumulativeChartTitle,
    MonthAxis,
    CumulativeAxis,  // CumulativeAxis: "Cumulative cost (%1)"
    // Inputs
    Input,
    Value,
    Unit,
    Source,
    AsOf,
    DefinedName,
    FollowsChanges,
    // Option sheets
    KeyFigures,
    DeliveredHours,
    PvDeliveredHours,
    PvUnserved,
    CostPerDeliveredHour,
    UnservedHours,
    PvCompared,
    PvUnlevered,
    // The key figures' basis (MODEL.md section 9, "Financing NPV and adjusted present value")
    Basis,
    BasisNominalFinanced,
    BasisFinancedBeforeTax,
    BasisFinancedCompared,
    PvAtDiscountRate,
    BasisUnleveredBeforeTax,
    BasisUnleveredAfterTax,
    PvLeaseAtCostOfDebt,
    BasisDebtBeforeTax,
    BasisDebtAfterTax,
    FinancingNpv,
    BasisAdjustedBeforeTax,
    BasisAdjustedAfterTax,
    BasisUnleveredCompared,
    DebtHeld,
    BasisDebtHeld,
    BasisBeforeTax,
    BasisAfterTax,
    BasisLevelised,
    CategoryTotals,
    Category,
    Total,
    Month,
    Year,
    TStart,
    TEnd,
    DfStart,
    DfEnd,
    SourceOwned,
    SourceReserved,
    SourceSubscription,
    SourceSpot,
    SourceOnDemand,  // "%1 (owned)"
    Served,
    ServedPeak,
    Capacity,
    Billed,
    ItKwh,
    ItKwhPeak,
    ItKwhOffpeak,
    HardwareInService,
    DepreciationShare,
    Depreciation,
    SaleTax,
    LoanInterest,
    FinancedPartInCash,
    FacilityDepreciation,
    FacilityResidual,
    ResaleAtRefresh,
    Upfront,
    Monthly,
    AfterHorizon,
    CostAtStart,
    CostAtEnd,
    TaxAtStart,
    TaxAtEnd,
    CumulativeCost,
    FlowOnGrid,
    UnleveredFlowOnGrid,
    LoanFlowBeforeTax,
    LoanFlowAfterTax,
    LeaseFlowBeforeTax,
    LeaseFlowAfterTax,
    DfDebtBeforeTax,
    DfDebtAfterTax,
    FlowAtDiscountRateBeforeTax,
    FlowAtDiscountRate,
    Delivered,
    Unserved,
    // Comparison
    Against,
    NpvUnlevered,
    DiscountedPayback,
    BreakEvenMonth,
    BreakEvenUtilisation,
    EngineValue,
    NpvSavingCash,
    FinancingNpvCompared,
    FinancingNpvBeforeTax,
    NpvOtherRule,
    EngineValueOtherRule,
    NpvProfile,
    DiscountRate,
    HeldDebt,
    GridT,
    DiscountFactor,
    DiscountRateSaving,
    UnleveredSaving,
    LastSign,
    FirstSign,
    SignChanges,
    Cumulative,
    BelowZeroAt,
    DiscountedCumulative,
    DiscountedBelowZeroAt,
    AboveBaselineAt,
    // Risk
    Tornado,
    Low,
    High,
    DifferenceLow,
    DifferenceHigh,
    Swing,
    MonteCarlo,
    Seed,
    Trials,
    Trial,
    P5,
    P50,
    P95,
    Mean,
    LikeForLike,        // the Summary's column: "Like for like with the baseline"
    DemandUnserved,     // the Summary's column: "Demand unserved"
    TrialsNotPrinted,   // the Risk sheet: the trials stay off the printed pages
    ServesDifferently,  // the Summary: the same lines as the baseline, another unserved share
    OnEstimates,        // the Summary's column: "Rests on the user's estimates" (issue #33)
    Count_              // not a word: the number of words
};

struct InputWords {
    std::string label;  // "Buy 4x 8-GPU A100 › Owned servers › Facility: PUE"
    std::string unit;   // "USD", "%", "kW"; empty for a plain number
    std::string source;
    std::string asOf;
    bool percent = false;  // a fraction shown in %
};

class WorkbookText {
public:
    virtual ~WorkbookText() = default;
    // The word in the workbook's language; this class gives the English.
    virtual std::string word(Word w) const;
    virtual std::string category(engine::Category c) const;
    virtual InputWords input(const scenario::Scenario& scenario, const std::string& path) const;
    // How option `option` differs from the baseline in its cost lines (issue #34), in words;
    // empty when it does not (or is the baseline). This class gives the engine's English.
    virtual std::string likeForLike(const engine::Result& result, std::size_t option) const;
};

// The English of a word, as the translations know it.
const char* english(Word w);
// `pattern` with "%1" replaced by `value`.
std::string withArg(const std::string& pattern, const std::string& value);

}  // namespace gputco::io::workbook
