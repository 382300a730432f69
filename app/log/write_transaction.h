// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>

namespace umpire {

/// Ends a write transaction: COMMIT on request, ROLLBACK if it goes out of scope uncommitted.
class WriteTransaction {
public:
    explicit WriteTransaction(QSqlDatabase db) : db_(std::move(db)) {}
    ~WriteTransaction()
    {
        if (active_)
            QSqlQuery(db_).exec(QStringLiteral("ROLLBACK"));
    }
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

    /// BEGIN IMMEDIATE takes the write lock now, so reading the chain head and appending after
    /// it cannot interleave with another writer.
    std::optional<QSqlError> begin()
    {
        QSqlQuery query(db_);
        if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return query.lastError();
        active_ = true;
        return std::nullopt;
    }
    std::optional<QSqlError> commit()
    {
        QSqlQuery query(db_);
        if (!query.exec(QStringLiteral("COMMIT")))
            return query.lastError();
        active_ = false;
        return std::nullopt;
    }

private:
    QSqlDatabase db_;
    bool active_ = false;
};

}  // namespace umpire
