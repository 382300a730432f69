// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

/// What one run of umpire-cli printed and returned.
struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
    /// stdout parsed as a JSON object (empty when it is not one).
    QJsonObject json() const;
};

/// Runs the built umpire-cli with `args`. Modules come from `tables` (UMPIRE_TABLES, colon
/// separated); the shipped tables folder by default. `logPath` sets UMPIRE_LOG when not empty.
CliRun runCli(const QStringList& args, const QString& tables = {}, const QString& logPath = {});

/// The source tree's folder of shipped modules, and of test data.
QString shippedTables();
QString testData(const QString& relative);
