// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/unasked_chart_reading.h"

#include "engine/assessment.h"
#include "engine/resolution.h"

#include <QStringList>

#include <set>

namespace umpire {

QString unaskedChartReading(const std::vector<RunThrow>& throws, const ChartReadings& given)
{
    std::set<std::string> asked;
    for (const auto& [assessment, resolution] : throws) {
        if (assessment->question)
            return {};
        for (const PlayerValue& value : assessment->playerValues)
            asked.insert(value.key);
        if (resolution) {
            const Outcome& outcome = resolution->outcome;
            if (outcome.chartNeeded && outcome.question)
                return {};
            if (outcome.fromChart)
                asked.insert(outcome.chartKey);
            for (const PlayerValue& value : resolution->playerValues)
                asked.insert(value.key);
        }
    }
    for (const auto& [key, value] : given) {
        if (asked.count(key))
            continue;
        QStringList keys;
        for (const std::string& known : asked)
            keys << QString::fromStdString(known);
        return QStringLiteral("--chart '%1=%2': this roll asks for no value under the key '%1'; %3")
            .arg(QString::fromStdString(key), QString::fromStdString(value),
                 keys.isEmpty() ? QStringLiteral("it asks for none")
                                : QStringLiteral("the keys it asks for are ") + keys.join(QStringLiteral(", ")));
    }
    return {};
}

}  // namespace umpire
