// SPDX-License-Identifier: GPL-3.0-or-later
#include "input_not_given.h"

#include "procedure.h"

namespace umpire {

Refusal notGivenRefusal(const Procedure& chain, const InputNotGiven& error)
{
    const InputSpec* input = chain.input(error.inputId());
    if (!input)
        return {error.inputId(), error.what(), ""};
    const std::string name = input->label.empty() ? input->id : input->label + " (" + input->id + ")";
    return {input->id, name + " must be given: this situation reads it and it has no default", input->rule,
            Refusal::Kind::InputMissing, input->label};
}

Refusal arithmeticRefusal(const Procedure& chain, const ArithmeticError& error)
{
    if (const auto* notGiven = dynamic_cast<const InputNotGiven*>(&error))
        return notGivenRefusal(chain, *notGiven);
    return {"arithmetic", error.what(), ""};
}

}  // namespace umpire
