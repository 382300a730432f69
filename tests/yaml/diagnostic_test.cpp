// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/diagnostic.h"
#include "yaml/source_lines.h"

#include <catch2/catch.hpp>

using namespace umpire;

TEST_CASE("a diagnostic prints as file:line:column: message", "[diagnostic]")
{
    Diagnostic diagnostic{Diagnostic::Severity::Error, "tables/verdun-1916.yaml", 14, 7, "procedures[0].colums",
                          "unknown key 'colums' in procedure 'combat' (did you mean 'columns'?)"};
    CHECK(diagnostic.toString()
          == "tables/verdun-1916.yaml:14:7: unknown key 'colums' in procedure 'combat' (did you mean 'columns'?)");

    diagnostic.column = 0;
    CHECK(diagnostic.toString()
          == "tables/verdun-1916.yaml:14: unknown key 'colums' in procedure 'combat' (did you mean 'columns'?)");
    diagnostic.line = 0;
    CHECK(diagnostic.toString()
          == "tables/verdun-1916.yaml: unknown key 'colums' in procedure 'combat' (did you mean 'columns'?)");
}

TEST_CASE("warnings say so and do not count as errors", "[diagnostic]")
{
    const Diagnostic warning{Diagnostic::Severity::Warning, "a.yaml", 1, 2, "", "something odd"};
    CHECK(warning.toString() == "a.yaml:1:2: warning: something odd");
    CHECK_FALSE(hasErrors({warning}));
    CHECK(hasErrors({warning, Diagnostic{}}));
    CHECK(std::string(severityName(Diagnostic::Severity::Warning)) == "warning");
    CHECK(std::string(severityName(Diagnostic::Severity::Error)) == "error");
}

TEST_CASE("a column is counted in characters, as editors count it, not in bytes", "[diagnostic]")
{
    const SourceLines lines("a: 1\n  b: \"Forêt éé\", c: {x}\n\xC3");
    CHECK(lines.inCharacters({2, 3}).column == 3);  // nothing before it but spaces
    // 'c' is byte 21 of its line, character 18: ê and the two é take two bytes each.
    CHECK(lines.inCharacters({2, 21}).column == 18);
    CHECK(lines.inCharacters({1, 4}).column == 4);
    // A position the text does not hold is left as it is, never read past the end.
    CHECK(lines.inCharacters({4, 1}).column == 1);
    CHECK(lines.inCharacters({3, 9}).column == 9);
    CHECK(lines.inCharacters({0, 0}).line == 0);
    CHECK(SourceLines("").inCharacters({1, 5}).column == 5);
}
