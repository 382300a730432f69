// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>

namespace umpire {

/// Makes (or brings up to date) the club log in the database at `address` and the roles
/// `umpire_tables` and `umpire_referee` with their grants (ServerLogSchema::setUp). Run once by
/// the club's administrator; running it again changes nothing but the grants. Returns what a
/// club does next, in a few lines.
LogResult<QString> setUpServerLog(const QString& address);

}  // namespace umpire
