// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QList>
#include <QWidget>

class QLabel;
class QTabWidget;
class QTableWidget;
class QVBoxLayout;

namespace umpire {

class DiceFacesChart;
class LuckOverTurnsChart;

/// A luck report laid out for reading (issue 48): on one tab the luck (the tally and what it
/// means, the luck over the turns as a line chart, the tallies by side and by player, the
/// luckiest and unluckiest rolls in words, the rolls not rated and why), on the other the dice
/// (each kind's faces as a bar chart, and whether they look fair), program dice and table dice
/// apart. It only shows a report: LuckReportWindow gets one.
class LuckReportView : public QWidget {
    Q_OBJECT

public:
    explicit LuckReportView(QWidget* parent = nullptr);

    /// Shows `report`; `scope` says what it is of ("Session 3 — La fleur au fusil").
    void showReport(const LuckReport& report, const QString& scope);
    /// No report to show: `why` in its place ("Working out the luck…", a failure).
    void clear(const QString& why);
    bool hasReport() const { return shown_; }

    QTabWidget* tabs() const { return tabs_; }
    QLabel* scopeLabel() const { return scope_; }
    QLabel* rollsLabel() const { return rolls_; }
    QLabel* ratedLabel() const { return rated_; }
    QLabel* totalLabel() const { return total_; }
    QLabel* meanLabel() const { return mean_; }
    QLabel* verdictLabel() const { return verdict_; }
    QTableWidget* sideTable() const { return sides_; }
    QTableWidget* playerTable() const { return players_; }
    LuckOverTurnsChart* overTurnsChart() const { return overTurns_; }
    QLabel* luckiestLabel() const { return luckiest_; }
    QLabel* unluckiestLabel() const { return unluckiest_; }
    QLabel* unratedLabel() const { return unrated_; }
    /// One chart and one verdict per kind of die, in the report's order.
    QList<DiceFacesChart*> diceCharts() const { return diceCharts_; }
    QList<QLabel*> diceVerdicts() const { return diceVerdicts_; }
    /// The heading over each kind of die's chart: "d6: 1,204 thrown, fair".
    QList<QLabel*> diceHeadings() const { return diceHeadings_; }

private:
    QWidget* buildLuckTab();
    QWidget* buildDiceTab();
    void fillTally(QTableWidget* table, const std::vector<LuckTally>& tallies, const QString& nameless);
    void fillDice(const std::vector<DiceFairness>& dice);

    QTabWidget* tabs_;
    QLabel* empty_;
    QLabel* scope_ = nullptr;
    QLabel* rolls_ = nullptr;
    QLabel* rated_ = nullptr;
    QLabel* total_ = nullptr;
    QLabel* mean_ = nullptr;
    QLabel* verdict_ = nullptr;
    LuckOverTurnsChart* overTurns_ = nullptr;
    QTableWidget* sides_ = nullptr;
    QTableWidget* players_ = nullptr;
    QLabel* luckiest_ = nullptr;
    QLabel* unluckiest_ = nullptr;
    QLabel* unrated_ = nullptr;
    QVBoxLayout* diceLayout_ = nullptr;
    QWidget* diceBox_ = nullptr;  ///< holds the dice of the report shown, made again for each
    QList<DiceFacesChart*> diceCharts_;
    QList<QLabel*> diceVerdicts_;
    QList<QLabel*> diceHeadings_;
    bool shown_ = false;
};

}  // namespace umpire
