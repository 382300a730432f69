// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_server_commands.h"

#include "cli/cli_exit.h"
#include "log/log_copy.h"
#include "log/server_log_address.h"
#include "log/server_log_setup.h"

#include <QFileInfo>
#include <QTextStream>

namespace umpire {

CommandLine setupServerCommandLine()
{
    CommandLine line(QStringLiteral("log setup-server"), QStringLiteral("make a club log on a PostgreSQL server"));
    line.addArgument(QStringLiteral("ADDRESS"),
                     QStringLiteral("The database's address, as the club's administrator: postgresql://USER@HOST/DATABASE "
                                    "or service=NAME."));
    line.setArgumentCount(1, 1);
    line.setNotes(QStringLiteral(
        "Makes the schema `umpire` and the roles umpire_tables (start sessions, record rolls and voids, read) and "
        "umpire_referee (read, void); running it again only renews the grants. No role may change or remove an entry. "
        "See docs/club-log.md.\n"));
    return line;
}

int setupServerCommand(LogRun& run)
{
    const QString address = run.line.arguments().constFirst();
    if (!isServerLogAddress(address))
        return run.usage(QStringLiteral("'%1' is not a PostgreSQL server's address (postgresql://USER@HOST/DATABASE or "
                                        "service=NAME)")
                             .arg(address));
    const auto made = setUpServerLog(address);
    if (!made)
        return run.failed(made.failure());
    run.out << *made << '\n';
    return ExitOk;
}

CommandLine copyCommandLine()
{
    CommandLine line(QStringLiteral("log copy"), QStringLiteral("copy a whole log between a file and a club's server"));
    line.addArgument(QStringLiteral("FROM"), QStringLiteral("The log to copy: a file or a server's address."));
    line.addArgument(QStringLiteral("TO"), QStringLiteral("A new log file, or a club log that holds no session yet."));
    line.setArgumentCount(2, 2);
    line.setNotes(QStringLiteral("The log is verified before and after: the copy holds the same entries, ids and hashes, "
                                 "and verifies. Nothing is written when FROM does not verify or TO holds sessions.\n"));
    return line;
}

int copyCommand(LogRun& run)
{
    const QString fromAddress = run.line.arguments().at(0);
    const QString toAddress = run.line.arguments().at(1);
    GameLog from;
    GameLog::OpenOptions reading;
    reading.create = false;
    reading.checkpoint = false;
    if (auto opened = from.open(fromAddress, reading); !opened)
        return run.failed(opened.failure());
    if (!isServerLogAddress(toAddress) && QFileInfo::exists(toAddress))
        return run.failed(LogError::refused(
            QStringLiteral("%1: already exists; a copy goes into a new file (or an empty club log)").arg(toAddress)));
    GameLog to;
    if (auto opened = to.open(toAddress); !opened)
        return run.failed(opened.failure());
    const auto copied = copyGameLog(from, to);
    if (!copied)
        return run.failed(copied.failure());
    run.out << QStringLiteral("copied %1 sessions and %2 entries from %3 to %4%5; the copy verifies\n")
                   .arg(copied->sessions)
                   .arg(copied->entries)
                   .arg(from.path(), to.path(),
                        copied->seals > 0 ? QStringLiteral(" with %1 dice seal(s)").arg(copied->seals) : QString());
    return ExitOk;
}

}  // namespace umpire
