// SPDX-License-Identifier: GPL-3.0-or-later
// The chit cup of a play session: kept in the game log, rebuilt from it, drawn from the
// session's dice (core/cup_log.h), and the `umpire-cli cup` command.
#include "cli_run.h"

#include "core/cup_log.h"
#include "either_log.h"
#include "engine/game.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/seal_verification.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <QTemporaryDir>

#include <map>

using namespace umpire;

namespace {

const QString kGame = QStringLiteral("duel-of-eagles");

const Game& duelOfEagles()
{
    static const LoadedModules modules = loadModules({(shippedTables() + "/duel-of-eagles.yaml").toStdString()});
    REQUIRE(modules.games.size() == 1);
    return modules.games.front();
}

QStringList remainingIds(const CupState& state)
{
    QStringList ids;
    for (const CupChit& chit : state.cup->remaining())
        ids << QString::fromStdString(chit.id);
    return ids;
}

qint64 entryCount(const QString& path)
{
    GameLog log;
    REQUIRE(log.open(path));
    const auto count = log.countEntries(LogFilter{});
    REQUIRE(count);
    return *count;
}

}  // namespace

TEST_CASE("the cup of an open log is rebuilt after a restart - a voided draw puts its chit back", "[cup]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath("game.sqlite");
    const Game& game = duelOfEagles();
    CupState before;
    qint64 secondDraw = 0;
    {
        GameLog log;
        REQUIRE(log.open(path));
        const auto session = log.newSession(kGame, {}, {});
        REQUIRE(session);
        REQUIRE(setUpCup(log, *session, game, {"III Korps", "X Korps", "2e Corps"}, {"feu-de-bataillon"}, std::nullopt));
        auto first = drawFromCup(log, *session, game, 11);
        REQUIRE(first);
        auto second = drawFromCup(log, *session, game, 12);
        REQUIRE(second);
        secondDraw = second->entryId;
        CHECK(second->diceSource == "seed 12");
        before = second->after;
    }  // the program ends here

    GameLog log;
    REQUIRE(log.open(path));
    auto after = replayCup(log, 1);
    REQUIRE(after);
    REQUIRE(after->cup);
    CHECK(after->cup->turn() == 1);
    CHECK(remainingIds(*after) == remainingIds(before));
    REQUIRE(after->draws.size() == 2);
    CHECK(after->draws[0].chit == before.draws[0].chit);
    CHECK(after->draws[1].chit == before.draws[1].chit);
    CHECK(after->draws[1].sides == 3);
    CHECK(after->draws[1].face >= 1);
    CHECK(after->draws[1].face <= 3);

    REQUIRE(log.voidEntry(secondDraw, "the chit fell on the floor"));
    auto voided = replayCup(log, 1);
    REQUIRE(voided);
    CHECK(voided->cup->remaining().size() == 3);
    CHECK(remainingIds(*voided).contains(before.draws[1].chit));
    REQUIRE(voided->draws.size() == 2);
    CHECK(voided->draws[1].voided);
    CHECK_FALSE(voided->draws[0].voided);
}

TEST_CASE("the chit cup of a sealed session works on a club log - a draw at one table is read back at another", "[cup][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    test::EitherLog either(server);
    const Game& game = duelOfEagles();
    GameLog table;
    const auto opened = table.open(either.address);
    INFO(opened.error().toStdString());
    REQUIRE(opened);
    const auto session = table.newSession(kGame, {}, {});
    REQUIRE(session);
    REQUIRE(sealSession(table, *session));
    const auto setUp = setUpCup(table, *session, game, {"III Korps", "X Korps"}, {"feu-de-bataillon"}, std::nullopt);
    INFO(setUp.error().toStdString());
    REQUIRE(setUp);
    const auto drawn = drawFromCup(table, *session, game, std::nullopt);
    INFO(drawn.error().toStdString());
    REQUIRE(drawn);
    CHECK(drawn->sealedRoll == 1);
    CHECK(drawFromCup(table, *session, game, 5).refused());  // a sealed session takes no seed

    GameLog other;
    REQUIRE(other.open(either.address));
    const auto replayed = replayCup(other, *session);
    INFO(replayed.error().toStdString());
    REQUIRE(replayed);
    REQUIRE(replayed->cup);
    REQUIRE(replayed->draws.size() == 1);
    CHECK(replayed->draws[0].entryId == drawn->entryId);
    CHECK(replayed->draws[0].chit == drawn->after.draws[0].chit);
    CHECK(replayed->draws[0].face == drawn->after.draws[0].face);
    CHECK(remainingIds(*replayed) == remainingIds(drawn->after));
    REQUIRE(revealSeal(other, *session));
    const auto checks = verifySeals(table);
    REQUIRE(checks);
    REQUIRE(checks->size() == 1);
    INFO(checks->front().summary().toStdString());
    CHECK(checks->front().state == SealCheck::State::Verified);
    CHECK(checks->front().sealedRolls == 1);
}

