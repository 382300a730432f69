// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <vector>

namespace umpire {

struct Assessment;

/// The physical dice a player typed with --roll: either faces in throwing order ("4,5": this
/// roll's dice, then any later step's or follow-up's), or by name ("french=5", one named die;
/// "bombard=5,2", every die of a step in the order the module names them).
class RollPlan {
public:
    /// Empty error on success.
    static RollPlan parse(const QStringList& values, QString& error);

    bool isEmpty() const { return positional_.empty() && byName_.isEmpty(); }

    /// The dice for this step. Nullopt with an empty error when the plan gives none for it
    /// (the step is not thrown yet); an error when it gives some but not all.
    std::optional<std::vector<std::int64_t>> take(const Assessment& step, QString& error);

    /// What the plan gave that no roll used, as an error; empty when everything was used.
    QString leftOver(bool severalRolls) const;

private:
    std::vector<std::int64_t> positional_;
    QMap<QString, std::vector<std::int64_t>> byName_;
    QStringList used_;
};

}  // namespace umpire
