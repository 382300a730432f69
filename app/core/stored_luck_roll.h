// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace umpire {

/// What a luck report reads of one logged roll's stored resolution (the compact JSON of
/// ResolutionJson, a procedure's earlier steps under "steps"), skimmed, not parsed whole.
struct StoredLuckRoll {
    /// The chances counted before the roll's first die: the first step's "distribution" (it
    /// counts every step still to throw). Empty when none was kept.
    QByteArrayView chances;
    std::optional<QString> resultCode;  ///< the final result's code
    std::optional<qint64> hits;         ///< a count's hits (what its chances are keyed by)
    bool readOffChart = false;          ///< its result was, or still waits to be, read off the printed chart
    QString player;                     ///< "Rolled by"
    QString columnLabel;                ///< the last step's odds column, as the chart prints it
    struct Die {
        int sides = 0;
        int face = 0;
    };
    std::vector<Die> dice;  ///< every die of every step, each with its number of sides

    /// The code its luck is told by: the hits of a count, else the result's code.
    std::optional<QString> luckCode(bool countsHits) const;
};

/// Skims `resolution` (a LogEntry's resolutionJson). Missing or malformed parts are left
/// empty; nothing in the text can make it fail.
StoredLuckRoll storedLuckRollOf(QByteArrayView resolution);

}  // namespace umpire
