// The Monte Carlo's one way of using several cores: tasks taken from a shared counter.
#pragma once

#include <atomic>
#include <cstddef>
#include <system_error>
#include <thread>
#include <vector>

namespace gputco::engine {

// Calls task(worker, index) for every index in [0, count) on up to `threads` threads, the
// calling one being worker 0, each taking the next index from a shared counter. Returns how
// many threads ran: fewer when the system has none to give (the same numbers, later).
template <class Task>
int forEachOnThreads(int threads, std::size_t count, const Task& task) {
    std::atomic<std::size_t> next{0};
    const auto work = [&](int worker) {
        for (std::size_t i = next.fetch_add(1); i < count; i = next.fetch_add(1)) task(worker, i);
    };
    std::vector<std::thread> helpers;
    for (int w = 1; w < threads && static_cast<std::size_t>(w) < count; ++w) {
        try {
            helpers.emplace_back(work, w);
        } catch (const std::system_error&) {
            break;
        }
    }
    work(0);
    for (auto& t : helpers) t.join();
    return static_cast<int>(helpers.size()) + 1;
}

}  // namespace gputco::engine
