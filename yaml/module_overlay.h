// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/game.h"
#include "yaml/diagnostic.h"
#include "yaml/parsed_yaml_file.h"

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace umpire {

/// Fills cells that a shipped module declares missing ("?") from a user overlay given as text.
/// The overlay names its game; only missing cells may be filled. When the overlay has any
/// error nothing is changed. Returns every problem found.
std::vector<Diagnostic> mergeOverlay(std::vector<Game>& games, std::string_view overlayText,
                                     const std::string& displayName);

/// Same, reading the overlay from a file.
std::vector<Diagnostic> mergeOverlayFile(std::vector<Game>& games, const std::filesystem::path& path);

/// Same, for an overlay already parsed (parseYamlFile, on a loading thread); takes its diagnostics.
std::vector<Diagnostic> mergeParsedOverlay(std::vector<Game>& games, ParsedYamlFile& file);

}  // namespace umpire
