// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/module_loader.h"

#include "engine/example_check.h"
#include "yaml/module_overlay.h"
#include "yaml/module_texts.h"
#include "yaml/parsed_yaml_file.h"
#include "yaml/read_context.h"
#include "yaml/readers.h"
#include "yaml/source_file.h"
#include "yaml/yaml_screening.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <map>
#include <thread>

namespace umpire {

namespace {

constexpr std::string_view overlaySuffix = ".overlay.yaml";
constexpr std::string_view moduleSuffix = ".yaml";

bool endsWith(std::string_view text, std::string_view suffix)
{
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// A module that loaded, with where its game id stands for a duplicate-id report.
struct LoadedModule {
    ModuleLoadResult result;
    SourcePosition gameIdAt;
};

SourcePosition gameIdPosition(const YAML::Node& root)
{
    if (!root.IsMap())
        return {};
    const YAML::Node game = root["game"];
    if (!game.IsDefined() || !game.IsMap())
        return {};
    return positionOf(game["id"]);
}

LoadedModule loadModule(std::string_view text, const std::string& displayName)
{
    LoadedModule loaded;
    ReadContext context(displayName, text);
    if (text.size() > maxModuleFileBytes) {
        context.fileTooLarge(text.size());
    } else if (const std::optional<YAML::Node> root = loadScreenedYaml(text, context)) {
        try {
            Game game = readModule(*root, context);
            loaded.gameIdAt = context.inCharacters(gameIdPosition(*root));
            if (!context.hasErrors())
                loaded.result.game = std::move(game);
        } catch (const YAML::ParserException& error) {
            context.syntaxError(positionOf(error.mark), error.msg);
        } catch (const YAML::Exception& error) {
            // A reader misused yaml-cpp: a bug in the loader, reported so the other modules still load.
            context.internalError(positionOf(error.mark), error.what());
        }
    }
    loaded.result.diagnostics = context.takeDiagnostics();
    return loaded;
}

LoadedModule loadModuleFromFile(const std::filesystem::path& path)
{
    std::string text;
    ReadContext context(path.generic_string(), "");
    if (!readSourceFile(path, text, context)) {
        LoadedModule unread;
        unread.result.diagnostics = context.takeDiagnostics();
        return unread;
    }
    return loadModule(text, path.generic_string());
}

// Every module and overlay file named by `paths`, directories expanded to their *.yaml files
// sorted by name; a path that does not exist is reported.
void expandPaths(const std::vector<std::filesystem::path>& paths, std::vector<std::filesystem::path>& modules,
                 std::vector<std::filesystem::path>& overlays, std::vector<std::filesystem::path>& companions,
                 std::vector<Diagnostic>& diagnostics)
{
    for (const auto& path : paths) {
        std::error_code error;
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(path, error)) {
            for (const auto& entry : std::filesystem::directory_iterator(path, error)) {
                if (entry.is_regular_file() && endsWith(entry.path().filename().string(), moduleSuffix))
                    files.push_back(entry.path());
            }
            if (error)
                diagnostics.push_back({Diagnostic::Severity::Error, path.generic_string(), 0, 0, "",
                                       "cannot list the directory: " + error.message()});
            std::sort(files.begin(), files.end());
        } else {
            files.push_back(path);
        }
        for (auto& file : files) {
            const std::string name = file.filename().string();
            if (endsWith(name, overlaySuffix))
                overlays.push_back(std::move(file));
            else if (!textsLanguageOfFile(name).empty())
                companions.push_back(std::move(file));
            else
                modules.push_back(std::move(file));
        }
    }
}

// Runs every job, on as many threads as there are cores and jobs, the biggest first (`sizes`,
// the bytes of its file) so that no big file is left alone at the end while the other cores wait.
// Every thread but the first waits for `loading.holdExtraThread` before it takes a job.
void runJobs(const std::vector<std::function<void()>>& jobs, const std::vector<std::uintmax_t>& sizes, const ModuleLoading& loading)
{
    std::vector<std::size_t> order(jobs.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
    const std::size_t threads = std::min<std::size_t>(jobs.size(), std::max(1u, std::thread::hardware_concurrency()));
    if (threads <= 1) {
        for (std::size_t i : order)
            jobs[i]();
        return;
    }
    std::atomic<std::size_t> next{0};
    std::vector<std::exception_ptr> failures(threads);
    std::vector<std::thread> workers;
    for (std::size_t t = 0; t < threads; ++t) {
        workers.emplace_back([&, t] {
            try {
                if (t > 0 && loading.holdExtraThread)
                    loading.holdExtraThread();
                for (std::size_t i = next++; i < order.size(); i = next++)
                    jobs[order[i]]();
            } catch (...) {
                failures[t] = std::current_exception();  // e.g. out of memory: rethrown below
            }
        });
    }
    for (std::thread& worker : workers)
        worker.join();
    for (const std::exception_ptr& failure : failures) {
        if (failure)
            std::rethrow_exception(failure);
    }
}

std::uintmax_t fileSize(const std::filesystem::path& path)
{
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    return error ? 0 : size;
}

}  // namespace

ModuleLoadResult loadModuleText(std::string_view text, const std::string& displayName)
{
    return loadModule(text, displayName).result;
}

ModuleLoadResult loadModuleFile(const std::filesystem::path& path)
{
    return loadModuleFromFile(path).result;
}

LoadedModules loadModules(const std::vector<std::filesystem::path>& pathsOrDirectories, const ModuleLoading& loading)
{
    LoadedModules loaded;
    std::vector<std::filesystem::path> modules;
    std::vector<std::filesystem::path> overlays;
    std::vector<std::filesystem::path> companions;
    expandPaths(pathsOrDirectories, modules, overlays, companions, loaded.diagnostics);

    // Every file is read and parsed at once on the loading threads (modules read into games
    // too); overlays and companions are then merged in order, on this thread.
    std::vector<LoadedModule> modulesRead(modules.size());
    std::vector<std::unique_ptr<ParsedYamlFile>> overlaysRead(overlays.size());
    std::vector<std::unique_ptr<ParsedYamlFile>> companionsRead(companions.size());
    std::vector<std::function<void()>> jobs;
    std::vector<std::uintmax_t> sizes;
    for (std::size_t i = 0; i < modules.size(); ++i) {
        jobs.emplace_back([&, i] { modulesRead[i] = loadModuleFromFile(modules[i]); });
        sizes.push_back(fileSize(modules[i]));
    }
    for (std::size_t i = 0; i < overlays.size(); ++i) {
        jobs.emplace_back([&, i] { overlaysRead[i] = parseYamlFile(overlays[i]); });
        sizes.push_back(fileSize(overlays[i]));
    }
    for (std::size_t i = 0; i < companions.size(); ++i) {
        jobs.emplace_back([&, i] { companionsRead[i] = parseYamlFile(companions[i]); });
        sizes.push_back(fileSize(companions[i]));
    }
    runJobs(jobs, sizes, loading);

    std::map<std::string, std::string, std::less<>> firstFileOfGame;
    for (LoadedModule& module : modulesRead) {
        auto& diagnostics = module.result.diagnostics;
        loaded.diagnostics.insert(loaded.diagnostics.end(), diagnostics.begin(), diagnostics.end());
        if (!module.result.game)
            continue;
        Game& game = *module.result.game;
        const auto [first, inserted] = firstFileOfGame.emplace(game.id, game.sourceFile);
        if (!inserted) {
            ReadContext context(game.sourceFile, "");
            context.duplicateGame(module.gameIdAt, game.id, first->second);
            auto reported = context.takeDiagnostics();
            loaded.diagnostics.insert(loaded.diagnostics.end(), reported.begin(), reported.end());
            continue;
        }
        loaded.games.push_back(std::move(game));
    }

    for (auto& overlay : overlaysRead) {
        auto diagnostics = mergeParsedOverlay(loaded.games, *overlay);
        loaded.diagnostics.insert(loaded.diagnostics.end(), diagnostics.begin(), diagnostics.end());
    }
    // After the overlays, so the texts in another language go with the cells the player filled.
    for (auto& companion : companionsRead) {
        auto diagnostics = mergeParsedTexts(loaded.games, *companion);
        loaded.diagnostics.insert(loaded.diagnostics.end(), diagnostics.begin(), diagnostics.end());
    }
    return loaded;
}

std::vector<Diagnostic> checkModuleExamples(const Game& game)
{
    ReadContext context(game.sourceFile, "");
    for (const auto& mismatch : checkExamples(game))
        context.exampleMismatch(mismatch.line, mismatch.example, mismatch.procedure, mismatch.message);
    return context.takeDiagnostics();
}

std::vector<Diagnostic> checkModuleLuck(const Game& game)
{
    ReadContext context(game.sourceFile, "");
    for (const auto& procedure : game.procedures)
        if (!procedure.luck && !procedure.throwsNoDice())
            context.luckNotDeclared(procedure.line, procedure.id);
    return context.takeDiagnostics();
}

}  // namespace umpire
