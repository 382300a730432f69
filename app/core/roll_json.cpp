// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/roll_json.h"

#include "core/resolution_json.h"

#include "engine/resolution.h"

#include <QJsonArray>

namespace umpire {

QJsonObject thrownStepJson(const Assessment& assessment, const OutcomeDistribution& distribution, const Resolution& resolution,
                           std::optional<quint64> seed, const ChartReadings& readings, const std::set<std::string>& keptReadings)
{
    QJsonObject o = resolutionJson(assessment, distribution, &resolution);
    if (seed)
        o["seed"] = QString::number(*seed);
    if (!readings.empty()) {
        QJsonObject read;
        for (const auto& [key, value] : readings)
            read.insert(QString::fromStdString(key), QString::fromStdString(value));
        o["chart_readings"] = read;
    }
    if (!keptReadings.empty()) {
        QJsonArray kept;
        for (const auto& key : keptReadings)
            kept.append(QString::fromStdString(key));
        o["chart_readings_kept"] = kept;
    }
    return o;
}

QJsonObject nestSteps(QList<QJsonObject> steps)
{
    if (steps.isEmpty())
        return {};
    QJsonObject last = steps.takeLast();
    if (!steps.isEmpty()) {
        QJsonArray earlier;
        for (const auto& step : steps)
            earlier.append(step);
        last["steps"] = earlier;
    }
    return last;
}

QJsonObject stepsAtTopLevel(const QList<QJsonObject>& steps)
{
    if (steps.isEmpty())
        return {};
    // Only a procedure of several steps names its step; a single step stands as it is.
    if (!steps.first().contains(QStringLiteral("step")))
        return steps.first();
    QJsonArray listed;
    for (const auto& step : steps)
        listed.append(step);
    // What every step shares (the situation, the game options) and the final result.
    const QJsonObject& last = steps.last();
    QJsonObject roll;
    for (const auto* key : {"game", "procedure", "situation", "options", "result"})
        if (last.contains(QLatin1String(key)))
            roll.insert(QLatin1String(key), last.value(QLatin1String(key)));
    roll.insert(QStringLiteral("steps"), listed);
    return roll;
}

}  // namespace umpire
