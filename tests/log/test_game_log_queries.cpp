// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the log back: filters, the newest N, entries handed over one at a time, and which
// stored resolutions a list reads (app/log/game_log_queries.cpp).
#include "log/game_log.h"
#include "log/stored_roll.h"
#include "either_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

#include <optional>
#include <vector>

using namespace umpire;
using namespace umpire::test;

TEST_CASE("entries are filtered by session, procedure and text", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 first = *log.newSession(QStringLiteral("test-game"), {}, {});
    const qint64 second = *log.newSession(QStringLiteral("test-game"), {}, {});
    LogEntryDraft ambush = sampleDraft(first, QStringLiteral("bombardment"), QStringLiteral("N"));
    ambush.note = QStringLiteral("Ambush at the BRIDGE");
    REQUIRE(log.append(ambush).ok());                                                             // 1
    REQUIRE(log.append(sampleDraft(first, QStringLiteral("combat"), QStringLiteral("EX"))).ok());  // 2
    REQUIRE(log.append(sampleDraft(second, QStringLiteral("combat"), QStringLiteral("DE"))).ok()); // 3
    REQUIRE(log.voidEntry(2, QStringLiteral("typo in strength")).ok());                           // 4

    auto ids = [&log](const LogFilter& filter) {
        auto list = log.entries(filter);
        REQUIRE(list.ok());
        QList<qint64> result;
        for (const LogEntry& entry : *list)
            result << entry.id;
        return result;
    };
    LogFilter filter;
    CHECK(ids(filter) == QList<qint64>{1, 2, 3, 4});
    filter.sessionId = first;
    CHECK(ids(filter) == QList<qint64>{1, 2, 4});
    filter.procedure = QStringLiteral("combat");
    CHECK(ids(filter) == QList<qint64>{2});
    filter = LogFilter{};
    filter.text = QStringLiteral("bridge");  // note, other case
    CHECK(ids(filter) == QList<qint64>{1});
    filter.text = QStringLiteral("artillery sup");  // applied modifier label
    CHECK(ids(filter) == QList<qint64>{1, 2, 3});
    filter.text = QStringLiteral("no river");  // reason of a modifier that did not apply: not searched
    CHECK(ids(filter).isEmpty());
    filter.text = QStringLiteral("terrain=forest");  // situation value
    CHECK(ids(filter) == QList<qint64>{1, 2, 3});
    filter.text = QStringLiteral("typo");  // void reason
    CHECK(ids(filter) == QList<qint64>{4});
    filter.text = QStringLiteral("ex");  // short text: scanned, not indexed
    CHECK(ids(filter) == QList<qint64>{2});
    filter.text = QStringLiteral("\"quoted\" AND NOT");  // FTS syntax is taken literally
    CHECK(ids(filter).isEmpty());
    filter.text = QStringLiteral("%");
    CHECK(ids(filter).isEmpty());
    filter = LogFilter{};
    filter.limit = 2;
    CHECK(ids(filter) == QList<qint64>{3, 4});
    filter.procedure = QStringLiteral("combat");
    CHECK(*log.countEntries(filter) == 2);
}

TEST_CASE("entries are handed over one at a time, oldest first, until the visitor stops", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    QList<LogEntryDraft> drafts;
    for (int i = 0; i < 20; ++i)
        drafts << sampleDraft(session);
    const auto ids = log.appendAll(drafts);
    REQUIRE(ids.ok());
    LogFilter filter;
    filter.sessionId = session;
    filter.withResolution = true;
    std::vector<qint64> seen;
    REQUIRE(log.forEachEntry(filter, [&](const LogEntry& entry) {
                   seen.push_back(entry.id);
                   CHECK_FALSE(entry.resolutionJson.isEmpty());
                   return seen.size() < 7;
               }).ok());
    CHECK(seen == std::vector<qint64>(ids->begin(), ids->begin() + 7));
    // The same entries as entries() gives, whole.
    seen.clear();
    REQUIRE(log.forEachEntry(filter, [&](const LogEntry& entry) {
                   seen.push_back(entry.id);
                   return true;
               }).ok());
    CHECK(seen == std::vector<qint64>(ids->begin(), ids->end()));
    // A limit (the newest N) is for entries() only.
    filter.limit = 5;
    CHECK_FALSE(log.forEachEntry(filter, [](const LogEntry&) { return true; }).ok());
}

