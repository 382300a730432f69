// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/name_registry.h"

#include "yaml/read_context.h"

namespace umpire {

const NameRegistry::Holder* NameRegistry::find(std::string_view name) const
{
    if (const auto it = names_.find(name); it != names_.end())
        return &it->second;
    return outer_ ? outer_->find(name) : nullptr;
}

bool NameRegistry::claim(ReadContext& context, SourcePosition at, std::string_view key, const std::string& name,
                         const std::string& what, bool reportHere)
{
    if (name.empty())
        return false;
    const bool here = names_.count(name) > 0;
    if (const Holder* holder = find(name)) {
        if (!here || reportHere)
            context.nameTaken(at, key, name, what, holder->what, holder->line);
        return false;
    }
    names_.emplace(name, Holder{what, at.line});
    return true;
}

}  // namespace umpire
