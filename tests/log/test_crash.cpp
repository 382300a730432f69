// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QThread>

#include <csignal>
#include <sys/types.h>

using namespace umpire;
using namespace umpire::test;

// Starts umpire-log-writer, kills it with SIGKILL at a random moment, and checks after every
// kill that each append the writer acknowledged is in the log, the file passes
// integrity_check and the chain verifies. UMPIRE_CRASH_KILLS sets the number of kills.
TEST_CASE("killing a writer mid-stream loses nothing it acknowledged", "[log][crash]")
{
    bool ok = false;
    int kills = qEnvironmentVariableIntValue("UMPIRE_CRASH_KILLS", &ok);
    if (!ok || kills <= 0)
        kills = 200;
    TempLog temp;
    QRandomGenerator random(QRandomGenerator::global()->generate());
    QSet<qint64> acknowledged;
    int killsAfterAnAck = 0;
    QElapsedTimer total;
    total.start();

    for (int kill = 0; kill < kills; ++kill) {
        QProcess writer;
        writer.setProgram(QStringLiteral(UMPIRE_LOG_WRITER));
        writer.setArguments({temp.path});
        writer.start();
        REQUIRE(writer.waitForStarted(5000));
        // Mostly while appending (after the first acknowledgement, however slow the machine),
        // sometimes while the writer opens, creates or upgrades the log.
        if (random.bounded(4) != 0)
            writer.waitForReadyRead(5000);
        QThread::msleep(random.bounded(0, 40));
        REQUIRE(::kill(static_cast<pid_t>(writer.processId()), SIGKILL) == 0);
        REQUIRE(writer.waitForFinished(5000));
        const QString errors = QString::fromLocal8Bit(writer.readAllStandardError());
        INFO("kill " << kill << ", writer stderr: " << errors.toStdString());
        CHECK(writer.exitStatus() == QProcess::CrashExit);

        int acksThisRun = 0;
        const QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
        // The last piece is empty or a line cut short by the kill: not acknowledged.
        for (qsizetype i = 0; i + 1 < lines.size(); ++i) {
            REQUIRE(lines.at(i).startsWith("ack "));
            acknowledged.insert(lines.at(i).mid(4).toLongLong());
            ++acksThisRun;
        }
        if (acksThisRun > 0)
            ++killsAfterAnAck;

        GameLog log;
        auto opened = log.open(temp.path);
        if (!opened.ok())
            FAIL("the log does not open after kill " << kill << ": " << opened.error().toStdString());
        auto count = log.countEntries(LogFilter{});
        REQUIRE(count.ok());
        CHECK(*count >= acknowledged.size());
        for (qint64 id : std::as_const(acknowledged)) {
            if (!log.entry(id).ok())
                FAIL("acknowledged entry " << id << " is missing after kill " << kill);
        }
        {
            RawDatabase raw(temp.path);
            REQUIRE(raw.scalar(QStringLiteral("PRAGMA integrity_check")).toString() == QLatin1String("ok"));
        }
        auto report = log.verify();
        REQUIRE(report.ok());
        if (!report->ok())
            FAIL("verify failed after kill " << kill << ": " << report->message.toStdString());
    }
    WARN("crash test: " << kills << " kills (" << killsAfterAnAck << " after acknowledged appends), "
                        << acknowledged.size() << " acknowledged entries, " << total.elapsed() << " ms");
    // The kills must land mid-stream, or the test proves little.
    CHECK(killsAfterAnAck >= kills / 2);
    CHECK(acknowledged.size() >= kills);
}
