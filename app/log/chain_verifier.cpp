// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/chain_verifier.h"

#include "log/entry_hash.h"
#include "log/sql_fault.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace umpire {
namespace {

LogVerification problem(LogVerification::Problem kind, qint64 id, qint64 checked, QString message)
{
    LogVerification report;
    report.problem = kind;
    report.entryId = id;
    report.entriesChecked = checked;
    report.message = std::move(message);
    return report;
}

}  // namespace

LogResult<LogVerification> verifyChain(QSqlDatabase& db, const QString& path, int busyTimeoutMs)
{
    const QString action = QStringLiteral("cannot verify the game log");
    {
        QSqlQuery integrity(db);
        if (!integrity.exec(QStringLiteral("PRAGMA integrity_check")))
            return sqlFault(path, action, integrity.lastError(), busyTimeoutMs);
        QStringList lines;
        while (integrity.next())
            lines << integrity.value(0).toString();
        if (lines != QStringList{QStringLiteral("ok")})
            return problem(LogVerification::Problem::Damaged, 0, 0,
                           QStringLiteral("the database file is damaged (integrity check: %1)")
                               .arg(lines.value(0, QStringLiteral("no answer"))));
    }

    // One read transaction: a consistent snapshot even while another program appends.
    QSqlQuery begin(db);
    if (!begin.exec(QStringLiteral("BEGIN")))
        return sqlFault(path, action, begin.lastError(), busyTimeoutMs);
    struct EndRead {
        QSqlDatabase& db;
        ~EndRead() { QSqlQuery(db).exec(QStringLiteral("COMMIT")); }
    } endRead{db};

    QStringList select{QStringLiteral("e.id"), QStringLiteral("e.hash")};
    for (const QString& column : hashedEntryColumns())
        select << hashedColumnExpression(column);
    for (const QString& column : hashedSessionColumns())
        select << QStringLiteral("s.") + column;
    QSqlQuery rows(db);
    rows.setForwardOnly(true);
    if (!rows.exec(QStringLiteral("SELECT %1 FROM entries e LEFT JOIN sessions s ON s.id = e.session_id "
                                  "LEFT JOIN entry_resolutions r ON r.entry_id = e.id ORDER BY e.id")
                       .arg(select.join(QStringLiteral(", ")))))
        return sqlFault(path, action, rows.lastError(), busyTimeoutMs);

    const qsizetype entryColumns = hashedEntryColumns().size();
    qint64 previousId = 0;
    QString previousHash = genesisHash();
    qint64 checked = 0;
    while (rows.next()) {
        const qint64 id = rows.value(0).toLongLong();
        const QString storedHash = rows.value(1).toString();
        if (id != previousId + 1)
            return problem(LogVerification::Problem::Missing, previousId + 1, checked,
                           QStringLiteral("gap: entry %1 missing").arg(previousId + 1));
        QJsonObject entryFields;
        for (qsizetype i = 0; i < entryColumns; ++i)
            entryFields.insert(hashedEntryColumns().at(i), canonicalValue(rows.value(int(2 + i))));
        QJsonObject sessionFields;
        for (qsizetype i = 0; i < hashedSessionColumns().size(); ++i)
            sessionFields.insert(hashedSessionColumns().at(i), canonicalValue(rows.value(int(2 + entryColumns + i))));
        if (entryHash(entryFields, sessionFields) != storedHash)
            return problem(LogVerification::Problem::ContentChanged, id, checked,
                           QStringLiteral("entry %1: content changed").arg(id));
        if (entryFields.value(QStringLiteral("prev_hash")).toString() != previousHash)
            return problem(LogVerification::Problem::ChainBroken, id, checked,
                           QStringLiteral("entry %1: out of order / chain broken").arg(id));
        previousId = id;
        previousHash = storedHash;
        ++checked;
    }
    if (rows.lastError().isValid())
        return sqlFault(path, action, rows.lastError(), busyTimeoutMs);

    QSqlQuery head(db);
    if (!head.exec(QStringLiteral("SELECT (SELECT value FROM meta WHERE key = 'head_id'),"
                                  " (SELECT value FROM meta WHERE key = 'head_hash')"))
        || !head.next())
        return sqlFault(path, action, head.lastError(), busyTimeoutMs);
    const qint64 headId = head.value(0).isNull() ? 0 : head.value(0).toLongLong();
    const QString headHash = head.value(1).isNull() ? genesisHash() : head.value(1).toString();
    if (headId > previousId)
        return problem(LogVerification::Problem::Missing, previousId + 1, checked,
                       QStringLiteral("gap: entry %1 missing").arg(previousId + 1));
    if (headId < previousId)
        return problem(LogVerification::Problem::Unchained, headId + 1, checked,
                       QStringLiteral("entry %1: added outside Umpire (after the recorded end of the log)")
                           .arg(headId + 1));
    if (headHash != previousHash)
        return problem(LogVerification::Problem::ContentChanged, previousId, checked,
                       QStringLiteral("entry %1: content changed (it does not match the recorded end of the log)")
                           .arg(previousId));

    LogVerification report;
    report.entriesChecked = checked;
    report.message = QStringLiteral("ok: %1 entries, hash chain intact").arg(checked);
    return report;
}

}  // namespace umpire
