// SPDX-License-Identifier: GPL-3.0-or-later
// The luck report of sessions played as at a table (issue 48): program dice come out near zero
// luck and fair; loaded physical dice are flagged unfair; voids, players and turns are counted as
// the report says; the Markdown and JSON tell the same numbers.
#include "play_test_support.h"
#include "../log/log_test_support.h"

#include "play/log_writer.h"

#include "core/luck_report_builder.h"
#include "core/luck_report_json.h"
#include "core/luck_report_markdown.h"
#include "core/luck_report_words.h"
#include "core/luck_scale.h"
#include "log/game_log.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace umpire;

namespace {

struct LuckSession {
    test::TempLog temp;
    GameLog log;
    std::unique_ptr<DirectLogWriter> writer;
    PlaySession session;

    LuckSession()
    {
        REQUIRE(log.open(temp.path).ok());
        writer = std::make_unique<DirectLogWriter>(log);
        session.setLogWriter(writer.get());
        REQUIRE(session.setGames(&test::testModules().games));
        REQUIRE(session.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        session.loadSituation(test::example78Situation());
    }
    LuckReport report() const
    {
        auto built = buildLuckReport(log, test::testModules().games, session.logSession());
        REQUIRE(built.ok());
        return *built;
    }
};

const DiceFairness* diceOf(const LuckReport& report, DiceOrigin origin, int sides)
{
    for (const auto& kind : report.dice)
        if (kind.origin == origin && kind.sides == sides)
            return &kind;
    return nullptr;
}

}  // namespace

TEST_CASE("a session of program dice has luck near zero and fair dice", "[play][luck]")
{
    LuckSession s;
    s.session.setFirstSeed(48);
    for (int turn = 1; turn <= 6; ++turn) {
        s.session.setTurn(QString::number(turn));
        for (int i = 0; i < 60; ++i)
            REQUIRE(s.session.rollProgramDice());
    }
    const LuckReport report = s.report();
    CHECK(report.rolls == 360);
    CHECK(report.overall.rated == 360);
    CHECK(report.unrated.total() == 0);
    // One d6 spreads a roll's luck by at most 35/432 (six results, none as good as another), so 360
    // rolls spread the total by at most sqrt(360 * 35/432) = 5.4.
    CHECK(report.overall.variance > 0);
    CHECK(report.overall.variance <= Approx(360.0 * 35.0 / 432.0));
    CHECK(report.overall.verdict().kind == LuckVerdict::Kind::AsExpected);
    CHECK(std::fabs(report.overall.verdict().z) < 2.0);
    REQUIRE(report.bySide.size() == 1);
    CHECK(report.bySide.front().name == QStringLiteral("The attacker"));
    CHECK(report.overTurns.turns == QStringList{"1", "2", "3", "4", "5", "6"});
    REQUIRE(report.overTurns.lines.size() == 1);
    CHECK(report.overTurns.lines.front().running.back() == Approx(report.overall.totalLuck));

    const DiceFairness* program = diceOf(report, DiceOrigin::Rolled, 6);
    REQUIRE(program != nullptr);
    CHECK(program->thrown == 360);
    CHECK(program->verdict == DiceFairness::Verdict::Fair);
    CHECK(diceOf(report, DiceOrigin::Physical, 6) == nullptr);

    // The luckiest of 360 d6 rolls on this table are sixes (DLR after the +1), each 1 in 6.
    REQUIRE(report.luckiest.size() == 3);
    CHECK(report.luckiest.front().luck == Fraction(5, 12));
    CHECK(report.luckiest.front().chance == Fraction(1, 6));
    CHECK(report.unluckiest.front().luck == Fraction(-5, 12));
}

TEST_CASE("physical dice that show mostly sixes are flagged unfair with their p-value", "[play][luck]")
{
    LuckSession s;
    s.session.setTurn(QStringLiteral("1"));
    for (int i = 0; i < 90; ++i)
        REQUIRE(s.session.enterPhysicalDice(QStringLiteral("6")));
    for (const char* face : {"1", "2", "3", "4", "5"})
        for (int i = 0; i < 4; ++i)
            REQUIRE(s.session.enterPhysicalDice(QString::fromLatin1(face)));
    const LuckReport report = s.report();
    const DiceFairness* table = diceOf(report, DiceOrigin::Physical, 6);
    REQUIRE(table != nullptr);
    CHECK(table->thrown == 110);
    CHECK(table->faces == std::vector<std::int64_t>{4, 4, 4, 4, 4, 90});
    CHECK(table->verdict == DiceFairness::Verdict::Unfair);
    CHECK(table->pValue < 1e-6);
    CHECK(luck_words::diceVerdictSentence(*table).startsWith(QStringLiteral("Unfair")));
    // So many sixes are very lucky for the attacker.
    CHECK(report.overall.verdict().kind == LuckVerdict::Kind::VeryLucky);
}

TEST_CASE("voided rolls are left out and each player's rolls are told apart", "[play][luck]")
{
    LuckSession s;
    s.session.setTurn(QStringLiteral("2"));
    s.session.setPlayer(QStringLiteral("Anne"));
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("6")));
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("6")));
    s.session.setPlayer(QStringLiteral("Bert"));
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("1")));
    const qint64 mistaken = s.session.rolls().last().entryId;
    REQUIRE(s.log.voidEntry(mistaken, QStringLiteral("typed the wrong die")).ok());
    REQUIRE(s.session.enterPhysicalDice(QStringLiteral("2")));

    const LuckReport report = s.report();
    CHECK(report.rolls == 3);
    CHECK(report.overall.rated == 3);
    REQUIRE(report.byPlayer.size() == 2);
    CHECK(report.byPlayer[0].name == QStringLiteral("Anne"));
    CHECK(report.byPlayer[0].rated == 2);
    // Anne's two sixes, the luckiest rolls there are.
    REQUIRE(!report.luckiest.empty());
    CHECK(report.luckiest.front().player == QStringLiteral("Anne"));
    CHECK(report.byPlayer[0].totalLuck == Approx(2 * luckNumber(report.luckiest.front().luck)));
    CHECK(report.byPlayer[1].name == QStringLiteral("Bert"));
    CHECK(report.byPlayer[1].rated == 1);
    CHECK(report.overall.verdict().kind == LuckVerdict::Kind::TooFew);
    const DiceFairness* table = diceOf(report, DiceOrigin::Physical, 6);
    REQUIRE(table != nullptr);
    CHECK(table->thrown == 3);  // the voided 1 is not counted
    CHECK(table->verdict == DiceFairness::Verdict::TooFew);
}

