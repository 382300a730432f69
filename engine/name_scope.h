#pragma once

#include "value.h"
#include "value_type.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// The names an expression may use and their types, checked when a module loads.
/// Scopes nest: a unit-field scope inside an aggregate sees its fields first, then the outer names.
class NameScope {
public:
    explicit NameScope(const NameScope* outer = nullptr) : outer_(outer) {}

    void declare(std::string name, ValueType type) { names_.insert_or_assign(std::move(name), std::move(type)); }
    std::optional<ValueType> lookup(std::string_view name) const;
    /// Every name visible from here, for "did you mean" hints.
    std::vector<std::string> visibleNames() const;

private:
    const NameScope* outer_;
    std::map<std::string, ValueType, std::less<>> names_;
};

/// The values bound to names when an expression is evaluated; nests like NameScope.
class Bindings {
public:
    explicit Bindings(const Bindings* outer = nullptr) : outer_(outer) {}

    void bind(std::string name, Value value) { values_.insert_or_assign(std::move(name), std::move(value)); }
    /// Binds a whole unit record's fields (used while an aggregate walks a list).
    void bindAll(const UnitRecord& record);
    const Value* lookup(std::string_view name) const;
    const std::map<std::string, Value, std::less<>>& local() const { return values_; }

private:
    const Bindings* outer_;
    std::map<std::string, Value, std::less<>> values_;
};

}  // namespace umpire
