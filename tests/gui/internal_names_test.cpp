// SPDX-License-Identifier: GPL-3.0-or-later
// What the window shows is named as the module names it, never by an internal id or index
// (issue 12, item 9).

#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/result_card.h"
#include "gui/situation_form.h"
#include "log/game_log.h"
#include "log/log_export.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QTreeWidget>

using namespace umpire;

class InternalNamesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void choiceInAModifierReasonIsItsLabel();
    void columnSaysWhatItsValueCounts();
    void shiftIsToldWithoutColumnIndexes();
    void exportsNameTheGameAndProcedure();
};

void InternalNamesTest::choiceInAModifierReasonIsItsLabel()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    auto* concentric = qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("concentric")));
    QVERIFY(concentric != nullptr);
    concentric->setCurrentIndex(concentric->findData(QStringLiteral("two_opposite")));
    QVERIFY(window.assessment() != nullptr);
    const QTreeWidgetItem* line = window.ledger()->line(QStringLiteral("concentric"));
    QVERIFY(line != nullptr);
    const QString reason = line->text(ModifierLedger::ReasonColumn);
    QVERIFY2(reason.contains(QStringLiteral("From two opposite hexes")), qPrintable(reason));
    QVERIFY2(!reason.contains(QStringLiteral("two_opposite")), qPrintable(reason));
}

void InternalNamesTest::columnSaysWhatItsValueCounts()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("bombardment")));
    QVERIFY(window.assessment() != nullptr);
    const QTreeWidgetItem* column = window.ledger()->line(QStringLiteral("column"));
    QVERIFY(column != nullptr);
    const QString how = column->text(ModifierLedger::ReasonColumn);
    // Not a bare "0" beside the column "0": the value is named.
    QVERIFY2(how.startsWith(QStringLiteral("bombardment points ")), qPrintable(how));

    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY2(window.card()->text().contains(QStringLiteral("(bombardment points)")), qPrintable(window.card()->text()));
}

void InternalNamesTest::shiftIsToldWithoutColumnIndexes()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    auto* woods = qobject_cast<QAbstractButton*>(window.form()->editorFor(QStringLiteral("woods")));
    auto* trench = qobject_cast<QAbstractButton*>(window.form()->editorFor(QStringLiteral("trench")));
    QVERIFY(woods != nullptr && trench != nullptr);
    woods->setChecked(true);
    trench->setChecked(true);
    QVERIFY(window.assessment() != nullptr);
    const QTreeWidgetItem* column = window.ledger()->line(QStringLiteral("column"));
    QVERIFY(column != nullptr);
    const QString how = column->text(ModifierLedger::ReasonColumn);
    // Two columns left, told as such: no "shifted -2 from column 8" (a column counted from 0).
    QVERIFY2(how.startsWith(QStringLiteral("odds 0 : 0")), qPrintable(how));  // the strengths as the odds show them
    QVERIFY2(how.contains(QStringLiteral("shifted left of the column before shifts (columns: 2)")), qPrintable(how));
    QVERIFY2(!how.contains(QRegularExpression(QStringLiteral("column \\d"))), qPrintable(how));
}

void InternalNamesTest::exportsNameTheGameAndProcedure()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const auto created = window.gameLog()->newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Scenario 1"), {});
    QVERIFY(created.ok());
    window.logDock()->selectSession(*created);
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));

    const QString path = scratch.path(QStringLiteral("log.md"));
    const LogStatus written = window.logDock()->exportTo(ExportFormat::Markdown, path);
    QVERIFY2(written.ok(), qPrintable(written.error()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString md = QString::fromUtf8(file.readAll());
    QVERIFY2(md.contains(QStringLiteral("Session %1: La fleur au fusil").arg(*created)), qPrintable(md));
    QVERIFY2(md.contains(QStringLiteral("| Infantry and cavalry combat |")), qPrintable(md));
    QVERIFY2(!md.contains(QStringLiteral("la-fleur-au-fusil")), qPrintable(md));
}

QTEST_MAIN(InternalNamesTest)
#include "internal_names_test.moc"
