// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A log on either store, for the Catch2 tests that hold for both: a file in a temporary folder,
// or a club log in a fresh database of the tests' own PostgreSQL server (throwaway_server.h).
// `GENERATE(false, true)` then EitherLog(server) runs a test once on each.

#include "log/server_log_setup.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <memory>

namespace umpire::test {

/// A fresh club log on the tests' server: its own database, set up as a club's administrator would.
struct ClubLog {
    ClubLog()
    {
        ThrowAwayServer& server = throwAwayServer();
        REQUIRE(server.problem().isEmpty());
        database = server.newDatabase();
        REQUIRE(!database.isEmpty());
        address = server.address(database);
        const auto made = setUpServerLog(address);
        INFO(made.error().toStdString());
        REQUIRE(made.ok());
    }
    QString database;
    QString address;
};

struct EitherLog {
    explicit EitherLog(bool server)
    {
        if (server) {
            club = std::make_unique<ClubLog>();
            address = club->address;
        } else {
            address = file.path;
        }
    }
    /// For the test's name in a failure: which store.
    std::string store() const { return club ? "club log" : "log file"; }
    TempLog file;
    std::unique_ptr<ClubLog> club;
    QString address;
};

}  // namespace umpire::test
