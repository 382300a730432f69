// SPDX-License-Identifier: GPL-3.0-or-later
// Text laid out without OpenType shaping where its script does without it: the desktop's font
// is kept, with that one strategy, and a later change of the desktop's font is still followed.
#include "gui_test_support.h"

#include "gui/text_shaping.h"

#include <QApplication>
#include <QFontDatabase>
#include <QLabel>
#include <QTest>

using namespace umpire;

class TextShapingTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void theDesktopFontIsKeptWithoutShaping()
    {
        const QFont desktop = QApplication::font();
        QVERIFY(!(desktop.styleStrategy() & QFont::PreferNoShaping));
        shapeTextOnlyWhereNeeded(*qApp);
        const QFont font = QApplication::font();
        QVERIFY(font.styleStrategy() & QFont::PreferNoShaping);
        QCOMPARE(font.family(), desktop.family());
        QCOMPARE(font.pointSizeF(), desktop.pointSizeF());
        QCOMPARE(font.weight(), desktop.weight());
        const QLabel label(QStringLiteral("Roll 2 dice"));
        QVERIFY(label.font().styleStrategy() & QFont::PreferNoShaping);
        QVERIFY(label.sizeHint().width() > 0);
    }

    void aChangeOfTheDesktopFontIsFollowed()
    {
        // The application's font out of date, as after the desktop's font changed: the theme
        // change that comes with it brings the desktop's font back, still without shaping.
        QFont stale = QApplication::font();
        stale.setPointSizeF(stale.pointSizeF() + 7);
        QApplication::setFont(stale);
        QWidget window;
        window.show();
        QEvent change(QEvent::ThemeChange);
        QApplication::sendEvent(&window, &change);
        const QFont font = QApplication::font();
        QCOMPARE(font.pointSizeF(), QFontDatabase::systemFont(QFontDatabase::GeneralFont).pointSizeF());
        QCOMPARE(font.family(), QFontDatabase::systemFont(QFontDatabase::GeneralFont).family());
        QVERIFY(font.styleStrategy() & QFont::PreferNoShaping);
    }
};

QTEST_MAIN(TextShapingTest)
#include "text_shaping_test.moc"
