// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QString>

namespace umpire {

/// The luck report as Markdown: what `umpire-cli log luck` prints, and the section the session
/// exports (Markdown, and PDF through Qt's Markdown reader) end with. `headingLevel` is the
/// level of its title ("## Luck" at 2).
QString luckReportMarkdown(const LuckReport& report, int headingLevel = 2);

}  // namespace umpire
