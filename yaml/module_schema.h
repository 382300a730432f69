// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <vector>

namespace umpire {

/// What a key's value must look like; checked before any reader looks at the value.
enum class FieldType {
    Text,             ///< Any scalar, kept as written.
    RuleReference,    ///< A rule number such as "7.10": text, quoted when it would read as a number.
    Id,               ///< A scalar without spaces: procedure, modifier, group ids.
    GameId,           ///< Lower-case letters, digits and '-'.
    Name,             ///< Usable in expressions: a letter, then letters, digits or '_'.
    Integer,          ///< A whole number written in decimal.
    Boolean,          ///< true or false.
    Requirement,      ///< true, false or when_read (an input's `required`).
    Expression,       ///< A scalar parsed later by the expression language.
    Scalar,           ///< Any scalar whose meaning depends on another key (an input's default).
    TextList,         ///< A list of scalars.
    List,             ///< A list of mappings, each read by its own reader.
    Mapping,          ///< A mapping read by its own reader.
    ScalarMap,        ///< A mapping of names to scalars (example inputs, follow-up inputs).
    IntegerMap,       ///< A mapping of names to integers (expected modifier values).
    NumberMap,        ///< A mapping of names to numbers: 3, "5/2" or "2.5" (result effects).
    ScalarOrMapping,  ///< Either form (beyond_last: clamp or {drm_per_column: 1}).
    ScalarMappingOrList,  ///< Any of the three forms (dice: "2d6", {count, sides} or a list of named dice).
    TextOrList,       ///< A text, or a list: of mappings of the kind it holds, else of texts (explain: cases).
};

/// The kinds of YAML mapping a module (or an overlay, or a companion of texts) is made of.
enum class MappingKind {
    Module,
    Game,
    Side,
    GameOption,
    LookupTable,
    LookupColumn,
    LookupRow,
    ReferenceEntry,
    ReferenceRow,
    Chit,
    ChitFace,
    Procedure,
    Step,
    Group,
    Input,
    ChoiceOption,
    UnitField,
    DerivedValue,
    Constraint,
    Modifier,
    Cap,
    SideTotal,
    DiceCount,
    NamedDice,
    TableResolution,
    GridResolution,
    TestResolution,
    CountResolution,
    DecisionResolution,
    OutputsResolution,
    RollClamp,
    TableRow,
    GridRow,
    ColumnScale,
    Column,
    ColumnOverflow,
    OverflowCase,
    TestOutcome,
    CountLegend,
    Result,
    ResultNote,
    FollowUp,
    Conversion,
    Output,
    Trigger,
    Interpretation,
    ShownValue,
    ShownCase,
    SharedInterpretation,
    Luck,
    Example,
    ExampleExpectation,
    ExpectedRoll,
    ExpectedStep,
    Overlay,
    OverlayProcedure,
    OverlayRow,
    OverlayLookup,
    Texts,
    TextsGameOption,
    TextsProcedure,
    TextsStep,
    TextsInput,
    TextsUnitField,
    TextsModifier,
    TextsResult,
    TextsLegend,
    TextsOutput,
    TextsTrigger,
    TextsShownValue,
    TextsReference,
    TextsReferenceRow,
    TextsChit,
    TextsChitFace,
};

/// One allowed key of a mapping.
struct KeySpec {
    std::string_view key;
    FieldType type;
    bool required;
    /// The kind of the mappings a List, Mapping or ScalarOrMapping key holds; several when the
    /// mapping's `kind` key chooses (a resolution). A ScalarMappingOrList key names the kind of
    /// its mapping form, then that of its list's items (dice); a TextOrList key, that of its list's
    /// items, none for a list of texts. Empty for other types and for a
    /// mapping of names to values (an example's units). Tools that describe the format read it.
    std::vector<MappingKind> holds = {};
};

/// The allowed keys of one kind of mapping, which are required and their types.
struct MappingSchema {
    MappingKind kind;
    std::string_view noun;   ///< How messages name such a mapping: "input", "row".
    std::string_view idKey;  ///< The key that names it in messages ("id", "code"); empty if none.
    std::vector<KeySpec> keys;
    /// The value of `kind` that selects this schema among those a key holds ("table"); else empty.
    std::string_view kindValue = {};

    const KeySpec* find(std::string_view key) const;
};

/// The schema of one kind of mapping.
const MappingSchema& mappingSchema(MappingKind kind);

/// Every schema, in declaration order (for documentation and tests).
const std::vector<MappingSchema>& allMappingSchemas();

/// "an integer", "true or false", "a list" — how a message names what a type expects.
const char* fieldTypeExpectation(FieldType type);

}  // namespace umpire
