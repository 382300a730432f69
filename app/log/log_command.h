// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class QTextStream;

namespace umpire {

/// The default game log file: $UMPIRE_LOG when set and not empty, else
/// QStandardPaths::AppDataLocation/umpire-log.sqlite. The caller must have set the application
/// name to "umpire" (QCoreApplication::setApplicationName) for AppDataLocation to be right.
QString defaultLogPath();

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

/// What `resolve --record` adds to the resolution.
struct RecordOptions {
    DiceOrigin diceOrigin = DiceOrigin::Physical;
    std::optional<quint64> seed;  ///< required when diceOrigin is Rolled
    QString turn;
    QString phase;
    QString note;
    std::optional<QString> chartResult;
    std::optional<qint64> parentId;
    /// The session to append to; the newest session when absent.
    std::optional<qint64> sessionId;
};

/// `umpire-cli [--log FILE] resolve ... --record`: appends `resolution` (the object printed by
/// `resolve --json`) to the newest session and prints "entry N recorded in session S (FILE)".
/// Each of `followUps` is then appended as its own entry, linked to the one before it (a
/// follow-up roll's dice are physical or rolled like its parent's). Refuses (exit 1) when there
/// is no session or the session is for another game. Exit codes as runLogCommand.
int recordResolution(const QJsonObject& resolution, const RecordOptions& options, const QString& logPath,
                     QTextStream& out, QTextStream& err, const QList<QJsonObject>& followUps = {});

}  // namespace umpire
