// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// True when `address` names a PostgreSQL server in libpq's syntax rather than a log file: a
/// `postgresql://` or `postgres://` URI, or keyword=value pairs that start with one of libpq's
/// keywords ("service=club", "host=club.example dbname=umpire").
bool isServerLogAddress(const QString& address);

}  // namespace umpire
