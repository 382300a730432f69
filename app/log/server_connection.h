// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

namespace umpire {

/// How to reach a club log's server, from the address a user gave (isServerLogAddress()).
struct ServerConnection {
    /// libpq's keyword=value settings, each value quoted: what Qt's PostgreSQL driver is given.
    QString settings;
    /// The address as messages show it: any password replaced by "***".
    QString shown;
};

/// Reads a `postgresql://` URI (user, password, host or a %2F-encoded socket folder, port,
/// database and `?key=value` settings such as sslmode) or libpq's keyword=value form
/// (`service=club`, `host=/run/postgresql dbname=umpire`). Passwords are best left to libpq's
/// ~/.pgpass; one given in the address is used but never shown. Refused: an address Qt's driver
/// cannot pass on whole (a ';' in it) or a URI that does not parse.
LogResult<ServerConnection> serverConnection(const QString& address);

}  // namespace umpire
