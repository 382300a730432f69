// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

class QSqlError;

namespace umpire {

/// The error of a failed operation on a club log's server, in words a player can act on:
/// `shown` is the server's address (without password), `action` what failed ("cannot append
/// the entry"). Connection losses, timeouts, refused permissions and logins are told apart
/// (PostgreSQL's SQLSTATE, which Qt's driver gives as the native error code).
LogError serverFault(const QString& shown, const QString& action, const QSqlError& error);

/// True when `error` says the connection to the server is gone (it must be opened again).
bool isConnectionLost(const QSqlError& error);

}  // namespace umpire
