// SPDX-License-Identifier: GPL-3.0-or-later
// Log > Luck report: the window shows a report's numbers and sentences as they are, and its charts
// paint in the light and the dark palette (luck_report_job_test.cpp: how the report is worked
// out). Set UMPIRE_SCREENSHOT_DIR to have the window's pictures written there.
#include "gui_test_support.h"

#include "gui/dice_faces_chart.h"
#include "gui/log_job.h"
#include "gui/luck_over_turns_chart.h"
#include "gui/luck_report_view.h"
#include "gui/luck_report_window.h"
#include "gui/palette_theme.h"
#include "gui/rated_roll_text.h"

#include "engine/fraction.h"
#include "engine/game.h"
#include "log/game_log.h"

#include <QAction>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include <cmath>

using namespace umpire;

namespace {

const QString kLuckGame = QStringLiteral("la-fleur-au-fusil");

RatedRoll luckRoll(const QString& result, Fraction chance, Fraction luck, const QString& turn, const QString& favours,
                   const QString& player, const QString& column = QStringLiteral("1:1"))
{
    RatedRoll roll;
    roll.entryId = 1;
    roll.sessionId = 3;
    roll.turn = turn;
    roll.procedure = QStringLiteral("Combat");
    roll.result = result;
    roll.column = column;
    roll.favours = favours;
    roll.player = player;
    roll.chance = chance;
    roll.luck = luck;
    return roll;
}

LuckTally luckTally(const QString& name, qint64 rated, double total, double variance)
{
    LuckTally tally;
    tally.name = name;
    tally.rated = rated;
    tally.totalLuck = total;
    tally.variance = variance;
    return tally;
}

DiceFairness luckDice(DiceOrigin origin, std::vector<std::int64_t> faces, double chiSquare, double pValue, DiceFairness::Verdict verdict)
{
    DiceFairness dice;
    dice.origin = origin;
    dice.sides = static_cast<int>(faces.size());
    for (const std::int64_t count : faces)
        dice.thrown += count;
    dice.faces = std::move(faces);
    dice.chiSquare = chiSquare;
    dice.pValue = pValue;
    dice.verdict = verdict;
    return dice;
}

/// A session of 42 rolls, 40 rated, by hand: what the builder would give, every number known.
LuckReport handFilledReport()
{
    LuckReport report;
    report.sessionId = 3;
    report.sessions = 1;
    report.rolls = 42;
    report.overall = luckTally(QString(), 40, 3.25, 3.3);
    report.bySide = {luckTally(QStringLiteral("the attacker"), 22, 4.1, 1.8), luckTally(QStringLiteral("the defender"), 18, -0.85, 1.5)};
    report.byPlayer = {luckTally(QStringLiteral("Anne"), 24, 3.6, 2.0), luckTally(QStringLiteral("Bruno"), 16, -0.35, 1.3)};
    report.overTurns.turns = {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4"),
                              QStringLiteral("5"), QStringLiteral("6"), QStringLiteral("7"), QStringLiteral("8")};
    report.overTurns.lines = {{QStringLiteral("the attacker"), {0.4, 1.1, 0.9, 2.4, 2.9, 3.3, 3.8, 4.1}},
                              {QStringLiteral("the defender"), {-0.2, -0.6, 0.1, -0.4, -1.2, -0.9, -1.1, -0.85}}};
    report.luckiest = {luckRoll(QStringLiteral("DE"), Fraction(1, 36), Fraction(35, 72), QStringLiteral("4"), QStringLiteral("the attacker"),
                                QStringLiteral("Anne")),
                       luckRoll(QStringLiteral("DR"), Fraction(8, 36), Fraction(7, 18), QStringLiteral("6"), QStringLiteral("the attacker"),
                                QStringLiteral("Anne"), QStringLiteral("2:1")),
                       luckRoll(QStringLiteral("NE"), Fraction(1, 6), Fraction(1, 3), QStringLiteral("2"), QStringLiteral("the defender"),
                                QString(), QString())};
    report.unluckiest = {luckRoll(QStringLiteral("AE"), Fraction(1, 36), Fraction(-35, 72), QStringLiteral("5"),
                                  QStringLiteral("the attacker"), QStringLiteral("Bruno")),
                         luckRoll(QStringLiteral("AR"), Fraction(5, 36), Fraction(-31, 72), QStringLiteral("7"),
                                  QStringLiteral("the defender"), QStringLiteral("Anne")),
                         luckRoll(QStringLiteral("EX"), Fraction(1, 12), Fraction(-3, 8), QString(), QStringLiteral("the attacker"),
                                  QStringLiteral("Bruno"))};
    report.unrated.readOffChart = 1;
    report.unrated.noLuckOrder = 1;
    report.dice = {luckDice(DiceOrigin::Rolled, {7, 6, 8, 5, 7, 7}, 0.8, 0.98, DiceFairness::Verdict::Fair),
                   luckDice(DiceOrigin::Physical, {5, 4, 6, 5, 4, 36}, 88.4, 1e-17, DiceFairness::Verdict::Unfair),
                   luckDice(DiceOrigin::Physical, {2, 1, 0, 3, 1, 2, 0, 1, 2, 0}, 0, 1, DiceFairness::Verdict::TooFew)};
    return report;
}

/// The colour at `point` of a grab of `widget`.
QColor colourAt(QWidget* widget, QPointF point)
{
    const QImage image = widget->grab().toImage();
    return image.pixelColor((point * image.devicePixelRatio()).toPoint());
}

/// Colours as a grab gives them may differ by antialiasing: near enough is the same.
bool nearColour(const QColor& a, const QColor& b)
{
    return std::abs(a.red() - b.red()) <= 24 && std::abs(a.green() - b.green()) <= 24 && std::abs(a.blue() - b.blue()) <= 24;
}


}  // namespace

class LuckReportWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void cleanup() { PaletteTheme::apply(PaletteTheme::Kind::Light); }
    void chancesAndRollsReadAsPlayersSayThem();
    void windowShowsTheReportsNumbers();
    void tooFewRollsSayItCannotTell();
    void chartsPaintInTheLightAndDarkPalettes();
    void screenshotOfTheWindow();
};

void LuckReportWindowTest::chancesAndRollsReadAsPlayersSayThem()
{
    QCOMPARE(chanceInWords(Fraction(1, 36)), QStringLiteral("1 in 36"));
    QCOMPARE(chanceInWords(Fraction(5, 36)), QStringLiteral("5 in 36"));
    QCOMPARE(chanceInWords(Fraction(8, 36)), QStringLiteral("2 in 9"));  // a fraction is kept in lowest terms
    const LuckReport report = handFilledReport();
    QCOMPARE(ratedRollSentence(report.luckiest[0], false),
             QStringLiteral("Combat: a 1-in-36 DE at 1:1 on turn 4, for the attacker, rolled by Anne (luck +0.49)"));
    // "an 8", "an 11", "an 18", "an 80-something": as English reads them aloud.
    RatedRoll eight = report.luckiest[1];
    eight.chance = Fraction(8, 37);
    QVERIFY2(ratedRollSentence(eight, false).startsWith(QStringLiteral("Combat: an 8-in-37 DR at 2:1")), qPrintable(ratedRollSentence(eight, false)));
    eight.chance = Fraction(11, 36);
    QVERIFY(ratedRollSentence(eight, false).contains(QStringLiteral("an 11-in-36")));
    eight.chance = Fraction(1, 18);
    QVERIFY(ratedRollSentence(eight, false).contains(QStringLiteral("a 1-in-18")));
    // What a roll lacks is left out: no column, no player.
    QCOMPARE(ratedRollSentence(report.luckiest[2], false), QStringLiteral("Combat: a 1-in-6 NE on turn 2, for the defender (luck +0.33)"));
    // No turn, and a report of every session names the session.
    QCOMPARE(ratedRollSentence(report.unluckiest[2], false),
             QStringLiteral("Combat: a 1-in-12 EX at 1:1, for the attacker, rolled by Bruno (luck -0.38)"));
    QCOMPARE(ratedRollSentence(report.unluckiest[0], true),
             QStringLiteral("Combat: a 1-in-36 AE at 1:1 on turn 5 of session 3, for the attacker, rolled by Bruno (luck -0.49)"));
}

