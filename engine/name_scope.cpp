// SPDX-License-Identifier: GPL-3.0-or-later
#include "name_scope.h"

#include "throw_slots.h"

namespace umpire {

std::optional<ValueType> NameScope::lookup(std::string_view name) const
{
    if (const auto it = names_.find(name); it != names_.end())
        return it->second;
    if (outer_)
        return outer_->lookup(name);
    return std::nullopt;
}

std::vector<std::string> NameScope::visibleNames() const
{
    std::vector<std::string> out = outer_ ? outer_->visibleNames() : std::vector<std::string>{};
    for (const auto& [name, type] : names_)
        out.push_back(name);
    return out;
}

std::optional<TableShape> NameScope::table(std::string_view id) const
{
    if (const auto it = tables_.find(id); it != tables_.end())
        return it->second;
    if (outer_)
        return outer_->table(id);
    return std::nullopt;
}

std::vector<std::string> NameScope::tableNames() const
{
    std::vector<std::string> out = outer_ ? outer_->tableNames() : std::vector<std::string>{};
    for (const auto& [id, shape] : tables_)
        out.push_back(id);
    return out;
}

const LookupSource* Bindings::lookupSource() const
{
    if (source_)
        return source_;
    return outer_ ? outer_->lookupSource() : nullptr;
}

const ThrowFrame* Bindings::frame() const
{
    if (frame_)
        return frame_;
    return outer_ ? outer_->frame() : nullptr;
}

void Bindings::bindAll(const UnitRecord& record)
{
    for (const auto& [name, value] : record)
        values_.insert_or_assign(name, value);
}

const Value* Bindings::lookup(std::string_view name) const
{
    if (frame_)
        if (const Value* v = frame_->find(name))
            return v;
    if (const auto it = values_.find(name); it != values_.end())
        return &it->second;
    if (outer_)
        return outer_->lookup(name);
    return nullptr;
}

const std::string* Bindings::withheldInput(std::string_view name) const
{
    if (const auto it = withheld_.find(name); it != withheld_.end())
        return &it->second;
    return outer_ ? outer_->withheldInput(name) : nullptr;
}

}  // namespace umpire
