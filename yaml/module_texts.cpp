// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/module_texts.h"

#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/module_loader.h"
#include "yaml/rule_names.h"
#include "yaml/source_file.h"
#include "yaml/text_replacement.h"
#include "yaml/yaml_screening.h"

#include <algorithm>
#include <memory>

namespace umpire {

namespace {

constexpr std::int64_t supportedFormat = 1;
constexpr std::string_view moduleSuffix = ".yaml";
// Modules state no bound on procedures or sides; a companion's mappings of them are bounded all the same.
constexpr std::size_t maxProcedureEntries = 200;
constexpr std::size_t maxSideEntries = 100;
constexpr std::size_t maxRuleNames = 200;

bool isLanguageCode(std::string_view text)
{
    return text.size() == 2 && std::all_of(text.begin(), text.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

// The language the companion is in: its `language`, a two-letter code other than English,
// agreeing with its file name's. Empty when wrong (reported).
std::string companionLanguage(const MappingReader& reader, const std::string& displayName)
{
    const auto language = reader.text("language");
    if (!language)
        return {};
    ReadContext& context = reader.context();
    if (!isLanguageCode(*language)) {
        context.wrongType(reader.positionOf("language"), "language", reader.place(),
                          "a two-letter language code such as 'fr'", describeFound(reader.value("language")));
        return {};
    }
    if (*language == "en") {
        context.doesNotFit(reader.positionOf("language"), "language", *language, reader.place(),
                           "the module itself holds the English texts");
        return {};
    }
    const std::string named = textsLanguageOfFile(std::filesystem::path(displayName).filename().string());
    if (!named.empty() && named != *language) {
        context.doesNotFit(reader.positionOf("language"), "language", *language, reader.place(),
                           "the file name says '" + named + "'");
        return {};
    }
    return *language;
}

void replaceGameOptionTexts(const MappingEntry& entry, GameOption& option, ReadContext& context)
{
    ReadContext::PathScope path(context, entry.name);
    ReadContext::OwnerScope owner(context, "game option '" + option.id + "'");
    const MappingReader reader(entry.value, MappingKind::TextsGameOption, context);
    if (!reader.isMapping())
        return;
    replaceText(reader, "label", option.label);
    replaceText(reader, "help", option.help);
    if (reader.has("options") && option.spec.kind != ScalarSpec::Kind::Choice) {
        context.keyDoesNotApply(reader.keyPosition("options"), "options", reader.place(), "it is not a choice");
        return;
    }
    replaceOptionLabels(reader, option.spec.options);
}

// A procedure (and each of its steps) holds a copy of the game's interpretations it names: the
// copies take the translated texts.
void copySharedInterpretationTexts(const Game& game, Procedure& procedure)
{
    for (Interpretation& interpretation : procedure.interpretations) {
        if (!interpretation.shared)
            continue;
        const auto shared = std::find_if(game.interpretations.begin(), game.interpretations.end(),
                                         [&](const Interpretation& i) { return i.id == interpretation.id; });
        if (shared != game.interpretations.end())
            interpretation.text = shared->text;
    }
    for (Procedure& step : procedure.steps)
        copySharedInterpretationTexts(game, step);
}

void replaceProceduresTexts(const MappingReader& reader, Game& game)
{
    ReadContext& context = reader.context();
    ReadContext::PathScope path(context, "procedures");
    const std::string place = "'procedures' of " + reader.place();
    for (const auto& entry : entriesWithin(reader, "procedures", maxProcedureEntries, EntryValues::Mappings)) {
        Procedure* procedure = namedItem(game.procedures, entry, "procedure", place, context,
                                         [](const Procedure& p) -> const std::string& { return p.id; });
        if (procedure == nullptr)
            continue;
        ReadContext::PathScope item(context, entry.name);
        replaceProcedureTexts(entry.value, *procedure, "procedure", context);
    }
}

// The names in words of the rulebook's parts that rule references give ("example of play"),
// each replaced wherever a reference of the game gives it; a name no reference gives is reported.
void replaceRuleNames(const MappingReader& reader, Game& game)
{
    ReadContext& context = reader.context();
    ReadContext::PathScope path(context, "rule_names");
    const std::string place = quotedPlace("rule_names", reader);
    std::vector<std::string> known;
    forEachRule(game, [&](std::string& rule) {
        for (std::string& part : ruleParts(rule))
            if (isRuleName(part) && std::find(known.begin(), known.end(), part) == known.end())
                known.push_back(std::move(part));
    });
    std::vector<std::pair<std::string, std::string>> names;
    for (const auto& entry : entriesWithin(reader, "rule_names", maxRuleNames, EntryValues::Texts)) {
        if (std::find(known.begin(), known.end(), entry.name) == known.end()) {
            context.unknownReference(positionOf(entry.key), "", "rule name", entry.name, place, known);
            continue;
        }
        std::string name = entry.name;
        replaceText(entry, place, name, context);
        names.emplace_back(entry.name, std::move(name));
    }
    if (!names.empty())
        forEachRule(game, [&](std::string& rule) { rule = renamedRule(rule, names); });
}

void replaceGameTexts(const MappingReader& reader, Game& game)
{
    ReadContext& context = reader.context();
    replaceText(reader, "title", game.title);
    replaceText(reader, "subtitle", game.subtitle);
    replaceEach(reader, "sides", maxSideEntries, game.sides, "side", &Side::id, &Side::label);
    {
        ReadContext::PathScope path(context, "options");
        const std::string place = "'options' of " + reader.place();
        for (const auto& entry : entriesWithin(reader, "options", maxGameOptions, EntryValues::Mappings))
            if (GameOption* option = namedItem(game.options, entry, "game option", place, context,
                                               [](const GameOption& o) -> const std::string& { return o.id; }))
                replaceGameOptionTexts(entry, *option, context);
    }
    replaceEach(reader, "lookups", maxLookupTables, game.lookups, "lookup table", &LookupTable::id, &LookupTable::label);
    replaceReferenceAndChitTexts(reader, game);
    replaceEach(reader, "interpretations", maxSharedInterpretations, game.interpretations, "game interpretation",
                &Interpretation::id, &Interpretation::text);
    replaceProceduresTexts(reader, game);
    for (Procedure& procedure : game.procedures)
        copySharedInterpretationTexts(game, procedure);
    replaceRuleNames(reader, game);
}

void mergeTextsInto(std::vector<Game>& games, const std::optional<YAML::Node>& root, const std::string& displayName,
                    ReadContext& context)
{
    if (!root)
        return;
    const MappingReader reader(*root, MappingKind::Texts, context);
    if (!reader.isMapping())
        return;
    if (const auto format = reader.integer("format"); format && *format != supportedFormat)
        context.unsupportedFormat(reader.positionOf("format"), *format);
    const std::string language = companionLanguage(reader, displayName);
    const auto gameId = reader.text("game");
    if (!gameId)
        return;
    const auto game = std::find_if(games.begin(), games.end(), [&](const Game& g) { return g.id == *gameId; });
    if (game == games.end()) {
        std::vector<std::string> loaded;
        for (const auto& g : games)
            loaded.push_back(g.id);
        context.unknownReference(reader.positionOf("game"), "game", "game", *gameId, reader.place(), loaded);
        return;
    }
    if (!language.empty() && game->languages.count(language) != 0) {
        context.doesNotFit(reader.positionOf("language"), "language", language, reader.place(),
                           "game '" + game->id + "' already has its texts in this language from another companion");
        return;
    }

    // The texts replace the English ones in a copy: an error leaves the game as it was.
    Game translated = *game;
    translated.languages.clear();
    replaceGameTexts(reader, translated);
    if (!context.hasErrors() && !language.empty())
        game->languages.emplace(language, std::make_shared<const Game>(std::move(translated)));
}

}  // namespace

std::string textsLanguageOfFile(std::string_view fileName)
{
    if (fileName.size() < moduleSuffix.size() + 4 || fileName.substr(fileName.size() - moduleSuffix.size()) != moduleSuffix)
        return {};
    const std::string_view stem = fileName.substr(0, fileName.size() - moduleSuffix.size());
    const std::string_view language = stem.substr(stem.size() - 2);
    if (stem[stem.size() - 3] != '.' || !isLanguageCode(language))
        return {};
    return std::string(language);
}

std::vector<Diagnostic> mergeParsedTexts(std::vector<Game>& games, ParsedYamlFile& file)
{
    if (!file.context)
        return file.readProblems;
    ReadContext& context = *file.context;
    try {
        mergeTextsInto(games, file.root, file.displayName, context);
    } catch (const YAML::Exception& error) {
        // A reader misused yaml-cpp: a bug in the loader, reported so loading goes on.
        context.internalError(positionOf(error.mark), error.what());
    }
    return context.takeDiagnostics();
}

std::vector<Diagnostic> mergeTexts(std::vector<Game>& games, std::string_view text, const std::string& displayName)
{
    return mergeParsedTexts(games, *parseYamlText(text, displayName));
}

std::vector<Diagnostic> mergeTextsFile(std::vector<Game>& games, const std::filesystem::path& path)
{
    return mergeParsedTexts(games, *parseYamlFile(path));
}

}  // namespace umpire
