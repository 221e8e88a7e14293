// Cost categories of the result document (MODEL.md section 10), in its order.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace gputco::engine {

enum class Category : std::size_t {
    Hardware,
    Installation,
    Facility,
    Financing,
    FinancingInterest,  // memo line inside Financing: never added to totals again
    ElectricityIt,
    ElectricityCooling,
    Colocation,
    Maintenance,
    Staff,
    Software,
    CloudCompute,
    CloudStorage,
    CloudEgress,
    CloudSupport,
    Unserved,
    Resale,     // an inflow: negative
    TaxShield,  // after-tax figures only; negative when it saves tax
};

inline constexpr std::size_t kCategoryCount = 18;

inline constexpr std::array<std::string_view, kCategoryCount> kCategoryNames = {"hardware",
                                                                                "installation",
                                                                                "facility",
                                                                                "financing",
                                                                                "financing_interest",
                                                                                "electricity_it",
                                                                                "electricity_cooling",
                                                                                "colocation",
                                                                                "maintenance",
                                                                                "staff",
                                                                                "software",
                                                                                "cloud_compute",
                                                                                "cloud_storage",
                                                                                "cloud_egress",
                                                                                "cloud_support",
                                                                                "unserved",
                                                                                "resale",
                                                                                "tax_shield"};

constexpr std::size_t index(Category c) {
    return static_cast<std::size_t>(c);
}
constexpr std::string_view name(Category c) {
    return kCategoryNames[index(c)];
}

// Whether a category counts in total_cost, yearly totals and pv_cost (MODEL.md section 10).
constexpr bool countsInTotal(Category c) {
    return c != Category::FinancingInterest && c != Category::TaxShield;
}

}  // namespace gputco::engine
