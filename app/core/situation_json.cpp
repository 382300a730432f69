// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/situation_json.h"

#include "core/std_text.h"
#include "engine/procedure.h"

#include <QJsonArray>

#include <optional>

namespace umpire {

namespace {


/// A scalar of `spec` from JSON, or nullopt with `why` when it does not fit.
std::optional<Value> scalarFromJson(const ScalarSpec& spec, const QJsonValue& json, QString& why)
{
    std::optional<Value> value;
    switch (spec.kind) {
    case ScalarSpec::Kind::Boolean:
        if (json.isBool())
            value = Value(json.toBool());
        break;
    case ScalarSpec::Kind::Integer:
        if (json.isDouble() && json.toDouble() == static_cast<double>(json.toInteger()))
            value = Value(static_cast<std::int64_t>(json.toInteger()));
        break;
    case ScalarSpec::Kind::Choice:
        if (json.isString())
            value = Value(ChoiceValue{json.toString().toStdString()});
        break;
    }
    if (!value) {
        why = QStringLiteral("must be %1").arg(qs(spec.allowed()));
        return std::nullopt;
    }
    if (const std::string problem = spec.check(*value); !problem.empty()) {
        why = qs(problem);
        return std::nullopt;
    }
    return value;
}

}  // namespace

QJsonValue valueJson(const Value& value)
{
    if (value.isInteger())
        return static_cast<qint64>(value.asInteger());
    if (value.isBoolean())
        return value.asBoolean();
    if (value.isChoice())
        return qs(value.asChoice());
    if (value.isFraction())
        return qs(value.toString());
    QJsonArray units;
    for (const auto& unit : value.asUnitList()) {
        QJsonObject fields;
        for (const auto& [name, field] : unit)
            fields.insert(qs(name), valueJson(field));
        units.append(fields);
    }
    return units;
}

QJsonObject situationValuesJson(const Situation& situation)
{
    QJsonObject values;
    for (const auto& [id, value] : situation.values)
        values.insert(qs(id), valueJson(value));
    return values;
}

Situation situationFromJson(const std::string& gameId, const Procedure& procedure, const QJsonObject& values, QStringList* problems)
{
    Situation situation;
    situation.game = gameId;
    situation.procedure = procedure.id;
    auto problem = [&](const QString& id, const QString& why) {
        if (problems)
            *problems << QStringLiteral("%1: %2").arg(id, why);
    };
    for (auto it = values.begin(); it != values.end(); ++it) {
        const InputSpec* input = procedure.input(it.key().toStdString());
        if (!input) {
            problem(it.key(), QStringLiteral("no such input in %1").arg(qs(procedure.id)));
            continue;
        }
        QString why;
        if (input->kind != InputSpec::Kind::Units) {
            if (auto value = scalarFromJson(input->scalar, it.value(), why))
                situation.values.insert_or_assign(input->id, std::move(*value));
            else
                problem(it.key(), why);
            continue;
        }
        if (!it.value().isArray()) {
            problem(it.key(), QStringLiteral("must be a list of units"));
            continue;
        }
        UnitList units;
        bool fits = true;
        for (const QJsonValue& unitJson : it.value().toArray()) {
            const QJsonObject fields = unitJson.toObject();
            UnitRecord unit;
            for (const auto& field : *input->fields) {
                const QJsonValue fieldJson = fields.value(qs(field.id));
                if (fieldJson.isUndefined()) {
                    unit.emplace(field.id, field.spec.defaultValue);
                    continue;
                }
                auto value = scalarFromJson(field.spec, fieldJson, why);
                if (!value) {
                    problem(it.key(), QStringLiteral("a unit's %1 %2").arg(qs(field.id), why));
                    fits = false;
                    break;
                }
                unit.emplace(field.id, std::move(*value));
            }
            if (!fits)
                break;
            units.push_back(std::move(unit));
        }
        const auto count = static_cast<std::int64_t>(units.size());
        if (fits && (count < input->minUnits || (input->maxUnits > 0 && count > input->maxUnits))) {
            problem(it.key(), QStringLiteral("needs %1 to %2 units").arg(input->minUnits).arg(input->maxUnits));
            fits = false;
        }
        if (fits)
            situation.values.insert_or_assign(input->id, Value(std::move(units)));
    }
    return situation;
}

}  // namespace umpire
