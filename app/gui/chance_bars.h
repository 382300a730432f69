// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <vector>

class QFontMetricsF;

namespace umpire {

/// Bars of percentages, one group per category: the chance now and, when given, the chance
/// before the last change beside it, on a 0-100 % scale with its grid, a legend, the category
/// names under the bars (upright when there are many) and, if asked, each current value above
/// its bar. One current bar may be marked (the result just rolled). Each bar has its own
/// tooltip. Drawn with QPainter: a chart library cost more at start-up than all of this.
class ChanceBars : public QWidget {
    Q_OBJECT

public:
    struct Colors {
        QColor background;
        QColor text;
        QColor grid;
        QColor now;
        QColor before;
        QColor marked;
    };

    explicit ChanceBars(QWidget* parent = nullptr);

    /// The categories with their percentages now and before the last change (`before` empty:
    /// no "before" bars). Values past 0-100 are drawn at the scale's end.
    void setBars(const QStringList& categories, const std::vector<double>& now, const std::vector<double>& before);
    /// Tooltips of the current bars and of the "before" bars, by category.
    void setTips(const QStringList& nowTips, const QStringList& beforeTips);
    /// Marks the current bar at `index` (-1: none).
    void setMarked(int index);
    /// Whether each current value is written above its bar (when all of them fit their slots).
    void setValuesOnBars(bool shown);
    /// Category names written upright (many categories) instead of across.
    void setUprightLabels(bool upright);
    void setLegend(const QString& nowLabel, const QString& beforeLabel);
    void setColors(const Colors& colors);

    QStringList categories() const { return categories_; }
    bool valuesOnBars() const { return valuesOnBars_; }
    bool uprightLabels() const { return upright_; }
    int marked() const { return marked_; }
    const Colors& colors() const { return colors_; }
    /// Where the bar of category `index` is drawn, now or before (empty when there is none).
    QRectF barRect(int index, bool before) const;
    /// The name of category `index` as written under its bars: lines joined by "\n", with "…"
    /// where a word or the last line had to be cut.
    QString categoryLabel(int index) const;
    /// The value written above the current bar of category `index` ("33.3 %", as the window's
    /// other texts give it); empty when the values are not written (not asked, or too narrow).
    QString valueLabel(int index) const;
    /// Where that value is written: over its bar, within its category's slot (empty when none).
    QRectF valueRect(int index) const;
    /// The tooltip at `position`: the bar's own, else the widget's.
    QString tipAt(QPoint position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    /// The areas of one layout, for painting and for finding a bar under the pointer.
    struct Layout {
        QRectF legend;
        bool legendOneLine = true;  ///< the keys side by side, else one under the other
        QRectF plot;      ///< the bars' area: 0 % at its bottom, 100 % at its top
        QRectF labels;    ///< the category names under the plot
        double slot = 0;  ///< width of one category's group
    };
    struct LegendKey {
        QColor color;
        QString name;
    };
    Layout layout() const;
    std::vector<LegendKey> legendKeys() const;
    /// The legend's width on one line.
    double legendWidth(const QFontMetricsF& metrics) const;
    QRectF barRect(const Layout& l, int index, bool before) const;
    /// Whether the current values are written above their bars: asked for, and every one fits
    /// its category's slot (a narrow chart leaves them to the tooltips).
    bool valuesWritten(const Layout& l) const;
    QRectF valueRect(const Layout& l, int index) const;

    QStringList categories_;
    std::vector<double> now_;
    std::vector<double> before_;
    QStringList nowTips_;
    QStringList beforeTips_;
    QString nowLabel_;
    QString beforeLabel_;
    Colors colors_;
    int marked_ = -1;
    bool valuesOnBars_ = true;
    bool upright_ = false;
};

}  // namespace umpire
