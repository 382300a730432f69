// SPDX-License-Identifier: GPL-3.0-or-later
// The situation form and the live modifier ledger, driven with the keyboard.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"
#include "gui/unit_table_model.h"
#include "gui/units_editor.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QHeaderView>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QMap>
#include <QSplitter>
#include <QTest>
#include <QTreeWidget>

using namespace umpire;

class FormTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void fillsExample78WithTheKeyboard();
    void everyFieldHasItsRuleAndHelp();
    void constraintMessageAppearsAndRollIsDisabled();
    void chartComparesWithTheSituationBeforeTheLastChange();
    void unitsTableAddsRemovesAndDuplicates();
    void reloadedValuesFillTheForm();
    void unitsTableHeadingsReadWhole();
    void formPaneGrowsWithTheWindow();
};

void FormTest::fillsExample78WithTheKeyboard()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    const QString problem = test::fillExample78ByKeyboard(window);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));

    // Every value arrived in the form.
    const Situation s = window.form()->situation();
    QCOMPARE(QString::fromStdString(s.values.at("attacker_side").asChoice()), QStringLiteral("german"));
    QCOMPARE(QString::fromStdString(s.values.at("attacker_quality").asChoice()), QStringLiteral("superior"));
    QCOMPARE(s.values.at("attacker_steps_lost").asInteger(), 1);
    QCOMPARE(s.values.at("attacking_units").asInteger(), 3);
    QCOMPARE(QString::fromStdString(s.values.at("defender_quality").asChoice()), QStringLiteral("normal"));
    QCOMPARE(s.values.at("defender_steps_lost").asInteger(), 1);
    QCOMPARE(s.values.at("defending_units").asInteger(), 2);
    QCOMPARE(s.values.at("defender_pinned").asBoolean(), true);
    QCOMPARE(QString::fromStdString(s.values.at("defender_terrain").asChoice()), QStringLiteral("forest"));
    QCOMPARE(QString::fromStdString(s.values.at("attackers_in_forest").asChoice()), QStringLiteral("some"));
    QCOMPARE(s.values.at("artillery_support").asInteger(), 1);
    QCOMPARE(s.values.at("artillery_adjacent").asInteger(), 0);

    // The ledger, line by line, as the 7.8 example reads.
    const ModifierLedger* ledger = window.ledger();
    QCOMPARE(ledger->totalText(), QStringLiteral("+1"));
    QCOMPARE(ledger->line(QStringLiteral("total"))->text(ModifierLedger::ValueColumn), QStringLiteral("+1"));
    const std::vector<std::tuple<QString, bool, QString>> expected{
        {QStringLiteral("attacker_quality"), true, QStringLiteral("+1")},
        {QStringLiteral("attacker_steps_lost"), true, QStringLiteral("-1")},
        {QStringLiteral("defender_quality"), false, QString()},
        {QStringLiteral("defender_steps_lost"), true, QStringLiteral("+1")},
        {QStringLiteral("artillery_support"), false, QString()},
        {QStringLiteral("terrain"), true, QStringLiteral("-1")},
        {QStringLiteral("not_pinned"), false, QString()},
        {QStringLiteral("additional_attackers"), true, QStringLiteral("+2")},
        {QStringLiteral("additional_defenders"), true, QStringLiteral("-1")},
    };
    for (const auto& [id, applied, value] : expected) {
        const QTreeWidgetItem* line = ledger->line(id);
        QVERIFY2(line, qPrintable(id));
        QCOMPARE(line->data(0, ModifierLedger::AppliedRole).toBool(), applied);
        QVERIFY2(!line->text(ModifierLedger::RuleColumn).isEmpty(), qPrintable(id));
        QVERIFY2(!line->text(ModifierLedger::ReasonColumn).isEmpty(), qPrintable(id));
        if (applied) {
            QCOMPARE(line->text(ModifierLedger::ValueColumn), value);
        } else {
            QCOMPARE(line->text(ModifierLedger::ValueColumn), QStringLiteral("—"));
            // Greyed: drawn in the disabled text colour.
            QCOMPARE(line->foreground(ModifierLedger::LabelColumn).color(),
                     ledger->palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    QCOMPARE(ledger->line(QStringLiteral("terrain"))->text(ModifierLedger::RuleColumn), QStringLiteral("7.5"));
    // The interpretations in force, among them the reading of the halved artillery.
    QVERIFY(ledger->interpretationsText().contains(QStringLiteral("halved down to 0")));

    // The chances are shown before any roll: 1d6 + 1 on the 7.1 table.
    const QStringList codes = window.chart()->categories();
    QCOMPARE(codes, (QStringList{"AL", "AR", "NE", "DR", "DL", "DLR"}));
    const auto percents = window.chart()->percents();
    QCOMPARE(percents[static_cast<std::size_t>(codes.indexOf("AL"))], 0.0);
    QCOMPARE(percents[static_cast<std::size_t>(codes.indexOf("NE"))], 33.3);
    QCOMPARE(percents[static_cast<std::size_t>(codes.indexOf("DR"))], 16.7);
    QVERIFY(window.rollControls()->rollAvailable());

    // Next in the tab order: the Roll button, then the physical dice.
    QCOMPARE(test::pressTab(), window.rollControls()->rollButton());
    QCOMPARE(test::pressTab(), window.rollControls()->diceField());
}

void FormTest::everyFieldHasItsRuleAndHelp()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const QWidget* side = window.form()->editorFor(QStringLiteral("attacker_side"));
    QVERIFY(side);
    QVERIFY(side->toolTip().contains(QStringLiteral("Rule 7.4")));
    QVERIFY(side->toolTip().contains(QStringLiteral("3 for the French")));
    // Grouped as the module groups them.
    const auto boxes = window.form()->findChildren<QGroupBox*>();
    QStringList titles;
    for (const auto* box : boxes)
        titles << box->title();
    QCOMPARE(titles, (QStringList{"Attacker", "Defender", "Terrain", "Artillery support"}));
    // The spin boxes keep to the input's bounds.
    const auto* lost = qobject_cast<const QSpinBox*>(window.form()->editorFor(QStringLiteral("attacker_steps_lost")));
    QVERIFY(lost);
    QCOMPARE(lost->maximum(), 2);
}

void FormTest::constraintMessageAppearsAndRollIsDisabled()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    auto* side = qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("attacker_side")));
    side->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(side, QStringLiteral("g"));
    auto* support = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("artillery_support")));
    support->setFocus(Qt::TabFocusReason);
    QTest::keyClicks(support, QStringLiteral("3"));
    QCOMPARE(support->value(), 3);

    // The message sits next to the field just changed, and says which rule.
    const QString message = window.form()->messageFor(QStringLiteral("artillery_support"));
    QVERIFY2(message.contains(QStringLiteral("at most 2")), qPrintable(message));
    QVERIFY(message.contains(QStringLiteral("7.4")));
    QVERIFY(window.form()->findChild<QLabel*>(QStringLiteral("message_artillery_support"))->isVisible());
    QVERIFY(!window.rollControls()->rollButton()->isEnabled());
    QVERIFY(!window.rollAction()->isEnabled());
    QVERIFY(window.ledger()->totalText().isEmpty());
    QVERIFY(window.chart()->percents().empty());

    // Space does nothing while refused; the log stays empty.
    QTest::keyClick(support, Qt::Key_Space);
    QVERIFY(window.reports().isEmpty());

    // Back within the cap: the message goes, Roll comes back.
    QTest::keyClick(support, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(support, QStringLiteral("2"));
    QVERIFY(window.form()->messageFor(QStringLiteral("artillery_support")).isEmpty());
    QVERIFY(window.rollControls()->rollButton()->isEnabled());
    QCOMPARE(window.ledger()->line(QStringLiteral("artillery_support"))->text(ModifierLedger::ValueColumn), QStringLiteral("+2"));
}

