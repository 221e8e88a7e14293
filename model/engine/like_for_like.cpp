#include "model/engine/like_for_like.h"

#include <cmath>
#include <cstdio>
#include <variant>
#include <vector>

#include "model/engine/warnings.h"

namespace gputco::engine {

namespace {

// Below a cent over the whole horizon a line is not there: a fee of 0 typed in is no line.
constexpr double kAbsent = 0.005;

bool hasCloudSource(const scenario::Option& o) {
    for (const auto& source : o.sources)
        if (!std::holds_alternative<scenario::OwnedSource>(source)) return true;
    return false;
}

bool ownsServers(const scenario::Option& o) {
    for (const auto& source : o.sources)
        if (std::holds_alternative<scenario::OwnedSource>(source)) return true;
    return false;
}

// Storage bought with owned servers (storage_per_node): a line of its own, priced inside the
// hardware category.
bool ownsStorage(const scenario::Option& o) {
    for (const auto& source : o.sources)
        if (const auto* owned = std::get_if<scenario::OwnedSource>(&source))
            if (owned->storagePerNode > 0 && owned->nodes > 0) return true;
    return false;
}

// The category a line's cost is booked under (MODEL.md section 4).
Category categoryOf(CostLine line) {
    switch (line) {
        case CostLine::Staff:
            return Category::Staff;
        case CostLine::Storage:
            return Category::CloudStorage;
        case CostLine::Egress:
            return Category::CloudEgress;
        case CostLine::Support:
            return Category::CloudSupport;
        case CostLine::Colocation:
            return Category::Colocation;
        case CostLine::Maintenance:
            return Category::Maintenance;
        case CostLine::Licences:
            return Category::Software;
    }
    return Category::Staff;
}

// Whether an option of this make-up can carry the line at all: a cloud price includes the
// data centre and the servers' upkeep (no colocation, maintenance or licence line), and the
// model gives owned servers no egress or cloud support line. Only lines both can carry are
// compared, so a cloud option is never said to lack colocation.
bool canCarry(CostLine line, const scenario::Option& o) {
    switch (line) {
        case CostLine::Staff:
        case CostLine::Storage:
            return true;
        case CostLine::Egress:
        case CostLine::Support:
            return hasCloudSource(o);
        case CostLine::Colocation:
        case CostLine::Maintenance:
        case CostLine::Licences:
            return ownsServers(o);
    }
    return false;
}

// Every one of these lines is paid at month ends (MODEL.md section 1): its PV is the monthly
// series at t = m + 1, less the tax it saves when tax is on (all of them are deductible).
// `discount[t]` is DF(t), worked out once per evaluation (a pow() per month and line made the check
// a fifth of an evaluation).
double linePv(const scenario::Scenario& s, const OptionResult& r, Category c,
              std::span<const double> discount) {
    const auto& series = r.monthly[index(c)];
    double pv = 0;
    for (std::size_t m = 0; m < series.size() && m + 1 < discount.size(); ++m)
        pv += series[m] * discount[m + 1];
    return s.tax.enabled ? pv * (1.0 - s.tax.rate) : pv;
}

struct LineHeld {
    bool held = false;
    std::optional<double> pv;
    std::optional<double> quantity;
};

LineHeld held(const scenario::Scenario& s, const scenario::Option& o, const OptionResult& r, CostLine line,
              std::span<const double> discount) {
    const Category c = categoryOf(line);
    const bool booked = std::abs(r.categoryTotal(c)) >= kAbsent;
    LineHeld h;
    h.held = booked || (line == CostLine::Storage && ownsStorage(o));
    if (!h.held) return h;
    if (booked) h.pv = linePv(s, r, c, discount);
    switch (line) {
        case CostLine::Staff:
            h.quantity = o.staff.fte;
            break;
        case CostLine::Storage:
            if (booked) h.quantity = o.cloudExtras.storageTb;
            break;
        case CostLine::Egress:
            h.quantity = o.cloudExtras.egressTbPerMonth;
            break;
        case CostLine::Support:
            h.quantity = o.cloudExtras.supportFraction;
            break;
        default:
            break;
    }
    return h;
}

double unservedShare(const OptionResult& r) {
    const double demanded = r.deliveredReferenceGpuHours + r.unservedReferenceGpuHours;
    return demanded > 0 ? r.unservedReferenceGpuHours / demanded : 0.0;
}

std::string quantityWords(CostLine line, double q) {
    char buffer[64];
    switch (line) {
        case CostLine::Staff:
            std::snprintf(buffer, sizeof buffer, "%g FTE", q);
            return buffer;
        case CostLine::Storage:
            return groupedWhole(q) + " TB";
        case CostLine::Egress:
            std::snprintf(buffer, sizeof buffer, "%g TB a month out", q);
            return buffer;
        case CostLine::Support:
            std::snprintf(buffer, sizeof buffer, "%g %% support", q * 100.0);
            return buffer;
        default:
            return {};
    }
}

std::string percentWords(double share) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f %%", share * 100.0);
    return buffer;
}

// "staff, storage and egress"
std::string listed(const std::vector<std::string>& items) {
    std::string out;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) out += i + 1 == items.size() ? " and " : ", ";
        out += items[i];
    }
    return out;
}

