// Catch2's implementation, compiled once for every test program.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>

#include "tests/support/catch_run.h"

namespace gputco::test {

int runCatch(int argc, char* argv[]) {
    // The day prices are judged at (model/scenario/price_age.h), fixed so that a stale mark
    // does not come and go with the calendar, however the program is run: ctest sets it too
    // (cmake/GputcoCompiler.cmake), a program run by hand does not. A day set by the caller wins.
    setenv("GPUTCO_TODAY", "2026-12-04", 0);
    return Catch::Session().run(argc, argv);
}

}  // namespace gputco::test
