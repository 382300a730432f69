// SPDX-License-Identifier: GPL-3.0-or-later
// The schema is data; these tests keep it whole and in step with docs/module-format.md.

#include "yaml/module_schema.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

using namespace umpire;

TEST_CASE("every kind of mapping has one schema whose keys are unique", "[schema]")
{
    std::set<MappingKind> kinds;
    for (const auto& schema : allMappingSchemas()) {
        INFO(schema.noun);
        CHECK(kinds.insert(schema.kind).second);
        CHECK(&mappingSchema(schema.kind) == &schema);
        std::set<std::string_view> keys;
        for (const auto& key : schema.keys)
            CHECK(keys.insert(key.key).second);
        if (!schema.idKey.empty())
            CHECK(schema.find(schema.idKey) != nullptr);
    }
    CHECK(kinds.size() == static_cast<std::size_t>(MappingKind::TextsChitFace) + 1);
}

TEST_CASE("every key of the schema is documented in the module format", "[schema]")
{
    std::ifstream file(std::string(UMPIRE_DOCS_DIR) + "/module-format.md");
    REQUIRE(file);
    std::stringstream text;
    text << file.rdbuf();
    const std::string documented = text.str() + [] {
        std::ifstream loaderDoc(std::string(UMPIRE_DOCS_DIR) + "/loader.md");
        std::stringstream loader;
        loader << loaderDoc.rdbuf();
        return loader.str();
    }();
    for (const auto& schema : allMappingSchemas()) {
        for (const auto& key : schema.keys) {
            INFO(schema.noun << ": " << key.key);
            const std::string asKey = std::string(key.key) + ":";
            const std::string asCode = std::string("`").append(key.key).append("`");
            CHECK((documented.find(asKey) != std::string::npos || documented.find(asCode) != std::string::npos));
        }
    }
}
