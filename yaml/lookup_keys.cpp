// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/lookup_keys.h"

#include "yaml/mapping_reader.h"

#include <algorithm>
#include <cctype>
#include <limits>

namespace umpire {

namespace {

bool isOptionId(std::string_view text)
{
    if (text.empty() || std::isalpha(static_cast<unsigned char>(text.front())) == 0)
        return false;
    return std::all_of(text.begin(), text.end(),
                       [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; });
}

std::string keyPath(std::string_view listKey, std::size_t index)
{
    return std::string(listKey) + "[" + std::to_string(index) + "].key";
}

void reportOverlaps(const std::vector<const WrittenKey*>& spans, std::string_view listKey, std::string_view place,
                    ReadContext& context)
{
    constexpr std::int64_t lowest = std::numeric_limits<std::int64_t>::min();
    constexpr std::int64_t highest = std::numeric_limits<std::int64_t>::max();
    for (std::size_t j = 1; j < spans.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            const RollRange& a = *spans[i]->key.range;
            const RollRange& b = *spans[j]->key.range;
            const std::int64_t low = std::max(a.low.value_or(lowest), b.low.value_or(lowest));
            const std::int64_t high = std::min(a.high.value_or(highest), b.high.value_or(highest));
            if (low > high)
                continue;
            context.keyOverlap(spans[j]->at, keyPath(listKey, spans[j]->index), spans[i]->text, spans[j]->text,
                               low != lowest ? low : high, place);
        }
    }
}

}  // namespace

std::optional<LookupKey> readLookupKey(const MappingReader& reader, std::size_t index, std::vector<WrittenKey>& written)
{
    const auto text = reader.text("key");
    if (!text)
        return std::nullopt;
    LookupKey key;
    if (auto range = RollRange::parse(*text)) {
        key.range = *range;
    } else if (isOptionId(*text)) {
        key.option = *text;
    } else {
        reader.context().wrongType(reader.positionOf("key"), "key", reader.place(),
                                   "a key like \"3\", \"2..3\", \"14..\", \"..1\" or an option id",
                                   describeFound(reader.value("key")));
        return std::nullopt;
    }
    written.push_back({key, *text, reader.positionOf("key"), index});
    return key;
}

void checkLookupKeys(const std::vector<WrittenKey>& keys, std::string_view listKey, std::string_view place,
                     ReadContext& context)
{
    if (keys.empty())
        return;
    const bool firstIsSpan = keys.front().key.range.has_value();
    std::vector<const WrittenKey*> spans;
    std::vector<const WrittenKey*> options;
    for (const auto& key : keys) {
        if (key.key.range.has_value() != firstIsSpan) {
            context.mixedKeys(key.at, keyPath(listKey, key.index), keys.front().text, key.text, place);
            return;
        }
        (firstIsSpan ? spans : options).push_back(&key);
    }
    reportOverlaps(spans, listKey, place, context);
    for (std::size_t j = 1; j < options.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            if (options[i]->key.option == options[j]->key.option) {
                context.duplicateId(options[j]->at, keyPath(listKey, options[j]->index),
                                    listKey == "rows" ? "row key" : "column key", options[j]->text,
                                    place, options[i]->at.line);
                break;
            }
        }
    }
}

bool isTwoKeyTable(const MappingReader& reader)
{
    return reader.has("columns") || reader.has("column_label");
}

}  // namespace umpire
