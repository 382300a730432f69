// SPDX-License-Identifier: GPL-3.0-or-later
// The whole window at the smallest size it is made for (1024x700) and at a large one
// (1600x1000), in English and in French, on the 7.8 example just rolled: the pictures of
// docs/user-guide.md. Written to the build folder; UMPIRE_SCREENSHOT_DIR=docs/images refreshes
// the guide's.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"

#include <QApplication>
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

class ScreenshotSizesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void mainWindow_data();
    void mainWindow();

private:
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
    QTest::qWait(50);
    const QString name = QStringLiteral("window-%1-%2x%3.png").arg(language).arg(size.width()).arg(size.height());
    const QPixmap pixmap = window.grab();
    QVERIFY(pixmap.save(QDir(dir_).filePath(name), "PNG"));
    qInfo("screenshot %s", qPrintable(QDir(dir_).filePath(name)));
}

QTEST_MAIN(ScreenshotSizesTest)
#include "screenshot_sizes_test.moc"
