// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QJsonObject>

namespace umpire {

/// The luck report as `umpire-cli log luck --json` prints it: every figure, the exact luck and
/// chance of the extreme rolls as fractions ("5/12"), verdicts by name ("as_expected", "unfair").
QJsonObject luckReportJson(const LuckReport& report);

}  // namespace umpire
