// SPDX-License-Identifier: GPL-3.0-or-later
#include "either_log.h"
#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/log_task.h"
#include "log/program_dice_seen.h"
#include "log/seal_verification.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QJsonArray>

#include <vector>

using namespace umpire;
using namespace umpire::test;

namespace {

/// A sealed 2d6 roll at `position`: faces from the recipe unless `faces` is given.
LogEntryDraft sealedDraft(qint64 session, const NextSealedRoll& next, qint64 position, QList<int> faces = {})
{
    if (faces.isEmpty())
        for (qint64 die = 1; die <= 2; ++die)
            faces << int(DiceSeal::face(next.secret, position, die, 6, next.phrase));
    LogEntryDraft draft = sampleDraft(session);
    draft.diceOrigin = DiceOrigin::Rolled;
    draft.resolution.insert(QStringLiteral("dice_count"), 2);
    draft.resolution.insert(QStringLiteral("dice_sides"), 6);
    draft.resolution.insert(QStringLiteral("roll"),
                            QJsonObject{{QStringLiteral("dice"), QJsonArray{faces.at(0), faces.at(1)}},
                                        {QStringLiteral("natural"), faces.at(0) + faces.at(1)},
                                        {QStringLiteral("modified"), faces.at(0) + faces.at(1) + 1}});
    draft.resolution.insert(QStringLiteral("sealed_dice"),
                            DiceSeal::rollSealJson({next.commitment, next.phrase, position}));
    return draft;
}

/// Opens `log` at `either`, a fresh log file or club log.
void openEither(GameLog& log, const EitherLog& either)
{
    const auto opened = log.open(either.address);
    INFO(opened.error().toStdString());
    REQUIRE(opened.ok());
}

SealCheck onlyCheck(const GameLog& log)
{
    auto checks = verifySeals(log);
    REQUIRE(checks.ok());
    REQUIRE(checks->size() == 1);
    return checks->first();
}

}  // namespace

TEST_CASE("the sealed dice recipe gives the faces a standard SHA-256 tool gives", "[log][seal]")
{
    // Worked out with `printf ... | sha256sum` as docs/game-log.md shows, not with this code.
    const QString secret = QStringLiteral("75ceabf5dcb2c9eaf1209cb841362e9ca43f87148eaa0a38cd44fa9bf9e3c327");
    CHECK(DiceSeal::commitment(secret) == QStringLiteral("178fd387e571630de32d87908d1946ca22108cef27af9819142498896d239621"));
    CHECK(DiceSeal::dieMessage(secret, 1, 1, 0, QStringLiteral("blue moon"))
          == QByteArray("umpire-die:" + secret.toLatin1() + ":1:1:0:blue moon"));
    // sha256("umpire-die:<secret>:1:1:0:blue moon") starts 234b675a9219199b: 0x234b675a9219199b mod 6 + 1 = 4.
    CHECK(DiceSeal::face(secret, 1, 1, 6, QStringLiteral("blue moon")) == 4);
    CHECK(DiceSeal::isSecret(secret));
    CHECK_FALSE(DiceSeal::isSecret(secret.toUpper()));
    CHECK(DiceSeal::isSecret(DiceSeal::newSecret()));
    CHECK(DiceSeal::newSecret() != DiceSeal::newSecret());
    // The phrase, the position and the die each change the face's source.
    CHECK(DiceSeal::dieMessage(secret, 1, 1, 0, QString()) != DiceSeal::dieMessage(secret, 1, 1, 0, QStringLiteral("x")));
}

