// A seam for one rule of the app (DESIGN.md, Data flow): the EvaluationController is the only
// caller of the engine. Every public entry point of the engine notes its call here; a call made
// while a ControllerScope is open on the calling thread is the controller's, any other
// (outermost) call is counted as uncontrolled. The app's tests check that this count stays 0
// while the controller's grows. Nested calls (explain() evaluating) count once. The CLI and the
// tests call the engine directly: for them the counts mean nothing.
#pragma once

namespace gputco::engine {

// Marks the engine calls of this thread, for its lifetime, as the controller's.
class ControllerScope {
public:
    ControllerScope();
    ~ControllerScope();
    ControllerScope(const ControllerScope&) = delete;
    ControllerScope& operator=(const ControllerScope&) = delete;
};

// Outermost calls made inside and outside a ControllerScope since the program started.
long long controlledEngineCalls();
long long uncontrolledEngineCalls();

// Notes one call for its lifetime: each entry point holds one.
class EngineCall {
public:
    EngineCall();
    ~EngineCall();
    EngineCall(const EngineCall&) = delete;
    EngineCall& operator=(const EngineCall&) = delete;
};

}  // namespace gputco::engine
