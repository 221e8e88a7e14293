#include "model/engine/call_audit.h"

#include <atomic>

namespace gputco::engine {

namespace {

std::atomic<long long> controlled{0};
std::atomic<long long> uncontrolled{0};
thread_local int scopes = 0;
thread_local int depth = 0;

}  // namespace

ControllerScope::ControllerScope() {
    ++scopes;
}

ControllerScope::~ControllerScope() {
    --scopes;
}

long long controlledEngineCalls() {
    return controlled.load();
}

long long uncontrolledEngineCalls() {
    return uncontrolled.load();
}

EngineCall::EngineCall() {
    if (depth++ == 0) ++(scopes > 0 ? controlled : uncontrolled);
}

EngineCall::~EngineCall() {
    --depth;
}

}  // namespace gputco::engine
