#include "procedure.h"

namespace umpire {

const InputSpec* Procedure::input(std::string_view inputId) const
{
    for (const auto& candidate : inputs)
        if (candidate.id == inputId)
            return &candidate;
    return nullptr;
}

const ResultDefinition* Procedure::result(std::string_view code) const
{
    for (const auto& candidate : results)
        if (candidate.code == code)
            return &candidate;
    return nullptr;
}

}  // namespace umpire
