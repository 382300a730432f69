// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/chart_reading_memory.h"
#include "core/std_text.h"

namespace umpire {

namespace {

// A damaged settings file must not fill the memory: a printed chart has far fewer cells.
constexpr qsizetype maxGames = 1000;
constexpr qsizetype maxReadingsPerGame = 10000;
constexpr qsizetype maxTextLength = 1000;


}  // namespace

const ChartReadings& ChartReadingMemory::readings(const QString& gameId) const
{
    static const ChartReadings none;
    const auto found = readings_.find(gameId);
    return found == readings_.end() ? none : found->second;
}

void ChartReadingMemory::keep(const QString& gameId, const ChartQuestion& question, const std::string& value)
{
    readings_[gameId][question.key] = value;
    labels_[gameId][question.key] = question.cellLabel();
}

bool ChartReadingMemory::forget(const QString& gameId, const QString& key)
{
    const auto game = readings_.find(gameId);
    if (game == readings_.end() || game->second.erase(key.toStdString()) == 0)
        return false;
    labels_[gameId].erase(key.toStdString());
    return true;
}

QList<KeptChartReading> ChartReadingMemory::kept(const QString& gameId) const
{
    QList<KeptChartReading> list;
    const auto labels = labels_.find(gameId);
    for (const auto& [key, value] : readings(gameId)) {
        std::string label = key;  // a reading kept without its cell's label names its key
        if (labels != labels_.end())
            if (const auto found = labels->second.find(key); found != labels->second.end())
                label = found->second;
        list.push_back({qs(key), qs(label), qs(value)});
    }
    return list;
}

QJsonObject ChartReadingMemory::toJson() const
{
    QJsonObject json;
    for (const auto& [game, cells] : readings_) {
        if (cells.empty())
            continue;
        QJsonObject kept;
        for (const KeptChartReading& reading : this->kept(game))
            kept.insert(reading.key, QJsonObject{{QStringLiteral("value"), reading.value}, {QStringLiteral("label"), reading.label}});
        json.insert(game, kept);
    }
    return json;
}

void ChartReadingMemory::fromJson(const QJsonObject& json)
{
    readings_.clear();
    labels_.clear();
    if (json.size() > maxGames)
        return;
    for (auto game = json.begin(); game != json.end(); ++game) {
        const QJsonObject cells = game.value().toObject();
        if (game.key().isEmpty() || game.key().size() > maxTextLength || cells.size() > maxReadingsPerGame)
            continue;
        for (auto cell = cells.begin(); cell != cells.end(); ++cell) {
            const QJsonObject reading = cell.value().toObject();
            const QString value = reading.value(QStringLiteral("value")).toString();
            const QString label = reading.value(QStringLiteral("label")).toString();
            if (cell.key().isEmpty() || value.isEmpty() || cell.key().size() > maxTextLength || value.size() > maxTextLength ||
                label.size() > maxTextLength)
                continue;
            readings_[game.key()][cell.key().toStdString()] = value.toStdString();
            if (!label.isEmpty())
                labels_[game.key()][cell.key().toStdString()] = label.toStdString();
        }
    }
}

}  // namespace umpire
