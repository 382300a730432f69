// SPDX-License-Identifier: GPL-3.0-or-later
// `log export` never writes over the log it reads, another log, a device or a file it was not
// told to replace, and a failed write leaves the old file as it was.
#include "cli/log_command.h"
#include "cli_run.h"
#include "log_command_run.h"
#include "log/game_log.h"
#include "log_test_support.h"
#include "small_disk.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTextStream>

#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace umpire;
using namespace umpire::test;

namespace {

using Run = LogCommandRun;

Run logCommand(const QString& logPath, const QStringList& args)
{
    return runLogInProcess(logPath, args);
}

/// The process's working folder for one scope, so that paths can be spelled relative to it.
class WorkingFolder {
public:
    explicit WorkingFolder(const QString& folder) : previous_(QDir::currentPath()) { REQUIRE(QDir::setCurrent(folder)); }
    ~WorkingFolder() { QDir::setCurrent(previous_); }
    WorkingFolder(const WorkingFolder&) = delete;
    WorkingFolder& operator=(const WorkingFolder&) = delete;

private:
    QString previous_;
};

/// A closed log of three entries at `path`.
void makeLog(const QString& path)
{
    GameLog log;
    REQUIRE(log.open(path).ok());
    const qint64 session = *log.newSession(QStringLiteral("test-game"), QStringLiteral("Bridge"), {});
    for (int i = 0; i < 3; ++i)
        REQUIRE(log.append(sampleDraft(session)).ok());
}

}  // namespace

TEST_CASE("an export never writes over the log it reads, however the name is spelled", "[log][cli][export]")
{
    TempLog temp;
    makeLog(temp.path);
    const QByteArray before = fileBytes(temp.path);
    const QString folder = QFileInfo(temp.path).absolutePath();
    REQUIRE(QFile::link(temp.path, QDir(folder).filePath(QStringLiteral("link.sqlite"))));
    WorkingFolder here(folder);

    // The log named one way, the output another: the same file each time.
    const QString up = QStringLiteral("../") + QFileInfo(folder).fileName() + QStringLiteral("/game.sqlite");
    const QList<QPair<QString, QString>> spellings{
        {QStringLiteral("game.sqlite"), QStringLiteral("game.sqlite")},
        {QStringLiteral("./game.sqlite"), QStringLiteral("game.sqlite")},
        {QStringLiteral("game.sqlite"), temp.path},
        {temp.path, up},
        {QStringLiteral("game.sqlite"), QStringLiteral("link.sqlite")},
        {QStringLiteral("link.sqlite"), QStringLiteral("./game.sqlite")},
    };
    for (const QString& format : {QStringLiteral("csv"), QStringLiteral("md"), QStringLiteral("pdf")}) {
        for (const QStringList& readOnly : {QStringList{}, QStringList{QStringLiteral("--read-only")}}) {
            for (const auto& [logPath, output] : spellings) {
                CAPTURE(format, logPath, output, readOnly);
                const Run r = logCommand(logPath, QStringList{QStringLiteral("export"), format, QStringLiteral("--output"),
                                                              output, QStringLiteral("--force")} + readOnly);
                CHECK(r.code == 1);
                CHECK(r.err.contains(output + QStringLiteral(": this is the game log being exported; an export never "
                                                             "writes over a game log; nothing was written")));
                CHECK(r.out.isEmpty());
            }
        }
    }
    CHECK(fileBytes(temp.path) == before);
}

TEST_CASE("an export never writes over another game log, nor over the log's journal", "[log][cli][export]")
{
    TempLog temp;
    makeLog(temp.path);
    const QString other = temp.dir.filePath(QStringLiteral("other-game.sqlite"));
    makeLog(other);
    const QByteArray otherBefore = fileBytes(other);

    const Run r = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"), other,
                                         QStringLiteral("--force")});
    CHECK(r.code == 1);
    CHECK(r.err.contains(other + QStringLiteral(": this is a game log; an export never writes over a game log")));
    CHECK(fileBytes(other) == otherBefore);

    // While the log is open its journal is beside it: that is the log too.
    GameLog open;
    REQUIRE(open.open(temp.path).ok());
    const QString wal = temp.path + QStringLiteral("-wal");
    REQUIRE(QFileInfo::exists(wal));
    const Run overWal = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("md"), QStringLiteral("--output"), wal,
                                               QStringLiteral("--force")});
    CHECK(overWal.code == 1);
    CHECK(overWal.err.contains(wal + QStringLiteral(": this is the game log being exported (its journal)")));
}

TEST_CASE("an export replaces an existing file only with --force", "[log][cli][export]")
{
    TempLog temp;
    makeLog(temp.path);
    const QString notes = temp.dir.filePath(QStringLiteral("notes.csv"));
    {
        QFile file(notes);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("my own notes\n");
    }
    const Run refused = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"), notes});
    CHECK(refused.code == 1);
    CHECK(refused.err.contains(notes + QStringLiteral(": the file exists; give --force to replace it (nothing was written)")));
    CHECK(fileBytes(notes) == QByteArray("my own notes\n"));

    const Run forced = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"), notes,
                                              QStringLiteral("--force")});
    INFO(forced.err.toStdString());
    CHECK(forced.code == 0);
    CHECK(forced.out == QStringLiteral("exported 3 entries to %1\n").arg(notes));
    CHECK(fileBytes(notes).startsWith("\xEF\xBB\xBF" "entry,session,"));
}

