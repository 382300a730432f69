// SPDX-License-Identifier: GPL-3.0-or-later
// The tree built from the screening's own events (one parse) is the tree YAML::Load() builds:
// same kinds, tags, styles, values, key order and marks, for every shipped file and for the
// corners of YAML a module may use.
#include "yaml/read_context.h"
#include "yaml/yaml_screening.h"

#include <catch2/catch.hpp>

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

using namespace umpire;

namespace {

/// Where `a` and `b` first differ, or empty when they are the same tree.
std::string difference(const YAML::Node& a, const YAML::Node& b, const std::string& path)
{
    const auto at = [&](const std::string& what) { return path + ": " + what; };
    if (a.Type() != b.Type())
        return at("kind");
    if (a.Tag() != b.Tag())
        return at("tag '" + a.Tag() + "' / '" + b.Tag() + "'");
    if (a.Mark().line != b.Mark().line || a.Mark().column != b.Mark().column || a.Mark().pos != b.Mark().pos)
        return at("mark");
    if (a.Style() != b.Style())
        return at("style");
    if (a.IsScalar() && a.Scalar() != b.Scalar())
        return at("value '" + a.Scalar() + "' / '" + b.Scalar() + "'");
    if (a.size() != b.size())
        return at("size");
    if (a.IsSequence()) {
        for (std::size_t i = 0; i < a.size(); ++i)
            if (auto d = difference(a[i], b[i], path + "[" + std::to_string(i) + "]"); !d.empty())
                return d;
    }
    if (a.IsMap()) {
        auto left = a.begin();
        auto right = b.begin();
        for (; left != a.end(); ++left, ++right) {
            const std::string key = left->first.IsScalar() ? left->first.Scalar() : "?";
            if (auto d = difference(left->first, right->first, path + " key " + key); !d.empty())
                return d;
            if (auto d = difference(left->second, right->second, path + "." + key); !d.empty())
                return d;
        }
    }
    return {};
}

std::string sameAsLoad(const std::string& text, const std::string& name)
{
    ReadContext context(name, text);
    const auto screened = loadScreenedYaml(text, context);
    if (!screened)
        return name + ": refused";
    return difference(*screened, YAML::Load(text), name);
}

}  // namespace

TEST_CASE("the screened tree of every shipped file is YAML::Load's tree", "[yaml][screening]")
{
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(UMPIRE_TABLES_DIR)) {
        if (entry.path().extension() != ".yaml")
            continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const std::string name = entry.path().filename().string();
        INFO(name);
        CHECK(sameAsLoad(text.str(), name).empty());
        ++files;
    }
    CHECK(files >= 5);
}

TEST_CASE("the screened tree matches YAML::Load's on flow, block, tags, nulls and nested keys", "[yaml][screening]")
{
    const std::string samples[] = {
        "a: 1\nb: [x, 'y', \"z\", {k: v, n: ~}]\nc:\n  - - 1\n    - 2\n  - d: e\n    f:\n",
        "? [complex, key]\n: value\n? {m: 1}\n: [2]\nplain: !!str 12\ntagged: !custom x\n",
        "text: |\n  two\n  lines\nfolded: >\n  folded\n  text\nempty: ''\nnull_value: null\n",
        "- one\n- {a: [1, 2, [3, {b: c}]]}\n- - nested\n  - seq\n-\n",
        "k: v # comment\n# only a comment\nlast: [ ]\nmap: { }\n",
        "scalar document",
    };
    for (const std::string& sample : samples) {
        INFO(sample);
        CHECK(sameAsLoad(sample, "sample.yaml").empty());
    }
}
