// SPDX-License-Identifier: GPL-3.0-or-later
// Measures what docs/performance.md reports for the GUI: the time to a usable window and the
// time from a changed field to a repainted ledger and chart. Prints the figures and never fails
// on timing (a loaded machine would make that flaky); the target is one 16 ms frame.
#include "gui_test_support.h"

#include "gui/chance_bars.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/situation_form.h"

#include <QElapsedTimer>
#include <QSpinBox>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <vector>

using namespace umpire;

namespace {

struct Figures {
    double median = 0;
    double p95 = 0;
    double max = 0;
};

Figures summarise(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms[ms.size() * 95 / 100], ms.back()};
}

}  // namespace

class PerformanceTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void timeToUsableWindow();
    void changedFieldToUpdatedLedgerAndChart();
};

void PerformanceTest::timeToUsableWindow()
{
    std::vector<double> ms;
    for (int i = 0; i < 5; ++i) {
        test::Scratch scratch;
        QElapsedTimer timer;
        timer.start();
        MainWindow window(scratch.options());
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.repaint();  // the first frame, painted
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    const Figures f = summarise(ms);
    qInfo("time to a usable window (modules loaded, log opened, form built, first paint): median %.1f ms, max %.1f ms",
          f.median, f.max);
}

void PerformanceTest::changedFieldToUpdatedLedgerAndChart()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1200, 800);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    auto* units = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")));
    QVERIFY(units);

    std::vector<double> computeMs;
    std::vector<double> paintedMs;
    for (int i = 0; i < 300; ++i) {
        QElapsedTimer timer;
        timer.start();
        units->setValue(1 + i % 6);  // assess, distribution, ledger and chart updated synchronously
        computeMs.push_back(static_cast<double>(window.lastRefreshNanoseconds()) / 1e6);
        window.ledger()->tree()->viewport()->repaint();
        window.chart()->view()->repaint();
        paintedMs.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    const Figures compute = summarise(computeMs);
    const Figures painted = summarise(paintedMs);
    qInfo("changed field -> ledger and chart updated (assess, distribution, widgets): median %.2f ms, 95%% %.2f ms, max %.2f ms",
          compute.median, compute.p95, compute.max);
    qInfo("changed field -> ledger and chart repainted: median %.2f ms, 95%% %.2f ms, max %.2f ms", painted.median, painted.p95,
          painted.max);
}

QTEST_MAIN(PerformanceTest)
#include "performance_test.moc"