// One side of the warning: the lines, what they hold and their PV.
std::string side(const LikeForLike& check, bool baselineHasIt, const std::string& currency, int months) {
    std::vector<std::string> names, quantities;
    double pv = 0;
    bool inServers = false;
    for (const LineGap& g : check.gaps) {
        if (g.baselineHasIt != baselineHasIt) continue;
        names.emplace_back(kCostLineNames[static_cast<std::size_t>(g.line)]);
        if (g.quantity) quantities.push_back(quantityWords(g.line, *g.quantity));
        pv += g.pv.value_or(0.0);
        inServers = inServers || !g.pv;
    }
    if (names.empty()) return {};
    std::string out = baselineHasIt ? "no " + listed(names) + ", which the baseline has ("
                                    : listed(names) + ", which the baseline lacks (";
    std::vector<std::string> said;
    if (!quantities.empty()) said.push_back(listed(quantities));
    if (pv != 0 || !inServers) {
        const int years = months / 12;
        said.push_back("PV " + groupedWhole(pv) + " " + currency + " over " + std::to_string(years) +
                       (years == 1 ? " year" : " years"));
    }
    if (inServers) said.push_back("storage bought with the servers");
    for (std::size_t i = 0; i < said.size(); ++i)
        out += (i > 0 ? (i == 1 && !quantities.empty() ? ": " : "; ") : "") + said[i];
    return out + ")";
}

}  // namespace

LikeForLike likeForLike(const scenario::Scenario& s, const scenario::Option& option,
                        const OptionResult& result, const scenario::Option& baseline,
                        const OptionResult& baselineResult, std::span<const double> discount) {
    LikeForLike check;
    for (std::size_t i = 0; i < kCostLineCount; ++i) {
        const auto line = static_cast<CostLine>(i);
        if (!canCarry(line, option) || !canCarry(line, baseline)) continue;
        const LineHeld here = held(s, option, result, line, discount);
        const LineHeld there = held(s, baseline, baselineResult, line, discount);
        if (here.held == there.held) continue;
        const LineHeld& has = here.held ? here : there;
        check.gaps.push_back({line, there.held, has.pv, has.quantity});
    }
    check.unservedShare = unservedShare(result);
    check.baselineUnservedShare = unservedShare(baselineResult);
    return check;
}

std::string likeForLikeDifferences(const LikeForLike& check, const std::string& currency, int months) {
    // The unserved share alone has its own warning ("unserved demand"); it is said here beside
    // the lines, so that one sentence gives the whole difference.
    if (check.gaps.empty()) return {};
    std::vector<std::string> parts;
    if (std::string lacks = side(check, true, currency, months); !lacks.empty()) parts.push_back(lacks);
    if (std::string extra = side(check, false, currency, months); !extra.empty()) parts.push_back(extra);
    if (check.servesDifferently())
        parts.push_back("serves " + percentWords(1.0 - check.unservedShare) +
                        " of the demand, the baseline " + percentWords(1.0 - check.baselineUnservedShare));
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i > 0 ? "; " : "") + parts[i];
    return out;
}

void addLikeForLike(const scenario::Scenario& s, Result& result, std::span<const double> discount) {
    if (result.baseline >= result.options.size() || result.options.size() != s.options.size()) return;
    const OptionResult& baseline = result.options[result.baseline];
    for (std::size_t i = 0; i < result.options.size(); ++i) {
        if (i == result.baseline) continue;
        OptionResult& r = result.options[i];
        r.likeForLike = likeForLike(s, s.options[i], r, s.options[result.baseline], baseline, discount);
        if (std::string differences = likeForLikeDifferences(*r.likeForLike, result.currency, result.months);
            !differences.empty())
            r.warnings.push_back(notLikeForLikeWarning(std::move(differences)));
    }
}

}  // namespace gputco::engine
