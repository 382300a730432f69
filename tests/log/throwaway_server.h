// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTemporaryDir>

namespace umpire::test {

/// A PostgreSQL 15 server of the tests' own: made with initdb in a temporary folder, listening
/// only on a Unix socket in that folder (no TCP), trusting its local users, removed at the end.
/// As root it runs as the `postgres` user (the server refuses root), otherwise as the caller.
class ThrowAwayServer {
public:
    ThrowAwayServer();
    ~ThrowAwayServer();
    ThrowAwayServer(const ThrowAwayServer&) = delete;
    ThrowAwayServer& operator=(const ThrowAwayServer&) = delete;

    /// Empty when the server runs; otherwise why it could not start.
    QString problem() const { return problem_; }
    /// The address of `database` as `user`, in libpq's keyword=value form.
    QString address(const QString& database, const QString& user = QStringLiteral("postgres")) const;
    /// Makes a new, empty database and returns its name.
    QString newDatabase();
    /// Runs `sql` in `database` as `user`; returns the server's error, empty on success.
    QString exec(const QString& database, const QString& sql, const QString& user = QStringLiteral("postgres")) const;
    /// The first column of the first row of `sql`, as text (empty on error or no row).
    QString scalar(const QString& database, const QString& sql) const;
    /// From now on `user` must log in with its password (SCRAM), as on a club's server; the
    /// other users are still trusted. False when the server's settings could not be changed.
    bool requirePassword(const QString& user);
    /// Stops the server: `immediate` as a crash or a pulled plug would (no shutdown checkpoint).
    bool stop(bool immediate);
    bool start();

private:
    /// Runs one of the server's programs (as `postgres` when we are root); empty on success.
    QString run(const QString& program, const QStringList& arguments) const;

    QTemporaryDir dir_;
    QString bin_;
    QString problem_;
    bool asPostgres_ = false;
    int databases_ = 0;
};

/// The server of this test program, started on first use.
ThrowAwayServer& throwAwayServer();
/// Stops and removes the server of this test program, if one was started (before the
/// application object goes).
void stopThrowAwayServer();

}  // namespace umpire::test
