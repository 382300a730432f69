// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// The default game log file: $UMPIRE_LOG when set and not empty, else
/// QStandardPaths::AppDataLocation/umpire-log.sqlite. The caller must have set the application
/// name to "umpire" (QCoreApplication::setApplicationName) for AppDataLocation to be right.
QString defaultLogPath();

}  // namespace umpire
