// SPDX-License-Identifier: GPL-3.0-or-later
#include "log_test_support.h"

#include "log/game_log.h"

#include <QFile>
#include <QtEndian>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

namespace umpire::test {

QJsonObject sampleResolution(const QString& procedure, const QString& resultCode, int natural, int drm)
{
    const int first = natural / 2;
    const int second = natural - first;
    return QJsonObject{
        {QStringLiteral("game"), QStringLiteral("test-game")},
        {QStringLiteral("procedure"), procedure},
        {QStringLiteral("situation"), QJsonObject{{QStringLiteral("attacker"), 6},
                                                  {QStringLiteral("defender"), 2},
                                                  {QStringLiteral("terrain"), QStringLiteral("forest")},
                                                  {QStringLiteral("flanked"), true}}},
        {QStringLiteral("modifiers"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("artillery")},
                                {QStringLiteral("label"), QStringLiteral("Artillery support")},
                                {QStringLiteral("rule"), QStringLiteral("7.3")},
                                {QStringLiteral("kind"), QStringLiteral("drm")},
                                {QStringLiteral("applied"), true},
                                {QStringLiteral("value"), drm},
                                {QStringLiteral("reason"), QString()}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("river")},
                                {QStringLiteral("label"), QStringLiteral("Across a river")},
                                {QStringLiteral("rule"), QStringLiteral("7.5")},
                                {QStringLiteral("kind"), QStringLiteral("shift")},
                                {QStringLiteral("applied"), false},
                                {QStringLiteral("value"), 0},
                                {QStringLiteral("reason"), QStringLiteral("no river hexside")}}}},
        {QStringLiteral("drm_total"), drm},
        {QStringLiteral("column"), QStringLiteral("3:1")},
        {QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{first, second}},
                                             {QStringLiteral("natural"), natural},
                                             {QStringLiteral("modified"), natural + drm}}},
        {QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), resultCode},
                                               {QStringLiteral("text"), QStringLiteral("Defender retreats")}}},
        {QStringLiteral("interpretations"), QJsonArray()},
        {QStringLiteral("distribution"),
         QJsonArray{QJsonObject{{QStringLiteral("code"), resultCode},
                                {QStringLiteral("probability"), QStringLiteral("5/36")},
                                {QStringLiteral("percent"), 13.9}}}},
    };
}

LogEntryDraft sampleDraft(qint64 sessionId, const QString& procedure, const QString& resultCode)
{
    LogEntryDraft draft;
    draft.sessionId = sessionId;
    draft.turn = QStringLiteral("3");
    draft.phase = QStringLiteral("Fire");
    draft.resolution = sampleResolution(procedure, resultCode);
    draft.diceOrigin = DiceOrigin::Physical;
    return draft;
}

RawDatabase::RawDatabase(const QString& path)
{
    static int counter = 0;
    name_ = QStringLiteral("raw-test-connection-%1").arg(++counter);
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name_);
    db.setDatabaseName(path);
    db.open();
}

RawDatabase::~RawDatabase()
{
    {
        QSqlDatabase db = QSqlDatabase::database(name_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name_);
}

QSqlDatabase RawDatabase::db() const
{
    return QSqlDatabase::database(name_, false);
}

QString RawDatabase::exec(const QString& sql)
{
    QSqlQuery query(db());
    if (!query.exec(sql))
        return query.lastError().text();
    return QString();
}

QVariant RawDatabase::scalar(const QString& sql)
{
    QSqlQuery query(db());
    if (!query.exec(sql) || !query.next())
        return QVariant();
    return query.value(0);
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.readAll();
}

void writeLogWithJournal(const QString& path, int inFile, int inJournal, const QString& scenario)
{
    const QString work = path + QStringLiteral(".writing");
    {
        GameLog log;
        if (!log.open(work).ok())
            return;
        const qint64 session = *log.newSession(QStringLiteral("test-game"), scenario, {});
        for (int i = 0; i < inFile; ++i)
            log.append(sampleDraft(session));
        QSqlQuery pragma(QSqlDatabase::database(log.connectionName()));
        pragma.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        pragma.finish();
        pragma.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
        pragma.finish();
        for (int i = 0; i < inJournal; ++i)
            log.append(sampleDraft(session));
        QFile::remove(path);
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::copy(work, path);
        QFile::copy(work + QStringLiteral("-wal"), path + QStringLiteral("-wal"));
    }
    QFile::remove(work);
}

QList<WalFrameInfo> walFrames(const QByteArray& wal)
{
    QList<WalFrameInfo> frames;
    if (wal.size() < 32)
        return frames;
    const qsizetype pageSize = qFromBigEndian<quint32>(wal.constData() + 8);
    for (qsizetype at = 32; at + 24 + pageSize <= wal.size(); at += 24 + pageSize)
        frames << WalFrameInfo{qFromBigEndian<quint32>(wal.constData() + at), qFromBigEndian<quint32>(wal.constData() + at + 4) != 0, at};
    return frames;
}

}  // namespace umpire::test
