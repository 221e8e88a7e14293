// The one Catch2 main of test_finance.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
