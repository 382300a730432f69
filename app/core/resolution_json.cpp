#include "core/resolution_json.h"

#include "core/situation_json.h"

#include "engine/game.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"

#include <QJsonArray>

namespace umpire {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

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
        o["attacker_strength"] = static_cast<qint64>(*column.attackerStrength);
    if (column.defenderStrength)
        o["defender_strength"] = static_cast<qint64>(*column.defenderStrength);
    if (column.overflowColumns != 0) {
        o["overflow_columns"] = static_cast<qint64>(column.overflowColumns);
        o["overflow_drm"] = static_cast<qint64>(column.overflowDieModifier);
    }
    return o;
}

}  // namespace

QJsonObject situationJson(const Assessment& assessment)
{
    QJsonObject situation;
    for (const auto& input : assessment.procedure->inputs)
        if (const Value* v = assessment.values.lookup(input.id))
            situation.insert(q(input.id), valueJson(*v));
    return situation;
}

QJsonObject resolutionJson(const Assessment& a, const OutcomeDistribution& distribution, const Resolution* resolution)
{
    QJsonObject o;
    o["game"] = q(a.situation.game);
    o["procedure"] = q(a.procedure->id);
    o["situation"] = situationJson(a);

    QJsonArray modifiers;
    for (const auto& m : a.modifiers) {
        QJsonObject line;
        line["id"] = q(m.id);
        line["label"] = q(m.label);
        line["rule"] = q(m.rule);
        line["kind"] = modifierKindName(m.kind);
        if (m.kind == ModifierKind::Strength)
            line["side"] = strengthSideName(m.side);
        line["applied"] = m.applied;
        line["value"] = static_cast<qint64>(m.value);
        line["reason"] = q(m.reason);
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
    o["dice_count"] = static_cast<qint64>(a.diceCount);
    o["dice_sides"] = static_cast<qint64>(a.diceSides);

    if (resolution) {
        QJsonObject roll;
        QJsonArray dice;
        for (const auto d : resolution->dice.dice)
            dice.append(static_cast<qint64>(d));
        roll["dice"] = dice;
        roll["natural"] = static_cast<qint64>(resolution->natural);
        roll["modified"] = static_cast<qint64>(resolution->modified);
        if (resolution->clamped)
            roll["row"] = static_cast<qint64>(resolution->row);
        o["roll"] = roll;
        QJsonObject result;
        const Outcome& outcome = resolution->outcome;
        result["code"] = outcome.chartNeeded ? QJsonValue(QJsonValue::Null) : QJsonValue(q(outcome.code));
        result["label"] = q(outcome.label);
        result["text"] = outcome.chartNeeded ? QStringLiteral("Not in our sources: read row %1 of column %2 on the printed chart")
                                                   .arg(q(outcome.rowLabel), a.column ? q(a.column->id) : QStringLiteral("-"))
                                             : q(outcome.text);
        result["chart_needed"] = outcome.chartNeeded;
        if (outcome.definition) {
            if (!outcome.definition->rule.empty())
                result["rule"] = q(outcome.definition->rule);
            QJsonArray options;
            for (const auto& option : outcome.definition->options)
                options.append(q(option));
            if (!options.isEmpty())
                result["options"] = options;
            QJsonObject effects;
            for (const auto& [name, amount] : outcome.definition->effects)
                effects.insert(q(name), static_cast<qint64>(amount));
            if (!effects.isEmpty())
                result["effects"] = effects;
        }
        QJsonArray notes;
        for (const auto& note : outcome.notes)
            notes.append(q(note));
        if (!notes.isEmpty())
            result["notes"] = notes;
        o["result"] = result;
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

    QJsonArray chances;
    for (const auto& entry : distribution.entries) {
        QJsonObject line;
        line["code"] = entry.code.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(q(entry.code));
        line["probability"] = q(distribution.probabilityText(entry));
        line["percent"] = qRound(distribution.percent(entry) * 100.0) / 100.0;
        chances.append(line);
    }
    o["distribution"] = chances;
    return o;
}

}  // namespace umpire
