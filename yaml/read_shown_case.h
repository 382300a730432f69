// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/shown_value.h"

namespace umpire {

class MappingReader;
class NameScope;

/// One `{when, text}` case of a list whose first holding case is used (an output's `explain`,
/// a shown value's `cases`, a step's `headline`): its condition read against `scope`, its text
/// as written. The caller checks what its list needs besides (placeholders, effects read).
ShownCase readShownCase(const MappingReader& caseReader, const NameScope& scope);

}  // namespace umpire
