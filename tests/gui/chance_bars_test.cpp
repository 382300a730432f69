// SPDX-License-Identifier: GPL-3.0-or-later
// The chance bars drawn with QPainter: where each bar stands and how tall, what its tooltip
// says, and the colours a grab of the widget shows.
#include "gui_test_support.h"

#include "gui/chance_bars.h"
#include "gui/gui_text.h"

#include <QImage>
#include <QSet>
#include <QTest>

using namespace umpire;

namespace {

ChanceBars::Colors testColors()
{
    return {Qt::white, Qt::black, QColor(0, 0, 0, 48), QColor(0x2f, 0x6d, 0xb5), QColor(0xc4, 0xc9, 0xd0), QColor(0xd0, 0x70, 0x00)};
}

/// The colour at the centre of `rect` in a grab of `bars`.
QColor centreColour(ChanceBars& bars, const QRectF& rect)
{
    const QImage image = bars.grab().toImage();
    const qreal ratio = image.devicePixelRatio();
    return image.pixelColor((rect.center() * ratio).toPoint());
}

}  // namespace

class ChanceBarsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void barsStandInTheirSlotsAtTheirHeights();
    void eachBarHasItsTooltip();
    void grabShowsTheColoursAndTheMark();
    void uprightLabelsTakeTheirRoom();
    void valuesReadAsTheWindowsOtherPercentages();
    void valuesStayOverTheirOwnBars();
    void nothingToChartDrawsOnlyTheBackground();
    void longNamesGoOnOverMoreLines();
};

