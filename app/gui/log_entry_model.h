// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace umpire {

/// The entries of the log as a table: number, time, turn, phase, procedure, dice, result, note.
/// Voided entries are struck out; void entries say what they void and why.
class LogEntryModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { IdColumn, TimeColumn, TurnColumn, PhaseColumn, ProcedureColumn, DiceColumn, ResultColumn, NoteColumn, ColumnCount };
    /// Role holding the entry id (qint64) on every cell.
    static constexpr int EntryIdRole = Qt::UserRole + 1;

    explicit LogEntryModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setEntries(QList<LogEntry> entries);
    const QList<LogEntry>& entries() const { return entries_; }
    /// The entry shown on `row`, or null.
    const LogEntry* entryAt(int row) const;
    /// Procedure id -> label, to show names instead of ids.
    void setProcedureLabels(QHash<QString, QString> labels);

private:
    QList<LogEntry> entries_;
    QHash<QString, QString> labels_;
};

}  // namespace umpire
