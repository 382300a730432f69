// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The readers of the module format, one per model type, each in its own read_*.cpp.
// Internal to the loader: they take yaml-cpp nodes, which never leave yaml/.

#include "engine/game.h"
#include "engine/name_scope.h"
#include "engine/procedure.h"

#include <set>
#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace umpire {

class ReadContext;
class MappingReader;

/// The whole module: format, game metadata, reference material and procedures.
Game readModule(const YAML::Node& node, ReadContext& context);

Side readSide(const YAML::Node& node, ReadContext& context);
ReferenceEntry readReferenceEntry(const YAML::Node& node, ReadContext& context);
Procedure readProcedure(const YAML::Node& node, ReadContext& context);
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
    std::vector<std::string> valueNames;  ///< Inputs and derived values.
};

Constraint readConstraint(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
Modifier readModifier(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `groups`: the groups the modifiers belong to, which a cap's `group` must name.
ModifierCap readModifierCap(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                            const std::vector<std::string>& groups);
DiceSpec readDice(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
ResultDefinition readResultDefinition(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
CountLegend readCountLegend(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `resultCodes`: the codes the procedure's results define, which every cell and outcome must use.
ResolutionMethod readResolution(const YAML::Node& node, ReadContext& context, const ProcedureNames& names,
                                const std::set<std::string, std::less<>>& resultCodes);
ColumnScale readColumnScale(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
Interpretation readInterpretation(const YAML::Node& node, ReadContext& context, const ProcedureNames& names);
/// `procedure`: everything but the examples, already read; example names are checked against it.
WorkedExample readWorkedExample(const YAML::Node& node, ReadContext& context, const Procedure& procedure);

}  // namespace umpire
