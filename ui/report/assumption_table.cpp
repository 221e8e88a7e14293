#include "ui/report/assumption_table.h"

#include <cmath>

#include "model/io/display_text.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/price_age.h"
#include "model/scenario/provenance_lookup.h"
#include "ui/document/estimate_words.h"
#include "ui/document/field_registry.h"
#include "ui/document/price_age_words.h"
#include "ui/document/sizing_words.h"
#include "ui/report/assumption_words.h"
#include "ui/report/report_text.h"

namespace gputco::ui::report {

namespace {

namespace sc = gputco::scenario;

QString text(const std::string& s) {
    return io::shownText(s);
}

QString member(const QString& path, const char* key) {
    return path + QLatin1Char('.') + QLatin1String(key);
}

QString element(const QString& path, std::size_t index) {
    return path + QStringLiteral("[%1]").arg(index);
}

// Where a value came from: the catalog row's note and date, or the user's own input.
struct Origin {
    QString source;
    QString asOf;
};

Origin originOf(const sc::Provenance& p) {
    return {text(p.source), text(p.asOf)};
}

// The rows of the table, in the order they are added.
class AssumptionRows {
public:
    AssumptionRows(const sc::Scenario& s, ReportTable& table)
        : s_(s),
          currency_(QString::fromStdString(s.currency)),
          reference_(sc::referenceDate(s, sc::today())),
          table_(table) {}

    void group(const QString& title) { table_.rows.push_back({{title}, true, false, false}); }
    void subgroup(const QString& title) { table_.rows.push_back({{title}, false, false, true}); }

    // A number, named and formatted by the field registry.
    void number(const QString& path, double stored, const Origin& origin = {}) {
        row(fieldLabel(path, currency_).text, formatFieldValue(path, stored, currency_), path, origin);
    }
    // A name or a choice, in words.
    void words(const QString& path, const QString& label, const QString& value, const Origin& origin = {}) {
        row(label, value, path, origin);
    }

    void row(const QString& label, const QString& value, const QString& path, Origin origin) {
        const QString none = QStringLiteral("\u2014");
        // A value typed over the catalog's is the user's: the catalog's value and note are
        // said in its words, not given as its source.
        if (const ProvenanceWords from = provenanceWords(s_, path); from.override) origin = {from.source, {}};
        // A price the user estimated says so before its source, and beside its value (issue #33).
        QString shown = value;
        if (sc::isEstimatedPrice(s_, path.toStdString())) {
            origin.source = origin.source.isEmpty()
                                ? estimateWords()
                                : ReportText::tr("%1; %2").arg(estimateWords(), origin.source);
            shown = ReportText::tr("%1 (estimate)").arg(value);
        }
        // A stale price says its age beside its date (price_age.h).
        if (const std::optional<sc::PriceAge> age = sc::priceAge(s_, path.toStdString(), reference_))
            origin.asOf = asOfWithAge(*age);
        table_.rows.push_back({{label, shown.isEmpty() ? none : shown,
                                origin.source.isEmpty() ? ReportText::tr("scenario input") : origin.source,
                                origin.asOf.isEmpty() ? none : origin.asOf, path},
                               false,
                               false,
                               false});
    }

