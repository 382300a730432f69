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
    QString err;
};

/// Runs the log writer helper on `log` (one append) with the folder `folder` read-only for it;
/// nullopt when this machine offers no way to make a folder read-only for this user.
std::optional<ReadOnlyRun> writeWithReadOnlyFolder(const QString& folder, const QString& log)
{
#ifdef Q_OS_UNIX
    const QStringList writer{QStringLiteral(UMPIRE_LOG_WRITER), log, QStringLiteral("1")};
    if (::geteuid() != 0) {
        // Not root: the permissions are enough.
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        QProcess child;
        child.start(writer.first(), writer.mid(1));
        child.waitForFinished(60000);
        QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        return ReadOnlyRun{QStringLiteral("chmod 0500"), child.exitCode(), QString::fromLocal8Bit(child.readAllStandardError())};
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
        if (!child.readAllStandardOutput().startsWith("read-only\n"))
            continue;  // no mount namespace for us this way: try the next
        return ReadOnlyRun{QStringLiteral("a read-only bind mount (unshare %1)").arg(unshare.join(QLatin1Char(' '))),
                           child.exitCode(), QString::fromLocal8Bit(child.readAllStandardError())};
    }
#else
    Q_UNUSED(folder);
    Q_UNUSED(log);
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
