// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/expression.h"
#include "engine/value_type.h"
#include "yaml/module_schema.h"
#include "yaml/read_context.h"
#include "yaml/source_position.h"

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

class NameScope;

/// One key and value of a mapping whose keys the module chooses (example inputs, overlay procedures).
struct MappingEntry {
    std::string name;
    YAML::Node key;
    YAML::Node value;
};

/// The entries of such a mapping, in file order. Reports keys that are not plain names and
/// duplicate keys (only the first is kept). `place` names the mapping in messages.
std::vector<MappingEntry> readNamedEntries(const YAML::Node& mapping, std::string_view place, ReadContext& context);

/// Reads one YAML mapping against its schema. On construction it reports a value that is not
/// a mapping, unknown keys (with the likely intended key), duplicate keys, missing required
/// keys and values of the wrong type; the accessors then return only well-typed values, so no
/// problem is reported twice and nothing falls back silently to a default.
class MappingReader {
public:
    MappingReader(const YAML::Node& node, MappingKind kind, ReadContext& context);
    ~MappingReader();
    MappingReader(const MappingReader&) = delete;
    MappingReader& operator=(const MappingReader&) = delete;

    bool isMapping() const { return isMapping_; }
    /// How messages name this mapping: "input 'x'", "resolution of procedure 'combat'".
    const std::string& place() const { return place_; }
    /// The value of the schema's id key, or "" when it has none.
    const std::string& id() const { return id_; }
    const YAML::Node& node() const { return node_; }
    SourcePosition position() const { return umpire::positionOf(node_); }
    ReadContext& context() const { return context_; }

    /// True when the key is present (well-typed or not).
    bool has(std::string_view key) const;
    /// The key's value when present and well-typed; an undefined node otherwise.
    YAML::Node value(std::string_view key) const;
    /// Where the key's value stands (the key itself when the value is empty); the mapping when absent.
    SourcePosition positionOf(std::string_view key) const;
    SourcePosition keyPosition(std::string_view key) const;

    std::optional<std::string> text(std::string_view key) const;
    std::optional<std::int64_t> integer(std::string_view key) const;
    std::optional<bool> boolean(std::string_view key) const;
    /// Items of a TextList key; empty when absent.
    std::vector<std::string> texts(std::string_view key) const;

    /// Entries of a ScalarMap or IntegerMap key, in file order (the first of duplicates); empty when absent.
    std::vector<MappingEntry> entries(std::string_view key) const;

    /// Parses the key's expression against `scope`, requiring type `expected` when given.
    /// Errors are reported at their exact place inside the expression.
    std::optional<Expression> expression(std::string_view key, const NameScope& scope,
                                         std::optional<ValueType::Kind> expected) const;

    /// Reports the key as missing when it is absent (for keys required only in some cases).
    bool require(std::string_view key) const;
    /// Reports the key when present: it does not apply here, for the reason given.
    void refuse(std::string_view key, std::string_view why) const;

private:
    struct Field {
        std::string key;
        YAML::Node keyNode;
        YAML::Node valueNode;
        FieldType type = FieldType::Text;
        bool valid = false;
        bool holdsMappings = false;  ///< The schema names the kind of mapping the value holds.
    };

    const Field* field(std::string_view key) const;
    bool checkType(Field& field);

    YAML::Node node_;
    const MappingSchema& schema_;
    ReadContext& context_;
    bool isMapping_ = false;
    std::string place_;
    std::string id_;
    std::vector<Field> fields_;
    std::optional<ReadContext::OwnerScope> ownerScope_;
};

/// Reads a decimal integer with an optional sign; nullopt on anything else or on overflow.
std::optional<std::int64_t> parseInteger(std::string_view text);

/// True when the list under `key` has at most `limit` items; otherwise reports it (the caller
/// then reads none of them, so no module can make loading unbounded).
bool withinLimit(const MappingReader& reader, std::string_view key, std::size_t limit);

/// Calls `read(item)` for each item of the list under `key`, with the YAML path and item index set.
template <class Read>
void forEachItem(const MappingReader& reader, std::string_view key, Read read)
{
    const YAML::Node list = reader.value(key);
    if (!list.IsDefined() || !list.IsSequence())
        return;
    ReadContext::PathScope keyScope(reader.context(), std::string(key));
    std::size_t index = 0;
    for (const YAML::Node& item : list) {
        ReadContext::PathScope itemScope(reader.context(), index);
        reader.context().setItemIndex(index);
        read(item);
        ++index;
    }
}

/// Calls `read(value)` for the value under `key`, when present and well-typed, with the YAML path set.
template <class Read>
void withKey(const MappingReader& reader, std::string_view key, Read read)
{
    const YAML::Node value = reader.value(key);
    if (!value.IsDefined())
        return;
    ReadContext::PathScope keyScope(reader.context(), std::string(key));
    read(value);
}

}  // namespace umpire
