// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log/log_schema.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

namespace {

QString fixture(const QString& name)
{
    return QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(name);
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
}

}  // namespace

TEST_CASE("a log of every earlier schema version opens, is upgraded and keeps its entries", "[log][schema]")
{
    const int version = GENERATE(range(1, LogSchema::currentVersion));
    INFO("schema version " << version);
    // Each fixture is a log as that version stored it (see tests/data/log/README.md): 2 sessions,
    // 4 entries (entry 3 voids entry 2, entry 4 follows up entry 1).
    const QString source = fixture(QStringLiteral("schema-v%1.sqlite").arg(version));
    REQUIRE(QFileInfo::exists(source));
    TempLog temp;
    REQUIRE(QFile::copy(source, temp.path));
    QFile::setPermissions(temp.path, QFile::ReadOwner | QFile::WriteOwner);
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == version);
    }

    GameLog log;
    auto opened = log.open(temp.path);
    INFO(opened.error().toStdString());
    REQUIRE(opened.ok());
    {
        RawDatabase raw(temp.path);
        CHECK(raw.scalar(QStringLiteral("PRAGMA user_version")).toInt() == LogSchema::currentVersion);
    }
    // The file as it was is kept beside it, whole and untouched by the upgrade.
    REQUIRE(log.upgradeBackup() == temp.path + QStringLiteral(".schema-v%1.backup").arg(version));
    {
        RawDatabase backup(log.upgradeBackup());
        CHECK(backup.scalar(QStringLiteral("PRAGMA user_version")).toInt() == version);
        CHECK(backup.scalar(QStringLiteral("SELECT count(*) FROM entries")).toInt() == 4);
    }
    auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 2);
    CHECK(sessions->at(0).game == QLatin1String("test-game"));
    auto all = log.entries(LogFilter{});
    REQUIRE(all.ok());
    REQUIRE(all->size() == 4);
    CHECK(all->at(1).voidedBy == 3);
    CHECK(all->at(3).parentId == 1);
    CHECK(log.verify()->ok());
    // The per-session counts (schema 4) start from the entries already there.
    CHECK(sessions->at(0).entryCount + sessions->at(1).entryCount == 4);
    {
        RawDatabase raw(temp.path);
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM session_counts c WHERE c.entries = "
                                        "(SELECT count(*) FROM entries e WHERE e.session_id = c.session_id)"))
                  .toInt()
              == 2);
    }

    // Entries written before the search index existed are found by text.
    LogFilter filter;
    filter.text = QStringLiteral("fixture note");
    CHECK(log.entries(filter)->size() == 1);

    // Every entry is indexed after an upgrade (schema 6: nothing waits in a table of its own); a
    // new entry waits for the index, and is found.
    {
        RawDatabase raw(temp.path);
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'search_pending'")).toInt() == 0);
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM entry_search")).toInt() == 4);
    }
    LogEntryDraft added = sampleDraft(sessions->at(0).id);
    added.note = QStringLiteral("after the upgrade");
    REQUIRE(log.append(added).ok());
    {
        RawDatabase raw(temp.path);
        CHECK(raw.scalar(QStringLiteral("SELECT count(*) FROM entry_search")).toInt() == 4);
    }
    filter.text = QStringLiteral("after the upgrade");
    CHECK(log.entries(filter)->size() == 1);
    CHECK(log.verify()->ok());
}

TEST_CASE("the fixture of the previous version is the current schema minus its later migrations", "[log][schema]")
{
    // Guards against editing a released migration step instead of adding a new one.
    TempLog fresh;
    {
        GameLog log;
        REQUIRE(log.open(fresh.path).ok());
    }
    TempLog old;
    REQUIRE(QFile::copy(fixture(QStringLiteral("schema-v%1.sqlite").arg(LogSchema::currentVersion - 1)), old.path));
    auto objects = [](const QString& path) {
        RawDatabase raw(path);
        QSqlQuery query(raw.db());
        // What version 6 removed: the table of the search texts waiting for the index.
        REQUIRE(query.exec(QStringLiteral("SELECT type, name, sql FROM sqlite_master WHERE name <> "
                                          "'search_pending' ORDER BY name")));
        QStringList list;
        while (query.next())
            list << query.value(0).toString() + QLatin1Char(' ') + query.value(1).toString() + QLatin1Char(' ')
                        + query.value(2).toString();
        return list;
    };
    CHECK(objects(old.path) == objects(fresh.path));
}

