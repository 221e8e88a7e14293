#pragma once
// A fake NVML (app/probe/gpu_watch.h) for the runner's tests: fixed readings, a process count,
// and entry points that can be missing, as on a driver without them.

#include <cstdint>

#include "gpu_watch.h"

namespace gputco::probe::fake {

struct FakeNvml {
    bool knowsDevice = true;  // handleByUuid finds the probe's GPU
    unsigned powerMilliwatts = 650000;
    unsigned powerLimitMilliwatts = 700000;
    unsigned smClockMhz = 1755;
    std::uint64_t reasons = 0;  // clock-event reason bits
    int processes = 1;          // compute processes on the GPU, the probe's own included
    bool hasProcessQuery = true;
    double secondsPerReading = 0;  // host time each power reading takes (NVML can take ms)
};

// The table of entry points answering from `nvml` (kept until the next call).
const NvmlApi* fakeNvml(const FakeNvml& nvml);
// How many times the readings were taken.
int nvmlSamples();

}  // namespace gputco::probe::fake
