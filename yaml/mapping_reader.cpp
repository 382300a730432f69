// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"

#include "engine/text_distance.h"
#include "yaml/read_expression.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace umpire {

namespace {

bool isGameId(std::string_view text)
{
    return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
    });
}

bool isName(std::string_view text)
{
    if (text.empty() || std::isalpha(static_cast<unsigned char>(text.front())) == 0)
        return false;
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; });
}

bool isId(std::string_view text)
{
    return !text.empty()
        && std::none_of(text.begin(), text.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
}

// Written without quotes: yaml-cpp tags such a scalar "?", a quoted one "!".
bool isPlain(const YAML::Node& node)
{
    return node.Tag() == "?";
}

// An integer or decimal number as YAML's core schema reads one: 7, -2, 7.10, .5, 1e3.
bool readsAsNumber(std::string_view text)
{
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-'))
        ++i;
    std::size_t digits = 0;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i)
        ++digits;
    if (i < text.size() && text[i] == '.')
        for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i)
            ++digits;
    if (digits == 0)
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        const std::size_t exponentStart = i;
        for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i) {
        }
        if (i == exponentStart)
            return false;
    }
    return i == text.size();
}

bool isBlank(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
}

// Rows and columns are named by texts ("3..4", "1/2") that only mean something within their procedure.
bool namedOnlyWithinOwner(MappingKind kind)
{
    switch (kind) {
    case MappingKind::TableRow:
    case MappingKind::GridRow:
    case MappingKind::Column:
    case MappingKind::ReferenceRow:
    case MappingKind::OverlayRow:
    case MappingKind::LookupRow:
    case MappingKind::LookupColumn:
        return true;
    default:
        return false;
    }
}

std::string describePlace(const MappingSchema& schema, const std::string& id, std::optional<std::size_t> index,
                          const std::string& owner)
{
    std::string place(schema.noun);
    if (!id.empty()) {
        place += " '" + id + "'";
        if (namedOnlyWithinOwner(schema.kind))
            place += " of " + owner;
        return place;
    }
    if (index) {
        place += ' ';
        place += std::to_string(*index + 1);
    }
    return place + " of " + owner;
}

bool mapValueFits(FieldType type, const std::string& text)
{
    switch (type) {
    case FieldType::IntegerMap: return parseInteger(text).has_value();
    case FieldType::NumberMap: return Fraction::parse(text).has_value();
    default: return true;
    }
}

const char* mapValueExpectation(FieldType type)
{
    switch (type) {
    case FieldType::IntegerMap: return "an integer";
    case FieldType::NumberMap: return "a number like 3, \"5/2\" or \"2.5\"";
    default: return "a single value";
    }
}

}  // namespace

std::optional<std::int64_t> parseInteger(std::string_view text)
{
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    if (begin != end && *begin == '+')
        ++begin;
    std::int64_t value = 0;
    const auto [ptr, error] = std::from_chars(begin, end, value);
    if (begin == end || error != std::errc{} || ptr != end)
        return std::nullopt;
    return value;
}

MappingReader::MappingReader(const YAML::Node& node, MappingKind kind, ReadContext& context)
    : node_(node), schema_(mappingSchema(kind)), context_(context), isMapping_(node.IsDefined() && node.IsMap())
{
    const auto index = context_.takeItemIndex();
    if (isMapping_ && !schema_.idKey.empty()) {
        const YAML::Node& mapping = node_;
        const YAML::Node idNode = mapping[std::string(schema_.idKey)];
        if (idNode.IsDefined() && idNode.IsScalar())
            id_ = idNode.Scalar();
    }
    if (kind == MappingKind::Module || kind == MappingKind::Overlay || kind == MappingKind::Texts)
        place_ = std::string("the ").append(schema_.noun);
    else
        place_ = describePlace(schema_, id_, index, context_.owner());

    if (!isMapping_) {
        context_.wrongType(umpire::positionOf(node_), "", place_, "a mapping", describeFound(node_));
        return;
    }

    std::vector<std::string> allowed;
    for (const auto& spec : schema_.keys)
        allowed.emplace_back(spec.key);

    for (const auto& pair : node_) {
        const YAML::Node& key = pair.first;
        if (!key.IsScalar()) {
            context_.nonScalarKey(key, place_);
            continue;
        }
        const std::string& name = key.Scalar();
        const KeySpec* spec = schema_.find(name);
        if (spec == nullptr) {
            context_.unknownKey(key, place_, closestMatch(name, allowed));
            continue;
        }
        if (const Field* first = field(name)) {
            context_.duplicateKey(key, place_, umpire::positionOf(first->keyNode).line);
            continue;
        }
        Field entry{name, key, pair.second, spec->type, false, !spec->holds.empty()};
        entry.valid = checkType(entry);
        fields_.push_back(std::move(entry));
    }

    for (const auto& spec : schema_.keys) {
        if (spec.required && field(spec.key) == nullptr)
            context_.missingKey(position(), spec.key, place_);
    }

    if (!id_.empty() && !namedOnlyWithinOwner(kind))
        ownerScope_.emplace(context_, place_);
}

