// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

namespace umpire {

const Game& Game::inLanguage(std::string_view language) const
{
    const auto it = languages.find(language);
    return it == languages.end() ? *this : *it->second;
}

const Procedure* Game::procedure(std::string_view procedureId) const
{
    for (const auto& candidate : procedures)
        if (candidate.id == procedureId)
            return &candidate;
    return nullptr;
}

const GameOption* Game::option(std::string_view optionId) const
{
    for (const auto& candidate : options)
        if (candidate.id == optionId)
            return &candidate;
    return nullptr;
}

const LookupTable* Game::lookup(std::string_view tableId) const
{
    for (const auto& candidate : lookups)
        if (candidate.id == tableId)
            return &candidate;
    return nullptr;
}

}  // namespace umpire
