// SPDX-License-Identifier: GPL-3.0-or-later
// Procedures of several steps in a play session: named dice thrown step by step, the chances
// that remain between steps, values read off the printed chart before and after the dice,
// decisions without dice, game options, and what the log keeps of each.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/log_writer.h"

#include "engine/dice_count.h"
#include "engine/procedure.h"
#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace umpire;

namespace {

/// A session on a fresh log, writing on the test's thread.
struct LoggedSession {
    test::TempLog temp;
    GameLog log;
    std::unique_ptr<DirectLogWriter> writer;
    PlaySession session;

    LoggedSession()
    {
        REQUIRE(log.open(temp.path).ok());
        writer = std::make_unique<DirectLogWriter>(log);
        session.setLogWriter(writer.get());
        REQUIRE(session.setGames(&test::testModules().games));
    }
    QList<LogEntry> entries() const
    {
        LogFilter all;
        all.withResolution = true;
        const auto list = log.entries(all);
        REQUIRE(list.ok());
        return *list;
    }
};

QString stepId(const PlaySession& session)
{
    const Assessment* step = session.stepToThrow();
    return step ? QString::fromStdString(step->procedure->id) : QString();
}

}  // namespace

TEST_CASE("a procedure of three steps is thrown step by step with physical named dice", "[play][steps]")
{
    LoggedSession s;
    test::SessionWatch watch(s.session);
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    CHECK(stepId(s.session) == QStringLiteral("bombard"));
    REQUIRE(s.session.stepToThrow()->diceGroups.size() == 2);
    CHECK(s.session.stepToThrow()->diceGroups[0].label == "French artillery die");
    // Before the roll: the chances of every step still to throw (see the test module's head).
    CHECK(s.session.stepDistribution()->probabilityText(*s.session.stepDistribution()->find("W")) == "49/216");

    CHECK_FALSE(s.session.enterNamedDice({QStringLiteral("7"), QStringLiteral("1")}));
    CHECK(watch.refusals.last() == QStringLiteral("French artillery die: A d6 shows 1 to 6, not 7"));
    CHECK_FALSE(s.session.enterPhysicalDice(QStringLiteral("6")));
    CHECK(watch.refusals.last().contains(QStringLiteral("French artillery die, Coalition artillery die")));
    CHECK(s.session.rolls().isEmpty());

    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("1")}));
    REQUIRE(s.session.rolls().size() == 1);
    CHECK(s.session.rolls().last().state == RecordState::AwaitingStep);
    CHECK(s.session.rollUnderWay());
    CHECK(s.session.hasUnrecordedRoll());
    CHECK(s.session.canRoll());  // the next dice go to the next step
    // The Coalition lost 2 to the French 0: the advantage is 1 whatever the rounding die, so the
    // rounding die is not thrown and the fight is next; W has the chance of advantage 1.
    CHECK(stepId(s.session) == QStringLiteral("fight"));
    CHECK_FALSE(s.session.setGames(&test::testModules().games));
    CHECK(s.session.stepDistribution()->probabilityText(*s.session.stepDistribution()->find("W")) == "1/3");
    CHECK(s.entries().isEmpty());
    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("2")}));
    const PlayedRoll& roll = s.session.rolls().last();
    CHECK(roll.state == RecordState::Logged);
    CHECK(roll.resolution.outcome.code == "W");
    CHECK(roll.earlierSteps.size() == 2);
    CHECK_FALSE(s.session.rollUnderWay());
    CHECK(stepId(s.session) == QStringLiteral("bombard"));

    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    const LogEntry& e = entries.first();
    CHECK(e.resultCode.value_or(QString()) == QStringLiteral("W"));
    CHECK(e.diceOrigin == DiceOrigin::Physical);
    const QJsonObject r = e.resolution();
    CHECK(r.value("step").toString() == QStringLiteral("fight"));
    const QJsonArray steps = r.value("steps").toArray();
    REQUIRE(steps.size() == 2);
    CHECK(steps[0].toObject().value("step").toString() == QStringLiteral("bombard"));
    CHECK(steps[0].toObject().value("roll").toObject().value("named").toObject().value("french_art").toArray() == QJsonArray{6});
    CHECK(steps[0].toObject().value("outputs").toArray()[0].toObject().value("value").toInt() == 2);
    CHECK(steps[1].toObject().value("outputs").toArray()[0].toObject().value("id").toString() == QStringLiteral("advantage"));
    CHECK(r.value("outputs").toArray()[0].toObject().value("value").toInt() == 2);
}

