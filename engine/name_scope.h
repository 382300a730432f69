// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "value.h"
#include "value_type.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class ThrowFrame;

/// How lookup() reads a table: the number of keys and whether cells hold fractions.
struct TableShape {
    std::size_t keys = 1;
    bool fractions = false;
};

/// Answers lookup() while an expression is evaluated: the cell, or a ChartReadingNeeded
/// exception when our sources lack it and the players have not read it yet.
class LookupSource {
public:
    virtual ~LookupSource() = default;
    virtual Value read(const std::string& table, const Value& row, const Value* column) const = 0;
};

/// The names an expression may use and their types, checked when a module loads.
/// Scopes nest: a unit-field scope inside an aggregate sees its fields first, then the outer names.
class NameScope {
public:
    explicit NameScope(const NameScope* outer = nullptr) : outer_(outer) {}

    void declare(std::string name, ValueType type) { names_.insert_or_assign(std::move(name), std::move(type)); }
    std::optional<ValueType> lookup(std::string_view name) const;
    /// Lookup tables that lookup() may read (declared on the outermost scope of a game).
    void declareTable(std::string id, TableShape shape) { tables_.insert_or_assign(std::move(id), shape); }
    std::optional<TableShape> table(std::string_view id) const;
    std::vector<std::string> tableNames() const;
    /// Every name visible from here, for "did you mean" hints.
    std::vector<std::string> visibleNames() const;

private:
    const NameScope* outer_;
    std::map<std::string, ValueType, std::less<>> names_;
    std::map<std::string, TableShape, std::less<>> tables_;
};

/// The values bound to names when an expression is evaluated; nests like NameScope.
class Bindings {
public:
    explicit Bindings(const Bindings* outer = nullptr) : outer_(outer) {}

    void bind(std::string name, Value value) { values_.insert_or_assign(std::move(name), std::move(value)); }
    /// Binds a whole unit record's fields (used while an aggregate walks a list).
    void bindAll(const UnitRecord& record);
    const Value* lookup(std::string_view name) const;
    /// An input the situation did not give and that has no default, or a derived value that
    /// reads one: reading it is an error that names the input (InputNotGiven), not a defect of
    /// the module.
    void withhold(std::string name, std::string input) { withheld_.insert_or_assign(std::move(name), std::move(input)); }
    /// The input not given behind `name`, or null when `name` is not withheld.
    const std::string* withheldInput(std::string_view name) const;
    const std::map<std::string, Value, std::less<>>& local() const { return values_; }
    /// Where lookup() reads its tables; inner bindings use their outer's.
    void setLookupSource(const LookupSource* source) { source_ = source; }
    const LookupSource* lookupSource() const;
    /// The values of the throw being evaluated, read before the names bound here; inner
    /// bindings use their outer's. Compiled expressions read it by slot.
    void setFrame(const ThrowFrame* frame) { frame_ = frame; }
    const ThrowFrame* frame() const;

private:
    const Bindings* outer_;
    const LookupSource* source_ = nullptr;
    const ThrowFrame* frame_ = nullptr;
    std::map<std::string, Value, std::less<>> values_;
    std::map<std::string, std::string, std::less<>> withheld_;
};

}  // namespace umpire
