// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/module_schema.h"

#include <vector>

namespace umpire {

/// The schemas of the files that sit beside a module: overlays (cells from the players' own
/// charts) and companions of texts in another language. Part of allMappingSchemas().
std::vector<MappingSchema> besideModuleSchemas();

}  // namespace umpire
