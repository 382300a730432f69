// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/diagnostic.h"

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
