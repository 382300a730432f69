// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <yaml-cpp/node/node.h>

#include <optional>
#include <string_view>

namespace umpire {

class ReadContext;

/// Scans the YAML events of `text` before any node is built, so nothing hostile is ever
/// expanded: reports syntax errors, nesting deeper than maxModuleNesting, every anchor and
/// alias (refused outright: aliases would share nodes and can multiply a small file into a
/// huge tree), and more than one document. Returns true when the text may be loaded.
bool screenYamlText(std::string_view text, ReadContext& context);

/// The first steps of reading any file of ours (a module, an overlay, a companion of texts): the
/// size bound, then the screening above, whose events also build the tree (one parse); the tree
/// is given only when nothing was refused. Empty when the text was refused; the reasons are in
/// `context`.
std::optional<YAML::Node> loadScreenedYaml(std::string_view text, ReadContext& context);

}  // namespace umpire
