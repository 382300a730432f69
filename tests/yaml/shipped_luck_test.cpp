// SPDX-License-Identifier: GPL-3.0-or-later
// Every procedure with dice of every shipped module says whom its results favour, and over
// every outcome of its dice the luck of a roll is zero on average, exactly.

#include "test_support.h"
#include "yaml/module_loader.h"

#include "engine/example_situation.h"
#include "engine/game.h"
#include "engine/luck_order.h"
#include "engine/resolver.h"
#include "engine/roll_luck.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

using namespace umpire;

namespace {

const LoadedModules& shippedModules()
{
    static const LoadedModules loaded = loadModules({UMPIRE_TABLES_DIR});
    return loaded;
}

/// How the situations of one procedure went.
struct Tally {
    int rated = 0;       ///< Every outcome rated: the expected luck is checked to be zero.
    int chartShare = 0;  ///< Some outcomes only the printed chart settles.
};

/// Checks the luck of every result `chances` gives; returns whether every outcome was rated.
bool checkLuck(const OutcomeDistribution& chances, const LuckOrder& order)
{
    bool allRated = true;
    Fraction expected;
    const bool chartShare = std::any_of(chances.entries.begin(), chances.entries.end(),
                                        [](const OutcomeDistribution::Entry& entry) { return entry.code.empty() && entry.ways > 0; });
    for (const auto& entry : chances.entries) {
        if (entry.ways == 0)
            continue;
        const auto luck = rollLuck(chances, order, entry.code);
        INFO("result '" << entry.code << "' with " << entry.ways << " of " << chances.totalOutcomes << " outcomes");
        if (entry.code.empty()) {
            CHECK_FALSE(luck);  // read off the printed chart: no known chance
            allRated = false;
            continue;
        }
        if (!luck) {
            CHECK(chartShare);  // only outcomes read off the chart leave a result of the table unrated
            allRated = false;
            continue;
        }
        CHECK(*luck >= Fraction(-1, 2));
        CHECK(*luck <= Fraction(1, 2));
        const Fraction chance(static_cast<std::int64_t>(entry.ways), static_cast<std::int64_t>(chances.totalOutcomes));
        expected = expected + chance * *luck;
    }
    if (allRated)
        CHECK(expected == Fraction(0));
    return allRated;
}

/// The same chances with the outcomes only the printed chart settles read, all of them, as
/// `code`: a chart of our own, for the test only, so that every outcome is rated.
OutcomeDistribution chartReadAs(const OutcomeDistribution& chances, const std::string& code)
{
    OutcomeDistribution filled = chances;
    std::uint64_t chartWays = 0;
    filled.entries.clear();
    for (const auto& entry : chances.entries) {
        if (entry.code.empty())
            chartWays += entry.ways;
        else
            filled.entries.push_back(entry);
    }
    const auto same = std::find_if(filled.entries.begin(), filled.entries.end(),
                                   [&](const OutcomeDistribution::Entry& entry) { return entry.code == code; });
    if (same != filled.entries.end())
        same->ways += chartWays;
    else
        filled.entries.push_back({code, chartWays});
    return filled;
}

/// The codes the printed chart can give in `chances`: those its chart entries name, else every
/// result the order ranks.
std::vector<std::string> chartCodes(const OutcomeDistribution& chances, const LuckOrder& order)
{
    std::set<std::string> codes;
    for (const auto& entry : chances.entries)
        if (entry.code.empty() && entry.ways > 0) {
            if (entry.chartCodes.empty())
                for (const auto& [code, value] : order.values)
                    codes.insert(code);
            codes.insert(entry.chartCodes.begin(), entry.chartCodes.end());
        }
    return {codes.begin(), codes.end()};
}

}  // namespace

TEST_CASE("the shipped modules load without a luck warning", "[luck][shipped]")
{
    const LoadedModules& loaded = shippedModules();
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.games.size() == 5);
    for (const auto& game : loaded.games) {
        const auto warnings = checkModuleLuck(game);
        INFO(game.id << "\n" << test::describe(warnings));
        CHECK(warnings.empty());
        for (const auto& procedure : game.procedures)
            CHECK(procedure.luck.has_value() == !procedure.throwsNoDice());
    }
}

TEST_CASE("the expected luck of every shipped procedure with dice is exactly zero", "[luck][shipped]")
{
    // Tables missing from our sources, wholly or where these situations fall: some outcomes
    // are read off the printed chart in every situation the modules carry, so their chances
    // are checked with that share read as each code the chart can give.
    const std::set<std::string> neverRatedWhole = {"abbeville-1940/fire", "campaigns-of-napoleon-light/battle",
                                                   "campaigns-of-napoleon-light/withdraw", "duel-of-eagles/fire_combat",
                                                   "duel-of-eagles/assault_combat"};
    const LoadedModules& loaded = shippedModules();
    REQUIRE(loaded.games.size() == 5);
    for (const auto& game : loaded.games) {
        const Resolver resolver(game);
        for (const auto& procedure : game.procedures) {
            if (procedure.throwsNoDice())
                continue;
            REQUIRE(procedure.luck);
            std::vector<Situation> situations = {Situation{game.id, procedure.id, {}}};
            for (const auto& example : procedure.examples)
                situations.push_back(exampleSituation(game, procedure, example));
            Tally tally;
            int index = 0;
            for (const auto& situation : situations) {
                INFO(game.id << " " << procedure.id << " situation " << index++);
                const AssessmentResult assessed = resolver.assess(situation);
                const auto* assessment = std::get_if<Assessment>(&assessed);
                if (!assessment || assessment->question)
                    continue;  // refused, or the chart must be read before the dice
                const OutcomeDistribution chances = resolver.distribution(*assessment);
                REQUIRE(chances.notCounted.empty());
                if (checkLuck(chances, *procedure.luck)) {
                    ++tally.rated;
                    continue;
                }
                ++tally.chartShare;
                for (const auto& code : chartCodes(chances, *procedure.luck)) {
                    INFO("the printed chart read as '" << code << "'");
                    CHECK(checkLuck(chartReadAs(chances, code), *procedure.luck));
                }
            }
            const std::string name = game.id + "/" + procedure.id;
            INFO(name << ": " << tally.rated << " situations rated whole, " << tally.chartShare << " with a chart share");
            CHECK(tally.rated + tally.chartShare >= 1);
            CHECK((tally.rated == 0) == (neverRatedWhole.count(name) == 1));
        }
    }
}
