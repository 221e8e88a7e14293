// Month x category amounts, each split by when in the month it is paid (MODEL.md section 1,
// "timing"): one-off payments at the start of month m (t = m), recurring ones at its end
// (t = m + 1). The split is what PV, IRR and payback need; the monthly table adds both.
#pragma once

#include <algorithm>
#include <bitset>
#include <cstddef>
#include <vector>

#include "model/engine/category.h"

namespace gputco::engine {

enum class Timing { StartOfMonth, EndOfMonth };

class Ledger {
public:
    explicit Ledger(int months = 0) { reset(months); }

    // Clears the ledger for a horizon of `months`; only rows written since are touched,
    // which keeps the many re-projections of the break-even search and risk analysis cheap.
    void reset(int months) {
        if (months != months_ || cells_.empty()) {
            months_ = months;
            cells_.assign(2 * kCategoryCount * static_cast<std::size_t>(months), 0.0);
        } else {
            for (std::size_t c = 0; c < kCategoryCount; ++c)
                if (used_[c])
                    std::fill_n(cells_.begin() + static_cast<std::ptrdiff_t>(row(c)), rowSize(), 0.0);
        }
        used_.reset();
    }
    // Whether any amount of the category was added since the last reset.
    bool uses(Category c) const { return used_[index(c)]; }
    int months() const { return months_; }

    void add(Category c, int month, Timing when, double amount) {
        cells_[slot(c, month, when)] += amount;
        used_.set(index(c));
    }
    double at(Category c, int month, Timing when) const { return cells_[slot(c, month, when)]; }
    // The category's cells, month by month, start of the month then its end (2 x months).
    const double* rowCells(Category c) const { return cells_.data() + row(index(c)); }
    double monthTotal(Category c, int month) const {
        return at(c, month, Timing::StartOfMonth) + at(c, month, Timing::EndOfMonth);
    }

    // Adds factor x every amount of category `from` to category `to`, cell by cell (a tax
    // shield from a deductible line); `to` counts as used only if an amount was non-zero.
    void addScaled(Category from, Category to, double factor) {
        if (!uses(from)) return;  // every cell 0
        const double* source = cells_.data() + row(index(from));
        double* target = cells_.data() + row(index(to));
        bool any = false;
        for (std::size_t i = 0; i < rowSize(); ++i) {
            target[i] += factor * source[i];
            any |= source[i] != 0;  // not ||: the loop stays one the compiler can vectorise
        }
        if (any) used_.set(index(to));
    }

    // Adds every amount of `other` (same horizon) to this ledger; rows it never wrote are 0.
    void merge(const Ledger& other) {
        if (other.months_ != months_) return;
        for (std::size_t c = 0; c < kCategoryCount; ++c) {
            if (!other.used_[c]) continue;
            const double* source = other.cells_.data() + row(c);
            double* target = cells_.data() + row(c);
            for (std::size_t i = 0; i < rowSize(); ++i) target[i] += source[i];
        }
        used_ |= other.used_;
    }

private:
    std::size_t rowSize() const { return 2 * static_cast<std::size_t>(months_); }
    std::size_t row(std::size_t c) const { return c * rowSize(); }
    std::size_t slot(Category c, int month, Timing when) const {
        return (index(c) * static_cast<std::size_t>(months_) + static_cast<std::size_t>(month)) * 2 +
               (when == Timing::EndOfMonth ? 1 : 0);
    }
    int months_ = 0;
    std::vector<double> cells_;
    std::bitset<kCategoryCount> used_;
};

}  // namespace gputco::engine
