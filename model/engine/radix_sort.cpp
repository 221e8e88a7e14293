#include "model/engine/radix_sort.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
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

// Stable LSD radix sort of `keys`, carrying `payload` (when not empty) along.
template <class Payload>
void radixSort(std::vector<std::uint64_t>& keys, std::vector<Payload>& payload) {
    const std::size_t n = keys.size();
    const bool carry = !payload.empty();
    std::vector<std::uint64_t> keysOut(n);
    std::vector<Payload> payloadOut(carry ? n : 0);
    std::array<std::size_t, kBuckets> count{};
    for (int shift = 0; shift < 64; shift += kDigitBits) {
        count.fill(0);
        for (std::uint64_t k : keys) ++count[(k >> shift) & kDigitMask];
        // A digit every key shares moves nothing: the exponent's digits of values of one
        // magnitude, mostly.
        if (count[(keys[0] >> shift) & kDigitMask] == n) continue;
        std::size_t position = 0;
        for (std::size_t& c : count) position += std::exchange(c, position);
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t to = count[(keys[i] >> shift) & kDigitMask]++;
            keysOut[to] = keys[i];
            if (carry) payloadOut[to] = payload[i];
        }
        keys.swap(keysOut);
        if (carry) payload.swap(payloadOut);
    }
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
    std::vector<std::uint64_t> keys(n);
    for (std::size_t i = 0; i < n; ++i) keys[i] = orderedKey(values[i]);
    radixSort(keys, order);
    return order;
}

void sortAscending(std::span<double> values) {
    if (values.size() < kSmall) {
        std::sort(values.begin(), values.end(),
                  [](double a, double b) { return orderedKey(a) < orderedKey(b); });
        return;
    }
    std::vector<std::uint64_t> keys(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) keys[i] = orderedKey(values[i]);
    std::vector<char> none;
    radixSort(keys, none);
    for (std::size_t i = 0; i < values.size(); ++i) values[i] = valueOfKey(keys[i]);
}

}  // namespace gputco::engine