TEST_CASE("a sealed session's rolls verify once revealed", "[log][seal][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    openEither(log, either);
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    auto seal = sealSession(log, session);
    REQUIRE(seal.ok());
    CHECK(seal->commitment.size() == 64);
    CHECK_FALSE(seal->secret);  // not handed out before the reveal
    REQUIRE(setSealPhrase(log, session, QStringLiteral("  the old oak  ")).ok());

    auto next = nextSealedRoll(log, session);
    REQUIRE(next.ok());
    CHECK(next->position == 1);
    CHECK(next->phrase == QStringLiteral("the old oak"));
    CHECK(DiceSeal::commitment(next->secret) == seal->commitment);
    for (qint64 position = 1; position <= 5; ++position)
        REQUIRE(log.append(sealedDraft(session, *next, position)).ok());
    REQUIRE(log.append(sampleDraft(session)).ok());  // physical dice are not affected

    CHECK(onlyCheck(log).state == SealCheck::State::Kept);
    auto revealed = revealSeal(log, session);
    REQUIRE(revealed.ok());
    CHECK(revealed->secret == next->secret);
    CHECK(revealed->rolls == 5);
    const SealCheck check = onlyCheck(log);
    INFO(check.summary().toStdString());
    CHECK(check.state == SealCheck::State::Verified);
    CHECK(check.sealedRolls == 5);
    CHECK(log.verify()->ok());

    // Revealed: no program roll joins the session any more, sealed or from a seed.
    auto late = log.append(sealedDraft(session, *next, 6));
    REQUIRE_FALSE(late.ok());
    CHECK(late.error().contains(QStringLiteral("revealed")));
    CHECK(nextSealedRoll(log, session).refused());
    CHECK(revealSeal(log, session).ok());  // revealing again only shows it
}

TEST_CASE("a sealed roll whose dice are not the seed's is named by verify", "[log][seal][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    openEither(log, either);
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(log, session).ok());
    auto next = nextSealedRoll(log, session);
    REQUIRE(next.ok());
    REQUIRE(log.append(sealedDraft(session, *next, 1)).ok());
    const int honest = int(DiceSeal::face(next->secret, 2, 1, 6, next->phrase));
    const int other = honest % 6 + 1;
    auto edited = log.append(sealedDraft(session, *next, 2, {other, int(DiceSeal::face(next->secret, 2, 2, 6, next->phrase))}));
    REQUIRE(edited.ok());
    REQUIRE(revealSeal(log, session).ok());
    const SealCheck check = onlyCheck(log);
    CHECK(check.state == SealCheck::State::Failed);
    REQUIRE(check.problems.size() == 1);
    CHECK(check.problems.first()
          == QStringLiteral("entry %1: die 1 (d6) is %2, the seed gives %3").arg(*edited).arg(other).arg(honest));
    CHECK(check.summary().contains(QStringLiteral("do NOT verify")));
}

TEST_CASE("the log keeps sealed rolls in order and keeps other seeds out of a sealed session", "[log][seal][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    openEither(log, either);
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(log, session).ok());
    CHECK(sealSession(log, session).refused());
    auto next = nextSealedRoll(log, session);
    REQUIRE(next.ok());

    // Skipping a position (a roll made and thrown away) or repeating one is refused.
    auto skipped = log.append(sealedDraft(session, *next, 2));
    REQUIRE_FALSE(skipped.ok());
    CHECK(skipped.error().contains(QStringLiteral("not the next of its session")));
    REQUIRE(log.append(sealedDraft(session, *next, 1)).ok());
    CHECK_FALSE(log.append(sealedDraft(session, *next, 1)).ok());

    // Another commitment is refused too.
    NextSealedRoll forged = *next;
    forged.commitment = QString(64, QLatin1Char('a'));
    CHECK_FALSE(log.append(sealedDraft(session, forged, 2)).ok());


    // The phrase comes before the first sealed roll.
    auto phrase = setSealPhrase(log, session, QStringLiteral("too late"));
    REQUIRE(phrase.refused());
    CHECK(phrase.error().contains(QStringLiteral("before the first")));
    CHECK(setSealPhrase(log, session, QString(DiceSeal::kMaxPhraseLength + 1, QLatin1Char('x'))).refused());

    // A session with entries cannot be sealed after the fact.
    const qint64 plain = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(plain)).ok());
    auto sealedLate = sealSession(log, plain);
    REQUIRE(sealedLate.refused());
    CHECK(sealedLate.error().contains(QStringLiteral("has entries already")));
    CHECK(log.verify()->ok());
}

