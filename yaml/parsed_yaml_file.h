// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/diagnostic.h"
#include "yaml/read_context.h"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace umpire {

/// An overlay or companion file read, screened and parsed into a tree (what costs), so that
/// several can be parsed at once on the loading threads; what it says is merged afterwards,
/// in order, on one thread. Not movable: the context keeps a view of the text.
struct ParsedYamlFile {
    std::string displayName;
    std::string text;
    /// Why the file could not be read; empty when it was (then `context` is set).
    std::vector<Diagnostic> readProblems;
    std::optional<ReadContext> context;
    /// The tree, when the file passed the screening and parsed.
    std::optional<YAML::Node> root;

    ParsedYamlFile() = default;
    ParsedYamlFile(const ParsedYamlFile&) = delete;
    ParsedYamlFile& operator=(const ParsedYamlFile&) = delete;
};

/// Reads `path` and parses it as loadScreenedYaml() does.
std::unique_ptr<ParsedYamlFile> parseYamlFile(const std::filesystem::path& path);

/// Parses `text` (named `displayName` in diagnostics) as loadScreenedYaml() does.
std::unique_ptr<ParsedYamlFile> parseYamlText(std::string_view text, const std::string& displayName);

}  // namespace umpire
