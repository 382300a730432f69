// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/server_log_setup.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <memory>

namespace umpire::test {

/// A fresh club log on the test server: its own database, set up as a club's administrator would.
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

/// A log on either store, for the tests that hold for both: a file, or a club log.
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
    TempLog file;
    std::unique_ptr<ClubLog> club;
    QString address;
};

}  // namespace umpire::test
