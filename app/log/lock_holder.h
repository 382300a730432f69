// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>

namespace umpire {

/// A process that holds a lock on a game log file.
struct LockHolder {
    qint64 pid = 0;
    QString name;  ///< its program's file name ("umpire-cli"); empty when the system does not say
};

/// The process holding the write lock of the SQLite database at `path`, where the system can
/// tell: SQLite locks with POSIX record locks (the WAL write lock is byte 120 of PATH-shm, the
/// rollback journal's lock bytes are at 1 GiB in PATH), and F_GETLK names the process of a lock
/// that conflicts. Nullopt when nobody else holds it now, the holder is this process itself
/// (POSIX locks never conflict within a process), or the system has no such call.
std::optional<LockHolder> findLockHolder(const QString& path);

/// "umpire-cli (process 1234)", or "process 1234" when its name cannot be read.
QString lockHolderText(const LockHolder& holder);

}  // namespace umpire
