// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <yaml-cpp/emitterstyle.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/node/node.h>
#include <yaml-cpp/node/ptr.h>

#include <string>
#include <utility>
#include <vector>

namespace umpire {

/// Builds the node tree of a YAML document from the parser's events, as YAML::Load() does
/// (same nodes, tags, styles and marks), so that the screening pass that sees those events is
/// the only parse: yaml-cpp's own builder is not part of its public interface. Anchors are
/// not recorded (the screening refuses every anchor and alias: an alias becomes a null node).
/// Keeps its own stack: a deep document does not recurse.
class YamlTreeBuilder {
public:
    YamlTreeBuilder();

    void null(const YAML::Mark& mark);
    void scalar(const YAML::Mark& mark, const std::string& tag, const std::string& value);
    void startSequence(const YAML::Mark& mark, const std::string& tag, YAML::EmitterStyle::value style);
    void startMap(const YAML::Mark& mark, const std::string& tag, YAML::EmitterStyle::value style);
    void endSequence();
    void endMap();

    /// The document's root once it is complete; an undefined node before.
    YAML::Node root() const;

private:
    YAML::detail::node& push(const YAML::Mark& mark);
    void pop();

    YAML::detail::shared_memory_holder memory_;
    YAML::detail::node* root_ = nullptr;
    std::vector<YAML::detail::node*> stack_;
    std::vector<std::pair<YAML::detail::node*, bool>> keys_;  ///< per open map: its key, and whether its value came
    std::size_t mapDepth_ = 0;
};

}  // namespace umpire
