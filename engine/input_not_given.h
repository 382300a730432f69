// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "arithmetic_error.h"
#include "refusal.h"

#include <string>

namespace umpire {

/// Raised when an expression reads an input given no value that has no default
/// (`required: when_read`): the situation reads it here, so the players must give it.
class InputNotGiven : public ArithmeticError {
public:
    explicit InputNotGiven(const std::string& id)
        : ArithmeticError("'" + id + "' must be given: this situation reads it and it has no default"), id_(id)
    {
    }
    const std::string& inputId() const { return id_; }

private:
    std::string id_;
};

struct Procedure;

/// The input the situation reads but did not give, by its label and rule.
Refusal notGivenRefusal(const Procedure& chain, const InputNotGiven& error);

/// Why exact arithmetic gave no answer, as a refusal: an input not given is named.
Refusal arithmeticRefusal(const Procedure& chain, const ArithmeticError& error);

}  // namespace umpire