TEST_CASE("a program roll from a seed of its own in a sealed session is reported by verify", "[log][seal][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    openEither(log, either);
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(log, session).ok());
    LogEntryDraft seeded = sampleDraft(session);
    seeded.diceOrigin = DiceOrigin::Rolled;
    seeded.seed = 42;
    // Written (a program that does not seal, such as the desktop app today, must not be
    // blocked), and named: it is not one of the session's sealed rolls.
    auto id = log.append(seeded);
    REQUIRE(id.ok());
    const SealCheck check = onlyCheck(log);
    CHECK(check.state == SealCheck::State::Failed);
    CHECK(check.problems == QStringList{QStringLiteral("entry %1: program dice from a seed of their own (42), not "
                                                       "from the session's seal")
                                            .arg(*id)});
}

TEST_CASE("an edited seal is caught by the schema or by verify", "[log][seal]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(log, session).ok());
    auto next = nextSealedRoll(log, session);
    REQUIRE(next.ok());
    REQUIRE(log.append(sealedDraft(session, *next, 1)).ok());
    RawDatabase raw(temp.path);
    CHECK(raw.exec(QStringLiteral("UPDATE dice_seals SET secret = '%1'").arg(QString(64, QLatin1Char('b'))))
              .contains(QStringLiteral("never changed")));
    CHECK(raw.exec(QStringLiteral("UPDATE dice_seals SET phrase = 'chosen later'")).contains(QStringLiteral("once")));
    CHECK(raw.exec(QStringLiteral("DELETE FROM dice_seals")).contains(QStringLiteral("never deleted")));

    // Past the triggers (dropped, as a determined editor could): verify still sees it.
    REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER dice_seals_phrase_once")).isEmpty());
    REQUIRE(raw.exec(QStringLiteral("UPDATE dice_seals SET phrase = 'chosen later', revealed_utc = "
                                    "'2030-01-01T00:00:00.000Z'"))
                .isEmpty());
    const SealCheck check = onlyCheck(log);
    CHECK(check.state == SealCheck::State::Failed);
    CHECK(check.summary().contains(QStringLiteral("names the phrase")));
}

TEST_CASE("sessions of an older log are reported as having no dice commitment", "[log][seal]")
{
    TempLog temp;
    REQUIRE(QFile::copy(QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(QStringLiteral("schema-v2.sqlite")), temp.path));
    QFile::setPermissions(temp.path, QFile::ReadOwner | QFile::WriteOwner);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(log.verify()->ok());
    auto checks = verifySeals(log);
    REQUIRE(checks.ok());
    REQUIRE(checks->size() == 2);
    CHECK(checks->at(0).state == SealCheck::State::Unsealed);
    CHECK(checks->at(0).programRolls == 1);
    CHECK(checks->at(0).summary() == QStringLiteral("session 1: no dice commitment (1 program roll(s) from their own seeds)"));
    // Program rolls from seeds still join an unsealed session.
    LogEntryDraft seeded = sampleDraft(1);
    seeded.diceOrigin = DiceOrigin::Rolled;
    seeded.seed = 7;
    CHECK(log.append(seeded).ok());
}

TEST_CASE("sealed d6 and d10 are uniform (chi-square over a million faces each)", "[log][seal][dice]")
{
    // The same 0.999 quantiles as the seeded dice (5 and 9 degrees of freedom); the secret is
    // fixed, so the test is deterministic.
    const auto [sides, limit] = GENERATE(table<std::int64_t, double>({{6, 20.52}, {10, 27.88}}));
    const QString secret = DiceSeal::commitment(QStringLiteral("uniformity"));
    std::vector<double> counts(static_cast<std::size_t>(sides), 0.0);
    constexpr int faces = 1000000;
    for (int i = 0; i < faces; ++i) {
        const auto face = DiceSeal::face(secret, i / 10 + 1, i % 10 + 1, sides, QStringLiteral("phrase"));
        REQUIRE(face >= 1);
        REQUIRE(face <= sides);
        counts[static_cast<std::size_t>(face - 1)] += 1;
    }
    const double expected = faces / static_cast<double>(sides);
    double chiSquare = 0;
    for (const double c : counts)
        chiSquare += (c - expected) * (c - expected) / expected;
    INFO("sealed d" << sides << ": chi-square " << chiSquare);
    CHECK(chiSquare < limit);
}

