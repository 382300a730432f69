// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log/log_schema.h"
#include "either_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

#include <algorithm>
#include <functional>

using namespace umpire;
using namespace umpire::test;

namespace {

qint64 startGameSession(GameLog& log, const QString& game = QStringLiteral("test-game"))
{
    auto id = log.newSession(game, QStringLiteral("Scenario 1"), {QStringLiteral("Anne"), QStringLiteral("Bruno")});
    REQUIRE(id.ok());
    return *id;
}

qint64 countAll(GameLog& log)
{
    auto count = log.countEntries(LogFilter{});
    REQUIRE(count.ok());
    return *count;
}

}  // namespace

TEST_CASE("a new log uses WAL, synchronous=FULL, foreign keys and the current schema", "[log]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    QSqlQuery query(QSqlDatabase::database(log.connectionName()));
    auto pragma = [&query](const QString& name) {
        REQUIRE(query.exec(QStringLiteral("PRAGMA ") + name));
        REQUIRE(query.next());
        return query.value(0).toString();
    };
    CHECK(pragma(QStringLiteral("journal_mode")) == QLatin1String("wal"));
    CHECK(pragma(QStringLiteral("synchronous")) == QLatin1String("2"));  // FULL
    CHECK(pragma(QStringLiteral("foreign_keys")) == QLatin1String("1"));
    CHECK(pragma(QStringLiteral("user_version")).toInt() == LogSchema::currentVersion);
    CHECK(pragma(QStringLiteral("application_id")).toInt() == LogSchema::applicationId);
}

TEST_CASE("the WAL is checkpointed often, so a session's appends soon stop growing it", "[log]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = startGameSession(log);
    const QString wal = temp.path + QStringLiteral("-wal");
    qint64 largest = 0;
    qint64 afterFifty = 0;
    for (int i = 0; i < 300; ++i) {
        REQUIRE(log.append(sampleDraft(session)).ok());
        largest = std::max(largest, QFileInfo(wal).size());
        if (i == 49)
            afterFifty = QFileInfo(wal).size();
    }
    // About eight pages an append: SQLite's default of 1000 pages would have let 300 appends
    // make a WAL of 4 MB, still growing by some 33 KB an append after the fiftieth. Here a
    // cycle that ends on a larger commit may add a few pages.
    CHECK(largest < 600 * 1024);
    CHECK(QFileInfo(wal).size() - afterFifty < 64 * 1024);
    CHECK(countAll(log) == 300);
}

TEST_CASE("an appended roll reads back with every field", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = startGameSession(log);

    LogEntryDraft draft = sampleDraft(session);
    draft.time = QDateTime(QDate(2024, 5, 1), QTime(12, 34, 56, 789), Qt::UTC);
    draft.diceOrigin = DiceOrigin::Rolled;
    draft.seed = 18446744073709551557ULL;  // above INT64_MAX: stored as text
    draft.chartResult = QStringLiteral("D1");
    draft.note = QStringLiteral("première attaque, \"bold\"");
    auto id = log.append(draft);
    REQUIRE(id.ok());
    CHECK(*id == 1);

    auto entry = log.entry(*id);
    REQUIRE(entry.ok());
    CHECK(entry->sessionId == session);
    CHECK(entry->kind == LogEntryKind::Roll);
    CHECK(entry->time == draft.time);
    CHECK(entry->turn == QLatin1String("3"));
    CHECK(entry->phase == QLatin1String("Fire"));
    CHECK(entry->procedure == QLatin1String("combat"));
    CHECK(entry->column == QStringLiteral("3:1"));
    CHECK(entry->dice == QList<int>{3, 4});
    CHECK(entry->natural == 7);
    CHECK(entry->modified == 8);
    CHECK(entry->drmTotal == 1);
    CHECK(entry->resultCode == QStringLiteral("A/DR"));
    CHECK(entry->resultText == QLatin1String("Defender retreats"));
    CHECK(entry->diceOrigin == DiceOrigin::Rolled);
    CHECK(entry->seed == 18446744073709551557ULL);
    CHECK(entry->chartResult == QStringLiteral("D1"));
    CHECK_FALSE(entry->parentId.has_value());
    CHECK(entry->note == draft.note);
    CHECK_FALSE(entry->voidedBy.has_value());
    CHECK(entry->resolution() == draft.resolution);
    CHECK(entry->prevHash == QString(64, QLatin1Char('0')));
    CHECK(entry->hash.size() == 64);
    CHECK(entry->hash != entry->prevHash);

    auto second = log.append(sampleDraft(session));
    REQUIRE(second.ok());
    CHECK(log.entry(*second)->prevHash == entry->hash);
}

