// A library of one backend, fresh for one case of a suite run against both (issue #37): this
// computer's (SQLite) in a data folder of its own, or the team library (PostgreSQL) in a fresh
// database of the test server, connected as analyst1. The interface under test (a catalog,
// probe results, revisions) is made from the open library by the case's own `local` or `team`.
#pragma once

#include <QString>
#include <catch2/catch.hpp>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "tests/library/library_support.h"
#include "tests/team_library/team_server.h"

namespace gputco::io::library {

template <typename Interface>
class OnBackend {
public:
    using Local = std::function<std::unique_ptr<Interface>(Library&)>;
    using Team = std::function<std::unique_ptr<Interface>(TeamLibrary&)>;

    // `backend`: "SQLite" or "PostgreSQL", as the cases GENERATE them.
    OnBackend(const std::string& backend, const Local& local, const Team& team) {
        if (backend == "SQLite") {
            data_.emplace();
            local_.emplace();
            REQUIRE(local_->open().usable());
            interface_ = local(*local_);
            return;
        }
        database_.emplace();
        team_.emplace();
        const QString error = team_->open(database_->address(QStringLiteral("analyst1")));
        INFO(error.toStdString());
        REQUIRE(error.isEmpty());
        interface_ = team(*team_);
    }

    const Interface& operator*() const { return *interface_; }
    const Interface* operator->() const { return interface_.get(); }
    bool isTeam() const { return team_.has_value(); }
    // Who the library says wrote a row: the team's user, nobody on this computer.
    QString writer() const { return isTeam() ? QStringLiteral("analyst1") : QString(); }

private:
    // Destroyed in the reverse order: the interface, then its library, then where it was kept.
    std::optional<test::DataDir> data_;
    std::optional<test::TeamDatabase> database_;
    std::optional<Library> local_;
    std::optional<TeamLibrary> team_;
    std::unique_ptr<Interface> interface_;
};

}  // namespace gputco::io::library