TEST_CASE("a schema 3 log with sealed dice is upgraded with its counts and its seals intact", "[log][seal][schema]")
{
    TempLog temp;
    qint64 sealed = 0;
    qint64 plain = 0;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        sealed = *log.newSession(QStringLiteral("test-game"), {}, {});
        REQUIRE(sealSession(log, sealed).ok());
        auto next = nextSealedRoll(log, sealed);
        REQUIRE(next.ok());
        for (qint64 position = 1; position <= 3; ++position)
            REQUIRE(log.append(sealedDraft(sealed, *next, position)).ok());
        REQUIRE(revealSeal(log, sealed).ok());
        plain = *log.newSession(QStringLiteral("test-game"), {}, {});
        REQUIRE(log.append(sampleDraft(plain)).ok());
        REQUIRE(log.indexSearch().ok());  // a schema 3 program indexed every entry at once
    }
    {
        // Back to what a schema 3 program wrote: everything but the per-session counts.
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("DROP TABLE session_counts")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = 3")).isEmpty());
    }
    GameLog log;
    auto opened = log.open(temp.path);
    INFO(opened.error().toStdString());
    REQUIRE(opened.ok());
    CHECK(log.upgradeBackup() == temp.path + QStringLiteral(".schema-v3.backup"));
    auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 2);
    CHECK(sessions->at(0).id == sealed);
    CHECK(sessions->at(0).entryCount == 3);
    CHECK(sessions->at(1).entryCount == 1);
    CHECK(log.verify()->ok());
    auto checks = verifySeals(log);
    REQUIRE(checks.ok());
    REQUIRE(checks->size() == 2);
    CHECK(checks->at(0).state == SealCheck::State::Verified);
    CHECK(checks->at(0).sealedRolls == 3);
    CHECK(checks->at(1).state == SealCheck::State::Unsealed);

    // The counts keep up with appends after the upgrade.
    REQUIRE(log.append(sampleDraft(plain)).ok());
    CHECK(log.sessions()->at(1).entryCount == 2);
}

TEST_CASE("a roll naming a seal in a session without one is found among a session's program rolls", "[log][seal]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    LogEntryDraft seeded = sampleDraft(session);
    seeded.diceOrigin = DiceOrigin::Rolled;
    seeded.seed = 7;
    REQUIRE(log.append(seeded).ok());
    REQUIRE(log.append(sampleDraft(session)).ok());  // physical dice: not a program roll
    {
        // Only a tamperer gets such a roll past the log's own trigger.
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER sealed_rolls_in_order")).isEmpty());
    }
    LogEntryDraft forged = seeded;
    forged.seed.reset();  // a sealed roll has no seed of its own
    QJsonObject resolution = forged.resolution;
    resolution.insert(QStringLiteral("sealed_dice"), QJsonObject{{QStringLiteral("commitment"), QStringLiteral("ab12")},
                                                                 {QStringLiteral("phrase"), QString()},
                                                                 {QStringLiteral("position"), 1}});
    forged.resolution = resolution;
    const qint64 forgedId = *log.append(forged);
    LogEntryDraft malformed = forged;  // a "sealed_dice" that names no seal
    resolution.insert(QStringLiteral("sealed_dice"), QJsonObject{{QStringLiteral("position"), 2}});
    malformed.resolution = resolution;
    const auto appendedMalformed = log.append(malformed);
    INFO(appendedMalformed.error().toStdString());
    REQUIRE(appendedMalformed.ok());

    const SealCheck check = onlyCheck(log);
    CHECK(check.state == SealCheck::State::Failed);
    CHECK(check.programRolls == 3);
    CHECK(check.sealedRolls == 1);
    CHECK(check.problems == QStringList{QStringLiteral("entry %1: a sealed roll in a session without a seal").arg(forgedId)});

    // `log verify` checks the same from what the chain's walk saw, without a second pass.
    const auto verified = log.verify();
    REQUIRE(verified.ok());
    REQUIRE(verified->ok());
    REQUIRE(verified->programDice);
    CHECK(verified->programDice->programRolls.value(session) == 3);
    CHECK(verified->programDice->sealMentions.value(session).size() == 2);  // the forged roll and the malformed one
    const auto fromWalk = verifySeals(log, verified->programDice.get());
    REQUIRE(fromWalk.ok());
    REQUIRE(fromWalk->size() == 1);
    CHECK(fromWalk->front().state == check.state);
    CHECK(fromWalk->front().programRolls == check.programRolls);
    CHECK(fromWalk->front().sealedRolls == check.sealedRolls);
    CHECK(fromWalk->front().problems == check.problems);
}

