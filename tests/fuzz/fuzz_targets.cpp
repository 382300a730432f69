// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz_targets.h"

#include "engine/arithmetic_error.h"
#include "engine/chart_question.h"
#include "engine/expression.h"
#include "engine/resolver.h"
#include "yaml/module_loader.h"
#include "yaml/module_overlay.h"

#include <string>
#include <string_view>

namespace umpire::fuzz {

namespace {

/// Answers lookup() with a number drawn from the keys, so evaluation goes on.
class AnyTable : public LookupSource {
public:
    Value read(const std::string&, const Value& row, const Value*) const override
    {
        return row.isInteger() ? row : Value(1);
    }
};

}  // namespace

void expression(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    auto choices = std::make_shared<ChoiceSet>(ChoiceSet{{"open", "forest", "town"}});
    NameScope scope;
    scope.declare("a", ValueType::integer());
    scope.declare("b", ValueType::integer());
    scope.declare("flag", ValueType::boolean());
    scope.declare("terrain", ValueType::choice(choices));
    scope.declareTable("table", TableShape{1, false});
    scope.declareTable("grid", TableShape{2, true});
    std::vector<ExpressionError> errors;
    const Expression e = Expression::parse(text, scope, errors);
    if (!e.isValid())
        return;
    AnyTable tables;
    Bindings values;
    values.setLookupSource(&tables);
    values.bind("a", 7);
    values.bind("b", -3);
    values.bind("flag", true);
    values.bind("terrain", Value(ChoiceValue{"forest"}));
    try {
        (void)e.evaluate(values);
    } catch (const ArithmeticError&) {
        // Overflow and division by zero are refusals, not faults.
    }
    (void)e.namesUsed();
}

void module(const std::uint8_t* data, std::size_t size)
{
    const std::string_view all(reinterpret_cast<const char*>(data), size);
    const std::string_view marker = "\n--- overlay\n";
    const auto split = all.find(marker);
    const std::string_view moduleText = all.substr(0, split);
    ModuleLoadResult loaded = loadModuleText(moduleText, "fuzz.yaml");
    if (!loaded.game)
        return;
    std::vector<Game> games{std::move(*loaded.game)};
    if (split != std::string_view::npos)
        (void)mergeOverlay(games, all.substr(split + marker.size()), "fuzz.overlay.yaml");
    const Game& game = games.front();
    (void)checkModuleExamples(game);
    const Resolver resolver(game);
    for (const auto& procedure : game.procedures) {
        const AssessmentResult assessed = resolver.assess(Situation{game.id, procedure.id, {}});
        if (const auto* a = std::get_if<Assessment>(&assessed)) {
            (void)resolver.distribution(*a);
            std::vector<std::int64_t> ones(static_cast<std::size_t>(std::max<std::int64_t>(a->diceCount, 0)), 1);
            (void)resolver.resolve(*a, ones);
        }
    }
}

}  // namespace umpire::fuzz
