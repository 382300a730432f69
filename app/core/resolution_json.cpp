// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/resolution_json.h"
#include "core/modifier_reason.h"

#include "core/situation_json.h"

#include "engine/game.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"

#include <QJsonArray>

namespace umpire {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

// A whole number as a JSON number (as before strengths could be exact), else exact as "17/2".
QJsonValue exactJson(const Fraction& v)
{
    return v.isWhole() ? QJsonValue(static_cast<qint64>(v.numerator())) : QJsonValue(q(v.toString()));
}

QJsonObject columnJson(const ColumnReport& column)
{
    QJsonObject o;
    o["id"] = q(column.id);
    o["label"] = q(column.label);
    o["value"] = q(column.valueText);
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
    o["key"] = q(question.key);
    o["table"] = q(question.table);
    o["table_label"] = q(question.tableLabel);
    o["rule"] = q(question.rule);
    o["column"] = q(question.column);
    o["row"] = q(question.row);
    QJsonArray codes;
    for (const auto& code : question.codes)
        codes.append(q(code));
    if (!codes.isEmpty())
        o["codes"] = codes;
    return o;
}

QJsonArray playerValuesJson(const std::vector<PlayerValue>& values)
{
    QJsonArray list;
    for (const auto& v : values)
        list.append(QJsonObject{{"key", q(v.key)}, {"label", q(v.label)}, {"value", q(v.value)},
                                {"source", v.fromOverlay ? QStringLiteral("overlay") : QStringLiteral("chart")}});
    return list;
}

QJsonArray chancesJson(const OutcomeDistribution& d, const std::vector<OutcomeDistribution::Entry>& entries, const char* key)
{
    QJsonArray list;
    for (const auto& entry : entries) {
        QJsonObject line;
        line[key] = entry.code.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(q(entry.code));
        line["probability"] = q(d.probabilityText(entry));
        line["percent"] = qRound(d.percent(entry) * 100.0) / 100.0;
        if (!entry.chartCodes.empty()) {
            QJsonArray possible;
            for (const auto& code : entry.chartCodes)
                possible.append(q(code));
            line["chart_codes"] = possible;  // the results the chart reading can give
        }
        list.append(line);
    }
    return list;
}

QJsonObject chanceJson(const OutcomeDistribution& d, const OutcomeDistribution::Entry& entry)
{
    return QJsonObject{{"probability", q(d.probabilityText(entry))}, {"percent", qRound(d.percent(entry) * 100.0) / 100.0}};
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
                line["label"] = q(definition->label);
                break;
            }
        results.insert(q(entry.code), line);
    }
    chances["results"] = results;
    if (!d.outputs.empty()) {
        QJsonObject outputs;
        for (const auto& output : d.outputs) {
            QJsonObject values;
            QJsonObject line{{"label", q(output.label)}};
            for (const auto& value : output.values) {
                if (value.code.empty())
                    line["not_computed"] = chanceJson(d, value);
                else
                    values.insert(q(value.code), chanceJson(d, value));
            }
            line["values"] = values;
            outputs.insert(q(output.id), line);
        }
        chances["outputs"] = outputs;
    }
    if (!d.triggers.empty()) {
        QJsonObject triggers;
        for (const auto& entry : d.triggers) {
            QJsonObject line = chanceJson(d, entry);
            for (const Procedure* p : procedures)
                if (const TriggerDefinition* trigger = p->trigger(entry.code)) {
                    line["label"] = q(trigger->label);
                    break;
                }
            triggers.insert(q(entry.code), line);
        }
        chances["triggers"] = triggers;
    }
    if (!d.shownAhead.empty()) {
        QJsonArray shownAhead;
        for (const auto& shown : d.shownAhead) {
            QJsonArray values;
            for (const auto& value : shown.values) {
                QJsonObject line = chanceJson(d, value);
                line["value"] = value.code.empty() ? QJsonValue() : QJsonValue(q(value.code));
                values.append(line);
            }
            shownAhead.append(QJsonObject{{"step", q(a.chain->step(shown.stepIndex).id)},
                                          {"id", q(shown.id)},
                                          {"label", q(shown.label)},
                                          {"rule", q(shown.rule)},
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
            situation.insert(q(input.id), valueJson(*v));
    return situation;
}

QJsonObject resolutionJson(const Assessment& a, const OutcomeDistribution& distribution, const Resolution* resolution)
{
    QJsonObject o;
    o["game"] = q(a.situation.game);
    const Procedure& whole = a.chain ? *a.chain : *a.procedure;
    o["procedure"] = q(whole.id);
    if (!whole.steps.empty()) {
        o["step"] = q(a.procedure->id);
        o["step_index"] = static_cast<qint64>(a.stepIndex);
    }
    o["situation"] = situationJson(a);
    if (!a.options.empty()) {
        QJsonArray options;
        for (const auto& option : a.options)
            options.append(QJsonObject{{"id", q(option.id)}, {"label", q(option.label)}, {"rule", q(option.rule)},
                                       {"value", q(option.value)}, {"value_label", q(option.valueLabel)}});
        o["options"] = options;
    }
    if (!a.playerValues.empty())
        o["player_values"] = playerValuesJson(a.playerValues);
    // Only when there are some: a stored entry without them reads (and hashes) as before.
    if (!a.shown.empty()) {
        QJsonArray shown;
        for (const auto& value : a.shown)
            shown.append(QJsonObject{{"id", q(value.id)}, {"label", q(value.label)}, {"value", q(value.value)},
                                     {"rule", q(value.rule)}});
        o["shown"] = shown;
    }
    if (a.question)
        o["question"] = questionJson(*a.question);

    QJsonArray modifiers;
    for (const auto& m : a.modifiers) {
        QJsonObject line;
        line["id"] = q(m.id);
        line["label"] = q(m.label);
        line["rule"] = q(m.rule);
        line["kind"] = modifierKindName(m.kind);
        if (m.kind == ModifierKind::Strength)
            line["side"] = strengthSideName(m.side);
        if (m.kind == ModifierKind::Total)
            line["total"] = q(m.total);
        line["applied"] = m.applied;
        line["value"] = static_cast<qint64>(m.value);
        if (m.factor)
            line["factor"] = q(m.factor->toString());
        line["reason"] = modifierReason(m);
        modifiers.append(line);
    }
    o["modifiers"] = modifiers;
    QJsonArray caps;
    for (const auto& c : a.caps) {
        QJsonObject line;
        line["id"] = q(c.id);
        line["label"] = q(c.label);
        line["rule"] = q(c.rule);
        line["bit"] = c.bit;
        line["before"] = static_cast<qint64>(c.before);
        line["after"] = static_cast<qint64>(c.after);
        caps.append(line);
    }
    if (!caps.isEmpty())
        o["caps"] = caps;
    o["drm_total"] = static_cast<qint64>(a.dieModifierTotal);
    o["column"] = a.column ? QJsonValue(q(a.column->id)) : QJsonValue(QJsonValue::Null);
    if (a.column)
        o["column_detail"] = columnJson(*a.column);
    if (a.target)
        o["target"] = static_cast<qint64>(*a.target);
    if (a.targetModifierTotal != 0)
        o["target_modifiers"] = static_cast<qint64>(a.targetModifierTotal);
    if (!a.totals.empty()) {
        QJsonObject totals;
        for (const auto& total : a.totals)
            totals.insert(q(total.id), static_cast<qint64>(total.value));
        o["totals"] = totals;
    }
    o["dice_count"] = static_cast<qint64>(a.diceCount);
    o["dice_sides"] = static_cast<qint64>(a.diceSides);
    // Only when some die cannot change the result: it is not thrown. The named groups' ids,
    // or every die of the step when none matters.
    QJsonArray notNeeded;
    for (const auto& group : a.diceGroups)
        if (!group.needed)
            notNeeded.append(q(group.id));
    if (!notNeeded.isEmpty())
        o["dice_not_needed"] = notNeeded;
    else if (a.diceCount > 0 && !a.diceNeeded)
        o["dice_not_needed"] = true;
    if (!a.diceGroups.empty()) {
        QJsonArray groups;
        for (const auto& group : a.diceGroups)
            groups.append(QJsonObject{{"id", q(group.id)}, {"label", q(group.label)}, {"count", static_cast<qint64>(group.count)},
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
                named.insert(q(group.id), faces);
            }
            roll["named"] = named;
        }
        if (resolution->column)
            roll["column"] = columnJson(*resolution->column);
        o["roll"] = roll;
        QJsonObject result;
        const Outcome& outcome = resolution->outcome;
        result["code"] = outcome.chartNeeded ? QJsonValue(QJsonValue::Null) : QJsonValue(q(outcome.code));
        result["label"] = q(outcome.label);
        if (!outcome.headline.empty())
            result["headline"] = q(outcome.headline);
        result["text"] = outcome.chartNeeded && outcome.question
                             ? QStringLiteral("Not in our sources: read %1, column %2, row %3 on the printed chart")
                                   .arg(q(outcome.question->tableLabel),
                                        outcome.question->column.empty() ? QStringLiteral("-") : q(outcome.question->column),
                                        q(outcome.question->row))
                             : q(outcome.text);
        result["chart_needed"] = outcome.chartNeeded;
        if (outcome.question)
            result["question"] = questionJson(*outcome.question);
        if (outcome.fromChart)
            result["from_chart"] = true;
        if (outcome.conversion)
            result["converted"] = QJsonObject{{"from", q(outcome.convertedFrom)}, {"id", q(outcome.conversion->id)},
                                              {"label", q(outcome.conversion->label)}, {"rule", q(outcome.conversion->rule)}};
        if (!outcome.rule.empty())
            result["rule"] = q(outcome.rule);
        if (outcome.definition) {
            QJsonArray options;
            for (const auto& option : outcome.definition->options)
                options.append(q(option));
            if (!options.isEmpty())
                result["options"] = options;
            QJsonObject effects;
            for (const auto& [name, amount] : outcome.definition->effects)
                effects.insert(q(name), amount.isWhole() ? QJsonValue(static_cast<qint64>(amount.numerator()))
                                                           : QJsonValue(q(amount.toString())));
            if (!effects.isEmpty())
                result["effects"] = effects;
        }
        QJsonArray notes;
        for (const auto& note : outcome.notes)
            notes.append(q(note));
        if (!notes.isEmpty())
            result["notes"] = notes;
        o["result"] = result;
        if (!resolution->outputs.empty()) {
            QJsonArray outputs;
            for (const auto& output : resolution->outputs) {
                QJsonObject line{{"id", q(output.id)}, {"label", q(output.label)}, {"value", valueJson(output.value)}};
                if (!output.rule.empty())
                    line["rule"] = q(output.rule);
                if (!output.explanation.empty())
                    line["explanation"] = q(output.explanation);
                outputs.append(line);
            }
            o["outputs"] = outputs;
        }
        if (!resolution->triggers.empty()) {
            QJsonArray triggers;
            for (const auto& trigger : resolution->triggers)
                triggers.append(QJsonObject{{"id", q(trigger.id)}, {"label", q(trigger.label)}, {"rule", q(trigger.rule)},
                                            {"text", q(trigger.text)}});
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
        line["id"] = q(i->id);
        line["rule"] = q(i->rule);
        line["text"] = q(i->text);
        interpretations.append(line);
    }
    o["interpretations"] = interpretations;

    o["distribution"] = chancesJson(distribution, distribution.entries, "code");
    if (!distribution.notCounted.empty())
        o["not_counted"] = q(distribution.notCounted);
    if (!distribution.outputs.empty()) {
        QJsonObject outputs;
        for (const auto& output : distribution.outputs)
            outputs.insert(q(output.id), chancesJson(distribution, output.values, "value"));
        o["output_chances"] = outputs;
    }
    if (!distribution.triggers.empty())
        o["trigger_chances"] = chancesJson(distribution, distribution.triggers, "trigger");
    if (!distribution.stepsAhead.empty()) {
        QJsonArray ahead;
        for (const auto& id : distribution.stepsAhead)
            ahead.append(q(id));
        o["steps_ahead"] = ahead;
    }
    return o;
}

}  // namespace umpire
