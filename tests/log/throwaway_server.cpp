// SPDX-License-Identifier: GPL-3.0-or-later
#include "throwaway_server.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <memory>

#include <pwd.h>
#include <unistd.h>

namespace umpire::test {
namespace {

QString serverBinaries()
{
    const QString given = qEnvironmentVariable("UMPIRE_PG_BINDIR");
    if (!given.isEmpty())
        return given;
    return QStringLiteral("/usr/lib/postgresql/15/bin");
}

}  // namespace

ThrowAwayServer::ThrowAwayServer() : bin_(serverBinaries())
{
    if (!dir_.isValid()) {
        problem_ = QStringLiteral("cannot make a temporary folder for the test server");
        return;
    }
    if (!QFileInfo::exists(bin_ + QStringLiteral("/initdb"))) {
        problem_ = QStringLiteral("PostgreSQL 15's server programs are not in %1 (Debian: apt install postgresql-15; "
                                  "or set UMPIRE_PG_BINDIR)")
                       .arg(bin_);
        return;
    }
    if (::geteuid() == 0) {
        const passwd* user = ::getpwnam("postgres");
        if (!user) {
            problem_ = QStringLiteral("running as root, the test server needs the user `postgres` (made by the "
                                      "postgresql-15 package)");
            return;
        }
        asPostgres_ = true;
        if (::chown(QFile::encodeName(dir_.path()).constData(), user->pw_uid, user->pw_gid) != 0) {
            problem_ = QStringLiteral("cannot give the test server's folder %1 to `postgres`").arg(dir_.path());
            return;
        }
    }
    problem_ = run(QStringLiteral("initdb"),
                   {QStringLiteral("-D"), dir_.filePath(QStringLiteral("data")), QStringLiteral("-U"), QStringLiteral("postgres"),
                    QStringLiteral("--auth=trust"), QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C"),
                    QStringLiteral("--no-sync")});
    if (problem_.isEmpty() && !start())
        problem_ = QStringLiteral("the test server did not start; see %1").arg(dir_.filePath(QStringLiteral("server.log")));
}

ThrowAwayServer::~ThrowAwayServer()
{
    if (problem_.isEmpty())
        stop(true);
}

QString ThrowAwayServer::run(const QString& program, const QStringList& arguments) const
{
    QProcess process;
    QStringList command{bin_ + QLatin1Char('/') + program};
    command += arguments;
    if (asPostgres_)
        command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--")} + command;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.setWorkingDirectory(dir_.path());
    process.start(command.first(), command.mid(1));
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAll()).trimmed());
    return QString();
}

bool ThrowAwayServer::start()
{
    const QString options = QStringLiteral("-k %1 -c listen_addresses= -p 5432 -c max_connections=60").arg(dir_.path());
    return run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), dir_.filePath(QStringLiteral("data")), QStringLiteral("-w"),
                                          QStringLiteral("-t"), QStringLiteral("120"), QStringLiteral("-l"),
                                          dir_.filePath(QStringLiteral("server.log")), QStringLiteral("-o"), options,
                                          QStringLiteral("start")})
        .isEmpty();
}

bool ThrowAwayServer::stop(bool immediate)
{
    return run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), dir_.filePath(QStringLiteral("data")), QStringLiteral("-w"),
                                          QStringLiteral("-m"), immediate ? QStringLiteral("immediate") : QStringLiteral("fast"),
                                          QStringLiteral("stop")})
        .isEmpty();
}

bool ThrowAwayServer::requirePassword(const QString& user)
{
    // The first matching line of pg_hba.conf decides; written in place, so it keeps its owner.
    QFile rules(dir_.filePath(QStringLiteral("data/pg_hba.conf")));
    if (!rules.open(QIODevice::ReadWrite))
        return false;
    const QByteArray before = rules.readAll();
    rules.seek(0);
    rules.write(QStringLiteral("local all %1 scram-sha-256\n").arg(user).toUtf8() + before);
    rules.close();
    return run(QStringLiteral("pg_ctl"), {QStringLiteral("-D"), dir_.filePath(QStringLiteral("data")), QStringLiteral("reload")})
        .isEmpty();
}

QString ThrowAwayServer::address(const QString& database, const QString& user) const
{
    return QStringLiteral("host=%1 port=5432 dbname=%2 user=%3").arg(dir_.path(), database, user);
}

QString ThrowAwayServer::newDatabase()
{
    const QString name = QStringLiteral("umpire_test_%1").arg(++databases_);
    // FILE_COPY: the template's files copied after a checkpoint, not written through the WAL (PG
    // 15's default), so a restart after a hard stop has little to replay, however many tests
    // made a database of their own.
    const QString error = exec(QStringLiteral("postgres"), QStringLiteral("CREATE DATABASE %1 STRATEGY FILE_COPY").arg(name));
    return error.isEmpty() ? name : QString();
}

QString ThrowAwayServer::exec(const QString& database, const QString& sql, const QString& user) const
{
    static QAtomicInteger<int> counter;
    const QString name = QStringLiteral("throwaway-%1").arg(counter.fetchAndAddRelaxed(1));
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(address(database, user));
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            QSqlQuery query(db);
            if (!query.exec(sql))
                error = query.lastError().databaseText().isEmpty() ? query.lastError().text()
                                                                   : query.lastError().databaseText();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

QString ThrowAwayServer::scalar(const QString& database, const QString& sql) const
{
    static QAtomicInteger<int> counter;
    const QString name = QStringLiteral("throwaway-scalar-%1").arg(counter.fetchAndAddRelaxed(1));
    QString value;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setConnectOptions(address(database));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(sql) && query.next())
                value = query.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return value;
}

namespace {

std::unique_ptr<ThrowAwayServer>& sharedServer()
{
    static std::unique_ptr<ThrowAwayServer> server;
    return server;
}

}  // namespace

ThrowAwayServer& throwAwayServer()
{
    if (!sharedServer())
        sharedServer() = std::make_unique<ThrowAwayServer>();
    return *sharedServer();
}

void stopThrowAwayServer()
{
    sharedServer().reset();
}

}  // namespace umpire::test
