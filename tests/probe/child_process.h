#pragma once
// Runs a program as a child process with a time limit and collects what it wrote, so the
// probe tests exercise the real executables, exit codes included.

#include <string>
#include <vector>

namespace gputco::probe::testing {

struct ChildResult {
    bool started = false;
    bool timedOut = false;  // killed at the limit
    int exitCode = -1;      // -1 when it did not exit normally
    std::string out;
    std::string err;
    double elapsedMs = 0;
};

ChildResult runChild(const std::string& program, const std::vector<std::string>& args, double timeoutMs);

}  // namespace gputco::probe::testing
