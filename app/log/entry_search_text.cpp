#include "log/entry_search_text.h"

#include "log/resolution_summary.h"

#include <QStringList>

namespace umpire {

QString entrySearchText(LogEntryKind kind, const QJsonObject& resolution, const QString& turn,
                        const QString& phase, const std::optional<QString>& chartResult,
                        const QString& note, const QString& voidReason)
{
    QStringList parts;
    if (kind == LogEntryKind::Roll) {
        const auto summary = summarizeResolution(resolution);
        if (summary)
            parts << summary->searchText;
    }
    parts << turn << phase << chartResult.value_or(QString()) << note << voidReason;
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n'));
}

}  // namespace umpire