    const sc::Scenario& scenario() const { return s_; }
    const QString& currency() const { return currency_; }

private:
    const sc::Scenario& s_;
    const QString currency_;
    const sc::CalendarDate reference_;
    ReportTable& table_;
};

void migProfile(AssumptionRows& rows, const std::string& profile, const QString& path) {
    if (profile.empty()) return;
    rows.words(member(path, "mig_profile"), fieldLabel(member(path, "mig_profile"), rows.currency()).text,
               text(profile));
}

void owned(AssumptionRows& rows, const sc::OwnedSource& o, const QString& path) {
    // The catalog row gave the server's own figures; the facility and the financing are the
    // user's, and do not inherit its note.
    const Origin catalog = originOf(o.provenance);
    rows.words(member(path, "server"), ReportText::tr("Server model"), text(o.server), catalog);
    rows.words(member(path, "gpu"), fieldLabel(member(path, "gpu"), rows.currency()).text, text(o.gpu),
               catalog);
    rows.number(member(path, "nodes"), o.nodes, catalog);
    rows.number(member(path, "gpus_per_node"), o.gpusPerNode, catalog);
    migProfile(rows, o.migProfile, path);
    rows.number(member(path, "availability"), o.availability, catalog);
    rows.number(member(path, "server_price"), o.serverPrice, catalog);
    rows.number(member(path, "network_per_node"), o.networkPerNode, catalog);
    rows.number(member(path, "storage_per_node"), o.storagePerNode, catalog);
    rows.number(member(path, "spare_fraction"), o.spareFraction, catalog);
    rows.number(member(path, "installation_fraction"), o.installationFraction, catalog);
    rows.number(member(path, "price_decline_per_year"), o.priceDeclinePerYear, catalog);
    rows.number(member(path, "idle_kw"), o.idleKw, catalog);
    rows.number(member(path, "max_kw"), o.maxKw, catalog);
    rows.number(member(path, "warranty_years"), o.warrantyYears, catalog);
    rows.number(member(path, "support_rate_per_year"), o.supportRatePerYear, catalog);
    rows.number(member(path, "licence_per_gpu_year"), o.licencePerGpuYear, catalog);
    rows.number(member(path, "refresh_years"), o.refreshYears, catalog);
    rows.number(member(path, "resale_decline_per_year"), o.resaleDeclinePerYear, catalog);

    const QString financing = member(path, "financing");
    rows.words(member(financing, "kind"), ReportText::tr("Financing"), financingWords(o.financing.kind));
    if (o.financing.kind == sc::FinancingKind::Loan) {
        rows.number(member(financing, "rate"), o.financing.rate);
        rows.number(member(financing, "term_months"), o.financing.termMonths);
        rows.number(member(financing, "down_payment_fraction"), o.financing.downPaymentFraction);
    } else if (o.financing.kind == sc::FinancingKind::Lease) {
        rows.number(member(financing, "monthly_payment"), o.financing.monthlyPayment);
        rows.number(member(financing, "term_months"), o.financing.termMonths);
    }

    const QString facility = member(path, "facility");
    rows.number(member(facility, "pue"), o.facility.pue);
    rows.words(member(facility, "tariff"), fieldLabel(member(facility, "tariff"), rows.currency()).text,
               text(o.facility.tariff));
    rows.number(member(facility, "colo_per_kw_month"), o.facility.coloPerKwMonth);
    rows.number(member(facility, "rack_fee_per_month"), o.facility.rackFeePerMonth);
    rows.number(member(facility, "capex"), o.facility.capex);
    rows.number(member(facility, "capex_life_years"), o.facility.capexLifeYears);
    rows.number(member(facility, "grid_kg_co2_per_kwh"), o.facility.gridKgCo2PerKwh);
}

void offer(AssumptionRows& rows, const sc::CloudOffer& c, const QString& path, bool perMonth) {
    const Origin catalog = originOf(c.provenance);
    rows.words(member(path, "offer"), ReportText::tr("Offer"), text(c.offer), catalog);
    rows.words(member(path, "gpu"), fieldLabel(member(path, "gpu"), rows.currency()).text, text(c.gpu),
               catalog);
    rows.number(member(path, "gpus_per_instance"), c.gpusPerInstance, catalog);
    migProfile(rows, c.migProfile, path);
    // A subscription is quoted per month (包年包月), and its file gives it so.
    if (perMonth)
        rows.number(member(path, "price_per_month"), c.pricePerHour * sc::kHoursPerMonth, catalog);
    else
        rows.number(member(path, "price_per_hour"), c.pricePerHour, catalog);
    rows.number(member(path, "escalation_per_year"), c.escalationPerYear, catalog);
}

void maxInstances(AssumptionRows& rows, double max, const QString& path, const Origin& origin) {
    const QString at = member(path, "max_instances");
    if (std::isfinite(max))
        rows.number(at, max, origin);
    else
        rows.words(at, fieldLabel(at, rows.currency()).text, ReportText::tr("no limit"), origin);
}

void source(AssumptionRows& rows, const sc::Source& source, const QString& path) {
    if (const auto* o = std::get_if<sc::OwnedSource>(&source)) {
        owned(rows, *o, path);
    } else if (const auto* r = std::get_if<sc::ReservedSource>(&source)) {
        const Origin catalog = originOf(r->provenance);
        offer(rows, *r, path, r->subscription);
        rows.number(member(path, "instances"), r->instances, catalog);
        rows.number(member(path, "term_months"), r->termMonths, catalog);
        rows.number(member(path, "upfront_fraction"), r->upfrontFraction, catalog);
    } else if (const auto* sp = std::get_if<sc::SpotSource>(&source)) {
        const Origin catalog = originOf(sp->provenance);
        offer(rows, *sp, path, false);
        rows.number(member(path, "scheduling_efficiency"), sp->schedulingEfficiency, catalog);
        maxInstances(rows, sp->maxInstances, path, catalog);
        rows.number(member(path, "interruption_overhead"), sp->interruptionOverhead, catalog);
    } else if (const auto* od = std::get_if<sc::OnDemandSource>(&source)) {
        const Origin catalog = originOf(od->provenance);
        offer(rows, *od, path, false);
        rows.number(member(path, "scheduling_efficiency"), od->schedulingEfficiency, catalog);
        maxInstances(rows, od->maxInstances, path, catalog);
    }
}

// Cloud storage and egress cost nothing to an option that rents no cloud capacity: left at
// zero there, they would only be noise (the option editor hides them too).
bool showsCloudExtras(const sc::Option& o) {
    for (const sc::Source& s : o.sources)
        if (!std::holds_alternative<sc::OwnedSource>(s)) return true;
    const sc::CloudExtras& e = o.cloudExtras;
    return e.storageTb != 0 || e.pricePerTbMonth != 0 || e.egressTbPerMonth != 0 || e.pricePerTbEgress != 0 ||
           e.supportFraction != 0;
}

void option(AssumptionRows& rows, const sc::Option& o, std::size_t index) {
    const sc::Scenario& s = rows.scenario();
    const QString path = element(QStringLiteral("options"), index);
    rows.group(ReportText::tr("Option %1: %2").arg(index + 1).arg(text(o.name)));
    // The kind of each source as the editor names it ("Owned servers", "Spot instances (2)"):
    // its place without the option's own name before it.
    const QString optionPlace = fieldPlace(s, path);
    for (std::size_t j = 0; j < o.sources.size(); ++j) {
        const QString at = element(member(path, "sources"), j);
        rows.subgroup(fieldPlace(s, at).mid(optionPlace.size()).remove(0, 3));
        source(rows, o.sources[j], at);
    }
    rows.subgroup(ReportText::tr("Other costs of the option"));
    if (showsCloudExtras(o)) {
        const QString extras = member(path, "cloud_extras");
        rows.number(member(extras, "storage_tb"), o.cloudExtras.storageTb);
        rows.number(member(extras, "price_per_tb_month"), o.cloudExtras.pricePerTbMonth);
        rows.number(member(extras, "egress_tb_per_month"), o.cloudExtras.egressTbPerMonth);
        rows.number(member(extras, "price_per_tb_egress"), o.cloudExtras.pricePerTbEgress);
        rows.number(member(extras, "support_fraction"), o.cloudExtras.supportFraction);
    }
    const QString staff = member(path, "staff");
    rows.number(member(staff, "fte"), o.staff.fte);
    rows.number(member(staff, "cost_per_fte_year"), o.staff.costPerFteYear);
    rows.number(member(staff, "escalation_per_year"), o.staff.escalationPerYear);
}

void general(AssumptionRows& rows) {
    const sc::Scenario& s = rows.scenario();
    const QString& currency = rows.currency();
    rows.group(ReportText::tr("General"));
    rows.words(QStringLiteral("currency"), fieldLabel(QStringLiteral("currency"), currency).text, currency);
    rows.words(QStringLiteral("as_of"), fieldLabel(QStringLiteral("as_of"), currency).text,
               referenceDateWords(s));
    for (const auto& [code, rate] : s.fx) rows.number(QStringLiteral("fx.") + text(code), rate);
    rows.number(QStringLiteral("horizon_years"), s.horizonYears);
    rows.number(QStringLiteral("finance.discount_rate"), s.finance.discountRate);
    // An empty baseline is the first option (MODEL.md section 9).
    const QString baseline = !s.finance.baseline.empty() ? text(s.finance.baseline)
                             : s.options.empty()         ? QString()
                                                         : text(s.options.front().name);
    rows.words(QStringLiteral("finance.baseline"),
               fieldLabel(QStringLiteral("finance.baseline"), currency).text, baseline);
    rows.words(QStringLiteral("finance.commitments_at_horizon"), ReportText::tr("Commitments at the horizon"),
               commitmentsWords(s.finance.commitmentsAtHorizon));
    rows.number(QStringLiteral("benefits.monthly_value"), s.benefits.monthlyValue);
    rows.number(QStringLiteral("benefits.growth_per_year"), s.benefits.growthPerYear);

    rows.subgroup(ReportText::tr("Tax and depreciation"));
    rows.words(
        QStringLiteral("tax.enabled"), ReportText::tr("Tax in the figures"),
        s.tax.enabled ? ReportText::tr("yes: after-tax figures too") : ReportText::tr("no: before tax"));
    rows.number(QStringLiteral("tax.rate"), s.tax.rate);
    rows.words(QStringLiteral("accounting.depreciation"), ReportText::tr("Depreciation method"),
               depreciationWords(s.accounting.depreciation));
    rows.number(QStringLiteral("accounting.life_years"), s.accounting.lifeYears);
    rows.number(QStringLiteral("accounting.salvage_fraction"), s.accounting.salvageFraction);
    // The factor is written to every file; only declining balance reads it.
    if (s.accounting.depreciation == sc::DepreciationMethod::DecliningBalance)
        rows.number(QStringLiteral("accounting.factor"), s.accounting.factor);
    rows.number(QStringLiteral("accounting.bonus_fraction"), s.accounting.bonusFraction);
}

// A job's precision and its model's shape, as its model card gives it.
void jobShape(AssumptionRows& rows, const QString& path, sc::Precision precision,
              const sc::ModelShape& shape) {
    rows.words(member(path, "precision"), fieldLabel(member(path, "precision"), rows.currency()).text,
               precisionText(precision));
    rows.number(member(path, "layers"), shape.layers);
    rows.number(member(path, "hidden_size"), shape.hiddenSize);
    rows.number(member(path, "kv_heads"), shape.kvHeads);
    rows.number(member(path, "head_dim"), shape.headDim);
}

void demand(AssumptionRows& rows) {
    const sc::Demand& d = rows.scenario().demand;
    const QString& currency = rows.currency();
    rows.group(ReportText::tr("Demand"));
    rows.number(QStringLiteral("demand.gpus"), d.gpus);
    rows.number(QStringLiteral("demand.growth_per_year"), d.growthPerYear);
    rows.words(QStringLiteral("demand.weekly_profile"),
               fieldLabel(QStringLiteral("demand.weekly_profile"), currency).text, profileWords(d));
    rows.number(QStringLiteral("demand.interruptible_share"), d.interruptibleShare);
    rows.number(QStringLiteral("demand.unserved_cost_per_hour"), d.unservedCostPerHour);
    if (!d.jobs) return;
    for (std::size_t i = 0; i < d.jobs->training.size(); ++i) {
        const sc::TrainingJob& job = d.jobs->training[i];
        const QString path = element(QStringLiteral("demand.jobs.training"), i);
        rows.subgroup(ReportText::tr("Training job %1").arg(i + 1));
        rows.words(member(path, "name"), fieldLabel(member(path, "name"), currency).text, text(job.name));
        rows.number(member(path, "runs_per_month"), job.runsPerMonth);
        rows.number(member(path, "params"), job.params);
        rows.number(member(path, "tokens"), job.tokens);
        rows.number(member(path, "mfu"), job.mfu);
        jobShape(rows, path, job.precision, job.shape);
        rows.number(member(path, "micro_batch"), job.microBatch);
        rows.number(member(path, "sequence_length"), job.sequenceLength);
    }
    for (std::size_t i = 0; i < d.jobs->inference.size(); ++i) {
        const sc::InferenceJob& job = d.jobs->inference[i];
        const QString path = element(QStringLiteral("demand.jobs.inference"), i);
        rows.subgroup(ReportText::tr("Inference job %1").arg(i + 1));
        rows.words(member(path, "name"), fieldLabel(member(path, "name"), currency).text, text(job.name));
        rows.number(member(path, "tokens_per_second"), job.tokensPerSecond);
        rows.number(member(path, "params"), job.params);
        rows.number(member(path, "mfu"), job.mfu);
        jobShape(rows, path, job.precision, job.shape);
        rows.number(member(path, "peak_tokens_per_second"), job.peakTokensPerSecond);
        rows.number(member(path, "context_length"), job.contextLength);
        rows.number(member(path, "concurrent_requests"), job.concurrentRequests);
        if (job.hasApiPrice()) {
            rows.number(member(path, "api_input_price"), *job.apiInputPrice);
            rows.number(member(path, "api_output_price"), *job.apiOutputPrice);
            rows.number(member(path, "api_input_share"), job.apiInputShare);
        }
    }
}

void tariffs(AssumptionRows& rows) {
    const sc::Scenario& s = rows.scenario();
    if (s.tariffs.empty()) return;
    rows.group(ReportText::tr("Electricity tariffs"));
    for (const auto& [name, t] : s.tariffs) {
        const QString path = QStringLiteral("tariffs.") + text(name);
        const Origin catalog = originOf(t.provenance);
        rows.subgroup(text(name));
        rows.words(member(path, "kind"), ReportText::tr("Tariff type"), tariffKindWords(t.kind), catalog);
        if (t.kind == sc::TariffKind::Flat) {
            rows.number(member(path, "price_per_kwh"), t.pricePerKwh, catalog);
        } else {
            rows.number(member(path, "peak_price_per_kwh"), t.peakPricePerKwh, catalog);
            rows.number(member(path, "offpeak_price_per_kwh"), t.offpeakPricePerKwh, catalog);
        }
        rows.number(member(path, "escalation_per_year"), t.escalationPerYear, catalog);
    }
}

void gpus(AssumptionRows& rows) {
    const sc::Scenario& s = rows.scenario();
    rows.group(ReportText::tr("GPU models"));
    if (!s.workload.bound.empty()) {
        rows.subgroup(ReportText::tr("What the workload is bound by"));
        for (const auto& [metric, share] : s.workload.bound) {
            // The registry has no entry for these shares; they are fractions shown in %, as
            // the other shares of the table.
            const QString name = text(metric);
            rows.words(
                QStringLiteral("workload.bound.") + name,
                ReportText::tr("Share of the time bound by %1 (%)").arg(metricName(name)),
                formatFieldValue(QStringLiteral("demand.interruptible_share"), share, rows.currency()));
        }
    }
    for (const auto& [name, gpu] : s.gpus) {
        const QString path = QStringLiteral("gpus.") + text(name);
        const Origin catalog = originOf(gpu.provenance);
        rows.subgroup(text(name));
        for (const auto& [metric, value] : gpu.datasheet)
            rows.number(member(member(path, "datasheet"), metric.c_str()), value, catalog);
        // An efficiency a probe measured comes from the probe run (its own table lists the
        // run), not from the catalog row.
        Origin probe;
        if (gpu.calibration)
            probe = {ReportText::tr("probe on %1 (%2)")
                         .arg(text(gpu.calibration->device), text(gpu.calibration->origin)),
                     text(gpu.calibration->measuredAt).left(10)};
        for (const auto& [metric, value] : gpu.efficiency) {
            const bool measured = gpu.calibration && gpu.calibration->measured.count(metric) > 0;
            rows.number(member(member(path, "efficiency"), metric.c_str()), value,
                        measured ? probe : catalog);
        }
        const QString memory = member(path, "memory_gb");
        if (gpu.memoryGb > 0)
            rows.number(memory, gpu.memoryGb, catalog);
        else
            rows.words(memory, fieldLabel(memory, rows.currency()).text, ReportText::tr("not given"),
                       catalog);
    }
}

void risk(AssumptionRows& rows) {
    const sc::Scenario& s = rows.scenario();
    if (!s.uncertainty) return;
    const sc::Uncertainty& u = *s.uncertainty;
    rows.group(ReportText::tr("Risk: uncertain inputs"));
    rows.number(QStringLiteral("uncertainty.trials"), u.trials);
    // Exact, and without separators: a seed is a name for a sequence of draws, not an amount.
    rows.words(QStringLiteral("uncertainty.seed"),
               fieldLabel(QStringLiteral("uncertainty.seed"), rows.currency()).text, QString::number(u.seed));
    for (std::size_t i = 0; i < u.inputs.size(); ++i)
        rows.words(element(QStringLiteral("uncertainty.inputs"), i),
                   fieldTitle(s, QString::fromStdString(u.inputs[i].path)),
                   uncertainInputWords(s, u.inputs[i]));
}

}  // namespace

int shortestDecimals(double value, int maxDecimals) {
    if (!std::isfinite(value)) return 0;
    for (int d = 0; d < maxDecimals; ++d) {
        const double scale = std::pow(10.0, d);
        if (std::abs(std::round(value * scale) / scale - value) <= 1e-9 * std::max(1.0, std::abs(value)))
            return d;
    }
    return maxDecimals;
}

ReportTable assumptionTable(const sc::Scenario& s) {
    ReportTable t;
    t.id = QStringLiteral("assumptions");
    t.title = ReportText::tr("Assumptions");
    t.caption = ReportText::tr(
        "Every input of the scenario, by option and source, then the inputs all options share: its "
        "value as the inputs panel shows it, where it came from and as of when. The last column is "
        "the input's place in the scenario file, for audit.");
    t.header = {ReportText::tr("Input"), ReportText::tr("Value"), ReportText::tr("Source"),
                ReportText::tr("As of"), ReportText::tr("Field in the file")};
    // Values are left-aligned and may wrap: many are names ("DGX A100 (8x A100 40GB)").
    t.numeric = {false, false, false, false, false};
    t.audit = {false, false, false, false, true};
    t.widths = {29, 17, 22, 12, 20};  // "As of" holds a whole date (2025-03-06) on one line
    t.collapseRepeats = 2;            // a source's catalog note once, not on each of its rows
    AssumptionRows rows(s, t);
    for (std::size_t i = 0; i < s.options.size(); ++i) option(rows, s.options[i], i);
    general(rows);
    demand(rows);
    tariffs(rows);
    gpus(rows);
    risk(rows);
    return t;
}

ReportTable stalePriceTable(const sc::Scenario& s) {
    ReportTable t;
    t.id = QStringLiteral("stale_prices");
    t.title = ReportText::tr("Prices more than 12 months old");
    t.caption = ReportText::tr(
                    "Judged at %1. Each is used as it is in the figures; replace it with a current price "
                    "where one exists (the catalog shows the price in force on a day).")
                    .arg(referenceDateWords(s));
    t.header = {ReportText::tr("Price"), ReportText::tr("Value"), ReportText::tr("Source"),
                ReportText::tr("As of"), ReportText::tr("Age")};
    t.numeric = {false, true, false, false, false};
    t.audit = {false, false, false, false, false};
    t.widths = {31, 13, 30, 13, 13};  // "As of" holds a whole date (2023-06-17) on one line
    const QString currency = QString::fromStdString(s.currency);
    for (const sc::PriceAge& age : sc::stalePrices(s, sc::referenceDate(s, sc::today()))) {
        const QString path = QString::fromStdString(age.path);
        const std::optional<sc::FieldRef> field = sc::findField(s, age.path).field;
        QString value = field ? formatFieldValue(path, field->get(), currency) : QString();
        QString source = text(age.source);
        // Marked as in the assumptions when it is the user's estimate (issue #33).
        if (sc::isEstimatedPrice(s, age.path)) {
            value = ReportText::tr("%1 (estimate)").arg(value);
            source = ReportText::tr("%1; %2").arg(estimateWords(), source);
        }
        t.rows.push_back({{fieldTitle(s, path), value, source, text(age.asOf), ageWords(age.months)},
                          false,
                          false,
                          false});
    }
    return t;
}

}  // namespace gputco::ui::report
