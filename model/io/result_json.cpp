#include "model/io/result_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <cmath>

namespace gputco::io {

namespace {

// JSON has no infinity or NaN: a value that does not exist is null, never a made-up number.
QJsonValue number(double v) {
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}
QJsonValue number(const std::optional<double>& v) {
    return v ? number(*v) : QJsonValue();
}
QJsonValue number(const std::optional<int>& v) {
    return v ? QJsonValue(*v) : QJsonValue();
}
QString text(std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QJsonObject vsBaselineObject(const std::optional<engine::VsBaseline>& vs) {
    QJsonObject o;
    o["break_even_month"] = vs ? number(vs->breakEvenMonth) : QJsonValue();
    o["npv_savings"] = vs ? number(vs->npvSavings) : QJsonValue();
    o["npv_savings_unlevered"] = vs ? number(vs->npvSavingsUnlevered) : QJsonValue();
    o["npv_savings_cash"] = vs ? number(vs->npvSavingsCash) : QJsonValue();
    o["npv_savings_other_rule"] = vs ? number(vs->npvSavingsOtherRule) : QJsonValue();
    if (vs) {
        QJsonArray profile;
        for (const engine::NpvPoint& p : vs->npvProfile)
            profile.append(QJsonObject{{"rate", p.rate}, {"npv_savings", number(p.npvSavings)}});
        o["npv_profile"] = profile;
    } else {
        o["npv_profile"] = QJsonValue();
    }
    o["irr"] = vs ? number(vs->irr) : QJsonValue();
    o["mirr"] = vs ? number(vs->mirr) : QJsonValue();
    o["profitability_index"] = vs ? number(vs->profitabilityIndex) : QJsonValue();
    o["payback_months"] = vs ? number(vs->paybackMonths) : QJsonValue();
    o["discounted_payback_months"] = vs ? number(vs->discountedPaybackMonths) : QJsonValue();
    o["break_even_utilisation"] = vs ? number(vs->breakEvenUtilisation) : QJsonValue();
    return o;
}

// The comparability check against the baseline (issue #34); null for the baseline itself.
QJsonValue likeForLikeObject(const std::optional<engine::LikeForLike>& check) {
    if (!check) return QJsonValue();
    QJsonArray lines;
    for (const engine::LineGap& g : check->gaps) {
        QJsonObject line;
        line["line"] = text(engine::kCostLineNames[static_cast<std::size_t>(g.line)]);
        line["missing_from"] = g.baselineHasIt ? "option" : "baseline";
        line["pv"] = number(g.pv);
        line["quantity"] = number(g.quantity);
        lines.append(line);
    }
    QJsonObject o;
    o["alike"] = check->alike();
    o["lines"] = lines;
    o["unserved_share"] = number(check->unservedShare);
    o["baseline_unserved_share"] = number(check->baselineUnservedShare);
    o["missing_pv"] = number(check->missingPv());
    return o;
}

QJsonObject optionObject(const engine::OptionResult& r) {
    QJsonObject o;
    o["name"] = text(r.name);
    o["is_baseline"] = r.isBaseline;
    o["total_cost"] = number(r.totalCost);
    o["pv_cost"] = number(r.pvCost);
    o["pv_cost_after_tax"] = number(r.pvCostAfterTax);
    o["cost_per_reference_gpu_hour"] = number(r.costPerReferenceGpuHour);
    o["levelised_cost_per_reference_gpu_hour"] = number(r.levelisedCostPerReferenceGpuHour);
    o["delivered_reference_gpu_hours"] = number(r.deliveredReferenceGpuHours);
    o["unserved_reference_gpu_hours"] = number(r.unservedReferenceGpuHours);
    o["energy_mwh"] = number(r.energyMwh);
    o["co2_t"] = number(r.co2T);
    o["mean_owned_utilisation"] = number(r.meanOwnedUtilisation);
    o["financing_npv"] = number(r.financingNpv);
    o["financing_npv_before_tax"] = number(r.financingNpvBeforeTax);
    o["commitment_after_horizon"] = number(r.commitmentAfterHorizon);
    // Per job of demand.jobs (issue #17): empty lists without jobs.
    o["cost_per_million_tokens"] = jobCostsJson(r.costPerMillionTokens);
    o["cost_per_million_tokens_reserved"] = jobCostsJson(r.costPerMillionTokensReserved);
    o["cost_per_training_run"] = jobCostsJson(r.costPerTrainingRun);
    // Per inference job with an API price: empty without one.
    o["api_break_even_tokens_per_second"] = apiBreakEvenJson(r.apiBreakEven);

    QJsonObject monthly;
    for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
        if (r.monthly[c].empty()) continue;
        QJsonArray series;
        for (double v : r.monthly[c]) series.append(number(v));
        monthly[text(engine::kCategoryNames[c])] = series;
    }
    o["monthly"] = monthly;

    QJsonArray yearly;
    for (const auto& y : r.yearly) {
        QJsonObject row;
        row["year"] = y.year;
        row["total"] = number(y.total);
        QJsonObject categories;
        for (std::size_t c = 0; c < engine::kCategoryCount; ++c)
            if (!r.monthly[c].empty()) categories[text(engine::kCategoryNames[c])] = number(y.categories[c]);
        row["categories"] = categories;
        yearly.append(row);
    }
    o["yearly"] = yearly;
    o["vs_baseline"] = vsBaselineObject(r.vsBaseline);
    o["like_for_like"] = likeForLikeObject(r.likeForLike);

    if (r.roi) {
        QJsonObject roi;
        roi["pv_benefits"] = number(r.roi->pvBenefits);
        roi["roi"] = number(r.roi->roi);
        roi["npv"] = number(r.roi->npv);
        roi["irr"] = number(r.roi->irr);
        o["roi"] = roi;
    } else {
        o["roi"] = QJsonValue();
    }
    QJsonArray warnings;
    for (const engine::Warning& w : r.warnings) warnings.append(text(w.message));
    o["warnings"] = warnings;
    return o;
}

}  // namespace

QJsonArray jobCostsJson(const std::vector<engine::JobCost>& costs) {
    QJsonArray list;
    for (const engine::JobCost& c : costs) {
        QJsonObject entry;
        entry["job"] = text(c.job);
        entry["value"] = number(c.value);
        list.append(entry);
    }
    return list;
}

QJsonArray apiBreakEvenJson(const std::vector<engine::ApiBreakEven>& breakEven) {
    QJsonArray list;
    for (const engine::ApiBreakEven& b : breakEven) {
        QJsonObject entry;
        entry["job"] = text(b.job);
        entry["api_price"] = number(b.apiPrice);
        entry["value"] = number(b.tokensPerSecond);
        entry["highest_rate"] = number(b.highestRate);
        list.append(entry);
    }
    return list;
}

QJsonObject resultObject(const engine::Result& result) {
    QJsonObject doc;
    doc["format"] = "gputco.result";
    doc["version"] = 3;
    doc["model"] = engine::kModelRevision;
    doc["currency"] = text(result.currency);
    doc["months"] = result.months;
    doc["reference_demand_gpus"] = number(result.referenceDemandGpus);
    doc["baseline"] =
        result.options.empty() ? QJsonValue() : QJsonValue(text(result.options[result.baseline].name));
    QJsonArray options;
    for (const auto& o : result.options) options.append(optionObject(o));
    doc["options"] = options;
    return doc;
}

QByteArray resultJson(const engine::Result& result) {
    return QJsonDocument(resultObject(result)).toJson(QJsonDocument::Indented);
}

}  // namespace gputco::io
