// SPDX-License-Identifier: GPL-3.0-or-later
// The notes under a result of the shipped modules appear exactly where they touch the
// situation (worked examples cannot state notes, so they are checked here, through the CLI).
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QJsonArray>

namespace {

/// The notes of the result of one resolve with physical dice, joined by newlines.
QString notesOf(const QString& game, const QString& procedure, const QStringList& sets, const QString& dice)
{
    QStringList args{QStringLiteral("resolve"), game, procedure, QStringLiteral("--roll"), dice, QStringLiteral("--json")};
    for (const QString& set : sets)
        args << (set.contains(QLatin1Char(':')) ? QStringLiteral("--unit") : QStringLiteral("--set")) << set;
    const CliRun run = runCli(args);
    INFO(args.join(' ').toStdString() << "\n" << run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    QStringList notes;
    for (const auto& note : run.json()["result"].toObject()["notes"].toArray())
        notes << note.toString();
    return notes.join(QLatin1Char('\n'));
}

const QString fleur = QStringLiteral("la-fleur-au-fusil");
const QString verdun = QStringLiteral("verdun-1916");

}  // namespace

TEST_CASE("La fleur au fusil: cavalry stops the retreat only of a stack with HQs or artillery", "[cli][notes]")
{
    // A die of 5 with no modifier: DR.
    const QString withGuns = notesOf(fleur, "combat", {"defender_pinned=true", "attacker_cavalry=true", "defender_hq_artillery=true"}, "5");
    CHECK(withGuns.contains("stays put and loses one more step"));
    CHECK(withGuns.contains("may advance into the hex and eliminate them"));
    CHECK_FALSE(withGuns.contains("is eliminated (9.3)"));

    const QString noCavalry = notesOf(fleur, "combat", {"defender_pinned=true", "defender_hq_artillery=true"}, "5");
    CHECK_FALSE(noCavalry.contains("stays put"));
    CHECK(noCavalry.contains("An HQ that cannot retreat"));

    const QString plain = notesOf(fleur, "combat", {"defender_pinned=true", "attacker_cavalry=true"}, "5");
    CHECK_FALSE(plain.contains("stays put"));
    CHECK_FALSE(plain.contains("HQ"));
    CHECK(plain.contains("attacking units may move into it"));
}

TEST_CASE("La fleur au fusil: a step lost by the only defender empties the hex", "[cli][notes]")
{
    // A die of 6 with no modifier: DL.
    CHECK(notesOf(fleur, "combat", {"defender_pinned=true"}, "6").contains("the hex is empty"));
    // Two against two: no modifier, a 6 is DL, and the other defender still holds the hex.
    CHECK(notesOf(fleur, "combat", {"defender_pinned=true", "attacking_units=2", "defending_units=2"}, "6").isEmpty());
    CHECK(notesOf(fleur, "combat", {"defender_pinned=true", "attacker_unit=cavalry", "defender_hq_artillery=true"}, "6")
              .contains("the attacking cavalry may advance"));
    CHECK(notesOf(fleur, "combat", {"defender_pinned=true", "defender_hq_artillery=true"}, "6").contains("later movement phase"));
}

TEST_CASE("La fleur au fusil: retreat costs name forest, village and the friendly unit", "[cli][notes]")
{
    const CliRun run = runCli({"resolve", "la-fleur-au-fusil", "combat", "--set", "defender_pinned=true", "--roll", "2", "--json"});
    REQUIRE(run.exitCode == 0);
    const QString text = run.json()["result"].toObject()["text"].toString();
    CHECK(text.contains("forest and village"));
    CHECK(text.contains("friendly unit"));
    CHECK(text.contains("4.3"));
}

TEST_CASE("Verdun 1916: a friendly unit in the hex spares the retreat loss", "[cli][notes]")
{
    // 5 against 1 reads 5/1; a die of 0 is impossible, a 1 gives DR.
    const QString notes = notesOf(verdun, "combat", {"attackers=points:5", "defenders=points:1"}, "1");
    CHECK(notes.contains("unless a friendly unit stands there (3.2, 3.3)"));
}
