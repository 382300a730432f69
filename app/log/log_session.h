// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace umpire {

/// One play session: a game (module id), an optional scenario and the players at the table.
struct LogSession {
    qint64 id = 0;
    QString game;
    QString scenario;
    QStringList players;
    QDateTime created;  ///< UTC
    qint64 entryCount = 0;  ///< derived when listed, not stored
};

}  // namespace umpire