TEST_CASE("program dice throw each step with its own seed - the entry keeps the first", "[play][steps]")
{
    LoggedSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    s.session.setFirstSeed(40);
    REQUIRE(s.session.rollProgramDice());
    REQUIRE(s.session.rollProgramDice());
    CHECK(s.session.rollUnderWay());
    REQUIRE(s.session.rollProgramDice());
    CHECK(s.session.rolls().last().state == RecordState::Logged);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().diceOrigin == DiceOrigin::Rolled);
    CHECK(entries.first().seed.value_or(0) == 40u);
    const QJsonArray steps = entries.first().resolution().value("steps").toArray();
    REQUIRE(steps.size() == 2);
    CHECK(steps[1].toObject().value("seed").toString() == QStringLiteral("41"));
    CHECK(entries.first().resolution().value("seed").toString() == QStringLiteral("42"));
    CHECK(entries.first().resolution().value("dice_origin").toString() == QStringLiteral("rolled"));
}

TEST_CASE("a result read off the chart is resolved through its definition", "[play][chart]")
{
    LoggedSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-chart-result"), QStringLiteral("assault")));
    s.session.loadSituation(QJsonObject{{"odds", 3}});
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("3")));
    const ChartQuestion* question = s.session.pendingQuestion();
    REQUIRE(question);
    CHECK(question->key == "assault:3:3..4");
    CHECK(s.session.rollBlocker() == QStringLiteral("First enter the result read on the printed chart"));
    CHECK_FALSE(s.session.enterChartResult(QStringLiteral("XX")));
    REQUIRE(s.session.enterChartResult(QStringLiteral("DR")));
    const PlayedRoll& roll = s.session.rolls().last();
    CHECK(roll.resolution.outcome.code == "DR");
    CHECK(roll.resolution.outcome.fromChart);
    REQUIRE(roll.resolution.outcome.notes.size() == 1);
    CHECK(roll.resolution.outcome.notes[0] == "A low die: the retreat is orderly.");
    CHECK(s.session.followUpOffered());
    CHECK(s.session.followUpLabel() == QStringLiteral("Rally the retreating unit"));

    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().resultCode.value_or(QString()) == QStringLiteral("DR"));
    CHECK(entries.first().chartResult.value_or(QString()) == QStringLiteral("DR"));
    const QJsonObject r = entries.first().resolution();
    CHECK(r.value("result").toObject().value("rule").toString() == QStringLiteral("T4.1"));
    CHECK(r.value("chart_readings").toObject().value("assault:3:3..4").toString() == QStringLiteral("DR"));
    CHECK_FALSE(r.contains("chart_readings_kept"));  // read for this throw
    CHECK(s.session.rolls().last().keptReadings.empty());

    // A printed cell does not change: it is kept for the game, the chances count it...
    REQUIRE(s.session.keptChartReadings().size() == 1);
    CHECK(s.session.keptChartReadings()[0].label == QStringLiteral("Assault, 3, 3..4"));
    const OutcomeDistribution* chances = s.session.distribution();
    REQUIRE(chances);
    const auto* retreat = chances->find("DR");
    REQUIRE(retreat);
    CHECK(chances->probabilityText(*retreat) == "2/3");
    const auto* unread = chances->find("");
    CHECK((unread == nullptr || unread->ways == 0));
    // ...and the next throw that lands on it is resolved from it, logged as read off the chart.
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("4")));
    CHECK_FALSE(s.session.pendingQuestion());
    CHECK(s.session.rolls().last().resolution.outcome.code == "DR");
    CHECK(s.session.rolls().last().resolution.outcome.fromChart);
    const auto again = s.entries();
    REQUIRE(again.size() == 2);
    CHECK(again.last().chartResult.value_or(QString()) == QStringLiteral("DR"));
    CHECK(again.last().resolution().value("chart_readings").toObject().value("assault:3:3..4").toString() == QStringLiteral("DR"));
    // The log says the cell was read for an earlier throw.
    CHECK(again.last().resolution().value("chart_readings_kept").toArray() == QJsonArray{QStringLiteral("assault:3:3..4")});
    CHECK(s.session.rolls().last().keptReadings == std::set<std::string>{"assault:3:3..4"});
    // Forgotten, the cell is asked for again.
    REQUIRE(s.session.forgetChartReading(QStringLiteral("assault:3:3..4")));
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("3")));
    REQUIRE(s.session.pendingQuestion());
    CHECK(s.session.pendingQuestion()->key == "assault:3:3..4");
}

