// SPDX-License-Identifier: GPL-3.0-or-later
// Screenshots of the real app on the 7.8 example, for docs/user-guide.md. They are written to
// the build folder; set UMPIRE_SCREENSHOT_DIR=docs/images to refresh the ones in the guide.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/palette_theme.h"
#include "gui/log_viewer.h"
#include "gui/main_window.h"
#include "gui/printed_table_dock.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>

using namespace umpire;

class ScreenshotTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mainWindowOnExample78();
    void followUpOffered();
    void printedTableMarksTheRoll();

private:
    void save(QWidget* widget, const QString& name);
    QString dir_;
};

void ScreenshotTest::initTestCase()
{
    test::prepareEnvironment();
    dir_ = qEnvironmentVariable("UMPIRE_SCREENSHOT_DIR", QStringLiteral(UMPIRE_SCREENSHOT_DEFAULT_DIR));
    QVERIFY(QDir().mkpath(dir_));
}

void ScreenshotTest::save(QWidget* widget, const QString& name)
{
    const QPixmap pixmap = widget->grab();
    QVERIFY(!pixmap.isNull());
    const QString path = QDir(dir_).filePath(name);
    QVERIFY2(pixmap.save(path, "PNG"), qPrintable(path));
    qInfo("screenshot %s (%dx%d)", qPrintable(path), pixmap.width(), pixmap.height());
}

void ScreenshotTest::mainWindowOnExample78()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    // Tall enough for the whole ledger of the 7.8 example, total included.
    window.resize(1200, 860);
    QVERIFY(test::showAndActivate(&window));
    window.turnField()->setText(QStringLiteral("3"));
    window.phaseBox()->setCurrentText(QStringLiteral("Combat"));

    // Two earlier combats of the turn, so the log has something to show.
    const QString problem = test::fillExample78ByKeyboard(window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    auto* units = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")));
    units->setValue(2);
    window.enterPhysicalDice(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    units->setValue(3);
    window.enterPhysicalDice(QStringLiteral("6"));
    QVERIFY(test::settle(window));
    // The 7.8 example itself, with the "what if" of the last change (the battery was adjacent).
    auto* adjacent = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("artillery_adjacent")));
    adjacent->setValue(1);
    adjacent->setValue(0);
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().last().code, QStringLiteral("DR"));
    window.form()->findChild<QScrollArea*>()->verticalScrollBar()->setValue(0);
    window.rollControls()->rollButton()->setFocus();
    QTest::qWait(50);

    save(&window, QStringLiteral("main-window.png"));
    save(window.ledger(), QStringLiteral("ledger.png"));
    save(window.chart(), QStringLiteral("chart.png"));
    save(window.card(), QStringLiteral("result-card.png"));
    save(window.logDock(), QStringLiteral("log.png"));

    // The same log viewed read-only, as a player looks through a log sent by another.
    LogViewer* viewer = window.viewLog(scratch.logPath());
    QVERIFY(viewer);
    viewer->resize(1000, 320);
    QVERIFY(test::showAndActivate(viewer));
    save(viewer, QStringLiteral("log-viewer.png"));
    viewer->close();

    // The same window in the dark palette.
    PaletteTheme::apply(PaletteTheme::Kind::Dark);
    window.chart()->applyTheme();
    window.refresh();
    QTest::qWait(50);
    save(&window, QStringLiteral("main-window-dark.png"));
    PaletteTheme::apply(PaletteTheme::Kind::Light);
    window.chart()->applyTheme();

    // A refused situation: German attack with 3 supporting artillery units (rule 7.4).
    auto* support = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("artillery_support")));
    support->setFocus();
    window.form()->findChild<QScrollArea*>()->ensureWidgetVisible(support);
    support->setValue(3);
    QTest::qWait(20);
    window.form()->findChild<QScrollArea*>()->ensureWidgetVisible(
        window.form()->findChild<QLabel*>(QStringLiteral("message_artillery_support")));
    QTest::qWait(50);
    save(&window, QStringLiteral("constraint.png"));
}

void ScreenshotTest::followUpOffered()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1200, 800);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->followUpButton()->isVisible());
    QTest::qWait(50);
    save(window.card(), QStringLiteral("follow-up.png"));
}

void ScreenshotTest::printedTableMarksTheRoll()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1200, 900);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    window.printedTableDock()->show();
    window.printedTableDock()->raise();
    window.resizeDocks({window.printedTableDock()}, {400}, Qt::Vertical);
    QTest::qWait(50);
    save(window.printedTableDock(), QStringLiteral("printed-table.png"));
}

QTEST_MAIN(ScreenshotTest)
#include "screenshot_test.moc"
