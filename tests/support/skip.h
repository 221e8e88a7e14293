// A test that cannot run here (its tool is missing, it needs root, a mount is refused) says
// so as *skipped*, never as passed (issue #14): under ctest, which runs one test case per
// process, it prints the reason and exits with kSkipExitCode, which gputco_test() declares as
// SKIP_RETURN_CODE; run by hand, it warns and the test case returns.
#pragma once

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace gputco::test {

inline constexpr int kSkipExitCode = 77;

// True when the caller must return (run by hand); under ctest it does not return.
inline bool skipTest(const std::string& reason) {
    if (std::getenv("GPUTCO_CTEST")) {
        std::printf("SKIPPED: %s\n", reason.c_str());
        std::fflush(stdout);
        std::_Exit(kSkipExitCode);
    }
    WARN("SKIPPED: " << reason);
    return true;
}

}  // namespace gputco::test

#define GPUTCO_SKIP(reason)                           \
    do {                                              \
        if (::gputco::test::skipTest(reason)) return; \
    } while (false)
