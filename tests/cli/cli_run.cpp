// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_run.h"

#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>

QJsonObject CliRun::json() const
{
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

QString shippedTables()
{
    return QStringLiteral(UMPIRE_SOURCE_DIR "/tables");
}

QString testData(const QString& relative)
{
    return QStringLiteral(UMPIRE_SOURCE_DIR "/tests/data/") + relative;
}

CliRun runCli(const QStringList& args, const QString& tables, const QString& logPath)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("UMPIRE_TABLES"), tables.isEmpty() ? shippedTables() : tables);
    if (!logPath.isEmpty())
        environment.insert(QStringLiteral("UMPIRE_LOG"), logPath);
    else
        environment.remove(QStringLiteral("UMPIRE_LOG"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(UMPIRE_CLI_PATH), args);
    CliRun run;
    if (!process.waitForFinished(60000)) {
        run.err = QStringLiteral("umpire-cli did not finish: ") + process.errorString();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
