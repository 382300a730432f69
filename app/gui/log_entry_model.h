// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSet>

#include <functional>

namespace umpire {

/// The entries of the log as a table: number, time, turn, phase, procedure, dice, result, note.
/// Voided entries are struck out; void entries say what they void and why. An entry of a
/// procedure of several steps is one line that opens to its steps (dice, result, outputs,
/// triggers, values read off the chart), read from the log when first opened.
class LogEntryModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { IdColumn, TimeColumn, TurnColumn, PhaseColumn, ProcedureColumn, DiceColumn, ResultColumn, NoteColumn, ColumnCount };
    /// Role holding the entry id (qint64) on every cell.
    static constexpr int EntryIdRole = Qt::UserRole + 1;

    explicit LogEntryModel(QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    bool hasChildren(const QModelIndex& parent = {}) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    void setEntries(QList<LogEntry> entries);
    const QList<LogEntry>& entries() const { return entries_; }
    /// The entry shown on `row`, or null.
    const LogEntry* entryAt(int row) const;
    /// The entry of `index`, a line of its own or one of its steps; null when none.
    const LogEntry* entryOf(const QModelIndex& index) const;
    /// Procedure id -> label, to show names instead of ids; "procedure/step" -> the step's label.
    void setProcedureLabels(QHash<QString, QString> labels);
    /// Procedure id (or "procedure/step") -> result code -> the result's short label, for the
    /// codes that are identifiers rather than chart marks (FRENCH reads "French"); a code
    /// without one is shown as it is.
    void setResultShortLabels(QHash<QString, QHash<QString, QString>> labels);
    /// `code` as the Result column shows it for `procedureKey`: its short label, or itself.
    QString shownCode(const QString& procedureKey, const QString& code) const;
    /// The procedures whose dice are not read as one sum (dice of different roles, or each die
    /// counted on its own): their lines give no modified roll.
    void setProceduresWithoutSum(QSet<QString> ids) { withoutSum_ = std::move(ids); }
    /// The procedures of several steps, whose entries open to their steps.
    void setSteppedProcedures(QSet<QString> ids) { stepped_ = std::move(ids); }
    /// Reads the stored resolution of an entry listed without it.
    void setResolutionReader(std::function<QJsonObject(qint64)> reader) { reader_ = std::move(reader); }

private:
    /// The steps of the entry on `row`, oldest first (read once, then kept).
    const QList<QJsonObject>& stepsOf(int row) const;
    QVariant stepData(const QJsonObject& step, int stepIndex, int column, int role) const;

    QList<LogEntry> entries_;
    QHash<QString, QString> labels_;
    QHash<QString, QHash<QString, QString>> shortLabels_;
    QSet<QString> stepped_;
    QSet<QString> withoutSum_;
    std::function<QJsonObject(qint64)> reader_;
    mutable QHash<qint64, QList<QJsonObject>> steps_;
};

}  // namespace umpire
