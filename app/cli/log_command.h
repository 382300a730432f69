// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QTextStream;

namespace umpire {

/// `umpire-cli [--log FILE] log ...`: `args` starts with the subcommand:
///   sessions
///   new GAME [--scenario S] [--players A,B]
///   list [--session N | --all-sessions] [--procedure P] [--text T] [--limit N]
///   show N
///   void N --reason TEXT
///   export csv|md|pdf [--session N | --all-sessions] --output FILE
///   verify
///   bench [--entries N]
/// Without --session, list and export use the newest session. Returns the exit code:
/// 0 ok, 1 refused (verify failed, unknown entry or session...), 2 usage or storage error.
/// The PDF export needs a QGuiApplication (set QT_QPA_PLATFORM=offscreen on a headless machine).
int runLogCommand(const QStringList& args, const QString& logPath, QTextStream& out, QTextStream& err);

}  // namespace umpire
