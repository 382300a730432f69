// SPDX-License-Identifier: GPL-3.0-or-later
#include "column_finder.h"

#include "arithmetic_error.h"
#include "resolution_method.h"

namespace umpire {

namespace {

Fraction rounded(const Fraction& strength, StrengthRounding rounding)
{
    switch (rounding) {
    case StrengthRounding::Exact: return strength;
    case StrengthRounding::Down: return Fraction(strength.floor());
    case StrengthRounding::Up: return Fraction(strength.ceil());
    case StrengthRounding::Nearest: return Fraction(strength.round());
    }
    return strength;
}

/// A side's strength: its expression, then its modifiers, then the rules' rounding.
Fraction strengthOf(const ColumnScale& scale, const Expression& expression, const Bindings& values, const StrengthChange& change)
{
    return rounded(change.applyTo(expression.evaluate(values).asFraction()), scale.strengthRounding);
}

std::string signedText(const Fraction& v)
{
    std::string text = Fraction(0) < v ? "+" : "";
    text += v.toMixedString();  // appended: GCC 12 -O3 sees a false -Wrestrict in "+" + string
    return text;
}

}  // namespace

std::variant<ColumnReport, Refusal> findColumn(const GridMethod& grid, const Bindings& values, std::int64_t shift,
                                               const StrengthChange& attackerChange, const StrengthChange& defenderChange)
{
    const ColumnScale& scale = grid.scale;
    ColumnReport report;
    Fraction value;
    const std::int64_t last = static_cast<std::int64_t>(scale.columns.size()) - 1;
    bool forcedLast = false;
    if (scale.basis == ColumnScale::Basis::Value) {
        value = scale.value->evaluate(values).asFraction();
        report.valueText = value.toMixedString();
    } else {
        const Fraction attacker = strengthOf(scale, *scale.attacker, values, attackerChange);
        const Fraction defender = strengthOf(scale, *scale.defender, values, defenderChange);
        report.attackerStrength = attacker;
        report.defenderStrength = defender;
        const std::string sides = attacker.toMixedString() + (scale.basis == ColumnScale::Basis::Difference ? " - " : " : ") +
                                  defender.toMixedString();
        if (scale.basis == ColumnScale::Basis::Difference) {
            value = attacker - defender;
            report.valueText = sides + " = " + signedText(value);
        } else if (attacker < Fraction(0) || defender < Fraction(0)) {
            return Refusal{"column", "strengths cannot be negative (attacker " + attacker.toMixedString() + ", defender " +
                                         defender.toMixedString() + ")", scale.rule};
        } else if (defender == Fraction(0)) {
            if (!scale.zeroDefenderIsLastColumn)
                return Refusal{"column", "the defender's strength is 0, so there are no odds to compute", scale.rule};
            forcedLast = true;
            report.valueText = sides;
        } else {
            value = attacker / defender;
            report.valueText = sides + " = " + value.toDecimalString(2);
        }
    }
    if (!forcedLast)
        report.value = value;
    const ColumnOverflow& pastLast = scale.overflowPast(false, values);
    std::int64_t base = forcedLast ? last : static_cast<std::int64_t>(scale.columnFor(value));
    if (!forcedLast && base == last && pastLast.step && scale.columns[static_cast<std::size_t>(last)].atLeast) {
        const Fraction past = (value - *scale.columns[static_cast<std::size_t>(last)].atLeast) / *pastLast.step;
        base = checkedAdd(base, past.floor());
    }
    report.baseIndex = base;
    report.shift = shift;
    std::int64_t shifted = checkedAdd(base, shift);
    if (shifted < 0 || shifted > last) {
        const bool pastFirst = shifted < 0;
        const ColumnOverflow& overflow = pastFirst ? scale.overflowPast(true, values) : pastLast;
        const std::int64_t columnsPast = pastFirst ? -shifted : shifted - last;
        if (overflow.kind == ColumnOverflow::Kind::Refuse)
            return Refusal{"column", std::string("the column shifts go ") + std::to_string(columnsPast) + " column(s) past the " +
                                         (pastFirst ? "first" : "last") + " column, which the rules do not allow", scale.rule};
        report.overflowColumns = pastFirst ? -columnsPast : columnsPast;
        if (overflow.kind == ColumnOverflow::Kind::DieRoll)
            report.overflowDieModifier = checkedMul(columnsPast, overflow.perColumn);
        shifted = pastFirst ? 0 : last;
    }
    report.index = static_cast<std::size_t>(shifted);
    report.id = scale.columns[report.index].id;
    report.label = scale.columns[report.index].label;
    return report;
}

}  // namespace umpire
