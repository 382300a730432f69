// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"
#include "yaml/unique_ids.h"

namespace umpire {

namespace {

void readBounds(const MappingReader& reader, ScalarSpec& spec)
{
    const bool hasMin = reader.require("min");
    const bool hasMax = reader.require("max");
    if (!hasMin || !hasMax)
        return;
    const auto min = reader.integer("min");
    const auto max = reader.integer("max");
    if (!min || !max)
        return;
    spec.min = *min;
    spec.max = *max;
    if (*min > *max)
        reader.context().reversedBounds(reader.positionOf("max"), "min", *min, "max", *max, reader.place());
}

void readOptions(const MappingReader& reader, ScalarSpec& spec)
{
    // Without its options (reported) a choice still has a set, empty, for the names that read it.
    spec.choices = std::make_shared<ChoiceSet>();
    if (!reader.require("options") || !withinLimit(reader, "options", maxChoiceOptions))
        return;
    UniqueIds optionIds;
    optionIds.checkList(reader, "options", "id", "option");
    forEachItem(reader, "options",
                [&](const YAML::Node& item) { spec.options.push_back(readChoiceOption(item, reader.context())); });
    if (reader.value("options").IsDefined() && spec.options.empty())
        reader.context().emptyList(reader.positionOf("options"), "options", reader.place());
    auto set = std::make_shared<ChoiceSet>();
    for (const auto& option : spec.options)
        set->options.push_back(option.id);
    spec.choices = std::move(set);
}

// The documented defaults: integer min, boolean false, choice the first option.
Value implicitDefault(const ScalarSpec& spec)
{
    switch (spec.kind) {
    case ScalarSpec::Kind::Boolean: return Value(false);
    case ScalarSpec::Kind::Integer: return Value(spec.min);
    case ScalarSpec::Kind::Choice:
        return spec.options.empty() ? Value() : Value(ChoiceValue{spec.options.front().id});
    }
    return Value();
}

void readDefault(const MappingReader& reader, ScalarSpec& spec)
{
    spec.defaultValue = implicitDefault(spec);
    const auto text = reader.text("default");
    if (!text)
        return;
    ReadContext& context = reader.context();
    const SourcePosition at = reader.positionOf("default");
    switch (spec.kind) {
    case ScalarSpec::Kind::Boolean:
        if (*text == "true" || *text == "false")
            spec.defaultValue = Value(*text == "true");
        else
            context.wrongType(at, "default", reader.place(), "true or false", describeFound(reader.value("default")));
        return;
    case ScalarSpec::Kind::Integer: {
        const auto value = parseInteger(*text);
        if (!value) {
            context.wrongType(at, "default", reader.place(), "an integer", describeFound(reader.value("default")));
            return;
        }
        if (*value < spec.min || *value > spec.max)
            context.outOfBounds(at, "default", reader.place(), *text,
                                std::to_string(spec.min) + ".." + std::to_string(spec.max));
        spec.defaultValue = Value(*value);
        return;
    }
    case ScalarSpec::Kind::Choice:
        if (spec.choices && !spec.choices->contains(*text)) {
            if (!spec.options.empty())
                context.notAnOption(at, "default", *text, reader.place(), spec.choices->listed());
            return;
        }
        spec.defaultValue = Value(ChoiceValue{*text});
        return;
    }
}

}  // namespace

ScalarSpec readScalarSpec(const MappingReader& reader, ScalarSpec::Kind kind)
{
    ScalarSpec spec;
    spec.kind = kind;
    if (kind == ScalarSpec::Kind::Integer) {
        readBounds(reader, spec);
    } else {
        reader.refuse("min", "only integer values have bounds");
        reader.refuse("max", "only integer values have bounds");
    }
    if (kind == ScalarSpec::Kind::Choice)
        readOptions(reader, spec);
    else
        reader.refuse("options", "only choices have options");
    readDefault(reader, spec);
    return spec;
}

}  // namespace umpire
