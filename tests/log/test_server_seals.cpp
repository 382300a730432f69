// SPDX-License-Identifier: GPL-3.0-or-later
// Sealed dice on a club log (schema version 2): the upgrade of a version 1 club log, the seal's
// protection against every role, tables that share a seal, and copies that carry seals.
#include "either_log.h"
#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/log_copy.h"
#include "log/seal_verification.h"
#include "log/server_connection.h"
#include "log/server_log_schema.h"
#include "log/server_log_setup.h"
#include "log_test_support.h"
#include "throwaway_server.h"

#include <catch2/catch.hpp>

#include <QJsonArray>
#include <QSqlDatabase>

using namespace umpire;
using namespace umpire::test;

namespace {

/// A club log as an Umpire of schema version 1 made it, in a new database of the test server.
QString versionOneClubLog()
{
    ThrowAwayServer& server = throwAwayServer();
    REQUIRE(server.problem().isEmpty());
    const QString database = server.newDatabase();
    const auto connection = serverConnection(server.address(database));
    REQUIRE(connection.ok());
    const QString name = QStringLiteral("version-one-setup");
    LogResult<std::optional<int>> made = std::optional<int>();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(connection->settings);
        REQUIRE(db.open());
        made = ServerLogSchema::setUp(db, connection->shown, 1);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    INFO(made.error().toStdString());
    REQUIRE(made.ok());
    REQUIRE(server.scalar(database, QStringLiteral("SELECT value FROM umpire.meta WHERE key = 'schema_version'")) ==
            QStringLiteral("1"));
    return database;
}

/// A sealed 1d6 roll of `next`, its face from the recipe.
LogEntryDraft sealedDraft(qint64 session, const NextSealedRoll& next)
{
    const int face = int(DiceSeal::face(next.secret, next.position, 1, 6, next.phrase));
    LogEntryDraft draft = sampleDraft(session);
    draft.diceOrigin = DiceOrigin::Rolled;
    draft.resolution.insert(QStringLiteral("dice_count"), 1);
    draft.resolution.insert(QStringLiteral("dice_sides"), 6);
    draft.resolution.insert(QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{face}},
                                                                {QStringLiteral("natural"), face},
                                                                {QStringLiteral("modified"), face}});
    draft.resolution.insert(QStringLiteral("sealed_dice"),
                            DiceSeal::rollSealJson({next.commitment, next.phrase, next.position}));
    return draft;
}

/// Draws the session's next sealed roll and appends it; returns its entry id.
qint64 appendSealedRoll(GameLog& log, qint64 session)
{
    const auto next = nextSealedRoll(log, session);
    INFO(next.error().toStdString());
    REQUIRE(next.ok());
    const auto id = log.append(sealedDraft(session, *next));
    INFO(id.error().toStdString());
    REQUIRE(id.ok());
    return *id;
}

QList<SealCheck::State> states(const GameLog& log)
{
    const auto checks = verifySeals(log);
    INFO(checks.error().toStdString());
    REQUIRE(checks.ok());
    QList<SealCheck::State> list;
    for (const SealCheck& check : *checks)
        list << check.state;
    return list;
}

void addRoles(const QString& database)
{
    for (const QString& sql : {QStringLiteral("CREATE ROLE anne LOGIN IN ROLE umpire_tables"),
                               QStringLiteral("CREATE ROLE rita LOGIN IN ROLE umpire_referee")}) {
        const QString error = throwAwayServer().exec(database, sql);
        // Roles belong to the whole server: another test may have made them.
        CHECK((error.isEmpty() || error.contains(QLatin1String("already exists"))));
    }
}

}  // namespace

