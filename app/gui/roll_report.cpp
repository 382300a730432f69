// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/roll_report.h"

#include "gui/gui_text.h"

#include "play/played_roll.h"

#include "engine/procedure.h"

#include <QCoreApplication>

namespace umpire {

namespace {

RollReport::LogState stateOf(RecordState state)
{
    switch (state) {
    case RecordState::AwaitingChart: return RollReport::LogState::Pending;
    case RecordState::Writing: return RollReport::LogState::Writing;
    case RecordState::Logged: return RollReport::LogState::Logged;
    case RecordState::Failed: return RollReport::LogState::Failed;
    case RecordState::Discarded: return RollReport::LogState::Discarded;
    case RecordState::NotLogged: return RollReport::LogState::NotLogged;
    }
    return RollReport::LogState::Pending;
}

/// A code players can read as a name: letters or digits, not a lone mark like "-".
bool meaningfulCode(const QString& code)
{
    for (const QChar c : code)
        if (c.isLetterOrNumber())
            return true;
    return false;
}

}  // namespace

RollReport reportOf(const PlayedRoll& roll)
{
    const Assessment& a = roll.assessment;
    const Resolution& r = roll.resolution;
    RollReport report;
    report.procedureLabel = qs(a.procedure->label);
    report.diceText = qs(r.dice.toString());
    const ThrownDice& thrown = roll.throws.front();
    report.physical = thrown.origin == DiceOrigin::Physical;
    report.seed = thrown.seed;
    report.countsDice = std::holds_alternative<CountMethod>(a.procedure->method);
    report.natural = r.natural;
    report.modified = r.modified;
    report.row = r.row;
    report.clamped = r.clamped;
    report.dieModifierTotal = a.dieModifierTotal;
    report.target = a.target;
    if (a.column)
        report.column = qs(a.column->label.empty() ? a.column->id : a.column->label);
    report.code = qs(r.outcome.code);
    report.label = qs(r.outcome.label);
    report.text = qs(r.outcome.text);
    if (r.outcome.definition) {
        report.resultRule = qs(r.outcome.definition->rule);
        for (const auto& option : r.outcome.definition->options)
            report.options << qs(option);
    }
    for (const auto& note : r.outcome.notes)
        report.notes << qs(note);
    report.chartNeeded = r.outcome.chartNeeded;
    if (report.chartNeeded) {
        report.chartWhere = a.column ? QCoreApplication::translate("RollReport", "row %1 of column %2").arg(qs(r.outcome.rowLabel), report.column)
                                     : QCoreApplication::translate("RollReport", "row %1").arg(qs(r.outcome.rowLabel));
        for (const auto& result : a.procedure->results)
            report.chartCodes << qs(result.code);
    }
    report.chartResult = roll.chartResult;
    if (r.followUp)
        report.followUpLabel = qs(r.followUp->label);
    report.isFollowUp = roll.isFollowUp;
    report.note = roll.note;
    report.player = roll.player;
    report.logState = stateOf(roll.state);
    report.entryId = roll.entryId;
    report.voidEntryId = roll.voidEntryId;
    report.logSession = roll.logSession;
    report.turn = roll.turn;
    report.phase = roll.phase;
    report.logMessage = roll.logMessage;
    return report;
}

QString RollReport::heading() const
{
    if (chartNeeded && !chartResult)
        return QCoreApplication::translate("RollReport", "Read the printed chart");
    if (chartNeeded)
        return QStringLiteral("%1 %2").arg(*chartResult, QCoreApplication::translate("RollReport", "(read off the printed chart)"));
    if (label.isEmpty() || label == code)
        return code;
    if (!meaningfulCode(code))
        return label;
    return QStringLiteral("%1 — %2").arg(code, label);
}

QString RollReport::logStatus() const
{
    switch (logState) {
    case LogState::Logged:
        if (turn.isEmpty() && phase.isEmpty())
            return QCoreApplication::translate("RollReport", "In the log: entry %1, session %2").arg(entryId).arg(logSession);
        return QCoreApplication::translate("RollReport", "In the log: entry %1, session %2, turn %3, %4")
            .arg(entryId)
            .arg(logSession)
            .arg(turn.isEmpty() ? QStringLiteral("—") : turn, phase.isEmpty() ? QStringLiteral("—") : phase);
    case LogState::Writing: return QCoreApplication::translate("RollReport", "Writing to the log…");
    case LogState::Pending: return QCoreApplication::translate("RollReport", "Not in the log yet: it is written once the result is entered.");
    case LogState::Failed: return QCoreApplication::translate("RollReport", "Not recorded: %1").arg(logMessage);
    case LogState::Discarded:
        return QCoreApplication::translate("RollReport", "Discarded: entry %1, voided by entry %2 (%3)").arg(entryId).arg(voidEntryId).arg(logMessage);
    case LogState::NotLogged: return QCoreApplication::translate("RollReport", "Not recorded: %1").arg(logMessage);
    }
    return {};
}

}  // namespace umpire
