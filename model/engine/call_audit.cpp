#include "model/engine/call_audit.h"

#include <atomic>

namespace gputco::engine {

namespace {

std::atomic<long long> controlled{0};
std::atomic<long long> uncontrolled{0};
std::atomic<long long> byEntry[kEntryPoints] = {};
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

long long entryPointCalls(EntryPoint entry) {
    return byEntry[static_cast<int>(entry)].load();
}

EngineCall::EngineCall(EntryPoint entry) {
    ++byEntry[static_cast<int>(entry)];
    if (depth++ == 0) ++(scopes > 0 ? controlled : uncontrolled);
}

EngineCall::~EngineCall() {
    --depth;
}

}  // namespace gputco::engine
