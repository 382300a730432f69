// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QValueAxis;

namespace umpire {

struct OutcomeDistribution;
struct Procedure;

/// The exact chance of each result as a bar chart with the percentages on the bars, beside the
/// chances before the last change ("what if"), with a line saying what moved.
class OutcomeChart : public QWidget {
    Q_OBJECT

public:
    explicit OutcomeChart(QWidget* parent = nullptr);

    /// Shows `now`; `before` (may be null) is the distribution before the last change.
    void showDistribution(const Procedure& procedure, const OutcomeDistribution& now, const OutcomeDistribution* before);
    /// No chances to show (the situation is refused); `why` is shown in their place.
    void showUnavailable(const QString& why);
    /// Follows the application palette (light or dark chart theme).
    void applyTheme();

    /// The result codes along the axis, in the procedure's order.
    QStringList categories() const { return categories_; }
    /// Percent of each category now and before the last change (empty when there is no "before").
    std::vector<double> percents() const { return now_; }
    std::vector<double> previousPercents() const { return before_; }
    /// The "what if" line under the chart.
    QString comparisonText() const;
    QChartView* view() const { return view_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QChart* chart_;
    QChartView* view_;
    QBarSeries* series_;
    QBarSet* nowSet_;
    QBarSet* beforeSet_;
    QBarCategoryAxis* axisX_;
    QValueAxis* axisY_;
    QLabel* comparison_;
    QStringList categories_;
    std::vector<double> now_;
    std::vector<double> before_;
};

}  // namespace umpire