void LuckReportWindowTest::windowShowsTheReportsNumbers()
{
    LuckReportWindow window;
    QSignalSpy shown(&window, &LuckReportWindow::reportShown);
    window.showReport(handFilledReport());
    QCOMPARE(shown.count(), 1);
    const LuckReportView* view = window.view();
    QVERIFY(view->hasReport());
    QCOMPARE(view->scopeLabel()->text(), QStringLiteral("Session 3"));
    QCOMPARE(view->rollsLabel()->text(), QStringLiteral("42 (voided rolls left out)"));
    QCOMPARE(view->ratedLabel()->text(), QStringLiteral("40 (2 not rated: see below)"));
    QCOMPARE(view->totalLabel()->text(), QStringLiteral("+3.25"));
    QCOMPARE(view->meanLabel()->text(), QStringLiteral("+0.081 a roll"));
    // z = 3.25 / sqrt(3.3) = 1.79: ordinary, and fair dice keep 40 rolls within 1.96 sqrt(3.3) = 3.56.
    const QString verdict = view->verdictLabel()->text();
    QVERIFY2(verdict.startsWith(QStringLiteral("Ordinary luck")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("Fair dice keep a total within ±3.56 for 40 rolls 95 times in 100.")), qPrintable(verdict));
    QVERIFY2(verdict.contains(QStringLiteral("z = +1.79, p = 0.07")), qPrintable(verdict));

    // A row per side and per player: name, rolls, total, mean, verdict.
    const QTableWidget* sides = view->sideTable();
    QCOMPARE(sides->rowCount(), 2);
    const QStringList attacker{sides->item(0, 0)->text(), sides->item(0, 1)->text(), sides->item(0, 2)->text(), sides->item(0, 3)->text(),
                               sides->item(0, 4)->text()};
    // 4.1 / sqrt(1.8) = 3.06: very lucky.
    QCOMPARE(attacker, (QStringList{QStringLiteral("the attacker"), QStringLiteral("22"), QStringLiteral("+4.10"), QStringLiteral("+0.186"),
                                    QStringLiteral("very lucky")}));
    QVERIFY(sides->item(0, 4)->toolTip().contains(QStringLiteral("once in")));
    QCOMPARE(sides->item(1, 2)->text(), QStringLiteral("-0.85"));
    QCOMPARE(sides->item(1, 4)->text(), QStringLiteral("ordinary"));
    const QTableWidget* players = view->playerTable();
    QCOMPARE(players->rowCount(), 2);
    QCOMPARE(players->item(0, 0)->text(), QStringLiteral("Anne"));
    QCOMPARE(players->item(0, 1)->text(), QStringLiteral("24"));
    QCOMPARE(players->item(0, 2)->text(), QStringLiteral("+3.60"));
    // 3.6 / sqrt(2) = 2.55: lucky.
    QCOMPARE(players->item(0, 4)->text(), QStringLiteral("lucky"));
    QCOMPARE(players->item(1, 3)->text(), QStringLiteral("-0.022"));

    // The chart has the report's lines; the rolls are in words.
    QCOMPARE(view->overTurnsChart()->luck().lines.size(), std::size_t(2));
    QCOMPARE(view->overTurnsChart()->luck().turns.size(), 8);
    const QStringList luckiest = view->luckiestLabel()->text().split(QLatin1Char('\n'));
    QCOMPARE(luckiest.size(), 3);
    QCOMPARE(luckiest[0], QStringLiteral("1. Combat: a 1-in-36 DE at 1:1 on turn 4, for the attacker, rolled by Anne (luck +0.49)"));
    QCOMPARE(luckiest[1], QStringLiteral("2. Combat: a 2-in-9 DR at 2:1 on turn 6, for the attacker, rolled by Anne (luck +0.39)"));
    QVERIFY(view->unluckiestLabel()->text().startsWith(QStringLiteral("1. Combat: a 1-in-36 AE at 1:1 on turn 5")));
    const QString unrated = view->unratedLabel()->text();
    QVERIFY2(unrated.startsWith(QStringLiteral("2 in all, never guessed: ")), qPrintable(unrated));
    QVERIFY(unrated.contains(QStringLiteral("1 read off the printed chart")));
    QVERIFY(unrated.contains(QStringLiteral("1 whose procedure does not say whom a result favours")));

    // The dice: one chart each, program dice first, then the table's; the loaded die is named unfair.
    QCOMPARE(view->diceCharts().size(), 3);
    QCOMPARE(view->diceCharts()[1]->faces(), (std::vector<std::int64_t>{5, 4, 6, 5, 4, 36}));
    QCOMPARE(view->diceCharts()[1]->expected(), 10.0);
    const QList<QLabel*> headings = view->diceHeadings();
    QCOMPARE(headings[0]->text(), QStringLiteral("d6: 40 thrown, fair"));
    QCOMPARE(headings[1]->text(), QStringLiteral("d6: 60 thrown, unfair"));
    QCOMPARE(headings[2]->text(), QStringLiteral("d10: 12 thrown, too few throws"));
    const QList<QLabel*> verdicts = view->diceVerdicts();
    QCOMPARE(verdicts[0]->text(), QStringLiteral("Nothing a fair die would not do (chi-square 0.8 with 5 degrees of freedom, p = 0.98)."));
    QVERIFY2(verdicts[1]->text().startsWith(QStringLiteral("These dice do not look fair")), qPrintable(verdicts[1]->text()));
    QVERIFY(verdicts[1]->text().contains(QStringLiteral("chi-square 88.4 with 5 degrees of freedom, p < 0.001")));
    // A d10 needs 5 throws a face: 50, so 38 more.
    QCOMPARE(verdicts[2]->text(), QStringLiteral("Too few throws to tell yet: about 38 more are needed."));
}

