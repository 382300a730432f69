// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/named_roll.h"

#include <QtGlobal>

#include <optional>

namespace umpire {

struct LogEntry;

/// How a logged entry's dice were read, from its stored resolution: by name (dice that play
/// different roles), die by die (count procedures: the dice that hit), or as one sum. Only a
/// sum has a natural and a modified roll worth showing; the log keeps both columns anyway.
struct StoredRoll {
    std::optional<NamedRoll> named;
    std::optional<qint64> hits;

    bool readAsOneSum() const { return !named && !hits; }
};

/// The entry's roll as read. Entries logged before the JSON gave `roll.hits` (count procedures)
/// read as a sum, as they were shown then.
StoredRoll storedRollOf(const LogEntry& entry);

}  // namespace umpire
