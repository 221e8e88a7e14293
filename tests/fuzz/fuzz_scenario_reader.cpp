// libFuzzer target for the scenario reader (issue #4): files come from other people, so no
// byte string may crash, hang or leak in readScenarioJson. Beyond "no crash" it checks the
// writer's promise (scenario_writer.h): whatever the reader accepts without problems is
// written in canonical form that reads back to an equal Scenario, and writing that again
// gives the same bytes. Build and run with `make fuzz` (clang, -DGPUTCO_FUZZ=ON).
#include <QByteArray>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"

namespace {

[[noreturn]] void fail(const char* what, const QByteArray& written) {
    std::fprintf(stderr, "round trip broken: %s\n--- written ---\n%s\n", what, written.constData());
    std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const gputco::io::ReadResult read = gputco::io::readScenarioJson(bytes);
    if (!read.scenario) return 0;
    // Even a scenario with problems is written (an editor saves work in progress): the
    // written text must parse again.
    const QByteArray written = gputco::io::writeScenarioJson(*read.scenario);
    const gputco::io::ReadResult again = gputco::io::readScenarioJson(written);
    if (!again.scenario) fail(again.error.c_str(), written);
    if (!read.ok()) return 0;
    if (!again.ok()) fail("a valid scenario reads back with problems", written);
    if (!(*again.scenario == *read.scenario)) fail("the scenario read back differs", written);
    if (gputco::io::writeScenarioJson(*again.scenario) != written) fail("second write differs", written);
    return 0;
}
