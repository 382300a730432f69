// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace umpire {

struct Game;

/// How a log list names the entries of one game: its procedures' and steps' labels, the short
/// labels of result codes, and how each procedure's line reads (steps to open, dice without a
/// sum). Procedure ids are a game's own (two games may both have a `combat`), so a list of
/// several games keeps one LogNames per game.
struct LogNames {
    /// Procedure id, or "procedure/step", -> label.
    QHash<QString, QString> labels;
    /// Procedure id (or "procedure/step") -> result code -> the result's short label.
    QHash<QString, QHash<QString, QString>> shortLabels;
    /// The procedures of several steps, whose entries open to their steps.
    QSet<QString> stepped;
    /// The procedures whose dice are not read as one sum: their lines give no modified roll.
    QSet<QString> withoutSum;

    /// The names of `game`'s procedures, its chit cup's entries and its chits.
    static LogNames ofGame(const Game& game);
};

}  // namespace umpire
