// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/yaml_tree_builder.h"

#include <yaml-cpp/node/detail/memory.h>
#include <yaml-cpp/node/detail/node.h>
#include <yaml-cpp/node/impl.h>

namespace YAML {

// yaml-cpp makes a Node of a node it built only through its own NodeBuilder, which YAML::Node
// befriends and the library keeps to itself. This class has that name and nothing else: one
// static function, no data, no constructor, no virtual function, so no symbol of it can meet
// one of the library's.
class NodeBuilder {
public:
    static Node umpireTreeOf(detail::node& root, const detail::shared_memory_holder& memory) { return Node(root, memory); }
};

}  // namespace YAML

namespace umpire {

YamlTreeBuilder::YamlTreeBuilder() : memory_(std::make_shared<YAML::detail::memory_holder>()) {}

YAML::detail::node& YamlTreeBuilder::push(const YAML::Mark& mark)
{
    YAML::detail::node& node = memory_->create_node();
    node.set_mark(mark);
    // In a map, the children come key, value, key, value...: a child with no key pending is one.
    const bool isKey = !stack_.empty() && stack_.back()->type() == YAML::NodeType::Map && keys_.size() < mapDepth_;
    stack_.push_back(&node);
    if (isKey)
        keys_.emplace_back(&node, false);
    return node;
}

void YamlTreeBuilder::pop()
{
    if (stack_.empty())
        return;
    YAML::detail::node& node = *stack_.back();
    stack_.pop_back();
    if (stack_.empty()) {
        root_ = &node;
        return;
    }
    YAML::detail::node& collection = *stack_.back();
    if (collection.type() == YAML::NodeType::Sequence) {
        collection.push_back(node, memory_);
    } else if (collection.type() == YAML::NodeType::Map && !keys_.empty()) {
        auto& [key, valueCame] = keys_.back();
        if (valueCame) {
            collection.insert(*key, node, memory_);
            keys_.pop_back();
        } else {
            valueCame = true;  // `node` is the key: its value comes next
        }
    }
}

void YamlTreeBuilder::null(const YAML::Mark& mark)
{
    push(mark).set_null();
    pop();
}

void YamlTreeBuilder::scalar(const YAML::Mark& mark, const std::string& tag, const std::string& value)
{
    YAML::detail::node& node = push(mark);
    node.set_scalar(value);
    node.set_tag(tag);
    pop();
}

void YamlTreeBuilder::startSequence(const YAML::Mark& mark, const std::string& tag, YAML::EmitterStyle::value style)
{
    YAML::detail::node& node = push(mark);
    node.set_tag(tag);
    node.set_type(YAML::NodeType::Sequence);
    node.set_style(style);
}

void YamlTreeBuilder::startMap(const YAML::Mark& mark, const std::string& tag, YAML::EmitterStyle::value style)
{
    YAML::detail::node& node = push(mark);
    node.set_type(YAML::NodeType::Map);
    node.set_tag(tag);
    node.set_style(style);
    ++mapDepth_;
}

void YamlTreeBuilder::endSequence() { pop(); }

void YamlTreeBuilder::endMap()
{
    if (mapDepth_ > 0)
        --mapDepth_;
    pop();
}

YAML::Node YamlTreeBuilder::root() const
{
    if (!root_)
        return YAML::Node();
    return YAML::NodeBuilder::umpireTreeOf(*root_, memory_);
}

}  // namespace umpire