void FormTest::chartComparesWithTheSituationBeforeTheLastChange()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const auto before = window.chart()->percents();
    QVERIFY(window.chart()->previousPercents().empty());
    auto* pinned = qobject_cast<QCheckBox*>(window.form()->editorFor(QStringLiteral("defender_pinned")));
    pinned->setChecked(true);  // removes the -1 for a defender not pinned
    QCOMPARE(window.chart()->previousPercents(), before);
    QVERIFY(window.chart()->percents() != before);
    QVERIFY(window.chart()->comparisonText().contains(QStringLiteral("→")));
}

void FormTest::unitsTableAddsRemovesAndDuplicates()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    auto* editor = qobject_cast<UnitsEditor*>(window.form()->editorFor(QStringLiteral("guns")));
    QVERIFY(editor);
    UnitTableModel* model = editor->model();
    QCOMPARE(model->rowCount(), 1);  // min_units
    QVERIFY(!editor->removeButton()->isEnabled());
    QCOMPARE(window.ledger()->line(QStringLiteral("column"))->text(ModifierLedger::ValueColumn), QStringLiteral("1-2"));

    editor->addButton()->click();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(window.ledger()->line(QStringLiteral("column"))->text(ModifierLedger::ValueColumn), QStringLiteral("3-5"));
    QVERIFY(model->setData(model->index(1, 0), 5, Qt::EditRole));
    QVERIFY(!model->setData(model->index(1, 0), 10, Qt::EditRole));  // beyond the field's max
    editor->view()->setCurrentIndex(model->index(1, 0));
    editor->duplicateButton()->click();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->data(model->index(2, 0), Qt::EditRole).toInt(), 5);
    QCOMPARE(window.ledger()->line(QStringLiteral("column"))->text(ModifierLedger::ValueColumn), QStringLiteral("6+"));
    // Neutralised guns fire at half strength (boolean field as a check box).
    QVERIFY(model->setData(model->index(2, 1), Qt::Checked, Qt::CheckStateRole));
    QCOMPARE(window.ledger()->line(QStringLiteral("column"))->text(ModifierLedger::ValueColumn), QStringLiteral("6+"));
    editor->view()->setCurrentIndex(model->index(0, 0));
    editor->removeButton()->click();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(window.ledger()->line(QStringLiteral("column"))->text(ModifierLedger::ValueColumn), QStringLiteral("6+"));

    // A constraint over the list: at most 2 guns on a headquarters.
    editor->addButton()->click();
    qobject_cast<QCheckBox*>(window.form()->editorFor(QStringLiteral("target_is_hq")))->setChecked(true);
    QVERIFY(!window.rollControls()->rollAvailable());
    QVERIFY(window.form()->messageFor(QStringLiteral("target_is_hq")).contains(QStringLiteral("At most 2 guns")));
}