TEST_CASE("sessions are listed with their entry counts, newest last", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    auto none = log.newestSession();
    REQUIRE(none.ok());
    CHECK_FALSE(none->has_value());

    const qint64 first = startGameSession(log);
    const qint64 second = startGameSession(log, QStringLiteral("other-game"));
    REQUIRE(log.append(sampleDraft(first)).ok());
    auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 2);
    CHECK(sessions->at(0).id == first);
    CHECK(sessions->at(0).entryCount == 1);
    CHECK(sessions->at(0).players == QStringList{QStringLiteral("Anne"), QStringLiteral("Bruno")});
    CHECK(sessions->at(0).scenario == QLatin1String("Scenario 1"));
    CHECK(sessions->at(1).game == QLatin1String("other-game"));
    CHECK(sessions->at(1).entryCount == 0);
    CHECK(log.newestSession()->value().id == second);

    auto empty = log.newSession(QStringLiteral("  "), {}, {});
    REQUIRE_FALSE(empty.ok());
    CHECK(empty.refused());
    CHECK(empty.error().contains(QStringLiteral("the game is empty")));
}

TEST_CASE("a void is a new entry, and the voided entry stays and shows who voided it", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = startGameSession(log);
    const qint64 roll = *log.append(sampleDraft(session));

    auto noReason = log.voidEntry(roll, QStringLiteral("   "));
    REQUIRE_FALSE(noReason.ok());
    CHECK(noReason.error().contains(QStringLiteral("needs a reason")));

    auto voidId = log.voidEntry(roll, QStringLiteral("wrong terrain entered"));
    REQUIRE(voidId.ok());
    CHECK(*voidId == roll + 1);

    auto original = log.entry(roll);
    REQUIRE(original.ok());
    CHECK(original->voidedBy == *voidId);
    CHECK(original->resultCode == QStringLiteral("A/DR"));  // unchanged

    auto voidEntry = log.entry(*voidId);
    REQUIRE(voidEntry.ok());
    CHECK(voidEntry->kind == LogEntryKind::Void);
    CHECK(voidEntry->voidsId == roll);
    CHECK(voidEntry->voidReason == QLatin1String("wrong terrain entered"));
    CHECK(voidEntry->sessionId == session);

    auto again = log.voidEntry(roll, QStringLiteral("twice"));
    REQUIRE_FALSE(again.ok());
    CHECK(again.refused());
    CHECK(again.error().contains(QStringLiteral("already voided by entry %1").arg(*voidId)));

    auto ofVoid = log.voidEntry(*voidId, QStringLiteral("undo"));
    REQUIRE_FALSE(ofVoid.ok());
    CHECK(ofVoid.error().contains(QStringLiteral("itself a void")));

    auto unknown = log.voidEntry(99, QStringLiteral("no such"));
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.refused());
    CHECK(unknown.error().contains(QStringLiteral("no entry 99")));
    CHECK(unknown.error().contains(log.path()));

    CHECK(countAll(log) == 2);
    CHECK(log.verify()->ok());
}

TEST_CASE("a follow-up roll is linked to its parent in the same session", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = startGameSession(log);
    const qint64 other = startGameSession(log);
    const qint64 parent = *log.append(sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("N")));

    LogEntryDraft followUp = sampleDraft(session, QStringLiteral("neutralisation"), QStringLiteral("yes"));
    followUp.parentId = parent;
    auto id = log.append(followUp);
    REQUIRE(id.ok());
    CHECK(log.entry(*id)->parentId == parent);

    followUp.sessionId = other;
    auto wrongSession = log.append(followUp);
    REQUIRE_FALSE(wrongSession.ok());
    CHECK(wrongSession.error().contains(QStringLiteral("belongs to session %1").arg(session)));

    followUp.sessionId = session;
    followUp.parentId = 42;
    auto unknown = log.append(followUp);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().contains(QStringLiteral("parent entry 42 does not exist")));
    CHECK(countAll(log) == 2);
}

