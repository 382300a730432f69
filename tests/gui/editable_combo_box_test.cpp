// SPDX-License-Identifier: GPL-3.0-or-later
// makeEditable(): a box the player can type into, whose drop-down list waits for its first
// opening, and which looks and behaves as one made with QComboBox::setEditable(true).
#include "gui_test_support.h"

#include "gui/editable_combo_box.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QTest>
#include <QVBoxLayout>

using namespace umpire;

namespace {

struct Shots {
    QImage box;
    QImage list;
    QString delegate;
    Qt::ScrollBarPolicy scrollBars = Qt::ScrollBarAlwaysOff;
};

/// A window holding one box with `items` phases, drawn closed, then with its list open.
Shots shoot(bool ours, int items)
{
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* box = new QComboBox;
    if (ours)
        makeEditable(box);
    else
        box->setEditable(true);
    box->setInsertPolicy(QComboBox::InsertAtBottom);
    box->setMinimumContentsLength(12);
    for (int i = 0; i < items; ++i)
        box->addItem(QStringLiteral("Phase %1").arg(i + 1));
    layout->addWidget(box);
    window.resize(300, 200);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return {};
    Shots shots;
    shots.box = window.grab().toImage();
    box->showPopup();
    QCoreApplication::processEvents();
    shots.list = box->view()->window()->grab().toImage();
    shots.delegate = QString::fromLatin1(box->view()->itemDelegate()->metaObject()->className());
    shots.scrollBars = box->view()->verticalScrollBarPolicy();
    box->hidePopup();
    return shots;
}

}  // namespace

class EditableComboBoxTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void editableWithoutItsListYet()
    {
        QComboBox box;
        box.addItems({QStringLiteral("Movement"), QStringLiteral("Combat")});
        makeEditable(&box);
        QVERIFY(box.isEditable());
        QVERIFY(box.lineEdit() != nullptr);
        QVERIFY(box.lineEdit()->completer() != nullptr);
        QCOMPARE(box.lineEdit()->completer()->completionMode(), QCompleter::InlineCompletion);
        QVERIFY(box.findChildren<QAbstractItemView*>().isEmpty());
        QLineEdit* const edit = box.lineEdit();
        makeEditable(&box);  // twice: the same line edit
        QCOMPARE(box.lineEdit(), edit);
        // Typing works as in any editable box; the list is made when asked for.
        box.lineEdit()->setText(QStringLiteral("Bombardment"));
        QCOMPARE(box.currentText(), QStringLiteral("Bombardment"));
        QCOMPARE(box.view()->model()->rowCount(), 2);
    }

    void looksAsSetEditableMakesIt_data()
    {
        QTest::addColumn<int>("items");
        QTest::newRow("short list") << 3;
        QTest::newRow("list that scrolls") << 30;
    }

    void looksAsSetEditableMakesIt()
    {
        QFETCH(int, items);
        const Shots qt = shoot(false, items);
        const Shots ours = shoot(true, items);
        QVERIFY(!qt.box.isNull() && !qt.list.isNull());
        QCOMPARE(ours.box, qt.box);
        QCOMPARE(ours.list, qt.list);
        QCOMPARE(ours.delegate, qt.delegate);
        QCOMPARE(ours.scrollBars, qt.scrollBars);
    }
};

QTEST_MAIN(EditableComboBoxTest)
#include "editable_combo_box_test.moc"