TEST_CASE("a value missing before the dice is asked for, checked and kept for the game", "[play][chart]")
{
    LoggedSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    s.session.loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    const ChartQuestion* question = s.session.pendingQuestion();
    REQUIRE(question);
    CHECK(question->key == "base_attack:4..:rifle");
    CHECK(question->column == "4..");
    CHECK(question->row == "rifle");
    CHECK_FALSE(s.session.canRoll());
    CHECK(s.session.rollBlocker() == QStringLiteral("First read Base attack factor on the printed chart"));
    CHECK_FALSE(s.session.enterChartResult(QStringLiteral("many")));
    CHECK(s.session.pendingQuestion());
    REQUIRE(s.session.enterChartResult(QStringLiteral("2")));
    CHECK_FALSE(s.session.pendingQuestion());
    REQUIRE(s.session.assessment());
    CHECK(s.session.assessment()->target == 2);
    CHECK(s.session.chartReadings().at("base_attack:4..:rifle") == "2");
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("1")));
    CHECK(s.session.rolls().last().state == RecordState::Logged);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().resultCode.value_or(QString()) == QStringLiteral("HIT"));
    const QJsonArray values = entries.first().resolution().value("player_values").toArray();
    REQUIRE(values.size() == 1);
    CHECK(values[0].toObject().value("value").toString() == QStringLiteral("2"));
    // The reading stays known: another situation reading the same cell is not asked again.
    s.session.loadSituation(QJsonObject{{"strength", 9}});
    CHECK_FALSE(s.session.pendingQuestion());
}

TEST_CASE("a decision shows its result before anything is recorded, then is logged without dice", "[play][decision]")
{
    LoggedSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-decision"), QStringLiteral("combat_type")));
    s.session.loadSituation(QJsonObject{{"french_strength", 30}, {"coalition_strength", 20}});
    const auto preview = s.session.decisionPreview();
    REQUIRE(preview);
    CHECK(preview->outcome.code == "BATTLE");
    CHECK(preview->outcome.definition->rule == "T7.1");
    CHECK(s.entries().isEmpty());
    CHECK_FALSE(s.session.enterPhysicalDice(QStringLiteral("4")));
    REQUIRE(s.session.rollProgramDice());
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    CHECK(entries.first().resultCode.value_or(QString()) == QStringLiteral("BATTLE"));
    CHECK(entries.first().diceOrigin == DiceOrigin::None);
    CHECK(entries.first().dice.isEmpty());
}

