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

// The engine's public entry points, each counted on its own (issue #35: the call audit covers
// every one, and "sizing computed once per evaluation" is a count).
enum class EntryPoint {
    Evaluate,
    Explain,
    Sizing,
    Sensitivity,
    MonteCarlo,
    Optimise,
    Utilisation,
    CalibrationEffect,
    Analyses,
};
inline constexpr int kEntryPoints = 9;
// Calls of `entry` since the program started, nested ones too (evaluate() sizing its jobs), on
// any thread, inside a ControllerScope or not.
long long entryPointCalls(EntryPoint entry);

// Notes one call for its lifetime: each entry point holds one.
class EngineCall {
public:
    explicit EngineCall(EntryPoint entry);
    ~EngineCall();
    EngineCall(const EngineCall&) = delete;
    EngineCall& operator=(const EngineCall&) = delete;
};

}  // namespace gputco::engine
