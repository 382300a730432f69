// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

TEST_CASE("a log locked by another program waits for the busy timeout, then fails clearly", "[log][faults]")
{
    TempLog temp;
    GameLog log;
    GameLog::OpenOptions options;
    options.busyTimeoutMs = 300;
    REQUIRE(log.open(temp.path, options).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(session)).ok());

    {
        RawDatabase other(temp.path);
        REQUIRE(other.exec(QStringLiteral("BEGIN IMMEDIATE")).isEmpty());  // holds the write lock
        QElapsedTimer timer;
        timer.start();
        auto blocked = log.append(sampleDraft(session));
        const qint64 waited = timer.elapsed();
        REQUIRE_FALSE(blocked.ok());
        CHECK_FALSE(blocked.refused());
        CHECK(waited >= 250);
        CHECK(blocked.error().startsWith(temp.path + QStringLiteral(": cannot append the entry: the log is locked "
                                                                    "by another program (another Umpire?) and "
                                                                    "stayed locked for 300 ms")));
        // Reading still works while another program writes (WAL).
        CHECK(*log.countEntries(LogFilter{}) == 1);
        REQUIRE(other.exec(QStringLiteral("ROLLBACK")).isEmpty());
    }
    REQUIRE(log.append(sampleDraft(session)).ok());
    CHECK(*log.countEntries(LogFilter{}) == 2);
    CHECK(log.verify()->ok());
}

TEST_CASE("a log locked by another process names that process once the wait is over", "[log][faults]")
{
    TempLog temp;
    GameLog log;
    GameLog::OpenOptions options;
    options.busyTimeoutMs = 300;
    REQUIRE(log.open(temp.path, options).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(session)).ok());

    QProcess holder;
    holder.setProgram(QStringLiteral(UMPIRE_LOG_WRITER));
    holder.setArguments({temp.path, QStringLiteral("--hold")});
    holder.start();
    REQUIRE(holder.waitForStarted());
    QByteArray said;
    while (!said.contains("holding\n") && holder.waitForReadyRead(10000))
        said += holder.readAllStandardOutput();
    INFO(holder.readAllStandardError().toStdString());
    REQUIRE(said.contains("holding\n"));

    auto blocked = log.append(sampleDraft(session));
    REQUIRE_FALSE(blocked.ok());
    CHECK_FALSE(blocked.refused());
    INFO(blocked.error().toStdString());
#ifdef Q_OS_LINUX
    // Linux names the process holding the POSIX lock, and /proc its program.
    CHECK(blocked.error().startsWith(temp.path + QStringLiteral(": cannot append the entry: the log is locked by "
                                                                "umpire-log-writer (process %1) and stayed locked "
                                                                "for 300 ms; try again when it is closed")
                                                     .arg(holder.processId())));
#else
    CHECK(blocked.error().contains(QStringLiteral("stayed locked for 300 ms")));
#endif
    CHECK(*log.countEntries(LogFilter{}) == 1);

    holder.write("\n");
    holder.closeWriteChannel();
    REQUIRE(holder.waitForFinished(10000));
    CHECK(holder.exitCode() == 0);
    // Once it lets go, nothing was lost and the next append goes in.
    REQUIRE(log.append(sampleDraft(session)).ok());
    CHECK(*log.countEntries(LogFilter{}) == 2);
    CHECK(log.verify()->ok());
}

