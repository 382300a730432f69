// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/pending_entries.h"

#include "log/log_sql_values.h"
#include "log/resolution_summary.h"

#include <QDateTime>
#include <QJsonValue>
#include <QStringList>

namespace umpire {

LogResult<PendingEntry> pendingRoll(const LogEntryDraft& draft, const QString& path, const QString& action,
                                    const QString& where)
{
    auto summary = summarizeResolution(draft.resolution);
    if (!summary)
        return LogError::refused(QStringLiteral("%1: %2%3: %4").arg(path, action, where, summary.error()));
    // A decision throws no dice: its origin is "none"; a roll with dice must say where they came from.
    if (draft.diceOrigin == DiceOrigin::None && !summary->dice.isEmpty())
        return LogError::refused(
            QStringLiteral("%1: %2%3: a roll needs its dice origin (rolled or physical)").arg(path, action, where));
    // A sealed roll (log/dice_seal.h) has no seed of its own: its dice come from the session's.
    if (draft.diceOrigin == DiceOrigin::Rolled && !draft.seed && !draft.resolution.contains(QStringLiteral("sealed_dice")))
        return LogError::refused(
            QStringLiteral("%1: %2%3: dice rolled by the program need their seed").arg(path, action, where));
    if (draft.resolution.contains(QStringLiteral("sealed_dice")) && (draft.seed || draft.diceOrigin != DiceOrigin::Rolled))
        return LogError::refused(QStringLiteral("%1: %2%3: only program dice are sealed, and a sealed roll has no seed "
                                                "of its own")
                                     .arg(path, action, where));
    if (draft.diceOrigin == DiceOrigin::Physical && draft.seed)
        return LogError::refused(QStringLiteral("%1: %2%3: physical dice have no seed").arg(path, action, where));
    if (draft.chartResult && draft.chartResult->trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2%3: the chart result is empty").arg(path, action, where));

    PendingEntry entry;
    entry.sessionId = draft.sessionId;
    entry.parentId = draft.parentId;
    entry.game = summary->game;
    QStringList faces;
    for (int die : summary->dice)
        faces << QString::number(die);
    QJsonObject& c = entry.columns;
    c.insert(QStringLiteral("session_id"), draft.sessionId);
    c.insert(QStringLiteral("kind"), logEntryKindName(LogEntryKind::Roll));
    c.insert(QStringLiteral("time_utc"), nowUtc(draft.time));
    c.insert(QStringLiteral("turn"), draft.turn);
    c.insert(QStringLiteral("phase"), draft.phase);
    c.insert(QStringLiteral("procedure"), summary->procedure);
    c.insert(QStringLiteral("column_label"), optionalText(summary->column));
    c.insert(QStringLiteral("dice"), faces.join(QLatin1Char(',')));
    c.insert(QStringLiteral("natural"), optionalNumber(summary->natural));
    c.insert(QStringLiteral("modified"), optionalNumber(summary->modified));
    c.insert(QStringLiteral("drm_total"), optionalNumber(summary->drmTotal));
    c.insert(QStringLiteral("result_code"), optionalText(summary->resultCode));
    c.insert(QStringLiteral("result_text"), summary->resultText);
    c.insert(QStringLiteral("dice_origin"), diceOriginName(draft.diceOrigin));
    c.insert(QStringLiteral("seed"), draft.seed ? QJsonValue(QString::number(*draft.seed)) : QJsonValue());
    c.insert(QStringLiteral("chart_result"), optionalText(draft.chartResult));
    c.insert(QStringLiteral("parent_id"), optionalNumber(draft.parentId));
    c.insert(QStringLiteral("note"), draft.note);
    c.insert(QStringLiteral("voids_id"), QJsonValue());
    c.insert(QStringLiteral("void_reason"), QJsonValue());
    c.insert(QStringLiteral("resolution"), QString::fromUtf8(summary->canonicalJson));
    return entry;
}

PendingEntry pendingVoid(qint64 sessionId, qint64 voidsId, const QString& reason)
{
    PendingEntry entry;
    entry.sessionId = sessionId;
    QJsonObject& c = entry.columns;
    c.insert(QStringLiteral("session_id"), sessionId);
    c.insert(QStringLiteral("kind"), logEntryKindName(LogEntryKind::Void));
    c.insert(QStringLiteral("time_utc"), nowUtc(QDateTime()));
    c.insert(QStringLiteral("turn"), QString());
    c.insert(QStringLiteral("phase"), QString());
    c.insert(QStringLiteral("procedure"), QString());
    c.insert(QStringLiteral("column_label"), QJsonValue());
    c.insert(QStringLiteral("dice"), QString());
    c.insert(QStringLiteral("natural"), QJsonValue());
    c.insert(QStringLiteral("modified"), QJsonValue());
    c.insert(QStringLiteral("drm_total"), QJsonValue());
    c.insert(QStringLiteral("result_code"), QJsonValue());
    c.insert(QStringLiteral("result_text"), QString());
    c.insert(QStringLiteral("dice_origin"), diceOriginName(DiceOrigin::None));
    c.insert(QStringLiteral("seed"), QJsonValue());
    c.insert(QStringLiteral("chart_result"), QJsonValue());
    c.insert(QStringLiteral("parent_id"), QJsonValue());
    c.insert(QStringLiteral("note"), QString());
    c.insert(QStringLiteral("voids_id"), voidsId);
    c.insert(QStringLiteral("void_reason"), reason.trimmed());
    c.insert(QStringLiteral("resolution"), QStringLiteral("{}"));
    return entry;
}

}  // namespace umpire
