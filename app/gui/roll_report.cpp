// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/roll_report.h"

#include "gui/gui_text.h"

#include "play/played_roll.h"

#include "core/resolution_named_roll.h"

#include "engine/chart_question.h"
#include "engine/procedure.h"

#include <QCoreApplication>

namespace umpire {

namespace {

RollReport::LogState stateOf(RecordState state)
{
    switch (state) {
    case RecordState::AwaitingStep: return RollReport::LogState::UnderWay;
    case RecordState::AwaitingChart: return RollReport::LogState::Pending;
    case RecordState::Writing: return RollReport::LogState::Writing;
    case RecordState::Logged: return RollReport::LogState::Logged;
    case RecordState::Failed: return RollReport::LogState::Failed;
    case RecordState::Discarded: return RollReport::LogState::Discarded;
    case RecordState::Voided: return RollReport::LogState::Voided;
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

/// "DR — Defender retreats"; the label alone for a code that is only a mark ("-") or an
/// identifier with a short label of its own (the label says it in the window's language).
QString resultLine(const QString& code, const QString& label, bool shortLabelled)
{
    if (label.isEmpty() || label == code)
        return code;
    if (shortLabelled || !meaningfulCode(code))
        return label;
    return QStringLiteral("%1 — %2").arg(code, label);
}

bool hasShortLabel(const Outcome& outcome) { return outcome.definition && !outcome.definition->shortLabel.empty(); }

/// The card's words, in the RollReport context of the translations (a free tr() would be
/// filed under the namespace by lupdate and never found).
class Text {
    Q_DECLARE_TR_FUNCTIONS(RollReport)
};

QString withRule(const QString& text, const std::string& rule)
{
    return rule.empty() ? text : QStringLiteral("%1 (%2)").arg(text, qs(rule));
}

/// "Step 2 of 3: Advantage (T9.2)"; empty for a procedure of one step.
QString stepLabelOf(const Assessment& a)
{
    if (!a.chain || a.chain->steps.empty())
        return {};
    return withRule(Text::tr("Step %1 of %2: %3").arg(a.stepIndex + 1).arg(a.chain->stepCount()).arg(qs(a.procedure->label)), a.procedure->rule);
}

/// "French die 5, German die 2"; empty when the dice are not named.
QString namedDiceOf(const Resolution& r)
{
    const auto named = namedRollOf(r);
    return named ? named->diceText() : QString();
}

QStringList outputsOf(const Resolution& r)
{
    QStringList lines;
    for (const auto& output : r.outputs) {
        const QString value = !output.value.isBoolean() ? qs(output.value.toReadableString())
                              : output.value.asBoolean()  ? Text::tr("yes")
                                                          : Text::tr("no");
        QString line = QStringLiteral("%1: %2").arg(qs(output.label), value);
        if (!output.explanation.empty())
            line += QStringLiteral(" — ") + qs(output.explanation);
        lines << withRule(line, output.rule);
    }
    return lines;
}

QStringList triggersOf(const Resolution& r)
{
    QStringList lines;
    for (const auto& trigger : r.triggers)
        lines << withRule(qs(trigger.label), trigger.rule) + (trigger.text.empty() ? QString() : QStringLiteral(": ") + qs(trigger.text));
    return lines;
}

QStringList chartValuesOf(const Resolution& r)
{
    QStringList lines;
    for (const auto& value : r.playerValues)
        lines << (value.fromOverlay ? Text::tr("%1 = %2 (your overlay)") : Text::tr("%1 = %2 (read off your chart)")).arg(qs(value.label), qs(value.value));
    return lines;
}

QString diceOf(const PlayedStep& step)
{
    if (step.dice.origin == DiceOrigin::None)
        return Text::tr("no dice");
    const QString named = namedDiceOf(step.resolution);
    const QString faces = named.isEmpty() ? qs(step.resolution.dice.toString()) : named;
    if (step.dice.origin == DiceOrigin::Physical)
        return Text::tr("physical dice %1").arg(faces);
    return step.dice.seal ? Text::tr("program dice %1 (sealed roll %2)").arg(faces).arg(step.dice.seal->position)
                          : Text::tr("program dice %1 (seed %2)").arg(faces).arg(step.dice.seed.value_or(0));
}

}  // namespace

QString chartQuestionText(const ChartQuestion& q)
{
    QString where = withRule(qs(q.tableLabel), q.rule);
    if (!q.column.empty())
        where += QStringLiteral(": ") + Text::tr("column %1, row %2").arg(qs(q.column), qs(q.row));
    else
        where += QStringLiteral(": ") + Text::tr("row %1").arg(qs(q.row));
    return where;
}

/// Where a roll stands with the log, and who made it: what a report always says.
static void fillLogState(RollReport& report, const PlayedRoll& roll)
{
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
}

RollReport reportOf(const PlayedRoll& roll)
{
    const Assessment& a = roll.assessment;
    const Resolution& r = roll.resolution;
    RollReport report;
    report.procedureLabel = qs(a.chain ? a.chain->label : a.procedure->label);
    if (roll.withholdsResult()) {
        // Sealed dice not in the log yet: the procedure and the seal's roll, nothing they gave.
        report.withheld = true;
        for (const PlayedStep& step : roll.allSteps())
            if (step.dice.seal)
                report.sealedRoll = step.dice.seal->position;
        fillLogState(report, roll);
        return report;
    }
    report.stepLabel = stepLabelOf(a);
    for (const PlayedStep& step : roll.earlierSteps) {
        StepLine line{stepLabelOf(step.assessment), diceOf(step), {}, {}};
        if (const Outcome& outcome = step.resolution.outcome; !outcome.code.empty())
            line.result = resultLine(qs(outcome.code), qs(outcome.label), hasShortLabel(outcome));
        line.details << outputsOf(step.resolution) << triggersOf(step.resolution) << chartValuesOf(step.resolution);
        report.earlierSteps << line;
    }
    if (roll.nextStep && roll.state == RecordState::AwaitingStep) {
        QStringList dice;
        for (const auto& group : roll.nextStep->diceGroups)
            if (group.needed)
                dice << qs(group.label);
        report.nextStep = dice.isEmpty() ? stepLabelOf(*roll.nextStep)
                                         : Text::tr("%1 — throw the %2").arg(stepLabelOf(*roll.nextStep), dice.join(Text::tr(" and the ")));
    }
    report.diceText = qs(r.dice.toString());
    report.namedDice = namedDiceOf(r);
    report.outputs = outputsOf(r);
    report.triggers = triggersOf(r);
    report.chartValues = chartValuesOf(r);
    const ThrownDice& thrown = roll.throws.front();
    report.decision = thrown.origin == DiceOrigin::None;
    report.physical = thrown.origin == DiceOrigin::Physical;
    report.seed = thrown.seed;
    if (thrown.seal)
        report.sealedRoll = thrown.seal->position;
    report.countsDice = r.hits.has_value();
    report.natural = r.natural;
    report.modified = r.modified;
    report.row = r.row;
    report.clamped = r.clamped;
    report.rowFromNamedDice = r.rowReadFromNamedDice();
    report.dieModifierTotal = a.dieModifierTotal;
    report.target = a.target;
    if (a.column) {
        report.column = qs(a.column->label.empty() ? a.column->id : a.column->label);
        // "column 0 (bombardment points)": a bare number says nothing of what it counts.
        if (const auto* grid = std::get_if<GridMethod>(&a.procedure->method); grid && !grid->scale.label.empty())
            report.column += QStringLiteral(" (") + qs(grid->scale.label) + QLatin1Char(')');
    }
    report.code = qs(r.outcome.code);
    report.label = qs(r.outcome.label);
    report.headline = qs(r.outcome.headline);
    QStringList shownLabels;
    const auto addShown = [&](const Assessment& step) {
        for (const auto& value : step.shown) {
            if (shownLabels.contains(qs(value.label)))
                continue;
            shownLabels << qs(value.label);
            report.shownValues << QStringLiteral("%1: %2").arg(qs(value.label), qs(value.value));
        }
    };
    for (const PlayedStep& step : roll.earlierSteps)
        addShown(step.assessment);
    addShown(a);
    if (hasShortLabel(r.outcome))
        report.shortLabel = qs(r.outcome.definition->shortLabel);
    report.text = qs(r.outcome.text);
    report.resultRule = qs(r.outcome.rule);
    if (r.outcome.definition) {
        for (const auto& option : r.outcome.definition->options)
            report.options << qs(option);
    }
    for (const auto& note : r.outcome.notes)
        report.notes << qs(note);
    report.chartNeeded = r.outcome.chartNeeded && r.outcome.code.empty();
    if (const ChartQuestion* question = roll.pendingQuestion()) {
        report.chartWhere = chartQuestionText(*question);
        for (const auto& code : question->codes)
            report.chartCodes << qs(code);
    }
    report.chartResult = roll.chartResult;
    report.chartResultKept = roll.keptReadings.count(r.outcome.chartKey) > 0;
    if (r.followUp)
        report.followUpLabel = qs(r.followUp->label);
    fillLogState(report, roll);
    return report;
}

QString RollReport::heading() const
{
    if (withheld)
        return QCoreApplication::translate("RollReport", "Sealed dice: shown once the roll is in the log");
    if (chartNeeded && !chartResult)
        return QCoreApplication::translate("RollReport", "Read the printed chart");
    QString shown;
    if (code.isEmpty() && !stepLabel.isEmpty())
        shown = QCoreApplication::translate("RollReport", "%1 thrown").arg(stepLabel.section(QStringLiteral(": "), 1));
    else if (!headline.isEmpty())
        return headline;  // the result and where it was read stand under it
    else
        shown = resultLine(code, label, !shortLabel.isEmpty());
    if (chartResult)
        shown += QLatin1Char(' ') + (chartResultKept ? QCoreApplication::translate("RollReport", "(read off the printed chart for an earlier throw)")
                                                     : QCoreApplication::translate("RollReport", "(read off the printed chart)"));
    return shown;
}

QString RollReport::resultText() const
{
    QString shown = resultLine(code, label, !shortLabel.isEmpty());
    if (chartResult)
        shown += QLatin1Char(' ') + (chartResultKept ? QCoreApplication::translate("RollReport", "(read off the printed chart for an earlier throw)")
                                                     : QCoreApplication::translate("RollReport", "(read off the printed chart)"));
    return shown;
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
    case LogState::Pending: return QCoreApplication::translate("RollReport", "Not in the log yet: it is written once the value read off the chart is entered.");
    case LogState::UnderWay: return QCoreApplication::translate("RollReport", "Not in the log yet: it is written once the last step is thrown.");
    case LogState::Failed: return QCoreApplication::translate("RollReport", "Not recorded: %1").arg(logMessage);
    case LogState::Discarded:
        return QCoreApplication::translate("RollReport", "Discarded: entry %1, voided by entry %2 (%3)").arg(entryId).arg(voidEntryId).arg(logMessage);
    case LogState::Voided:
        return QCoreApplication::translate("RollReport", "Void: entry %1 of the log was voided by entry %2 (%3); it counts for nothing")
            .arg(entryId)
            .arg(voidEntryId)
            .arg(logMessage);
    case LogState::NotLogged: return QCoreApplication::translate("RollReport", "Not recorded: %1").arg(logMessage);
    }
    return {};
}

}  // namespace umpire
