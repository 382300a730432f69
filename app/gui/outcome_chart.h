// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/outcome_distribution.h"

#include <QStringList>
#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;

namespace umpire {

class ChanceBars;
struct OutcomeDistribution;
struct Procedure;

/// The exact chance of each result, or of each value of an output the procedure computes, as a
/// bar chart with the percentages on the bars, beside the chances before the last change ("what
/// if"), with a line saying what moved and the chance of each trigger. Each bar's
/// tooltip gives the exact fraction; the result just rolled is marked. With many results the
/// ones that cannot happen are left out (and named under the chart), the labels stand upright
/// and the numbers move to the tooltips, so that nothing is cut or overlaps.
class OutcomeChart : public QWidget {
    Q_OBJECT

public:
    explicit OutcomeChart(QWidget* parent = nullptr);

    /// Shows `now`; `before` (may be null) is the distribution before the last change.
    void showDistribution(const Procedure& procedure, const OutcomeDistribution& now, const OutcomeDistribution* before);
    /// No chances to show (the situation is refused); `why` is shown in their place. The bars
    /// of the procedure last shown keep their places, empty.
    void showUnavailable(const QString& why);
    /// Another procedure is in play: the last one's bars, names and outputs are dropped, so
    /// that a refused situation does not show them under the new procedure.
    void forgetProcedure();
    /// A line above the chart saying what the chances are of ("Chances that remain before step 2").
    void setCaption(const QString& caption);
    /// The chooser between the result and each output.
    QComboBox* subjectBox() const { return subject_; }
    /// The chance of each trigger, as shown under the chart.
    QString triggersText() const;
    /// Marks the bar of `code`, the result just rolled; empty: no mark.
    void markRolled(const QString& code);
    /// The code marked as rolled, empty when none.
    QString markedCode() const { return marked_; }
    /// The tooltip of category `index`: code, meaning, exact fraction and percent.
    QString tipFor(int index) const { return tips_.value(index); }
    /// Whether the percentages are written on the bars (not with many results).
    bool valuesOnBars() const;
    /// Follows the application palette (light or dark colours).
    void applyTheme();

    /// The result codes along the axis, in the procedure's order.
    QStringList categories() const { return categories_; }
    /// What is written under each bar: the code, or the result's short label where it has one.
    QStringList categoryNames() const { return names_; }
    /// Percent of each category now and before the last change (empty when there is no "before").
    std::vector<double> percents() const { return now_; }
    std::vector<double> previousPercents() const { return before_; }
    /// The "what if" line under the chart.
    QString comparisonText() const;
    /// The bars themselves.
    ChanceBars* view() const { return bars_; }

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void fitBarsToText();
    void render();
    QString whatIfText() const;

    ChanceBars* bars_;
    QLabel* comparison_;
    QLabel* caption_;
    QComboBox* subject_;
    QLabel* triggers_;
    const Procedure* procedure_ = nullptr;
    OutcomeDistribution nowDistribution_;
    std::optional<OutcomeDistribution> beforeDistribution_;
    QStringList categories_;
    QStringList names_;  ///< parallel to categories_
    QStringList tips_;
    QStringList leftOut_;  ///< the names of the results that cannot happen, left out of a crowded chart
    QString marked_;
    std::vector<double> now_;
    std::vector<double> before_;
};

}  // namespace umpire
