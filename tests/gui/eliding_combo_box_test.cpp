// SPDX-License-Identifier: GPL-3.0-or-later
// ElidingComboBox: a choice too long for its box ends in "…" and gives itself whole as the tip;
// one that fits is drawn as it is.
#include "gui_test_support.h"

#include "gui/eliding_combo_box.h"

#include <QHelpEvent>
#include <QTest>
#include <QToolTip>
#include <QVBoxLayout>

using namespace umpire;

class ElidingComboBoxTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void longChoiceEndsInAnEllipsis();
};

void ElidingComboBoxTest::longChoiceEndsInAnEllipsis()
{
    const QString longChoice = QStringLiteral("The unit that assaults (offensive fire before the assault)");
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* box = new ElidingComboBox;
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    box->setMinimumContentsLength(12);
    box->addItem(QStringLiteral("Short"));
    box->addItem(longChoice);
    layout->addWidget(box);
    window.resize(220, 60);
    QVERIFY(test::showAndActivate(&window));

    QCOMPARE(box->shownText(), QStringLiteral("Short"));
    box->setCurrentIndex(1);
    const QString shown = box->shownText();
    QVERIFY2(shown.endsWith(QChar(0x2026)) && shown.size() < longChoice.size(), qPrintable(shown));
    QVERIFY(longChoice.startsWith(shown.chopped(1)));
    QVERIFY(box->fontMetrics().horizontalAdvance(shown) < box->width());

    QHelpEvent tip(QEvent::ToolTip, QPoint(5, 5), box->mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(box, &tip);
    QTRY_COMPARE(QToolTip::text(), longChoice);

    // Wide enough, the choice is drawn whole.
    window.resize(900, 60);
    QTRY_VERIFY(box->width() > box->fontMetrics().horizontalAdvance(longChoice) + 60);
    QCOMPARE(box->shownText(), longChoice);
}

QTEST_MAIN(ElidingComboBoxTest)
#include "eliding_combo_box_test.moc"