void LuckReportWindowTest::tooFewRollsSayItCannotTell()
{
    LuckReportWindow window;
    LuckReport report;
    report.sessionId = 1;
    report.sessions = 1;
    report.rolls = 5;
    report.overall = luckTally(QString(), 5, 1.2, 0.4);
    window.showReport(report);
    QCOMPARE(window.view()->verdictLabel()->text(), QStringLiteral("Too few rolls to tell: 5 rated, and it takes at least 10."));
    QCOMPARE(window.view()->ratedLabel()->text(), QStringLiteral("5"));
    QCOMPARE(window.view()->unratedLabel()->text(), QStringLiteral("Every roll read was rated."));
    QCOMPARE(window.view()->luckiestLabel()->text(), QStringLiteral("No roll was rated."));
    QCOMPARE(window.view()->sideTable()->rowCount(), 0);
    QCOMPARE(window.view()->diceCharts().size(), 0);
    QVERIFY(window.view()->findChild<QLabel*>(QStringLiteral("noDice")));
    // Nothing to draw: the chart says so rather than draw an empty scale.
    QVERIFY(!window.view()->overTurnsChart()->grab().isNull());
}

void LuckReportWindowTest::chartsPaintInTheLightAndDarkPalettes()
{
    for (const PaletteTheme::Kind kind : {PaletteTheme::Kind::Light, PaletteTheme::Kind::Dark}) {
        PaletteTheme::apply(kind);
        LuckReportWindow window;
        window.resize(900, 800);
        window.showReport(handFilledReport());
        QVERIFY(test::showAndActivate(&window));
        LuckOverTurnsChart* chart = window.view()->overTurnsChart();
        QVERIFY(chart->height() >= 180);
        const QPalette palette = QGuiApplication::palette();
        QCOMPARE(chart->colors().background, palette.color(QPalette::Base));
        QCOMPARE(chart->colors().text, palette.color(QPalette::Text));
        // The scale holds every total and zero: the attacker's +4.1 at the top, the defender's -1.2 above the bottom.
        QVERIFY(chart->scaleHigh() >= 4.1);
        QVERIFY(chart->scaleLow() <= -1.2);
        const QRectF plot = chart->plotRect();
        QVERIFY(chart->zeroY() > plot.top() && chart->zeroY() < plot.bottom());
        QVERIFY(chart->pointOf(0, 7).y() < chart->zeroY());  // lucky: above zero
        QVERIFY(chart->pointOf(1, 4).y() > chart->zeroY());  // unlucky: below
        QVERIFY(chart->pointOf(0, 0).x() < chart->pointOf(0, 1).x());
        QVERIFY(chart->pointOf(2, 0).isNull());
        // Each side's points in its own colour; the background in the palette's.
        QVERIFY2(nearColour(colourAt(chart, chart->pointOf(0, 7)), chart->lineColor(0)), qPrintable(colourAt(chart, chart->pointOf(0, 7)).name()));
        QVERIFY2(nearColour(colourAt(chart, chart->pointOf(1, 4)), chart->lineColor(1)), qPrintable(colourAt(chart, chart->pointOf(1, 4)).name()));
        QVERIFY(nearColour(colourAt(chart, QPointF(plot.right() - 2, plot.top() + 2)), palette.color(QPalette::Base)));
        QVERIFY(chart->lineColor(0) != chart->lineColor(1));
        QCOMPARE(chart->shownTurnLabels().size(), 8);
        QVERIFY(chart->tipAt(chart->pointOf(0, 3).toPoint()).startsWith(QStringLiteral("Total luck after turn 4:")));

        // The dice, on their own tab.
        window.view()->tabs()->setCurrentIndex(1);
        QTest::qWait(20);
        const QList<DiceFacesChart*> dice = window.view()->diceCharts();
        QCOMPARE(dice.size(), 3);
        for (DiceFacesChart* faces : dice) {
            QVERIFY(faces->isVisible());
            QVERIFY(faces->height() >= 140);
            QCOMPARE(faces->colors().background, palette.color(QPalette::Base));
        }
        DiceFacesChart* loaded = dice[1];
        // Each face's bar as tall as its count: the sixes six times the fours... and the fair count's line at 10.
        const QRectF four = loaded->barRect(1);
        const QRectF six = loaded->barRect(5);
        QVERIFY(std::abs(six.height() - 9 * four.height()) < 1.0);
        QVERIFY(loaded->expectedY() < four.top() && loaded->expectedY() > six.top());
        QCOMPARE(loaded->countLabel(5), QStringLiteral("36"));
        QVERIFY(nearColour(colourAt(loaded, QPointF(six.center().x(), six.bottom() - 3)), loaded->colors().bars));
        QVERIFY(nearColour(colourAt(loaded, QPointF(loaded->barRect(0).right() + 2, loaded->expectedY())), loaded->colors().expected) ||
                nearColour(colourAt(loaded, QPointF(loaded->barRect(0).right() + 6, loaded->expectedY())), loaded->colors().expected));
        QVERIFY(loaded->tipAt(six.center().toPoint()).startsWith(QStringLiteral("Face 6: 36 (a fair die: about 10.0)")));
        // A d10's faces all named under their bars in a cell half the window wide.
        QCOMPARE(dice[2]->faces().size(), std::size_t(10));
        QVERIFY(!dice[2]->barRect(9).isNull());
    }
}

