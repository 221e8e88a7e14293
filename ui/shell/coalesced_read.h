// One read of a team library's list at a time (issue #37): asked again while one is on its way,
// it reads once more after that one, so the list ends as the library is, however many changes
// the library told of meanwhile. Copies share one state: a lambda may hold one.
#pragma once

#include <functional>
#include <memory>
#include <utility>

namespace gputco::ui {

class CoalescedRead {
public:
    // Starts a read; it calls `finished` once its answer is in (and shown).
    using Start = std::function<void(std::function<void()> finished)>;
    explicit CoalescedRead(Start start) : state_(std::make_shared<State>()) {
        state_->start = std::move(start);
    }
    void ask() const { ask(state_); }

private:
    struct State {
        Start start;
        bool inFlight = false;
        bool again = false;
    };
    static void ask(const std::shared_ptr<State>& state) {
        if (state->inFlight) {
            state->again = true;
            return;
        }
        state->inFlight = true;
        state->start([weak = std::weak_ptr<State>(state)] {
            const std::shared_ptr<State> s = weak.lock();
            if (!s) return;
            s->inFlight = false;
            if (std::exchange(s->again, false)) ask(s);
        });
    }
    std::shared_ptr<State> state_;
};

}  // namespace gputco::ui
