// SPDX-License-Identifier: GPL-3.0-or-later
// Skimming stored JSON for a few members: what the luck report reads of a million resolutions.
#include "core/json_skim.h"

#include <catch2/catch.hpp>

using namespace umpire;

TEST_CASE("members are found at the top level only, past nested values and strings", "[core][json]")
{
    const QByteArray json = R"({"a":{"player":"inner","b":[1,{"c":"}"}]},"note":"say \"hi\" \\","player":"Anne","roll":{"dice":[3,5]}})";
    CHECK(json_skim::member(json, "player") == QByteArrayView(R"("Anne")"));
    CHECK(json_skim::text(json_skim::member(json, "note")) == QStringLiteral(R"(say "hi" \)"));
    CHECK(json_skim::member(json_skim::member(json, "roll"), "dice") == QByteArrayView("[3,5]"));
    CHECK(json_skim::member(json, "missing").isEmpty());

    const std::array<QByteArrayView, 3> keys{"roll", "player", "missing"};
    std::array<QByteArrayView, 3> values;
    json_skim::members(json, keys, values);
    CHECK(values[0] == QByteArrayView(R"({"dice":[3,5]})"));
    CHECK(values[1] == QByteArrayView(R"("Anne")"));
    CHECK(values[2].isEmpty());

    const auto dice = json_skim::items(values[0].sliced(8, 5));
    REQUIRE(dice.size() == 2);
    CHECK(json_skim::integer(dice[1]) == 5);
    CHECK(json_skim::integer(QByteArrayView(R"("17")")) == 17);
    CHECK_FALSE(json_skim::integer(QByteArrayView("x")).has_value());
    CHECK(json_skim::items(QByteArrayView("[]")).isEmpty());
}

TEST_CASE("malformed or hostile JSON gives empty values, never a fault", "[core][json]")
{
    for (const QByteArray& bad : {QByteArray(), QByteArray("{"), QByteArray(R"({"a")"), QByteArray(R"({"a":)"),
                                  QByteArray(R"({"a":"unterminated)"), QByteArray(R"({"a":[1,2)"), QByteArray("[1,2"),
                                  QByteArray(R"({"a":1 "b":2})"), QByteArray(R"({"a":"\\)")}) {
        CHECK(json_skim::member(bad, "b").isEmpty());
        CHECK(json_skim::items(bad).isEmpty());
    }
    CHECK(json_skim::member(QByteArrayView("[1,2]"), "b").isEmpty());  // not an object
    // Nesting a hundred thousand deep is skipped by counting, not by recursion.
    const QByteArray deep = "{\"a\":" + QByteArray(100000, '[') + QByteArray(100000, ']') + ",\"b\":2}";
    CHECK(json_skim::member(deep, "b") == QByteArrayView("2"));
    const QByteArray unclosed = "{\"a\":" + QByteArray(100000, '{');
    CHECK(json_skim::member(unclosed, "b").isEmpty());
}
