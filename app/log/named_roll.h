// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace umpire {

/// Dice that play different roles, as thrown: each die or group by its label, with the row read
/// from them when a table was read. A sum of such dice means nothing, so none is shown.
struct NamedRoll {
    struct Group {
        QString label;       ///< "French die"
        QList<qint64> faces;
    };
    QList<Group> groups;      ///< in the procedure's order
    std::optional<qint64> row;

    /// "French die 5, German die 2"
    QString diceText() const;
    /// "French die 5, German die 2  read on row 3"; without the row when none was read.
    QString text() const;
};

/// The named dice of a resolution's JSON as the log stores it (`dice_groups` for the labels and
/// the order, `roll.named` for the faces, `roll.row`). Nullopt when its dice are not named, or
/// when the JSON lacks what the text needs: a label for each group, or the row of a result read
/// (entries logged before the JSON gave it).
std::optional<NamedRoll> namedRollOf(const QJsonObject& resolution);

}  // namespace umpire
