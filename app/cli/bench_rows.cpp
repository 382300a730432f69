// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench_rows.h"

#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

namespace umpire {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

QString milliseconds(double ms)
{
    return ms >= 1000 ? QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', 2)
                      : QStringLiteral("%1 ms").arg(ms, 0, 'f', ms < 1 ? 3 : (ms < 10 ? 2 : 1));
}

double timeMs(const std::function<bool()>& work, bool& failed)
{
    QElapsedTimer timer;
    timer.start();
    failed = !work() || failed;
    return double(timer.nsecsElapsed()) / 1e6;
}

void alternateOnce(BenchRow& row, int i, const BenchSide& ours, const BenchSide& bare)
{
    for (int side = 0; side < 2; ++side) {
        const bool baselineNow = (side == 0) == (i % 2 == 0);
        const auto ms = baselineNow ? bare() : ours();
        if (ms)
            (baselineNow ? row.bare : row.ours).push_back(*ms);
    }
}

void alternate(BenchRow& row, int runs, const BenchSide& ours, const BenchSide& bare)
{
    for (int i = 0; i < runs; ++i)
        alternateOnce(row, i, ours, bare);
}

void printTable(QTextStream& out, const std::vector<BenchRow>& rows)
{
    out << "| what | Umpire | baseline | ratio | goal |\n|---|---|---|---|---|\n";
    for (const BenchRow& row : rows) {
        const double ours = median(row.ours);
        const double bare = median(row.bare);
        const QString ratio = row.ours.empty() || row.bare.empty() || bare <= 0
                                  ? QStringLiteral("n/a")
                                  : QStringLiteral("%1x").arg(ours / bare, 0, 'f', 2);
        QString oursText = row.ours.empty() ? QStringLiteral("n/a") : milliseconds(ours);
        if (row.ours.size() > 1)
            oursText += QStringLiteral(" (max %1)").arg(milliseconds(*std::max_element(row.ours.begin(), row.ours.end())));
        const QString bareText = row.bare.empty() ? QStringLiteral("n/a") : milliseconds(bare);
        out << "| " << row.what << " | " << oursText << " | " << row.baseline << ' ' << bareText << " | " << ratio
            << " | " << row.goal << " |\n";
    }
    for (const BenchRow& row : rows) {
        if (!row.note.isEmpty())
            out << "- " << row.what << ": " << row.note << '\n';
    }
}

}  // namespace umpire