TEST_CASE("the walk of the chain notes every program roll that may name a seal", "[log][seal][verify]")
{
    ProgramDiceSeen seen;
    seen.add(1, 1, "roll", "rolled", R"({"dice":[3]})");
    seen.add(2, 1, "roll", "physical", R"({"sealed_dice":{"position":1}})");  // not a program roll
    seen.add(3, 2, "roll", "rolled", R"({"sealed_dice":{"position":1}})");
    seen.add(4, 2, "roll", "rolled", R"({"sealed\u005fdice":{"position":2}})");  // the key spelt with an escape
    seen.add(5, 2, "void", "none", "{}");
    ProgramDiceSeen other;
    other.add(6, 1, "roll", "rolled", R"({"note":"no seal here"})");
    seen.merge(other);
    CHECK(seen.programRolls.value(1) == 2);
    CHECK(seen.programRolls.value(2) == 2);
    CHECK(seen.sealMentions.value(1).isEmpty());
    CHECK(seen.sealMentions.value(2) == QList<qint64>{3, 4});
}

TEST_CASE("a sealed session is checked one roll at a time, with progress, and a cancel stops it", "[log][seal][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog log;
    openEither(log, either);
    const qint64 plain = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(plain)).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(log, session).ok());
    auto next = nextSealedRoll(log, session);
    REQUIRE(next.ok());
    constexpr qint64 rolls = 1200;
    QList<LogEntryDraft> drafts;
    for (qint64 position = 1; position <= rolls; ++position)
        drafts << sealedDraft(session, *next, position);
    REQUIRE(log.appendAll(drafts).ok());
    REQUIRE(revealSeal(log, session).ok());

    // Progress counts the sealed session's entries, to the end.
    LogTask task;
    const auto checks = verifySeals(log, nullptr, &task);
    REQUIRE(checks.ok());
    REQUIRE(checks->size() == 2);
    CHECK(checks->at(1).state == SealCheck::State::Verified);
    CHECK(checks->at(1).sealedRolls == rolls);
    CHECK(task.stage() == LogTask::Stage::CheckingSeals);
    CHECK(task.total() == rolls);
    CHECK(task.done() == rolls);

    // Cancelled: a Cancelled error, no verdict.
    LogTask cancelled;
    cancelled.cancel();
    const auto stopped = verifySeals(log, nullptr, &cancelled);
    CHECK(stopped.cancelled());
}

TEST_CASE("the loser of two programs recording the same sealed roll is told the log was busy", "[log][seal][faults][server]")
{
    const bool server = GENERATE(false, true);
    INFO((server ? "club log" : "log file"));
    EitherLog either(server);
    GameLog first;
    openEither(first, either);
    const qint64 session = *first.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(first, session).ok());
    GameLog second;
    openEither(second, either);
    // Both draw the session's next roll before either has appended it.
    const auto drawnFirst = nextSealedRoll(first, session);
    const auto drawnSecond = nextSealedRoll(second, session);
    REQUIRE(drawnFirst.ok());
    REQUIRE(drawnSecond.ok());
    REQUIRE(first.append(sealedDraft(session, *drawnFirst, drawnFirst->position)).ok());
    const auto lost = second.append(sealedDraft(session, *drawnSecond, drawnSecond->position));
    REQUIRE_FALSE(lost.ok());
    CHECK(lost.error() == (server ? QStringLiteral("club log ") : QString()) + first.path() +
                              QStringLiteral(": cannot append the entry: the log was busy: another %1 recorded this "
                                             "session's next sealed roll at the same moment (this sealed roll is not "
                                             "the next of its session); nothing was recorded; try again")
                                  .arg(server ? QStringLiteral("table") : QStringLiteral("program")));
    CHECK_FALSE(lost.error().contains(QStringLiteral("SQLite")));
    // The winner's roll is the only one: the second table's next draw follows it.
    const auto after = nextSealedRoll(second, session);
    REQUIRE(after.ok());
    CHECK(after->position == 2);
}
