// SPDX-License-Identifier: GPL-3.0-or-later
// The search index filled in batches (schema 6): every entry is found by text whether it still
// waits for the index (after its newest rowid) or has joined it, and the text an entry gets in
// the index is the one made from it when it was appended.
#include "log/entry_search_text.h"
#include "log/game_log.h"
#include "log/resolution_summary.h"
#include "log/search_index.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>

using namespace umpire;
using namespace umpire::test;

namespace {

struct Placement {
    qint64 indexed = 0;
    qint64 waiting = 0;
    qint64 missed = 0;  ///< entries up to the newest indexed id that the index lacks
    qint64 strays = 0;  ///< index rows of no entry
};

Placement placement(const QString& path)
{
    RawDatabase raw(path);
    Placement p;
    const QString newest = QStringLiteral("(SELECT coalesce(max(rowid), 0) FROM entry_search)");
    p.indexed = raw.scalar(QStringLiteral("SELECT count(*) FROM entry_search")).toLongLong();
    p.waiting = raw.scalar(QStringLiteral("SELECT count(*) FROM entries WHERE id > %1").arg(newest)).toLongLong();
    p.missed = raw.scalar(QStringLiteral("SELECT count(*) FROM entries WHERE id <= %1 AND id NOT IN (SELECT rowid FROM "
                                         "entry_search)")
                              .arg(newest))
                   .toLongLong();
    p.strays = raw.scalar(QStringLiteral("SELECT count(*) FROM entry_search WHERE rowid NOT IN (SELECT id FROM entries)"))
                   .toLongLong();
    return p;
}

}  // namespace

TEST_CASE("appends write no search text, and batches of waiting entries join the index", "[log][search]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const auto session = log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(session.ok());
    const int total = kSearchBatch + 40;
    for (int i = 1; i <= total; ++i) {
        LogEntryDraft draft = sampleDraft(*session, QStringLiteral("combat"), i % 2 ? QStringLiteral("A/DR") : QStringLiteral("B1"));
        draft.note = QStringLiteral("roll number %1 by the ford").arg(i);
        REQUIRE(log.append(draft).ok());
        if (i == kSearchBatch - 1) {
            // Nothing has been indexed yet: every text waits.
            const Placement p = placement(temp.path);
            CHECK(p.indexed == 0);
            CHECK(p.waiting == i);
        }
    }
    Placement p = placement(temp.path);
    CHECK(p.indexed == kSearchBatch);  // the append that made 256 moved them all
    CHECK(p.waiting == total - kSearchBatch);
    CHECK(p.missed == 0);
    CHECK(p.strays == 0);

    // The waiting texts are found like the indexed ones: a search moves them first.
    LogFilter latest;
    latest.text = QStringLiteral("roll number %1 by").arg(total);
    const auto found = log.entries(latest);
    REQUIRE(found.ok());
    REQUIRE(found->size() == 1);
    CHECK(found->front().id == total);
    p = placement(temp.path);
    CHECK(p.indexed == total);
    CHECK(p.waiting == 0);

    // Counts and short texts (scanned, not matched) see every entry too.
    REQUIRE(log.append(sampleDraft(*session, QStringLiteral("combat"), QStringLiteral("A/DR"))).ok());
    LogFilter code;
    code.text = QStringLiteral("A/DR");
    CHECK(log.countEntries(code).value() == total / 2 + 1);
    LogEntryDraft marked = sampleDraft(*session, QStringLiteral("combat"), QStringLiteral("B1"));
    marked.note = QStringLiteral("Zq");
    REQUIRE(log.append(marked).ok());
    LogFilter shortText;
    shortText.text = QStringLiteral("zq");
    CHECK(log.countEntries(shortText).value() == 1);
    CHECK(placement(temp.path).waiting == 0);
    CHECK(log.verify()->ok());
}

TEST_CASE("a log reopened with texts waiting finds them, and nothing else changed", "[log][search]")
{
    TempLog temp;
    qint64 sessionId = 0;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        sessionId = log.newSession(QStringLiteral("test-game"), {}, {}).value();
        LogEntryDraft draft = sampleDraft(sessionId);
        draft.note = QStringLiteral("ambush at the mill");
        REQUIRE(log.append(draft).ok());
        REQUIRE(log.voidEntry(1, QStringLiteral("wrong terrain chosen")).ok());
    }
    CHECK(placement(temp.path).waiting == 2);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    LogFilter note;
    note.text = QStringLiteral("AMBUSH");  // case does not matter, as before
    CHECK(log.entries(note)->size() == 1);
    LogFilter reason;
    reason.text = QStringLiteral("terrain chosen");
    const auto voids = log.entries(reason);
    REQUIRE(voids->size() == 1);
    CHECK(voids->front().id == 2);
    CHECK(placement(temp.path).waiting == 0);
    CHECK(log.verify()->ok());
}

