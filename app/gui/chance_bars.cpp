// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/chance_bars.h"

#include "gui/chart_tool_tip.h"
#include "gui/gui_text.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace umpire {

namespace {

constexpr double margin = 4.0;
/// Share of a category's slot its bars fill; the rest separates the groups.
constexpr double groupShare = 0.85;
constexpr int tickStep = 20;

QString axisText(int percent) { return QLocale().toString(percent) + QStringLiteral("\u00A0%"); }

/// The legend's coloured square, and the room between two of its keys on one line.
double swatchSize(const QFontMetricsF& metrics) { return metrics.height() * 0.7; }
double legendGap(const QFontMetricsF& metrics) { return 2 * metrics.averageCharWidth(); }

/// Lines a category name may take across, under its bar; past them the last line is cut.
constexpr int maxNameLines = 3;

/// `word` in pieces of at most `width` (one piece when it fits).
QStringList brokenWord(const QFontMetricsF& metrics, const QString& word, double width)
{
    QStringList pieces;
    QString piece;
    for (const QChar c : word) {
        if (!piece.isEmpty() && metrics.horizontalAdvance(piece + c) > width) {
            pieces << piece;
            piece.clear();
        }
        piece += c;
    }
    if (!piece.isEmpty())
        pieces << piece;
    return pieces;
}

/// `name` in lines of at most `width`, cut between words, and inside a word wider than
/// `width`; a line past maxNameLines is cut with an ellipsis.
QStringList wrappedName(const QFontMetricsF& metrics, const QString& name, double width)
{
    QStringList lines;
    QString line;
    QStringList words;
    for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words << brokenWord(metrics, word, width);
    for (const QString& word : std::as_const(words)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
            line = longer;
            continue;
        }
        lines << line;
        line = word;
    }
    if (!line.isEmpty() || lines.isEmpty())
        lines << line;
    if (lines.size() > maxNameLines) {
        const QStringList rest = lines.mid(maxNameLines - 1);
        lines = lines.mid(0, maxNameLines - 1);
        lines << rest.join(QLatin1Char(' '));
    }
    for (QString& l : lines)
        l = metrics.elidedText(l, Qt::ElideRight, width);
    return lines;
}

QFont smaller(const QFont& font)
{
    QFont small = font;
    small.setPointSizeF(font.pointSizeF() * 0.85);
    return small;
}

}  // namespace

