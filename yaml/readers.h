// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The readers of the module format, one per model type, each in its own read_*.cpp.
// Internal to the loader: they take yaml-cpp nodes, which never leave yaml/.

#include "engine/game.h"
#include "engine/name_scope.h"
#include "engine/procedure.h"
#include "yaml/name_registry.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace umpire {

class ReadContext;
class MappingReader;

/// The whole module: format, game metadata, reference material, lookup tables and procedures.
Game readModule(const YAML::Node& node, ReadContext& context);

/// What every procedure of a game may read: the game options (as names) and the lookup tables.
struct GameNames {
    NameScope scope;
    NameRegistry registry;
    const Game* game = nullptr;  ///< Read up to its procedures: options and lookup tables, for examples.
};

Side readSide(const YAML::Node& node, ReadContext& context);
ReferenceEntry readReferenceEntry(const YAML::Node& node, ReadContext& context);
/// `sides`: the game's sides, one of which must own the chit.
EventChit readEventChit(const YAML::Node& node, ReadContext& context, const std::vector<Side>& sides);
GameOption readGameOption(const YAML::Node& node, ReadContext& context);
LookupTable readLookupTable(const YAML::Node& node, ReadContext& context);
/// `game`: the options and lookup tables, declared before any procedure is read.
Procedure readProcedure(const YAML::Node& node, ReadContext& context, const GameNames& game);
InputGroup readInputGroup(const YAML::Node& node, ReadContext& context);
/// `groups`: the procedure's group ids, which an input's `group` must name.
InputSpec readInput(const YAML::Node& node, ReadContext& context, const std::vector<std::string>& groups);
/// What inputs and unit fields share: bounds, options and default, read from their mapping.
ScalarSpec readScalarSpec(const MappingReader& reader, ScalarSpec::Kind kind);
ChoiceOption readChoiceOption(const YAML::Node& node, ReadContext& context);
UnitFieldSpec readUnitField(const YAML::Node& node, ReadContext& context);
/// `scope` holds the inputs and the derived values before this one.
DerivedValue readDerivedValue(const YAML::Node& node, ReadContext& context, const NameScope& scope);

/// What the readers of a procedure's parts need to know about it: its names and their types,
/// and the ids {placeholders} may use.
struct ProcedureNames {
    NameScope scope;
    std::vector<std::string> valueNames;  ///< Inputs, options, derived values, earlier steps' names.
};

/// The names of one step at each moment of its resolution (docs/expressions.md, "Names available where").
struct StepNames {
    const ProcedureNames& found;   ///< Before the dice: inputs, options, derived values, earlier steps, totals.
    const ProcedureNames& thrown;  ///< After the dice: also named dice, natural, roll, target or hits.
    const NameScope& column;       ///< `found` and the step's own named dice: a column by value may read them.
    const std::vector<std::string>& namedDice;  ///< The step's own named dice.
};

/// Reads a step's own parts (a `steps` item, or a procedure without steps) into `step`. `chain`
/// holds what the step may read and receives what it publishes to later steps; `registry`
/// holds every name of the procedure. `ownDerived`: the step reads its own `derived` list.
void readStepBody(const MappingReader& reader, Procedure& step, ProcedureNames& chain, NameRegistry& registry,
                  bool ownDerived);
Procedure readStep(const YAML::Node& node, ReadContext& context, ProcedureNames& chain, NameRegistry& registry);

/// Whom `procedure`'s good results favour and how they rank; `procedure` is read whole (its
/// steps' results are what the ranking names); `sides`: the game's sides.
LuckOrder readLuckOrder(const YAML::Node& node, ReadContext& context, const Procedure& procedure,
                        const std::vector<Side>& sides);

Constraint readConstraint(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `totals`: the step's totals, which a `total` modifier must name; `resolutionKind`: the
/// step's resolution, which a `target` modifier needs to be a test.
Modifier readModifier(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                      const std::vector<std::string>& totals, std::string_view resolutionKind);
/// `groups`: the groups the modifiers belong to, which a cap's `group` must name.
ModifierCap readModifierCap(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                            const std::vector<std::string>& groups);
SideTotal readSideTotal(const YAML::Node& node, ReadContext& context);
DiceSpec readDice(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
NamedDice readNamedDice(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `names`: what the result's notes and follow-up read (a step's names after the dice); the
/// result's own effects are added to them.
ResultDefinition readResultDefinition(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
CountLegend readCountLegend(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `resultCodes`: the codes the procedure's results define, which every cell and outcome must use.
ResolutionMethod readResolution(const YAML::Node& node, ReadContext& context, const StepNames& names,
                                const std::set<std::string, std::less<>>& resultCodes);
/// `dice`: the step's own named dice, which only a column by value may read.
ColumnScale readColumnScale(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                            const NameScope& withDice, const std::vector<std::string>& dice, bool& readsDice);
ResultConversion readConversion(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                                const std::set<std::string, std::less<>>& resultCodes);
/// `scope`: the step's names after the dice, its result effects and its earlier outputs;
/// `results`: the step's results, every one of which must give each effect read.
OutputDefinition readOutput(const YAML::Node& node, ReadContext& context, const NameScope& scope,
                            const std::vector<ResultDefinition>& results);
TriggerDefinition readTrigger(const YAML::Node& node, ReadContext& context, const NameScope& scope,
                              const std::vector<ResultDefinition>& results);
/// Reports each result effect `expression` (under `key` of `reader`) reads that some result of
/// `results` does not give: the value would be missing for that result.
void checkEffectsRead(const MappingReader& reader, std::string_view key, const Expression& expression,
                      const std::vector<ResultDefinition>& results);
/// Checks the {placeholders} of the text under `key` against every name `scope` sees, and `also`.
void checkTextPlaceholders(const MappingReader& reader, std::string_view key, const NameScope& scope,
                           const std::string& also = {});
/// A procedure's interpretation: its own, or one of the game's (read first) named by its id.
Interpretation readInterpretation(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `grid`: the step resolves on a grid, whose column findings the value may show (`of`).
ShownValueSpec readShownValue(const YAML::Node& node, ReadContext& context, const ProcedureNames& names, bool grid);
/// One of the game's interpretations, which procedures name by id.
Interpretation readSharedInterpretation(const YAML::Node& node, ReadContext& context);
/// `procedure`: everything but the examples, already read; example names are checked against it
/// and against the game's options and lookup tables.
WorkedExample readWorkedExample(const YAML::Node& node, ReadContext& context, const Procedure& procedure,
                                const Game& game);
ExpectedRoll readExpectedRoll(const YAML::Node& node, ReadContext& context, const Procedure& procedure,
                              const Game& game);
/// The chart readings under `key` of `reader`: "table:column:row" -> value, the table being a
/// lookup table of the game or a step of the procedure.
std::map<std::string, std::string> readChartReadings(const MappingReader& reader, std::string_view key,
                                                     const Procedure& procedure, const Game& game);

}  // namespace umpire