TEST_CASE("a bad draft is refused with a message naming the field, and nothing is written", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = startGameSession(log);
    REQUIRE(log.append(sampleDraft(session)).ok());

    struct Case {
        const char* name;
        std::function<void(LogEntryDraft&)> change;
        const char* message;
    };
    const Case c = GENERATE(
        Case{"no procedure", [](LogEntryDraft& d) { d.resolution.remove(QStringLiteral("procedure")); },
             "resolution: 'procedure' must be a non-empty string, got nothing"},
        Case{"natural is text",
             [](LogEntryDraft& d) {
                 QJsonObject roll = d.resolution.value(QStringLiteral("roll")).toObject();
                 roll.insert(QStringLiteral("natural"), QStringLiteral("seven"));
                 d.resolution.insert(QStringLiteral("roll"), roll);
             },
             "resolution: 'roll.natural' must be an integer, got \"seven\""},
        Case{"die is fractional",
             [](LogEntryDraft& d) {
                 QJsonObject roll = d.resolution.value(QStringLiteral("roll")).toObject();
                 roll.insert(QStringLiteral("dice"), QJsonArray{1, 2.5});
                 d.resolution.insert(QStringLiteral("roll"), roll);
             },
             "resolution: 'roll.dice[1]' must be an integer, got 2.5"},
        Case{"modifier applied is text",
             [](LogEntryDraft& d) {
                 QJsonArray modifiers = d.resolution.value(QStringLiteral("modifiers")).toArray();
                 QJsonObject first = modifiers.at(0).toObject();
                 first.insert(QStringLiteral("applied"), QStringLiteral("yes"));
                 modifiers.replace(0, first);
                 d.resolution.insert(QStringLiteral("modifiers"), modifiers);
             },
             "resolution: 'modifiers[0].applied' must be true or false, got \"yes\""},
        Case{"rolled without seed", [](LogEntryDraft& d) { d.diceOrigin = DiceOrigin::Rolled; },
             "dice rolled by the program need their seed"},
        Case{"physical with seed", [](LogEntryDraft& d) { d.seed = 7; }, "physical dice have no seed"},
        Case{"unknown session", [](LogEntryDraft& d) { d.sessionId = 77; }, "session 77 does not exist"},
        Case{"other game",
             [](LogEntryDraft& d) { d.resolution.insert(QStringLiteral("game"), QStringLiteral("verdun-1916")); },
             "the resolution is for game 'verdun-1916' but session 1 is for 'test-game'"});
    INFO(c.name);
    LogEntryDraft draft = sampleDraft(session);
    c.change(draft);
    auto result = log.append(draft);
    REQUIRE_FALSE(result.ok());
    CHECK(result.refused());
    CHECK_THAT(result.error().toStdString(), Catch::Contains(c.message));
    CHECK_THAT(result.error().toStdString(), Catch::Contains(log.path().toStdString()));
    CHECK(countAll(log) == 1);
    CHECK(log.verify()->ok());
}

TEST_CASE("appendAll writes all entries or none", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = startGameSession(log);
    QList<LogEntryDraft> drafts{sampleDraft(session), sampleDraft(session), sampleDraft(session)};
    drafts[2].sessionId = 999;  // refused only when the transaction reaches it
    auto refused = log.appendAll(drafts);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().contains(QStringLiteral("session 999 does not exist")));
    CHECK(countAll(log) == 0);

    drafts[2].sessionId = session;
    auto ids = log.appendAll(drafts);
    REQUIRE(ids.ok());
    CHECK(*ids == QList<qint64>{1, 2, 3});
    CHECK(log.verify()->ok());
}

TEST_CASE("entries and sessions cannot be edited or deleted through SQL by accident", "[log]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        REQUIRE(log.append(sampleDraft(startGameSession(log))).ok());
    }
    RawDatabase raw(temp.path);
    CHECK(raw.exec(QStringLiteral("UPDATE entries SET note = 'x'")).contains(QStringLiteral("never edited")));
    CHECK(raw.exec(QStringLiteral("DELETE FROM entries")).contains(QStringLiteral("never deleted")));
    CHECK(raw.exec(QStringLiteral("UPDATE sessions SET game = 'x'")).contains(QStringLiteral("never edited")));
    CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM entries")).toInt() == 1);
}
