// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"
#include "log/dice_seal.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>
#include <QTemporaryDir>

using umpire::test::RawDatabase;

namespace {

/// The 64 hex digits after `label` in `text`.
QString hexAfter(const QString& text, const QString& label)
{
    const auto match = QRegularExpression(QRegularExpression::escape(label) + QStringLiteral("\\s*([0-9a-f]{64})")).match(text);
    return match.hasMatch() ? match.captured(1) : QString();
}

}  // namespace

TEST_CASE("a sealed session from commitment to verify on the command line", "[cli][seal]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    const QString tables = testData("games");

    const CliRun started = runCli({"--log", log, "log", "new", "umpire-test"}, tables);
    REQUIRE(started.exitCode == 0);
    const QString commitment = hexAfter(started.out, "dice commitment:");
    REQUIRE_FALSE(commitment.isEmpty());

    const CliRun phrase = runCli({"--log", log, "log", "phrase", "rain on the Meuse"}, tables);
    INFO(phrase.err.toStdString());
    REQUIRE(phrase.exitCode == 0);
    CHECK(phrase.out.contains("\"rain on the Meuse\" is mixed into every program roll"));

    // A roll and its follow-up are two entries, so two sealed rolls of the session.
    const CliRun barrage = runCli({"--log", log, "resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--record"}, tables);
    INFO(barrage.err.toStdString());
    REQUIRE(barrage.exitCode == 0);
    CHECK(barrage.out.contains("sealed roll 1 of session 1 (commitment " + commitment + ")"));
    const CliRun physical = runCli({"--log", log, "resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--roll", "3,5",
                                    "--record"},
                                   tables);
    REQUIRE(physical.exitCode == 0);
    CHECK(runCli({"--log", log, "log", "phrase", "too late"}, tables).exitCode == 1);

    CliRun verify = runCli({"--log", log, "log", "verify"}, tables);
    CHECK(verify.exitCode == 0);
    CHECK(verify.out.contains("not revealed yet, so not checked"));

    const CliRun reveal = runCli({"--log", log, "log", "reveal"}, tables);
    REQUIRE(reveal.exitCode == 0);
    const QString seed = hexAfter(reveal.out, "seed:");
    REQUIRE_FALSE(seed.isEmpty());
    CHECK(umpire::DiceSeal::commitment(seed) == commitment);

    verify = runCli({"--log", log, "log", "verify"}, tables);
    INFO(verify.out.toStdString());
    CHECK(verify.exitCode == 0);
    CHECK(verify.out.contains(QStringLiteral("session 1: sealed dice verified: all %1 sealed roll(s)")
                                  .arg(barrage.out.count("recorded in session"))));

    const CliRun late = runCli({"--log", log, "resolve", "umpire-test", "barrage", "--unit", "guns=points:4", "--record"}, tables);
    CHECK(late.exitCode == 1);
    CHECK(late.err.contains("revealed its dice seal"));

    // A die changed afterwards, with the whole chain rewritten to match, is still caught.
    {
        RawDatabase raw(log);
        REQUIRE(raw.exec("DROP TRIGGER resolutions_never_updated").isEmpty());
        REQUIRE(raw.exec("UPDATE entry_resolutions SET resolution = json_set(resolution, '$.roll.dice[0]', "
                         "json_extract(resolution, '$.roll.dice[0]') % json_extract(resolution, '$.dice_sides') + 1) "
                         "WHERE entry_id = 1")
                    .isEmpty());
    }
    verify = runCli({"--log", log, "log", "verify"}, tables);
    CHECK(verify.exitCode == 1);
    CHECK(verify.out.contains("entry 1: content changed"));
    CHECK(verify.out.contains("sealed dice do NOT verify: entry 1: die 1"));
}