TEST_CASE("a log open read-only finds the texts still waiting, and leaves them waiting", "[log][search]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = log.newSession(QStringLiteral("test-game"), {}, {}).value();
        LogEntryDraft first = sampleDraft(session);
        first.note = QStringLiteral("ambush at the mill");
        REQUIRE(log.append(first).ok());
        REQUIRE(log.indexSearch().ok());  // this one in the index, the next ones waiting
        LogEntryDraft second = sampleDraft(session);
        second.note = QStringLiteral("ambush at the bridge");
        REQUIRE(log.append(second).ok());
        LogEntryDraft third = sampleDraft(session);
        third.note = QStringLiteral("Zq");
        REQUIRE(log.append(third).ok());
    }
    REQUIRE(placement(temp.path).waiting == 2);
    GameLog log;
    GameLog::OpenOptions readOnly;
    readOnly.readOnly = true;
    REQUIRE(log.open(temp.path, readOnly).ok());
    LogFilter ambush;
    ambush.text = QStringLiteral("ambush at");
    const auto both = log.entries(ambush);
    REQUIRE(both.ok());
    REQUIRE(both->size() == 2);
    CHECK(both->at(0).id == 1);
    CHECK(both->at(1).id == 2);
    ambush.limit = 1;  // the newest
    CHECK(log.entries(ambush)->front().id == 2);
    ambush.sessionId = 1;
    CHECK(log.countEntries(ambush).value() == 2);
    LogFilter shortText;
    shortText.text = QStringLiteral("zq");
    CHECK(log.countEntries(shortText).value() == 1);
    CHECK_FALSE(log.indexSearch().ok());  // a write, refused
    log.close();
    CHECK(placement(temp.path).waiting == 2);
}

TEST_CASE("an entry's text in the index is the one its appended values make", "[log][search]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = log.newSession(QStringLiteral("test-game"), {}, {}).value();
    LogEntryDraft plain = sampleDraft(session, QStringLiteral("combat"), QStringLiteral("A/DR"));
    LogEntryDraft full = sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("B1"));
    full.turn = QStringLiteral("3");
    full.phase = QStringLiteral("Assault");
    full.note = QStringLiteral("ambush at the mill");
    LogEntryDraft followUp = sampleDraft(session, QStringLiteral("combat"), QStringLiteral("A/DR"));
    followUp.parentId = 1;
    followUp.chartResult = QStringLiteral("N2");
    QList<QString> expected;
    for (const LogEntryDraft& draft : {plain, full, followUp}) {
        REQUIRE(log.append(draft).ok());
        const auto summary = summarizeResolution(draft.resolution);
        REQUIRE(summary.ok());
        expected << entrySearchText(summary->searchText, draft.turn, draft.phase, draft.chartResult, draft.note, QString());
    }
    REQUIRE(log.voidEntry(2, QStringLiteral("  wrong terrain chosen ")).ok());
    expected << entrySearchText(QString(), {}, {}, std::nullopt, {}, QStringLiteral("wrong terrain chosen"));
    REQUIRE(log.indexSearch().ok());
    RawDatabase raw(temp.path);
    for (qsizetype i = 0; i < expected.size(); ++i) {
        INFO("entry " << i + 1);
        CHECK(raw.scalar(QStringLiteral("SELECT body FROM entry_search WHERE rowid = %1").arg(i + 1)).toString()
              == expected.at(i));
    }
    CHECK(expected.at(1).contains(QStringLiteral("ambush at the mill")));
    CHECK(expected.at(3) == QStringLiteral("wrong terrain chosen"));
}

TEST_CASE("texts waiting in a schema 5 log join the index when it is upgraded", "[log][search][schema]")
{
    TempLog temp;
    REQUIRE(QFile::copy(QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(QStringLiteral("schema-v5.sqlite")), temp.path));
    REQUIRE(QFile::setPermissions(temp.path, QFile::ReadOwner | QFile::WriteOwner));
    {
        // As a schema 5 program leaves them: the texts of the latest entries wait in search_pending.
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("INSERT INTO search_pending (entry_id, body) SELECT rowid, body FROM entry_search "
                                        "WHERE rowid >= 3"))
                    .isEmpty());
        REQUIRE(raw.exec(QStringLiteral("DELETE FROM entry_search WHERE rowid >= 3")).isEmpty());
        REQUIRE(raw.scalar(QStringLiteral("SELECT count(*) FROM entry_search")).toInt() == 2);
    }
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const Placement p = placement(temp.path);
    CHECK(p.indexed == 4);
    CHECK(p.waiting == 0);
    CHECK(p.missed == 0);
    {
        RawDatabase raw(temp.path);
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'search_pending'")).toInt() == 0);
    }
    LogFilter reason;
    reason.text = QStringLiteral("wrong terrain");
    const auto found = log.entries(reason);
    REQUIRE(found.ok());
    REQUIRE(found->size() == 1);
    CHECK(found->front().id == 3);
    CHECK(log.verify()->ok());
}
