// SPDX-License-Identifier: GPL-3.0-or-later
// A game log in a folder the program cannot write to: refused with a message naming the folder,
// and nothing lost. Tests run as root in CI, where permissions stop nothing, so the folder is
// made read-only the way the kernel enforces even for root: a read-only bind mount of it, in a
// mount namespace private to a child process (`unshare -m`, or `unshare -rm` in a user
// namespace of its own), so the mount dies with the child. As another user, chmod does it.
#include "log/game_log.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <optional>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace umpire;
using namespace umpire::test;

namespace {

/// How a child process ran with its folder read-only.
struct ReadOnlyRun {
    QString how;  ///< the way the folder was made read-only
    int exitCode = -1;
    QString out;  ///< after the line that says the folder is read-only
    QString err;
};

/// Runs the log writer helper on `log` (by default one append) with the folder `folder`
/// read-only for it; nullopt when this machine offers no way to make a folder read-only for this user.
std::optional<ReadOnlyRun> writeWithReadOnlyFolder(const QString& folder, const QString& log,
                                                   const QString& mode = QStringLiteral("1"))
{
#ifdef Q_OS_UNIX
    const QStringList writer{QStringLiteral(UMPIRE_LOG_WRITER), log, mode};
    if (::geteuid() != 0) {
        // Not root: the permissions are enough.
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QProcess child;
        child.start(writer.first(), writer.mid(1));
        child.waitForFinished(60000);
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return ReadOnlyRun{QStringLiteral("chmod 0500"), child.exitCode(), QString::fromLocal8Bit(child.readAllStandardOutput()),
                           QString::fromLocal8Bit(child.readAllStandardError())};
    }
    // The script says "read-only" once the mount is made, then becomes the writer.
    const QString script = QStringLiteral("mount --make-rprivate / && mount --bind \"$1\" \"$1\" && "
                                          "mount -o remount,bind,ro \"$1\" && echo read-only && shift && exec \"$@\"");
    for (const QStringList& unshare : {QStringList{QStringLiteral("-m")}, QStringList{QStringLiteral("-r"), QStringLiteral("-m")}}) {
        QProcess child;
        child.start(QStringLiteral("unshare"),
                    unshare + QStringList{QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh"), folder} + writer);
        if (!child.waitForStarted() || !child.waitForFinished(60000))
            continue;
        const QByteArray out = child.readAllStandardOutput();
        if (!out.startsWith("read-only\n"))
            continue;  // no mount namespace for us this way: try the next
        return ReadOnlyRun{QStringLiteral("a read-only bind mount (unshare %1)").arg(unshare.join(QLatin1Char(' '))),
                           child.exitCode(), QString::fromLocal8Bit(out.mid(10)), QString::fromLocal8Bit(child.readAllStandardError())};
    }
#else
    Q_UNUSED(folder);
    Q_UNUSED(log);
    Q_UNUSED(mode);
#endif
    return std::nullopt;
}

}  // namespace

TEST_CASE("a log in a folder the program cannot write to is refused clearly and loses nothing", "[log][faults]")
{
    TempLog temp;
    const QString folder = QFileInfo(temp.path).absolutePath();
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        for (int i = 0; i < 3; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }  // closed: the journal files beside it are gone, as after any game
    REQUIRE_FALSE(QFile::exists(temp.path + QStringLiteral("-wal")));
    const QByteArray before = fileBytes(temp.path);
    const QString fresh = QDir(folder).filePath(QStringLiteral("new.sqlite"));

    const auto existing = writeWithReadOnlyFolder(folder, temp.path);
    if (!existing) {
        WARN("no way to make a folder read-only on this machine for this user (not root, no mount namespace)");
        return;
    }
    INFO("folder made read-only by " << existing->how.toStdString());
    INFO(existing->err.toStdString());
    // The helper exits 2 when the log cannot be opened, 1 when an append fails.
    CHECK(existing->exitCode == 2);
    CHECK(existing->err.startsWith(temp.path + QStringLiteral(": cannot read the game log: its folder %1 cannot be "
                                                              "written to (read-only), and the log keeps its journal "
                                                              "(game.sqlite-wal, game.sqlite-shm) beside it; nothing "
                                                              "was written and the file is unchanged")
                                                   .arg(folder)));

    // A new log there is refused the same way, and no file is left behind.
    const auto created = writeWithReadOnlyFolder(folder, fresh);
    REQUIRE(created);
    INFO(created->err.toStdString());
    CHECK(created->exitCode == 2);
    CHECK(created->err.contains(QStringLiteral("its folder %1 cannot be written to (read-only)").arg(folder)));
    CHECK_FALSE(QFile::exists(fresh));

    // Nothing lost: the file is byte for byte as it was, and opens and verifies once writable.
    CHECK(fileBytes(temp.path) == before);
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    CHECK(*log.countEntries(LogFilter{}) == 3);
    CHECK(log.verify()->ok());
}

TEST_CASE("a log whose folder is a file is refused naming the folder", "[log][faults]")
{
    TempLog temp;
    const QString notFolder = temp.dir.filePath(QStringLiteral("plain-file"));
    QFile file(notFolder);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("not a folder\n");
    file.close();
    GameLog log;
    const auto opened = log.open(notFolder + QStringLiteral("/game.sqlite"));
    REQUIRE_FALSE(opened.ok());
    INFO(opened.error().toStdString());
    CHECK(opened.error() == QStringLiteral("%1/game.sqlite: cannot create the folder %1").arg(notFolder));
    CHECK(fileBytes(notFolder) == QByteArray("not a folder\n"));
}

TEST_CASE("a log opened read-only in a folder that cannot be written is read, verified and never written", "[log][faults]")
{
    TempLog temp;
    const QString folder = QFileInfo(temp.path).absolutePath();
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session = *log.newSession(QStringLiteral("test-game"), {}, {});
        for (int i = 0; i < 4; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }
    REQUIRE_FALSE(QFile::exists(temp.path + QStringLiteral("-wal")));
    const QByteArray before = fileBytes(temp.path);

    const auto run = writeWithReadOnlyFolder(folder, temp.path, QStringLiteral("--read"));
    if (!run) {
        WARN("no way to make a folder read-only on this machine for this user (not root, no mount namespace)");
        return;
    }
    INFO("folder made read-only by " << run->how.toStdString());
    INFO(run->err.toStdString());
    CHECK(run->exitCode == 0);
    CHECK(run->out == QStringLiteral("entries 4\nverify ok\nappend %1: cannot append the entry: the log is open read-only\n")
                          .arg(temp.path));
    CHECK(fileBytes(temp.path) == before);
    CHECK_FALSE(QFile::exists(temp.path + QStringLiteral("-shm")));
}

TEST_CASE("a read-only reading that cannot see the journal says that the newest entries may be missing", "[log][faults]")
{
    TempLog temp;
    QDir copies(temp.dir.filePath(QStringLiteral("copy")));
    REQUIRE(QDir().mkpath(copies.path()));
    const QString copy = copies.filePath(QStringLiteral("game.sqlite"));
    qint64 session = 0;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        session = *log.newSession(QStringLiteral("test-game"), {}, {});
        for (int i = 0; i < 2; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
    }  // closed: these two are in the file itself
    {
        // Three more left in the journal (as after a crash), copied without the shared-memory file.
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        for (int i = 0; i < 3; ++i)
            REQUIRE(log.append(sampleDraft(session)).ok());
        REQUIRE(QFile::copy(temp.path, copy));
        REQUIRE(QFile::copy(temp.path + QStringLiteral("-wal"), copy + QStringLiteral("-wal")));
    }
    REQUIRE(QFileInfo(copy + QStringLiteral("-wal")).size() > 0);
    const QByteArray before = fileBytes(copy);
    const QByteArray journal = fileBytes(copy + QStringLiteral("-wal"));

    const auto run = writeWithReadOnlyFolder(copies.path(), copy, QStringLiteral("--read"));
    if (!run) {
        WARN("no way to make a folder read-only on this machine for this user (not root, no mount namespace)");
        return;
    }
    INFO(run->err.toStdString());
    INFO(run->out.toStdString());
    CHECK(run->out.startsWith(QStringLiteral("entries 2\n")));
    CHECK(run->out.contains(QStringLiteral("caveat game.sqlite-wal holds entries not yet moved into the log file, and its "
                                           "folder cannot be written, so they cannot be read: the newest entries may be "
                                           "missing here\n")));
    CHECK(fileBytes(copy) == before);
    CHECK(fileBytes(copy + QStringLiteral("-wal")) == journal);
}
