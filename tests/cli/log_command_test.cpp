// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_command.h"
#include "cli_run.h"
#include "log_command_run.h"
#include "cli/record_resolution.h"
#include "log/default_log_path.h"
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QTextStream>

using namespace umpire;
using namespace umpire::test;

namespace {

using LogRunResult = LogCommandRun;

LogRunResult run(const QString& logPath, const QStringList& args)
{
    return runLogInProcess(logPath, args);
}

LogRunResult record(const QString& logPath, const QJsonObject& resolution, const RecordOptions& options = {})
{
    LogRunResult result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = recordResolution(resolution, options, logPath, out, err);
    return result;
}

}  // namespace

TEST_CASE("log commands: a session from start to verify", "[log][cli]")
{
    TempLog temp;
    const QString& path = temp.path;

    LogRunResult r = run(path, {QStringLiteral("list")});
    CHECK(r.code == 2);
    CHECK(r.err.contains(path + QStringLiteral(": no game log here")));
    CHECK_FALSE(QFileInfo::exists(path));

    r = record(path, sampleResolution());
    CHECK(r.code == 2);

    r = run(path, {QStringLiteral("new"), QStringLiteral("test-game"), QStringLiteral("--scenario"),
                   QStringLiteral("Bridge"), QStringLiteral("--players"), QStringLiteral("Anne, Bruno")});
    REQUIRE(r.code == 0);
    CHECK(r.out.startsWith(QStringLiteral("session 1 started in %1\ndice commitment: ").arg(path)));

    r = record(path, sampleResolution());
    REQUIRE(r.code == 0);
    CHECK(r.out == QStringLiteral("entry 1 recorded in session 1 (%1)\n").arg(path));
    RecordOptions rolled;
    rolled.diceOrigin = DiceOrigin::Rolled;
    rolled.seed = 99;
    rolled.turn = QStringLiteral("4");
    rolled.note = QStringLiteral("after the charge");
    r = record(path, sampleResolution(QStringLiteral("rally"), QStringLiteral("R")), rolled);
    REQUIRE(r.code == 0);
    CHECK(r.out.startsWith(QStringLiteral("entry 2 recorded")));

    QJsonObject otherGame = sampleResolution();
    otherGame.insert(QStringLiteral("game"), QStringLiteral("verdun-1916"));
    r = record(path, otherGame);
    CHECK(r.code == 1);
    CHECK(r.err.contains(QStringLiteral("start a session for 'verdun-1916' first")));

    r = run(path, {QStringLiteral("sessions")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("session 1")));
    CHECK(r.out.contains(QStringLiteral("scenario: Bridge  players: Anne, Bruno  (2 entries)")));

    r = run(path, {QStringLiteral("list")});
    REQUIRE(r.code == 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 2);
    INFO(r.out.toStdString());
    CHECK(lines.at(0).startsWith(QStringLiteral("#1  ")));
    CHECK(lines.at(0).contains(QStringLiteral("combat  column 3:1  dice 3,4 natural 7 modified 8 "
                                              "(DRM +1)  => A/DR Defender retreats")));
    CHECK(lines.at(1).contains(QStringLiteral("-- after the charge")));

    r = run(path, {QStringLiteral("list"), QStringLiteral("--procedure"), QStringLiteral("rally")});
    CHECK(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size() == 1);
    r = run(path, {QStringLiteral("list"), QStringLiteral("--text=charge")});
    CHECK(r.out.startsWith(QStringLiteral("#2 ")));

    r = run(path, {QStringLiteral("show"), QStringLiteral("2")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("entry 2 (roll) in session 1: test-game, Bridge")));
    CHECK(r.out.contains(QStringLiteral("applied   +1 Artillery support (7.3)")));
    CHECK(r.out.contains(QStringLiteral("not      Across a river (7.5): no river hexside")));
    CHECK(r.out.contains(QStringLiteral("(rolled by Umpire, seed 99)")));

    r = run(path, {QStringLiteral("void"), QStringLiteral("1"), QStringLiteral("--reason"), QStringLiteral("wrong hex")});
    REQUIRE(r.code == 0);
    CHECK(r.out == QStringLiteral("entry 3 voids entry 1\n"));
    r = run(path, {QStringLiteral("void"), QStringLiteral("1"), QStringLiteral("--reason"), QStringLiteral("again")});
    CHECK(r.code == 1);
    CHECK(r.err.contains(QStringLiteral("already voided by entry 3")));
    r = run(path, {QStringLiteral("list")});
    CHECK(r.out.contains(QStringLiteral("[VOIDED by #3]")));
    CHECK(r.out.contains(QStringLiteral("VOID of #1: wrong hex")));

    const QString csv = temp.dir.filePath(QStringLiteral("out.csv"));
    r = run(path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"), csv});
    REQUIRE(r.code == 0);
    CHECK(r.out == QStringLiteral("exported 3 entries to %1\n").arg(csv));
    CHECK(QFileInfo(csv).size() > 100);

    r = run(path, {QStringLiteral("verify")});
    // The chain is intact, but the roll from seed 99 is not one of the session's sealed rolls.
    CHECK(r.code == 1);
    CHECK(r.out.startsWith(QStringLiteral("%1: ok: 3 entries, hash chain intact\nsession 1: sealed dice do NOT verify: "
                                          "entry 2: program dice from a seed of their own (99)").arg(path)));

    {
        RawDatabase raw(path);
        REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER entries_never_updated")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("UPDATE entries SET natural = 12 WHERE id = 2")).isEmpty());
    }
    r = run(path, {QStringLiteral("verify")});
    CHECK(r.code == 1);
    CHECK(r.out.startsWith(QStringLiteral("%1: entry 2: content changed\n").arg(path)));
}

TEST_CASE("log commands: usage errors and refusals have their exit codes and name the problem", "[log][cli]")
{
    TempLog temp;
    REQUIRE(run(temp.path, {QStringLiteral("new"), QStringLiteral("test-game")}).code == 0);

    struct Case {
        QStringList args;
        int code;
        const char* message;
    };
    const Case c = GENERATE(
        Case{{}, 2, "Usage: umpire-cli log [options] SUBCOMMAND"},
        Case{{QStringLiteral("frobnicate")}, 2, "umpire-cli log: unknown command 'frobnicate'"},
        Case{{QStringLiteral("list"), QStringLiteral("--colour")}, 2, "umpire-cli log list: unknown option '--colour'"},
        Case{{QStringLiteral("list"), QStringLiteral("--session")}, 2, "option '--session' needs a value"},
        Case{{QStringLiteral("list"), QStringLiteral("--session"), QStringLiteral("x")}, 2,
             "--session needs a session number, got 'x'"},
        Case{{QStringLiteral("list"), QStringLiteral("--session"), QStringLiteral("9")}, 1, "no session 9 in this game log"},
        Case{{QStringLiteral("list"), QStringLiteral("--session=1"), QStringLiteral("--all-sessions")}, 2,
             "give --session or --all-sessions, not both"},
        Case{{QStringLiteral("show"), QStringLiteral("7")}, 1, "there is no entry 7"},
        Case{{QStringLiteral("show")}, 2, "missing argument"},
        Case{{QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("2")}, 2, "unexpected argument '2'"},
        Case{{QStringLiteral("void"), QStringLiteral("1")}, 2, "--reason TEXT is required"},
        Case{{QStringLiteral("new"), QStringLiteral("g"), QStringLiteral("--players"), QStringLiteral("A,,B")}, 2,
             "--players has an empty name"},
        Case{{QStringLiteral("export"), QStringLiteral("xls"), QStringLiteral("--output"), QStringLiteral("x")}, 2,
             "unknown export format 'xls' (use csv, md or pdf)"},
        Case{{QStringLiteral("export"), QStringLiteral("csv")}, 2, "--output FILE is required"});
    INFO(c.args.join(QLatin1Char(' ')).toStdString());
    const LogRunResult r = run(temp.path, c.args);
    CHECK(r.code == c.code);
    CHECK_THAT(r.err.toStdString(), Catch::Contains(c.message));
}

TEST_CASE("a PostgreSQL server's address is a club log: no file is made of it, a server away is named", "[log][cli]")
{
    // LogRunResult in an empty folder: a URI read as a path would leave "postgresql:/..." in it.
    QTemporaryDir folder;
    const QString before = QDir::currentPath();
    REQUIRE(QDir::setCurrent(folder.path()));
    // A socket folder that does not exist: the server is away at once, with no name to look up.
    const QString uri = QStringLiteral("postgresql://anne@/umpire?host=/nonexistent-umpire-server");
    const CliRun byOption = runCli({QStringLiteral("--log"), uri, QStringLiteral("log"), QStringLiteral("new"),
                                    QStringLiteral("la-fleur-au-fusil")});
    const CliRun byEnvironment = runCli({QStringLiteral("log"), QStringLiteral("list")}, {},
                                        QStringLiteral("service=club"));
    const QStringList left = QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    REQUIRE(QDir::setCurrent(before));
    CHECK(byOption.exitCode != 0);
    CHECK(byOption.err.contains(QStringLiteral("club log postgresql://anne@/umpire?host=/nonexistent-umpire-server: "
                                               "cannot connect to the server")));
    CHECK(byEnvironment.exitCode != 0);
    CHECK(byEnvironment.err.contains(QStringLiteral("club log service=club: cannot connect to the server")));
    CHECK(left.isEmpty());
}

TEST_CASE("the default log path comes from UMPIRE_LOG first", "[log][cli]")
{
    const QByteArray saved = qgetenv("UMPIRE_LOG");
    qputenv("UMPIRE_LOG", "/some/where/game.sqlite");
    CHECK(defaultLogPath() == QLatin1String("/some/where/game.sqlite"));
    qunsetenv("UMPIRE_LOG");
    CHECK(defaultLogPath().endsWith(QStringLiteral("/umpire-log.sqlite")));
    if (!saved.isEmpty())
        qputenv("UMPIRE_LOG", saved);
}

TEST_CASE("log commands: --read-only reads, exports and verifies without writing", "[log][cli]")
{
    TempLog temp;
    const QString path = temp.path;
    {
        GameLog log;
        REQUIRE(log.open(path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Read only"), {});
        REQUIRE(log.append(sampleDraft(session)).ok());
        REQUIRE(log.append(sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("NE"))).ok());
    }
    const QByteArray before = fileBytes(path);

    LogRunResult r = run(path, {QStringLiteral("sessions"), QStringLiteral("--read-only")});
    INFO(r.err.toStdString());
    CHECK(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("Read only")));
    r = run(path, {QStringLiteral("list"), QStringLiteral("--read-only"), QStringLiteral("--text"), QStringLiteral("A/DR")});
    CHECK(r.code == 0);
    CHECK(r.out.count(QLatin1Char('\n')) == 1);
    r = run(path, {QStringLiteral("show"), QStringLiteral("2"), QStringLiteral("--read-only")});
    CHECK(r.code == 0);
    const QString csv = temp.dir.filePath(QStringLiteral("out.csv"));
    r = run(path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"), csv, QStringLiteral("--read-only")});
    CHECK(r.code == 0);
    CHECK(QFileInfo(csv).size() > 0);
    r = run(path, {QStringLiteral("verify"), QStringLiteral("--read-only")});
    CHECK(r.code == 0);
    CHECK(r.out.startsWith(QStringLiteral("%1: ok: 2 entries, hash chain intact").arg(path)));
    CHECK(fileBytes(path) == before);

    // Writing commands do not take it.
    r = run(path, {QStringLiteral("void"), QStringLiteral("1"), QStringLiteral("--reason"), QStringLiteral("x"), QStringLiteral("--read-only")});
    CHECK(r.code == 2);
    CHECK(fileBytes(path) == before);
}

TEST_CASE("log commands: dice of different roles are listed and shown by name with the row read", "[log][cli][named]")
{
    // Abbeville's initiative reads the French die less the German one: 5 and 2 read row 3, where
    // the stored sums ("natural 7 modified 7") mean nothing.
    const CliRun resolved = runCli({"resolve", "abbeville-1940", "initiative", "--roll", "5,2", "--json"});
    REQUIRE(resolved.exitCode == 0);
    const QJsonObject named = resolved.json();
    REQUIRE(named[QStringLiteral("roll")].toObject()[QStringLiteral("row")].toInt() == 3);
    // An entry logged before the JSON gave the row: printed as it was.
    QJsonObject withoutRow = named;
    QJsonObject roll = withoutRow[QStringLiteral("roll")].toObject();
    roll.remove(QStringLiteral("row"));
    withoutRow[QStringLiteral("roll")] = roll;
    // A result still to be read on the printed chart: the dice by name, no row (as `resolve` says).
    QJsonObject onTheChart = withoutRow;
    QJsonObject result = onTheChart[QStringLiteral("result")].toObject();
    result[QStringLiteral("code")] = QJsonValue::Null;
    result[QStringLiteral("chart_needed")] = true;
    onTheChart[QStringLiteral("result")] = result;
    // Labels missing: printed as it was.
    QJsonObject withoutLabels = named;
    withoutLabels.remove(QStringLiteral("dice_groups"));

    TempLog temp;
    REQUIRE(run(temp.path, {QStringLiteral("new"), QStringLiteral("abbeville-1940")}).code == 0);
    for (const QJsonObject& resolution : {named, withoutRow, onTheChart, withoutLabels})
        REQUIRE(record(temp.path, resolution).code == 0);

    LogRunResult r = run(temp.path, {QStringLiteral("list")});
    REQUIRE(r.code == 0);
    INFO(r.out.toStdString());
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == 4);
    CHECK(lines.at(0).contains(QStringLiteral("  initiative  French die 5, German die 2  read on row 3 (DRM +0)  => FRENCH")));
    CHECK_FALSE(lines.at(0).contains(QStringLiteral("natural")));
    CHECK(lines.at(1).contains(QStringLiteral("  initiative  dice 5,2 natural 7 modified 7 (DRM +0)  => FRENCH")));
    CHECK(lines.at(2).contains(QStringLiteral("  initiative  French die 5, German die 2 (DRM +0)")));
    CHECK_FALSE(lines.at(2).contains(QStringLiteral("natural")));
    CHECK(lines.at(3).contains(QStringLiteral("  initiative  dice 5,2 natural 7 modified 7 (DRM +0)")));

    r = run(temp.path, {QStringLiteral("show"), QStringLiteral("1")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("\nroll:          French die 5, German die 2  read on row 3\n")));
    CHECK_FALSE(r.out.contains(QStringLiteral("natural:")));
    CHECK_FALSE(r.out.contains(QStringLiteral("modified:")));
    r = run(temp.path, {QStringLiteral("show"), QStringLiteral("2")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("\nnatural:       7\nmodified:      7\n")));
    CHECK_FALSE(r.out.contains(QStringLiteral("roll:")));
    r = run(temp.path, {QStringLiteral("show"), QStringLiteral("3")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("\nroll:          French die 5, German die 2\n")));
    CHECK_FALSE(r.out.contains(QStringLiteral("natural:")));
}

TEST_CASE("log show says whether a chart result was read for this throw or kept from an earlier one", "[log][cli][chart]")
{
    TempLog temp;
    REQUIRE(run(temp.path, {QStringLiteral("new"), QStringLiteral("test-game")}).code == 0);
    RecordOptions read;
    read.chartResult = QStringLiteral("R");
    REQUIRE(record(temp.path, sampleResolution(QStringLiteral("rally"), QStringLiteral("R")), read).code == 0);
    QJsonObject kept = sampleResolution(QStringLiteral("rally"), QStringLiteral("R"));
    kept.insert(QStringLiteral("chart_readings"), QJsonObject{{QStringLiteral("rally:2:3"), QStringLiteral("R")}});
    kept.insert(QStringLiteral("chart_readings_kept"), QJsonArray{QStringLiteral("rally:2:3")});
    REQUIRE(record(temp.path, kept, read).code == 0);

    LogRunResult r = run(temp.path, {QStringLiteral("show"), QStringLiteral("1")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("R (read off the printed chart)\n")));
    r = run(temp.path, {QStringLiteral("show"), QStringLiteral("2")});
    REQUIRE(r.code == 0);
    CHECK(r.out.contains(QStringLiteral("R (read off the printed chart for an earlier throw)\n")));
}
