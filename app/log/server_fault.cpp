// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_fault.h"

#include <QSqlError>

namespace umpire {
namespace {

QString driverText(const QSqlError& error)
{
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText().trimmed();
    // libpq's messages run over several lines ("DETAIL:", "HINT:"): one line reads better.
    return text.simplified();
}

}  // namespace

bool isConnectionLost(const QSqlError& error)
{
    const QString state = error.nativeErrorCode();
    if (state.startsWith(QLatin1String("08")) || state == QLatin1String("57P01") || state == QLatin1String("57P02") ||
        state == QLatin1String("57P03"))
        return true;
    // libpq reports a connection closed under it without an SQLSTATE.
    const QString text = driverText(error);
    return error.type() == QSqlError::ConnectionError || text.contains(QLatin1String("server closed the connection")) ||
           text.contains(QLatin1String("no connection to the server")) ||
           text.contains(QLatin1String("connection to server")) || text.contains(QLatin1String("terminating connection"));
}

LogError serverFault(const QString& shown, const QString& action, const QSqlError& error)
{
    const QString state = error.nativeErrorCode();
    const QString text = driverText(error);
    const QString where = QStringLiteral("club log %1: %2").arg(shown, action);
    // libpq gives no SQLSTATE for a login refused while connecting: only its message tells.
    if (state == QLatin1String("28P01") || state == QLatin1String("28000") ||
        text.contains(QLatin1String("password authentication failed")) ||
        text.contains(QLatin1String("no password supplied")) || text.contains(QLatin1String("authentication failed for user")))
        return LogError{QStringLiteral("%1: the server refused the login (%2); check the user, and the password in "
                                       "~/.pgpass")
                            .arg(where, text)};
    if (state == QLatin1String("42501"))
        return LogError::refused(QStringLiteral("%1: the server does not allow it to this user (%2); the club's "
                                                "administrator grants the tables or the referee role")
                                     .arg(where, text));
    if (state == QLatin1String("57014"))
        return LogError{QStringLiteral("%1: the server cancelled it (%2): it ran out of time, or the server's "
                                       "administrator stopped it; nothing of it was recorded, try again")
                            .arg(where, text)};
    if (state == QLatin1String("55P03") || state == QLatin1String("40P01") || state == QLatin1String("40001"))
        return LogError{QStringLiteral("%1: other tables kept the log busy too long (%2); nothing of it was "
                                       "recorded, try again")
                            .arg(where, text)};
    if (state == QLatin1String("P0001")) {
        // The log's own check that sealed rolls come in order: two tables drew the same next
        // roll, and the other one's append came first.
        if (text.contains(QLatin1String("not the next of its session")))
            return LogError{QStringLiteral("%1: the log was busy: another table recorded this session's next sealed "
                                           "roll at the same moment (this sealed roll is not the next of its session); "
                                           "nothing was recorded; try again")
                                .arg(where)};
        return LogError::refused(QStringLiteral("%1: %2").arg(where, text));
    }
    if (isConnectionLost(error))
        return LogError{QStringLiteral("%1: the connection to the server was lost or refused (%2); is the server "
                                       "running and reachable? Trying again records a roll once, even if the server "
                                       "got it before the connection dropped")
                            .arg(where, text)};
    return LogError{QStringLiteral("%1: %2").arg(where, text.isEmpty() ? QStringLiteral("the server failed") : text)};
}

}  // namespace umpire
