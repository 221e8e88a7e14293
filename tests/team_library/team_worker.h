// One of the processes of the concurrency test: the test program run again as
// `test_team_library --team-worker DATABASE USER N SECONDS`. For SECONDS it imports rows of
// its own, saves revisions of one scenario every worker shares (based on the version it last
// read, so most are refused: someone else saved first), and reads the catalog; then prints
// what landed and what was refused as one line:
//   imported <rows> revisions <numbers, comma-separated> refused <n> failed <n> reads <n>
#pragma once

namespace gputco::test {

int runTeamWorker(int argc, char** argv);

}  // namespace gputco::test