TEST_CASE("a version 1 club log keeps working without seals and is upgraded by setup-server", "[log][server][seal][schema]")
{
    ThrowAwayServer& server = throwAwayServer();
    const QString database = versionOneClubLog();
    const QString address = server.address(database);
    GameLog log;
    REQUIRE(log.open(address).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(session)).ok());
    LogEntryDraft seeded = sampleDraft(session);
    seeded.diceOrigin = DiceOrigin::Rolled;
    seeded.seed = 7;
    REQUIRE(log.append(seeded).ok());
    const qint64 fresh = *log.newSession(QStringLiteral("test-game"), {}, {});

    // Everything but seals: reading a seal finds none, verifying finds the seeds, sealing says
    // what the administrator does.
    CHECK(log.verify()->ok());
    const auto seal = sessionSeal(log, session);
    REQUIRE(seal.ok());
    CHECK_FALSE(seal->has_value());
    CHECK(states(log) == QList<SealCheck::State>{SealCheck::State::Unsealed, SealCheck::State::Unsealed});
    const QString upgrade = QStringLiteral("the club's administrator upgrades it with `umpire-cli log setup-server %1`").arg(log.path());
    const auto sealed = sealSession(log, fresh);
    REQUIRE(sealed.refused());
    CHECK(sealed.error() == QStringLiteral("club log %1: cannot seal the dice of session %2: this club log has schema "
                                           "version 1, which keeps no sealed dice; ")
                                    .arg(log.path())
                                    .arg(fresh) +
                                upgrade + QStringLiteral(" (its sessions and entries stay as they are)"));
    CHECK(revealSeal(log, fresh).error().contains(upgrade));
    CHECK(setSealPhrase(log, fresh, QStringLiteral("oak")).error().contains(upgrade));
    CHECK(nextSealedRoll(log, fresh).error().contains(upgrade));
    // A file with seals is not copied into it either, with the same advice.
    {
        TempLog temp;
        GameLog file;
        REQUIRE(file.open(temp.path).ok());
        const qint64 fileSession = *file.newSession(QStringLiteral("test-game"), {}, {});
        REQUIRE(sealSession(file, fileSession).ok());
        const QString emptyVersionOne = versionOneClubLog();
        GameLog target;
        REQUIRE(target.open(server.address(emptyVersionOne)).ok());
        const auto copied = copyGameLog(file, target);
        REQUIRE(copied.refused());
        CHECK(copied.error().contains(QStringLiteral("the log copied has 1 sealed session(s)")));
        CHECK(copied.error().contains(QStringLiteral("setup-server")));
        CHECK(target.sessions()->isEmpty());
    }

    // The administrator's upgrade, in one transaction, while the table keeps its log open.
    const auto upgraded = setUpServerLog(address);
    INFO(upgraded.error().toStdString());
    REQUIRE(upgraded.ok());
    CHECK(upgraded->contains(QStringLiteral("ready (schema version 2, upgraded from version 1)")));
    CHECK(server.scalar(database, QStringLiteral("SELECT value FROM umpire.meta WHERE key = 'schema_version'")) ==
          QStringLiteral("2"));
    const auto again = setUpServerLog(address);
    REQUIRE(again.ok());
    CHECK(again->contains(QStringLiteral("ready (schema version 2).")));

    // The entries are as they were and verify; the open log seals now.
    CHECK(*log.countEntries(LogFilter{}) == 2);
    const auto verified = log.verify();
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(verified->entriesChecked == 2);
    const auto sealedNow = sealSession(log, fresh);
    INFO(sealedNow.error().toStdString());
    REQUIRE(sealedNow.ok());
    appendSealedRoll(log, fresh);
    REQUIRE(revealSeal(log, fresh).ok());
    CHECK(states(log) == QList<SealCheck::State>{SealCheck::State::Unsealed, SealCheck::State::Verified});
    // Sealing the session that has entries is still refused.
    CHECK(sealSession(log, session).error().contains(QStringLiteral("has entries already")));

    // A schema newer than this program knows stays refused.
    REQUIRE(server.exec(database, QStringLiteral("UPDATE umpire.meta SET value = '3' WHERE key = 'schema_version'")).isEmpty());
    GameLog newer;
    const auto refused = newer.open(address);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().contains(QStringLiteral("schema version 3; this one knows 2")));
    CHECK(setUpServerLog(address).error().contains(QStringLiteral("left untouched")));
}

