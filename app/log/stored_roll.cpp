// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/stored_roll.h"

#include "log/log_entry.h"

#include <QJsonObject>

namespace umpire {

StoredRoll storedRollOf(const LogEntry& entry)
{
    // Most entries read their dice as a sum: the stored JSON is parsed only when it may say
    // otherwise (a list of the newest thousands of entries stays cheap).
    if (!entry.resolutionJson.contains(R"("named")") && !entry.resolutionJson.contains(R"("hits")"))
        return {};
    const QJsonObject resolution = entry.resolution();
    StoredRoll roll;
    roll.named = namedRollOf(resolution);
    const QJsonValue hits = resolution.value(QStringLiteral("roll")).toObject().value(QStringLiteral("hits"));
    if (hits.isDouble())
        roll.hits = hits.toInteger();
    return roll;
}

}  // namespace umpire
