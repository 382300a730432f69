// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_entry_model.h"

#include <QFont>
#include <QGuiApplication>
#include <QPalette>

namespace umpire {

LogEntryModel::LogEntryModel(QObject* parent) : QAbstractTableModel(parent) {}

int LogEntryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(entries_.size()); }
int LogEntryModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

const LogEntry* LogEntryModel::entryAt(int row) const
{
    return row >= 0 && row < entries_.size() ? &entries_[row] : nullptr;
}

void LogEntryModel::setEntries(QList<LogEntry> entries)
{
    beginResetModel();
    entries_ = std::move(entries);
    endResetModel();
}

void LogEntryModel::setProcedureLabels(QHash<QString, QString> labels)
{
    labels_ = std::move(labels);
    if (!entries_.isEmpty())
        emit dataChanged(index(0, ProcedureColumn), index(rowCount() - 1, ProcedureColumn));
}

QVariant LogEntryModel::data(const QModelIndex& index, int role) const
{
    const LogEntry* e = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    const bool isVoid = e->kind == LogEntryKind::Void;
    if (role == EntryIdRole)
        return e->id;
    if (role == Qt::FontRole && e->voidedBy) {
        QFont f;
        f.setStrikeOut(true);
        return f;
    }
    if (role == Qt::ForegroundRole && (e->voidedBy || isVoid))
        return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role == Qt::ToolTipRole) {
        if (e->voidedBy)
            return tr("Voided by entry %1").arg(*e->voidedBy);
        if (index.column() == DiceColumn && e->diceOrigin == DiceOrigin::Rolled && e->seed)
            return tr("Rolled by the program, seed %1").arg(*e->seed);
        if (index.column() == DiceColumn && e->diceOrigin == DiceOrigin::Physical)
            return tr("Physical dice typed in");
        if (index.column() == ResultColumn)
            return e->resultText;
        if (index.column() == TimeColumn)
            return QLocale().toString(e->time.toLocalTime(), QLocale::LongFormat);
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case IdColumn: return e->id;
    case TimeColumn: return e->time.toLocalTime().toString(QStringLiteral("HH:mm:ss"));
    case TurnColumn: return e->turn;
    case PhaseColumn: return e->phase;
    case ProcedureColumn: return isVoid ? tr("Void") : labels_.value(e->procedure, e->procedure);
    case DiceColumn: return e->diceText();
    case ResultColumn: {
        if (isVoid)
            return tr("voids #%1: %2").arg(e->voidsId.value_or(0)).arg(e->voidReason);
        QString result = e->resultCode.value_or(QString());
        if (e->chartResult)
            result = tr("%1 (read off the chart)").arg(*e->chartResult);
        if (e->modified)
            result = tr("%1  [roll %2]").arg(result).arg(*e->modified);
        if (e->parentId)
            result += QStringLiteral("  ") + tr("follows #%1").arg(*e->parentId);
        return result;
    }
    case NoteColumn: return e->note;
    default: return {};
    }
}

QVariant LogEntryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn: return tr("#");
    case TimeColumn: return tr("Time");
    case TurnColumn: return tr("Turn");
    case PhaseColumn: return tr("Phase");
    case ProcedureColumn: return tr("Procedure");
    case DiceColumn: return tr("Dice");
    case ResultColumn: return tr("Result");
    case NoteColumn: return tr("Note");
    default: return {};
    }
}

}  // namespace umpire