void LuckReportWindowTest::screenshotOfTheWindow()
{
    const QString dir = qEnvironmentVariable("UMPIRE_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("UMPIRE_SCREENSHOT_DIR is not set");
    QVERIFY(QDir().mkpath(dir));
    // A log with the session reported on, so that the chooser above the report names it as it would.
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), 1, QStringLiteral("Trial game")));
    GameLog log;
    QVERIFY(log.open(scratch.logPath()).ok());
    Game game;
    game.id = kLuckGame.toStdString();
    game.title = "La fleur au fusil";
    LuckReport report = handFilledReport();
    report.sessionId = 1;
    for (const PaletteTheme::Kind kind : {PaletteTheme::Kind::Light, PaletteTheme::Kind::Dark}) {
        PaletteTheme::apply(kind);
        LuckReportWindow window;
        window.setGames(std::make_shared<const std::vector<Game>>(std::vector<Game>{game}));
        window.setLog(scratch.logPath(), log);
        window.chooseSession(1);
        QVERIFY(!window.job());  // choosing is not asking: no report is worked out yet
        window.resize(860, 900);
        window.showReport(report);
        QCOMPARE(window.view()->scopeLabel()->text(), QStringLiteral("Session 1 — La fleur au fusil, Trial game"));
        QVERIFY(test::showAndActivate(&window));
        const QString suffix = kind == PaletteTheme::Kind::Dark ? QStringLiteral("-dark") : QString();
        for (int tab = 0; tab < 2; ++tab) {
            window.view()->tabs()->setCurrentIndex(tab);
            QTest::qWait(50);
            const QString path =
                QDir(dir).filePath(QStringLiteral("luck-window%1%2.png").arg(tab == 1 ? QStringLiteral("-dice") : QString(), suffix));
            QVERIFY2(window.grab().save(path, "PNG"), qPrintable(path));
            qInfo("screenshot %s", qPrintable(path));
        }
    }
    // In French, at the size the window opens at: nothing cut, the page scrolls.
    PaletteTheme::apply(PaletteTheme::Kind::Light);
    const test::InterfaceLanguage french(QStringLiteral("fr"));
    QVERIFY(french.loaded());
    LuckReportWindow window;
    window.setGames(std::make_shared<const std::vector<Game>>(std::vector<Game>{game}));
    window.setLog(scratch.logPath(), log);
    window.chooseSession(1);
    window.showReport(report);
    QVERIFY(test::showAndActivate(&window));
    for (int tab = 0; tab < 2; ++tab) {
        window.view()->tabs()->setCurrentIndex(tab);
        QTest::qWait(50);
        const QString path = QDir(dir).filePath(QStringLiteral("luck-window%1-fr.png").arg(tab == 1 ? QStringLiteral("-dice") : QString()));
        QVERIFY2(window.grab().save(path, "PNG"), qPrintable(path));
        qInfo("screenshot %s", qPrintable(path));
    }
}

QTEST_MAIN(LuckReportWindowTest)
#include "luck_report_window_test.moc"
