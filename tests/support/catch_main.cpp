// The main of every test program that needs nothing before its tests run.
#include "tests/support/catch_run.h"

int main(int argc, char* argv[]) {
    return gputco::test::runCatch(argc, argv);
}
