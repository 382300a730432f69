// SPDX-License-Identifier: GPL-3.0-or-later
// What a later step will show, counted before the first die: Campaigns of Napoleon's battle
// names the advantaged side before the bombardment, whose losses can break a tie. The counted
// chances are checked against the 36 bombardment throws played one by one.

#include "test_support.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"

#include <catch2/catch.hpp>

#include <map>

using namespace umpire;

namespace {

Game napoleon()
{
    LoadedModules loaded = loadModules({std::filesystem::path(UMPIRE_TABLES_DIR) / "campaigns-of-napoleon-light.yaml"});
    INFO(test::describe(loaded.diagnostics));
    REQUIRE(loaded.diagnostics.empty());
    REQUIRE(loaded.games.size() == 1);
    return std::move(loaded.games[0]);
}

Situation aheadBattle(std::int64_t frenchSp, std::int64_t coalitionSp, std::int64_t frenchGuns, std::int64_t coalitionGuns)
{
    Situation s;
    s.game = "campaigns-of-napoleon-light";
    s.procedure = "battle";
    s.values = {{"attacker", Value(ChoiceValue{"french"})},
                {"french_sp", Value(frenchSp)},
                {"coalition_sp", Value(coalitionSp)},
                {"french_artillery_points", Value(frenchGuns)},
                {"coalition_artillery_points", Value(coalitionGuns)}};
    return s;
}

Assessment aheadAssessed(const Resolver& resolver, const Situation& situation)
{
    const auto a = resolver.assess(situation);
    REQUIRE(std::holds_alternative<Assessment>(a));
    return std::get<Assessment>(a);
}

/// The chances of one value that step `stepId` shows, as counted before the first die.
std::map<std::string, std::string> shownAhead(const Assessment& a, const OutcomeDistribution& d, const std::string& stepId,
                                              const std::string& id)
{
    std::map<std::string, std::string> out;
    for (const auto& shown : d.shownAhead)
        if (a.chain->step(shown.stepIndex).id == stepId && shown.id == id)
            for (const auto& value : shown.values)
                out[value.code] = d.probabilityText(value);
    return out;
}

/// The same chances found by throwing the bombardment's 36 throws and reading what the
/// advantage step shows after each.
std::map<std::string, std::string> shownAfterEachThrow(const Resolver& resolver, const Assessment& first, const std::string& id)
{
    std::map<std::string, int> counts;
    for (std::int64_t french = 1; french <= 6; ++french)
        for (std::int64_t coalition = 1; coalition <= 6; ++coalition) {
            Assessment a = first;
            std::vector<std::int64_t> dice{french, coalition};
            while (a.procedure->id != "advantage") {
                auto r = resolver.resolve(a, dice);
                REQUIRE(std::holds_alternative<Resolution>(r));
                auto next = resolver.assessNext(a, std::get<Resolution>(r));
                REQUIRE(next.has_value());
                REQUIRE(std::holds_alternative<Assessment>(*next));
                a = std::get<Assessment>(*next);
                dice.clear();  // the stakes step throws nothing
            }
            for (const auto& shown : a.shown)
                if (shown.id == id)
                    ++counts[shown.value];
        }
    std::map<std::string, std::string> out;
    for (const auto& [text, count] : counts)
        out[text] = Fraction(count, 36).toString();
    return out;
}

}  // namespace

TEST_CASE("the advantaged side is named before the bombardment, with its chances when the dice decide it", "[shown][napoleon]")
{
    const Game game = napoleon();
    const Resolver resolver(game);

    SECTION("30 SP with 6 guns against 20 with 3: the French whatever the bombardment")
    {
        const Assessment a = aheadAssessed(resolver, aheadBattle(30, 20, 6, 3));
        const OutcomeDistribution d = resolver.distribution(a);
        CHECK(shownAhead(a, d, "advantage", "advantaged_side") == std::map<std::string, std::string>{{"The French", "1"}});
        CHECK(shownAhead(a, d, "advantage", "advantage_reason") ==
              std::map<std::string, std::string>{{"Larger modifier: French 2 against Coalition 0", "1"}});
        CHECK(shownAhead(a, d, "battle_table", "advantaged_name") == std::map<std::string, std::string>{{"French", "1"}});
        CHECK(shownAhead(a, d, "advantage", "advantaged_side") == shownAfterEachThrow(resolver, a, "advantaged_side"));
    }
    SECTION("20 SP against 21, 3 guns each: the bombardment decides, as its 36 throws say")
    {
        const Assessment a = aheadAssessed(resolver, aheadBattle(20, 21, 3, 3));
        const OutcomeDistribution d = resolver.distribution(a);
        const auto side = shownAhead(a, d, "advantage", "advantaged_side");
        CHECK(side == std::map<std::string, std::string>{{"The Coalition", "2/3"}, {"The French", "1/3"}});
        CHECK(side == shownAfterEachThrow(resolver, a, "advantaged_side"));
        CHECK(shownAhead(a, d, "advantage", "advantage_reason") == shownAfterEachThrow(resolver, a, "advantage_reason"));
    }
    SECTION("no guns on either side: nothing to throw before the advantage, which is certain")
    {
        const Assessment a = aheadAssessed(resolver, aheadBattle(20, 20, 0, 0));
        const OutcomeDistribution d = resolver.distribution(a);
        CHECK(shownAhead(a, d, "advantage", "advantage_reason") ==
              std::map<std::string, std::string>{{"Equal modifiers (0) and equal strength points (20): the French", "1"}});
    }
}
