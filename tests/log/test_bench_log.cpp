// SPDX-License-Identifier: GPL-3.0-or-later
// The bench's million-entry log is kept between runs: one edited by hand is refused, since its
// appends would time other work than the log's own.
#include "log/game_log.h"
#include "log/log_bench.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

using namespace umpire;
using namespace umpire::test;

TEST_CASE("a kept bench log is reused only as the bench wrote it", "[log][bench]")
{
    TempLog temp;
    qint64 session = 0;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        session = fillBenchLog(log, 40).value();
        CHECK_FALSE(keptBenchLogProblem(log, session).has_value());
    }
    SECTION("a resolution after the newest entry")
    {
        {
            RawDatabase raw(temp.path);
            REQUIRE(raw.exec(QStringLiteral("INSERT INTO entry_resolutions (entry_id, resolution) VALUES (2000001, '{}')"))
                        .isEmpty());
        }
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const auto problem = keptBenchLogProblem(log, session);
        REQUIRE(problem.has_value());
        CHECK(*problem == QStringLiteral("it holds the resolution of entry 2000001, after its newest entry 40"));
    }
    SECTION("a session count that is not its entries'")
    {
        {
            RawDatabase raw(temp.path);
            REQUIRE(raw.exec(QStringLiteral("UPDATE session_counts SET entries = entries + 100")).isEmpty());
        }
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const auto problem = keptBenchLogProblem(log, session);
        REQUIRE(problem.has_value());
        CHECK(*problem == QStringLiteral("session %1 records 140 entries but holds 40").arg(session));
    }
}
