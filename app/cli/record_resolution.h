// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class QTextStream;

namespace umpire {

struct LogError;

/// The exit status for a game log failure: 1 when the log refused (no such entry, wrong
/// game...), 2 for a storage problem.
int exitCodeFor(const LogError& error);

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
    /// The report shown once recorded is JSON: the lines saying what was recorded go to the
    /// error stream, so the output stays one JSON document.
    bool reportIsJson = false;
};

/// `umpire-cli [--log FILE] resolve ... --record`: appends `resolution` (the object printed by
/// `resolve --json`) to the newest session, each of `followUps` as its own entry linked to the
/// one before it (a follow-up roll's dice are physical or rolled like its parent's), all in one
/// transaction. Only once they are durably in the log it prints `shownOnceRecorded` (the
/// report of the roll: its dice must not be seen before, least of all a sealed session's) and
/// "entry N recorded in session S (FILE)". Without `options.turn` the entries take the turn of
/// the session's chit cup, when it has one, and the text says so. Refuses (exit 1) when there is no session or the
/// session is for another game; exit 2 for a storage problem; then nothing goes to `out`.
int recordResolution(const QJsonObject& resolution, const RecordOptions& options, const QString& logPath,
                     QTextStream& out, QTextStream& err, const QList<QJsonObject>& followUps = {},
                     const QString& shownOnceRecorded = {});

}  // namespace umpire
