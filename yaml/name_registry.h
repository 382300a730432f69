// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/source_position.h"

#include <map>
#include <string>
#include <string_view>

namespace umpire {

class ReadContext;

/// The names expressions read across a game: its options, then each procedure's inputs,
/// derived values, named dice, totals, outputs and triggers. A name may stand for one thing
/// only; registries nest (game, procedure, step) so a step's effect names may repeat in
/// another step but never shadow a procedure's name.
class NameRegistry {
public:
    explicit NameRegistry(const NameRegistry* outer = nullptr) : outer_(outer) {}

    /// Records `name` as `what` ("input 'strength'") standing at `at`. When the name is taken
    /// here or in an outer registry, reports it at `key` (appended to the YAML path) and
    /// returns false. `reportHere`: false when duplicates within this registry are already
    /// reported by the list's own check (inputs and derived values).
    bool claim(ReadContext& context, SourcePosition at, std::string_view key, const std::string& name,
               const std::string& what, bool reportHere = true);

    /// True when `name` is recorded in this registry (not an outer one).
    bool holdsHere(std::string_view name) const { return names_.find(name) != names_.end(); }

private:
    struct Holder {
        std::string what;
        int line = 0;
    };
    const Holder* find(std::string_view name) const;

    const NameRegistry* outer_;
    std::map<std::string, Holder, std::less<>> names_;
};

}  // namespace umpire