TEST_CASE("the turn's last activation chit ends the draws, and new turn puts every chit back", "[cup]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Game& game = duelOfEagles();
    GameLog log;
    REQUIRE(log.open(dir.filePath("game.sqlite")));
    const auto session = log.newSession(kGame, {}, {});
    REQUIRE(session);
    REQUIRE(setUpCup(log, *session, game, {"III Korps", "X Korps"}, {"feu-de-bataillon", "battlefield-conditions"}, 4));

    auto early = newCupTurn(log, *session, game);
    REQUIRE_FALSE(early);
    CHECK(early.error().contains("still has activation chits in the cup"));

    std::optional<CupDrawn> last;
    for (quint64 seed = 1; !last || !last->after.cup->activationsOver(); ++seed) {
        auto drawn = drawFromCup(log, *session, game, seed);
        REQUIRE(drawn);
        last = *drawn;
    }
    CHECK_FALSE(last->draw.chit.kind == CupChit::Kind::Event);
    CHECK(last->after.draws.constLast().endsActivations);
    CHECK(last->after.draws.constLast().text.contains("Rally and Housekeeping"));
    const auto entriesBefore = log.countEntries(LogFilter{});
    auto refused = drawFromCup(log, *session, game, 99);
    REQUIRE_FALSE(refused);
    CHECK(refused.refused());
    CHECK((refused.error().contains("the last activation chit was drawn") || refused.error().contains("the cup is empty")));
    CHECK(*log.countEntries(LogFilter{}) == *entriesBefore);  // nothing logged

    auto next = newCupTurn(log, *session, game);
    REQUIRE(next);
    CHECK(next->cup->turn() == 5);
    CHECK(next->cup->remaining().size() == 4);
    CHECK(next->draws.isEmpty());
    CHECK(replayCup(log, *session)->cup->turn() == 5);
}

TEST_CASE("a cup set-up refuses unknown event chits, listing the module's, and names twice", "[cup]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Game& game = duelOfEagles();
    GameLog log;
    REQUIRE(log.open(dir.filePath("game.sqlite")));
    const auto session = log.newSession(kGame, {}, {});
    REQUIRE(session);
    auto unknown = setUpCup(log, *session, game, {"III Korps"}, {"needlegun"}, std::nullopt);
    REQUIRE_FALSE(unknown);
    CHECK(unknown.error().contains("unknown event chit 'needlegun'"));
    CHECK(unknown.error().contains("krupps-guns-colonel-caprivi"));
    auto twice = setUpCup(log, *session, game, {"III Korps", "III Korps"}, {}, std::nullopt);
    REQUIRE_FALSE(twice);
    CHECK(twice.error().contains("set up twice"));
    auto none = setUpCup(log, *session, game, {}, {"feu-de-bataillon"}, std::nullopt);
    REQUIRE_FALSE(none);
    CHECK(none.error().contains("at least one activation chit"));
    CHECK(*log.countEntries(LogFilter{}) == 0);

    const auto other = log.newSession(QStringLiteral("umpire-test"), {}, {});
    REQUIRE(other);
    auto wrongGame = setUpCup(log, *other, game, {"III Korps"}, {}, std::nullopt);
    REQUIRE_FALSE(wrongGame);
    CHECK(wrongGame.error().contains("is a game of umpire-test"));
}