TEST_CASE("the luck report's Markdown and JSON give the numbers of the report", "[play][luck]")
{
    LuckSession s;
    s.session.setFirstSeed(7);
    s.session.setPlayer(QStringLiteral("Anne"));
    s.session.setTurn(QStringLiteral("4"));
    for (int i = 0; i < 30; ++i)
        REQUIRE(s.session.rollProgramDice());
    const LuckReport report = s.report();
    const QJsonObject json = luckReportJson(report);
    CHECK(json.value("rolls").toInteger() == 30);
    CHECK(json.value("overall").toObject().value("rated").toInteger() == 30);
    CHECK(json.value("overall").toObject().value("total_luck").toDouble() == Approx(report.overall.totalLuck));
    CHECK(json.value("by_player").toArray().first().toObject().value("player").toString() == QStringLiteral("Anne"));
    CHECK(json.value("luckiest").toArray().size() == 3);
    CHECK(json.value("dice").toArray().first().toObject().value("thrown").toInteger() == 30);

    const QString md = luckReportMarkdown(report);
    CHECK(md.startsWith(QStringLiteral("## Luck in session %1").arg(*report.sessionId)));
    CHECK(md.contains(QStringLiteral("30 rolls (voided ones left out), 30 rated.")));
    CHECK(md.contains(QStringLiteral("Total luck %1").arg(luck_words::signedLuck(report.overall.totalLuck))));
    CHECK(md.contains(luck_words::rollSentence(report.luckiest.front()).mid(1)));
    CHECK(md.contains(QStringLiteral("| Anne | 30 |")));
    CHECK(md.contains(QStringLiteral("**Program d6**, 30 thrown.")));
}