TEST_CASE("no role and not the owner can change a dice seal's secret or commitment or remove it", "[log][server][seal]")
{
    ClubLog club;
    ThrowAwayServer& server = throwAwayServer();
    addRoles(club.database);
    GameLog table;
    REQUIRE(table.open(server.address(club.database, QStringLiteral("anne"))).ok());
    const qint64 session = *table.newSession(QStringLiteral("test-game"), {}, {});
    const auto sealed = sealSession(table, session);
    INFO(sealed.error().toStdString());
    REQUIRE(sealed.ok());
    appendSealedRoll(table, session);

    const QString otherSecret = DiceSeal::newSecret();
    for (const QString& user : {QStringLiteral("anne"), QStringLiteral("rita"), QStringLiteral("postgres")}) {
        INFO(user.toStdString());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET secret = '%1', commitment = '%2'")
                                              .arg(otherSecret, DiceSeal::commitment(otherSecret)),
                           user)
                   .isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET sealed_utc = 'now'"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET rolls = 0"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET phrase = 'later', phrase_utc = 'now'"),
                           user)
                   .isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("DELETE FROM umpire.dice_seals"), user).isEmpty());
        CHECK(!server.exec(club.database, QStringLiteral("TRUNCATE umpire.dice_seals"), user).isEmpty());
    }
    // The owner gets past the grants but not past the triggers.
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET secret = '%1', commitment = '%2'")
                                         .arg(otherSecret, DiceSeal::commitment(otherSecret)))
              .contains(QLatin1String("never changed")));
    CHECK(server.exec(club.database, QStringLiteral("DELETE FROM umpire.dice_seals")).contains(QLatin1String("never deleted")));
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET rolls = 5"))
              .contains(QLatin1String("only grows by one")));
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET phrase = 'later', phrase_utc = 'now'"))
              .contains(QLatin1String("given once")));
    // A table cannot count sealed rolls itself, nor seal a session that has entries.
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET rolls = rolls + 1"), QStringLiteral("anne"))
              .contains(QLatin1String("permission denied")));
    const qint64 played = *table.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(table.append(sampleDraft(played)).ok());
    CHECK(server.exec(club.database,
                      QStringLiteral("INSERT INTO umpire.dice_seals (session_id, commitment, sealed_utc, secret) VALUES (%1, "
                                     "'%2', 'now', '%3')")
                          .arg(played)
                          .arg(DiceSeal::commitment(otherSecret), otherSecret),
                      QStringLiteral("anne"))
              .contains(QLatin1String("has entries already")));
    // A seal whose secret is not its commitment's is refused by the table itself.
    const qint64 third = *table.newSession(QStringLiteral("test-game"), {}, {});
    CHECK(server.exec(club.database,
                      QStringLiteral("INSERT INTO umpire.dice_seals (session_id, commitment, sealed_utc, secret) VALUES (%1, "
                                     "'%2', 'now', '%3')")
                          .arg(third)
                          .arg(QString(64, QLatin1Char('a')), otherSecret),
                      QStringLiteral("anne"))
              .contains(QLatin1String("check constraint")));

    // The referee reads seals and verifies, but seals nothing.
    GameLog referee;
    REQUIRE(referee.open(server.address(club.database, QStringLiteral("rita"))).ok());
    const auto refused = sealSession(referee, third);
    REQUIRE(refused.refused());
    CHECK(refused.error().contains(QLatin1String("does not allow it to this user")));
    CHECK(revealSeal(referee, session).error().contains(QLatin1String("does not allow it to this user")));
    REQUIRE(revealSeal(table, session).ok());
    CHECK(server.exec(club.database, QStringLiteral("UPDATE umpire.dice_seals SET revealed_utc = 'later'"), QStringLiteral("anne"))
              .contains(QLatin1String("revealed once")));
    const auto seal = sessionSeal(referee, session);
    REQUIRE(seal.ok());
    REQUIRE(seal->has_value());
    CHECK((*seal)->isRevealed());
    CHECK(DiceSeal::commitment((*seal)->secret.value_or(QString())) == sealed->commitment);
    CHECK(states(referee) == QList<SealCheck::State>{SealCheck::State::Verified, SealCheck::State::Unsealed,
                                                     SealCheck::State::Unsealed});
}