TEST_CASE("seeded draws through the log are uniform and replayable", "[cup]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const Game& game = duelOfEagles();
    GameLog log;
    REQUIRE(log.open(dir.filePath("game.sqlite")));
    const QStringList activation{"I", "II", "III"};
    const QStringList events{"feu-de-bataillon"};
    // The first draw of a fresh four-chit cup, over many seeds: each chit a quarter of the time.
    constexpr int trials = 800;
    std::map<QString, int> counts;
    for (quint64 seed = 1; seed <= trials; ++seed) {
        const auto session = log.newSession(kGame, {}, {});
        REQUIRE(session);
        REQUIRE(setUpCup(log, *session, game, activation, events, std::nullopt));
        auto drawn = drawFromCup(log, *session, game, seed);
        REQUIRE(drawn);
        ++counts[QString::fromStdString(drawn->draw.chit.id)];
    }
    REQUIRE(counts.size() == 4);
    double chiSquare = 0;
    const double expected = trials / 4.0;
    for (const auto& [chit, count] : counts)
        chiSquare += (count - expected) * (count - expected) / expected;
    INFO("chi-square " << chiSquare);
    CHECK(chiSquare < 16.27);  // 3 degrees of freedom, p = 0.001

    // The same seed on the same cup draws the same chit.
    const auto a = log.newSession(kGame, {}, {});
    const auto b = log.newSession(kGame, {}, {});
    REQUIRE(setUpCup(log, *a, game, activation, events, std::nullopt));
    REQUIRE(setUpCup(log, *b, game, activation, events, std::nullopt));
    for (quint64 seed : {7u, 8u, 9u})
        CHECK(drawFromCup(log, *a, game, seed)->draw.chit == drawFromCup(log, *b, game, seed)->draw.chit);
}

TEST_CASE("umpire-cli cup: set up, draw, show, new turn, and its refusals", "[cup][cli]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString log = dir.filePath("game.sqlite");
    auto cup = [&](const QStringList& args) { return runCli(QStringList{"--log", log, "cup"} + args); };

    CHECK(cup({"show"}).exitCode == 2);  // no log file yet: not created by cup
    REQUIRE(runCli({"--log", log, "log", "new", kGame}).exitCode == 0);

    CliRun early = cup({"draw"});
    CHECK(early.exitCode == 1);
    CHECK(early.err.contains("no chit cup yet"));
    CHECK(entryCount(log) == 0);

    CliRun unknown = cup({"setup", "--activation", "III Korps", "--event", "needlegun"});
    CHECK(unknown.exitCode == 1);
    CHECK(unknown.err.contains("unknown event chit 'needlegun'"));
    CHECK(unknown.err.contains("mitrailleuse-fire-beaten-zone"));
    CHECK(cup({"setup", "--event", "feu-de-bataillon"}).exitCode == 2);
    CHECK(cup({"shake"}).exitCode == 2);
    CHECK(cup({"draw", "--seed", "x"}).exitCode == 2);

    CliRun setup = cup({"setup", "--activation", "III Korps", "--activation", "X Korps", "--event", "krupps-guns-colonel-caprivi"});
    INFO(setup.err.toStdString());
    REQUIRE(setup.exitCode == 0);
    CHECK(setup.out.contains("cup set up for turn 1 in session 1 (entry 1)"));
    CHECK(setup.out.contains("2 activation (III Korps, X Korps), 1 event (krupps-guns-colonel-caprivi)"));

    // The session seals its dice: no --seed, and the draws are sealed rolls.
    CliRun seeded = cup({"draw", "--seed", "5"});
    CHECK(seeded.exitCode == 1);
    CHECK(seeded.err.contains("seals its program dice"));

    int draws = 0;
    CliRun drawn;
    do {
        drawn = cup({"draw"});
        INFO(drawn.err.toStdString());
        REQUIRE(drawn.exitCode == 0);
        ++draws;
        CHECK(drawn.out.contains(QStringLiteral("sealed roll %1 of session 1").arg(draws)));
    } while (!drawn.out.contains("no more draws this turn"));
    CHECK(drawn.out.contains("the turn's last activation chit: Rally and Housekeeping"));
    const qint64 logged = entryCount(log);
    CliRun over = cup({"draw"});
    CHECK(over.exitCode == 1);
    CHECK(entryCount(log) == logged);

    CliRun show = cup({"show"});
    REQUIRE(show.exitCode == 0);
    CHECK(show.out.contains("1. entry 2:"));
    CHECK(show.out.contains("the last activation chit is drawn"));

    CliRun turn = cup({"new-turn"});
    REQUIRE(turn.exitCode == 0);
    CHECK(turn.out.contains("turn 2 in session 1: every chit is back in the cup"));
    CHECK(cup({"new-turn"}).exitCode == 1);  // activation chits left
    REQUIRE(cup({"draw"}).exitCode == 0);

    // `log verify` checks the sealed draws like any sealed roll.
    REQUIRE(runCli({"--log", log, "log", "reveal"}).exitCode == 0);
    CliRun verify = runCli({"--log", log, "log", "verify"});
    INFO(verify.out.toStdString());
    CHECK(verify.exitCode == 0);
    CHECK(verify.out.contains(QStringLiteral("all %1 sealed roll(s)").arg(draws + 1)));
}
