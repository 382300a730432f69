// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/luck_over_turns_chart.h"

#include "gui/chart_tool_tip.h"
#include "gui/chart_scale.h"
#include "gui/luck_report_text.h"
#include "gui/palette_theme.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace umpire {

namespace {

constexpr double turnsMargin = 4.0;
/// Lines of the scale the chart aims at: enough to read a total off, few enough to stay quiet.
constexpr int turnsScaleLines = 4;
/// The legend's piece of line before a side's name.
double turnsSwatchWidth(const QFontMetricsF& metrics) { return metrics.height() * 1.2; }
/// Points are marked while the turns are this far apart at least; closer, the line alone reads better.
constexpr double turnsMarkedSlot = 10.0;

}  // namespace

LuckOverTurnsChart::LuckOverTurnsChart(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
    applyTheme();
}

void LuckOverTurnsChart::setLuck(const LuckOverTurns& luck, bool oneSession)
{
    luck_ = luck;
    oneSession_ = oneSession;
    QStringList names;
    for (const auto& line : luck_.lines)
        names << line.name;
    setAccessibleDescription(tr("Total luck after each turn (%n in all): %1", nullptr, static_cast<int>(luck_.turns.size()))
                                 .arg(names.join(QStringLiteral(", "))));
    updateGeometry();  // the legend may take another row
    update();
}

void LuckOverTurnsChart::setColors(const Colors& colors)
{
    colors_ = colors;
    update();
}

QColor LuckOverTurnsChart::lineColor(int index) const
{
    if (colors_.lines.empty())
        return colors_.text;
    return colors_.lines[static_cast<std::size_t>(index) % colors_.lines.size()];
}

void LuckOverTurnsChart::applyTheme()
{
    const bool dark = PaletteTheme::isDark();
    // The application palette, not the widget's: this runs while a new palette propagates.
    const QPalette palette = QGuiApplication::palette();
    Colors colors;
    colors.background = palette.color(QPalette::Base);
    colors.text = palette.color(QPalette::Text);
    colors.grid = colors.text;
    colors.grid.setAlpha(48);
    // The first two are the chances chart's bar and marked colours; the others read as well on
    // the same background.
    if (dark)
        colors.lines = {QColor(0x5a, 0x9b, 0xe6), QColor(0xff, 0xb0, 0x40), QColor(0x6c, 0xc4, 0x8a),
                        QColor(0xc3, 0x9b, 0xd3), QColor(0xf1, 0x94, 0x8a), QColor(0x4d, 0xd0, 0xe1)};
    else
        colors.lines = {QColor(0x2f, 0x6d, 0xb5), QColor(0xd0, 0x70, 0x00), QColor(0x2e, 0x85, 0x40),
                        QColor(0x8e, 0x44, 0xad), QColor(0xc0, 0x39, 0x2b), QColor(0x00, 0x83, 0x8f)};
    setColors(colors);
}

void LuckOverTurnsChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyTheme();
    QWidget::changeEvent(event);
}

QSize LuckOverTurnsChart::sizeHint() const { return {520, 240}; }

QSize LuckOverTurnsChart::minimumSizeHint() const { return {240, 160}; }

