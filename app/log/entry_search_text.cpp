// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_search_text.h"

#include <QStringList>

namespace umpire {

QString entrySearchText(const QString& resolutionText, const QString& turn, const QString& phase,
                        const std::optional<QString>& chartResult, const QString& note,
                        const QString& voidReason)
{
    QStringList parts{resolutionText};
    parts << turn << phase << chartResult.value_or(QString()) << note << voidReason;
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n'));
}

}  // namespace umpire
