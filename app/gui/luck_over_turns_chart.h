// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"

#include <QColor>
#include <QRectF>
#include <QWidget>

#include <vector>

class QFontMetricsF;

namespace umpire {

/// The luck report's line chart: for each side, its total luck after each turn, with a zero
/// line (what fair dice give on average), a scale of round steps and a legend. Drawn with
/// QPainter in the look of the chances chart (ChanceBars): the same palette roles and fonts.
/// The tooltip at a turn gives every side's total there.
class LuckOverTurnsChart : public QWidget {
    Q_OBJECT

public:
    struct Colors {
        QColor background;
        QColor text;
        QColor grid;
        std::vector<QColor> lines;  ///< the sides' lines, in order; used again from the first past the last
    };

    explicit LuckOverTurnsChart(QWidget* parent = nullptr);

    /// The lines to draw. `oneSession`: the turns are one session's ("after turn 4" in the
    /// tooltips); else their labels already name their sessions.
    void setLuck(const LuckOverTurns& luck, bool oneSession);
    const LuckOverTurns& luck() const { return luck_; }
    void setColors(const Colors& colors);
    const Colors& colors() const { return colors_; }
    /// The colour of line `index` (the colours are used again past the last).
    QColor lineColor(int index) const;
    /// Follows the application palette (light or dark colours).
    void applyTheme();

    /// The luck at the plot's bottom and top: round steps, zero among them.
    double scaleLow() const;
    double scaleHigh() const;
    /// Where the total of line `line` after turn `turn` is drawn; null when there is none.
    QPointF pointOf(int line, int turn) const;
    /// The height at which zero luck is drawn.
    double zeroY() const;
    /// The area of the lines.
    QRectF plotRect() const;
    /// The turns written under the axis, in order (a crowded axis writes every second, third...).
    QStringList shownTurnLabels() const;
    /// The tooltip at `position`: every side's total after the turn under it.
    QString tipAt(QPoint position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout {
        std::vector<QRectF> legendKeys;  ///< one per line: its swatch and name, wrapped over rows
        QRectF plot;
        QRectF labels;      ///< the turns under the plot
        double slot = 0;    ///< the width given to one turn
        double low = 0;     ///< the luck at the plot's bottom
        double high = 0;    ///< and at its top
        double step = 1;    ///< between two lines of the scale
        int labelStep = 1;  ///< a label every labelStep turns
    };
    Layout layout() const;
    double yOf(const Layout& l, double luck) const;

    LuckOverTurns luck_;
    bool oneSession_ = true;
    Colors colors_;
};

}  // namespace umpire
