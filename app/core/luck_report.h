// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/dice_fairness.h"
#include "core/luck_verdict.h"
#include "engine/fraction.h"
#include "log/log_entry.h"

#include <QList>
#include <QString>

#include <vector>

namespace umpire {

/// One rated roll as the report names it: "a 1-in-36 DE at 1:1 on turn 4".
struct RatedRoll {
    qint64 entryId = 0;
    qint64 sessionId = 0;
    QString turn;
    QString procedure;  ///< the procedure's label (its id when the game is not loaded)
    QString result;     ///< the result's code, or its label when it has no code
    QString column;     ///< the odds column's label; empty when the procedure has none
    QString favours;    ///< whom a good result favoured (a side's label or the module's words)
    QString player;     ///< "Rolled by"; empty when not given
    Fraction chance;    ///< the chance of this result, counted before the first die
    Fraction luck;      ///< between -1/2 and +1/2 for `favours`
};

/// The rolls of one group (a side, a player, the whole report): their luck added up.
struct LuckTally {
    QString name;          ///< the side's or player's name; empty for the whole report
    qint64 rated = 0;      ///< rolls whose luck is known
    double totalLuck = 0;  ///< sum of their luck (each exact; the sum in double, over a million rolls)
    double variance = 0;   ///< sum of each roll's exact variance of luck: what fair dice spread it by
    double meanLuck() const { return rated ? totalLuck / double(rated) : 0.0; }
    LuckVerdict verdict() const { return luckVerdict(rated, totalLuck, variance); }
    void add(double luck, double rollVariance)
    {
        ++rated;
        totalLuck += luck;
        variance += rollVariance;
    }
};

/// The luck of each favoured group after each turn, in the order play reached the turns: a
/// line per group on the report's chart.
struct LuckOverTurns {
    QStringList turns;             ///< each turn's label as the players wrote it ("" when none)
    QList<qint64> turnSessions;    ///< the session of each of `turns` (a report may span several)
    struct Line {
        QString name;                 ///< the favoured side (LuckTally::name)
        std::vector<double> running;  ///< its total luck at the end of each of `turns`
    };
    std::vector<Line> lines;
};

/// Why a roll was left out of the luck: never guessed, always counted and said.
struct UnratedRolls {
    /// A result read off the printed chart (its chance is not in our sources), or one that results
    /// still to be read off it could tie or straddle.
    qint64 readOffChart = 0;
    qint64 noLuckOrder = 0;   ///< its procedure says nothing of whom a result favours, or its game is not loaded
    qint64 notCounted = 0;    ///< its chances were too many to count, or the entry kept none
    qint64 total() const { return readOffChart + noLuckOrder + notCounted; }
};

/// The luck report of one session or of the whole log (issue 48): per side and player, over the
/// turns, the extreme rolls, and whether the dice look fair. Voided rolls are left out.
struct LuckReport {
    /// The session reported on; empty for the whole log.
    std::optional<qint64> sessionId;
    qint64 sessions = 0;  ///< how many sessions the rolls came from
    qint64 rolls = 0;     ///< rolls read (not voided), rated or not
    LuckTally overall;
    std::vector<LuckTally> bySide;    ///< by whom the results favoured, most rolls first
    std::vector<LuckTally> byPlayer;  ///< by "Rolled by" (for the sides their rolls favoured)
    LuckOverTurns overTurns;
    std::vector<RatedRoll> luckiest;    ///< up to three, luckiest first
    std::vector<RatedRoll> unluckiest;  ///< up to three, unluckiest first
    UnratedRolls unrated;
    /// The faces thrown, by where the dice came from (program or table) and by kind of die.
    std::vector<DiceFairness> dice;
};

}  // namespace umpire
