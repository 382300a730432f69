// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"

#include "log/chain_writer.h"
#include "log/entry_search_text.h"
#include "log/log_sql_values.h"
#include "log/resolution_summary.h"
#include "log/write_transaction.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<qint64> GameLog::append(const LogEntryDraft& draft)
{
    auto ids = appendAll({draft});
    if (!ids)
        return ids.failure();
    return ids->first();
}

LogResult<QList<qint64>> GameLog::appendAll(const QList<LogEntryDraft>& drafts)
{
    const QString action = drafts.size() == 1 ? QStringLiteral("cannot append the entry")
                                              : QStringLiteral("cannot append %1 entries").arg(drafts.size());
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (drafts.isEmpty())
        return QList<qint64>();

    // Check every draft before taking the write lock: bad input changes nothing.
    QList<PendingEntry> pending;
    pending.reserve(drafts.size());
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        const LogEntryDraft& draft = drafts.at(i);
        const QString where = drafts.size() == 1 ? QString() : QStringLiteral(" (draft %1)").arg(i + 1);
        auto summary = summarizeResolution(draft.resolution);
        if (!summary)
            return LogError::refused(QStringLiteral("%1: %2%3: %4").arg(path_, action, where, summary.error()));
        if (draft.diceOrigin == DiceOrigin::None)
            return LogError::refused(
                QStringLiteral("%1: %2%3: a roll needs its dice origin (rolled or physical)").arg(path_, action, where));
        if (draft.diceOrigin == DiceOrigin::Rolled && !draft.seed)
            return LogError::refused(
                QStringLiteral("%1: %2%3: dice rolled by the program need their seed").arg(path_, action, where));
        if (draft.diceOrigin == DiceOrigin::Physical && draft.seed)
            return LogError::refused(
                QStringLiteral("%1: %2%3: physical dice have no seed").arg(path_, action, where));
        if (draft.chartResult && draft.chartResult->trimmed().isEmpty())
            return LogError::refused(
                QStringLiteral("%1: %2%3: the chart result is empty").arg(path_, action, where));

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
        entry.searchText = entrySearchText(summary->searchText, draft.turn, draft.phase, draft.chartResult,
                                           draft.note, QString());
        pending << std::move(entry);
    }

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    ChainWriter writer(db, path_, busyTimeoutMs_);
    if (auto error = writer.start(action))
        return *error;
    QList<qint64> ids;
    ids.reserve(pending.size());
    for (PendingEntry& entry : pending) {
        auto id = writer.insert(std::move(entry));
        if (!id)
            return id.failure();
        ids << *id;
    }
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return ids;
}

LogResult<qint64> GameLog::voidEntry(qint64 id, const QString& reason)
{
    const QString action = QStringLiteral("cannot void entry %1").arg(id);
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: a void needs a reason").arg(path_, action));

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);

    QSqlQuery target(db);
    target.prepare(QStringLiteral("SELECT e.session_id, e.kind, (SELECT v.id FROM entries v WHERE v.voids_id = e.id "
                                  "ORDER BY v.id LIMIT 1) FROM entries e WHERE e.id = ?"));
    target.addBindValue(id);
    if (!target.exec())
        return fault(action, target.lastError());
    if (!target.next())
        return LogError::refused(QStringLiteral("%1: %2: there is no entry %3").arg(path_, action).arg(id));
    const qint64 sessionId = target.value(0).toLongLong();
    if (target.value(1).toString() != logEntryKindName(LogEntryKind::Roll))
        return LogError::refused(QStringLiteral("%1: %2: it is itself a void (record the roll again instead)")
                                     .arg(path_, action));
    if (!target.value(2).isNull())
        return LogError::refused(QStringLiteral("%1: %2: it is already voided by entry %3")
                                     .arg(path_, action)
                                     .arg(target.value(2).toLongLong()));
    target.finish();

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
    c.insert(QStringLiteral("voids_id"), id);
    c.insert(QStringLiteral("void_reason"), reason.trimmed());
    c.insert(QStringLiteral("resolution"), QStringLiteral("{}"));
    entry.searchText = entrySearchText(QString(), {}, {}, std::nullopt, {}, reason.trimmed());

    ChainWriter writer(db, path_, busyTimeoutMs_);
    if (auto error = writer.start(action))
        return *error;
    auto newId = writer.insert(std::move(entry));
    if (!newId)
        return newId;
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return newId;
}

}  // namespace umpire