void ChanceBarsTest::barsStandInTheirSlotsAtTheirHeights()
{
    ChanceBars bars;
    bars.resize(400, 260);
    bars.setBars({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {25.0, 50.0, 0.0}, {});
    // One bar per category, in order, as tall as its share of the 0-100 % scale.
    const QRectF a = bars.barRect(0, false);
    const QRectF b = bars.barRect(1, false);
    QVERIFY(a.left() < b.left());
    QVERIFY(a.right() <= b.left());
    QCOMPARE(a.bottom(), b.bottom());
    QVERIFY(qAbs(b.height() - 2 * a.height()) < 0.01);
    QCOMPARE(bars.barRect(2, false).height(), 0.0);
    QVERIFY(bars.barRect(0, true).isNull());  // no "before" bars
    QVERIFY(bars.barRect(3, false).isNull());

    // With the chances before the last change: a pair per category, the older on the left.
    bars.setBars({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {25.0, 50.0, 0.0}, {50.0, 150.0, 0.0});
    const QRectF before = bars.barRect(0, true);
    const QRectF now = bars.barRect(0, false);
    QVERIFY(before.right() <= now.left() + 0.01);
    QVERIFY(qAbs(before.width() - now.width()) < 0.01);
    QVERIFY(qAbs(before.height() - 2 * now.height()) < 0.01);
    // A value past 100 % stops at the scale's end: as tall as 100 %, not taller.
    QVERIFY(qAbs(bars.barRect(1, true).height() - 2 * bars.barRect(1, false).height()) < 0.01);

    // No values (chances not available): the names stay, no bar stands.
    bars.setBars({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {}, {});
    QVERIFY(bars.barRect(0, false).isNull());
}

void ChanceBarsTest::eachBarHasItsTooltip()
{
    ChanceBars bars;
    bars.resize(400, 260);
    bars.setBars({QStringLiteral("A"), QStringLiteral("B")}, {10.0, 0.0}, {20.0, 30.0});
    bars.setTips({QStringLiteral("A now"), QStringLiteral("B now")}, {QStringLiteral("A before"), QStringLiteral("B before")});
    QCOMPARE(bars.tipAt(bars.barRect(0, false).center().toPoint()), QStringLiteral("A now"));
    QCOMPARE(bars.tipAt(bars.barRect(0, true).center().toPoint()), QStringLiteral("A before"));
    QCOMPARE(bars.tipAt(bars.barRect(1, true).center().toPoint()), QStringLiteral("B before"));
    // A bar of 0 % has no height: its column above it answers.
    const QRectF empty = bars.barRect(1, false);
    QCOMPARE(bars.tipAt(QPointF(empty.center().x(), empty.bottom() - 40).toPoint()), QStringLiteral("B now"));
    // Away from the bars (over the scale's labels): every current tip at once.
    QCOMPARE(bars.tipAt(QPoint(2, bars.height() / 2)), QStringLiteral("A now\nB now"));
}

void ChanceBarsTest::grabShowsTheColoursAndTheMark()
{
    ChanceBars bars;
    bars.resize(400, 260);
    bars.setColors(testColors());
    bars.setBars({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {40.0, 60.0, 80.0}, {20.0, 20.0, 20.0});
    bars.setMarked(1);
    QCOMPARE(bars.marked(), 1);
    QCOMPARE(centreColour(bars, bars.barRect(0, false)), testColors().now);
    QCOMPARE(centreColour(bars, bars.barRect(1, false)), testColors().marked);
    QCOMPARE(centreColour(bars, bars.barRect(2, false)), testColors().now);
    QCOMPARE(centreColour(bars, bars.barRect(2, true)), testColors().before);
    // Above a "before" bar (20 %), at 35 %, between two lines of the grid: the background.
    const QRectF older = bars.barRect(1, true);
    QCOMPARE(centreColour(bars, older.translated(0, -older.height() * 0.75)), QColor(Qt::white));
    // A mark on a category that does not exist is no mark.
    bars.setMarked(7);
    QCOMPARE(bars.marked(), -1);
    QCOMPARE(centreColour(bars, bars.barRect(1, false)), testColors().now);
}

void ChanceBarsTest::uprightLabelsTakeTheirRoom()
{
    ChanceBars bars;
    bars.resize(400, 300);
    QStringList names;
    std::vector<double> full;
    for (int i = 0; i < 12; ++i) {
        names << QStringLiteral("Result number %1").arg(i);
        full.push_back(100.0);
    }
    bars.setBars(names, full, {});
    const double across = bars.barRect(0, false).height();
    bars.setUprightLabels(true);
    QVERIFY(bars.uprightLabels());
    // Whole names standing upright need more height than one line across: the bars give it up.
    QVERIFY2(bars.barRect(0, false).height() < across - 40, qPrintable(QStringLiteral("%1 vs %2").arg(bars.barRect(0, false).height()).arg(across)));
    QVERIFY(!bars.grab().isNull());
}

// The values over the bars read as every other percentage of the window ("33,3 %" in French,
// with the space French puts before it), not as a shorter form of their own ("33,3%").
void ChanceBarsTest::valuesReadAsTheWindowsOtherPercentages()
{
    ChanceBars bars;
    bars.resize(400, 260);
    bars.setBars({QStringLiteral("A"), QStringLiteral("B")}, {33.3, 66.7}, {});
    QCOMPARE(bars.valueLabel(0), QStringLiteral("33.3\u00A0%"));  // a space that does not break
    {
        const test::InterfaceLanguage french(QStringLiteral("fr"));
        QVERIFY(french.loaded());
        QCOMPARE(bars.valueLabel(0), QStringLiteral("33,3\u00A0%"));
        QCOMPARE(bars.valueLabel(1), percentText(66.7));
        QVERIFY(!bars.grab().isNull());
    }
    QCOMPARE(bars.valueLabel(2), QString());  // no such category
    bars.setValuesOnBars(false);
    QCOMPARE(bars.valueLabel(0), QString());
    // Too narrow for them: left to the tooltips.
    bars.setValuesOnBars(true);
    QStringList names;
    std::vector<double> values;
    for (int i = 0; i < 12; ++i) {
        names << QString::number(i);
        values.push_back(8.3);
    }
    bars.setBars(names, values, {});
    bars.resize(200, 260);
    QCOMPARE(bars.valueLabel(0), QString());
    QVERIFY(bars.valueRect(0).isNull());
}

// La fleur au fusil's six combat results beside their chances before the last change, as the
// smallest window (1024x700) draws them: each value stays in its category's slot, over its own
// bar and clear of the grey one beside it, of the next value and of the chart's edge.
void ChanceBarsTest::valuesStayOverTheirOwnBars()
{
    const test::InterfaceLanguage french(QStringLiteral("fr"));
    QVERIFY(french.loaded());
    ChanceBars bars;
    bars.resize(297, 180);
    bars.setBars({QStringLiteral("AL"), QStringLiteral("AR"), QStringLiteral("NE"), QStringLiteral("DR"), QStringLiteral("DL"),
                  QStringLiteral("DLR")},
                 {0.0, 16.7, 33.3, 16.7, 16.7, 16.7}, {16.7, 0.0, 16.7, 16.7, 16.7, 33.3});
    for (int i = 0; i < 6; ++i) {
        const QRectF value = bars.valueRect(i);
        const QRectF bar = bars.barRect(i, false);
        const QString where = QStringLiteral("value %1 at %2..%3, its bar %4..%5, width %6")
                                  .arg(i).arg(value.left()).arg(value.right()).arg(bar.left()).arg(bar.right()).arg(bars.width());
        QVERIFY2(!value.isNull(), qPrintable(where));
        QVERIFY2(value.left() < bar.right() && value.right() > bar.left(), qPrintable(where));
        QVERIFY2(value.left() >= 0 && value.right() <= bars.width() - 1, qPrintable(where));
        // Wider than its bar, it is not written over either bar of its pair: AL's 0 % stands
        // above the taller grey 16,7 % beside it.
        QVERIFY2(!value.intersects(bar) && !value.intersects(bars.barRect(i, true)), qPrintable(where));
        QVERIFY2(value.top() >= 0, qPrintable(where));
        if (i + 1 < 6) {
            QVERIFY2(value.right() <= bars.valueRect(i + 1).left(), qPrintable(where));
            QVERIFY2(value.right() <= bars.barRect(i + 1, true).left(), qPrintable(where));
        }
    }
}

void ChanceBarsTest::nothingToChartDrawsOnlyTheBackground()
{
    // Before any procedure (the modules still loading): no scale, no legend, no bars.
    ChanceBars bars;
    bars.setColors(testColors());
    bars.setLegend(QStringLiteral("Now"), QStringLiteral("Before"));
    bars.resize(300, 200);
    const auto colours = [&] {
        const QImage image = bars.grab().toImage();
        QSet<QRgb> seen;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                seen.insert(image.pixel(x, y));
        return seen;
    };
    QCOMPARE(colours(), QSet<QRgb>{QColor(Qt::white).rgb()});
    // With chances, the scale, the legend and the bars are drawn.
    bars.setBars({QStringLiteral("A")}, {40.0}, {});
    const QSet<QRgb> drawn = colours();
    QVERIFY(drawn.contains(QColor(0x2f, 0x6d, 0xb5).rgb()));
    QVERIFY(drawn.contains(QColor(Qt::black).rgb()));
    // Back to nothing: the background again.
    bars.setBars({}, {}, {});
    QCOMPARE(colours(), QSet<QRgb>{QColor(Qt::white).rgb()});
}

void ChanceBarsTest::longNamesGoOnOverMoreLines()
{
    // The names of Campaigns of Napoleon's battle at 1024x700, where they ended in "…".
    ChanceBars bars;
    bars.resize(300, 220);
    const QStringList names{QStringLiteral("Advantaged side wins"), QStringLiteral("Disadvantaged side wins"),
                            QStringLiteral("Perte d'un pas")};
    bars.setBars(names, {50.0, 40.0, 10.0}, {});
    const QRectF plotBefore = bars.barRect(0, false);
    for (int i = 0; i < names.size(); ++i) {
        const QString shown = bars.categoryLabel(i);
        QVERIFY2(!shown.contains(QChar(0x2026)), qPrintable(shown));
        QCOMPARE(QString(shown).remove(QLatin1Char('\n')).remove(QLatin1Char(' ')), QString(names.at(i)).remove(QLatin1Char(' ')));
    }
    QVERIFY(bars.categoryLabel(1).contains(QLatin1Char('\n')));
    // The lines take their room from the bars, not from the widget below.
    bars.setBars({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {50.0, 40.0, 10.0}, {});
    QVERIFY(bars.barRect(0, false).height() > plotBefore.height());
    // Past three lines the name is cut, with "…".
    bars.setBars({QStringLiteral("A name of many words that three lines cannot hold at all"), QStringLiteral("B"), QStringLiteral("C")},
                 {50.0, 40.0, 10.0}, {});
    QCOMPARE(bars.categoryLabel(0).count(QLatin1Char('\n')), 2);
    QVERIFY(bars.categoryLabel(0).endsWith(QChar(0x2026)));
}

QTEST_MAIN(ChanceBarsTest)
#include "chance_bars_test.moc"
