// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QWidget;

namespace umpire {

class LogJob;
struct Game;

/// What a luck report is made from: the log, read on a connection of the job's own, and the
/// games that say whom each result favours.
struct LuckReportRequest {
    /// The log's address as it was opened: a file's path, or a club log's server address (its
    /// password, when it holds one, included: the job's connection needs it too).
    QString logAddress;
    bool readOnly = false;
    int busyTimeoutMs = 5000;
    /// The games loaded when the report was asked for: a copy of the job's own, as the window
    /// may read the modules again (F5) while the job runs.
    std::shared_ptr<const std::vector<Game>> games;
    /// The session reported on; nullopt for every session of the log.
    std::optional<qint64> sessionId;
};

/// Works out the luck report of `request` as a LogJob on a thread of its own, with its
/// progress dialog over `window` (the entries read of the total, and Cancel). When the job is
/// done, `report` holds the report; it is left empty when the job failed or was cancelled.
LogJob* startLuckReportJob(QWidget* window, const LuckReportRequest& request, std::shared_ptr<std::optional<LuckReport>> report);

}  // namespace umpire
