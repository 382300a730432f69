// SPDX-License-Identifier: GPL-3.0-or-later
// Work the window leaves out of its start-up because nothing shows it yet: the clear buttons of
// its fields (they come with the first text) and the monospace font of the diagnostics' source
// pane (it comes when the pane is first shown), and the inside of the docks behind the log's tab
// (built when first seen). Each must look and work as before once needed.
#include "gui_test_support.h"

#include "gui/clear_button_on_text.h"
#include "gui/cup_dock.h"
#include "gui/diagnostics_dock.h"
#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/printed_table_dock.h"
#include "gui/procedure_picker.h"
#include "gui/roll_controls.h"

#include <QAction>
#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTreeWidget>
#include <QTest>
#include <QToolButton>

using namespace umpire;

namespace {

// Qt names the action behind a line edit's clear button so.
QAction* clearAction(const QLineEdit* field)
{
    return field->findChild<QAction*>(QStringLiteral("_q_qlineeditclearaction"));
}

// The button Qt shows for that action (a click on it clears the field; the action only shows it).
QToolButton* clearButton(const QLineEdit* field)
{
    for (QToolButton* button : field->findChildren<QToolButton*>())
        if (button->defaultAction() != nullptr && button->defaultAction() == clearAction(field))
            return button;
    return nullptr;
}

// Where the text cursor is drawn: moved right by any room a side button takes.
QRect cursorPlace(const QLineEdit* field)
{
    return field->inputMethodQuery(Qt::ImCursorRectangle).toRect();
}

}  // namespace

class DeferredStartWorkTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void clearButtonComesWithTheFirstText();
    void fieldWithTextGetsItAtOnce();
    void lateButtonLooksLikeAnEarlyOne();
    void windowFieldsGetTheirClearButtonsWhenTypedIn();
    void diagnosticsSourceIsMonospaceOnceShown();
    void docksBehindTheLogAreBuiltWhenFirstSeen();
};

void DeferredStartWorkTest::clearButtonComesWithTheFirstText()
{
    QLineEdit field;
    enableClearButtonOnText(&field);
    QVERIFY(!field.isClearButtonEnabled());
    QVERIFY(clearAction(&field) == nullptr);
    field.setText(QStringLiteral("combat"));
    QVERIFY(field.isClearButtonEnabled());
    QToolButton* clear = clearButton(&field);
    QVERIFY(clear != nullptr);
    QVERIFY(clear->isVisibleTo(&field));
    clear->click();
    QVERIFY(field.text().isEmpty());
    // Cleared, the field keeps its button for the next text, as a field that had it from the start.
    QVERIFY(field.isClearButtonEnabled());
    field.setText(QStringLiteral("rally"));
    QCOMPARE(field.findChildren<QAction*>(QStringLiteral("_q_qlineeditclearaction")).size(), 1);
}

void DeferredStartWorkTest::fieldWithTextGetsItAtOnce()
{
    QLineEdit field(QStringLiteral("4,5"));
    enableClearButtonOnText(&field);
    QVERIFY(field.isClearButtonEnabled());
}

void DeferredStartWorkTest::lateButtonLooksLikeAnEarlyOne()
{
    QWidget panel;
    auto* layout = new QHBoxLayout(&panel);
    auto* early = new QLineEdit;
    early->setClearButtonEnabled(true);
    auto* late = new QLineEdit;
    enableClearButtonOnText(late);
    layout->addWidget(early);
    layout->addWidget(late);
    panel.resize(480, 40);
    QVERIFY(test::showAndActivate(&panel));
    QCOMPARE(late->size(), early->size());
    // Empty, the early button is hidden and takes no room: the text starts at the same place.
    QCOMPARE(cursorPlace(late), cursorPlace(early));
    QCOMPARE(late->sizeHint(), early->sizeHint());
    const QString text = QStringLiteral("A long note for the next roll, hex 0412, the second battalion");
    early->setText(text);
    late->setText(text);
    early->setCursorPosition(static_cast<int>(text.size()));
    late->setCursorPosition(static_cast<int>(text.size()));
    QCOMPARE(cursorPlace(late), cursorPlace(early));
    QVERIFY(clearButton(early) != nullptr && clearButton(late) != nullptr);
    QCOMPARE(clearButton(late)->isVisibleTo(late), clearButton(early)->isVisibleTo(early));
    QCOMPARE(clearButton(late)->geometry(), clearButton(early)->geometry());
    QCOMPARE(late->sizeHint(), early->sizeHint());
}