namespace {

/// The combat table's six results, each 1 in 6, as an entry keeps its chances.
QByteArray evenCombatChances()
{
    QByteArray list = "[";
    const char* codes[] = {"AL", "AR", "NE", "DR", "DL", "DLR"};
    for (int i = 0; i < 6; ++i)
        list += QByteArray(i ? "," : "") + R"({"code":")" + codes[i] + R"(","percent":16.67,"probability":"1/6"})";
    return list + "]";
}

LogEntry combatEntry(qint64 id, const QByteArray& resolution)
{
    LogEntry entry;
    entry.id = id;
    entry.sessionId = 1;
    entry.kind = LogEntryKind::Roll;
    entry.procedure = QStringLiteral("combat");
    entry.turn = QStringLiteral("1");
    entry.diceOrigin = DiceOrigin::Physical;
    entry.dice = QList<int>{3};  // the dice column: a roll even when its resolution cannot be read
    entry.resolutionJson = resolution;
    return entry;
}

LogSession combatSession(const QString& game = QStringLiteral("la-fleur-au-fusil"))
{
    LogSession session;
    session.id = 1;
    session.game = game;
    return session;
}

}  // namespace

TEST_CASE("a stored roll is rated from its first step's chances and its final result", "[play][luck]")
{
    // The last step's own chances (certain DR) are not those counted before the first die.
    const QByteArray twoSteps = R"({"dice_sides":6,"distribution":[{"code":"DR","probability":"1"}],"result":{"code":"DR"},)"
                                R"("roll":{"dice":[5]},"steps":[{"dice_sides":6,"distribution":)" +
                                evenCombatChances() + R"(,"roll":{"dice":[3]}}]})";
    const LuckReport report = luckReportOf({combatEntry(1, twoSteps)}, {combatSession()}, test::testModules().games, 1);
    REQUIRE(report.overall.rated == 1);
    // DR is the third best of six: worse are NE, AR and AL (1/2), as good 1/6: 1/2 + 1/12 - 1/2.
    CHECK(report.luckiest.front().luck == Fraction(1, 12));
    CHECK(report.luckiest.front().chance == Fraction(1, 6));
    REQUIRE(report.dice.size() == 1);
    CHECK(report.dice.front().faces == std::vector<std::int64_t>{0, 0, 1, 0, 1, 0});
}

TEST_CASE("rolls whose luck cannot be known are counted as not rated, each for its reason", "[play][luck]")
{
    const QByteArray rated = R"({"dice_sides":6,"distribution":)" + evenCombatChances() + R"(,"result":{"code":"NE"},"roll":{"dice":[2]}})";
    const QByteArray fromChart = R"({"chart_result":"DR","dice_sides":6,"distribution":)" + evenCombatChances() +
                                 R"(,"result":{"code":"DR","from_chart":true},"roll":{"dice":[4]}})";
    const QByteArray noChances = R"({"dice_sides":6,"result":{"code":"NE"},"roll":{"dice":[2]}})";
    const QByteArray unknownCode = R"({"dice_sides":6,"distribution":)" + evenCombatChances() + R"(,"result":{"code":"XX"},"roll":{"dice":[2]}})";
    const QByteArray broken = R"({"dice_sides":6,"distribution":[{"code":"NE","probability":"2/3"}],"result":{"code":"NE"})";
    const QByteArray deep = "{\"distribution\":" + QByteArray(100000, '[');
    QList<LogEntry> entries{combatEntry(1, rated),       combatEntry(2, fromChart), combatEntry(3, noChances),
                            combatEntry(4, unknownCode), combatEntry(5, broken),    combatEntry(6, deep)};
    LogEntry voided = combatEntry(7, rated);
    voided.voidedBy = 8;
    entries << voided;
    LogEntry otherProcedure = combatEntry(9, rated);
    otherProcedure.procedure = QStringLiteral("no-such-procedure");
    entries << otherProcedure;

    const LuckReport report = luckReportOf(entries, {combatSession()}, test::testModules().games, 1);
    CHECK(report.rolls == 7);
    CHECK(report.overall.rated == 1);
    CHECK(report.unrated.readOffChart == 1);
    CHECK(report.unrated.noLuckOrder == 1);
    CHECK(report.unrated.notCounted == 4);
    CHECK(luck_words::unratedSentence(report.unrated).contains(QStringLiteral("1 read off the printed chart")));

    // A game the program has not loaded: nothing of it is rated, nothing guessed.
    const LuckReport unknownGame = luckReportOf({combatEntry(1, rated)}, {combatSession(QStringLiteral("lost-game"))},
                                                test::testModules().games, 1);
    CHECK(unknownGame.overall.rated == 0);
    CHECK(unknownGame.unrated.noLuckOrder == 1);
}
