// SPDX-License-Identifier: GPL-3.0-or-later
// The message of each kind of problem: one template per kind, naming the key, the mapping
// it is in and, when there is one, a hint.
#include "yaml/read_context.h"

#include "engine/text_distance.h"
#include "yaml/module_limits.h"
#include "yaml/module_loader.h"

#include <yaml-cpp/yaml.h>

namespace umpire {

namespace {

std::string inQuotes(std::string_view text)
{
    std::string quoted = "'";
    quoted.append(text).append("'");
    return quoted;
}

// A hint for a name that is not known: the likely typo, or the short list of what is allowed.
std::string knownNamesHint(std::string_view name, const std::vector<std::string>& known)
{
    const std::string suggestion = closestMatch(name, known);
    if (!suggestion.empty())
        return " (did you mean " + inQuotes(suggestion) + "?)";
    constexpr std::size_t longestUsefulList = 8;
    if (known.empty())
        return " (none is defined)";
    if (known.size() <= longestUsefulList)
        return " (known: " + listed(known) + ")";
    return "";
}

}  // namespace

void ReadContext::add(SourcePosition at, std::string_view key, std::string message, Diagnostic::Severity severity)
{
    // A hostile file can hold a problem on every line: past the cap they are only counted.
    if (diagnostics_.size() >= maxDiagnosticsPerFile) {
        ++unshown_;
        unshownErrors_ = unshownErrors_ || severity == Diagnostic::Severity::Error;
        return;
    }
    const SourcePosition shown = inCharacters(at);
    diagnostics_.push_back({severity, file_, shown.line, shown.column, pathWith(key), std::move(message)});
}

void ReadContext::syntaxError(SourcePosition at, std::string_view detail)
{
    add(at, "", "YAML syntax error: " + std::string(detail));
}

void ReadContext::hostileInput(SourcePosition at, std::string_view detail)
{
    add(at, "", "refused: " + std::string(detail));
}

void ReadContext::fileProblem(std::string_view detail)
{
    add({}, "", std::string(detail));
}

void ReadContext::fileTooLarge(std::uintmax_t bytes)
{
    hostileInput({}, "the file is " + std::to_string(bytes) + " bytes, more than the " + std::to_string(maxModuleFileBytes)
                         + " a module may have");
}

void ReadContext::internalError(SourcePosition at, std::string_view detail)
{
    add(at, "", "internal error in the loader, please report it: " + std::string(detail));
}

void ReadContext::unsupportedFormat(SourcePosition at, std::int64_t format)
{
    add(at, "format", "unsupported format " + std::to_string(format) + " (this program reads format 1)");
}

void ReadContext::unknownKey(const YAML::Node& key, std::string_view place, std::string_view suggestion)
{
    std::string message = "unknown key " + inQuotes(key.Scalar()) + " in " + std::string(place);
    if (!suggestion.empty())
        message += " (did you mean " + inQuotes(suggestion) + "?)";
    add(positionOf(key), key.Scalar(), std::move(message));
}

void ReadContext::missingKey(SourcePosition at, std::string_view key, std::string_view place)
{
    add(at, "", "missing key " + inQuotes(key) + " in " + std::string(place));
}

void ReadContext::duplicateKey(const YAML::Node& key, std::string_view place, int firstLine)
{
    add(positionOf(key), key.Scalar(),
        "duplicate key " + inQuotes(key.Scalar()) + " in " + std::string(place) + " (first at line "
            + std::to_string(firstLine) + ")");
}

void ReadContext::nonScalarKey(const YAML::Node& key, std::string_view place)
{
    add(positionOf(key), "", "a key in " + std::string(place) + " must be a plain name, not " + describeFound(key));
}

void ReadContext::wrongType(SourcePosition at, std::string_view key, std::string_view place,
                            std::string_view expected, std::string_view found)
{
    const std::string subject = key.empty() ? std::string(place) : inQuotes(key) + " in " + std::string(place);
    add(at, key, "expected " + std::string(expected) + " for " + subject + ", got " + std::string(found));
}

void ReadContext::keyDoesNotApply(SourcePosition at, std::string_view key, std::string_view place,
                                  std::string_view why)
{
    add(at, key, "key " + inQuotes(key) + " does not apply to " + std::string(place) + " (" + std::string(why) + ")");
}

void ReadContext::reversedBounds(SourcePosition at, std::string_view minKey, std::int64_t min,
                                 std::string_view maxKey, std::int64_t max, std::string_view place)
{
    add(at, maxKey,
        inQuotes(minKey) + " " + std::to_string(min) + " is above " + inQuotes(maxKey) + " " + std::to_string(max)
            + " in " + std::string(place));
}

void ReadContext::emptyList(SourcePosition at, std::string_view key, std::string_view place)
{
    add(at, key, inQuotes(key) + " in " + std::string(place) + " must not be empty");
}

void ReadContext::duplicateId(SourcePosition at, std::string_view key, std::string_view noun, std::string_view id,
                              std::string_view owner, int firstLine)
{
    add(at, key,
        "duplicate " + std::string(noun) + " " + inQuotes(id) + " in " + std::string(owner) + " (first at line "
            + std::to_string(firstLine) + ")");
}

void ReadContext::reservedName(SourcePosition at, std::string_view key, std::string_view name,
                               std::string_view place)
{
    add(at, key,
        inQuotes(name) + " is a reserved name in expressions and cannot name " + std::string(place)
            + " (choose another id)");
}

void ReadContext::expressionError(SourcePosition at, std::string_view key, std::string_view place,
                                  std::string_view message)
{
    add(at, key, std::string(message) + " (in " + inQuotes(key) + " of " + std::string(place) + ")");
}

void ReadContext::unknownReference(SourcePosition at, std::string_view key, std::string_view what,
                                   std::string_view name, std::string_view place,
                                   const std::vector<std::string>& known)
{
    const std::string where = key.empty() ? std::string(place) : inQuotes(key) + " of " + std::string(place);
    add(at, key, "unknown " + std::string(what) + " " + inQuotes(name) + " in " + where + knownNamesHint(name, known));
}

void ReadContext::notAnOption(SourcePosition at, std::string_view key, std::string_view value,
                              std::string_view place, std::string_view options)
{
    add(at, key,
        inQuotes(value) + " for " + inQuotes(key) + " in " + std::string(place) + " is not an option (options: "
            + std::string(options) + ")");
}

void ReadContext::outOfBounds(SourcePosition at, std::string_view key, std::string_view place,
                              std::string_view value, std::string_view bounds)
{
    add(at, key,
        inQuotes(key) + " " + std::string(value) + " in " + std::string(place) + " is outside " + std::string(bounds));
}

void ReadContext::rollGap(SourcePosition at, std::string_view place, std::int64_t roll)
{
    add(at, "rows",
        "rows leave modified roll " + std::to_string(roll) + " without a result in " + std::string(place)
            + " (add a row or a clamp)");
}

void ReadContext::rollOverlap(SourcePosition at, std::string_view place, std::string_view first,
                              std::string_view second, std::int64_t roll)
{
    add(at, "rows",
        "rows " + inQuotes(first) + " and " + inQuotes(second) + " overlap at " + std::to_string(roll) + " in "
            + std::string(place));
}

void ReadContext::moreOverlaps(SourcePosition at, std::string_view place, std::size_t pairs)
{
    std::string message = "and ";  // appended: "and " + temporary trips GCC 12's false -Wrestrict at -O3
    message += std::to_string(pairs);
    message += pairs == 1 ? " more pair" : " more pairs";
    message += " of overlapping rows in ";
    message += place;
    add(at, "rows", std::move(message));
}

void ReadContext::resultWithoutLegend(SourcePosition at, std::string_view key, std::string_view code,
                                      std::string_view place)
{
    add(at, key,
        "result code " + inQuotes(code) + " in " + std::string(place)
            + " has no legend (add it to the procedure's 'results')");
}

void ReadContext::cellCount(SourcePosition at, std::string_view place, std::size_t cells, std::size_t columns)
{
    add(at, "cells",
        std::string(place) + " has " + std::to_string(cells) + (cells == 1 ? " cell" : " cells") + ", expected "
            + std::to_string(columns) + " (one per column)");
}

void ReadContext::columnsNotAscending(SourcePosition at, std::string_view place, std::string_view column,
                                      std::string_view bound, std::string_view previous,
                                      std::string_view previousBound)
{
    add(at, "at_least",
        "columns must ascend: column " + inQuotes(column) + " starts at " + std::string(bound)
            + ", not above column " + inQuotes(previous) + " at " + std::string(previousBound) + " in "
            + std::string(place));
}

void ReadContext::lastNeedsOtherwise(SourcePosition at, std::string_view noun, std::string_view place)
{
    add(at, "when",
        "the last " + std::string(noun) + " of " + std::string(place)
            + " must have no 'when' (it applies when no other does)");
}

void ReadContext::otherwiseNotLast(SourcePosition at, std::string_view place)
{
    add(at, "", std::string(place) + " has no 'when' but is not the last (the ones after it are never reached)");
}

void ReadContext::duplicateGame(SourcePosition at, std::string_view id, std::string_view firstFile)
{
    add(at, "game.id", "duplicate game id " + inQuotes(id) + " (already loaded from " + std::string(firstFile) + ")");
}

void ReadContext::overlayChangesKnownCell(SourcePosition at, std::string_view key, std::string_view place,
                                          std::string_view column, std::string_view known, std::string_view cell)
{
    add(at, key,
        "overlay changes known cell " + inQuotes(known) + " to " + inQuotes(cell) + " in column " + inQuotes(column)
            + " of " + std::string(place) + " (only missing cells '?' may be filled)");
}

void ReadContext::tooMany(SourcePosition at, std::string_view key, std::string_view place, std::size_t count,
                          std::size_t limit)
{
    add(at, key,
        inQuotes(key) + " of " + std::string(place) + " has " + std::to_string(count) + " items, more than the "
            + std::to_string(limit) + " allowed");
}

void ReadContext::nameTaken(SourcePosition at, std::string_view key, std::string_view name, std::string_view place,
                            std::string_view takenBy, int line)
{
    add(at, key,
        "name " + inQuotes(name) + " of " + std::string(place) + " is already taken by " + std::string(takenBy)
            + " at line " + std::to_string(line) + " (names read by expressions must differ)");
}

void ReadContext::keyOverlap(SourcePosition at, std::string_view key, std::string_view first, std::string_view second,
                             std::int64_t value, std::string_view place)
{
    add(at, key,
        "keys " + inQuotes(first) + " and " + inQuotes(second) + " overlap at " + std::to_string(value) + " in "
            + std::string(place));
}

void ReadContext::mixedKeys(SourcePosition at, std::string_view key, std::string_view first, std::string_view second,
                            std::string_view place)
{
    add(at, key,
        "keys " + inQuotes(first) + " and " + inQuotes(second) + " of " + std::string(place)
            + " mix numbers and option ids (one table reads one kind of key on each side)");
}

void ReadContext::textCount(SourcePosition at, std::string_view key, std::string_view place, std::size_t texts,
                            std::size_t expected, std::string_view what)
{
    add(at, key,
        inQuotes(key) + " of " + std::string(place) + " gives " + std::to_string(texts) + (texts == 1 ? " text" : " texts")
            + ", the module has " + std::to_string(expected) + " " + std::string(what) + " (one text each, in order)");
}

void ReadContext::valueCount(SourcePosition at, std::string_view key, std::string_view place, std::size_t values,
                             std::size_t columns)
{
    add(at, key,
        std::string(place) + " has " + std::to_string(values) + (values == 1 ? " value" : " values") + ", expected "
            + std::to_string(columns) + " (one per column)");
}

void ReadContext::doesNotFit(SourcePosition at, std::string_view key, std::string_view value, std::string_view place,
                             std::string_view why)
{
    add(at, key,
        inQuotes(value) + " for " + inQuotes(key) + " in " + std::string(place) + " does not fit: " + std::string(why));
}

void ReadContext::effectMissing(SourcePosition at, std::string_view key, std::string_view place,
                                std::string_view effect, std::string_view code)
{
    add(at, key,
        inQuotes(key) + " of " + std::string(place) + " reads effect " + inQuotes(effect) + ", which result "
            + inQuotes(code) + " does not give (give it in every result's 'effects')");
}

void ReadContext::conditionalRead(SourcePosition at, std::string_view key, std::string_view place,
                                  std::string_view name, std::string_view owner)
{
    add(at, key,
        std::string(owner) + " is computed only when its 'when' holds, so " + inQuotes(name)
            + " cannot be read here (in " + inQuotes(key) + " of " + std::string(place) + ")");
}

void ReadContext::exampleMismatch(int line, std::string_view example, std::string_view procedure,
                                  std::string_view message)
{
    add({line, 0}, "",
        "example " + inQuotes(example) + " of procedure " + inQuotes(procedure) + " contradicts the rules: "
            + std::string(message));
}

void ReadContext::unrankedResult(SourcePosition at, std::string_view key, std::string_view code, std::string_view place)
{
    add(at, key,
        "result " + inQuotes(code) + " is not ranked in " + inQuotes(key) + " of " + std::string(place)
            + " (rank every result the dice can give)");
}

void ReadContext::luckNotDeclared(int line, std::string_view procedure)
{
    add({line, 0}, "",
        "procedure " + inQuotes(procedure) + " throws dice but does not say whom its results favour (add 'luck': "
            + "see docs/module-format.md)",
        Diagnostic::Severity::Warning);
}

std::string describeFound(const YAML::Node& value)
{
    if (!value.IsDefined() || value.IsNull())
        return "nothing";
    if (value.IsSequence())
        return "a list";
    if (value.IsMap())
        return "a mapping";
    return inQuotes(value.Scalar());
}

std::string listed(const std::vector<std::string>& names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            text += ", ";
        text += names[i];
    }
    return text;
}

}  // namespace umpire
