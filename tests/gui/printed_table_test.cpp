// SPDX-License-Identifier: GPL-3.0-or-later
// The printed table: the procedure's table laid out as on the chart, the column of the
// situation marked, then the row and cell the last roll read; each step of a chain has its own;
// a procedure without a table says so.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/printed_table_dock.h"

#include "engine/game.h"
#include "play/play_session.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QTableWidget>
#include <QTest>

#include <variant>

using namespace umpire;

namespace {

/// Shows the window and brings the printed table's tab to the front, as View > Printed table does.
bool showPrintedTable(MainWindow& window)
{
    if (!test::showAndActivate(&window))
        return false;
    window.printedTableDock()->show();
    window.printedTableDock()->raise();
    return QTest::qWaitFor([&] { return window.printedTableDock()->inSight(); });
}

}  // namespace

class PrintedTableTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void gridMarksTheColumnThenTheRolledCell();
    void eachStepOfAChainHasItsTable();
    void procedureWithoutATableSaysSo();
    void hiddenTableCatchesUpWhenShown();
};

void PrintedTableTest::gridMarksTheColumnThenTheRolledCell()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    PrintedTableDock* dock = window.printedTableDock();
    QVERIFY(dock);
    QVERIFY(showPrintedTable(window));
    QCOMPARE(dock->toggleViewAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    const auto* grid = std::get_if<GridMethod>(&window.session()->procedure()->method);
    QVERIFY(grid);
    QTableWidget* table = dock->table();
    // As printed: a column per odds column, a row per modified roll, the codes in the cells.
    QCOMPARE(table->columnCount(), static_cast<int>(grid->scale.columns.size()));
    QCOMPARE(table->rowCount(), static_cast<int>(grid->table.rows.size()));
    for (int c = 0; c < table->columnCount(); ++c)
        QCOMPARE(table->horizontalHeaderItem(c)->text(), QString::fromStdString(grid->scale.columns[static_cast<std::size_t>(c)].id));
    const auto& firstRow = grid->table.rows.front();
    QCOMPARE(table->verticalHeaderItem(0)->text(), QString::fromStdString(firstRow.rolls.toString()));
    QCOMPARE(table->item(0, 0)->text(), firstRow.cells[0] ? QString::fromStdString(*firstRow.cells[0]) : QStringLiteral("?"));

    const Assessment* now = window.assessment();
    QVERIFY(now && now->column);
    QCOMPARE(dock->markedColumn(), std::optional<int>(static_cast<int>(now->column->index)));
    QVERIFY(!dock->markedRow());
    QVERIFY2(dock->markText().startsWith(QStringLiteral("Column %1").arg(QString::fromStdString(now->column->id))),
             qPrintable(dock->markText()));

    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    const PlayedRoll& roll = window.session()->rolls().last();
    QVERIFY(dock->markedRow());
    QVERIFY(grid->table.rows[static_cast<std::size_t>(*dock->markedRow())].rolls.contains(roll.resolution.row));
    QTableWidgetItem* cell = table->item(*dock->markedRow(), static_cast<int>(now->column->index));
    QVERIFY(cell);
    QVERIFY(cell->font().bold());
    const std::string& code = roll.resolution.outcome.convertedFrom.empty() ? roll.resolution.outcome.code
                                                                            : roll.resolution.outcome.convertedFrom;
    QCOMPARE(cell->text(), QString::fromStdString(code));
    QVERIFY2(dock->markText().contains(QStringLiteral("Last roll: row %1, column %2, %3")
                                           .arg(roll.resolution.row)
                                           .arg(QString::fromStdString(now->column->id), QString::fromStdString(code))),
             qPrintable(dock->markText()));
    // A cell's tooltip names the result, as the module does.
    QVERIFY2(!cell->toolTip().isEmpty(), "the rolled cell has no tooltip");
}

void PrintedTableTest::eachStepOfAChainHasItsTable()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("campaigns-of-napoleon-light"), QStringLiteral("battle")));
    QVERIFY(showPrintedTable(window));
    const Procedure* chain = window.session()->procedure();
    QVERIFY(chain->stepCount() > 1);
    int withTables = 0;
    for (std::size_t i = 0; i < chain->stepCount(); ++i)
        if (std::holds_alternative<TableMethod>(chain->step(i).method) || std::holds_alternative<GridMethod>(chain->step(i).method))
            ++withTables;
    QComboBox* steps = window.printedTableDock()->stepBox();
    QCOMPARE(steps->count(), withTables);
    QVERIFY(withTables > 0);
    // Each step shows its own rows.
    for (int i = 0; i < steps->count(); ++i) {
        steps->setCurrentIndex(i);
        const Procedure& step = chain->step(static_cast<std::size_t>(steps->itemData(i).toInt()));
        const ResultTable& table = std::holds_alternative<TableMethod>(step.method) ? std::get<TableMethod>(step.method).table
                                                                                    : std::get<GridMethod>(step.method).table;
        QCOMPARE(window.printedTableDock()->table()->rowCount(), static_cast<int>(table.rows.size()));
    }
}

void PrintedTableTest::procedureWithoutATableSaysSo()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QString game;
    QString procedure;
    for (const Game& g : window.modules().games)
        for (const Procedure& p : g.procedures)
            if (procedure.isEmpty() && !p.followUpOnly && p.steps.empty() && std::holds_alternative<TestMethod>(p.method)) {
                game = QString::fromStdString(g.id);
                procedure = QString::fromStdString(p.id);
            }
    QVERIFY2(!procedure.isEmpty(), "no shipped procedure rolls against a target");
    QVERIFY(window.chooseProcedure(game, procedure));
    QVERIFY(showPrintedTable(window));
    PrintedTableDock* dock = window.printedTableDock();
    QVERIFY(dock->table()->isHidden());
    QVERIFY(dock->findChild<QLabel*>(QStringLiteral("printedTableTitle"))->text().contains(QStringLiteral("reads no table")));
}

void PrintedTableTest::hiddenTableCatchesUpWhenShown()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    PrintedTableDock* dock = window.printedTableDock();
    // Behind the log's tab at the start: nothing is laid out for it.
    QVERIFY(!dock->inSight());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    QCOMPARE(dock->table()->rowCount(), 0);

    // Shown, it lays out the procedure's table with the situation's column.
    QVERIFY(showPrintedTable(window));
    const auto* grid = std::get_if<GridMethod>(&window.session()->procedure()->method);
    QVERIFY(grid);
    QCOMPARE(dock->table()->rowCount(), static_cast<int>(grid->table.rows.size()));
    QVERIFY(dock->markedColumn());
    QVERIFY(!dock->markedRow());

    // Behind the log again, a roll does not touch it; brought back, it marks that roll's row.
    window.logDock()->raise();
    QTRY_VERIFY(!dock->inSight());
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY(!dock->markedRow());
    dock->raise();
    QTRY_VERIFY(dock->inSight());
    QVERIFY(dock->markedRow());
    QVERIFY(grid->table.rows[static_cast<std::size_t>(*dock->markedRow())].rolls.contains(window.session()->rolls().last().resolution.row));
    QVERIFY(dock->markText().contains(QStringLiteral("Last roll")));
}

QTEST_MAIN(PrintedTableTest)
#include "printed_table_test.moc"
