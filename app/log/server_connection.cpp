// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_connection.h"

#include <QRegularExpression>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace umpire {
namespace {

QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('\''), QStringLiteral("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

QString setting(const QString& key, const QString& value)
{
    return key + QLatin1Char('=') + quoted(value);
}

}  // namespace

LogResult<ServerConnection> serverConnection(const QString& address)
{
    const QString trimmed = address.trimmed();
    ServerConnection connection;
    // Qt's driver turns every ';' of its options into a space: such an address would reach
    // libpq changed.
    if (trimmed.contains(QLatin1Char(';')))
        return LogError::refused(
            QStringLiteral("%1: a server address with ';' in it cannot be passed on as it is; name the server "
                           "in ~/.pg_service.conf and give service=NAME")
                .arg(trimmed.contains(QLatin1String("password"), Qt::CaseInsensitive) ? QStringLiteral("the address")
                                                                                         : trimmed));
    if (!trimmed.contains(QLatin1String("://"))) {
        // keyword=value pairs: passed on as they are; only a password is hidden from messages.
        static const QRegularExpression password(QStringLiteral("(password\\s*=\\s*)('(?:[^'\\\\]|\\\\.)*'|\\S+)"));
        connection.settings = trimmed;
        connection.shown = QString(trimmed).replace(password, QStringLiteral("\\1***"));
        return connection;
    }
    const QUrl url(trimmed, QUrl::StrictMode);
    if (!url.isValid() || url.host().contains(QLatin1Char(',')))
        return LogError::refused(QStringLiteral("%1: not a server address Umpire can read (%2); give "
                                                "postgresql://USER@HOST:PORT/DATABASE or service=NAME")
                                     .arg(url.toString(QUrl::RemovePassword), url.errorString()));
    QStringList settings;
    // A socket folder is written percent-encoded in the host part: QUrl gives it back decoded.
    if (!url.host(QUrl::FullyDecoded).isEmpty())
        settings << setting(QStringLiteral("host"), url.host(QUrl::FullyDecoded));
    if (url.port() > 0)
        settings << setting(QStringLiteral("port"), QString::number(url.port()));
    const QString database = url.path(QUrl::FullyDecoded).mid(1);
    if (!database.isEmpty())
        settings << setting(QStringLiteral("dbname"), database);
    if (!url.userName(QUrl::FullyDecoded).isEmpty())
        settings << setting(QStringLiteral("user"), url.userName(QUrl::FullyDecoded));
    if (!url.password(QUrl::FullyDecoded).isEmpty())
        settings << setting(QStringLiteral("password"), url.password(QUrl::FullyDecoded));
    for (const auto& [key, value] : QUrlQuery(url).queryItems(QUrl::FullyDecoded))
        settings << setting(key, value);
    connection.settings = settings.join(QLatin1Char(' '));
    QUrl shown = url;
    if (!shown.password().isEmpty())
        shown.setPassword(QStringLiteral("***"));
    connection.shown = shown.toString(QUrl::PrettyDecoded);
    return connection;
}

}  // namespace umpire
