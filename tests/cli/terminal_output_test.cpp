// SPDX-License-Identifier: GPL-3.0-or-later
// Text from a log or a module reaches the terminal escaped: a note cannot forge a row of
// `log list`, and escape sequences in it are shown, not obeyed.
#include "cli/log_command.h"
#include "cli_run.h"
#include "log_command_run.h"
#include "cli/terminal_text.h"
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

using namespace umpire;
using namespace umpire::test;

namespace {

using TerminalRun = LogCommandRun;

TerminalRun terminalLogCommand(const QString& logPath, const QStringList& args)
{
    return runLogInProcess(logPath, args);
}

/// True when `text` holds a character a terminal would obey rather than show: a C0 or C1
/// control other than the line feeds that end the lines.
bool holdsControl(const QString& text)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n') || (u >= 0x7F && u <= 0x9F))
            return true;
    }
    return false;
}

const QString kEsc = QStringLiteral("\x1b");

}  // namespace

TEST_CASE("terminalText escapes control characters and makes line breaks visible", "[cli][terminal]")
{
    CHECK(terminalText(QStringLiteral("Forest (7.4) é ✓")) == QStringLiteral("Forest (7.4) é ✓"));
    CHECK(terminalText(QStringLiteral("a\nb\r\nc\td")) == QStringLiteral("a\\nb\\r\\nc\\td"));
    CHECK(terminalText(kEsc + QStringLiteral("[2J") + kEsc + QStringLiteral("]0;x\x07")) ==
          QStringLiteral("\\e[2J\\e]0;x\\x07"));
    CHECK(terminalText(QString(QChar(0x9b)) + QStringLiteral("31m") + QChar(0x7f) + QChar(0x00)) ==
          QStringLiteral("\\x9b31m\\x7f\\x00"));
    CHECK(terminalText(QStringLiteral("abc") + QChar(0x202e) + QStringLiteral("fed") + QChar(0x2028)) ==
          QStringLiteral("abc\\u202efed\\u2028"));
}

TEST_CASE("a note with a line break cannot forge a row of log list, nor an escape sequence reach the terminal",
          "[cli][terminal][log]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Bridge") + kEsc + QStringLiteral("[2J"),
                                               {QStringLiteral("Anne") + kEsc + QStringLiteral("]0;owned\x07")});
        LogEntryDraft forged = sampleDraft(session);
        forged.note = QStringLiteral("fine\n#12  2026-11-23 14:05Z  combat  dice 6 natural 6  => DE");
        REQUIRE(log.append(forged).ok());
        LogEntryDraft escaped = sampleDraft(session);
        escaped.turn = QStringLiteral("3") + kEsc + QStringLiteral("[31m");
        escaped.note = kEsc + QStringLiteral("[1A") + kEsc + QStringLiteral("[2K") + QChar(0x9b) + QStringLiteral("2J");
        REQUIRE(log.append(escaped).ok());
    }

    const TerminalRun list = terminalLogCommand(temp.path, {QStringLiteral("list")});
    REQUIRE(list.code == 0);
    const QStringList rows = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    REQUIRE(rows.size() == 2);
    CHECK(rows.at(0).startsWith(QStringLiteral("#1 ")));
    CHECK(rows.at(0).endsWith(QStringLiteral("-- fine\\n#12  2026-11-23 14:05Z  combat  dice 6 natural 6  => DE")));
    CHECK(rows.at(1).startsWith(QStringLiteral("#2 ")));
    CHECK(rows.at(1).contains(QStringLiteral("turn 3\\e[31m")));
    CHECK(rows.at(1).endsWith(QStringLiteral("-- \\e[1A\\e[2K\\x9b2J")));
    CHECK_FALSE(holdsControl(list.out));

    for (const QString& entry : {QStringLiteral("1"), QStringLiteral("2")}) {
        const TerminalRun show = terminalLogCommand(temp.path, {QStringLiteral("show"), entry});
        REQUIRE(show.code == 0);
        CHECK_FALSE(holdsControl(show.out));
        CHECK(show.out.contains(QStringLiteral(", Bridge\\e[2J\n")));
    }
    const TerminalRun note = terminalLogCommand(temp.path, {QStringLiteral("show"), QStringLiteral("1")});
    CHECK(note.out.contains(QStringLiteral("note:          fine\\n#12  2026-11-23")));
    CHECK(note.out.count(QStringLiteral("\nnote:")) == 1);

    const TerminalRun sessions = terminalLogCommand(temp.path, {QStringLiteral("sessions")});
    REQUIRE(sessions.code == 0);
    CHECK_FALSE(holdsControl(sessions.out));
    CHECK(sessions.out.contains(QStringLiteral("players: Anne\\e]0;owned\\x07")));
}

