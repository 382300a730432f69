// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/modifier_report.h"

#include <QString>

namespace umpire {

/// Why a modifier counted or not, as the ledger, the CLI and the log say it: the module's own
/// sentence, or where it gives none the program's wording, in the interface's language.
QString modifierReason(const ModifierReport& report);

}  // namespace umpire
