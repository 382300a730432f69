// SPDX-License-Identifier: GPL-3.0-or-later
#include "column_finder.h"

#include "arithmetic_error.h"
#include "resolution_method.h"

namespace umpire {

namespace {

std::int64_t integerOf(const Expression& expression, const Bindings& bindings)
{
    const Value v = expression.evaluate(bindings);
    if (!v.isInteger())
        throw ArithmeticError("'" + expression.text() + "' gave " + v.toString() + " where a whole number was needed");
    return v.asInteger();
}

std::string signedText(std::int64_t v)
{
    std::string text = v > 0 ? "+" : "";
    text += std::to_string(v);  // appended: GCC 12 -O3 sees a false -Wrestrict in "+" + string
    return text;
}

}  // namespace

std::variant<ColumnReport, Refusal> findColumn(const GridMethod& grid, const Bindings& values, std::int64_t shift,
                                               std::int64_t attackerBonus, std::int64_t defenderBonus)
{
    const ColumnScale& scale = grid.scale;
    ColumnReport report;
    Fraction value;
    const std::int64_t last = static_cast<std::int64_t>(scale.columns.size()) - 1;
    bool forcedLast = false;
    if (scale.basis == ColumnScale::Basis::Value) {
        value = scale.value->evaluate(values).asFraction();
        report.valueText = value.toString();
    } else {
        const std::int64_t attacker = checkedAdd(integerOf(*scale.attacker, values), attackerBonus);
        const std::int64_t defender = checkedAdd(integerOf(*scale.defender, values), defenderBonus);
        report.attackerStrength = attacker;
        report.defenderStrength = defender;
        if (scale.basis == ColumnScale::Basis::Difference) {
            value = Fraction(checkedSub(attacker, defender));
            report.valueText = std::to_string(attacker) + " - " + std::to_string(defender) + " = " + signedText(value.numerator());
        } else if (attacker < 0 || defender < 0) {
            return Refusal{"column", "strengths cannot be negative (attacker " + std::to_string(attacker) + ", defender " +
                                         std::to_string(defender) + ")", scale.rule};
        } else if (defender == 0) {
            if (!scale.zeroDefenderIsLastColumn)
                return Refusal{"column", "the defender's strength is 0, so there are no odds to compute", scale.rule};
            forcedLast = true;
            report.valueText = std::to_string(attacker) + ":0";
        } else {
            value = Fraction(attacker, defender);
            report.valueText = std::to_string(attacker) + ":" + std::to_string(defender) + " = " + value.toDecimalString(2);
        }
    }
    std::int64_t base = forcedLast ? last : static_cast<std::int64_t>(scale.columnFor(value));
    if (!forcedLast && base == last && scale.beyondLast.step && scale.columns[static_cast<std::size_t>(last)].atLeast) {
        const Fraction past = (value - *scale.columns[static_cast<std::size_t>(last)].atLeast) / *scale.beyondLast.step;
        base = checkedAdd(base, past.floor());
    }
    report.baseIndex = base;
    report.shift = shift;
    std::int64_t shifted = checkedAdd(base, shift);
    if (shifted < 0 || shifted > last) {
        const bool pastFirst = shifted < 0;
        const ColumnOverflow& overflow = pastFirst ? scale.beyondFirst : scale.beyondLast;
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
