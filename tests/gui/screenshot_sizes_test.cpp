// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window at the smallest size it is made for (1024x700) and at a large one
// (1600x1000), in English and in French: on the 7.8 example just rolled, on a Campaigns of
// Napoleon battle before its first die, and with Duel of Eagles' chit cup after two draws. The
// pictures of docs/user-guide.md. Written to the build folder; UMPIRE_SCREENSHOT_DIR=docs/images
// refreshes the guide's.
#include "gui_test_support.h"

#include "gui/cup_dock.h"
#include "gui/cup_setup_dialog.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"

#include "play/play_session.h"

#include <QApplication>
#include <QComboBox>
#include <QAction>
#include <QDir>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPixmap>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTest>

using namespace umpire;

class ScreenshotSizesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();
    void napoleonBattle_data() { mainWindow_data(); }
    void napoleonBattle();
    void chitCup_data() { mainWindow_data(); }
    void chitCup();

private:
    void save(QWidget* window, const QString& what, const QString& language, QSize size);
    QString dir_;
};

void ScreenshotSizesTest::initTestCase()
{
    test::prepareEnvironment();
    dir_ = qEnvironmentVariable("UMPIRE_SCREENSHOT_DIR", QStringLiteral(UMPIRE_SCREENSHOT_DEFAULT_DIR));
    QVERIFY(QDir().mkpath(dir_));
}

void ScreenshotSizesTest::mainWindow_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("fr")})
        for (const QSize& size : {QSize(1024, 700), QSize(1600, 1000)})
            QTest::addRow("%s-%dx%d", qPrintable(language), size.width(), size.height()) << language << size;
}

void ScreenshotSizesTest::mainWindow()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const test::InterfaceLanguage interface(language);
    QVERIFY(interface.loaded());
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = language;  // as the app does: the modules' texts in the interface's language
    MainWindow window(options);
    window.resize(size);
    QVERIFY(test::showAndActivate(&window));
    QCOMPARE(window.size(), size);
    window.turnField()->setText(QStringLiteral("3"));
    window.phaseBox()->setCurrentText(QStringLiteral("Combat"));
    const QString problem = test::fillExample78ByKeyboard(window, language);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    auto* adjacent = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("artillery_adjacent")));
    adjacent->setValue(1);
    adjacent->setValue(0);
    window.rollControls()->noteField()->setText(QStringLiteral("1205"));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().last().code, QStringLiteral("DR"));
    window.form()->findChild<QScrollArea*>()->verticalScrollBar()->setValue(0);
    window.rollControls()->rollButton()->setFocus();
    save(&window, QStringLiteral("window"), language, size);
}

void ScreenshotSizesTest::napoleonBattle()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const test::InterfaceLanguage interface(language);
    QVERIFY(interface.loaded());
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = language;
    MainWindow window(options);
    window.resize(size);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    // The module's worked example of 7.4.3, before the bombardment: each side's ledger, and
    // who is advantaged whatever the bombardment.
    window.session()->loadSituation(QJsonObject{{"attacker", "french"},
                                                {"french_sp", 30},
                                                {"coalition_sp", 20},
                                                {"french_artillery_points", 6},
                                                {"coalition_artillery_points", 3},
                                                {"french_cavalry_sp", 4},
                                                {"french_tactical_leaders", 1},
                                                {"french_senior_initiative", 4},
                                                {"french_guard_staked_sp", 5},
                                                {"coalition_additional_forces", 1},
                                                {"outflanking_hexes", 1},
                                                {"defender_terrain", true},
                                                {"defender_hexsides", "secondary"}});
    QVERIFY(test::settle(window));
    window.form()->findChild<QScrollArea*>()->verticalScrollBar()->setValue(0);
    save(&window, QStringLiteral("battle"), language, size);
}

void ScreenshotSizesTest::chitCup()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const test::InterfaceLanguage interface(language);
    QVERIFY(interface.loaded());
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = language;
    options.seed = 41;
    MainWindow window(options);
    window.resize(size);
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("fire_combat")));
    window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    QVERIFY(test::showAndActivate(&window));
    CupDock* cup = window.cupDock();
    test::whenDialog<CupSetupDialog>([](CupSetupDialog* dialog) {
        dialog->activationField()->setPlainText(QStringLiteral("III Korps\nX Korps\n\n2e Corps\n"));
        dialog->eventList()->item(2)->setCheckState(Qt::Checked);
        dialog->eventList()->item(3)->setCheckState(Qt::Checked);
        dialog->accept();
    });
    QTest::mouseClick(cup->setUpButton(), Qt::LeftButton);
    QVERIFY2(cup->lastProblem().isEmpty(), qPrintable(cup->lastProblem()));
    QTest::mouseClick(cup->drawButton(), Qt::LeftButton);
    QTest::mouseClick(cup->drawButton(), Qt::LeftButton);
    QCOMPARE(cup->drawList()->count(), 2);
    QVERIFY(test::settle(window));
    save(&window, QStringLiteral("cup"), language, size);
}

void ScreenshotSizesTest::save(QWidget* window, const QString& what, const QString& language, QSize size)
{
    QTest::qWait(50);
    const QString name = QStringLiteral("%1-%2-%3x%4.png").arg(what, language).arg(size.width()).arg(size.height());
    const QPixmap pixmap = window->grab();
    QVERIFY(pixmap.save(QDir(dir_).filePath(name), "PNG"));
    qInfo("screenshot %s", qPrintable(QDir(dir_).filePath(name)));
}

QTEST_MAIN(ScreenshotSizesTest)
#include "screenshot_sizes_test.moc"
