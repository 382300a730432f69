// SPDX-License-Identifier: GPL-3.0-or-later
// Values read off the printed chart before the dice: kept for the rest of the game, between
// runs too, and forgotten on request so that a value typed wrong can be read again.
#include "play_test_support.h"

#include "play/chart_reading_memory.h"
#include "play/play_session.h"

#include <catch2/catch.hpp>

#include <QJsonObject>

using namespace umpire;

namespace {

/// The test module's lookup question (base attack factor, rifle at 4 hexes or more) answered.
void answerBaseAttack(PlaySession& session, const QString& value)
{
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    session.loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    REQUIRE(session.pendingQuestion());
    REQUIRE(session.enterChartResult(value));
    REQUIRE_FALSE(session.pendingQuestion());
}

}  // namespace

TEST_CASE("a value read off the chart is kept with its cell, between runs too", "[play][chart]")
{
    PlaySession first;
    answerBaseAttack(first, QStringLiteral("2"));
    const QList<KeptChartReading> kept = first.keptChartReadings();
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].key == QStringLiteral("base_attack:4..:rifle"));
    CHECK(kept[0].label == QStringLiteral("Base attack factor, 4.., rifle"));
    CHECK(kept[0].value == QStringLiteral("2"));

    // The next run starts from what the first kept: the cell is not asked for again.
    PlaySession next;
    next.restoreRememberedChartReadings(first.rememberedChartReadings());
    REQUIRE(next.setGames(&test::testModules().games));
    REQUIRE(next.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    next.loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    CHECK_FALSE(next.pendingQuestion());
    REQUIRE(next.assessment());
    CHECK(next.assessment()->target == 2);
    REQUIRE(next.keptChartReadings().size() == 1);
    CHECK(next.keptChartReadings()[0].label == QStringLiteral("Base attack factor, 4.., rifle"));
}

TEST_CASE("a value read off the chart is forgotten on request and asked for again", "[play][chart]")
{
    PlaySession session;
    answerBaseAttack(session, QStringLiteral("3"));
    CHECK_FALSE(session.forgetChartReading(QStringLiteral("base_attack:1..3:rifle")));  // never read
    REQUIRE(session.forgetChartReading(QStringLiteral("base_attack:4..:rifle")));
    CHECK(session.keptChartReadings().isEmpty());
    const ChartQuestion* question = session.pendingQuestion();
    REQUIRE(question);
    CHECK(question->key == "base_attack:4..:rifle");
    CHECK_FALSE(session.canRoll());
    REQUIRE(session.enterChartResult(QStringLiteral("2")));
    REQUIRE(session.assessment());
    CHECK(session.assessment()->target == 2);
}

TEST_CASE("a kept value that no longer fits the module is refused where it is used, naming the cell", "[play][chart]")
{
    PlaySession session;
    session.restoreRememberedChartReadings(QJsonObject{
        {"test-lookup-question", QJsonObject{{"base_attack:4..:rifle", QJsonObject{{"value", "many"}, {"label", "Base attack factor, 4.., rifle"}}}}}});
    REQUIRE(session.setGames(&test::testModules().games));
    REQUIRE(session.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    session.loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    CHECK_FALSE(session.assessment());
    REQUIRE_FALSE(session.refusals().empty());
    CHECK(session.refusals().front().message.find("Base attack factor, 4.., rifle must be a number, not 'many'") != std::string::npos);
    REQUIRE(session.forgetChartReading(QStringLiteral("base_attack:4..:rifle")));
    CHECK(session.pendingQuestion());
}

TEST_CASE("kept chart values from a damaged settings file are skipped, not trusted", "[play][chart]")
{
    ChartReadingMemory memory;
    memory.fromJson(QJsonObject{
        {"game-a", QJsonObject{{"t:c:r", QJsonObject{{"value", "4"}, {"label", "T, r, c"}}},
                               {"t:c:s", QJsonObject{{"value", 5}}},        // not text
                               {"t:c:u", QJsonObject{{"value", ""}}},       // nothing read
                               {"t:c:v", "6"},                              // not an object
                               {"t:c:w", QJsonObject{{"value", QString(2000, QLatin1Char('9'))}}}}},
        {"game-b", 7}});
    REQUIRE(memory.readings(QStringLiteral("game-a")).size() == 1);
    CHECK(memory.readings(QStringLiteral("game-a")).at("t:c:r") == "4");
    CHECK(memory.readings(QStringLiteral("game-b")).empty());
    const QJsonObject back = memory.toJson();
    CHECK(back.keys() == QStringList{QStringLiteral("game-a")});
    CHECK(back.value("game-a").toObject().value("t:c:r").toObject().value("label").toString() == QStringLiteral("T, r, c"));

    // A reading kept without its label is listed by its key.
    memory.fromJson(QJsonObject{{"game-a", QJsonObject{{"t:c:r", QJsonObject{{"value", "4"}}}}}});
    REQUIRE(memory.kept(QStringLiteral("game-a")).size() == 1);
    CHECK(memory.kept(QStringLiteral("game-a"))[0].label == QStringLiteral("t:c:r"));
}