TEST_CASE("a list may read only the resolutions of dice not read as one sum", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    LogEntryDraft named = sampleDraft(session, QStringLiteral("initiative"), QStringLiteral("FRENCH"));
    QJsonObject roll = named.resolution.value(QStringLiteral("roll")).toObject();
    roll.insert(QStringLiteral("named"), QJsonObject{{QStringLiteral("french"), QJsonArray{5}}, {QStringLiteral("german"), QJsonArray{2}}});
    named.resolution.insert(QStringLiteral("roll"), roll);
    // A text that looks like named dice is not a roll of them (its quotes are escaped).
    LogEntryDraft plain = sampleDraft(session);
    plain.resolution.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), QStringLiteral("A/DR")},
                                                                  {QStringLiteral("text"), QStringLiteral(R"("named":{)")}});
    // Dice counted one by one (a count procedure) give their hits.
    LogEntryDraft counted = sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("1"));
    QJsonObject countedRoll = counted.resolution.value(QStringLiteral("roll")).toObject();
    countedRoll.insert(QStringLiteral("hits"), 1);
    counted.resolution.insert(QStringLiteral("roll"), countedRoll);
    REQUIRE(log.appendAll({plain, named, counted}).ok());
    LogFilter filter;
    filter.withUnsummedDiceResolution = true;
    const auto entries = log.entries(filter);
    REQUIRE(entries.ok());
    REQUIRE(entries->size() == 3);
    CHECK(entries->at(0).resolutionJson.isEmpty());
    CHECK(storedRollOf(entries->at(0)).readAsOneSum());
    CHECK(entries->at(1).resolution().value(QStringLiteral("roll")).toObject().contains(QStringLiteral("named")));
    CHECK(entries->at(1).hash.isEmpty());  // the hashes stay with withResolution
    CHECK(storedRollOf(entries->at(2)).hits == 1);
    CHECK_FALSE(storedRollOf(entries->at(2)).readAsOneSum());
}

TEST_CASE("a report of the rolls reads the same columns through SQLite's own calls as through Qt's", "[log]")
{
    EitherLog where(GENERATE(false, true));
    INFO(where.store());
    GameLog log;
    REQUIRE(log.open(where.address).ok());
    const qint64 first = *log.newSession(QStringLiteral("test-game"), {}, {});
    const qint64 second = *log.newSession(QStringLiteral("test-game"), {}, {});
    LogEntryDraft chart = sampleDraft(first, QStringLiteral("barrage"), QStringLiteral("DR"));
    chart.chartResult = QStringLiteral("2");
    chart.turn = QStringLiteral("Turn 3 (PM)");
    LogEntryDraft rolled = sampleDraft(first);
    rolled.diceOrigin = DiceOrigin::Rolled;
    rolled.seed = 42;
    LogEntryDraft followUp = sampleDraft(first, QStringLiteral("morale"), QStringLiteral("PASS"));
    followUp.followsPrevious = true;
    followUp.resolution.insert(QStringLiteral("player"), QStringLiteral("Zoë « ü »"));
    const auto ids = log.appendAll({chart, rolled, followUp});
    REQUIRE(ids.ok());
    REQUIRE(log.append(sampleDraft(second)).ok());
    REQUIRE(log.voidEntry(ids->at(1), QStringLiteral("typed wrong")).ok());

    for (const std::optional<qint64> session : {std::optional<qint64>(first), std::optional<qint64>()}) {
        LogFilter whole;
        whole.sessionId = session;
        whole.withResolution = true;
        const auto expected = log.entries(whole);
        REQUIRE(expected.ok());
        LogFilter lean = whole;
        lean.rollColumnsOnly = true;
        QList<LogEntry> read;
        REQUIRE(log.forEachEntry(lean, [&](const LogEntry& entry) {
                       read << entry;
                       return true;
                   }).ok());
        REQUIRE(read.size() == expected->size());
        for (qsizetype i = 0; i < read.size(); ++i) {
            const LogEntry& a = read[i];
            const LogEntry& b = expected->at(i);
            INFO("entry " << b.id);
            CHECK(a.id == b.id);
            CHECK(a.sessionId == b.sessionId);
            CHECK(a.kind == b.kind);
            CHECK(a.turn == b.turn);
            CHECK(a.procedure == b.procedure);
            CHECK(a.column == b.column);
            CHECK(a.dice == b.dice);
            CHECK(a.resultCode == b.resultCode);
            CHECK(a.resultText == b.resultText);
            CHECK(a.diceOrigin == b.diceOrigin);
            CHECK(a.chartResult == b.chartResult);
            CHECK(a.parentId == b.parentId);
            CHECK(a.voidedBy == b.voidedBy);
            CHECK(a.resolutionJson == b.resolutionJson);
        }
    }
}
