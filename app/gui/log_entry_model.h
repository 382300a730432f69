// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/log_names.h"
#include "log/log_entry.h"

#include <QAbstractItemModel>
#include <QHash>
#include <QJsonObject>
#include <QList>

#include <functional>

namespace umpire {

/// The entries of the log as a table: number, time, turn, phase, procedure, dice, result, note,
/// and the session (hidden where the list shows one session).
/// Voided entries are struck out; void entries say what they void and why. An entry of a
/// procedure of several steps is one line that opens to its steps (dice, result, outputs,
/// triggers, values read off the chart), read from the log when first opened.
class LogEntryModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column {
        IdColumn, TimeColumn, TurnColumn, PhaseColumn, ProcedureColumn, DiceColumn, ResultColumn, NoteColumn, SessionColumn,
        ColumnCount
    };
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
    /// The names of the one game whose entries are listed (LogNames::ofGame).
    void setNames(LogNames names);
    /// For a list of several games' sessions: each session's game's names, and what the
    /// Session column says of it. An entry of a session not given uses those of setNames().
    void setSessions(QHash<qint64, LogNames> names, QHash<qint64, QString> titles);
    /// `code` as the Result column shows it for `procedureKey` of the game of setNames(): its
    /// short label, or itself.
    QString shownCode(const QString& procedureKey, const QString& code) const;
    /// Reads the stored resolution of an entry listed without it.
    void setResolutionReader(std::function<QJsonObject(qint64)> reader) { reader_ = std::move(reader); }

private:
    /// The steps of the entry on `row`, oldest first (read once, then kept).
    const QList<QJsonObject>& stepsOf(int row) const;
    QVariant stepData(const QJsonObject& step, const LogNames& names, int stepIndex, int column, int role) const;
    const LogNames& namesOf(const LogEntry& entry) const;

    QList<LogEntry> entries_;
    LogNames names_;
    QHash<qint64, LogNames> sessionNames_;
    QHash<qint64, QString> sessionTitles_;
    std::function<QJsonObject(qint64)> reader_;
    mutable QHash<qint64, QList<QJsonObject>> steps_;
};

}  // namespace umpire
