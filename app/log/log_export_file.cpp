// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_export_file.h"

#include "log/log_schema.h"
#include "log/log_task.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace umpire {
namespace {

const QByteArray kSqliteMagic = QByteArrayLiteral("SQLite format 3\0");
constexpr int kApplicationIdOffset = 68;  // SQLite's file header: a 4-byte big-endian integer

/// What a path names, followed through symbolic links.
struct FileFacts {
    bool exists = false;
    bool regular = false;
#ifdef Q_OS_UNIX
    dev_t device = 0;
    ino_t inode = 0;
#endif
    QString canonical;
};

FileFacts factsOf(const QString& path)
{
    FileFacts facts;
#ifdef Q_OS_UNIX
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0)
        return facts;
    facts.exists = true;
    facts.regular = S_ISREG(status.st_mode);
    facts.device = status.st_dev;
    facts.inode = status.st_ino;
#else
    const QFileInfo info(path);
    facts.exists = info.exists();
    facts.regular = info.isFile();
    facts.canonical = info.canonicalFilePath();
#endif
    return facts;
}

/// The same file, however the two paths are spelled (relative, through links, hard links).
bool sameFile(const FileFacts& a, const FileFacts& b)
{
    if (!a.exists || !b.exists)
        return false;
#ifdef Q_OS_UNIX
    return a.device == b.device && a.inode == b.inode;
#else
    return !a.canonical.isEmpty() && a.canonical.compare(b.canonical, Qt::CaseInsensitive) == 0;
#endif
}

/// The reason a file could not be written, as the system gave it.
QString causeOf(const QFileDevice& file)
{
    const QString text = file.errorString();
    if (text.isEmpty() || text == QLatin1String("Unknown error"))
        return QStringLiteral("the system gave no reason");
    return text;
}

#ifdef Q_OS_UNIX
/// A rename is durable once the folder holding the name is synced too.
void syncFolder(const QString& path)
{
    const int fd = ::open(QFile::encodeName(QFileInfo(path).absolutePath()).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return;  // the file is in place; only its durability across a power cut is less certain
    ::fsync(fd);
    ::close(fd);
}
#endif

}  // namespace

bool isGameLogFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray header = file.read(100);
    if (header.size() < 100 || !header.startsWith(kSqliteMagic))
        return false;
    const auto byte = [&header](int i) { return quint32(quint8(header.at(kApplicationIdOffset + i))); };
    const quint32 id = (byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3);
    return id == quint32(LogSchema::applicationId);
}

std::optional<LogError> exportTargetRefusal(const ExportTarget& target)
{
    const QString& path = target.path;
    if (path.isEmpty())
        return LogError::refused(QStringLiteral("no file given to write the export to"));
    const FileFacts output = factsOf(path);
    if (!output.exists)
        return std::nullopt;
    if (!output.regular)
        return LogError::refused(QStringLiteral("%1: not a regular file (a device, a pipe or a folder); an export is written "
                                                "only to a regular file; nothing was written")
                                     .arg(path));
    if (!target.logPath.isEmpty()) {
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
            if (sameFile(output, factsOf(target.logPath + suffix)))
                return LogError::refused(QStringLiteral("%1: this is the game log being exported%2; an export never writes "
                                                        "over a game log; nothing was written")
                                             .arg(path, suffix.isEmpty() ? QString() : QStringLiteral(" (its journal)")));
        }
    }
    if (isGameLogFile(path))
        return LogError::refused(
            QStringLiteral("%1: this is a game log; an export never writes over a game log; nothing was written").arg(path));
    if (!target.replaceExisting)
        return LogError::refused(QStringLiteral("%1: the file exists; give --force to replace it (nothing was written)").arg(path));
    return std::nullopt;
}

LogStatus writeExportFile(const ExportTarget& target, const QByteArray& bytes, const QString& what, LogTask* task)
{
    if (auto refusal = exportTargetRefusal(target))
        return *refusal;
    const QString& path = target.path;
    const QString kept = QFileInfo::exists(path) ? QStringLiteral("the file there was not changed")
                                                 : QStringLiteral("no file was written");
    const auto failed = [&](const QString& cause) {
        return LogError{QStringLiteral("%1: cannot write the %2: %3; %4").arg(path, what, cause, kept)};
    };

    std::unique_ptr<QSaveFile> file = target.openFile ? target.openFile(path) : std::make_unique<QSaveFile>(path);
    // Unbuffered: each write reaches the system at once, so its failure (and errno's reason)
    // is seen here rather than lost in a flush inside commit().
    if (!file->open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return failed(causeOf(*file));
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 count = file->write(bytes.constData() + written, bytes.size() - written);
        if (count <= 0) {
            const QString cause = causeOf(*file);
            file->cancelWriting();  // the temporary file goes with `file`; the old one stays
            return failed(cause);
        }
        written += count;
    }
    if (!file->flush()) {
        const QString cause = causeOf(*file);
        file->cancelWriting();
        return failed(cause);
    }
    if (cancelRequested(task)) {
        file->cancelWriting();
        return LogError::cancelled(QStringLiteral("%1: the %2 was cancelled; %3").arg(path, what, kept));
    }
    // commit() syncs the temporary file to the disk, then renames it over the target.
    if (!file->commit())
        return failed(causeOf(*file));
#ifdef Q_OS_UNIX
    syncFolder(path);
#endif
    return logOk();
}

}  // namespace umpire