TEST_CASE("a log with a newer schema is refused and left untouched", "[log][schema]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        REQUIRE(log.newSession(QStringLiteral("g"), {}, {}).ok());
    }
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("PRAGMA user_version = %1").arg(LogSchema::currentVersion + 1)).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("PRAGMA journal_mode = DELETE")).isEmpty());
    }
    const QByteArray before = fileBytes(temp.path);
    GameLog log;
    auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().toStdString()
          == QStringLiteral("%1: this game log has schema version %2, newer than this program knows (%3); use a "
                            "newer Umpire. The file was not changed")
                 .arg(temp.path)
                 .arg(LogSchema::currentVersion + 1)
                 .arg(LogSchema::currentVersion)
                 .toStdString());
    CHECK_FALSE(log.isOpen());
    CHECK(fileBytes(temp.path) == before);
    CHECK_FALSE(QFileInfo::exists(temp.path + QStringLiteral("-wal")));
}

TEST_CASE("a file that is not an SQLite database is refused and left untouched", "[log][schema]")
{
    QByteArray random(8192, '\0');
    QRandomGenerator generator(7);
    for (char& byte : random)
        byte = char(generator.bounded(256));
    const auto [name, bytes] = GENERATE_COPY(table<const char*, QByteArray>({
        {"a text file", QByteArrayLiteral("turn,phase\n1,fire\n")},
        {"random bytes", random},
        {"a truncated SQLite header", QByteArrayLiteral("SQLite format 3")},
    }));
    INFO(name);
    TempLog temp;
    writeFile(temp.path, bytes);
    GameLog log;
    auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error() == QStringLiteral("%1: not an Umpire game log (not an SQLite database: damaged, or another "
                                           "program's file); left untouched")
                                .arg(temp.path));
    CHECK(fileBytes(temp.path) == bytes);
}

TEST_CASE("another program's SQLite database is refused and left untouched", "[log][schema]")
{
    TempLog temp;
    {
        RawDatabase raw(temp.path);
        REQUIRE(raw.exec(QStringLiteral("CREATE TABLE contacts (name TEXT)")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("INSERT INTO contacts VALUES ('Anne')")).isEmpty());
    }
    const QByteArray before = fileBytes(temp.path);
    GameLog log;
    auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error().contains(QStringLiteral("not an Umpire game log (an SQLite database of another program)")));
    CHECK(opened.error().startsWith(temp.path));
    CHECK(fileBytes(temp.path) == before);
}

TEST_CASE("a damaged log is reported and never overwritten", "[log][schema]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        QList<LogEntryDraft> drafts;
        for (int i = 0; i < 200; ++i)
            drafts << sampleDraft(session);
        REQUIRE(log.appendAll(drafts).ok());
    }
    QByteArray bytes = fileBytes(temp.path);
    REQUIRE(bytes.size() > 16 * 4096);
    // Scribble over pages in the middle of the file (page 1, the header and schema, stays).
    for (qsizetype i = 5 * 4096; i < 9 * 4096; ++i)
        bytes[i] = char(0x5A);
    writeFile(temp.path, bytes);

    GameLog log;
    auto opened = log.open(temp.path);
    if (opened.ok()) {
        auto report = log.verify();
        if (report.ok()) {
            CHECK(report->problem == LogVerification::Problem::Damaged);
            CHECK(report->message.startsWith(QStringLiteral("the database file is damaged")));
        } else {
            CHECK(report.error().contains(QStringLiteral("damaged")));
        }
        log.close();
    } else {
        CHECK(opened.error().contains(temp.path));
    }
    CHECK(fileBytes(temp.path) == bytes);
}

TEST_CASE("reading commands do not create a missing log", "[log][schema]")
{
    TempLog temp;
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    auto opened = log.open(temp.path, options);
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error() == QStringLiteral("%1: no game log here (the file does not exist); start one with "
                                           "`umpire-cli log new GAME`")
                                .arg(temp.path));
    CHECK_FALSE(QFileInfo::exists(temp.path));
}

TEST_CASE("a folder is not a log", "[log][schema]")
{
    TempLog temp;
    GameLog log;
    auto opened = log.open(temp.dir.path());
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error() == QStringLiteral("%1: is a folder, not a game log file").arg(temp.dir.path()));
}
