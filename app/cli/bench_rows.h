// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QTextStream;

namespace umpire {

/// One line of a bench table: a measure of Umpire and its bare baseline, in ms, run alternately.
struct BenchRow {
    QString what;
    QString baseline;
    QString goal;  ///< the ratio aimed at
    std::vector<double> ours;
    std::vector<double> bare;
    QString note;
};

double median(std::vector<double> values);
/// "0.412 ms", "12.5 ms", "1.20 s".
QString milliseconds(double ms);
/// The time `work` took; `failed` is set when it returns false.
double timeMs(const std::function<bool()>& work, bool& failed);

/// One side of a row: a time in ms, or nothing when it could not be measured.
using BenchSide = std::function<std::optional<double>()>;
/// Run `i` of a row: `ours` and `bare` once each, the baseline first when `i` is even.
void alternateOnce(BenchRow& row, int i, const BenchSide& ours, const BenchSide& bare);
/// Runs `ours` and `bare` alternately `runs` times each, the baseline first in even runs.
void alternate(BenchRow& row, int runs, const BenchSide& ours, const BenchSide& bare);
/// A Markdown table of the rows' medians and ratios, then each row's note.
void printTable(QTextStream& out, const std::vector<BenchRow>& rows);

}  // namespace umpire
