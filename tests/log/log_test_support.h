// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QVariant>

namespace umpire::test {

/// A resolution shaped like `umpire-cli resolve --json` output.
QJsonObject sampleResolution(const QString& procedure = QStringLiteral("combat"),
                             const QString& resultCode = QStringLiteral("A/DR"), int natural = 7, int drm = 1);

/// A physical-dice roll for `sessionId` with sampleResolution().
LogEntryDraft sampleDraft(qint64 sessionId, const QString& procedure = QStringLiteral("combat"),
                          const QString& resultCode = QStringLiteral("A/DR"));

/// A temporary folder with a log path in it.
struct TempLog {
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("game.sqlite"));
};

/// A plain SQLite connection of its own, as another program (or a tamperer) would use.
class RawDatabase {
public:
    explicit RawDatabase(const QString& path);
    ~RawDatabase();
    RawDatabase(const RawDatabase&) = delete;
    RawDatabase& operator=(const RawDatabase&) = delete;

    /// Runs one statement; returns the error text, empty on success.
    QString exec(const QString& sql);
    /// The first column of the first row, or an invalid QVariant.
    QVariant scalar(const QString& sql);
    QSqlDatabase db() const;

private:
    QString name_;
};

/// The whole file, for "left untouched" checks.
QByteArray fileBytes(const QString& path);

/// Writes a log of one session at `path` whose first `inFile` entries are in the file and the
/// next `inJournal` only in its journal (PATH-wal): the files as a copy taken while the program
/// that wrote them still had the log open leaves them. `scenario` names the session.
void writeLogWithJournal(const QString& path, int inFile, int inJournal, const QString& scenario = QStringLiteral("test"));

/// The frames of a WAL file: each one's page number, and whether it ends a commit.
struct WalFrameInfo {
    quint32 page = 0;
    bool commit = false;
    qsizetype offset = 0;  ///< where its 24-byte header starts in the file
};
QList<WalFrameInfo> walFrames(const QByteArray& wal);

}  // namespace umpire::test
