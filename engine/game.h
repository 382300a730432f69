// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "event_chit.h"
#include "game_option.h"
#include "interpretation.h"
#include "lookup_table.h"
#include "procedure.h"

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// A table or a text kept for the players to look up (movement costs, stacking, command ranges).
/// The program does not compute with it.
struct ReferenceEntry {
    std::string id;
    std::string title;
    std::string rule;
    std::vector<std::string> columns;
    struct Row {
        std::string label;
        std::vector<std::string> cells;
    };
    std::vector<Row> rows;
    std::vector<std::string> notes;
};

struct Side {
    std::string id;
    std::string label;
};

/// A loaded game module: metadata, reference material and procedures. Immutable after loading.
struct Game {
    std::string id;
    std::string title;
    std::string subtitle;
    std::string designer;
    std::string publisher;
    std::string edition;
    std::string moduleVersion;
    std::string sourceFile;  ///< The module file it was read from.
    std::vector<Side> sides;
    std::vector<ReferenceEntry> reference;
    std::vector<EventChit> chits;        ///< Event chits for a chit cup, when the game draws them.
    std::vector<GameOption> options;     ///< Chosen once per play session.
    std::vector<LookupTable> lookups;    ///< Tables expressions read with lookup().
    /// Readings several procedures share: each procedure that shows one names it among its own
    /// interpretations, with its own `when`, and holds a copy of its rule and text.
    std::vector<Interpretation> interpretations;
    std::vector<Procedure> procedures;
    /// The same game with its labels and texts in another language ("fr"), from the module's
    /// companion file; texts the companion does not give stay in English. Keyed by language.
    std::map<std::string, std::shared_ptr<const Game>, std::less<>> languages;

    /// The game in `language` when a companion gives it, else this game (English).
    const Game& inLanguage(std::string_view language) const;
    const Procedure* procedure(std::string_view procedureId) const;
    const GameOption* option(std::string_view optionId) const;
    const LookupTable* lookup(std::string_view tableId) const;
};

}  // namespace umpire