TEST_CASE("a full disk fails the append clearly and keeps every earlier entry", "[log][faults]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
    QList<qint64> acknowledged;
    for (int i = 0; i < 5; ++i)
        acknowledged << *log.append(sampleDraft(session));

    // Simulate the disk filling up: the file may not grow by more than a couple of pages.
    {
        QSqlQuery pragma(QSqlDatabase::database(log.connectionName()));
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA page_count")));
        REQUIRE(pragma.next());
        const qint64 pages = pragma.value(0).toLongLong();
        pragma.finish();
        REQUIRE(pragma.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(pages + 2)));
    }

    QString failure;
    for (int i = 0; i < 200 && failure.isEmpty(); ++i) {
        LogEntryDraft draft = sampleDraft(session);
        draft.note = QString(3000, QLatin1Char('n'));
        auto id = log.append(draft);
        if (id.ok())
            acknowledged << *id;
        else
            failure = id.error();
    }
    REQUIRE_FALSE(failure.isEmpty());
    CHECK(failure.startsWith(temp.path + QStringLiteral(": cannot append the entry: the disk is full")));
    CHECK(failure.contains(QStringLiteral("earlier entries are intact")));
    CHECK(*log.countEntries(LogFilter{}) == acknowledged.size());
    log.close();

    // Reopened (the size limit was for that connection only): everything acknowledged is there.
    REQUIRE(log.open(temp.path).ok());
    for (qint64 id : acknowledged)
        CHECK(log.entry(id).ok());
    CHECK(*log.countEntries(LogFilter{}) == acknowledged.size());
    CHECK(log.verify()->ok());
    REQUIRE(log.append(sampleDraft(session)).ok());
    CHECK(log.verify()->ok());
}

TEST_CASE("a truncated log is reported as damaged and left untouched", "[log][faults]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        QList<LogEntryDraft> drafts;
        for (int i = 0; i < 300; ++i)
            drafts << sampleDraft(session);
        REQUIRE(log.appendAll(drafts).ok());
    }
    QByteArray whole = fileBytes(temp.path);
    REQUIRE(whole.size() > 20 * 4096);
    // Cut mid-page, as a copy interrupted by a full disk or a pulled USB stick leaves it.
    const QByteArray cut = whole.left(whole.size() / 2 + 1000);
    {
        QFile file(temp.path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        REQUIRE(file.write(cut) == cut.size());
    }
    GameLog log;
    auto opened = log.open(temp.path);
    QString message;
    if (!opened.ok()) {
        message = opened.error();
    } else {
        auto report = log.verify();
        if (!report.ok())
            message = report.error();
        else
            message = report->message;
        CHECK_FALSE((report.ok() && report->ok()));
        log.close();
    }
    INFO(message.toStdString());
    CHECK(message.contains(QStringLiteral("damaged")));
    CHECK(fileBytes(temp.path) == cut);
}

TEST_CASE("two programs appending at once lose nothing and keep the chain", "[log][faults]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        REQUIRE(log.newSession(QStringLiteral("test-game"), {}, {}).ok());
    }
    constexpr int perWriter = 150;
    QProcess first;
    QProcess second;
    for (QProcess* writer : {&first, &second}) {
        writer->setProgram(QStringLiteral(UMPIRE_LOG_WRITER));
        writer->setArguments({temp.path, QString::number(perWriter)});
        writer->start();
    }
    QSet<qint64> acknowledged;
    for (QProcess* writer : {&first, &second}) {
        REQUIRE(writer->waitForFinished(300000));
        INFO("writer stderr: " << writer->readAllStandardError().toStdString());
        REQUIRE(writer->exitStatus() == QProcess::NormalExit);
        CHECK(writer->exitCode() == 0);
        for (const QByteArray& line : writer->readAllStandardOutput().split('\n')) {
            if (line.isEmpty())
                continue;
            REQUIRE(line.startsWith("ack "));
            const qint64 id = line.mid(4).toLongLong();
            CHECK_FALSE(acknowledged.contains(id));  // no id is handed to both
            acknowledged.insert(id);
        }
    }
    // Each writer acknowledges its rolls and a void after every seventh.
    CHECK(acknowledged.size() == 2 * (perWriter + perWriter / 7));
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(*log.countEntries(LogFilter{}) == acknowledged.size());
    for (qint64 id : std::as_const(acknowledged))
        CHECK(log.entry(id).ok());
    auto report = log.verify();
    REQUIRE(report.ok());
    CHECK(report->ok());
}
