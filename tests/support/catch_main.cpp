// Catch2's implementation and main, compiled once for every test program that needs nothing
// before its tests run (a copy is most of a test program's compile time: about 35 s). A
// program with its own main (a QApplication first: tests/ui, report, library) defines
// CATCH_CONFIG_RUNNER in that file instead.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
