// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_log_setup.h"

#include "log/server_connection.h"
#include "log/server_fault.h"
#include "log/server_log_schema.h"

#include <QSqlDatabase>
#include <QSqlError>

namespace umpire {

LogResult<QString> setUpServerLog(const QString& address)
{
    const auto connection = serverConnection(address);
    if (!connection)
        return connection.failure();
    const QString name = QStringLiteral("umpire-club-log-setup");
    LogResult<std::optional<int>> made = std::optional<int>();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(connection->settings);
        if (!db.open())
            made = serverFault(connection->shown, QStringLiteral("cannot connect to the server"), db.lastError());
        else
            made = ServerLogSchema::setUp(db, connection->shown);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (!made)
        return made.failure();
    const int before = made->value_or(0);
    const QString upgraded = before > 0 && before < ServerLogSchema::currentVersion
                                 ? QStringLiteral(", upgraded from version %1").arg(before)
                                 : QString();
    return QStringLiteral("club log %1: ready (schema version %2%5).\n"
                          "Each table's user joins the role %3 (starts sessions, records rolls and voids, seals and reveals\n"
                          "dice, reads);\n"
                          "the referee's joins %4 (reads, voids). For example, as the administrator:\n"
                          "  CREATE ROLE anne LOGIN PASSWORD '...' IN ROLE %3;\n"
                          "No role may change or remove an entry: void it instead.")
        .arg(connection->shown)
        .arg(ServerLogSchema::currentVersion)
        .arg(QLatin1String(ServerLogSchema::tablesRole), QLatin1String(ServerLogSchema::refereeRole), upgraded);
}

}  // namespace umpire
