#include "ui/document/field_registry.h"

#include <iterator>

#include <QCoreApplication>
#include <QHash>
#include <algorithm>
#include <cmath>
#include <optional>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "model/scenario/field_paths.h"
#include "model/scenario/provenance_lookup.h"
#include "model/scenario/text_length.h"
#include "ui/document/field_path_parts.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("gputco::ui::FieldLabels", text);
}

struct Entry {
    const char* label;  // with %1 for the currency where the unit is money
    FieldUnit unit;
    const char* help;  // nullptr: none
};

// Leaf names of the file format (MODEL.md section 9, the reference example), with the
// members that are not numbers (names, choices) and those of an uncertain input.
const QHash<QString, Entry>& entries() {
    static const QHash<QString, Entry> table = {
        {QStringLiteral("horizon_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Horizon (years)"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "How many years the comparison covers, 1 to 10. Every option is costed month by "
                            "month over this span.")}},
        {QStringLiteral("discount_rate"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Discount rate (% per year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The yearly rate future money is discounted at (your cost of capital). 8 % means "
                            "100 next year is worth about 92.6 today.")}},
        {QStringLiteral("cost_of_debt"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cost of debt (% a year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The rate at which the company borrows. Loans and leases are valued at it after "
                            "tax, so a loan at this rate is worth nothing and a cheaper one its subsidy. "
                            "Empty: each loan at its own rate, leases at the discount rate.")}},
        {QStringLiteral("inflation_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Inflation (% a year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Raises every recurring price that has no escalation of its own: colocation, "
                            "maintenance, software licences, cloud storage and egress, and the value of "
                            "unserved demand. Every figure is nominal, so the discount rate is a nominal "
                            "rate too.")}},
        {QStringLiteral("residual_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility residual value (% of book value)"),
          FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "What the facility capex's book value left at the horizon is worth in use, as a "
                            "share of it (no tax effect). 0 by default: a retrofit built into one site has "
                            "no market.")}},
        {QStringLiteral("rate"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Rate (% per year)"), FieldUnit::Percent, nullptr}},
        {QStringLiteral("life_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Depreciation life (years)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The years over which owned hardware is depreciated for tax.")}},
        {QStringLiteral("salvage_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Salvage value (% of cost)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "What the hardware is worth at the end of its depreciation life, as a share of its cost.")}},
        {QStringLiteral("bonus_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Bonus depreciation (% of cost, in the purchase month)"),
          FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The share of the cost written off at once in the month of purchase; the rest "
                            "follows the depreciation method.")}},
        {QStringLiteral("capex_life_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility capex life (years)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The years over which the facility's one-off capex is depreciated; what is left "
                            "at the horizon counts as residual value.")}},
        {QStringLiteral("factor"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Declining-balance factor"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "For declining-balance depreciation: 2 is double-declining, 1.5 is 150 %.")}},
        {QStringLiteral("monthly_value"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Business value (%1 per month)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "What the work the cluster does is worth to the business each month, for the "
                            "return figures. 0 leaves it out.")}},
        {QStringLiteral("growth_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Growth (% per year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "How much the figure grows each year; negative for a decline.")}},
        {QStringLiteral("gpus"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Average demand (reference GPUs)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "The average number of reference GPUs (A100-equivalents) the workload keeps busy.")}},
        {QStringLiteral("interruptible_share"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Interruptible share (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "The share of demand that can run on spot capacity and survive being interrupted.")}},
        {QStringLiteral("unserved_cost_per_hour"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cost of unserved demand (%1 per GPU-hour)"),
          FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "What a GPU-hour of demand that no source serves costs the business (delay, lost "
                            "work). It is an imputed cost, not cash spent.")}},
        {QStringLiteral("runs_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Runs per month"), FieldUnit::Number, nullptr}},
        {QStringLiteral("params"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Model parameters"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The model's parameter count, e.g. 7e9 for a 7B model.")}},
        {QStringLiteral("tokens"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tokens per run"), FieldUnit::Number, nullptr}},
        {QStringLiteral("tokens_per_second"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tokens per second"), FieldUnit::Number, nullptr}},
        {QStringLiteral("mfu"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Model FLOPs utilisation (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Model FLOPs utilisation: the share of the GPU's peak the job achieves (30 to 50 "
                            "% is typical).")}},
        {QStringLiteral("layers"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Layers"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The model's transformer layers, from its model card (config.json: "
                            "num_hidden_layers). With the heads below it sizes the KV cache.")}},
        {QStringLiteral("hidden_size"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Hidden size"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The model's hidden dimension, from its model card; sizes the activations.")}},
        {QStringLiteral("kv_heads"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Key-value heads"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Attention heads that keep keys and values (fewer than the query heads with "
                            "grouped-query attention).")}},
        {QStringLiteral("head_dim"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Head dimension"), FieldUnit::Count, nullptr}},
        {QStringLiteral("micro_batch"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Micro batch (sequences per GPU)"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "With the sequence length, sizes the activations; 0 leaves them out.")}},
        {QStringLiteral("sequence_length"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Sequence length (tokens)"), FieldUnit::Count,
          nullptr}},
        {QStringLiteral("peak_tokens_per_second"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Peak tokens per second"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The busiest rate the service must keep up with; 0 means the average.")}},
        {QStringLiteral("context_length"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Context length (tokens)"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tokens each request keeps in the KV cache.")}},
        {QStringLiteral("concurrent_requests"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Concurrent requests"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Requests served at the same time, each with its KV cache.")}},
        {QStringLiteral("price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price (%1/kWh)"), FieldUnit::Money, nullptr}},
        {QStringLiteral("peak_price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Peak price (%1/kWh)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Monday to Friday, 08:00 to 22:00.")}},
        {QStringLiteral("offpeak_price_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Off-peak price (%1/kWh)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("escalation_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Escalation (% per year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "How much the price rises each year; negative for a fall.")}},
        {QStringLiteral("nodes"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Servers (nodes)"), FieldUnit::Count, nullptr}},
        {QStringLiteral("gpus_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPUs per server"), FieldUnit::Count, nullptr}},
        {QStringLiteral("availability"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Availability (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "The share of hours the servers are up and serving, after maintenance and failures.")}},
        {QStringLiteral("server_price"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Server price (%1)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "The price of one server with its GPUs, as quoted.")}},
        {QStringLiteral("network_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Network per server (%1)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("storage_per_node"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage per server (%1)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("spare_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Spares (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Extra servers bought as spares, as a share of the fleet.")}},
        {QStringLiteral("installation_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Installation (% of hardware)"), FieldUnit::Percent,
          nullptr}},
        {QStringLiteral("price_decline_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price decline (% per year)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "How much cheaper the same hardware gets each year: the price paid at a refresh.")}},
        {QStringLiteral("idle_kw"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Power when idle (kW per server)"), FieldUnit::Number,
          nullptr}},
        {QStringLiteral("max_kw"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Power at full load (kW per server)"),
          FieldUnit::Number, nullptr}},
        {QStringLiteral("warranty_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Warranty (years)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Support costs nothing until the warranty ends.")}},
        {QStringLiteral("support_rate_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Support after warranty (% of hardware per year)"),
          FieldUnit::Percent, nullptr}},
        {QStringLiteral("licence_per_gpu_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Software licence (%1 per GPU-year)"),
          FieldUnit::Money, nullptr}},
        {QStringLiteral("refresh_years"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Refresh every (years; 0: never)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Replace the servers every so many years (selling the old ones); 0 keeps them "
                            "for the whole horizon.")}},
        {QStringLiteral("resale_decline_per_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Resale value decline (% per year)"),
          FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "How fast the resale value of used hardware falls each year.")}},
        {QStringLiteral("term_months"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Term (months)"), FieldUnit::Count, nullptr}},
        {QStringLiteral("down_payment_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Down payment (%)"), FieldUnit::Percent, nullptr}},
        {QStringLiteral("monthly_payment"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Monthly payment (%1)"), FieldUnit::Money, nullptr}},
        {QStringLiteral("pue"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "PUE"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Power usage effectiveness: the facility's total power over the IT power. 1.5 "
                            "means cooling and losses add half again.")}},
        {QStringLiteral("colo_per_kw_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Colocation (%1 per kW-month)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The colocation fee per kW of IT power contracted, each month.")}},
        {QStringLiteral("rack_fee_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Rack fees (%1 per month)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("capex"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility capex (%1)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "A one-off facility cost at the start (e.g. liquid cooling), depreciated over "
                            "the facility capex life.")}},
        {QStringLiteral("grid_kg_co2_per_kwh"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Grid emissions (kg CO2 per kWh)"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "For the emissions figure only; it does not change costs.")}},
        {QStringLiteral("gpus_per_instance"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPUs per instance"), FieldUnit::Count, nullptr}},
        {QStringLiteral("price_per_hour"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price (%1 per instance-hour)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The price of one instance for one hour, as the provider lists it.")}},
        {QStringLiteral("scheduling_efficiency"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Scheduling efficiency (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The share of paid instance-hours that do useful work (the rest is start-up, "
                            "idle and scheduling gaps).")}},
        {QStringLiteral("max_instances"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Instances at most"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The most instances this source can supply; empty for no limit.")}},
        {QStringLiteral("interruption_overhead"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Interruption overhead (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "Work lost and redone because spot instances are taken back, as a share of the work.")}},
        {QStringLiteral("instances"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Reserved instances"), FieldUnit::Count,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Instances reserved for the whole term, paid whether used or not.")}},
        {QStringLiteral("upfront_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Paid upfront (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The share of the commitment paid at the start; the rest is paid monthly.")}},
        {QStringLiteral("storage_tb"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage (TB)"), FieldUnit::Number, nullptr}},
        {QStringLiteral("price_per_tb_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Storage price (%1 per TB-month)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("egress_tb_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Egress (TB per month)"), FieldUnit::Number, nullptr}},
        {QStringLiteral("price_per_tb_egress"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Egress price (%1 per TB)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("support_fraction"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Support (% of cloud spend)"), FieldUnit::Percent,
          nullptr}},
        {QStringLiteral("fte"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Full-time equivalents"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Full-time equivalents of staff running this option.")}},
        {QStringLiteral("cost_per_fte_year"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cost (%1 per FTE-year)"), FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "The loaded yearly cost of one full-time person.")}},
        {QStringLiteral("price_per_month"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Price (%1 per instance-month)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("memory_gb"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Memory (GB)"), FieldUnit::Number, nullptr}},
        {QStringLiteral("trials"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Trials"), FieldUnit::Count,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "How many scenarios the Monte Carlo draws; more trials give steadier percentiles.")}},
        {QStringLiteral("rank"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Rank correlation"), FieldUnit::Number,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "How closely the two inputs move together, from -1 (one high when the other "
                            "is low) through 0 (independent) to 1 (always in the same order); the "
                            "Spearman rank correlation the Monte Carlo gives their draws.")}},
        {QStringLiteral("seed"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Random seed"), FieldUnit::Identifier,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The same seed gives the same Monte Carlo numbers, run after run.")}},
        {QStringLiteral("name"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Name"), FieldUnit::Text, nullptr}},
        {QStringLiteral("gpu"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPU model"), FieldUnit::Text, nullptr}},
        {QStringLiteral("mig_profile"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "MIG slices"), FieldUnit::Text,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Every GPU cut into MIG slices of this profile (NVIDIA MIG User Guide); the "
                            "capacity counts slices, each with its share of the GPU's compute.")}},
        {QStringLiteral("precision"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Precision"), FieldUnit::Text, nullptr}},
        // The optimiser's record of an optimised option (docs/file-format.md).
        {QStringLiteral("from"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Optimised from (option)"), FieldUnit::Text, nullptr}},
        {QStringLiteral("max_capex"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Capex limit at month 0 (%1)"), FieldUnit::Money,
          nullptr}},
        {QStringLiteral("max_unserved_share"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Unserved limit (% of demand)"), FieldUnit::Percent,
          nullptr}},
        {QStringLiteral("percentile"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Risk limit percentile"), FieldUnit::Count, nullptr}},
        {QStringLiteral("budget"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Risk budget (%1)"), FieldUnit::Money, nullptr}},
        {QStringLiteral("max_units"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Most units searched"), FieldUnit::Count, nullptr}},
        {QStringLiteral("api_input_price"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "API price, input (%1 per million tokens)"),
          FieldUnit::Money,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "What a hosted API charges for the same model's input tokens; with the output "
                            "price it gives the rate at which self-hosting beats the API.")}},
        {QStringLiteral("api_output_price"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "API price, output (%1 per million tokens)"),
          FieldUnit::Money, nullptr}},
        {QStringLiteral("api_input_share"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Input share of the tokens (%)"), FieldUnit::Percent,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "Weighs the input and output prices into one; 75 % is the 3:1 blend Artificial "
                            "Analysis uses.")}},
        {QStringLiteral("tariff"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Electricity tariff"), FieldUnit::Text, nullptr}},
        {QStringLiteral("currency"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Currency"), FieldUnit::Text,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The ISO 4217 code every amount of the scenario is in, such as USD or CNY.")}},
        {QStringLiteral("as_of"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Prices judged at (yyyy-MM-dd)"), FieldUnit::Text,
          QT_TRANSLATE_NOOP(
              "gputco::ui::FieldLabels",
              "The day the scenario's prices are judged at: a catalog price more than 12 months "
              "older is marked stale. Empty: today.")}},
        {QStringLiteral("baseline"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Baseline option"), FieldUnit::Text,
          QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                            "The option the others are compared with (savings, IRR, payback).")}},
        {QStringLiteral("bound"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Workload bound by"), FieldUnit::Text, nullptr}},
        {QStringLiteral("weekly_profile"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Weekly profile"), FieldUnit::Text, nullptr}},
        {QStringLiteral("sources"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Sources"), FieldUnit::Text, nullptr}},
        {QStringLiteral("options"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Options"), FieldUnit::Text, nullptr}},
        {QStringLiteral("low"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Low"), FieldUnit::Number, nullptr}},
        {QStringLiteral("high"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "High"), FieldUnit::Number, nullptr}},
        {QStringLiteral("mode"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Most likely"), FieldUnit::Number, nullptr}},
        {QStringLiteral("mean"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Mean"), FieldUnit::Number, nullptr}},
        {QStringLiteral("stddev"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Standard deviation"), FieldUnit::Number, nullptr}},
        {QStringLiteral("path"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Input"), FieldUnit::Text, nullptr}},
        {QStringLiteral("dist"),
         {QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Distribution"), FieldUnit::Text, nullptr}},
    };
    return table;
}

// The group a field sits in, for the parts of a source or option that share leaf names.
QString groupOf(const QString& path) {
    if (path.contains(QLatin1String(".financing.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Loan or lease"));
    if (path.contains(QLatin1String(".staff.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Staff"));
    if (path.contains(QLatin1String(".cloud_extras.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cloud extras"));
    if (path.contains(QLatin1String(".facility.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Facility"));
    if (path.startsWith(QLatin1String("benefits.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Benefits"));
    if (path.startsWith(QLatin1String("tax.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tax"));
    return {};
}

// A key the registry does not know, still in words: "memory_gb" -> "Memory gb".
QString humanised(const QString& key) {
    QString text = key;
    text.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

// The fewest decimals (at most `most`) that show `value` as it is stored.
int decimalsOf(double value, int most) {
    for (int d = 0; d < most; ++d) {
        const double scaled = value * std::pow(10.0, d);
        if (std::fabs(scaled - std::round(scaled)) < 1e-9 * std::max(1.0, std::fabs(scaled))) return d;
    }
    return most;
}

QString sourceKind(const scenario::Source& source) {
    if (std::holds_alternative<scenario::OwnedSource>(source))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Owned servers"));
    if (std::holds_alternative<scenario::ReservedSource>(source))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Reserved or subscription"));
    if (std::holds_alternative<scenario::SpotSource>(source))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Spot instances"));
    return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "On-demand instances"));
}

// The path whose unit the value at `path` is in: an uncertain input's low, high and mode are
// in the unit of the input they move.
QString valuePath(const scenario::Scenario& s, const QString& path) {
    const FieldPathParts parts = fieldPathParts(path);
    if (!parts.uncertainInput || !s.uncertainty) return path;
    const std::size_t i = *parts.uncertainInput;
    const QString& key = parts.uncertainMember;
    if (i >= s.uncertainty->inputs.size() || key == QLatin1String("path") || key == QLatin1String("dist"))
        return path;
    return QString::fromStdString(s.uncertainty->inputs[i].path);
}

QString number(double value) {
    return uiLocale().toString(value, 'g', 12);
}

}  // namespace

namespace {

// A key of the probe's documents and its words; an unknown key is shown from its key.
struct KeyWords {
    const char* key;
    const char* words;
};

QString wordsFor(const KeyWords* begin, const KeyWords* end, const QString& key) {
    for (const KeyWords* k = begin; k != end; ++k)
        if (key == QLatin1String(k->key)) return translated(k->words);
    return humanised(key).toLower();
}

const KeyWords kMetricWords[] = {
    {"tensor_fp16", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "FP16 tensor compute")},
    {"hbm_bandwidth", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "memory bandwidth")},
    {"fp32", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "FP32 compute")},
    {"h2d", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "host-to-GPU copy")},
    {"d2h", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPU-to-host copy")},
};

const KeyWords kMethodWords[] = {
    {"triad", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "STREAM triad")},
    {"fma_loop", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "FMA loop")},
    {"gemm_cublaslt", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GEMM through cuBLASLt")},
    {"gemm_mma_sync", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GEMM by the probe's own kernel")},
    {"gemm_wgmma", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GEMM by the probe's own kernel")},
    {"mma_sync_peak_kernel", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "peak kernel, not a GEMM")},
    {"cuda_memcpy_pinned", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "copy from pinned memory")},
};

}  // namespace

QString metricName(const QString& metric) {
    return wordsFor(std::begin(kMetricWords), std::end(kMetricWords), metric);
}

QString metricLabel(const QString& metric) {
    QString label = metricName(metric);
    if (!label.isEmpty()) label[0] = label[0].toUpper();
    return label;
}

QString metricUnit(const QString& metric) {
    const bool transfer = metric.contains(QLatin1String("bandwidth")) || metric == QLatin1String("h2d") ||
                          metric == QLatin1String("d2h");
    return transfer ? QStringLiteral("GB/s") : QStringLiteral("TFLOPS");
}

QString methodName(const QString& method) {
    return wordsFor(std::begin(kMethodWords), std::end(kMethodWords), method);
}

namespace {

// The texts of a scenario and the maps keyed by names, which the text-length rules name
// (model/scenario/validation_text.cpp); nullopt for any other path.
std::optional<FieldLabel> textLabel(const QString& path, const QString& leaf) {
    const auto text = [](const char* label) {
        return FieldLabel{translated(label), 1, FieldUnit::Text, QString()};
    };
    if (path == QLatin1String("name"))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Scenario name"));
    if (path == QLatin1String("notes")) return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Notes"));
    if (path == QLatin1String("gpus"))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPU models"));
    if (path == QLatin1String("tariffs"))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Electricity tariffs"));
    if (path == QLatin1String("fx"))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Exchange rates"));
    if (path.startsWith(QLatin1String("uncertainty."))) return std::nullopt;
    // A catalog row's source and date, beside the figures it gave (not the scenario's as_of).
    if (leaf == QLatin1String("source") && path.contains(QLatin1Char('.')))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Source of the figures"));
    if (leaf == QLatin1String("as_of") && path != QLatin1String("as_of"))
        return text(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Figures as of"));
    static const std::pair<const char*, const char*> kLeaves[] = {
        {"server", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Server")},
        {"offer", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Cloud offer")},
        {"from_id", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Optimised from (option id)")},
        {"overrides", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "User overrides")},
        {"datasheet", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Datasheet figures")},
        {"efficiency", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Efficiencies")},
        {"device", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probed device")},
        {"uuid", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probed device's UUID")},
        {"measured_at", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probe run at")},
        {"probe_version", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probe version")},
        {"origin", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probe result from")},
        {"measured", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Measured figures")},
        {"probe_datasheet", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Probe's datasheet figures")},
        {"previous_efficiency",
         QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Efficiencies before calibration")},
        {"methods", QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Measurement methods")},
    };
    for (const auto& [key, label] : kLeaves)
        if (leaf == QLatin1String(key)) return text(label);
    return std::nullopt;
}

}  // namespace

FieldLabel fieldLabel(const QString& path, const QString& currency) {
    const QString leaf = path.section(QLatin1Char('.'), -1).section(QLatin1Char('['), 0, 0);
    const QString parent = path.section(QLatin1Char('.'), -2, -2);
    if (std::optional<FieldLabel> text = textLabel(path, leaf)) return *text;
    // GPU figures: gpus.NAME.datasheet.METRIC, gpus.NAME.efficiency.METRIC
    if (parent == QLatin1String("measured"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Measured %1 (%2)"))
                    .arg(metricName(leaf), metricUnit(leaf)),
                1, FieldUnit::Number,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "The rate the probe measured."))};
    if (parent == QLatin1String("methods"))
        return {
            translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Measured %1 with"))
                .arg(metricName(leaf)),
            1, FieldUnit::Text,
            translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                         "What the probe measured this figure with, as it names it "
                                         "(gemm_cublaslt, gemm_mma_sync, gemm_wgmma, mma_sync_peak_kernel, "
                                         "triad, fma_loop)."))};
    if (parent == QLatin1String("datasheet") || parent == QLatin1String("probe_datasheet"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Datasheet %1 (%2)"))
                    .arg(metricName(leaf), metricUnit(leaf)),
                1, FieldUnit::Number,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                             "The peak the vendor's datasheet gives for this metric."))};
    if (parent == QLatin1String("efficiency") || parent == QLatin1String("previous_efficiency"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Efficiency, %1 (%)"))
                    .arg(metricName(leaf)),
                100, FieldUnit::Percent,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                             "The share of the datasheet peak real work reaches; a probe "
                                             "run measures it."))};
    if (parent == QLatin1String("fx"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Exchange rate (%1 per 1 %2)"))
                    .arg(currency, leaf),
                1, FieldUnit::Number,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                             "Catalog prices in this currency are converted at this rate."))};
    if (path == QLatin1String("tax.rate"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tax rate (%)")), 100,
                FieldUnit::Percent,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                             "The marginal income tax rate that depreciation and deductible "
                                             "costs save."))};
    if (path == QLatin1String("financing.rate") || path.endsWith(QLatin1String(".financing.rate")))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Loan interest (% per year)")), 100,
                FieldUnit::Percent, QString()};
    if (path == QLatin1String("demand.growth_per_year"))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Demand growth (% per year)")), 100,
                FieldUnit::Percent,
                translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                             "How much the average demand grows each year; negative for a "
                                             "decline."))};
    if (path == QLatin1String("options[].name") ||
        (path.startsWith(QLatin1String("options[")) && path.endsWith(QLatin1String("].name"))))
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Option name")), 1, FieldUnit::Text,
                QString()};

    const auto it = entries().constFind(leaf);
    if (it == entries().constEnd()) return {humanised(leaf), 1, FieldUnit::Number, QString(), false};
    QString text = QCoreApplication::translate("gputco::ui::FieldLabels", it->label);
    if (it->unit == FieldUnit::Money) text = text.arg(currency);
    const QString group = groupOf(path);
    return {group.isEmpty() ? text : group + QStringLiteral(": ") + text,
            it->unit == FieldUnit::Percent ? 100.0 : 1.0, it->unit,
            it->help ? QCoreApplication::translate("gputco::ui::FieldLabels", it->help) : QString()};
}

QString fieldSection(const QString& path) {
    if (const FieldPathParts parts = fieldPathParts(path); parts.option)
        return path.left(parts.optionPrefixLength);
    for (const char* prefix : {"demand", "tariffs", "gpus"})
        if (path.startsWith(QLatin1String(prefix) + QLatin1Char('.'))) return QLatin1String(prefix);
    return QStringLiteral("general");
}

QString fieldPlace(const scenario::Scenario& s, const QString& path) {
    const QString sep = QStringLiteral(" \u203a ");
    const FieldPathParts parts = fieldPathParts(path);
    if (parts.option) {
        const std::size_t o = *parts.option;
        if (o >= s.options.size())
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Option %1")).arg(o + 1);
        const scenario::Option& option = s.options[o];
        // A name past its limit is what the problem is about (validation_text.cpp): it is
        // quoted there in part, and by its number here.
        const bool tooLong = option.name.size() > scenario::kMaxNameChars &&
                             scenario::charCount(option.name) > scenario::kMaxNameChars;
        QString place = option.name.empty() || tooLong
                            ? translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Option %1")).arg(o + 1)
                            : io::shownText(option.name);
        if (parts.source) {
            const std::size_t i = *parts.source;
            if (i < option.sources.size()) {
                QString kind = sourceKind(option.sources[i]);
                // Two sources of one kind in an option: number them as the editor lists them.
                int same = 0;
                for (const scenario::Source& x : option.sources)
                    same += x.index() == option.sources[i].index();
                if (same > 1) kind += QStringLiteral(" (%1)").arg(i + 1);
                place += sep + kind;
            }
        }
        return place;
    }
    if (parts.uncertainInput && s.uncertainty) {
        const std::size_t i = *parts.uncertainInput;
        const QString risk = translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Risk"));
        if (i >= s.uncertainty->inputs.size() || s.uncertainty->inputs[i].path.empty()) return risk;
        return risk + sep + fieldTitle(s, QString::fromStdString(s.uncertainty->inputs[i].path));
    }
    if (path.startsWith(QLatin1String("uncertainty.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Risk"));
    if (path.startsWith(QLatin1String("demand.jobs.training[")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Demand \u203a training job %1"))
            .arg(path.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toInt() + 1);
    if (path.startsWith(QLatin1String("demand.jobs.inference[")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Demand \u203a inference job %1"))
            .arg(path.section(QLatin1Char('['), 1).section(QLatin1Char(']'), 0, 0).toInt() + 1);
    if (path.startsWith(QLatin1String("demand.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Demand"));
    if (path.startsWith(QLatin1String("tariffs.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Tariff %1"))
            .arg(io::shownText(path.section(QLatin1Char('.'), 1, 1).toStdString()));
    if (path.startsWith(QLatin1String("gpus.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "GPU %1"))
            .arg(io::shownText(path.section(QLatin1Char('.'), 1, 1).toStdString()));
    if (path.startsWith(QLatin1String("accounting.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Depreciation"));
    if (path.startsWith(QLatin1String("workload.")))
        return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "Workload"));
    return {};
}

QString fieldTitle(const scenario::Scenario& s, const QString& path) {
    const QString currency = QString::fromStdString(s.currency);
    const FieldPathParts parts = fieldPathParts(path);
    const QString label = fieldLabel(parts.uncertainInput ? parts.uncertainMember : path, currency).text;
    const QString place = fieldPlace(s, path);
    return place.isEmpty() ? label : place + QStringLiteral(" \u203a ") + label;
}

QString formatFieldValue(const QString& path, double stored, const QString& currency) {
    const QLocale locale = uiLocale();
    if (!std::isfinite(stored)) return stored > 0 ? QStringLiteral("\u221e") : number(stored);
    const FieldLabel label = fieldLabel(path, currency);
    switch (label.unit) {
        case FieldUnit::Money:
            return io::formatMoney(stored, currency, locale, decimalsOf(stored, 4));
        case FieldUnit::Percent: {
            const double shown = stored * 100;
            return io::formatDecimal(shown, locale, decimalsOf(shown, 3)) + QStringLiteral(" %");
        }
        case FieldUnit::Count:
            return io::formatWhole(stored, locale);
        case FieldUnit::Identifier:
            return QString::number(stored, 'f', 0);
        case FieldUnit::Number:
        case FieldUnit::Text:
            break;
    }
    return io::formatDecimal(stored, locale, decimalsOf(stored, 6));
}

ProvenanceWords provenanceWords(const scenario::Scenario& s, const QString& path) {
    const std::string at = path.toStdString();
    const scenario::Provenance* p = scenario::provenanceAt(s, at);
    if (!p || p->source.empty()) return {};
    const QString source = io::shownText(p->source);
    const QString asOf = io::shownText(p->asOf);
    if (const std::optional<double> was = scenario::overriddenCatalogValue(s, at)) {
        const QString value = formatFieldValue(valuePath(s, path), *was, QString::fromStdString(s.currency));
        const QString from =
            asOf.isEmpty()
                ? source
                : translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "%1, as of %2")).arg(source, asOf);
        return {translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "user override (was %1 from %2)"))
                    .arg(value, from),
                QString(), true};
    }
    return {source, asOf, false};
}

QString provenanceText(const scenario::Scenario& s, const QString& path) {
    const ProvenanceWords words = provenanceWords(s, path);
    if (words.source.isEmpty() || words.override || words.asOf.isEmpty()) return words.source;
    return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "%1, as of %2"))
        .arg(words.source, words.asOf);
}

QString formatFieldEstimate(const QString& path, double value, const QString& currency) {
    if (!std::isfinite(value) || value == 0) return formatFieldValue(path, value, currency);
    const FieldLabel label = fieldLabel(path, currency);
    const double shown = label.unit == FieldUnit::Percent ? value * 100 : value;
    // Three significant digits, but never rounding away whole units.
    const int magnitude = static_cast<int>(std::floor(std::log10(std::fabs(shown))));
    const int decimals = std::clamp(2 - magnitude, 0, 6);
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(shown * scale) / scale;
    if (label.unit == FieldUnit::Count && decimals == 0) return io::formatWhole(rounded, uiLocale());
    const int trimmed = decimalsOf(rounded, decimals);
    const QLocale locale = uiLocale();
    switch (label.unit) {
        case FieldUnit::Money:
            return io::formatMoney(rounded, currency, locale, trimmed);
        case FieldUnit::Percent:
            return io::formatDecimal(rounded, locale, trimmed) + QStringLiteral(" %");
        default:
            return io::formatDecimal(rounded, locale, trimmed);
    }
}

QString problemText(const scenario::Scenario& s, const scenario::Problem& p) {
    using scenario::Rule;
    const QString path = QString::fromStdString(p.path);
    const QString currency = QString::fromStdString(s.currency);
    const QString unitPath = valuePath(s, path);
    auto v = [&](std::size_t i) {
        return i < p.numbers.size() ? formatFieldValue(unitPath, p.numbers[i], currency) : QString();
    };
    const QString name = io::shownText(p.name);
    switch (p.rule) {
        case Rule::NotFinite:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must be a number, got %1"))
                .arg(number(p.numbers.at(0)));
        case Rule::TooLarge:
            // Both numbers written alike ("at most 1e15, got 1E+20" read as two notations).
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "is too large to compute with (at most %1), got %2"))
                .arg(number(1e15), number(p.numbers.at(0)));
        case Rule::AtLeast:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must be at least %1, got %2"))
                .arg(v(0), v(1));
        case Rule::Above:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must be more than %1, got %2"))
                .arg(v(0), v(1));
        case Rule::Between:
            return translated(
                       QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must be between %1 and %2, got %3"))
                .arg(v(0), v(1), v(2));
        case Rule::AboveAtMost:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "must be more than %1 and at most %2, got %3"))
                .arg(v(0), v(1), v(2));
        case Rule::WholeAtLeast:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "must be a whole number of at least %1, got %2"))
                .arg(v(0), number(p.numbers.at(1)));
        case Rule::WholeBetween:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "must be a whole number between %1 and %2, got %3"))
                .arg(v(0), v(1), number(p.numbers.at(2)));
        case Rule::WholeMonths:
            return translated(QT_TRANSLATE_NOOP(
                                  "gputco::ui::FieldLabels",
                                  "must be a whole number of months (a multiple of 1/12 year), got %1"))
                .arg(number(p.numbers.at(0)));
        case Rule::AtMostField:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must be at most %1 (%2), got %3"))
                .arg(fieldLabel(name, currency).text, v(0), v(1));
        case Rule::LeaseRefresh:
            return translated(QT_TRANSLATE_NOOP(
                "gputco::ui::FieldLabels", "a leased server cannot be refreshed (it is never owned): set 0"));
        case Rule::Currency:
            return translated(
                       QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                         "must be a three-letter ISO 4217 code such as USD or CNY, got “%1”"))
                .arg(name);
        case Rule::Day:
            return translated(
                       QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                         "must be a date written yyyy-MM-dd, such as 2026-12-01, got “%1”"))
                .arg(name);
        case Rule::OwnCurrency:
            return translated(
                       QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                         "is the scenario's own currency: remove it (1 %1 is always 1 %1)"))
                .arg(name);
        case Rule::MissingGpu:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "choose a GPU model"));
        case Rule::UnknownGpu:
            return translated(QT_TRANSLATE_NOOP(
                                  "gputco::ui::FieldLabels",
                                  "there is no GPU model “%1” in this scenario: add it or choose another"))
                .arg(name);
        case Rule::MissingTariff:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "choose an electricity tariff"));
        case Rule::UnknownTariff:
            return translated(QT_TRANSLATE_NOOP(
                                  "gputco::ui::FieldLabels",
                                  "there is no tariff “%1” in this scenario: add it or choose another"))
                .arg(name);
        case Rule::UnknownOption:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "there is no option named “%1”"))
                .arg(name);
        case Rule::EmptyName:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "give it a name"));
        case Rule::DuplicateName:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "another option is already called “%1”: names must differ"))
                .arg(name);
        case Rule::NoSources:
            return translated(QT_TRANSLATE_NOOP(
                "gputco::ui::FieldLabels", "add at least one source (owned, reserved, spot or on-demand)"));
        case Rule::NoOptions:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "add at least one option"));
        case Rule::BoundEmpty:
            return translated(
                QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                  "name at least one metric the workload is bound by, with shares "
                                  "summing to 100 %"));
        case Rule::BoundSum:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "the shares must add up to 100 %, got %1"))
                .arg(formatFieldValue(QStringLiteral("mfu"), p.numbers.at(0), currency));
        case Rule::BoundNoFigure:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "the GPU model “%1” has no datasheet figure for it"))
                .arg(name);
        case Rule::ProfileLength:
            return translated(QT_TRANSLATE_NOOP(
                                  "gputco::ui::FieldLabels",
                                  "must be a preset or 168 numbers (one per hour of the week), got %1"))
                .arg(number(p.numbers.at(0)));
        case Rule::ProfileAllZero:
            return translated(
                QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "must have some load: every hour is 0"));
        case Rule::InputEmpty:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "choose the input it varies"));
        case Rule::InputUnknown:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "names an input this scenario does not have (“%1”)"))
                .arg(name);
        case Rule::InputOutside: {
            const auto found = scenario::findField(s, p.name);
            const QString range =
                found.field ? QString::fromStdString(found.field->range().text()) : QString();
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "is outside what %1 accepts (%2), got %3"))
                .arg(fieldTitle(s, name), range, v(0));
        }
        case Rule::InputNoRoom:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "leaves no value between low and high that %1 accepts"))
                .arg(fieldTitle(s, name));
        case Rule::InputLowAboveHigh:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "must be at most the high value (%1), got %2"))
                .arg(v(0), v(1));
        case Rule::InputModeOutside:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "must be between the low (%1) and the high (%2), got %3"))
                .arg(v(0), v(1), v(2));
        case Rule::InputDuplicate:
            return translated(
                       QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "%1 is already an uncertain input"))
                .arg(fieldTitle(s, name));
        case Rule::CorrelationUnknown:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "%1 is not an uncertain input: add it to the inputs first"))
                .arg(fieldTitle(s, name));
        case Rule::CorrelationSelf:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "correlates %1 with itself: choose two different inputs"))
                .arg(fieldTitle(s, name));
        case Rule::CorrelationDuplicate:
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "correlates the same two inputs as pair %1: keep one"))
                .arg(p.numbers.empty() ? QString() : QString::number(p.numbers[0] + 1));
        case Rule::CorrelationInvalid: {
            // "a ~ b; c ~ d" in paths, each pair named in words.
            QStringList pairs;
            for (const QString& pair :
                 QString::fromStdString(p.name).split(QStringLiteral("; "), Qt::SkipEmptyParts))
                pairs << translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", "%1 with %2"))
                             .arg(fieldTitle(s, pair.section(QStringLiteral(" ~ "), 0, 0)),
                                  fieldTitle(s, pair.section(QStringLiteral(" ~ "), 1)));
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "the rank correlations contradict each other (no inputs can "
                                                "move together like that): change %1, or use the nearest "
                                                "valid set the Risk page offers"))
                .arg(pairs.join(translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels", " or "))));
        }
        case Rule::NameTooLong:
        case Rule::NoteTooLong:
            // The text's beginning only (Problem::name): a line, whatever the text's length.
            return translated(QT_TRANSLATE_NOOP("gputco::ui::FieldLabels",
                                                "“%1” is %2 characters long, more than the %3 allowed"))
                .arg(name, io::formatWhole(p.numbers.at(1), uiLocale()),
                     io::formatWhole(p.numbers.at(0), uiLocale()));
        case Rule::Other:
            break;
    }
    return QString::fromStdString(p.message);
}

QString problemLine(const scenario::Scenario& s, const scenario::Problem& p) {
    if (p.path.empty()) return problemText(s, p);
    return fieldTitle(s, QString::fromStdString(p.path)) + QStringLiteral(": ") + problemText(s, p);
}

}  // namespace gputco::ui
