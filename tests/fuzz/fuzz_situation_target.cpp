// SPDX-License-Identifier: GPL-3.0-or-later
// The CLI's situation arguments, read as `umpire-cli resolve` reads them and then resolved.
#include "fuzz_targets.h"

#include "cli/situation_arguments.h"
#include "engine/arithmetic_error.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <algorithm>
#include <numeric>
#include <string>
#include <string_view>
#include <utility>

namespace umpire::fuzz {

namespace {

/// The shipped modules and the test module, loaded once.
const std::vector<Game>& games()
{
    static const std::vector<Game> loaded = [] {
        std::vector<std::filesystem::path> paths;
        std::string_view list = UMPIRE_FUZZ_MODULES;
        while (!list.empty()) {
            const auto colon = std::min(list.find(':'), list.size());
            paths.emplace_back(std::string(list.substr(0, colon)));
            list.remove_prefix(std::min(colon + 1, list.size()));
        }
        return loadModules(paths).games;
    }();
    return loaded;
}

/// The procedure named "GAME PROCEDURE" on the first line, or else one picked by its bytes.
std::pair<const Game*, const Procedure*> pick(std::string_view line)
{
    std::vector<std::pair<const Game*, const Procedure*>> all;
    for (const auto& game : games())
        for (const auto& procedure : game.procedures)
            all.emplace_back(&game, &procedure);
    if (all.empty())
        return {nullptr, nullptr};
    for (const auto& [game, procedure] : all)
        if (line == game->id + " " + procedure->id)
            return {game, procedure};
    const auto sum = std::accumulate(line.begin(), line.end(), std::size_t{0},
                                     [](std::size_t total, char c) { return total + static_cast<unsigned char>(c); });
    return all[sum % all.size()];
}

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

}  // namespace

void situation(const std::uint8_t* data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto end = std::min(text.find('\n'), text.size());
        lines.push_back(text.substr(0, end));
        text.remove_prefix(std::min(end + 1, text.size()));
    }
    if (lines.empty())
        return;
    const auto [game, procedure] = pick(lines.front());
    if (!procedure)
        return;

    // Each later line is one argument: "set NAME=VALUE", "unit LIST=FIELD:VALUE,...",
    // "option NAME=VALUE" or "chart KEY=VALUE", as umpire-cli receives them.
    QStringList sets, units, options, charts;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const std::string_view line = lines[i];
        const auto argument = [&](std::string_view prefix) {
            return QString::fromUtf8(line.data() + prefix.size(), static_cast<qsizetype>(line.size() - prefix.size()));
        };
        if (startsWith(line, "set "))
            sets << argument("set ");
        else if (startsWith(line, "unit "))
            units << argument("unit ");
        else if (startsWith(line, "option "))
            options << argument("option ");
        else if (startsWith(line, "chart "))
            charts << argument("chart ");
    }
    SituationArguments read = readSituationArguments(*procedure, sets, units);
    if (read.error.isEmpty())
        read.error = readGameOptions(*game, options, read.situation);
    if (read.error.isEmpty())
        read.error = readChartReadings(charts, read.situation);
    if (!read.error.isEmpty())
        return;
    read.situation.game = game->id;

    const Resolver resolver(*game);
    try {
        const AssessmentResult assessed = resolver.assess(read.situation);
        const auto* assessment = std::get_if<Assessment>(&assessed);
        if (!assessment)
            return;
        (void)resolver.distribution(*assessment);
        if (assessment->question)
            return;  // The CLI asks for the chart reading before any dice.
        // The dice of the step, counted as the CLI counts them: the named groups, or else the plain dice.
        std::int64_t dice = assessment->diceGroups.empty() ? assessment->diceCount : 0;
        for (const auto& group : assessment->diceGroups)
            dice += group.count;
        const auto resolved = resolver.resolve(*assessment, std::vector<std::int64_t>(static_cast<std::size_t>(std::max<std::int64_t>(dice, 0)), 1));
        if (const auto* resolution = std::get_if<Resolution>(&resolved))
            (void)resolver.assessNext(*assessment, *resolution);
    } catch (const ArithmeticError&) {
        // A module's own arithmetic overflowing is a refusal, not a fault.
    }
}

}  // namespace umpire::fuzz
