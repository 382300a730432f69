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
    LogStatus made = logOk();
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
    return QStringLiteral("club log %1: ready (schema version %2).\n"
                          "Each table's user joins the role %3 (starts sessions, records rolls and voids, reads);\n"
                          "the referee's joins %4 (reads, voids). For example, as the administrator:\n"
                          "  CREATE ROLE anne LOGIN PASSWORD '...' IN ROLE %3;\n"
                          "No role may change or remove an entry: void it instead.")
        .arg(connection->shown)
        .arg(ServerLogSchema::currentVersion)
        .arg(QLatin1String(ServerLogSchema::tablesRole), QLatin1String(ServerLogSchema::refereeRole));
}

}  // namespace umpire