void FormTest::reloadedValuesFillTheForm()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    const QStringList problems = window.form()->setValues(QJsonObject{
        {"attacker_side", "german"}, {"attacking_units", 3}, {"defender_pinned", true}, {"no_such_input", 1}, {"defending_units", 99}});
    QCOMPARE(problems.size(), 2);
    QVERIFY(problems.join(' ').contains(QStringLiteral("no_such_input")));
    QVERIFY(problems.join(' ').contains(QStringLiteral("defending_units")));
    const Situation s = window.form()->situation();
    QCOMPARE(s.values.at("attacking_units").asInteger(), 3);
    QCOMPARE(s.values.at("defending_units").asInteger(), 1);  // kept: 99 was refused
    QCOMPARE(s.values.at("defender_pinned").asBoolean(), true);
}

QTEST_MAIN(FormTest)
void FormTest::unitsTableHeadingsReadWhole()
{
    // Verdun's units have seven fields, more than the form's pane holds side by side at the
    // smallest window: each column stays as wide as its heading, and the table scrolls sideways.
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1024, 700);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    auto* editor = qobject_cast<UnitsEditor*>(window.form()->editorFor(QStringLiteral("attackers")));
    QVERIFY(editor);
    QVERIFY(test::settle(window));
    QHeaderView* header = editor->view()->horizontalHeader();
    QVERIFY(header->count() >= 7);
    for (int section = 0; section < header->count(); ++section) {
        const QString heading = editor->model()->headerData(section, Qt::Horizontal, Qt::DisplayRole).toString();
        QVERIFY2(header->sectionSize(section) >= header->fontMetrics().horizontalAdvance(heading),
                 qPrintable(QStringLiteral("%1: %2 px").arg(heading).arg(header->sectionSize(section))));
    }
    QVERIFY(header->length() > editor->view()->viewport()->width());  // hence the sideways scroll
}

void FormTest::formPaneGrowsWithTheWindow()
{
    // Before, the form kept 380 px at any width: at 1600 wide Verdun's units table showed four
    // of its eight fields. The smallest window keeps its layout; a wider one gives the form
    // about a third of what it adds.
    QMap<int, int> formWidth;
    for (const QSize& size : {QSize(1024, 700), QSize(1600, 1000)}) {
        test::Scratch scratch;
        MainWindow window(scratch.options());
        window.resize(size);
        QVERIFY(test::showAndActivate(&window));
        QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
        QVERIFY(test::settle(window));
        formWidth[size.width()] = window.findChild<QSplitter*>(QStringLiteral("centralSplitter"))->sizes().value(0);
    }
    QCOMPARE(formWidth.value(1024), 380);
    QVERIFY2(formWidth.value(1600) >= 560, qPrintable(QString::number(formWidth.value(1600))));
}

#include "form_test.moc"
