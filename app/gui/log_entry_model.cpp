// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_entry_model.h"

#include "core/cup_log.h"

#include <QFont>
#include <QJsonArray>
#include <QGuiApplication>
#include <QPalette>

namespace umpire {

namespace {

QString codeShown(const LogNames& names, const QString& procedureKey, const QString& code)
{
    const auto procedure = names.shortLabels.constFind(procedureKey);
    return procedure == names.shortLabels.cend() ? code : procedure->value(code, code);
}

}  // namespace

LogEntryModel::LogEntryModel(QObject* parent) : QAbstractItemModel(parent) {}

// Internal id 0: an entry's own line; n > 0: a step of the entry on row n - 1.
QModelIndex LogEntryModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < entries_.size() ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0 || row >= rowCount(parent))
        return {};
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex LogEntryModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, quintptr(0));
}

bool LogEntryModel::hasChildren(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return !entries_.isEmpty();
    if (parent.internalId() != 0)
        return false;
    const LogEntry* e = entryAt(parent.row());
    return e && e->kind == LogEntryKind::Roll && namesOf(*e).stepped.contains(e->procedure);
}

int LogEntryModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(entries_.size());
    if (!hasChildren(parent))
        return 0;
    return static_cast<int>(stepsOf(parent.row()).size());
}

int LogEntryModel::columnCount(const QModelIndex&) const { return ColumnCount; }

const LogEntry* LogEntryModel::entryOf(const QModelIndex& index) const
{
    if (!index.isValid())
        return nullptr;
    return entryAt(index.internalId() == 0 ? index.row() : static_cast<int>(index.internalId() - 1));
}

const QList<QJsonObject>& LogEntryModel::stepsOf(int row) const
{
    const LogEntry& e = entries_[row];
    auto found = steps_.find(e.id);
    if (found != steps_.end())
        return *found;
    const QJsonObject resolution = !e.resolutionJson.isEmpty() ? e.resolution() : reader_ ? reader_(e.id) : QJsonObject();
    QList<QJsonObject> steps;
    for (const QJsonValue& step : resolution.value(QStringLiteral("steps")).toArray())
        steps << step.toObject();
    if (!resolution.isEmpty())
        steps << resolution;
    return *steps_.insert(e.id, steps);
}

QVariant LogEntryModel::stepData(const QJsonObject& step, const LogNames& names, int stepIndex, int column, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const QString procedure = step.value(QStringLiteral("procedure")).toString();
    const QString stepId = step.value(QStringLiteral("step")).toString();
    switch (column) {
    case ProcedureColumn:
        return tr("Step %1: %2").arg(stepIndex + 1).arg(names.labels.value(procedure + QLatin1Char('/') + stepId, stepId));
    case DiceColumn: {
        const QJsonObject roll = step.value(QStringLiteral("roll")).toObject();
        QStringList faces;
        for (const QJsonValue& face : roll.value(QStringLiteral("dice")).toArray())
            faces << QString::number(face.toInteger());
        return faces.join(QLatin1Char(','));
    }
    case ResultColumn: {
        QStringList parts;
        const QJsonObject result = step.value(QStringLiteral("result")).toObject();
        // A step that only computes values has an empty code: its outputs speak for it.
        if (!result.value(QStringLiteral("code")).toString().isEmpty())
            parts << codeShown(names, stepId.isEmpty() ? procedure : procedure + QLatin1Char('/') + stepId,
                               result.value(QStringLiteral("code")).toString());
        for (const QJsonValue& item : step.value(QStringLiteral("outputs")).toArray()) {
            const QJsonObject output = item.toObject();
            const QJsonValue value = output.value(QStringLiteral("value"));
            parts << QStringLiteral("%1 %2").arg(output.value(QStringLiteral("label")).toString(),
                                                 value.isDouble() ? QString::number(value.toDouble()) : value.toVariant().toString());
        }
        for (const QJsonValue& item : step.value(QStringLiteral("triggers")).toArray())
            parts << tr("triggered: %1").arg(item.toObject().value(QStringLiteral("label")).toString());
        for (const QJsonValue& item : step.value(QStringLiteral("player_values")).toArray())
            parts << tr("chart: %1 = %2").arg(item.toObject().value(QStringLiteral("label")).toString(),
                                                 item.toObject().value(QStringLiteral("value")).toString());
        return parts.join(QStringLiteral("; "));
    }
    default: return {};
    }
}

