// SPDX-License-Identifier: GPL-3.0-or-later
// The log's journal (PATH-wal) is checked before SQLite applies it: another log's journal, or a
// damaged one, is refused and nothing is checkpointed, merged or deleted; `recoverLog` copies
// what can be read into a new log. A file cut short is damaged, not edited; a damaged file is
// never written to; a log opened only to read leaves its journal as it found it.
#include "log/game_log.h"
#include "log/log_recovery.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

namespace {

/// Opens the log at `path`, which must exist, for reading and writing or read-only.
LogStatus openExisting(GameLog& log, const QString& path, bool readOnly)
{
    GameLog::OpenOptions options;
    options.create = false;
    options.readOnly = readOnly;
    return log.open(path, options);
}

QString walOf(const QString& path)
{
    return path + QStringLiteral("-wal");
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(file.write(bytes) == bytes.size());
}

/// The log and its journal as they were: compared byte for byte after each step.
struct Files {
    explicit Files(const QString& file) : path(file), log(fileBytes(file)), wal(fileBytes(walOf(file))) {}
    bool unchanged() const
    {
        return fileBytes(path) == log && QFile::exists(walOf(path)) == !wal.isEmpty() && fileBytes(walOf(path)) == wal;
    }
    QString path;
    QByteArray log;
    QByteArray wal;
};

qint64 entryCount(const QString& path)
{
    GameLog log;
    GameLog::OpenOptions options;
    options.create = false;
    if (!log.open(path, options).ok())
        return -1;
    return *log.countEntries(LogFilter{});
}

/// A frame of the journal's first commit whose page a later commit writes again: damaging it
/// loses nothing once the later frames are read, so a recovery must give every entry back.
qsizetype rewrittenFrameOfFirstCommit(const QByteArray& wal)
{
    const QList<WalFrameInfo> frames = walFrames(wal);
    qsizetype firstCommitEnd = 0;
    while (firstCommitEnd < frames.size() && !frames.at(firstCommitEnd).commit)
        ++firstCommitEnd;
    for (qsizetype i = 0; i < firstCommitEnd; ++i)
        for (qsizetype j = firstCommitEnd + 1; j < frames.size(); ++j)
            if (frames.at(j).page == frames.at(i).page)
                return i;
    return -1;
}

}  // namespace

TEST_CASE("a log's own journal is applied as it opens", "[log][journal]")
{
    TempLog temp;
    writeLogWithJournal(temp.path, 10, 5);
    REQUIRE(fileBytes(walOf(temp.path)).size() > 32);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(*log.countEntries(LogFilter{}) == 15);
    CHECK(log.verify()->ok());
}

TEST_CASE("a new log's first session, still in its journal after a crash, is applied as it opens", "[log][journal]")
{
    // The file holds the schema and no session; the journal holds the first session and its
    // entries, as a writer killed before any checkpoint leaves them.
    TempLog temp;
    const QString work = temp.path + QStringLiteral(".writing");
    {
        GameLog log;
        REQUIRE(log.open(work).ok());
        QSqlQuery pragma(QSqlDatabase::database(log.connectionName()));
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
        pragma.finish();
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0")));
        pragma.finish();
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("ours"), {});
        for (int i = 0; i < 3; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
        REQUIRE(QFile::copy(work, temp.path));
        REQUIRE(QFile::copy(walOf(work), walOf(temp.path)));
    }
    REQUIRE(fileBytes(walOf(temp.path)).size() > 32);
    GameLog log;
    const auto opened = openExisting(log, temp.path, false);
    INFO((opened.ok() ? std::string() : opened.error().toStdString()));
    REQUIRE(opened.ok());
    CHECK(*log.countEntries(LogFilter{}) == 3);
    CHECK(log.verify()->ok());
}

