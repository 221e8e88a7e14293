#include "model/io/library/catalog_kind.h"

#include <cstring>

namespace gputco::io::library {

namespace {

using T = ColumnType;

// Every kind starts with `key` (what priceOn looks up) and ends with source and as_of:
// a figure without its origin and date cannot be explained in a report (DESIGN.md, Files).
const std::vector<KindSpec>& specs() {
    static const std::vector<KindSpec> kSpecs = {
        {Kind::Gpus,
         "gpus",
         {{"key", T::Text, true},
          {"name", T::Text, true},
          {"memory_gb", T::Number, true},
          {"hbm_gbps", T::Number, true},
          {"fp32_tflops", T::Number, true},
          {"tensor_fp16_tflops", T::Number, true},
          {"tdp_w", T::Number, true},
          {"eff_hbm", T::Fraction, false},
          {"eff_fp32", T::Fraction, false},
          {"eff_tensor", T::Fraction, false},
          {"source", T::Text, true},
          {"as_of", T::Date, true}},
         nullptr},
        {Kind::Servers,
         "servers",
         {{"key", T::Text, true},
          {"name", T::Text, true},
          {"gpu", T::Text, true},
          {"gpu_count", T::Integer, true},
          {"price", T::Number, true},
          {"currency", T::Currency, true},
          {"power_kw", T::Number, false},
          {"rack_units", T::Integer, false},
          {"source", T::Text, true},
          {"as_of", T::Date, true}},
         "price"},
        {Kind::Offers,
         "offers",
         {{"key", T::Text, true},
          {"provider", T::Text, true},
          {"region", T::Text, false},
          {"instance", T::Text, true},
          {"gpu", T::Text, true},
          {"gpus_per_instance", T::Integer, true},
          {"pricing_mode", T::PricingMode, true},
          {"term_months", T::Integer, false},
          {"upfront_fraction", T::Fraction, false},
          {"price_per_hour", T::Number, true},
          {"currency", T::Currency, true},
          {"source", T::Text, true},
          {"as_of", T::Date, true}},
         "price_per_hour"},
        {Kind::Tariffs,
         "tariffs",
         {{"key", T::Text, true},
          {"name", T::Text, true},
          {"region", T::Text, false},
          {"tariff_kind", T::Text, true},
          {"unit", T::Text, true},
          {"price", T::Number, true},
          {"currency", T::Currency, true},
          {"source", T::Text, true},
          {"as_of", T::Date, true}},
         "price"},
        // Exchange rates: "USD/CNY" 7.1 is 7.1 CNY for one USD on that day, as the central bank
        // published it (catalog_apply converts a copied price with the rate in force on its date).
        {Kind::Fx,
         "fx",
         {{"key", T::Text, true},
          {"base", T::Currency, true},
          {"quote", T::Currency, true},
          {"rate", T::Number, true},
          {"source", T::Text, true},
          {"as_of", T::Date, true}},
         "rate"},
    };
    return kSpecs;
}

}  // namespace

const std::vector<Kind>& allKinds() {
    static const std::vector<Kind> kKinds = {Kind::Gpus, Kind::Servers, Kind::Offers, Kind::Tariffs,
                                             Kind::Fx};
    return kKinds;
}

const KindSpec& kindSpec(Kind kind) {
    return specs()[static_cast<std::size_t>(kind)];
}

std::optional<Kind> kindFromName(const QString& name) {
    for (const KindSpec& spec : specs())
        if (name == QLatin1String(spec.name)) return spec.kind;
    return std::nullopt;
}

QString kindName(Kind kind) {
    return QString::fromLatin1(kindSpec(kind).name);
}

int columnIndex(Kind kind, const char* column) {
    const std::vector<Column>& columns = kindSpec(kind).columns;
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (std::strcmp(columns[i].name, column) == 0) return static_cast<int>(i);
    return -1;
}

}  // namespace gputco::io::library