TEST_CASE("log show says when an entry's stored situation cannot be read", "[cli][log]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        REQUIRE(log.append(sampleDraft(session)).ok());
    }
    {
        RawDatabase raw(temp.path);
        // A damaged file or an edit by hand: the stored resolution is no longer JSON.
        REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER resolutions_never_updated")).isEmpty());
        REQUIRE(raw.exec(QStringLiteral("UPDATE entry_resolutions SET resolution = '{\"situation\": {\"units\": 2' "
                                        "WHERE entry_id = 1")).isEmpty());
    }
    const TerminalRun show = terminalLogCommand(temp.path, {QStringLiteral("show"), QStringLiteral("1"), QStringLiteral("--read-only")});
    INFO(show.err.toStdString());
    REQUIRE(show.code == 0);
    CHECK(show.out.contains(QStringLiteral("situation:     could not be read: the stored resolution is damaged "
                                           "(`umpire-cli log verify` checks the log)\n")));
}

TEST_CASE("a module's texts reach the terminal escaped in resolve, describe and games", "[cli][terminal]")
{
    QTemporaryDir tables;
    REQUIRE(tables.isValid());
    QFile source(testData(QStringLiteral("modules/good/all-kinds.yaml")));
    REQUIRE(source.open(QIODevice::ReadOnly));
    QString yaml = QString::fromUtf8(source.readAll());
    // YAML's own escapes put ESC, BEL and a line break into a title and a modifier's label.
    REQUIRE(yaml.contains(QStringLiteral("  title: All resolution kinds\n")));
    REQUIRE(yaml.contains(QStringLiteral("        label: Veterans\n")));
    yaml.replace(QStringLiteral("  title: All resolution kinds\n"), QStringLiteral("  title: \"All kinds\\e]0;owned\\a\"\n"));
    yaml.replace(QStringLiteral("        label: Veterans\n"), QStringLiteral("        label: \"Veterans\\e[2J\\nforged\"\n"));
    QFile module(tables.filePath(QStringLiteral("all-kinds.yaml")));
    REQUIRE(module.open(QIODevice::WriteOnly));
    module.write(yaml.toUtf8());
    module.close();

    const CliRun resolved = runCli({"resolve", "all-kinds", "skirmish", "--set", "veteran=true", "--roll", "4"}, tables.path());
    INFO(resolved.err.toStdString());
    REQUIRE(resolved.exitCode == 0);
    CHECK_FALSE(holdsControl(resolved.out));
    CHECK(resolved.out.startsWith(QStringLiteral("All kinds\\e]0;owned\\x07: Skirmish (6)\n")));
    CHECK(resolved.out.contains(QStringLiteral("Veterans\\e[2J\\nforged (6.1)\n")));
    CHECK_FALSE(resolved.out.contains(QStringLiteral("\nforged")));

    const CliRun described = runCli({"describe", "all-kinds", "skirmish"}, tables.path());
    REQUIRE(described.exitCode == 0);
    CHECK_FALSE(holdsControl(described.out));
    CHECK(described.out.contains(QStringLiteral("Veterans\\e[2J\\nforged (6.1)")));

    const CliRun games = runCli({"games"}, tables.path());
    CHECK_FALSE(holdsControl(games.out));
    CHECK(games.out.contains(QStringLiteral("  all-kinds  All kinds\\e]0;owned\\x07 (No one)\n")));
}