LuckOverTurnsChart::Layout LuckOverTurnsChart::layout() const
{
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    QRectF area = QRectF(rect()).adjusted(turnsMargin, turnsMargin, -turnsMargin, -turnsMargin);
    Layout l;

    // The legend: a piece of line and a name per side, side by side, on more rows when they do not fit.
    const double swatch = turnsSwatchWidth(metrics);
    const double gap = 2 * metrics.averageCharWidth();
    double x = area.left();
    double y = area.top();
    for (const auto& side : luck_.lines) {
        const double width = std::min(swatch + turnsMargin + metrics.horizontalAdvance(side.name), area.width());
        if (x > area.left() && x + width > area.right()) {
            x = area.left();
            y += line;
        }
        l.legendKeys.emplace_back(x, y, width, line);
        x += width + gap;
    }
    if (!l.legendKeys.empty())
        area.setTop(y + line + turnsMargin);

    double least = 0;
    double most = 0;
    for (const auto& side : luck_.lines)
        for (const double total : side.running) {
            least = std::min(least, total);
            most = std::max(most, total);
        }
    const ChartScale scale = ChartScale::around(least, most, turnsScaleLines);
    l.low = scale.low;
    l.high = scale.high;
    l.step = scale.step;
    double axisWidth = 0;
    for (int i = 0; l.low + i * l.step <= l.high + l.step / 2; ++i)
        axisWidth = std::max(axisWidth, metrics.horizontalAdvance(signedDecimal(l.low + i * l.step, scale.decimals())));
    axisWidth += 2 * turnsMargin;

    // Half a line above the top of the scale, for its label; a line of turns under the plot.
    const double labelHeight = line + turnsMargin;
    l.plot = QRectF(area.left() + axisWidth, area.top() + line / 2, std::max(0.0, area.width() - axisWidth),
                    std::max(0.0, area.height() - line / 2 - labelHeight));
    l.labels = QRectF(l.plot.left(), l.plot.bottom() + turnsMargin / 2, l.plot.width(), labelHeight);
    const auto turns = luck_.turns.size();
    l.slot = turns > 0 ? l.plot.width() / double(turns) : 0.0;
    // A crowded axis writes every second (third...) turn rather than letting them run together.
    double widest = 0;
    for (const QString& turn : luck_.turns)
        widest = std::max(widest, metrics.horizontalAdvance(turn));
    if (l.slot > 0)
        l.labelStep = std::max(1, static_cast<int>(std::ceil((widest + 2 * metrics.averageCharWidth()) / l.slot)));
    return l;
}

double LuckOverTurnsChart::yOf(const Layout& l, double luck) const
{
    if (l.high <= l.low)
        return l.plot.bottom();
    return l.plot.bottom() - l.plot.height() * (luck - l.low) / (l.high - l.low);
}

double LuckOverTurnsChart::scaleLow() const { return layout().low; }

double LuckOverTurnsChart::scaleHigh() const { return layout().high; }

double LuckOverTurnsChart::zeroY() const
{
    const Layout l = layout();
    return yOf(l, 0.0);
}

QRectF LuckOverTurnsChart::plotRect() const { return layout().plot; }

QPointF LuckOverTurnsChart::pointOf(int line, int turn) const
{
    if (line < 0 || static_cast<std::size_t>(line) >= luck_.lines.size() || turn < 0)
        return {};
    const auto& running = luck_.lines[static_cast<std::size_t>(line)].running;
    if (static_cast<std::size_t>(turn) >= running.size() || turn >= luck_.turns.size())
        return {};
    const Layout l = layout();
    return {l.plot.left() + l.slot * (turn + 0.5), yOf(l, running[static_cast<std::size_t>(turn)])};
}

QStringList LuckOverTurnsChart::shownTurnLabels() const
{
    const Layout l = layout();
    QStringList shown;
    for (qsizetype i = 0; i < luck_.turns.size(); i += l.labelStep)
        shown << luck_.turns[i];
    return shown;
}

QString LuckOverTurnsChart::tipAt(QPoint position) const
{
    const Layout l = layout();
    const QRectF columns(l.plot.left(), l.plot.top(), l.plot.width(), l.labels.bottom() - l.plot.top());
    if (l.slot <= 0 || !columns.contains(position))
        return toolTip();
    const int turn = std::clamp(static_cast<int>((position.x() - l.plot.left()) / l.slot), 0, static_cast<int>(luck_.turns.size()) - 1);
    // One session's turns are bare labels ("4"); across sessions each label names its session.
    const QString label = luck_.turns.value(turn);
    QStringList lines{oneSession_ ? tr("Total luck after turn %1:").arg(label) : tr("Total luck after %1:").arg(label)};
    for (const auto& side : luck_.lines)
        if (static_cast<std::size_t>(turn) < side.running.size())
            lines << QStringLiteral("%1: %2").arg(side.name, signedDecimal(side.running[static_cast<std::size_t>(turn)], 2));
    return lines.join(QLatin1Char('\n'));
}