MappingReader::~MappingReader() = default;

bool MappingReader::checkType(Field& entry)
{
    const YAML::Node& v = entry.valueNode;
    const SourcePosition at = v.IsDefined() && !v.IsNull() ? umpire::positionOf(v) : umpire::positionOf(entry.keyNode);
    const auto wrong = [&](const char* expected) {
        context_.wrongType(at, entry.key, place_, expected, describeFound(v));
        return false;
    };
    const bool scalar = v.IsDefined() && v.IsScalar();

    switch (entry.type) {
    case FieldType::Text:
    case FieldType::Scalar:
        return scalar || wrong(fieldTypeExpectation(entry.type));
    case FieldType::RuleReference:
        // A plain 7.10 is the number 7.1 to YAML and to every editor or tool that rewrites the file.
        if (scalar && isPlain(v) && readsAsNumber(v.Scalar())) {
            context_.wrongType(at, entry.key, place_, fieldTypeExpectation(entry.type), "the number " + v.Scalar());
            return false;
        }
        return scalar || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Id:
        return (scalar && isId(v.Scalar())) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::GameId:
        return (scalar && isGameId(v.Scalar())) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Name:
        return (scalar && isName(v.Scalar())) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Integer:
        return (scalar && parseInteger(v.Scalar())) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Boolean:
        return (scalar && (v.Scalar() == "true" || v.Scalar() == "false")) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Requirement:
        return (scalar && (v.Scalar() == "true" || v.Scalar() == "false" || v.Scalar() == "when_read")) ||
               wrong(fieldTypeExpectation(entry.type));
    case FieldType::Expression:
        return (scalar && !isBlank(v.Scalar())) || wrong(fieldTypeExpectation(entry.type));
    case FieldType::List:
        return v.IsSequence() || wrong(fieldTypeExpectation(entry.type));
    case FieldType::Mapping:
        return v.IsMap() || wrong(fieldTypeExpectation(entry.type));
    case FieldType::ScalarOrMapping:
        return scalar || v.IsMap() || wrong(fieldTypeExpectation(entry.type));
    case FieldType::ScalarMappingOrList:
        return scalar || v.IsMap() || v.IsSequence() || wrong(fieldTypeExpectation(entry.type));
    case FieldType::TextOrList:
        if (scalar || (v.IsSequence() && entry.holdsMappings))
            return true;  // A list of mappings: each item is checked by its own reader.
        if (!v.IsSequence())
            return wrong(fieldTypeExpectation(entry.type));
        [[fallthrough]];
    case FieldType::TextList: {
        if (!v.IsSequence())
            return wrong(fieldTypeExpectation(entry.type));
        bool ok = true;
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!v[i].IsScalar()) {
                context_.wrongType(umpire::positionOf(v[i]), entry.key + "[" + std::to_string(i) + "]", place_,
                                   "text", describeFound(v[i]));
                ok = false;
            }
        }
        return ok;
    }
    case FieldType::ScalarMap:
    case FieldType::IntegerMap:
    case FieldType::NumberMap: {
        if (!v.IsMap())
            return wrong(fieldTypeExpectation(entry.type));
        bool ok = true;
        const std::string mapPlace = "'" + entry.key + "' of " + place_;
        if (readNamedEntries(v, mapPlace, context_).size() != v.size())
            ok = false;
        for (const auto& pair : v) {
            const bool valueOk = pair.second.IsScalar() && mapValueFits(entry.type, pair.second.Scalar());
            if (pair.first.IsScalar() && !valueOk) {
                const char* expected = mapValueExpectation(entry.type);
                const SourcePosition valueAt = pair.second.IsNull() ? umpire::positionOf(pair.first)
                                                                    : umpire::positionOf(pair.second);
                context_.wrongType(valueAt, entry.key + "." + pair.first.Scalar(), place_, expected,
                                   describeFound(pair.second));
                ok = false;
            }
        }
        return ok;
    }
    }
    return false;
}

