// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/outcome_distribution.h"

#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QBarCategoryAxis;
class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QValueAxis;

namespace umpire {

struct OutcomeDistribution;
struct Procedure;

/// The exact chance of each result, or of each value of an output the procedure computes, as a
/// bar chart with the percentages on the bars, beside the chances before the last change ("what
/// if"), with a line saying what moved and the chance of each trigger.
class OutcomeChart : public QWidget {
    Q_OBJECT

public:
    explicit OutcomeChart(QWidget* parent = nullptr);

    /// Shows `now`; `before` (may be null) is the distribution before the last change.
    void showDistribution(const Procedure& procedure, const OutcomeDistribution& now, const OutcomeDistribution* before);
    /// No chances to show (the situation is refused); `why` is shown in their place.
    void showUnavailable(const QString& why);
    /// A line above the chart saying what the chances are of ("Chances that remain before step 2").
    void setCaption(const QString& caption);
    /// The chooser between the result and each output.
    QComboBox* subjectBox() const { return subject_; }
    /// The chance of each trigger, as shown under the chart.
    QString triggersText() const;
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
    void render();
    QChart* chart_;
    QChartView* view_;
    QBarSeries* series_;
    QBarSet* nowSet_;
    QBarSet* beforeSet_;
    QBarCategoryAxis* axisX_;
    QValueAxis* axisY_;
    QLabel* comparison_;
    QLabel* caption_;
    QComboBox* subject_;
    QLabel* triggers_;
    const Procedure* procedure_ = nullptr;
    OutcomeDistribution nowDistribution_;
    std::optional<OutcomeDistribution> beforeDistribution_;
    QStringList categories_;
    std::vector<double> now_;
    std::vector<double> before_;
};

}  // namespace umpire
