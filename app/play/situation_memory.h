// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/situation.h"

#include <QJsonObject>
#include <QString>

#include <map>

namespace umpire {

/// The situation last entered for each procedure of each game, so that switching procedure or
/// game, or restarting, does not lose what the players typed. Kept as JSON values, the shape
/// the log stores, so a module that changed since is checked again when the situation returns.
class SituationMemory {
public:
    /// What was last entered for `procedureId` of `gameId` (empty when nothing was).
    QJsonObject recall(const QString& gameId, const QString& procedureId) const;
    void remember(const Situation& situation);
    void forget(const QString& gameId, const QString& procedureId);

    /// Everything remembered: {"game/procedure": {input: value}}.
    QJsonObject toJson() const;
    /// Replaces what is remembered; entries that are not objects are skipped.
    void fromJson(const QJsonObject& json);

private:
    static QString key(const QString& gameId, const QString& procedureId);
    std::map<QString, QJsonObject> situations_;
};

}  // namespace umpire
