// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>
#include <QWidget>

#include <cstdint>
#include <vector>

namespace umpire {

/// How often each face of one kind of die came up, as bars over the faces, with the count a
/// fair die gives each face drawn across them as a line: the luck report's test of the dice,
/// seen. Drawn with QPainter in the look of the chances chart (ChanceBars). Each bar's tooltip
/// gives its count and the fair count.
class DiceFacesChart : public QWidget {
    Q_OBJECT

public:
    struct Colors {
        QColor background;
        QColor text;
        QColor grid;
        QColor bars;
        QColor expected;  ///< the fair count's line
    };

    explicit DiceFacesChart(QWidget* parent = nullptr);

    /// faces[i]: how often face i + 1 came up.
    void setFaces(const std::vector<std::int64_t>& faces);
    const std::vector<std::int64_t>& faces() const { return faces_; }
    /// The count a fair die gives each face for as many throws: their sum shared equally.
    double expected() const;
    void setColors(const Colors& colors);
    const Colors& colors() const { return colors_; }
    /// Follows the application palette (light or dark colours).
    void applyTheme();

    /// Where the bar of face `index` + 1 is drawn (empty when there is none).
    QRectF barRect(int index) const;
    /// The height at which the fair count's line is drawn.
    double expectedY() const;
    /// The count written over the bar of face `index` + 1; empty when the counts are not written
    /// (the bars too narrow for them).
    QString countLabel(int index) const;
    QString tipAt(QPoint position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout {
        QRectF legend;
        bool legendOneLine = true;
        QRectF plot;
        QRectF labels;  ///< the faces under the bars
        double slot = 0;
        double high = 1;  ///< the count at the plot's top
        double step = 1;
        bool countsWritten = false;  ///< every count fits over its bar
        int labelStep = 1;           ///< a face named every labelStep bars (a d100's crowd)
    };
    Layout layout() const;
    QRectF barRect(const Layout& l, int index) const;
    double yOf(const Layout& l, double count) const;
    double legendWidth() const;

    std::vector<std::int64_t> faces_;
    Colors colors_;
};

}  // namespace umpire
