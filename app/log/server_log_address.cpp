// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_log_address.h"

#include <QStringList>

namespace umpire {

bool isServerLogAddress(const QString& address)
{
    const QString trimmed = address.trimmed();
    if (trimmed.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
        trimmed.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive))
        return true;
    // libpq's keyword=value form: a file name rarely starts so, and never with these words.
    static const QStringList keywords{QStringLiteral("host"),    QStringLiteral("hostaddr"), QStringLiteral("port"),
                                      QStringLiteral("dbname"),  QStringLiteral("user"),     QStringLiteral("service"),
                                      QStringLiteral("sslmode"), QStringLiteral("passfile")};
    const qsizetype equals = trimmed.indexOf(QLatin1Char('='));
    return equals > 0 && keywords.contains(trimmed.left(equals).trimmed());
}

}  // namespace umpire
