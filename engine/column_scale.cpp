// SPDX-License-Identifier: GPL-3.0-or-later
#include "column_scale.h"

namespace umpire {

std::size_t ColumnScale::columnFor(const Fraction& v) const
{
    std::size_t index = 0;
    for (std::size_t i = 1; i < columns.size(); ++i)
        if (columns[i].atLeast && v >= *columns[i].atLeast)
            index = i;
    return index;
}

const ColumnOverflow& ColumnScale::overflowPast(bool first, const Bindings& values) const
{
    for (const auto& conditional : first ? beyondFirstCases : beyondLastCases)
        if (conditional.when.evaluate(values).asBoolean())
            return conditional.overflow;
    return first ? beyondFirst : beyondLast;
}

const char* strengthRoundingName(StrengthRounding rounding)
{
    switch (rounding) {
    case StrengthRounding::Exact: return "exact";
    case StrengthRounding::Down: return "down";
    case StrengthRounding::Up: return "up";
    case StrengthRounding::Nearest: return "nearest";
    }
    return "?";
}

const char* columnBasisName(ColumnScale::Basis basis)
{
    switch (basis) {
    case ColumnScale::Basis::Ratio: return "ratio";
    case ColumnScale::Basis::Difference: return "difference";
    case ColumnScale::Basis::Value: return "value";
    }
    return "?";
}

}  // namespace umpire
