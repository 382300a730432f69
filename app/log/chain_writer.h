// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QJsonObject>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace umpire {


/// An entry ready to insert: its hashed columns (without prev_hash).
struct PendingEntry {
    QJsonObject columns;
    std::optional<qint64> parentId;
    qint64 sessionId = 0;
    QString game;  ///< the resolution's game, checked against the session's
};

/// Inserts pending entries after the current chain head, inside the caller's write transaction.
/// One writer lives as long as the open log, so its statements are prepared only once.
class ChainWriter {
public:
    ChainWriter(QSqlDatabase db, QString path, int busyTimeoutMs);

    /// Reads the chain head (preparing the statements the first time); `action` starts every
    /// error message. Call once per transaction.
    std::optional<LogError> start(const QString& action);
    /// Checks the entry's session, game and parent, links it to the chain and inserts it.
    LogResult<qint64> insert(PendingEntry pending);
    /// Records the new chain head and the sessions' entry counts, and indexes the waiting
    /// entries' search texts when kSearchBatch wait; call once after the last insert.
    std::optional<LogError> finish();

private:
    std::optional<LogError> prepareStatements();
    LogResult<QJsonObject> sessionColumns(qint64 id);

    QSqlDatabase db_;
    QString path_;
    int busyTimeoutMs_;
    QString action_;
    QString prevHash_;
    qint64 lastId_ = 0;
    qint64 indexedUpTo_ = 0;  ///< the search index's newest entry when last read (it only grows)
    bool prepared_ = false;
    QSqlQuery head_;
    QSqlQuery insert_;
    QSqlQuery resolution_;
    QSqlQuery sessionQuery_;
    QSqlQuery parentQuery_;
    QSqlQuery recordHead_;
    QSqlQuery countEntries_;
    /// Sessions are never edited (a trigger forbids it), so their hashed columns can be kept.
    QMap<qint64, QJsonObject> sessions_;
    QMap<qint64, qint64> addedPerSession_;
};

}  // namespace umpire
