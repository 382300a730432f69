#include "game.h"

namespace umpire {

const Procedure* Game::procedure(std::string_view procedureId) const
{
    for (const auto& candidate : procedures)
        if (candidate.id == procedureId)
            return &candidate;
    return nullptr;
}

}  // namespace umpire
