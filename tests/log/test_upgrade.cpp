// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log/log_schema.h"
#include "log/log_task.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace umpire;
using namespace umpire::test;

namespace {

/// A copy of tests/data/log/schema-v<version>.sqlite in `temp`, writable.
void copyFixture(int version, const TempLog& temp)
{
    const QString source =
        QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(QStringLiteral("schema-v%1.sqlite").arg(version));
    REQUIRE(QFile::copy(source, temp.path));
    QFile::setPermissions(temp.path, QFile::ReadOwner | QFile::WriteOwner);
}

}  // namespace

TEST_CASE("an upgrade that fails part way changes nothing: every step is one transaction", "[log][schema]")
{
    // A version 1 log goes through every later version at once. Planting a table of version 4's
    // name makes that step fail after the earlier ones ran.
    TempLog temp;
    copyFixture(1, temp);
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("CREATE TABLE session_counts (x)")).isEmpty());
    }
    GameLog log;
    auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().startsWith(temp.path + QStringLiteral(": cannot upgrade the game log to schema version 4")));
    CHECK_FALSE(log.isOpen());
    RawDatabase raw(temp.path);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == 1);
    // Neither version 2's search table nor version 3's dice seals were kept.
    CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name IN ('entry_search', 'dice_seals')"))
              .toInt()
          == 0);
    CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM entries")).toInt() == 4);
    // The copy made before the attempt is the file as it was.
    RawDatabase backup(temp.path + QStringLiteral(".schema-v1.backup"));
    CHECK(backup.scalar(QStringLiteral("PRAGMA user_version")).toInt() == 1);
    CHECK(backup.scalar(QStringLiteral("SELECT count(*) FROM entries")).toInt() == 4);
}

TEST_CASE("an old log whose backup copy cannot be written is not upgraded", "[log][schema]")
{
    TempLog temp;
    copyFixture(LogSchema::currentVersion - 1, temp);
    // The backup's name leads into a folder that does not exist, so the copy fails.
    const QString backup = temp.path + QStringLiteral(".schema-v%1.backup").arg(LogSchema::currentVersion - 1);
    REQUIRE(QFile::link(temp.dir.filePath(QStringLiteral("missing-folder/copy.sqlite")), backup));
    const QByteArray before = fileBytes(temp.path);
    GameLog log;
    auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    INFO(opened.error().toStdString());
    CHECK(opened.error().startsWith(temp.path + QStringLiteral(": cannot copy the game log to %1 before upgrading it "
                                                               "(nothing was changed)")
                                                    .arg(backup)));
    CHECK_FALSE(log.isOpen());
    // Not even the journal mode was switched (to WAL) before the copy was tried.
    CHECK(fileBytes(temp.path) == before);
    CHECK_FALSE(QFileInfo::exists(temp.path + QStringLiteral("-wal")));
    RawDatabase raw(temp.path);
    CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == LogSchema::currentVersion - 1);
    // What the latest version removes is still there.
    CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'search_pending'")).toInt() == 1);
}

TEST_CASE("a second upgrade backup does not overwrite the first", "[log][schema]")
{
    TempLog temp;
    copyFixture(2, temp);
    const QString first = temp.path + QStringLiteral(".schema-v2.backup");
    {
        QFile taken(first);
        REQUIRE(taken.open(QIODevice::WriteOnly));
        REQUIRE(taken.write("an earlier backup") > 0);
    }
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(log.upgradeBackup() == first + QStringLiteral(".2"));
    CHECK(fileBytes(first) == QByteArray("an earlier backup"));
    RawDatabase copy(log.upgradeBackup());
    CHECK(copy.scalar(QStringLiteral("PRAGMA user_version")).toInt() == 2);
}

TEST_CASE("the backup of an old log is the file exactly as it was, before the switch to WAL", "[log][schema]")
{
    TempLog temp;
    copyFixture(LogSchema::currentVersion - 1, temp);
    const QByteArray before = fileBytes(temp.path);
    REQUIRE(before.at(18) == 1);  // the fixture uses a rollback journal (file format 1)
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(fileBytes(log.upgradeBackup()) == before);
    // The log itself was switched to WAL after the copy (file format 2 in its header).
    CHECK(fileBytes(temp.path).at(18) == 2);
    CHECK(log.verify().value().ok());
}

TEST_CASE("an old log already in WAL mode is copied with what its -wal file holds", "[log][schema]")
{
    TempLog temp;
    copyFixture(LogSchema::currentVersion - 1, temp);
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.scalar(QStringLiteral("PRAGMA journal_mode = WAL")).toString() == QStringLiteral("wal"));
        // A change left in the -wal file: a copy of the main file alone would miss it.
        REQUIRE(raw.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("CREATE TABLE only_in_wal (x)")).isEmpty());
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        RawDatabase copy(log.upgradeBackup());
        CHECK(copy.scalar(QStringLiteral("PRAGMA user_version")).toInt() == LogSchema::currentVersion - 1);
        CHECK(copy.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'only_in_wal'")).toInt() == 1);
        CHECK(copy.scalar(QStringLiteral("SELECT count(*) FROM entries")).toInt() == 4);
    }
}

TEST_CASE("an upgrade reports its steps, and a cancelled one changes nothing and keeps no copy", "[log][schema]")
{
    TempLog temp;
    copyFixture(1, temp);
    const QByteArray before = fileBytes(temp.path);
    {
        LogTask cancelled;
        cancelled.cancel();
        GameLog::OpenOptions options;
        options.task = &cancelled;
        GameLog log;
        const auto opened = log.open(temp.path, options);
        REQUIRE(opened.cancelled());
        CHECK(opened.error() == temp.path + QStringLiteral(": the upgrade was cancelled while copying the log; nothing was changed"));
        CHECK_FALSE(log.isOpen());
    }
    CHECK(fileBytes(temp.path) == before);
    CHECK_FALSE(QFileInfo::exists(temp.path + QStringLiteral(".schema-v1.backup")));

    LogTask task;
    GameLog::OpenOptions options;
    options.task = &task;
    GameLog log;
    REQUIRE(log.open(temp.path, options).ok());
    CHECK(task.stage() == LogTask::Stage::Upgrading);
    CHECK(task.done() == task.total());
    CHECK(fileBytes(log.upgradeBackup()) == before);
}

TEST_CASE("a cancelled verification says so and changes nothing", "[log][verify]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const auto session = log.newSession(QStringLiteral("test-game"), QString(), {});
    REQUIRE(session.ok());
    QList<LogEntryDraft> drafts;
    for (int i = 0; i < 2500; ++i)
        drafts << sampleDraft(*session);
    REQUIRE(log.appendAll(drafts).ok());

    LogTask whole;
    const auto verified = log.verify(&whole);
    REQUIRE(verified.ok());
    CHECK(verified->ok());
    CHECK(whole.stage() == LogTask::Stage::CheckingEntries);
    CHECK(whole.done() == 2500);
    CHECK(whole.total() == 2500);

    const QByteArray before = fileBytes(temp.path);
    LogTask cancelled;
    cancelled.cancel();
    const auto stopped = log.verify(&cancelled);
    REQUIRE(stopped.cancelled());
    CHECK(stopped.error() == temp.path + QStringLiteral(": verification cancelled; the log was not changed"));
    CHECK(fileBytes(temp.path) == before);
    CHECK(log.verify().value().ok());  // the connection is usable afterwards
}
