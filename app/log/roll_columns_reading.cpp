// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/roll_columns_reading.h"

#include "log/log_task.h"

#include <sqlite3.h>

#include <memory>

namespace umpire {

namespace {

enum RollColumn {
    Id, Session, Kind, Turn, Procedure, Column, Dice, ResultCode, ResultText, Origin, ChartResult, Parent, VoidedBy, Resolution
};

QString rollColumnText(sqlite3_stmt* row, int column)
{
    const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(row, column));
    return text ? QString::fromUtf8(text, sqlite3_column_bytes(row, column)) : QString();
}

std::optional<QString> rollColumnOptionalText(sqlite3_stmt* row, int column)
{
    if (sqlite3_column_type(row, column) == SQLITE_NULL)
        return std::nullopt;
    return rollColumnText(row, column);
}

std::optional<qint64> rollColumnNumber(sqlite3_stmt* row, int column)
{
    if (sqlite3_column_type(row, column) == SQLITE_NULL)
        return std::nullopt;
    return sqlite3_column_int64(row, column);
}

LogEntry rollColumnsEntry(sqlite3_stmt* row)
{
    LogEntry entry;
    entry.id = sqlite3_column_int64(row, Id);
    entry.sessionId = sqlite3_column_int64(row, Session);
    entry.kind = logEntryKindFromName(rollColumnText(row, Kind)).value_or(LogEntryKind::Roll);
    entry.turn = rollColumnText(row, Turn);
    entry.procedure = rollColumnText(row, Procedure);
    entry.column = rollColumnOptionalText(row, Column);
    const auto* dice = reinterpret_cast<const char*>(sqlite3_column_text(row, Dice));
    if (dice != nullptr && *dice != '\0') {
        for (const QByteArray& face : QByteArray(dice, sqlite3_column_bytes(row, Dice)).split(','))
            entry.dice << face.toInt();
    }
    entry.resultCode = rollColumnOptionalText(row, ResultCode);
    entry.resultText = rollColumnText(row, ResultText);
    entry.diceOrigin = diceOriginFromName(rollColumnText(row, Origin)).value_or(DiceOrigin::None);
    entry.chartResult = rollColumnOptionalText(row, ChartResult);
    entry.parentId = rollColumnNumber(row, Parent);
    entry.voidedBy = rollColumnNumber(row, VoidedBy);
    const auto* resolution = static_cast<const char*>(sqlite3_column_blob(row, Resolution));
    if (resolution != nullptr)
        entry.resolutionJson = QByteArray(resolution, sqlite3_column_bytes(row, Resolution));
    return entry;
}

}  // namespace

std::optional<QString> visitRollColumns(sqlite3* db, const FilterSql& sql, LogTask* task,
                                        const std::function<bool(const LogEntry&)>& visit, bool& cancelled)
{
    cancelled = false;
    // The columns in RollColumn's order; the resolution as a blob: its bytes as stored.
    const QByteArray statement =
        QStringLiteral("SELECT e.id, e.session_id, e.kind, e.turn, e.procedure, e.column_label, e.dice, e.result_code,"
                       " e.result_text, e.dice_origin, e.chart_result, e.parent_id,"
                       " (SELECT v.id FROM entries v WHERE v.voids_id = e.id ORDER BY v.id LIMIT 1),"
                       " (SELECT CAST(r.resolution AS BLOB) FROM entry_resolutions r WHERE r.entry_id = e.id)%1%2 ORDER BY %3")
            .arg(sql.from, sql.where, sql.orderBy)
            .toUtf8();
    sqlite3_stmt* prepared = nullptr;
    if (sqlite3_prepare_v2(db, statement.constData(), int(statement.size()), &prepared, nullptr) != SQLITE_OK)
        return QString::fromUtf8(sqlite3_errmsg(db));
    const std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> finalizing(prepared, sqlite3_finalize);
    int parameter = 1;
    for (const QVariant& value : sql.values) {
        const bool number = value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int;
        const QByteArray text = number ? QByteArray() : value.toString().toUtf8();
        const int bound = number ? sqlite3_bind_int64(prepared, parameter, value.toLongLong())
                                 : sqlite3_bind_text(prepared, parameter, text.constData(), int(text.size()), SQLITE_TRANSIENT);
        if (bound != SQLITE_OK)
            return QString::fromUtf8(sqlite3_errmsg(db));
        ++parameter;
    }
    qint64 read = 0;
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(prepared)) == SQLITE_ROW) {
        if (!visit(rollColumnsEntry(prepared)))
            return std::nullopt;
        if (task && ++read % 500 == 0 && task->cancelled()) {
            cancelled = true;
            return QString();
        }
    }
    if (step != SQLITE_DONE)
        return QString::fromUtf8(sqlite3_errmsg(db));
    return std::nullopt;
}

}  // namespace umpire
