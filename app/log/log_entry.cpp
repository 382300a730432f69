// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_entry.h"

#include <QJsonDocument>
#include <QStringList>

namespace umpire {

QString logEntryKindName(LogEntryKind kind)
{
    switch (kind) {
    case LogEntryKind::Roll: return QStringLiteral("roll");
    case LogEntryKind::Void: return QStringLiteral("void");
    }
    return {};
}

std::optional<LogEntryKind> logEntryKindFromName(const QString& name)
{
    for (LogEntryKind kind : {LogEntryKind::Roll, LogEntryKind::Void}) {
        if (logEntryKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

QString diceOriginName(DiceOrigin origin)
{
    switch (origin) {
    case DiceOrigin::Rolled: return QStringLiteral("rolled");
    case DiceOrigin::Physical: return QStringLiteral("physical");
    case DiceOrigin::None: return QStringLiteral("none");
    }
    return {};
}

std::optional<DiceOrigin> diceOriginFromName(const QString& name)
{
    for (DiceOrigin origin : {DiceOrigin::Rolled, DiceOrigin::Physical, DiceOrigin::None}) {
        if (diceOriginName(origin) == name)
            return origin;
    }
    return std::nullopt;
}

QJsonObject LogEntry::resolution() const
{
    return QJsonDocument::fromJson(resolutionJson).object();
}

QString LogEntry::diceText() const
{
    QStringList faces;
    for (int die : dice)
        faces << QString::number(die);
    return faces.join(QLatin1Char(','));
}

}  // namespace umpire
