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

/// The language of a companion file of texts, named `<anything>.<ll>.yaml` with `ll` two
/// lower-case letters ("la-fleur-au-fusil.fr.yaml" gives "fr"); empty for any other name.
std::string textsLanguageOfFile(std::string_view fileName);

/// Gives the game a companion names its labels and texts in another language, kept in
/// `Game::languages` beside the English ones. Every id the companion names must exist in the
/// module; texts it leaves out stay in English. When the companion has any error nothing is
/// changed. Returns every problem found.
std::vector<Diagnostic> mergeTexts(std::vector<Game>& games, std::string_view text, const std::string& displayName);

/// Same, reading the companion from a file.
std::vector<Diagnostic> mergeTextsFile(std::vector<Game>& games, const std::filesystem::path& path);

/// Same, for a companion already parsed (parseYamlFile, on a loading thread); takes its diagnostics.
std::vector<Diagnostic> mergeParsedTexts(std::vector<Game>& games, ParsedYamlFile& file);

}  // namespace umpire
