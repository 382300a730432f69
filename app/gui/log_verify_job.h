// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace umpire {

class LogJob;

/// Verifies the log at `path` (the file's integrity, the hash chain of every entry, then every
/// session's dice seal, as `umpire-cli log verify` does) as a LogJob on a thread of its own,
/// with its progress dialog over `window`. Nothing is created; `readOnly` opens the log without
/// writing anything at all (a log viewed read-only).
LogJob* startVerifyJob(QWidget* window, const QString& path, bool readOnly);

}  // namespace umpire