TEST_CASE("a damaged journal is refused, and the entries after the damage are not lost", "[log][journal]")
{
    TempLog temp;
    writeLogWithJournal(temp.path, 10, 5);
    QByteArray wal = fileBytes(walOf(temp.path));
    const qsizetype frame = rewrittenFrameOfFirstCommit(wal);
    REQUIRE(frame >= 0);
    // Four bytes of that frame's page changed, as a bad sector or a stray write leaves them.
    const qsizetype at = walFrames(wal).at(frame).offset + 24 + 1000;
    for (int i = 0; i < 4; ++i)
        wal[at + i] = char(~wal.at(at + i));
    writeBytes(walOf(temp.path), wal);
    const Files before(temp.path);

    for (const bool readOnly : {false, true}) {
        GameLog log;
        const auto opened = openExisting(log, temp.path, readOnly);
        REQUIRE_FALSE(opened.ok());
        INFO(opened.error().toStdString());
        CHECK(opened.error().startsWith(temp.path + QStringLiteral(": its journal game.sqlite-wal is damaged: frame %1 fails its "
                                                                   "checksum, and commits written after it")
                                                        .arg(frame + 1)));
        CHECK(opened.error().contains(QStringLiteral("nothing was checkpointed, merged or deleted")));
        CHECK(opened.error().contains(QStringLiteral("umpire-cli log recover %1 --output NEW.sqlite").arg(temp.path)));
        CHECK(before.unchanged());
    }

    // Recovery reads past the bad frame: the later commits wrote its page again.
    const QString recovered = QDir(temp.dir.path()).filePath(QStringLiteral("recovered.sqlite"));
    const auto recovery = recoverLog(temp.path, recovered, 1000);
    REQUIRE(recovery.ok());
    CHECK(recovery->entries == 15);
    INFO(recovery->verification.message.toStdString());
    CHECK(recovery->verification.ok());
    REQUIRE(recovery->notes.size() == 1);
    CHECK(recovery->notes.first().startsWith(QStringLiteral("its journal game.sqlite-wal is damaged: frame %1").arg(frame + 1)));
    CHECK(before.unchanged());
    CHECK(entryCount(recovered) == 15);
    // No working folder is left beside the new log.
    CHECK(QDir(temp.dir.path()).entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty());
}

TEST_CASE("a journal cut short after its last whole commit is a crash's leftover, not damage", "[log][journal]")
{
    TempLog temp;
    writeLogWithJournal(temp.path, 4, 3);
    QByteArray wal = fileBytes(walOf(temp.path));
    const QList<WalFrameInfo> frames = walFrames(wal);
    REQUIRE(frames.size() > 2);
    wal.truncate(frames.last().offset + 100);  // the last commit frame half written
    writeBytes(walOf(temp.path), wal);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(*log.countEntries(LogFilter{}) == 6);
    CHECK(log.verify()->ok());
}

TEST_CASE("another log's journal beside a log is refused and merges nothing", "[log][journal]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("ours"), {});
        for (int i = 0; i < 10; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }
    REQUIRE_FALSE(QFile::exists(walOf(temp.path)));
    const QString other = QDir(temp.dir.path()).filePath(QStringLiteral("other.sqlite"));
    writeLogWithJournal(other, 3, 4, QStringLiteral("theirs"));
    REQUIRE(QFile::copy(walOf(other), walOf(temp.path)));
    const Files before(temp.path);

    for (const bool readOnly : {false, true}) {
        GameLog log;
        const auto opened = openExisting(log, temp.path, readOnly);
        REQUIRE_FALSE(opened.ok());
        INFO(opened.error().toStdString());
        CHECK(opened.error().startsWith(temp.path + QStringLiteral(": its journal game.sqlite-wal does not belong to this log: ")));
        CHECK(opened.error().contains(QStringLiteral("umpire-cli log recover")));
        CHECK(before.unchanged());
    }

    // Recovery leaves the other log's journal out: the log's own ten entries, intact.
    const QString recovered = QDir(temp.dir.path()).filePath(QStringLiteral("recovered.sqlite"));
    const auto recovery = recoverLog(temp.path, recovered, 1000);
    REQUIRE(recovery.ok());
    CHECK(recovery->entries == 10);
    CHECK(recovery->verification.ok());
    REQUIRE(recovery->notes.size() == 1);
    CHECK(recovery->notes.first().endsWith(QStringLiteral("it was left out")));
    CHECK(before.unchanged());

    // An existing file is never written over.
    const auto again = recoverLog(temp.path, recovered, 1000);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().contains(QStringLiteral("exists already")));
}