bool LuckOverTurnsChart::event(QEvent* event)
{
    return answerChartToolTip(this, event, [this](const QPoint& at) { return tipAt(at); }) || QWidget::event(event);
}

void LuckOverTurnsChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), colors_.background);
    const QFontMetricsF metrics(font());
    if (luck_.turns.isEmpty() || luck_.lines.empty()) {
        painter.setPen(colors_.text);
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No rated roll to draw yet"));
        return;
    }
    painter.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();

    // The legend: each side's colour as a piece of its line, then its name.
    const double swatch = turnsSwatchWidth(metrics);
    for (std::size_t i = 0; i < l.legendKeys.size(); ++i) {
        const QRectF key = l.legendKeys[i];
        painter.setPen(QPen(lineColor(static_cast<int>(i)), 2.5));
        painter.drawLine(QPointF(key.left(), key.center().y()), QPointF(key.left() + swatch, key.center().y()));
        painter.setPen(colors_.text);
        const double nameWidth = std::max(0.0, key.width() - swatch - turnsMargin);
        painter.drawText(QRectF(key.left() + swatch + turnsMargin, key.top(), nameWidth + 1, key.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(luck_.lines[i].name, Qt::ElideRight, nameWidth));
    }

    // The scale: a faint line at each round step, zero in the text's colour (fair dice's average).
    const ChartScale scale{l.low, l.high, l.step};
    for (int i = 0; l.low + i * l.step <= l.high + l.step / 2; ++i) {
        const double tick = l.low + i * l.step;
        const bool zero = std::abs(tick) < l.step / 2;
        const double y = yOf(l, zero ? 0.0 : tick);
        painter.setPen(zero ? QPen(colors_.text, 1.5) : QPen(colors_.grid, 1));
        painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        painter.setPen(colors_.text);
        painter.drawText(QRectF(turnsMargin, y - metrics.height() / 2, l.plot.left() - 2 * turnsMargin, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, signedDecimal(zero ? 0.0 : tick, scale.decimals()));
    }

    // The lines, each point marked while the turns are far enough apart.
    const bool marked = l.slot >= turnsMarkedSlot;
    for (std::size_t i = 0; i < luck_.lines.size(); ++i) {
        const auto& running = luck_.lines[i].running;
        const std::size_t points = std::min(running.size(), static_cast<std::size_t>(luck_.turns.size()));
        if (points == 0)
            continue;
        const QColor colour = lineColor(static_cast<int>(i));
        QPainterPath path;
        for (std::size_t t = 0; t < points; ++t) {
            const QPointF point(l.plot.left() + l.slot * (double(t) + 0.5), yOf(l, running[t]));
            if (t == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        painter.setPen(QPen(colour, 2.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
        if (marked || points == 1) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            for (std::size_t t = 0; t < points; ++t)
                painter.drawEllipse(QPointF(l.plot.left() + l.slot * (double(t) + 0.5), yOf(l, running[t])), 3.0, 3.0);
        }
    }

    // The turns under the plot, every labelStep-th when they are crowded.
    painter.setPen(colors_.text);
    const double labelWidth = l.slot * l.labelStep;
    for (qsizetype t = 0; t < luck_.turns.size(); t += l.labelStep) {
        // Centred on its turn, but never under the scale's labels nor past the widget's edge.
        const double centre = l.plot.left() + l.slot * (double(t) + 0.5);
        const double left = std::max(l.plot.left(), centre - labelWidth / 2);
        const double right = std::min(double(width()) - turnsMargin, centre + labelWidth / 2);
        painter.drawText(QRectF(left, l.labels.top(), std::max(0.0, right - left), metrics.height()), Qt::AlignHCenter | Qt::AlignTop,
                         metrics.elidedText(luck_.turns[t], Qt::ElideRight, std::max(0.0, right - left)));
    }
}

}  // namespace umpire