ChanceBars::ChanceBars(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void ChanceBars::setBars(const QStringList& categories, const std::vector<double>& now, const std::vector<double>& before)
{
    const bool geometry = categories != categories_;
    categories_ = categories;
    now_ = now;
    before_ = before;
    if (marked_ >= static_cast<int>(categories_.size()))
        marked_ = -1;
    if (geometry)
        updateGeometry();  // upright labels take the height of the longest name
    update();
}

void ChanceBars::setTips(const QStringList& nowTips, const QStringList& beforeTips)
{
    nowTips_ = nowTips;
    beforeTips_ = beforeTips;
    setToolTip(nowTips.join(QLatin1Char('\n')));
    setAccessibleDescription(toolTip());
}

void ChanceBars::setMarked(int index)
{
    marked_ = index >= 0 && index < static_cast<int>(categories_.size()) ? index : -1;
    update();
}

void ChanceBars::setValuesOnBars(bool shown)
{
    valuesOnBars_ = shown;
    update();
}

void ChanceBars::setUprightLabels(bool upright)
{
    upright_ = upright;
    updateGeometry();
    update();
}

void ChanceBars::setLegend(const QString& nowLabel, const QString& beforeLabel)
{
    nowLabel_ = nowLabel;
    beforeLabel_ = beforeLabel;
    update();
}

void ChanceBars::setColors(const Colors& colors)
{
    colors_ = colors;
    update();
}

QSize ChanceBars::sizeHint() const { return {420, 220}; }

QSize ChanceBars::minimumSizeHint() const { return {160, 160}; }

ChanceBars::Layout ChanceBars::layout() const
{
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    QRectF area = QRectF(rect()).adjusted(margin, margin, -margin, -margin);
    Layout layout;
    const std::size_t keys = legendKeys().size();
    layout.legendOneLine = keys == 1 || legendWidth(metrics) <= area.width();
    layout.legend = QRectF(area.left(), area.top(), area.width(), line * double(layout.legendOneLine ? 1 : keys));
    area.setTop(layout.legend.bottom() + margin);
    const double axisWidth = metrics.horizontalAdvance(axisText(100)) + 2 * margin;
    const double plotWidth = std::max(0.0, area.width() - axisWidth);
    layout.slot = categories_.isEmpty() ? 0.0 : plotWidth / double(categories_.size());
    double labelHeight = line + margin;
    if (upright_) {
        double widest = 0;
        for (const QString& name : categories_)
            widest = std::max(widest, metrics.horizontalAdvance(name));
        labelHeight = widest + 2 * margin;
    } else {
        // Across, a name too long for its slot goes on over more lines rather than being cut.
        qsizetype lines = 1;
        for (const QString& name : categories_)
            lines = std::max(lines, wrappedName(metrics, name, layout.slot).size());
        labelHeight = line * double(lines) + margin;
    }
    // Room above 100 % for a value written over a full bar, or half the top tick's label.
    const double headroom = valuesOnBars_ ? QFontMetricsF(smaller(font())).height() + 2 : line / 2;
    layout.plot = QRectF(area.left() + axisWidth, area.top() + headroom, plotWidth, std::max(0.0, area.height() - headroom - labelHeight));
    layout.labels = QRectF(layout.plot.left(), layout.plot.bottom() + margin / 2, layout.plot.width(), labelHeight - margin / 2);
    return layout;
}

std::vector<ChanceBars::LegendKey> ChanceBars::legendKeys() const
{
    std::vector<LegendKey> keys;
    if (!before_.empty())
        keys.push_back({colors_.before, beforeLabel_});
    keys.push_back({colors_.now, nowLabel_});
    return keys;
}

double ChanceBars::legendWidth(const QFontMetricsF& metrics) const
{
    const double swatch = swatchSize(metrics);
    const double gap = legendGap(metrics);
    double width = -gap;
    for (const LegendKey& key : legendKeys())
        width += swatch + margin + metrics.horizontalAdvance(key.name) + gap;
    return width;
}

QRectF ChanceBars::barRect(int index, bool before) const { return barRect(layout(), index, before); }

QRectF ChanceBars::barRect(const Layout& l, int index, bool before) const
{
    const std::vector<double>& values = before ? before_ : now_;
    if (index < 0 || index >= static_cast<int>(categories_.size()) || static_cast<std::size_t>(index) >= values.size())
        return {};
    const double group = l.slot * groupShare;
    const bool pair = !before_.empty();
    const double width = pair ? group / 2 : group;
    const double left = l.plot.left() + l.slot * index + (l.slot - group) / 2 + (pair && !before ? width : 0.0);
    const double value = std::clamp(values[static_cast<std::size_t>(index)], 0.0, 100.0);
    const double height = l.plot.height() * value / 100.0;
    return {left, l.plot.bottom() - height, width, height};
}

bool ChanceBars::valuesWritten(const Layout& l) const
{
    if (!valuesOnBars_)
        return false;
    const QFontMetricsF smallMetrics(smaller(font()));
    for (const double value : now_)
        if (smallMetrics.horizontalAdvance(percentText(value)) + margin > l.slot)
            return false;
    return true;
}

QString ChanceBars::categoryLabel(int index) const
{
    if (index < 0 || index >= static_cast<int>(categories_.size()))
        return {};
    if (upright_)
        return categories_[index];
    return wrappedName(QFontMetricsF(font()), categories_[index], layout().slot).join(QLatin1Char('\n'));
}

QString ChanceBars::valueLabel(int index) const
{
    if (index < 0 || static_cast<std::size_t>(index) >= now_.size() || index >= static_cast<int>(categories_.size()) ||
        !valuesWritten(layout()))
        return {};
    return percentText(now_[static_cast<std::size_t>(index)]);
}

QRectF ChanceBars::valueRect(int index) const
{
    const Layout l = layout();
    return valuesWritten(l) ? valueRect(l, index) : QRectF();
}

QRectF ChanceBars::valueRect(const Layout& l, int index) const
{
    const QRectF now = barRect(l, index, false);
    if (now.isNull())
        return {};
    const QFontMetricsF metrics(smaller(font()));
    const double width = metrics.horizontalAdvance(percentText(now_[static_cast<std::size_t>(index)])) + 2;
    // Over its own bar, but inside its category's slot: the newer bar of a pair stands right of
    // the slot's middle, and a value centred on it ran into the next category's bars, the last
    // one past the chart's edge ("16,7 " with its "%" cut off at 1024x700).
    const double slotLeft = l.plot.left() + l.slot * index;
    const double left = std::clamp(now.center().x() - width / 2, slotLeft, std::max(slotLeft, slotLeft + l.slot - width));
    // The value is wider than its bar: where it reaches over the taller "before" bar of its pair,
    // it stands above that one, not written over it.
    double top = now.top();
    const QRectF before = barRect(l, index, true);
    if (!before.isNull() && left < before.right() && left + width > before.left())
        top = std::min(top, before.top());
    return {left, top - metrics.height() - 1, width, metrics.height()};
}

QString ChanceBars::tipAt(QPoint position) const
{
    const Layout l = layout();
    // A category's whole column answers, so that a bar of 0 % has its tooltip too.
    const QRectF columns(l.plot.left(), l.plot.top(), l.plot.width(), l.labels.bottom() - l.plot.top());
    if (l.slot <= 0 || !columns.contains(position))
        return toolTip();
    const int index = std::clamp(static_cast<int>((position.x() - l.plot.left()) / l.slot), 0, static_cast<int>(categories_.size()) - 1);
    const double middle = l.plot.left() + l.slot * (index + 0.5);
    const bool before = !before_.empty() && position.x() < middle;
    const QString tip = (before ? beforeTips_ : nowTips_).value(index);
    return tip.isEmpty() ? toolTip() : tip;
}

bool ChanceBars::event(QEvent* event)
{
    return answerChartToolTip(this, event, [this](const QPoint& at) { return tipAt(at); }) || QWidget::event(event);
}

void ChanceBars::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), colors_.background);
    // Nothing to chart yet (the modules are loading, or no procedure is chosen): a scale and a
    // legend with no bars would tell nothing, and drawing them was an eighth of the first frame.
    if (categories_.isEmpty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    const Layout l = layout();
    const QFontMetricsF metrics(font());

    // The legend: a swatch and a name for each kind of bar shown, centred on one line, or one
    // under the other when they do not fit side by side.
    {
        const std::vector<LegendKey> keys = legendKeys();
        const double swatch = swatchSize(metrics);
        const double gap = legendGap(metrics);
        double x = l.legendOneLine ? l.legend.center().x() - legendWidth(metrics) / 2 : l.legend.left();
        double y = l.legend.top();
        for (const LegendKey& key : keys) {
            const double nameWidth = std::min(metrics.horizontalAdvance(key.name), l.legend.width() - swatch - margin);
            painter.setPen(Qt::NoPen);
            painter.setBrush(key.color);
            painter.drawRect(QRectF(x, y + (metrics.height() - swatch) / 2, swatch, swatch));
            painter.setPen(colors_.text);
            const QString name = metrics.elidedText(key.name, Qt::ElideRight, nameWidth);
            painter.drawText(QRectF(x + swatch + margin, y, nameWidth + 1, metrics.height()), Qt::AlignLeft | Qt::AlignVCenter, name);
            if (l.legendOneLine)
                x += swatch + margin + nameWidth + gap;
            else
                y += metrics.height();
        }
    }

    // The scale: a line and a label every 20 %.
    for (int tick = 0; tick <= 100; tick += tickStep) {
        const double y = l.plot.bottom() - l.plot.height() * tick / 100.0;
        painter.setPen(QPen(tick == 0 ? colors_.text : colors_.grid, 1));
        painter.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        painter.setPen(colors_.text);
        painter.drawText(QRectF(margin, y - metrics.height() / 2, l.plot.left() - 2 * margin, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, axisText(tick));
    }

    // The bars, and each current value above its own when every value fits its slot (a
    // narrow chart leaves them to the tooltips rather than let them run into each other).
    painter.setPen(Qt::NoPen);
    const QFont small = smaller(font());
    const bool valuesFit = valuesWritten(l);
    for (int i = 0; i < static_cast<int>(categories_.size()); ++i) {
        const QRectF before = barRect(l, i, true);
        if (!before.isNull()) {
            painter.setBrush(colors_.before);
            painter.drawRect(before);
        }
        const QRectF now = barRect(l, i, false);
        if (now.isNull())
            continue;
        painter.setBrush(i == marked_ ? colors_.marked : colors_.now);
        painter.drawRect(now);
        if (valuesFit) {
            painter.setFont(small);
            painter.setPen(colors_.text);
            painter.drawText(valueRect(l, i), Qt::AlignCenter, percentText(now_[static_cast<std::size_t>(i)]));
            painter.setFont(font());
            painter.setPen(Qt::NoPen);
        }
    }

    // The names under the bars: across, cut to the slot when they must be, or upright, whole.
    painter.setPen(colors_.text);
    for (int i = 0; i < static_cast<int>(categories_.size()); ++i) {
        const double centre = l.plot.left() + l.slot * (i + 0.5);
        const QString& name = categories_[i];
        if (upright_) {
            painter.save();
            painter.translate(centre, l.labels.top());
            painter.rotate(-90);
            // Rotated a quarter turn back, the name reads upwards and ends at the axis.
            painter.drawText(QRectF(-l.labels.height(), -metrics.height() / 2, l.labels.height(), metrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, name);
            painter.restore();
        } else {
            const QStringList lines = wrappedName(metrics, name, l.slot);
            for (qsizetype n = 0; n < lines.size(); ++n)
                painter.drawText(QRectF(centre - l.slot / 2, l.labels.top() + metrics.height() * double(n), l.slot, metrics.height()),
                                 Qt::AlignHCenter | Qt::AlignTop, lines[n]);
        }
    }
}

}  // namespace umpire
