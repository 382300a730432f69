// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_rows.h"

#include "log/log_sql_values.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace umpire {

const QString& entrySelectColumns()
{
    static const QString columns = QStringLiteral(
        "e.id, e.session_id, e.kind, e.time_utc, e.turn, e.phase, e.procedure, e.column_label, e.dice,"
        " e.natural, e.modified, e.drm_total, e.result_code, e.result_text, e.dice_origin, e.seed,"
        " e.chart_result, e.parent_id, e.note, e.voids_id, e.void_reason, %1, %2,"
        " (SELECT v.id FROM entries v WHERE v.voids_id = e.id ORDER BY v.id LIMIT 1)");
    return columns;
}

LogEntry readEntry(const QSqlQuery& row)
{
    LogEntry entry;
    entry.id = row.value(0).toLongLong();
    entry.sessionId = row.value(1).toLongLong();
    entry.kind = logEntryKindFromName(row.value(2).toString()).value_or(LogEntryKind::Roll);
    entry.time = parseUtc(row.value(3).toString());
    entry.turn = row.value(4).toString();
    entry.phase = row.value(5).toString();
    entry.procedure = row.value(6).toString();
    entry.column = textOrNull(row.value(7));
    const QString dice = row.value(8).toString();
    if (!dice.isEmpty()) {
        for (const QString& face : dice.split(QLatin1Char(',')))
            entry.dice << face.toInt();
    }
    entry.natural = intOrNull(row.value(9));
    entry.modified = intOrNull(row.value(10));
    entry.drmTotal = intOrNull(row.value(11));
    entry.resultCode = textOrNull(row.value(12));
    entry.resultText = row.value(13).toString();
    entry.diceOrigin = diceOriginFromName(row.value(14).toString()).value_or(DiceOrigin::None);
    if (!row.value(15).isNull())
        entry.seed = row.value(15).toString().toULongLong();
    entry.chartResult = textOrNull(row.value(16));
    entry.parentId = numberOrNull(row.value(17));
    entry.note = row.value(18).toString();
    entry.voidsId = numberOrNull(row.value(19));
    entry.voidReason = row.value(20).toString();
    // A file's query reads the resolution as a blob: its UTF-8 bytes as they are, not decoded to
    // a QString and encoded again (most of the cost of reading a resolution).
    const QVariant resolution = row.value(21);
    entry.resolutionJson = resolution.typeId() == QMetaType::QByteArray ? resolution.toByteArray() : resolution.toString().toUtf8();
    entry.prevHash = row.value(22).toString();
    entry.hash = row.value(23).toString();
    entry.voidedBy = numberOrNull(row.value(24));
    return entry;
}

LogSession readSession(const QSqlQuery& row)
{
    LogSession session;
    session.id = row.value(0).toLongLong();
    session.game = row.value(1).toString();
    session.scenario = row.value(2).toString();
    for (const QJsonValue& player : QJsonDocument::fromJson(row.value(3).toString().toUtf8()).array())
        session.players << player.toString();
    session.created = parseUtc(row.value(4).toString());
    session.entryCount = row.value(5).toLongLong();
    return session;
}

const QString& sessionSelect()
{
    static const QString select = QStringLiteral(
        "SELECT s.id, s.game, s.scenario, s.players, s.created_utc,"
        " coalesce((SELECT c.entries FROM session_counts c WHERE c.session_id = s.id), 0) FROM sessions s");
    return select;
}

const QString& sealColumns()
{
    static const QString columns =
        QStringLiteral("session_id, commitment, sealed_utc, phrase, phrase_utc, secret, revealed_utc, rolls");
    return columns;
}

SessionSeal readSeal(const QSqlQuery& row, int first)
{
    const auto utc = [&](int column) {
        const QVariant value = row.value(first + column);
        return value.isNull() ? QDateTime() : parseUtc(value.toString());
    };
    SessionSeal seal;
    seal.sessionId = row.value(first).toLongLong();
    seal.commitment = row.value(first + 1).toString();
    seal.sealed = utc(2);
    seal.phrase = row.value(first + 3).toString();
    seal.phraseGiven = utc(4);
    seal.secret = row.value(first + 5).toString();
    seal.revealed = utc(6);
    seal.rolls = row.value(first + 7).toLongLong();
    return seal;
}

}  // namespace umpire
