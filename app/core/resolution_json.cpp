// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/resolution_json.h"
#include "core/modifier_reason.h"

#include "core/situation_json.h"

#include "core/std_text.h"
#include "engine/game.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"

#include <QJsonArray>

namespace umpire {

namespace {


// A whole number as a JSON number (as before strengths could be exact), else exact as "17/2".
QJsonValue exactJson(const Fraction& v)
{
    return v.isWhole() ? QJsonValue(static_cast<qint64>(v.numerator())) : QJsonValue(qs(v.toString()));
}

QJsonObject columnJson(const ColumnReport& column)
{
    QJsonObject o;
    o["id"] = qs(column.id);
    o["label"] = qs(column.label);
    o["value"] = qs(column.valueText);
    o["base_index"] = static_cast<qint64>(column.baseIndex);
    o["shift"] = static_cast<qint64>(column.shift);
    o["index"] = static_cast<qint64>(column.index);
    if (column.attackerStrength)
        o["attacker_strength"] = exactJson(*column.attackerStrength);
    if (column.defenderStrength)
        o["defender_strength"] = exactJson(*column.defenderStrength);
    if (column.overflowColumns != 0) {
        o["overflow_columns"] = static_cast<qint64>(column.overflowColumns);
        o["overflow_drm"] = static_cast<qint64>(column.overflowDieModifier);
    }
    return o;
}

QJsonObject questionJson(const ChartQuestion& question)
{
    QJsonObject o;
    o["key"] = qs(question.key);
    o["table"] = qs(question.table);
    o["table_label"] = qs(question.tableLabel);
    o["rule"] = qs(question.rule);
    o["column"] = qs(question.column);
    o["row"] = qs(question.row);
    QJsonArray codes;
    for (const auto& code : question.codes)
        codes.append(qs(code));
    if (!codes.isEmpty())
        o["codes"] = codes;
    return o;
}

QJsonArray playerValuesJson(const std::vector<PlayerValue>& values)
{
    QJsonArray list;
    for (const auto& v : values)
        list.append(QJsonObject{{"key", qs(v.key)}, {"label", qs(v.label)}, {"value", qs(v.value)},
                                {"source", v.fromOverlay ? QStringLiteral("overlay") : QStringLiteral("chart")}});
    return list;
}

QJsonArray chancesJson(const OutcomeDistribution& d, const std::vector<OutcomeDistribution::Entry>& entries, const char* key)
{
    QJsonArray list;
    for (const auto& entry : entries) {
        QJsonObject line;
        line[key] = entry.code.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(qs(entry.code));
        line["probability"] = qs(d.probabilityText(entry));
        line["percent"] = qRound(d.percent(entry) * 100.0) / 100.0;
        if (!entry.chartCodes.empty()) {
            QJsonArray possible;
            for (const auto& code : entry.chartCodes)
                possible.append(qs(code));
            line["chart_codes"] = possible;  // the results the chart reading can give
        }
        list.append(line);
    }
    return list;
}

QJsonObject chanceJson(const OutcomeDistribution& d, const OutcomeDistribution::Entry& entry)
{
    return QJsonObject{{"probability", qs(d.probabilityText(entry))}, {"percent", qRound(d.percent(entry) * 100.0) / 100.0}};
}

/// The procedures whose results and triggers a step's chances may name: the step itself, then
/// the chain's steps from the last (the chances of a step count the steps still to throw).
std::vector<const Procedure*> namingProcedures(const Assessment& a)
{
    std::vector<const Procedure*> procedures{a.procedure};
    if (a.chain) {
        for (auto it = a.chain->steps.rbegin(); it != a.chain->steps.rend(); ++it)
            procedures.push_back(&*it);
        procedures.push_back(a.chain);
    }
    return procedures;
}

}  // namespace

QJsonObject keyedChancesJson(const Assessment& a, const OutcomeDistribution& d)
{
    if (!d.notCounted.empty())
        return {};
    const std::vector<const Procedure*> procedures = namingProcedures(a);
    QJsonObject chances;
    QJsonObject results;
    for (const auto& entry : d.entries) {
        if (entry.code.empty()) {
            chances["needs_chart"] = chanceJson(d, entry);
            continue;
        }
        QJsonObject line = chanceJson(d, entry);
        for (const Procedure* p : procedures)
            if (const ResultDefinition* definition = p->result(entry.code)) {
                line["label"] = qs(definition->label);
                break;
            }
        results.insert(qs(entry.code), line);
    }
    chances["results"] = results;
    if (!d.outputs.empty()) {
        QJsonObject outputs;
        for (const auto& output : d.outputs) {
            QJsonObject values;
            QJsonObject line{{"label", qs(output.label)}};
            for (const auto& value : output.values) {
                if (value.code.empty())
                    line["not_computed"] = chanceJson(d, value);
                else
                    values.insert(qs(value.code), chanceJson(d, value));
            }
            line["values"] = values;
            outputs.insert(qs(output.id), line);
        }
        chances["outputs"] = outputs;
    }
    if (!d.triggers.empty()) {
        QJsonObject triggers;
        for (const auto& entry : d.triggers) {
            QJsonObject line = chanceJson(d, entry);
            for (const Procedure* p : procedures)
                if (const TriggerDefinition* trigger = p->trigger(entry.code)) {
                    line["label"] = qs(trigger->label);
                    break;
                }
            triggers.insert(qs(entry.code), line);
        }
        chances["triggers"] = triggers;
    }
    if (!d.shownAhead.empty()) {
        QJsonArray shownAhead;
        for (const auto& shown : d.shownAhead) {
            QJsonArray values;
            for (const auto& value : shown.values) {
                QJsonObject line = chanceJson(d, value);
                line["value"] = value.code.empty() ? QJsonValue() : QJsonValue(qs(value.code));
                values.append(line);
            }
            shownAhead.append(QJsonObject{{"step", qs(a.chain->step(shown.stepIndex).id)},
                                          {"id", qs(shown.id)},
                                          {"label", qs(shown.label)},
                                          {"rule", qs(shown.rule)},
                                          {"values", values}});
        }
        chances["shown_ahead"] = shownAhead;
    }
    return chances;
}

QJsonObject situationJson(const Assessment& assessment)
{
    QJsonObject situation;
    const Procedure& whole = assessment.chain ? *assessment.chain : *assessment.procedure;
    for (const auto& input : whole.inputs)
        if (const Value* v = assessment.values.lookup(input.id))
            situation.insert(qs(input.id), valueJson(*v));
    return situation;
}

QJsonObject resolutionJson(const Assessment& a, const OutcomeDistribution& distribution, const Resolution* resolution)
{
    QJsonObject o;
    o["game"] = qs(a.situation.game);
    const Procedure& whole = a.chain ? *a.chain : *a.procedure;
    o["procedure"] = qs(whole.id);
    if (!whole.steps.empty()) {
        o["step"] = qs(a.procedure->id);
        o["step_index"] = static_cast<qint64>(a.stepIndex);
    }
    o["situation"] = situationJson(a);
    if (!a.options.empty()) {
        QJsonArray options;
        for (const auto& option : a.options)
            options.append(QJsonObject{{"id", qs(option.id)}, {"label", qs(option.label)}, {"rule", qs(option.rule)},
                                       {"value", qs(option.value)}, {"value_label", qs(option.valueLabel)}});
        o["options"] = options;
    }
    if (!a.playerValues.empty())
        o["player_values"] = playerValuesJson(a.playerValues);
    // Only when there are some: a stored entry without them reads (and hashes) as before.
    if (!a.shown.empty()) {
        QJsonArray shown;
        for (const auto& value : a.shown)
            shown.append(QJsonObject{{"id", qs(value.id)}, {"label", qs(value.label)}, {"value", qs(value.value)},
                                     {"rule", qs(value.rule)}});
        o["shown"] = shown;
    }
    if (a.question)
        o["question"] = questionJson(*a.question);

    QJsonArray modifiers;
    for (const auto& m : a.modifiers) {
        QJsonObject line;
        line["id"] = qs(m.id);
        line["label"] = qs(m.label);
        line["rule"] = qs(m.rule);
        line["kind"] = modifierKindName(m.kind);
        if (m.kind == ModifierKind::Strength)
            line["side"] = strengthSideName(m.side);
        if (m.kind == ModifierKind::Total)
            line["total"] = qs(m.total);
        line["applied"] = m.applied;
        line["value"] = static_cast<qint64>(m.value);
        if (m.factor)
            line["factor"] = qs(m.factor->toString());
        line["reason"] = modifierReason(m);
        modifiers.append(line);
    }
    o["modifiers"] = modifiers;
    QJsonArray caps;
    for (const auto& c : a.caps) {
        QJsonObject line;
        line["id"] = qs(c.id);
        line["label"] = qs(c.label);
        line["rule"] = qs(c.rule);
        line["bit"] = c.bit;
        line["before"] = static_cast<qint64>(c.before);
        line["after"] = static_cast<qint64>(c.after);
        caps.append(line);
    }
    if (!caps.isEmpty())
        o["caps"] = caps;
    o["drm_total"] = static_cast<qint64>(a.dieModifierTotal);
    o["column"] = a.column ? QJsonValue(qs(a.column->id)) : QJsonValue(QJsonValue::Null);
    if (a.column)
        o["column_detail"] = columnJson(*a.column);
    if (a.target)
        o["target"] = static_cast<qint64>(*a.target);
    if (a.targetModifierTotal != 0)
        o["target_modifiers"] = static_cast<qint64>(a.targetModifierTotal);
    if (!a.totals.empty()) {
        QJsonObject totals;
        for (const auto& total : a.totals)
            totals.insert(qs(total.id), static_cast<qint64>(total.value));
        o["totals"] = totals;
    }
    o["dice_count"] = static_cast<qint64>(a.diceCount);
    o["dice_sides"] = static_cast<qint64>(a.diceSides);
    // Only when some die cannot change the result: it is not thrown. The named groups' ids,
    // or every die of the step when none matters.
    QJsonArray notNeeded;
    for (const auto& group : a.diceGroups)
        if (!group.needed)
            notNeeded.append(qs(group.id));
    if (!notNeeded.isEmpty())
        o["dice_not_needed"] = notNeeded;
    else if (a.diceCount > 0 && !a.diceNeeded)
        o["dice_not_needed"] = true;
    if (!a.diceGroups.empty()) {
        QJsonArray groups;
        for (const auto& group : a.diceGroups)
            groups.append(QJsonObject{{"id", qs(group.id)}, {"label", qs(group.label)}, {"count", static_cast<qint64>(group.count)},
                                      {"sides", static_cast<qint64>(group.sides)}});
        o["dice_groups"] = groups;
    }

    if (resolution) {
        QJsonObject roll;
        QJsonArray dice;
        for (const auto d : resolution->dice.dice)
            dice.append(static_cast<qint64>(d));
        roll["dice"] = dice;
        roll["natural"] = static_cast<qint64>(resolution->natural);
        roll["modified"] = static_cast<qint64>(resolution->modified);
        // Each die read on its own: what a reader of the log shows instead of the sums.
        if (resolution->hits)
            roll["hits"] = static_cast<qint64>(*resolution->hits);
        // The row read, where it is not the modified roll: clamped to the table, or made of dice
        // that play different roles (the French die less the German one), whose sum means nothing.
        if (resolution->clamped || resolution->rowReadFromNamedDice())
            roll["row"] = static_cast<qint64>(resolution->row);
        if (!resolution->named.empty()) {
            QJsonObject named;
            for (const auto& group : resolution->named) {
                QJsonArray faces;
                for (const auto face : group.faces)
                    faces.append(static_cast<qint64>(face));
                named.insert(qs(group.id), faces);
            }
            roll["named"] = named;
        }
        if (resolution->column)
            roll["column"] = columnJson(*resolution->column);
        o["roll"] = roll;
        QJsonObject result;
        const Outcome& outcome = resolution->outcome;
        result["code"] = outcome.chartNeeded ? QJsonValue(QJsonValue::Null) : QJsonValue(qs(outcome.code));
        result["label"] = qs(outcome.label);
        if (!outcome.headline.empty())
            result["headline"] = qs(outcome.headline);
        result["text"] = outcome.chartNeeded && outcome.question
                             ? QStringLiteral("Not in our sources: read %1, column %2, row %3 on the printed chart")
                                   .arg(qs(outcome.question->tableLabel),
                                        outcome.question->column.empty() ? QStringLiteral("-") : qs(outcome.question->column),
                                        qs(outcome.question->row))
                             : qs(outcome.text);
        result["chart_needed"] = outcome.chartNeeded;
        if (outcome.question)
            result["question"] = questionJson(*outcome.question);
        if (outcome.fromChart)
            result["from_chart"] = true;
        if (outcome.conversion)
            result["converted"] = QJsonObject{{"from", qs(outcome.convertedFrom)}, {"id", qs(outcome.conversion->id)},
                                              {"label", qs(outcome.conversion->label)}, {"rule", qs(outcome.conversion->rule)}};
        if (!outcome.rule.empty())
            result["rule"] = qs(outcome.rule);
        if (outcome.definition) {
            QJsonArray options;
            for (const auto& option : outcome.definition->options)
                options.append(qs(option));
            if (!options.isEmpty())
                result["options"] = options;
            QJsonObject effects;
            for (const auto& [name, amount] : outcome.definition->effects)
                effects.insert(qs(name), amount.isWhole() ? QJsonValue(static_cast<qint64>(amount.numerator()))
                                                           : QJsonValue(qs(amount.toString())));
            if (!effects.isEmpty())
                result["effects"] = effects;
        }
        QJsonArray notes;
        for (const auto& note : outcome.notes)
            notes.append(qs(note));
        if (!notes.isEmpty())
            result["notes"] = notes;
        o["result"] = result;
        if (!resolution->outputs.empty()) {
            QJsonArray outputs;
            for (const auto& output : resolution->outputs) {
                QJsonObject line{{"id", qs(output.id)}, {"label", qs(output.label)}, {"value", valueJson(output.value)}};
                if (!output.rule.empty())
                    line["rule"] = qs(output.rule);
                if (!output.explanation.empty())
                    line["explanation"] = qs(output.explanation);
                outputs.append(line);
            }
            o["outputs"] = outputs;
        }
        if (!resolution->triggers.empty()) {
            QJsonArray triggers;
            for (const auto& trigger : resolution->triggers)
                triggers.append(QJsonObject{{"id", qs(trigger.id)}, {"label", qs(trigger.label)}, {"rule", qs(trigger.rule)},
                                            {"text", qs(trigger.text)}});
            o["triggers"] = triggers;
        }
        if (!resolution->playerValues.empty())
            o["player_values"] = playerValuesJson(resolution->playerValues);
    } else {
        o["roll"] = QJsonValue(QJsonValue::Null);
        o["result"] = QJsonValue(QJsonValue::Null);
    }

    QJsonArray interpretations;
    for (const auto* i : a.interpretations) {
        QJsonObject line;
        line["id"] = qs(i->id);
        line["rule"] = qs(i->rule);
        line["text"] = qs(i->text);
        interpretations.append(line);
    }
    o["interpretations"] = interpretations;

    o["distribution"] = chancesJson(distribution, distribution.entries, "code");
    if (!distribution.notCounted.empty())
        o["not_counted"] = qs(distribution.notCounted);
    if (!distribution.outputs.empty()) {
        QJsonObject outputs;
        for (const auto& output : distribution.outputs)
            outputs.insert(qs(output.id), chancesJson(distribution, output.values, "value"));
        o["output_chances"] = outputs;
    }
    if (!distribution.triggers.empty())
        o["trigger_chances"] = chancesJson(distribution, distribution.triggers, "trigger");
    if (!distribution.stepsAhead.empty()) {
        QJsonArray ahead;
        for (const auto& id : distribution.stepsAhead)
            ahead.append(qs(id));
        o["steps_ahead"] = ahead;
    }
    return o;
}

}  // namespace umpire
