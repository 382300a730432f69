// SPDX-License-Identifier: GPL-3.0-or-later
// What a module author uses: `umpire-cli new` and `umpire-cli schema`.
#include "cli_run.h"

#include <catch2/catch.hpp>

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

}  // namespace

TEST_CASE("new writes a commented module that checks out and resolves", "[cli][new]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const CliRun made = runCli({"new", "my-first-game", "--title", "My game: \"a test\" # 1", "--output", dir.path()});
    INFO(made.err.toStdString());
    REQUIRE(made.exitCode == 0);
    const QString path = dir.filePath("my-first-game.yaml");
    REQUIRE(QFile::exists(path));
    const QByteArray text = readAll(path);
    CHECK(text.startsWith("# yaml-language-server: $schema=umpire-module.schema.json"));
    CHECK_FALSE(text.contains("@GAME_"));

    const CliRun check = runCli({"check", path});
    INFO(check.err.toStdString());
    CHECK(check.exitCode == 0);
    CHECK(check.out.contains("ok     my-first-game: 2 procedures, 3 worked examples all agree"));

    const CliRun games = runCli({"games"}, dir.path());
    CHECK(games.out.contains("My game: \"a test\" # 1"));

    const CliRun resolved = runCli({"resolve", "my-first-game", "combat", "--set", "attack_strength=7", "--set",
                                    "defence_strength=3", "--set", "terrain=woods", "--set", "leader=true", "--roll", "1"},
                                   dir.path());
    INFO(resolved.err.toStdString());
    CHECK(resolved.exitCode == 0);
    CHECK(resolved.out.contains("Result: AR"));
}

TEST_CASE("new never overwrites a file and refuses a bad game id", "[cli][new]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath("mine.yaml");
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("my own work\n");
    }
    const CliRun again = runCli({"new", "mine", "--output", dir.path()});
    CHECK(again.exitCode == 2);
    CHECK(again.err.contains("already exists"));
    CHECK(readAll(path) == "my own work\n");

    for (const char* bad : {"My_Game", "trailing-", "two--dashes", "spaces here"}) {
        const CliRun run = runCli({"new", bad, "--output", dir.path()});
        INFO(bad);
        CHECK(run.exitCode == 2);
        CHECK(run.err.contains("is not a game id"));
    }
    const CliRun nowhere = runCli({"new", "mine", "--output", dir.filePath("missing")});
    CHECK(nowhere.exitCode == 2);
    CHECK(nowhere.err.contains("is not a folder"));
    CHECK(QDir(dir.path()).entryList(QDir::Files) == QStringList{"mine.yaml"});
}

TEST_CASE("schema prints a JSON Schema, the one shipped beside the modules", "[cli][schema]")
{
    const CliRun run = runCli({"schema"});
    REQUIRE(run.exitCode == 0);
    const QJsonObject schema = run.json();
    CHECK(schema.value("$schema").toString() == "http://json-schema.org/draft-07/schema#");
    CHECK(schema.value("definitions").toObject().contains("procedure"));
    CHECK(schema.value("definitions").toObject().contains("step"));

    // The shipped copy is what the modules' yaml-language-server line points at: regenerate it
    // with `umpire-cli schema --output tables/umpire-module.schema.json` after changing the loader.
    const QJsonDocument shipped = QJsonDocument::fromJson(readAll(shippedTables() + "/umpire-module.schema.json"));
    INFO("tables/umpire-module.schema.json is out of date: umpire-cli schema --output tables/umpire-module.schema.json");
    CHECK(shipped.object() == schema);

    // Companions of texts in another language (NAME.fr.yaml) are no modules: the schema is not theirs.
    const QRegularExpression companion(QStringLiteral("\\.[a-z][a-z]\\.yaml$"));
    for (const QString& name : QDir(shippedTables()).entryList({"*.yaml"}, QDir::Files)) {
        if (companion.match(name).hasMatch())
            continue;
        INFO(name.toStdString());
        CHECK(readAll(shippedTables() + "/" + name).contains("# yaml-language-server: $schema=umpire-module.schema.json\n"));
    }
}

TEST_CASE("check --watch checks again on every save until stopped", "[cli][check][watch]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(runCli({"new", "watched-game", "--output", dir.path()}).exitCode == 0);
    const QString path = dir.filePath("watched-game.yaml");
    const QByteArray good = readAll(path);

    QProcess watcher;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("UMPIRE_TABLES"), shippedTables());
    watcher.setProcessEnvironment(environment);
    watcher.setProcessChannelMode(QProcess::MergedChannels);
    watcher.start(QStringLiteral(UMPIRE_CLI_PATH), {"check", "--watch", path});
    REQUIRE(watcher.waitForStarted());
    QString seen;
    // Reads the watcher's output until `count` checks have ended with `last`; false on timeout.
    const auto waitFor = [&](const QString& last, int count) {
        QElapsedTimer timer;
        timer.start();
        while (seen.count(QStringLiteral("-- watching for changes")) < count || !seen.trimmed().endsWith(QStringLiteral("(Ctrl-C to stop)"))
               || !seen.contains(last)) {
            if (timer.elapsed() > 30000 || watcher.state() == QProcess::NotRunning)
                return false;
            watcher.waitForReadyRead(200);
            seen += QString::fromUtf8(watcher.readAll());
        }
        return true;
    };
    REQUIRE(waitFor(QStringLiteral("All modules check out."), 1));

    // A save with a mistake: checked again at once, the mistake named with its line.
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(QByteArray(good).replace("procedures:", "procedurs:"));
    }
    INFO(seen.toStdString());
    REQUIRE(waitFor(QStringLiteral("unknown key 'procedurs'"), 2));
    CHECK(seen.contains(QStringLiteral("changed on disk: checking again")));
    CHECK(seen.contains(QStringLiteral("problem(s) found.")));

    // Mended: checked again and clean.
    seen.clear();
    {
        QFile file(path);
        REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(good);
    }
    REQUIRE(waitFor(QStringLiteral("All modules check out."), 1));
    watcher.kill();
    watcher.waitForFinished();
}
