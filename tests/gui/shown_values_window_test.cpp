// SPDX-License-Identifier: GPL-3.0-or-later
// The window shows a module's shown values above the modifier total, and a required input
// with no default marks its field to be filled and blocks the roll until it is.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"

#include "play/play_session.h"

#include <QInputDialog>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace umpire;

class ShownValuesWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void requiredInputBlocksTheRollUntilGiven();
    void shownValuesStandAboveTheTotal();
    void followUpAsksForAValueItLacksBeforeItsDice();
};

void ShownValuesWindowTest::requiredInputBlocksTheRollUntilGiven()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("fire_combat")));
    SituationForm* form = window.form();
    // Neither the firer's nor the target's combat factor has a default: both wait as dashes.
    auto* target = qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("target_combat_factor")));
    auto* firer = qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("combat_factor")));
    QVERIFY(target && firer);
    QCOMPARE(target->text(), QStringLiteral("—"));
    QCOMPARE(form->unsetRequiredInputs(),
             (QStringList{QStringLiteral("combat_factor"), QStringLiteral("range"), QStringLiteral("effective_range"),
                          QStringLiteral("extended_range"), QStringLiteral("target_combat_factor")}));
    // The range and the firer's ranges, read off its counter, have no default either.
    qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("range")))->setValue(1);
    qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("effective_range")))->setValue(2);
    qobject_cast<QSpinBox*>(form->editorFor(QStringLiteral("extended_range")))->setValue(3);
    QVERIFY(form->messageFor(QStringLiteral("target_combat_factor")).startsWith(QStringLiteral("To fill in: Target's Combat Factor")));
    QVERIFY(!window.rollControls()->rollAvailable());
    QVERIFY(window.session()->assessment() == nullptr);
    QVERIFY(!window.session()->canRoll());
    QVERIFY(!window.session()->rollProgramDice());  // refused: nothing is thrown
    QVERIFY(window.session()->rolls().isEmpty());

    firer->setValue(5);
    QVERIFY(!window.rollControls()->rollAvailable());  // the target's factor is still missing
    target->setValue(4);
    QVERIFY(form->unsetRequiredInputs().isEmpty());
    QVERIFY(form->messageFor(QStringLiteral("target_combat_factor")).isEmpty());
    QVERIFY(window.rollControls()->rollAvailable());
    QVERIFY(window.session()->assessment() != nullptr);
}

void ShownValuesWindowTest::shownValuesStandAboveTheTotal()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("fire_combat")));
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("combat_factor")))->setValue(5);
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("range")))->setValue(1);
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("effective_range")))->setValue(2);
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("extended_range")))->setValue(3);
    qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("target_combat_factor")))->setValue(4);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QLabel* shown = window.ledger()->shownValues();
    QVERIFY(shown->isVisibleTo(&window));
    QVERIFY2(shown->text().contains(QStringLiteral("Combat factor after halving: <b>5</b>")), qPrintable(shown->text()));
    QVERIFY(shown->text().contains(QStringLiteral("Fire Combat Table column: <b>4-5</b>")));
    QVERIFY(shown->y() < window.ledger()->summary()->y());  // above the modifier total

    // A procedure that shows nothing hides the line.
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("retreat_before_combat")));
    QVERIFY(!window.ledger()->shownValues()->isVisibleTo(&window));
}

void ShownValuesWindowTest::followUpAsksForAValueItLacksBeforeItsDice()
{
    // The assault's "defender loses" calls for a pursuit whose pursuers it cannot know.
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.modulePaths = {std::filesystem::path(UMPIRE_SHOWN_VALUES_MODULE)};
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("shown-values"), QStringLiteral("assault")));
    window.session()->loadSituation(QJsonObject{{"attack", 4}, {"side", "red"}});  // 2/1: a 4 gives DL
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.reports().last().code, QStringLiteral("DL"));
    QCOMPARE(window.session()->followUpMissingInputs().size(), std::size_t{1});
    QPushButton* followUp = window.card()->followUpButton();
    QVERIFY(followUp->isVisibleTo(window.card()));

    // Cancelled: nothing is thrown.
    test::whenDialog<QInputDialog>([](QInputDialog* dialog) { dialog->reject(); });
    followUp->click();
    QCOMPARE(window.session()->rolls().size(), 1);

    // Given: the pursuit is thrown with it.
    QString asked;
    test::whenDialog<QInputDialog>([&asked](QInputDialog* dialog) {
        asked = dialog->labelText();
        dialog->setIntValue(3);
        dialog->accept();
    });
    followUp->click();
    QVERIFY(test::settle(window));
    QCOMPARE(asked, QStringLiteral("Pursuing units (rule 8.1)"));
    QCOMPARE(window.session()->rolls().size(), 2);
    const Situation& pursuit = window.session()->rolls().last().assessment.situation;
    QCOMPARE(pursuit.procedure, std::string("pursuit"));
    QVERIFY(pursuit.values.at("pursuers") == Value(3));
    QVERIFY(pursuit.values.at("winner_strength") == Value(4));
}

QTEST_MAIN(ShownValuesWindowTest)
#include "shown_values_window_test.moc"
