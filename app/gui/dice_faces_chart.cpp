// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dice_faces_chart.h"

#include "gui/chart_tool_tip.h"
#include "gui/chart_scale.h"
#include "gui/palette_theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace umpire {

namespace {

constexpr double facesMargin = 4.0;
/// Share of a face's slot its bar fills; the rest separates the bars.
constexpr double facesBarShare = 0.7;
constexpr int facesScaleLines = 4;
double facesSwatch(const QFontMetricsF& metrics) { return metrics.height() * 0.7; }
double facesLegendGap(const QFontMetricsF& metrics) { return 2 * metrics.averageCharWidth(); }

QFont facesSmallFont(const QFont& font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    return small;
}

}  // namespace

DiceFacesChart::DiceFacesChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setAttribute(Qt::WA_OpaquePaintEvent);
    applyTheme();
}

void DiceFacesChart::setFaces(const std::vector<std::int64_t>& faces)
{
    faces_ = faces;
    QStringList counts;
    const QLocale locale;
    for (std::size_t i = 0; i < faces_.size(); ++i)
        counts << tr("%1: %2").arg(i + 1).arg(locale.toString(static_cast<qint64>(faces_[i])));
    setAccessibleDescription(tr("Times each face came up: %1").arg(counts.join(QStringLiteral(", "))));
    update();
}

double DiceFacesChart::expected() const
{
    if (faces_.empty())
        return 0;
    return double(std::accumulate(faces_.begin(), faces_.end(), std::int64_t{0})) / double(faces_.size());
}

void DiceFacesChart::setColors(const Colors& colors)
{
    colors_ = colors;
    update();
}

void DiceFacesChart::applyTheme()
{
    const bool dark = PaletteTheme::isDark();
    // The application palette, not the widget's: this runs while a new palette propagates.
    const QPalette palette = QGuiApplication::palette();
    Colors colors;
    colors.background = palette.color(QPalette::Base);
    colors.text = palette.color(QPalette::Text);
    colors.grid = colors.text;
    colors.grid.setAlpha(48);
    // The chances chart's bar colour, and its marked colour for what a fair die would give.
    colors.bars = dark ? QColor(0x5a, 0x9b, 0xe6) : QColor(0x2f, 0x6d, 0xb5);
    colors.expected = dark ? QColor(0xff, 0xb0, 0x40) : QColor(0xd0, 0x70, 0x00);
    setColors(colors);
}

void DiceFacesChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyTheme();
    QWidget::changeEvent(event);
}

QSize DiceFacesChart::sizeHint() const { return {300, 170}; }

QSize DiceFacesChart::minimumSizeHint() const { return {180, 130}; }

double DiceFacesChart::legendWidth() const
{
    const QFontMetricsF metrics(font());
    return 2 * (facesSwatch(metrics) + facesMargin) + metrics.horizontalAdvance(tr("Times thrown")) +
           metrics.horizontalAdvance(tr("A fair die")) + facesLegendGap(metrics);
}

DiceFacesChart::Layout DiceFacesChart::layout() const
{
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    QRectF area = QRectF(rect()).adjusted(facesMargin, facesMargin, -facesMargin, -facesMargin);
    Layout l;
    l.legendOneLine = legendWidth() <= area.width();
    l.legend = QRectF(area.left(), area.top(), area.width(), line * (l.legendOneLine ? 1 : 2));
    area.setTop(l.legend.bottom() + facesMargin);

    std::int64_t most = 0;
    for (const std::int64_t count : faces_)
        most = std::max(most, count);
    // The fair count stays inside the scale, and counts never go by halves.
    const ChartScale scale = ChartScale::around(0, std::max(double(most), expected()), facesScaleLines, 1);
    l.high = scale.high;
    l.step = scale.step;
    const QLocale locale;
    const double axisWidth = metrics.horizontalAdvance(locale.toString(static_cast<qint64>(l.high))) + 2 * facesMargin;

    const QFontMetricsF small(facesSmallFont(font()));
    const double headroom = small.height() + 2;
    const double labelHeight = line + facesMargin;
    l.plot = QRectF(area.left() + axisWidth, area.top() + headroom, std::max(0.0, area.width() - axisWidth),
                    std::max(0.0, area.height() - headroom - labelHeight));
    l.labels = QRectF(l.plot.left(), l.plot.bottom() + facesMargin / 2, l.plot.width(), labelHeight);
    l.slot = faces_.empty() ? 0.0 : l.plot.width() / double(faces_.size());
    l.countsWritten = l.slot > 0;
    for (const std::int64_t count : faces_)
        if (small.horizontalAdvance(locale.toString(static_cast<qint64>(count))) + facesMargin > l.slot)
            l.countsWritten = false;
    const double widestFace = metrics.horizontalAdvance(locale.toString(static_cast<qint64>(faces_.size())));
    if (l.slot > 0)
        l.labelStep = std::max(1, static_cast<int>(std::ceil((widestFace + metrics.averageCharWidth()) / l.slot)));
    return l;
}

double DiceFacesChart::yOf(const Layout& l, double count) const
{
    return l.plot.bottom() - l.plot.height() * std::clamp(count / l.high, 0.0, 1.0);
}

QRectF DiceFacesChart::barRect(int index) const { return barRect(layout(), index); }

