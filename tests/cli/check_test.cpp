// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QFile>

TEST_CASE("check passes on the shipped modules and runs their examples", "[cli][check]")
{
    const CliRun run = runCli({"check", shippedTables()});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
    CHECK(run.out.contains("ok     la-fleur-au-fusil"));
    CHECK(run.out.contains("; texts in fr"));
    CHECK(run.out.contains("All modules check out."));
    CHECK_FALSE(run.err.contains("warning"));  // every procedure with dice says whom it favours
}

TEST_CASE("check warns of a procedure with dice that does not say whom its results favour", "[cli][check][luck]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile module(dir.filePath("quiet.yaml"));
    REQUIRE(module.open(QIODevice::WriteOnly));
    module.write("format: 1\ngame:\n  id: quiet\n  title: Quiet\n  sides: [{id: a, label: A}]\nprocedures:\n"
                 "  - id: p\n    label: P\n    rule: \"1\"\n    dice: 1d6\n    resolution:\n      kind: test\n"
                 "      target: \"3\"\n      outcomes:\n        - {when: \"roll <= target\", result: X}\n        - {result: Y}\n"
                 "    results:\n      - {code: X, label: X}\n      - {code: Y, label: Y}\n");
    module.close();
    const CliRun run = runCli({"check", dir.path()});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
    CHECK(run.err.contains("quiet.yaml:7: warning: procedure 'p' throws dice but does not say whom its results favour "
                           "(add 'luck': see docs/module-format.md)"));
    CHECK(run.out.contains("All modules check out. 1 warning(s)."));
}

TEST_CASE("check checks a module's companion of texts in another language", "[cli][check][texts]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QFile::copy(testData("modules/texts/skirmish.yaml"), dir.filePath("skirmish.yaml")));
    REQUIRE(QFile::copy(testData("modules/texts/skirmish.fr.yaml"), dir.filePath("skirmish.fr.yaml")));
    const CliRun good = runCli({"check", dir.path()});
    INFO(good.err.toStdString());
    CHECK(good.exitCode == 0);
    CHECK(good.out.contains("ok     skirmish: 1 procedures, 0 worked examples all agree; texts in fr"));

    QFile companion(dir.filePath("skirmish.fr.yaml"));
    REQUIRE(companion.open(QIODevice::WriteOnly | QIODevice::Truncate));
    companion.write("format: 1\ngame: skirmish\nlanguage: fr\nprocedures:\n  fire:\n    results:\n      D2: {label: Deux pas}\n");
    companion.close();
    const CliRun bad = runCli({"check", dir.path()});
    CHECK(bad.exitCode == 2);
    CHECK(bad.err.contains("skirmish.fr.yaml:7:7: unknown result 'D2' in 'results' of texts of procedure 'fire'"));
    CHECK_FALSE(bad.out.contains("texts in fr"));
}

TEST_CASE("games lists what loaded", "[cli][games]")
{
    const CliRun run = runCli({"games"});
    CHECK(run.exitCode == 0);
    CHECK(run.out.contains("la-fleur-au-fusil"));
    CHECK(run.out.contains("bombardment"));
    // The labels start in one column, after the longest procedure id and two spaces.
    const QStringList lines = run.out.split('\n');
    qsizetype column = -1;
    for (const QString& line : lines) {
        if (!line.startsWith(QStringLiteral("      ")))
            continue;
        const qsizetype label = line.indexOf(QRegularExpression(QStringLiteral("\\S")), line.indexOf(' ', 6));
        INFO(line.toStdString());
        CHECK(line.mid(label - 2, 2) == QStringLiteral("  "));
        if (column < 0)
            column = label;
        CHECK(label == column);
    }
    CHECK(run.out.contains(QStringLiteral("demoralisation_recovery  Recovery from demoralisation (11)")));
}

TEST_CASE("check reports a broken module with its place and still checks the others", "[cli][check]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile::copy(testData("games/umpire-test.yaml"), dir.filePath("umpire-test.yaml"));
    QFile broken(dir.filePath("broken.yaml"));
    REQUIRE(broken.open(QIODevice::WriteOnly));
    broken.write("format: 1\ngame:\n  id: broken\n  title: Broken\n  sides: [{id: a, label: A}]\nprocedures:\n  - id: p\n    label: P\n    rule: \"1\"\n"
                 "    inputs: []\n    dice: 1d6\n    resolution:\n      kind: test\n      target: \"stregth + 1\"\n"
                 "      outcomes:\n        - {result: X}\n    results:\n      - {code: X, label: X, text: X}\n");
    broken.close();
    const CliRun run = runCli({"check", dir.path()});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("broken.yaml:14:"));
    CHECK(run.err.contains("unknown name 'stregth'"));
    CHECK(run.out.contains("ok     umpire-test"));
}

TEST_CASE("check runs the examples of the test module", "[cli][check]")
{
    const CliRun run = runCli({"check", testData("games")});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
}

TEST_CASE("an example that contradicts the rules fails check with its line", "[cli][check]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    QFile source(testData("games/umpire-test.yaml"));
    REQUIRE(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    text.replace("distribution: {PASS: \"5/18\", FAIL: \"13/18\"}", "distribution: {PASS: \"1/2\", FAIL: \"1/2\"}");
    QFile copy(dir.filePath("umpire-test.yaml"));
    REQUIRE(copy.open(QIODevice::WriteOnly));
    copy.write(text);
    copy.close();
    const CliRun run = runCli({"check", dir.path()});
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("probability of PASS: expected 1/2, got 5/18"));
    CHECK(run.err.contains("umpire-test.yaml:"));
}