const MappingReader::Field* MappingReader::field(std::string_view key) const
{
    const auto it = std::find_if(fields_.begin(), fields_.end(), [&](const Field& f) { return f.key == key; });
    return it == fields_.end() ? nullptr : &*it;
}

bool MappingReader::has(std::string_view key) const
{
    return field(key) != nullptr;
}

YAML::Node MappingReader::value(std::string_view key) const
{
    const Field* f = field(key);
    if (f == nullptr || !f->valid)
        return YAML::Node(YAML::NodeType::Undefined);
    return f->valueNode;
}

SourcePosition MappingReader::positionOf(std::string_view key) const
{
    const Field* f = field(key);
    if (f == nullptr)
        return position();
    if (!f->valueNode.IsDefined() || f->valueNode.IsNull())
        return umpire::positionOf(f->keyNode);
    return umpire::positionOf(f->valueNode);
}

SourcePosition MappingReader::keyPosition(std::string_view key) const
{
    const Field* f = field(key);
    return f == nullptr ? position() : umpire::positionOf(f->keyNode);
}

std::optional<std::string> MappingReader::text(std::string_view key) const
{
    const YAML::Node v = value(key);
    if (!v.IsDefined() || !v.IsScalar())
        return std::nullopt;
    return v.Scalar();
}

std::optional<std::int64_t> MappingReader::integer(std::string_view key) const
{
    const auto t = text(key);
    return t ? parseInteger(*t) : std::nullopt;
}

std::optional<bool> MappingReader::boolean(std::string_view key) const
{
    const auto t = text(key);
    if (!t)
        return std::nullopt;
    return *t == "true";
}

std::vector<std::string> MappingReader::texts(std::string_view key) const
{
    std::vector<std::string> items;
    const YAML::Node v = value(key);
    if (v.IsDefined() && v.IsSequence()) {
        for (const auto& item : v)
            items.push_back(item.Scalar());
    }
    return items;
}

std::vector<MappingEntry> MappingReader::entries(std::string_view key) const
{
    std::vector<MappingEntry> items;
    const YAML::Node v = value(key);
    if (!v.IsDefined() || !v.IsMap())
        return items;
    for (const auto& pair : v) {
        const std::string& name = pair.first.Scalar();
        const bool seen = std::any_of(items.begin(), items.end(), [&](const MappingEntry& e) { return e.name == name; });
        if (!seen)
            items.push_back({name, pair.first, pair.second});
    }
    return items;
}

std::vector<MappingEntry> readNamedEntries(const YAML::Node& mapping, std::string_view place, ReadContext& context)
{
    std::vector<MappingEntry> items;
    if (!mapping.IsDefined() || !mapping.IsMap())
        return items;
    for (const auto& pair : mapping) {
        if (!pair.first.IsScalar()) {
            context.nonScalarKey(pair.first, place);
            continue;
        }
        const std::string& name = pair.first.Scalar();
        const auto first = std::find_if(items.begin(), items.end(), [&](const MappingEntry& e) { return e.name == name; });
        if (first != items.end()) {
            context.duplicateKey(pair.first, place, umpire::positionOf(first->key).line);
            continue;
        }
        items.push_back({name, pair.first, pair.second});
    }
    return items;
}

std::optional<Expression> MappingReader::expression(std::string_view key, const NameScope& scope,
                                                    std::optional<ValueType::Kind> expected) const
{
    const YAML::Node v = value(key);
    if (!v.IsDefined())
        return std::nullopt;
    return readExpression(v, key, place_, scope, expected, context_);
}

bool withinLimit(const MappingReader& reader, std::string_view key, std::size_t limit)
{
    const YAML::Node list = reader.value(key);
    if (!list.IsDefined() || !list.IsSequence() || list.size() <= limit)
        return true;
    reader.context().tooMany(reader.positionOf(key), key, reader.place(), list.size(), limit);
    return false;
}

bool MappingReader::require(std::string_view key) const
{
    if (has(key))
        return true;
    context_.missingKey(position(), key, place_);
    return false;
}

void MappingReader::refuse(std::string_view key, std::string_view why) const
{
    if (has(key))
        context_.keyDoesNotApply(keyPosition(key), key, place_, why);
}

}  // namespace umpire
