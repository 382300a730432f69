// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/readers.h"

#include <algorithm>
#include <array>
#include <tuple>

namespace umpire {

namespace {

constexpr std::array<ColumnScale::Basis, 3> bases = {ColumnScale::Basis::Ratio, ColumnScale::Basis::Difference,
                                                     ColumnScale::Basis::Value};

std::optional<ColumnScale::Basis> basisFromName(std::string_view name)
{
    for (const auto basis : bases) {
        if (name == columnBasisName(basis))
            return basis;
    }
    return std::nullopt;
}

// "clamp", "refuse" or {drm_per_column: N, step: S}; absent means clamp.
ColumnOverflow readOverflow(const MappingReader& scale, std::string_view key, bool pastLast)
{
    ColumnOverflow overflow;
    const YAML::Node value = scale.value(key);
    if (!value.IsDefined())
        return overflow;
    ReadContext& context = scale.context();
    if (value.IsScalar()) {
        if (value.Scalar() == "clamp") {
            overflow.kind = ColumnOverflow::Kind::Clamp;
        } else if (value.Scalar() == "refuse") {
            overflow.kind = ColumnOverflow::Kind::Refuse;
        } else {
            context.wrongType(scale.positionOf(key), key, scale.place(), "clamp, refuse or {drm_per_column: N}",
                              describeFound(value));
        }
        return overflow;
    }
    ReadContext::PathScope path(context, std::string(key));
    const MappingReader reader(value, MappingKind::ColumnOverflow, context);
    if (const auto perColumn = reader.integer("drm_per_column")) {
        overflow.kind = ColumnOverflow::Kind::DieRoll;
        overflow.perColumn = *perColumn;
    }
    // step: the width of the last column; each further width past it is one more virtual
    // column (counted before shifts). Only the last edge has virtual columns.
    if (!pastLast) {
        reader.refuse("step", "virtual columns are counted beyond the last column only");
    } else if (const auto step = reader.text("step")) {
        const auto width = Fraction::parse(*step);
        if (width && Fraction(0) < *width)
            overflow.step = *width;
        else
            context.wrongType(reader.positionOf("step"), "step", reader.place(),
                              "a positive number, \"a/b\" or a decimal like \"1.5\"", describeFound(reader.value("step")));
    }
    return overflow;
}

// A list of {when: EXPR, overflow: ...} tried in order; the last, without `when`, holds otherwise.
void readOverflowCases(const MappingReader& scale, std::string_view key, bool pastLast, const NameScope& scope,
                       std::vector<ConditionalOverflow>& cases, ColumnOverflow& otherwise)
{
    const YAML::Node list = scale.value(key);
    ReadContext& context = scale.context();
    ReadContext::PathScope path(context, std::string(key));
    const std::size_t count = list.size();
    for (std::size_t i = 0; i < count; ++i) {
        ReadContext::PathScope itemPath(context, std::to_string(i + 1));
        const MappingReader item(list[i], MappingKind::OverflowCase, context);
        if (!item.isMapping())
            continue;
        const bool last = i + 1 == count;
        if (last && item.has("when")) {
            context.keyDoesNotApply(item.keyPosition("when"), "when", item.place(),
                                    "the last case holds when no case before it does, so it has no condition");
        } else if (!last && !item.require("when")) {
            continue;
        }
        const ColumnOverflow overflow = item.require("overflow") ? readOverflow(item, "overflow", pastLast) : ColumnOverflow{};
        if (last) {
            otherwise = overflow;
        } else if (auto when = item.expression("when", scope, ValueType::Kind::Boolean)) {
            cases.push_back({std::move(*when), overflow});
        }
    }
}

}  // namespace

ColumnScale readColumnScale(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                            const NameScope& withDice, const std::vector<std::string>& dice, bool& readsDice)
{
    ColumnScale scale;
    const MappingReader reader(node, MappingKind::ColumnScale, context);
    if (!reader.isMapping())
        return scale;
    scale.label = reader.text("label").value_or("");
    scale.rule = reader.text("rule").value_or("");
    for (const auto& [key, cases, otherwise] : {std::tuple{"beyond_first", &scale.beyondFirstCases, &scale.beyondFirst},
                                                std::tuple{"beyond_last", &scale.beyondLastCases, &scale.beyondLast}}) {
        const bool pastLast = std::string_view(key) == "beyond_last";
        if (reader.value(key).IsSequence())
            readOverflowCases(reader, key, pastLast, names.scope, *cases, *otherwise);
        else
            *otherwise = readOverflow(reader, key, pastLast);
    }

    const auto byName = reader.text("by");
    if (!byName)
        return scale;
    const auto basis = basisFromName(*byName);
    if (!basis) {
        context.wrongType(reader.positionOf("by"), "by", reader.place(), "ratio, difference or value",
                          describeFound(reader.value("by")));
        return scale;
    }
    scale.basis = *basis;
    if (scale.basis == ColumnScale::Basis::Value) {
        reader.refuse("attacker", "a column by value reads one 'value'");
        reader.refuse("defender", "a column by value reads one 'value'");
        // A value may read the step's named dice: the column is then found for each throw.
        if (reader.require("value"))
            scale.value = reader.expression("value", withDice, ValueType::Kind::Integer);
        if (scale.value) {
            const auto used = scale.value->namesUsed();
            readsDice = std::any_of(used.begin(), used.end(), [&](const std::string& name) {
                return std::find(dice.begin(), dice.end(), name) != dice.end();
            });
        }
    } else {
        reader.refuse("value", "a column by ratio or difference compares 'attacker' with 'defender'");
        // A strength may be exact (8 1/2 after halving); `round_strengths` follows the rules that round.
        if (reader.require("attacker"))
            scale.attacker = reader.expression("attacker", names.scope, ValueType::Kind::Fraction);
        if (reader.require("defender"))
            scale.defender = reader.expression("defender", names.scope, ValueType::Kind::Fraction);
        if (const auto rounding = reader.text("round_strengths")) {
            bool known = false;
            for (const auto r : {StrengthRounding::Exact, StrengthRounding::Down, StrengthRounding::Up, StrengthRounding::Nearest})
                if (*rounding == strengthRoundingName(r))
                    scale.strengthRounding = r, known = true;
            if (!known)
                context.wrongType(reader.positionOf("round_strengths"), "round_strengths", reader.place(),
                                  "exact, down, up or nearest", describeFound(reader.value("round_strengths")));
        }
    }
    if (scale.basis == ColumnScale::Basis::Value)
        reader.refuse("round_strengths", "a column by value has no strengths");

    if (scale.basis != ColumnScale::Basis::Ratio) {
        reader.refuse("zero_defender", "only a ratio divides by the defender");
    } else if (const auto zero = reader.text("zero_defender")) {
        if (*zero == "last" || *zero == "refuse")
            scale.zeroDefenderIsLastColumn = *zero == "last";
        else
            context.wrongType(reader.positionOf("zero_defender"), "zero_defender", reader.place(), "last or refuse",
                              describeFound(reader.value("zero_defender")));
    }
    return scale;
}

}  // namespace umpire
