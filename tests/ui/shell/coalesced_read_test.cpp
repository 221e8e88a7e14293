// CoalescedRead (ui/shell/coalesced_read.h): the team library's lists read once at a time.
#include <catch2/catch.hpp>
#include <functional>
#include <vector>

#include "ui/shell/coalesced_read.h"

namespace gputco::ui {

TEST_CASE("coalesced read: asks while a read is on its way are one more read after it, and none when idle",
          "[ui][team]") {
    std::vector<std::function<void()>> pending;  // the reads started, each its `finished`
    const CoalescedRead read([&](std::function<void()> finished) { pending.push_back(std::move(finished)); });
    read.ask();
    REQUIRE(pending.size() == 1);
    // Three changes told while the first read is on its way: not three reads, nor none.
    read.ask();
    read.ask();
    read.ask();
    CHECK(pending.size() == 1);
    pending[0]();  // the first answers: the one read after it starts
    REQUIRE(pending.size() == 2);
    pending[1]();  // nothing told meanwhile: no more
    CHECK(pending.size() == 2);
    // Idle again: the next ask reads at once.
    const CoalescedRead copy = read;  // copies share the state, as lambdas holding one do
    copy.ask();
    CHECK(pending.size() == 3);
    read.ask();
    CHECK(pending.size() == 3);
}

}  // namespace gputco::ui
