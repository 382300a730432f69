// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace umpire::test {

/// What one in-process run of `umpire-cli log ...` printed and returned.
struct LogCommandRun {
    int code = -1;
    QString out;
    QString err;
};

/// Runs the log command (`args` after `log`) on the log at `logPath`, in this process.
LogCommandRun runLogInProcess(const QString& logPath, const QStringList& args);

}  // namespace umpire::test
