// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_backup.h"

#include "log/sql_fault.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire {

LogResult<QString> backupBeforeUpgrade(QSqlDatabase& db, const QString& path, int version, int busyTimeoutMs)
{
    const QString base = QStringLiteral("%1.schema-v%2.backup").arg(path).arg(version);
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = QStringLiteral("%1.%2").arg(base).arg(n);
    // VACUUM INTO reads one snapshot, so the copy is whole even while another program appends.
    QSqlQuery copy(db);
    copy.prepare(QStringLiteral("VACUUM INTO ?"));
    copy.addBindValue(target);
    if (!copy.exec())
        return sqlFault(path,
                        QStringLiteral("cannot copy the game log to %1 before upgrading it (nothing was changed)")
                            .arg(target),
                        copy.lastError(), busyTimeoutMs);
    return target;
}

}  // namespace umpire