TEST_CASE("a log opened only to read leaves its journal byte for byte", "[log][journal]")
{
    TempLog temp;
    writeLogWithJournal(temp.path, 6, 4);
    const Files before(temp.path);
    {
        GameLog log;
        GameLog::OpenOptions options;
        options.create = false;
        options.checkpoint = false;
        REQUIRE(log.open(temp.path, options).ok());
        CHECK(*log.countEntries(LogFilter{}) == 10);
        CHECK(log.entries(LogFilter{}).ok());
        CHECK(log.verify()->ok());
    }
    CHECK(before.unchanged());
    // Opened to write, the log is checkpointed at the close as before.
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
    }
    CHECK_FALSE(QFile::exists(walOf(temp.path)));
    CHECK(entryCount(temp.path) == 10);
}

TEST_CASE("a log cut short by one byte is damaged, not an edited entry", "[log][journal][faults]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        for (int i = 0; i < 12; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }
    const QByteArray whole = fileBytes(temp.path);
    writeBytes(temp.path, whole.left(whole.size() - 1));
    const QByteArray cut = fileBytes(temp.path);
    GameLog log;
    const auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    INFO(opened.error().toStdString());
    CHECK(opened.error().startsWith(temp.path + QStringLiteral(": damaged game log: the file was cut short (it holds %1 bytes, and "
                                                               "its pages need %2")
                                                    .arg(cut.size())
                                                    .arg(whole.size())));
    CHECK(opened.error().contains(QStringLiteral("umpire-cli log recover")));
    CHECK(fileBytes(temp.path) == cut);
}

TEST_CASE("a damaged log is never written to", "[log][journal][faults]")
{
    TempLog temp;
    qint64 session = 0;
    const QByteArray marker("first-entry-of-the-game");
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        session = *log.newSession(QStringLiteral("test-game"), {}, {});
        LogEntryDraft first = sampleDraft(session);
        first.note = QString::fromLatin1(marker);
        REQUIRE(log.append(first).ok());
        for (int i = 0; i < 40; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }
    // The page of the first entries damaged (its cell pointers point into one another); an
    // append writes to the last page of the table, which is sound.
    QByteArray bytes = fileBytes(temp.path);
    const qsizetype found = bytes.indexOf(marker);
    REQUIRE(found > 0);
    const qsizetype page = found / 4096 * 4096;
    for (int i = 0; i < 6; ++i)
        bytes[page + 8 + i] = char(0x0f);
    writeBytes(temp.path, bytes);

    GameLog log;
    REQUIRE(log.open(temp.path).ok());  // opening still works, to read what can be read
    const auto appended = log.append(sampleDraft(session));
    REQUIRE_FALSE(appended.ok());
    INFO(appended.error().toStdString());
    CHECK(appended.error().startsWith(temp.path + QStringLiteral(": cannot append the entry: the file is damaged (SQLite's quick check: ")));
    CHECK(appended.error().contains(QStringLiteral("so nothing is written to it")));
    CHECK(appended.error().contains(QStringLiteral("umpire-cli log recover")));
    CHECK(log.newSession(QStringLiteral("test-game"), {}, {}).error().contains(QStringLiteral("the file is damaged")));
    CHECK(log.voidEntry(2, QStringLiteral("mistake")).error().contains(QStringLiteral("the file is damaged")));
    log.close();
    CHECK(fileBytes(temp.path) == bytes);
}

TEST_CASE("a journal of pages of another size is refused", "[log][journal]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        REQUIRE(log.newSession(QStringLiteral("test-game"), {}, {}).ok());
    }
    // Another program's database of 1024-byte pages, its journal copied while it is open.
    const QString other = QDir(temp.dir.path()).filePath(QStringLiteral("other.sqlite"));
    {
        RawDatabase raw(other);
        for (const char* statement : {"PRAGMA page_size = 1024", "PRAGMA journal_mode = WAL", "PRAGMA wal_autocheckpoint = 0",
                                      "CREATE TABLE t (x TEXT)", "INSERT INTO t VALUES ('one')"})
            REQUIRE(raw.exec(QString::fromLatin1(statement)).isEmpty());
        REQUIRE(QFile::copy(walOf(other), walOf(temp.path)));
    }
    const Files before(temp.path);
    GameLog log;
    const auto opened = log.open(temp.path);
    REQUIRE_FALSE(opened.ok());
    INFO(opened.error().toStdString());
    CHECK(opened.error().startsWith(temp.path + QStringLiteral(": its journal game.sqlite-wal does not belong to this log: its pages "
                                                               "are of 1024 bytes, the log's of 4096")));
    CHECK(before.unchanged());
}
