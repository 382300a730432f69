// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QTextStream;

namespace umpire {

struct BenchRatioOptions {
    int entries = 1000000;  ///< size of the big log, built in a temporary folder
    int runs = 7;           ///< timed runs of each side of a row (medians are printed)
    int verifyRuns = 1;     ///< runs of the two whole-log verifications
    /// Where to keep the big log for later runs (reused when it holds `entries` entries);
    /// empty: a temporary folder, removed at the end.
    QString keepFolder;
};

/// Measures each row of the performance goals against its bare baseline in the same run,
/// alternating the two sides, and prints a Markdown table of medians and ratios.
/// Returns 0, or 2 when something could not be measured at all.
int runBenchRatios(QTextStream& out, QTextStream& err, const BenchRatioOptions& options);

}  // namespace umpire
