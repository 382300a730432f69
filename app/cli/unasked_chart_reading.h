// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/chart_question.h"

#include <QString>

#include <utility>
#include <vector>

namespace umpire {

struct Assessment;
struct Resolution;

/// One throw of a run: its assessment, and its resolution once thrown (null before).
using RunThrow = std::pair<const Assessment*, const Resolution*>;

/// A --chart reading that no throw of the run asked for (a mistyped key), naming the keys it
/// did ask for; empty when every reading was used. Not checked while the run waits for a value
/// off the chart: the report names that key, and readings for throws after it cannot be told yet.
QString unaskedChartReading(const std::vector<RunThrow>& throws, const ChartReadings& given);

}  // namespace umpire