TEST_CASE("an export to a device or a pipe is refused: it is no file to replace", "[log][cli][export]")
{
    TempLog temp;
    makeLog(temp.path);
    if (QFileInfo::exists(QStringLiteral("/dev/full"))) {
        const Run full = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("csv"), QStringLiteral("--output"),
                                                QStringLiteral("/dev/full"), QStringLiteral("--force")});
        CHECK(full.code == 1);
        CHECK(full.err.contains(QStringLiteral("/dev/full: not a regular file (a device, a pipe or a folder)")));
        CHECK(full.out.isEmpty());
    }
    const Run folder = logCommand(temp.path, {QStringLiteral("export"), QStringLiteral("md"), QStringLiteral("--output"),
                                              temp.dir.path(), QStringLiteral("--force")});
    CHECK(folder.code == 1);
    CHECK(folder.err.contains(temp.dir.path() + QStringLiteral(": not a regular file")));
}

#ifdef Q_OS_UNIX
TEST_CASE("an export on a full disk fails, says so and leaves the old export as it was", "[log][cli][export][faults]")
{
    TempLog temp;
    makeLog(temp.path);
    const QString disk = temp.dir.filePath(QStringLiteral("disk"));
    REQUIRE(QDir().mkpath(disk));
    // A first export fits; the disk is then filled; the second export must not harm the first.
    const QString script = QStringLiteral(
        "cli=\"$1\"; log=\"$2\"; out=\"$3/game.md\"; "
        "\"$cli\" --log \"$log\" log export md --output \"$out\" >/dev/null 2>&1 || echo first-failed; "
        "cp \"$out\" \"$3/../before.md\"; "
        "dd if=/dev/zero of=\"$3/fill\" bs=1k >/dev/null 2>&1; "
        "for format in md csv; do \"$cli\" --log \"$log\" log export $format --force --output \"$out\"; "
        "echo \"exit $?\"; done; "
        "cmp -s \"$out\" \"$3/../before.md\" && echo unchanged; ls \"$3\"");
    const auto out = runWithSmallDisk(disk, script, {QStringLiteral(UMPIRE_CLI_PATH), temp.path, disk});
    if (!out) {
        WARN("no mount namespace to make a small disk in (not root, no user namespaces): the library test of the "
             "export file covers a full disk through its seam");
        return;
    }
    INFO(out->toStdString());
    CHECK_FALSE(out->contains(QStringLiteral("first-failed")));
    CHECK(out->count(QStringLiteral("exit 2")) == 2);
    CHECK(out->count(disk + QStringLiteral("/game.md: cannot write the export: No space left on device; the file there was "
                                           "not changed")) == 2);
    CHECK_FALSE(out->contains(QStringLiteral("Unknown error")));
    CHECK_FALSE(out->contains(QStringLiteral("exported")));
    CHECK(out->contains(QStringLiteral("unchanged")));
    // Nothing left over: the old export and the filler only.
    CHECK(out->contains(QStringLiteral("unchanged\nfill\ngame.md\n")));
}
#endif

#ifdef Q_OS_UNIX
TEST_CASE("an export into a folder it may not write to says permission denied, naming the file", "[log][cli][export][faults]")
{
    TempLog temp;
    const QString open = temp.dir.filePath(QStringLiteral("open"));
    const QString closed = temp.dir.filePath(QStringLiteral("closed"));
    REQUIRE(QDir().mkpath(open));
    REQUIRE(QDir().mkpath(closed));
    const QString log = open + QStringLiteral("/game.sqlite");
    makeLog(log);
    // Root writes anywhere: then the command runs as the user nobody, for whom the log's
    // folder is opened up and the output folder (root's, mode 0755) stays closed.
    const bool root = ::geteuid() == 0;
    for (const QString& path : {temp.dir.path(), open, log})
        REQUIRE(::chmod(QFile::encodeName(path).constData(), path == log ? 0666 : 0777) == 0);
    REQUIRE(::chmod(QFile::encodeName(closed).constData(), root ? 0755 : 0555) == 0);
    const QString output = closed + QStringLiteral("/game.csv");
    QStringList command{QStringLiteral("--log"), log, QStringLiteral("log"), QStringLiteral("export"), QStringLiteral("csv"),
                        QStringLiteral("--output"), output};
    QProcess child;
    if (root)
        child.start(QStringLiteral("setpriv"), QStringList{QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                                           QStringLiteral("--clear-groups"), QStringLiteral(UMPIRE_CLI_PATH)} +
                                                   command);
    else
        child.start(QStringLiteral(UMPIRE_CLI_PATH), command);
    if (!child.waitForStarted() || !child.waitForFinished(60000)) {
        WARN("cannot run the command as another user (no setpriv): nothing checked");
        return;
    }
    const QString err = QString::fromUtf8(child.readAllStandardError());
    ::chmod(QFile::encodeName(closed).constData(), 0755);
    CHECK(child.exitCode() == 2);
    CHECK(err.contains(output + QStringLiteral(": cannot write the export: Permission denied; no file was written")));
    CHECK_FALSE(QFileInfo::exists(output));
}
#endif