void DeferredStartWorkTest::windowFieldsGetTheirClearButtonsWhenTypedIn()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QLineEdit* search = window.picker()->searchField();
    const QList<QLineEdit*> fields{search, window.rollControls()->diceField(), window.rollControls()->noteField(),
                                   window.logDock()->filterField()};
    for (QLineEdit* field : fields) {
        QVERIFY2(field->text().isEmpty(), qPrintable(field->objectName()));
        QVERIFY2(!field->isClearButtonEnabled(), qPrintable(field->objectName()));
    }
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("com"));
    QVERIFY(search->isClearButtonEnabled());
    QToolButton* clear = clearButton(search);
    QVERIFY(clear != nullptr);
    QTRY_VERIFY(clear->isVisible());
    QTest::mouseClick(clear, Qt::LeftButton);
    QVERIFY(search->text().isEmpty());
    for (QLineEdit* field : fields.mid(1)) {
        field->setText(QStringLiteral("3"));
        QVERIFY2(field->isClearButtonEnabled(), qPrintable(field->objectName()));
    }
}

void DeferredStartWorkTest::diagnosticsSourceIsMonospaceOnceShown()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    DiagnosticsDock* dock = window.diagnosticsDock();
    const QString monospace = QFont(QStringLiteral("monospace")).family();
    if (!dock->source()->isVisible())  // behind the log's tab, as when every module loads cleanly
        QVERIFY(dock->source()->font().family() != monospace);
    dock->show();
    dock->raise();
    QTRY_VERIFY(dock->source()->isVisible());
    QCOMPARE(dock->source()->font().family(), monospace);
}

void DeferredStartWorkTest::docksBehindTheLogAreBuiltWhenFirstSeen()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    PrintedTableDock* table = window.printedTableDock();
    DiagnosticsDock* diagnostics = window.diagnosticsDock();
    // Both are tabs behind the log, and the modules here load without a problem.
    QVERIFY(diagnostics->count() == 0);
    QVERIFY(!table->contentBuilt());
    QVERIFY(!diagnostics->contentBuilt());
    QVERIFY(!window.cupDock()->contentBuilt());  // closed: La fleur au fusil draws no chits
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));

    // Brought in front, each is built and shows what a dock built at start would.
    table->raise();
    QTRY_VERIFY(table->inSight());
    QVERIFY(table->contentBuilt());
    QVERIFY(table->table()->isVisible());
    QVERIFY(table->table()->rowCount() > 0);
    diagnostics->raise();
    QTRY_VERIFY(diagnostics->list()->isVisible());
    QVERIFY(diagnostics->findChild<QLabel*>() != nullptr);
    QCOMPARE(diagnostics->list()->topLevelItemCount(), 0);
    window.cupDock()->show();
    QTRY_VERIFY(window.cupDock()->contentBuilt());
    QVERIFY(window.cupDock()->headline()->text().contains(QStringLiteral("No game chosen")));

    // Diagnostics given before the inside exists are shown once it is built. A dock never shown
    // has surely not built it; a second window's dock was once found built right after its show
    // on a slow sanitizer build, for a reason not found.
    DiagnosticsDock unseen;
    QVERIFY(!unseen.contentBuilt());
    Diagnostic problem;
    problem.severity = Diagnostic::Severity::Error;
    problem.file = "broken.yaml";
    problem.line = 3;
    problem.message = "a value is missing";
    unseen.setDiagnostics({problem});
    QVERIFY(!unseen.contentBuilt());
    QCOMPARE(unseen.list()->topLevelItemCount(), 1);
    QVERIFY(unseen.contentBuilt());
}

QTEST_MAIN(DeferredStartWorkTest)
#include "deferred_start_work_test.moc"
