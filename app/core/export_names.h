// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"
#include "log/log_export.h"

#include <vector>

namespace umpire {

/// The names of the loaded games and of their procedures, for the log's exports and reports.
ExportNames exportNamesOf(const std::vector<Game>& games);

}  // namespace umpire
