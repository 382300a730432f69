// SPDX-License-Identifier: GPL-3.0-or-later
// A two-sided battle names its sides in `resolve`: both sides' modifiers before the first die,
// the battle dice by side, and the outcome in the players' words.

#include "cli_run.h"
#include "napoleon_battle_situation.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

namespace {

/// The battle thrown to its end: bombardment 2 and 4, rounding die 4, battle dice 3 and 4, the
/// cells of the battle table read off the printed chart (the module's worked example).
QStringList finishedBattle()
{
    return napoleonBattleSituation() << "--chart" << "battle_table:4:5=ADV" << "--chart" << "battle_larger_force_losses:4:5=5"
                                     << "--chart" << "battle_smaller_force_losses:4:5=10" << "--chart" << "battle_retreat:4:5=2"
                                     << "--roll" << "2,4,4,3,4";
}

}  // namespace

TEST_CASE("a Napoleon battle lists each side's modifiers before the bombardment dice", "[cli][resolve][sides]")
{
    const CliRun run = runCli(napoleonBattleSituation() << "--no-roll");
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto bombardmentDice = run.out.indexOf("French bombardment die (french_bombardment_die) 1d6");
    REQUIRE(bombardmentDice > 0);
    // French: a tactical leader, a senior leader of initiative 4 and the Guard staked, +3;
    // the odds wait for the bombardment. Coalition: -1 +1 +1 +1 = +2.
    const auto french = run.out.indexOf("French modifier: +3 so far");
    const auto coalition = run.out.indexOf("Coalition modifier: +2 so far");
    REQUIRE(french >= 0);
    REQUIRE(coalition > french);
    CHECK(coalition < bombardmentDice);
    const auto leaders = run.out.indexOf("+1 french_modifier  French leaders with a tactical bonus (7.4.3.1)");
    CHECK(leaders > french);
    CHECK(leaders < coalition);
    CHECK(run.out.indexOf("?  French odds (7.4.3.1): known after the dice of Artillery bombardment") > french);
    CHECK(run.out.indexOf("+1 coalition_modifier  Coalition defending behind river or crest (7.4.3.1)") > coalition);
}

TEST_CASE("the battle dice are named by side and the outcome is said in the players' words", "[cli][resolve][sides]")
{
    const CliRun run = runCli(finishedBattle());
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.out.contains("French die — advantaged (advantaged_die) 1d6, Coalition die — disadvantaged (disadvantaged_die) 1d6"));
    CHECK(run.out.contains("Outcome: French win: French lose 3 SP, Coalition 5 SP; the Coalition retreats 2 hexes\n"));
    // Who won is a yes or a no, not a 1 or a 0 to decode.
    CHECK(run.out.contains("\nThe French won: yes\n"));
    CHECK(run.out.contains("\nThe Coalition won: no\n"));

    const CliRun json = runCli(finishedBattle() << "--json");
    REQUIRE(json.exitCode == 0);
    const QJsonObject result = json.json()["result"].toObject();
    CHECK(result["headline"].toString() == QStringLiteral("French win: French lose 3 SP, Coalition 5 SP; the Coalition retreats 2 hexes"));
    QStringList labels;
    QJsonArray steps = json.json()["steps"].toArray();
    steps.append(json.json());
    for (const auto& step : steps)
        for (const auto& group : step.toObject()["dice_groups"].toArray())
            labels << group.toObject()["label"].toString();
    CHECK(labels.contains(QStringLiteral("French die — advantaged")));
    CHECK(labels.contains(QStringLiteral("Coalition die — disadvantaged")));
}

TEST_CASE("a Napoleon battle names the advantaged side and why before the bombardment dice", "[cli][resolve][sides][shown]")
{
    // French +3 and the odds, against Coalition +2: whatever the bombardment, the French are
    // advantaged (counted over its 36 throws).
    const CliRun run = runCli(napoleonBattleSituation() << "--no-roll");
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto ahead = run.out.indexOf("Before the dice: what step 3, Advantage (7.4.3), will show\n");
    const auto bombardmentDice = run.out.indexOf("French bombardment die (french_bombardment_die) 1d6");
    REQUIRE(ahead > 0);
    CHECK(ahead < bombardmentDice);
    CHECK(run.out.indexOf("  Advantaged side (7.4.3): The French  (whatever the dice before it)\n") > ahead);
    CHECK(run.out.indexOf("  Why (7.4.3): ") > ahead);

    const CliRun json = runCli(napoleonBattleSituation() << "--no-roll" << "--json");
    REQUIRE(json.exitCode == 0);
    // The roll's first step, not thrown yet, holds the chances counted before its dice.
    const QJsonObject firstStep = json.json()["steps"].toArray().first().toObject();
    const QJsonArray shownAhead = firstStep["chances"].toObject()["shown_ahead"].toArray();
    REQUIRE_FALSE(shownAhead.isEmpty());
    const QJsonObject side = shownAhead.first().toObject();
    CHECK(side["step"].toString() == QStringLiteral("advantage"));
    CHECK(side["id"].toString() == QStringLiteral("advantaged_side"));
    const QJsonArray values = side["values"].toArray();
    REQUIRE(values.size() == 1);
    CHECK(values.first().toObject()["value"].toString() == QStringLiteral("The French"));
    CHECK(values.first().toObject()["probability"].toString() == QStringLiteral("1"));
}

TEST_CASE("a percentage's chances read as the card writes it: 7.5, not 15/2", "[cli][resolve][chances]")
{
    // With the test overlay's invented battle table: French 20 SP with two tactical leaders and
    // 2 SP of the Guard staked against 20 Coalition SP lose 5% or, having staked and lost, 7.5%.
    const QString tables = QStringLiteral(UMPIRE_SOURCE_DIR "/tables:" UMPIRE_SOURCE_DIR
                                          "/tests/data/overlays/campaigns-of-napoleon-light.overlay.yaml");
    const CliRun run = runCli({"resolve", "campaigns-of-napoleon-light", "battle", "--set", "attacker=french", "--set",
                               "french_sp=20", "--set", "coalition_sp=20", "--set", "french_tactical_leaders=2", "--set",
                               "french_guard_staked_sp=2", "--no-roll"},
                              tables);
    INFO(run.out.toStdString() << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    const auto percent = run.out.indexOf("  French losses (percent):\n");
    REQUIRE(percent > 0);
    CHECK(run.out.indexOf("2/9     7.5\n", percent) > percent);
    CHECK(run.out.indexOf("15/2", percent) < 0);
}
