// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace umpire {

/// One roll as the result card shows it, with where it stands in the log.
struct RollReport {
    /// Written to the log (Logged), refused by it (Failed), or waiting for the player (Pending:
    /// the printed chart must be read first).
    enum class LogState { Pending, Logged, Failed };

    QString procedureLabel;
    QString diceText;  ///< "4" or "3,5"
    bool physical = false;
    std::optional<quint64> seed;
    /// Each die counted on its own (hits): a sum of the dice would mean nothing.
    bool countsDice = false;
    qint64 natural = 0;
    qint64 modified = 0;
    qint64 row = 0;
    bool clamped = false;
    qint64 dieModifierTotal = 0;
    std::optional<qint64> target;
    QString column;
    QString code;  ///< empty when the printed chart must be read
    QString label;
    QString text;
    QString resultRule;
    QStringList notes;
    QStringList options;  ///< choices the owning player makes
    QStringList interpretations;
    bool chartNeeded = false;
    QString chartWhere;     ///< "row 5 of column 6+"
    QStringList chartCodes; ///< the procedure's result codes, to pick from
    std::optional<QString> chartResult;
    QString followUpLabel;  ///< a follow-up roll the result calls for, empty when none
    bool isFollowUp = false;

    LogState logState = LogState::Pending;
    qint64 entryId = 0;
    QString logMessage;  ///< the error when Failed; where it went when Logged
};

}  // namespace umpire
