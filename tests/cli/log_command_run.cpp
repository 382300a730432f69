// SPDX-License-Identifier: GPL-3.0-or-later
#include "log_command_run.h"

#include "cli/log_command.h"

#include <QTextStream>

namespace umpire::test {

LogCommandRun runLogInProcess(const QString& logPath, const QStringList& args)
{
    LogCommandRun result;
    QTextStream out(&result.out);
    QTextStream err(&result.err);
    result.code = runLogCommand(args, logPath, out, err);
    return result;
}

}  // namespace umpire::test
