// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/situation_memory.h"

#include "core/situation_json.h"

namespace umpire {

QString SituationMemory::key(const QString& gameId, const QString& procedureId) { return gameId + QLatin1Char('/') + procedureId; }

QJsonObject SituationMemory::recall(const QString& gameId, const QString& procedureId) const
{
    const auto found = situations_.find(key(gameId, procedureId));
    return found == situations_.end() ? QJsonObject() : found->second;
}

void SituationMemory::remember(const Situation& situation)
{
    if (situation.game.empty() || situation.procedure.empty())
        return;
    situations_[key(QString::fromStdString(situation.game), QString::fromStdString(situation.procedure))] = situationValuesJson(situation);
}

void SituationMemory::forget(const QString& gameId, const QString& procedureId) { situations_.erase(key(gameId, procedureId)); }

QJsonObject SituationMemory::toJson() const
{
    QJsonObject json;
    for (const auto& [k, values] : situations_)
        json.insert(k, values);
    return json;
}

void SituationMemory::fromJson(const QJsonObject& json)
{
    situations_.clear();
    for (auto it = json.begin(); it != json.end(); ++it)
        if (it.value().isObject() && it.key().contains(QLatin1Char('/')))
            situations_[it.key()] = it.value().toObject();
}

}  // namespace umpire
