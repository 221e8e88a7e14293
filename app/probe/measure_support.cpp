#include "measure_support.h"

namespace gputco::probe::measure {

const Kernels* kernelsOf = nullptr;
GpuWatch* watching = nullptr;

std::optional<GpuConditions> conditionsSeen() {
    if (!watching || !watching->active()) return std::nullopt;
    return watching->seen();
}

Failure gridFor(CUfunction kernel, int block, const DeviceInfo& device, const char* what, int* grid) {
    int blocks = 0;
    if (auto f = check(driver().occupancy(&blocks, kernel, block, 0),
                       std::string("cuOccupancyMaxActiveBlocksPerMultiprocessor(") + what + ")"))
        return f;
    // One full wave: every SM holds as many blocks as fit, none waits for a second wave.
    *grid = std::max(1, blocks) * std::max(1, device.smCount);
    return std::nullopt;
}

CUdeviceptr cycleSlot(const DeviceBuffer& cycles, int batch) {
    return cycles.get() + sizeof(long long) * static_cast<std::size_t>(batch);
}

std::optional<double> medianClockMhz(const std::vector<long long>& cycles, const std::vector<double>& batchMs,
                                     int launchesPerBatch) {
    std::vector<double> clocks;
    for (std::size_t i = 0; i < batchMs.size() && i + 1 < cycles.size(); ++i) {
        const double launchUs = batchMs[i] * 1e3 / launchesPerBatch;
        if (cycles[i + 1] > 0 && launchUs > 0)
            clocks.push_back(static_cast<double>(cycles[i + 1]) / launchUs);
    }
    if (clocks.empty()) return std::nullopt;
    std::sort(clocks.begin(), clocks.end());
    return clocks[clocks.size() / 2];
}
}  // namespace gputco::probe::measure