TEST_CASE("tables sharing a sealed session count its rolls alike and the reveal at one verifies at another", "[log][server][seal]")
{
    ClubLog club;
    GameLog first;
    REQUIRE(first.open(club.address).ok());
    GameLog second;
    REQUIRE(second.open(club.address).ok());
    const qint64 session = *first.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(first, session).ok());
    REQUIRE(setSealPhrase(second, session, QStringLiteral("blue moon")).ok());
    appendSealedRoll(first, session);
    appendSealedRoll(second, session);
    appendSealedRoll(first, session);
    CHECK(nextSealedRoll(second, session)->position == 4);
    CHECK(setSealPhrase(first, session, QStringLiteral("late")).refused());
    CHECK(states(first) == QList<SealCheck::State>{SealCheck::State::Kept});

    const auto revealed = revealSeal(second, session);
    REQUIRE(revealed.ok());
    CHECK(revealed->rolls == 3);
    // No sealed roll after the reveal, drawn before it or not.
    const auto late = first.append(sealedDraft(session, NextSealedRoll{*revealed->secret, revealed->commitment,
                                                                       revealed->phrase, 4}));
    REQUIRE_FALSE(late.ok());
    CHECK(late.error().contains(QLatin1String("revealed")));

    const auto checks = verifySeals(first);
    REQUIRE(checks.ok());
    REQUIRE(checks->size() == 1);
    INFO(checks->front().summary().toStdString());
    CHECK(checks->front().state == SealCheck::State::Verified);
    CHECK(checks->front().sealedRolls == 3);
    // `log verify`'s way, from the chain's walk, agrees.
    const auto verified = first.verify();
    REQUIRE(verified.ok());
    REQUIRE(verified->ok());
    const auto fromWalk = verifySeals(first, verified->programDice.get());
    REQUIRE(fromWalk.ok());
    CHECK(fromWalk->front().state == SealCheck::State::Verified);
    CHECK(fromWalk->front().programRolls == 3);
}

TEST_CASE("a log with sealed dice is copied to a club log and back with its seals", "[log][server][seal]")
{
    TempLog original;
    GameLog file;
    REQUIRE(file.open(original.path).ok());
    const qint64 revealedSession = *file.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(sealSession(file, revealedSession).ok());
    REQUIRE(setSealPhrase(file, revealedSession, QStringLiteral("the old oak")).ok());
    appendSealedRoll(file, revealedSession);
    appendSealedRoll(file, revealedSession);
    REQUIRE(revealSeal(file, revealedSession).ok());
    const qint64 keptSession = *file.newSession(QStringLiteral("test-game"), {}, {});
    const auto kept = sealSession(file, keptSession);
    REQUIRE(kept.ok());
    appendSealedRoll(file, keptSession);
    const qint64 plain = *file.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(file.append(sampleDraft(plain)).ok());
    const QList<SealCheck::State> expected{SealCheck::State::Verified, SealCheck::State::Kept, SealCheck::State::Unsealed};
    REQUIRE(states(file) == expected);

    ClubLog club;
    GameLog server;
    REQUIRE(server.open(club.address).ok());
    const auto toServer = copyGameLog(file, server);
    INFO(toServer.error().toStdString());
    REQUIRE(toServer.ok());
    CHECK(toServer->seals == 2);
    CHECK(toServer->entries == 4);
    CHECK(states(server) == expected);
    const auto copiedSeal = sessionSeal(server, revealedSession);
    REQUIRE(copiedSeal.ok());
    REQUIRE(copiedSeal->has_value());
    CHECK((*copiedSeal)->phrase == QStringLiteral("the old oak"));
    CHECK((*copiedSeal)->rolls == 2);
    CHECK((*copiedSeal)->sealed == (*sessionSeal(file, revealedSession))->sealed);
    // The kept seal goes on at the club with the same secret.
    const auto next = nextSealedRoll(server, keptSession);
    REQUIRE(next.ok());
    CHECK(next->position == 2);
    CHECK(next->commitment == kept->commitment);
    appendSealedRoll(server, keptSession);

    TempLog back;
    GameLog returned;
    REQUIRE(returned.open(back.path).ok());
    const auto toFile = copyGameLog(server, returned);
    INFO(toFile.error().toStdString());
    REQUIRE(toFile.ok());
    CHECK(toFile->seals == 2);
    CHECK(toFile->entries == 5);
    CHECK(states(returned) == expected);
    REQUIRE(revealSeal(returned, keptSession).ok());
    CHECK(states(returned) == QList<SealCheck::State>{SealCheck::State::Verified, SealCheck::State::Verified,
                                                      SealCheck::State::Unsealed});
}
