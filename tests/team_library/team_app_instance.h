// One instance of the app on a team library, in a process of its own, for the test of two
// instances on one machine (issue #37's "done when"): a main window connected as one user, the
// scenario open and its File > Team Revisions shown, driven by lines on stdin and telling what
// it sees on stdout, each line stamped with the machine's clock in milliseconds:
//
//   in:  save | import <price list> | status <revision> <status> | quit
//   out: ready <ms> | saved <ms> | imported <rows> <ms> | status-set <ms> | refused <why>
//        revisions <number:status,...> <ms>   (whenever the listed revisions change)
//        catalog <offers> <ms>                (whenever the catalog buttons are told to read again)
#pragma once

namespace gputco::test {

// Runs one instance: argv after "--team-app" is the team address (TeamAddress::text()) and the
// scenario file. Returns the process's exit code.
int runTeamAppInstance(int argc, char** argv);

}  // namespace gputco::test