QRectF DiceFacesChart::barRect(const Layout& l, int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= faces_.size())
        return {};
    const double width = l.slot * facesBarShare;
    const double left = l.plot.left() + l.slot * index + (l.slot - width) / 2;
    const double top = yOf(l, double(faces_[static_cast<std::size_t>(index)]));
    return {left, top, width, l.plot.bottom() - top};
}

double DiceFacesChart::expectedY() const
{
    const Layout l = layout();
    return yOf(l, expected());
}

QString DiceFacesChart::countLabel(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= faces_.size() || !layout().countsWritten)
        return {};
    return QLocale().toString(static_cast<qint64>(faces_[static_cast<std::size_t>(index)]));
}

QString DiceFacesChart::tipAt(QPoint position) const
{
    const Layout l = layout();
    const QRectF columns(l.plot.left(), l.plot.top(), l.plot.width(), l.labels.bottom() - l.plot.top());
    if (l.slot <= 0 || !columns.contains(position))
        return toolTip();
    const int index = std::clamp(static_cast<int>((position.x() - l.plot.left()) / l.slot), 0, static_cast<int>(faces_.size()) - 1);
    const QLocale locale;
    return tr("Face %1: %2 (a fair die: about %3)")
        .arg(index + 1)
        .arg(locale.toString(static_cast<qint64>(faces_[static_cast<std::size_t>(index)])), locale.toString(expected(), 'f', 1));
}

bool DiceFacesChart::event(QEvent* event)
{
    return answerChartToolTip(this, event, [this](const QPoint& at) { return tipAt(at); }) || QWidget::event(event);
}

void DiceFacesChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), colors_.background);
    if (faces_.empty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const QFontMetricsF metrics(font());
    const QLocale locale;

    // The legend: the bars' colour, and the fair count's line.
    {
        const double swatch = facesSwatch(metrics);
        const double gap = facesLegendGap(metrics);
        double x = l.legendOneLine ? l.legend.center().x() - legendWidth() / 2 : l.legend.left();
        double y = l.legend.top();
        const double middle = metrics.height() / 2;
        const QString names[] = {tr("Times thrown"), tr("A fair die")};
        for (int key = 0; key < 2; ++key) {
            const double nameWidth = std::min(metrics.horizontalAdvance(names[key]), l.legend.width() - swatch - facesMargin);
            if (key == 0) {
                painter.setPen(Qt::NoPen);
                painter.setBrush(colors_.bars);
                painter.drawRect(QRectF(x, y + (metrics.height() - swatch) / 2, swatch, swatch));
            } else {
                painter.setPen(QPen(colors_.expected, 2, Qt::DashLine));
                painter.drawLine(QPointF(x, y + middle), QPointF(x + swatch, y + middle));
            }
            painter.setPen(colors_.text);
            painter.drawText(QRectF(x + swatch + facesMargin, y, nameWidth + 1, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             metrics.elidedText(names[key], Qt::ElideRight, nameWidth));
            if (l.legendOneLine)
                x += swatch + facesMargin + nameWidth + gap;
            else
                y += metrics.height();
        }
    }

    // The scale of counts.
    for (int i = 0; i * l.step <= l.high + l.step / 2; ++i) {
        const double count = i * l.step;
        const double y = yOf(l, count);
        painter.setPen(QPen(i == 0 ? colors_.text : colors_.grid, 1));
        painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        painter.setPen(colors_.text);
        painter.drawText(QRectF(facesMargin, y - metrics.height() / 2, l.plot.left() - 2 * facesMargin, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, locale.toString(static_cast<qint64>(std::llround(count))));
    }

    // The bars.
    painter.setPen(Qt::NoPen);
    painter.setBrush(colors_.bars);
    for (int i = 0; i < static_cast<int>(faces_.size()); ++i)
        painter.drawRect(barRect(l, i));

    // What a fair die gives each face, across the bars: drawn over them so a tall bar does not hide it.
    painter.setPen(QPen(colors_.expected, 2, Qt::DashLine));
    const double fair = yOf(l, expected());
    painter.drawLine(QPointF(l.plot.left(), fair), QPointF(l.plot.right(), fair));

    // Each count over its bar when they all fit, written last: the fair count's line may cross it.
    if (l.countsWritten) {
        const QFont small = facesSmallFont(font());
        const QFontMetricsF smallMetrics(small);
        painter.setFont(small);
        painter.setPen(colors_.text);
        for (int i = 0; i < static_cast<int>(faces_.size()); ++i) {
            const double slotLeft = l.plot.left() + l.slot * i;
            painter.drawText(QRectF(slotLeft, barRect(l, i).top() - smallMetrics.height() - 1, l.slot, smallMetrics.height()),
                             Qt::AlignCenter, locale.toString(static_cast<qint64>(faces_[static_cast<std::size_t>(i)])));
        }
        painter.setFont(font());
    }

    // The faces under the bars.
    painter.setPen(colors_.text);
    for (int i = 0; i < static_cast<int>(faces_.size()); i += l.labelStep)
        painter.drawText(QRectF(l.plot.left() + l.slot * i, l.labels.top(), l.slot, metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
                         locale.toString(i + 1));
}

}  // namespace umpire
