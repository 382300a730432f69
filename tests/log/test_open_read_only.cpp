// SPDX-License-Identifier: GPL-3.0-or-later
// A log opened read-only (the window's "View a log read-only"): everything can be read and
// verified, every write is refused by name, and the file stays byte for byte as it was.
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/log_schema.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace umpire;
using namespace umpire::test;

namespace {

GameLog::OpenOptions readOnly()
{
    GameLog::OpenOptions options;
    options.readOnly = true;
    return options;
}

}  // namespace

TEST_CASE("a log opened read-only reads and verifies, and refuses every write", "[log][read-only]")
{
    TempLog temp;
    qint64 session = 0;
    qint64 first = 0;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Scenario 1"), {QStringLiteral("Ann")});
        first = *log.append(sampleDraft(session));
        REQUIRE(log.append(sampleDraft(session, QStringLiteral("bombardment"), QStringLiteral("NE"))).ok());
        REQUIRE(log.voidEntry(first, QStringLiteral("wrong hex")).ok());
    }
    const QByteArray before = fileBytes(temp.path);

    GameLog log;
    const auto opened = log.open(temp.path, readOnly());
    INFO(opened.error().toStdString());
    REQUIRE(opened.ok());
    CHECK(log.isReadOnly());
    CHECK(log.readOnlyCaveat().isEmpty());
    const auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 1);
    CHECK(sessions->first().scenario == QStringLiteral("Scenario 1"));
    CHECK(*log.countEntries(LogFilter{}) == 3);
    LogFilter filter;
    filter.text = QStringLiteral("A/DR");
    CHECK(log.entries(filter)->size() == 1);
    CHECK(log.entry(first)->voidedBy.has_value());
    CHECK(log.verify()->ok());

    const QString refusal = QStringLiteral("%1: %2: the log is open read-only");
    const auto appended = log.append(sampleDraft(session));
    CHECK(appended.refused());
    CHECK(appended.error() == refusal.arg(temp.path, QStringLiteral("cannot append the entry")));
    CHECK(log.newSession(QStringLiteral("test-game"), {}, {}).error() == refusal.arg(temp.path, QStringLiteral("cannot start a session")));
    CHECK(log.voidEntry(first + 1, QStringLiteral("reason")).error()
          == refusal.arg(temp.path, QStringLiteral("cannot void entry %1").arg(first + 1)));
    CHECK(log.appendDiscarded(sampleDraft(session), QStringLiteral("fell off the table")).refused());
    const auto sealed = sealSession(log, session);
    CHECK_FALSE(sealed.ok());
    CHECK(sealed.error().contains(QStringLiteral("the log is open read-only")));

    log.close();
    CHECK(fileBytes(temp.path) == before);
    GameLog again;
    REQUIRE(again.open(temp.path).ok());
    CHECK(*again.countEntries(LogFilter{}) == 3);
}

TEST_CASE("opening read-only creates nothing and takes over nothing", "[log][read-only]")
{
    TempLog temp;
    GameLog log;

    const auto missing = log.open(temp.path, readOnly());
    CHECK(missing.error().startsWith(QStringLiteral("%1: no game log here (the file does not exist)").arg(temp.path)));
    CHECK_FALSE(QFileInfo::exists(temp.path));

    const QString inFolder = temp.dir.filePath(QStringLiteral("sub/game.sqlite"));
    CHECK_FALSE(log.open(inFolder, readOnly()).ok());
    CHECK_FALSE(QFileInfo::exists(temp.dir.filePath(QStringLiteral("sub"))));

    {
        RawDatabase foreign(temp.path);
        REQUIRE(foreign.exec(QStringLiteral("CREATE TABLE recipes (name TEXT)")).isEmpty());
    }
    const QByteArray before = fileBytes(temp.path);
    const auto other = log.open(temp.path, readOnly());
    CHECK(other.error() == QStringLiteral("%1: not an Umpire game log (an SQLite database of another program); left untouched")
                               .arg(temp.path));
    CHECK(fileBytes(temp.path) == before);
}

TEST_CASE("a log of an older schema is not upgraded when opened read-only", "[log][read-only]")
{
    TempLog temp;
    const QString fixture = QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(QStringLiteral("schema-v3.sqlite"));
    REQUIRE(QFile::copy(fixture, temp.path));
    QFile::setPermissions(temp.path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QByteArray before = fileBytes(temp.path);

    GameLog log;
    const auto opened = log.open(temp.path, readOnly());
    REQUIRE_FALSE(opened.ok());
    CHECK(opened.error() == QStringLiteral("%1: this game log was written by an older Umpire (schema version 3, now %2), and "
                                           "reading it needs an upgrade, which writes to it. Open it normally once to "
                                           "upgrade it (a copy of the old file is kept), or read it with the version that "
                                           "wrote it. The file was not changed")
                                .arg(temp.path)
                                .arg(LogSchema::currentVersion));
    CHECK(fileBytes(temp.path) == before);
    CHECK(QDir(temp.dir.path()).entryList(QDir::Files) == QStringList{QStringLiteral("game.sqlite")});
}