TEST_CASE("game options chosen for a game reach every assessment and the log", "[play][options]")
{
    LoggedSession s;
    REQUIRE(s.session.chooseProcedure(QStringLiteral("test-options"), QStringLiteral("combat")));
    s.session.loadSituation(QJsonObject{{"factor", 5}, {"fortress", true}});
    REQUIRE(s.session.assessment());
    CHECK(s.session.assessment()->column->id == "mid");
    s.session.setGameOptions(QStringLiteral("test-options"), {{"fortress_shift", Value(true)}});
    REQUIRE(s.session.assessment());
    CHECK(s.session.assessment()->column->id == "low");
    // Every row of "low" gives NE: no die is thrown, and the certain result is logged.
    CHECK_FALSE(s.session.assessment()->diceNeeded);
    REQUIRE(s.session.rollProgramDice());
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    const QJsonArray options = entries.first().resolution().value("options").toArray();
    REQUIRE_FALSE(options.isEmpty());
    bool found = false;
    for (const auto& o : options)
        if (o.toObject().value("id").toString() == QStringLiteral("fortress_shift"))
            found = o.toObject().value("value").toString() == QStringLiteral("true") ||
                    o.toObject().value("value").toString() == QStringLiteral("yes");
    CHECK(found);
}

namespace {

/// Throws a Napoleonic battle with the same physical dice and chart readings; with `switching`
/// the players pick another game before each step and before each value read off the chart.
/// The entry it logs, as the log keeps it.
LogEntry battleThrownStepByStep(bool switching)
{
    LoggedSession s;
    test::SessionWatch watch(s.session);
    const auto elsewhere = [&](const char* game, const char* procedure) {
        if (switching)
            REQUIRE(s.session.chooseProcedure(QString::fromLatin1(game), QString::fromLatin1(procedure)));
    };
    REQUIRE(s.session.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    // 2 SP against 1: odds of 2 to 1 give the French +3 and the Coalition 0, an odd difference to
    // round. No guns: the bombardment throws no die, and the roll begins as a decision does.
    s.session.loadSituation(QJsonObject{{"french_sp", 2}, {"coalition_sp", 1}});
    REQUIRE(s.session.stepToThrow());
    CHECK(diceToThrow(*s.session.stepToThrow()) == 0);
    REQUIRE(s.session.rollProgramDice());
    REQUIRE(s.session.rollUnderWay());
    elsewhere("duel-of-eagles", "fire_combat");
    CHECK(stepId(s.session) == QStringLiteral("advantage"));  // the dice still go to the roll under way
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("5")));
    elsewhere("abbeville-1940", "fire");
    REQUIRE(s.session.enterNamedDice({QStringLiteral("6"), QStringLiteral("2")}));
    // The battle table is not in our sources: the winner, the losses and the retreat are read.
    int answered = 0;
    while (const ChartQuestion* question = s.session.pendingQuestion()) {
        REQUIRE(++answered <= 4);
        elsewhere("verdun-1916", "combat");
        const QString value = !question->codes.empty() ? QStringLiteral("ADV")
                              : question->table == "battle_smaller_force_losses" ? QStringLiteral("10")
                              : question->table == "battle_retreat"             ? QStringLiteral("2")
                                                                                 : QStringLiteral("5");
        REQUIRE(s.session.enterChartResult(value));
    }
    CHECK(watch.refusals.isEmpty());
    REQUIRE(s.session.rolls().last().state == RecordState::Logged);
    const auto entries = s.entries();
    REQUIRE(entries.size() == 1);
    return entries.first();
}

}  // namespace

TEST_CASE("a roll under way is finished with its own game's tables after the players pick another game", "[play][steps]")
{
    // Before, the next step was resolved with the tables of the game now in play: a Napoleonic
    // loss table looked up in Duel of Eagles ended the program.
    const LogEntry stayed = battleThrownStepByStep(false);
    const LogEntry switched = battleThrownStepByStep(true);
    CHECK(switched.resolution().value("game").toString() == QStringLiteral("campaigns-of-napoleon-light"));
    CHECK(switched.resultCode == stayed.resultCode);
    CHECK(switched.resultCode.value_or(QString()) == QStringLiteral("ADV"));
    QJsonObject a = stayed.resolution();
    QJsonObject b = switched.resolution();
    CHECK(a.value("steps").toArray().size() == 3);
    CHECK(QJsonDocument(a).toJson() == QJsonDocument(b).toJson());
}
