// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/resolution_text.h"
#include "core/resolution_named_roll.h"
#include "core/modifier_reason.h"
#include "cli/terminal_text.h"

#include "engine/game.h"
#include "engine/later_step_modifiers.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"

#include <QStringList>
#include <QTextStream>

#include <algorithm>

namespace umpire {

namespace {

/// Module text, made safe for a terminal.
QString shownText(const std::string& s) { return terminalText(QString::fromStdString(s)); }
QString signedNumber(std::int64_t v) { return (v > 0 ? QStringLiteral("+") : QString()) + QString::number(v); }
/// An output's value as the result lines write it: 7.5, not the exact 15/2 the JSON keeps; a
/// condition's as yes or no.
QString readable(const std::string& code)
{
    if (code == "true" || code == "false")
        return code == "true" ? QStringLiteral("yes") : QStringLiteral("no");
    const auto number = Fraction::parse(code);
    return shownText(number ? number->toReadableString() : code);
}

/// The widest chance as a fraction ("85759/186624"), so that every line's label starts in one column.
qsizetype chanceWidth(const OutcomeDistribution& d)
{
    qsizetype width = 6;
    const auto widen = [&](const OutcomeDistribution::Entry& entry) {
        width = std::max(width, static_cast<qsizetype>(d.probabilityText(entry).size()));
    };
    std::for_each(d.entries.begin(), d.entries.end(), widen);
    for (const auto& output : d.outputs)
        std::for_each(output.values.begin(), output.values.end(), widen);
    std::for_each(d.triggers.begin(), d.triggers.end(), widen);
    for (const auto& shown : d.shownAhead)
        std::for_each(shown.values.begin(), shown.values.end(), widen);
    return width;
}

QString chanceLine(const OutcomeDistribution& d, const OutcomeDistribution::Entry& entry, qsizetype width)
{
    return QStringLiteral("  ") + QString::number(d.percent(entry), 'f', 1).rightJustified(6) + QStringLiteral("%  ") +
           shownText(d.probabilityText(entry)).leftJustified(width) + QStringLiteral("  ");
}

/// "label (rule)", or the label alone when it has no rule.
QString withRule(const std::string& label, const std::string& rule)
{
    return rule.empty() ? shownText(label) : shownText(label) + QStringLiteral(" (") + shownText(rule) + QStringLiteral(")");
}

QString questionText(const ChartQuestion& question)
{
    QString text = withRule(question.tableLabel, question.rule);
    if (!question.column.empty())
        text += QStringLiteral(", column ") + shownText(question.column);
    text += QStringLiteral(", row ") + shownText(question.row);
    return text;
}

/// "- or N": the codes a reading can give, as the chances list them.
QString codeChoice(const std::vector<std::string>& codes)
{
    QStringList quoted;
    for (const auto& code : codes)
        quoted << shownText(code);
    const QString last = quoted.takeLast();
    return quoted.isEmpty() ? last : quoted.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

/// One modifier line: its value and kind, label, rule and reason.
QString modifierLine(const ModifierReport& m)
{
    const QString value = !m.applied ? QStringLiteral("  -")
                          : m.factor ? QStringLiteral("x") + shownText(m.factor->toMixedString())
                                     : signedNumber(m.value);
    const QString kind = m.kind == ModifierKind::DieRoll       ? QString()
                         : m.kind == ModifierKind::ColumnShift ? QStringLiteral(" col")
                         : m.kind == ModifierKind::Target      ? QStringLiteral(" tgt")
                         : m.kind == ModifierKind::Total       ? QStringLiteral(" ") + shownText(m.total)
                                                               : QStringLiteral(" str");
    QString line = QStringLiteral("  ") + (value + kind).rightJustified(7) + QStringLiteral("  ") + shownText(m.label) + QStringLiteral(" (") +
                   shownText(m.rule) + QStringLiteral(")");
    const QString reason = modifierReason(m);
    if (!m.applied)
        line += QStringLiteral(": not applied: ") + reason;
    else if (!reason.isEmpty())
        line += QStringLiteral(": ") + reason;
    return line + QLatin1Char('\n');
}

/// The modifiers of the steps still to throw, as far as they are known before this step's
/// dice: each side's ledger, its total so far, and the lines that wait for the dice.
QString laterModifiersText(const Game& game, const Assessment& a)
{
    QString text;
    QTextStream s(&text);
    const Procedure& thisStep = *a.procedure;
    for (const auto& later : laterStepModifiers(game, a)) {
        s << "\nBefore the dice: the modifiers of step " << (later.stepIndex + 1) << ", " << shownText(later.step->label) << " ("
          << shownText(later.step->rule) << ")\n";
        const auto linesOf = [&](const std::string& total) {
            for (const auto& m : later.modifiers) {
                if ((m.report.kind == ModifierKind::Total ? m.report.total : std::string()) != total)
                    continue;
                if (m.known)
                    s << "  " << modifierLine(m.report);
                else
                    s << "         ?  " << shownText(m.report.label) << " (" << shownText(m.report.rule) << "): known after the dice of "
                      << shownText(thisStep.label) << '\n';
            }
        };
        for (const auto& total : later.totals) {
            s << "  " << shownText(total.label) << ": " << signedNumber(total.knownSum);
            if (!total.complete)
                s << " so far; the lines marked ? come after the dice of " << shownText(thisStep.label);
            s << '\n';
            linesOf(total.id);
        }
        linesOf({});
    }
    return text;
}

/// What the steps still to throw will show before their own dice (who is advantaged and why),
/// with its chances when the dice before it decide it.
QString shownAheadText(const Assessment& a, const OutcomeDistribution& d, qsizetype width)
{
    QString text;
    QTextStream s(&text);
    constexpr std::size_t kTextsListed = 6;  // past these, the rest are summed in one line
    std::size_t stepShown = a.stepIndex;
    for (const auto& shown : d.shownAhead) {
        if (shown.stepIndex != stepShown) {
            stepShown = shown.stepIndex;
            const Procedure& step = a.chain->step(stepShown);
            s << "\nBefore the dice: what step " << (stepShown + 1) << ", " << withRule(step.label, step.rule)
              << ", will show\n";
        }
        s << "  " << withRule(shown.label, shown.rule) << ": ";
        if (shown.values.size() == 1 && !shown.values.front().code.empty()) {
            s << shownText(shown.values.front().code) << "  (whatever the dice before it)\n";
            continue;
        }
        s << "it depends on the dice before it\n";
        std::uint64_t restWays = 0;
        for (std::size_t i = 0; i < shown.values.size(); ++i) {
            const auto& value = shown.values[i];
            if (i >= kTextsListed && shown.values.size() > kTextsListed + 1) {
                restWays += value.ways;
                continue;
            }
            s << "  " << chanceLine(d, value, width)
              << (value.code.empty() ? QStringLiteral("(known once the printed chart is read)") : shownText(value.code)) << '\n';
        }
        if (restWays != 0)
            s << "  " << chanceLine(d, {"", restWays}, width) << "(" << (shown.values.size() - kTextsListed)
              << " other texts)\n";
    }
    return text;
}

/// A trigger of any step of the procedure, for its label.
const TriggerDefinition* triggerOf(const Assessment& a, const std::string& id)
{
    if (const TriggerDefinition* trigger = a.procedure->trigger(id))
        return trigger;
    if (a.chain)
        for (const auto& step : a.chain->steps)
            if (const TriggerDefinition* trigger = step.trigger(id))
                return trigger;
    return nullptr;
}

QString codeLabel(const Procedure& procedure, const OutcomeDistribution::Entry& entry)
{
    const std::string& code = entry.code;
    if (code.empty() && !entry.chartCodes.empty())
        return QStringLiteral("(read the printed chart: it can give only %1)").arg(codeChoice(entry.chartCodes));
    if (code.empty())
        return QStringLiteral("(read the printed chart)");
    if (const ResultDefinition* definition = procedure.result(code))
        return shownText(code) + QStringLiteral("  ") + shownText(definition->label);
    return shownText(code);
}

}  // namespace

QString resolutionText(const Game& game, const Assessment& a, const OutcomeDistribution& distribution, const Resolution* r)
{
    QString text;
    QTextStream s(&text);
    const Procedure& p = *a.procedure;
    s << shownText(p.label) << " (" << shownText(p.rule) << ")\n";
    if (!a.modifiers.empty()) {
        s << "\nModifiers\n";
        for (const auto& m : a.modifiers)
            s << modifierLine(m);
    }
    for (const auto& c : a.caps)
        if (c.bit)
            s << "  cap    " << shownText(c.label) << " (" << shownText(c.rule) << "): " << c.before << " limited to " << c.after << '\n';
    if (a.column) {
        const ColumnReport& c = *a.column;
        s << "\nColumn: " << shownText(c.id);
        if (!c.label.empty() && c.label != c.id)
            s << " (" << shownText(c.label) << ")";
        s << "  from " << shownText(c.valueText);
        if (c.shift != 0)
            s << ", shifted " << signedNumber(c.shift);
        if (c.overflowColumns != 0)
            s << ", " << std::abs(c.overflowColumns) << " column(s) past the edge"
              << (c.overflowDieModifier != 0 ? QStringLiteral(" give %1 on the die").arg(signedNumber(c.overflowDieModifier)) : QString());
        s << '\n';
    }
    for (const auto& total : a.totals)
        s << "\n" << shownText(total.label) << ": " << signedNumber(total.value);
    if (!a.totals.empty())
        s << '\n';
    s << laterModifiersText(game, a);
    s << shownAheadText(a, distribution, chanceWidth(distribution));
    if (a.target) {
        s << "\nTarget: " << *a.target;
        if (a.targetModifierTotal != 0)
            s << " (modifiers " << signedNumber(a.targetModifierTotal) << ")";
        s << '\n';
    }
    if (!a.shown.empty()) {
        // What the players act on, before any die: who is advantaged and why, the odds, a factor.
        s << '\n';
        for (const auto& shown : a.shown)
            s << withRule(shown.label, shown.rule) << ": " << shownText(shown.value) << '\n';
    }
    for (const auto& option : a.options)
        s << "Game option: " << withRule(option.label, option.rule) << ": "
          << shownText(option.valueLabel) << '\n';
    for (const auto& value : a.playerValues)
        s << "Your value: " << shownText(value.label) << " = " << shownText(value.value)
          << (value.fromOverlay ? QStringLiteral(" (from your overlay)") : QStringLiteral(" (read off your chart)")) << '\n';
    if (a.question) {
        s << "\nRead off the printed chart: " << questionText(*a.question) << '\n';
        s << "  then give it with --chart '" << shownText(a.question->key) << "=VALUE'\n";
        return text;
    }
    s << "\nDie modifier total: " << signedNumber(a.dieModifierTotal) << "   dice: ";
    if (a.diceCount > 0 && !a.diceNeeded) {
        s << "none needed (no throw can change the result here)";
    } else if (a.diceGroups.empty()) {
        s << (a.diceCount == 0 ? QStringLiteral("none") : QString::number(a.diceCount) + "d" + QString::number(a.diceSides));
    } else {
        QStringList groups;
        for (const auto& group : a.diceGroups)
            groups << (group.needed ? QStringLiteral("%1 (%2) %3d%4").arg(shownText(group.label), shownText(group.id)).arg(group.count).arg(group.sides)
                                    : QStringLiteral("%1 (%2) not needed: it cannot change the result").arg(shownText(group.label), shownText(group.id)));
        s << groups.join(QStringLiteral(", "));
    }
    s << '\n';

    if (!distribution.notCounted.empty()) {
        s << "\nChances: " << shownText(distribution.notCounted) << '\n';
    } else {
        s << "\nChances";
        if (!distribution.stepsAhead.empty()) {
            QStringList ahead;
            for (const auto& id : distribution.stepsAhead)
                ahead << shownText(id);
            s << " (with the steps still to throw: " << ahead.join(QStringLiteral(", ")) << ")";
        }
        s << '\n';
        const qsizetype width = chanceWidth(distribution);
        for (const auto& entry : distribution.entries)
            s << chanceLine(distribution, entry, width) << codeLabel(p, entry) << '\n';
        for (const auto& output : distribution.outputs) {
            s << "  " << shownText(output.label) << ":\n";
            for (const auto& value : output.values)
                s << "  " << chanceLine(distribution, value, width) << (value.code.empty() ? QStringLiteral("(needs the chart)") : readable(value.code))
                  << '\n';
        }
        for (const auto& entry : distribution.triggers) {
            const TriggerDefinition* trigger = triggerOf(a, entry.code);
            s << chanceLine(distribution, entry, width) << "trigger: "
              << (trigger ? withRule(trigger->label, trigger->rule) : shownText(entry.code)) << '\n';
        }
    }

    for (const auto* i : a.interpretations)
        s << "\nInterpretation (" << shownText(i->rule) << "): " << shownText(i->text) << '\n';

    if (r) {
        if (a.diceCount > 0 && r->dice.dice.empty()) {
            s << "\nNo dice thrown: none can change the result here\n";
        } else if (r->hits) {
            // Each die counts on its own: a sum of the dice would mean nothing here.
            s << "\nDice: " << (r->dice.dice.empty() ? QStringLiteral("none") : shownText(r->dice.toString())) << "  hits " << *r->hits
              << '\n';
        } else if (const auto named = namedRollOf(*r)) {
            // Dice that play different roles: their sum means nothing; the row read, when a
            // table is read, is what the module made of them (as the window says).
            s << "\nRoll: " << named->text() << '\n';
        } else if (!r->dice.dice.empty()) {
            s << "\nRoll: " << shownText(r->dice.toString()) << "  natural " << r->natural << ", modified " << r->modified;
            if (r->clamped)
                s << ", read on row " << r->row;
            s << '\n';
        }
        if (r->column)
            s << "Column: " << shownText(r->column->id) << "  from " << shownText(r->column->valueText) << '\n';
        const Outcome& o = r->outcome;
        if (o.chartNeeded && o.question) {
            s << "Result: not in our sources: read " << questionText(*o.question) << " on the printed chart\n";
            s << "  then give it with --chart '" << shownText(o.question->key) << "=VALUE'\n";
        } else if (!o.code.empty()) {
            if (!o.headline.empty())
                s << "Outcome: " << shownText(o.headline) << '\n';
            s << "Result: " << shownText(o.code) << "  " << withRule(o.label, o.rule)
              << (o.fromChart ? QStringLiteral("  (read off your chart)") : QString()) << '\n';
            if (o.conversion)
                s << "  converted from " << shownText(o.convertedFrom) << ": " << withRule(o.conversion->label, o.conversion->rule) << '\n';
            if (!o.text.empty())
                s << "  " << shownText(o.text) << '\n';
            if (o.definition)
                for (const auto& option : o.definition->options)
                    s << "  option: " << shownText(option) << '\n';
            for (const auto& note : o.notes)
                s << "  note: " << shownText(note) << '\n';
        }
        for (const auto& output : r->outputs)
            s << shownText(output.label) << ": " << readable(output.value.toString())
              << (output.explanation.empty() ? QString() : QStringLiteral("  (") + shownText(output.explanation) + QStringLiteral(")")) << '\n';
        for (const auto& trigger : r->triggers)
            s << "Triggered: " << withRule(trigger.label, trigger.rule) << ": "
              << shownText(trigger.text) << '\n';
    }
    return text;
}

}  // namespace umpire
