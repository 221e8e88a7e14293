#include "model/engine/radix_sort.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <utility>

namespace gputco::engine {

namespace {

constexpr int kDigitBits = 11;  // 2,048 counters: six passes over 64 bits, in the L1 cache
constexpr std::uint64_t kDigitMask = (std::uint64_t{1} << kDigitBits) - 1;
constexpr std::size_t kBuckets = std::size_t{1} << kDigitBits;
// Below this a comparison sort is as fast and needs no counters.
constexpr std::size_t kSmall = 256;

// The bits of a double as an unsigned key in the same order: negatives have every bit flipped
// (larger magnitude, smaller key), positives only the sign bit set.
std::uint64_t orderedKey(double v) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    return (bits >> 63) != 0 ? ~bits : bits | (std::uint64_t{1} << 63);
}

double valueOfKey(std::uint64_t key) {
    return std::bit_cast<double>((key >> 63) != 0 ? key & ~(std::uint64_t{1} << 63) : ~key);
}

// Stable LSD radix sort of keys[0, n), carrying payload[0, n) (when not null) along; `spare`
// buffers of the same sizes take each pass's output, and the result may end in either: the
// return says whether it is in the spares.
template <class Payload>
bool radixSort(std::size_t n, std::uint64_t* keys, Payload* payload, std::uint64_t* spareKeys,
               Payload* sparePayload) {
    std::array<std::size_t, kBuckets> count{};
    bool inSpare = false;
    for (int shift = 0; shift < 64; shift += kDigitBits) {
        count.fill(0);
        for (std::size_t i = 0; i < n; ++i) ++count[(keys[i] >> shift) & kDigitMask];
        // A digit every key shares moves nothing: the exponent's digits of values of one
        // magnitude, mostly.
        if (count[(keys[0] >> shift) & kDigitMask] == n) continue;
        std::size_t position = 0;
        for (std::size_t& c : count) position += std::exchange(c, position);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t to = count[(keys[i] >> shift) & kDigitMask]++;
            spareKeys[to] = keys[i];
            if (payload) sparePayload[to] = payload[i];
        }
        std::swap(keys, spareKeys);
        std::swap(payload, sparePayload);
        inSpare = !inSpare;
    }
    return inSpare;
}

}  // namespace

std::vector<std::size_t> sortedOrder(std::span<const double> values) {
    const std::size_t n = values.size();
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i) order[i] = i;
    if (n < kSmall) {
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return orderedKey(values[a]) < orderedKey(values[b]);
        });
        return order;
    }
    // Buffers left uninitialised: every cell is written before it is read.
    const auto keys = std::make_unique_for_overwrite<std::uint64_t[]>(2 * n);
    const auto spareOrder = std::make_unique_for_overwrite<std::size_t[]>(n);
    for (std::size_t i = 0; i < n; ++i) keys[i] = orderedKey(values[i]);
    if (radixSort(n, keys.get(), order.data(), keys.get() + n, spareOrder.get()))
        std::copy_n(spareOrder.get(), n, order.begin());
    return order;
}

void sortAscending(std::span<double> values) {
    const std::size_t n = values.size();
    if (n < kSmall) {
        std::sort(values.begin(), values.end(),
                  [](double a, double b) { return orderedKey(a) < orderedKey(b); });
        return;
    }
    const auto keys = std::make_unique_for_overwrite<std::uint64_t[]>(2 * n);
    for (std::size_t i = 0; i < n; ++i) keys[i] = orderedKey(values[i]);
    const std::uint64_t* sorted =
        radixSort<char>(n, keys.get(), nullptr, keys.get() + n, nullptr) ? keys.get() + n : keys.get();
    for (std::size_t i = 0; i < n; ++i) values[i] = valueOfKey(sorted[i]);
}

}  // namespace gputco::engine
