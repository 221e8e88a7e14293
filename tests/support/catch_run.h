// Runs the Catch2 session of a test program (tests/support/catch_impl.cpp). A program that
// must set something up before its tests (a QApplication) calls it from its own main, without
// compiling Catch2's implementation again: a copy costs about 25 s a program and build.
#pragma once

namespace gputco::test {

int runCatch(int argc, char* argv[]);

}  // namespace gputco::test
