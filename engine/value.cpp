// SPDX-License-Identifier: GPL-3.0-or-later
#include "value.h"

namespace umpire {

Value::Value(Fraction v)
{
    if (v.isWhole())
        data_ = v.numerator();
    else
        data_ = v;
}

Fraction Value::asFraction() const
{
    if (isInteger())
        return Fraction(asInteger());
    return std::get<Fraction>(data_);
}

std::string Value::toString() const
{
    if (isInteger())
        return std::to_string(asInteger());
    if (isFraction())
        return std::get<Fraction>(data_).toString();
    if (isBoolean())
        return asBoolean() ? "true" : "false";
    if (isChoice())
        return asChoice();
    const auto n = asUnitList().size();
    std::string text = "[";
    text += std::to_string(n);  // appended: GCC 12 -O3 sees a false -Wrestrict in "[" + string
    text += n == 1 ? " unit]" : " units]";
    return text;
}

std::string Value::toReadableString() const
{
    if (isFraction())
        return std::get<Fraction>(data_).toReadableString();
    return toString();
}

}  // namespace umpire
