// Catch2's implementation, compiled once for every test program.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "tests/support/catch_run.h"

namespace gputco::test {

int runCatch(int argc, char* argv[]) {
    return Catch::Session().run(argc, argv);
}

}  // namespace gputco::test
