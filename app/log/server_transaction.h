// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace umpire {

/// A transaction on a club log's server: rolled back unless it was committed.
class ServerTransaction {
public:
    explicit ServerTransaction(QSqlDatabase db) : db_(std::move(db)) {}
    ~ServerTransaction()
    {
        if (active_)
            db_.rollback();
    }
    ServerTransaction(const ServerTransaction&) = delete;
    ServerTransaction& operator=(const ServerTransaction&) = delete;

    bool begin() { return active_ = db_.transaction(); }
    bool commit()
    {
        active_ = false;
        return db_.commit();
    }
    QSqlError lastError() const { return db_.lastError(); }

private:
    QSqlDatabase db_;
    bool active_ = false;
};

}  // namespace umpire
