// A session of the app run by the recovery tests as a child process of their own (in a new
// PID namespace, say), with GPUTCO_TEST_RECOVERY_SESSION set to its mode: see
// data_safety_test.cpp.
#pragma once

#include <QString>

namespace gputco::test {

int recoverySession(const QString& mode);

}  // namespace gputco::test