const LogEntry* LogEntryModel::entryAt(int row) const
{
    return row >= 0 && row < entries_.size() ? &entries_[row] : nullptr;
}

void LogEntryModel::setEntries(QList<LogEntry> entries)
{
    beginResetModel();
    entries_ = std::move(entries);
    steps_.clear();
    endResetModel();
}

void LogEntryModel::setNames(LogNames names)
{
    beginResetModel();  // which entries open to steps may change
    names_ = std::move(names);
    steps_.clear();
    endResetModel();
}

void LogEntryModel::setSessions(QHash<qint64, LogNames> names, QHash<qint64, QString> titles)
{
    beginResetModel();
    sessionNames_ = std::move(names);
    sessionTitles_ = std::move(titles);
    steps_.clear();
    endResetModel();
}

const LogNames& LogEntryModel::namesOf(const LogEntry& entry) const
{
    const auto found = sessionNames_.constFind(entry.sessionId);
    return found == sessionNames_.cend() ? names_ : *found;
}

QString LogEntryModel::shownCode(const QString& procedureKey, const QString& code) const
{
    return codeShown(names_, procedureKey, code);
}

QVariant LogEntryModel::data(const QModelIndex& index, int role) const
{
    if (index.isValid() && index.internalId() != 0) {
        const int row = static_cast<int>(index.internalId() - 1);
        const auto& steps = stepsOf(row);
        return index.row() < steps.size() ? stepData(steps[index.row()], namesOf(entries_[row]), index.row(), index.column(), role)
                                          : QVariant();
    }
    const LogEntry* e = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    const bool isVoid = e->kind == LogEntryKind::Void;
    const LogNames& names = namesOf(*e);
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
        if (index.column() == DiceColumn && e->diceOrigin == DiceOrigin::Rolled)
            return tr("Rolled by the program from the session's sealed dice");
        if (index.column() == DiceColumn && e->diceOrigin == DiceOrigin::Physical && !e->dice.isEmpty())
            return tr("Physical dice typed in");
        if (index.column() == ResultColumn) {
            const QString code = e->resultCode.value_or(QString());
            // A chit's code is the module's id for it, no mark printed on the counter: its text names it.
            if (!code.isEmpty() && codeShown(names, e->procedure, code) != code && e->procedure != CupLog::drawProcedure)
                return tr("%1 (logged as %2)").arg(e->resultText, code);
            return e->resultText;
        }
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
    case PhaseColumn: return CupLog::phaseLabel(e->phase);
    case ProcedureColumn: return isVoid ? tr("Void") : names.labels.value(e->procedure, e->procedure);
    case DiceColumn: return e->diceText();
    case ResultColumn: {
        if (isVoid)
            return tr("voids #%1: %2").arg(e->voidsId.value_or(0)).arg(e->voidReason);
        QString result = codeShown(names, e->procedure, e->resultCode.value_or(QString()));
        if (e->chartResult)
            result = tr("%1 (read off the chart)").arg(*e->chartResult);
        if (e->modified && !names.withoutSum.contains(e->procedure))
            result = tr("%1  [roll %2]").arg(result).arg(*e->modified);
        if (e->parentId)
            result += QStringLiteral("  ") + tr("follows #%1").arg(*e->parentId);
        return result;
    }
    case NoteColumn: return e->note;
    case SessionColumn: return sessionTitles_.value(e->sessionId, tr("session %1").arg(e->sessionId));
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
    case SessionColumn: return tr("Session");
    default: return {};
    }
}

}  // namespace umpire
