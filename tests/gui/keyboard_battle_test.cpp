// SPDX-License-Identifier: GPL-3.0-or-later
// A whole battle of Campaigns of Napoleon (7.4.3) played with the keyboard alone, on the
// shipped module, from a fresh window: the game and procedure by Alt+G / Alt+R and typing, the
// situation by Tab and typing, each step's named dice by typing and Enter (the module's worked
// example), the values of the missing battle table read off the printed chart by typing, and
// then a second battle thrown with the program's dice by Space alone.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/named_dice_fields.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/situation_form.h"
#include "gui/startup_options.h"

#include "play/play_session.h"

#include "log/game_log.h"

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLineEdit>
#include <QTest>

using namespace umpire;

namespace {

QList<LogEntry> entriesWithResolution(MainWindow& window)
{
    LogFilter all;
    all.withResolution = true;
    const auto entries = window.gameLog()->entries(all);
    return entries.ok() ? *entries : QList<LogEntry>{};
}

/// Presses Tab until `target` has the focus, as a player tabs past fields left as they are;
/// false when it is not reached within the form's length.
bool tabTo(QWidget* target)
{
    for (int i = 0; i < 80; ++i) {
        if (test::pressTab() == target)
            return true;
    }
    return false;
}

void typeAndEnter(const QString& text)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, text);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

/// The module's worked example of 7.4.3, in form order, with the keys a player types.
std::vector<std::pair<QString, QString>> exampleKeys()
{
    return {
        {QStringLiteral("french_sp"), QStringLiteral("30")},
        {QStringLiteral("coalition_sp"), QStringLiteral("20")},
        {QStringLiteral("french_artillery_points"), QStringLiteral("6")},
        {QStringLiteral("coalition_artillery_points"), QStringLiteral("3")},
        {QStringLiteral("french_cavalry_sp"), QStringLiteral("4")},
        {QStringLiteral("french_tactical_leaders"), QStringLiteral("1")},
        {QStringLiteral("french_senior_initiative"), QStringLiteral("4")},
        {QStringLiteral("french_guard_staked_sp"), QStringLiteral("5")},
        {QStringLiteral("coalition_additional_forces"), QStringLiteral("1")},
        {QStringLiteral("outflanking_hexes"), QStringLiteral("1")},
        {QStringLiteral("defender_terrain"), QStringLiteral(" ")},  // tick
        {QStringLiteral("defender_hexsides"), QStringLiteral("s")},  // Secondary river, bridge or crest
    };
}

}  // namespace

class KeyboardBattleTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void battleByKeyboardAlone();
};

void KeyboardBattleTest::battleByKeyboardAlone()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    // The second battle's dice are seeded: the values read off the chart for the first battle's
    // cell are kept for the game, so a throw landing on that cell would ask nothing.
    options.seed = 7;
    MainWindow window(options);
    window.resize(1280, 1000);
    QVERIFY(test::showAndActivate(&window));

    QTest::keyClick(&window, Qt::Key_G, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.picker()->gameBox()));
    QTest::keyClicks(window.picker()->gameBox(), QStringLiteral("Camp"));
    QCOMPARE(window.picker()->gameId(), QStringLiteral("campaigns-of-napoleon-light"));
    QTest::keyClick(&window, Qt::Key_R, Qt::AltModifier);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.picker()->searchField()));
    QTest::keyClicks(window.picker()->searchField(), QStringLiteral("Battle"));
    QCOMPARE(window.picker()->procedureId(), QStringLiteral("battle"));

    // Attacking side: French is the first option, left as it is; every other field is reached
    // with Tab and typed.
    for (const auto& [input, keys] : exampleKeys()) {
        QWidget* editor = window.form()->editorFor(input);
        QVERIFY2(editor, qPrintable(input));
        QVERIFY2(tabTo(editor), qPrintable(QStringLiteral("Tab never reached ") + input));
        if (keys == QStringLiteral(" "))
            QTest::keyClick(editor, Qt::Key_Space);
        else
            QTest::keyClicks(editor, keys);
    }

    // Step 1: the two bombardment dice, typed one after the other.
    RollControls* controls = window.rollControls();
    QVERIFY(controls->rollAvailable());
    QVERIFY(tabTo(controls->namedDiceFields()->fields().at(0)));
    QCOMPARE(controls->namedDiceFields()->labels(),
             (QStringList{QStringLiteral("French bombardment die"), QStringLiteral("Coalition bombardment die")}));
    typeAndEnter(QStringLiteral("2"));
    typeAndEnter(QStringLiteral("4"));
    QVERIFY(window.session()->rollUnderWay());
    // The step of no dice (the two totals) passes by itself; the rounding die has the focus.
    QCOMPARE(controls->namedDiceFields()->labels(), QStringList{QStringLiteral("Rounding die")});
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(controls->namedDiceFields()->fields().at(0)));
    typeAndEnter(QStringLiteral("4"));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(controls->namedDiceFields()->fields().at(0)));
    typeAndEnter(QStringLiteral("3"));
    typeAndEnter(QStringLiteral("4"));

    // The battle table is not in our sources: each value is asked for, with its table, column
    // and row, and typed where the focus already is.
    const QStringList answers{QStringLiteral("ADV"), QStringLiteral("5"), QStringLiteral("10"), QStringLiteral("2")};
    QStringList questions;
    for (const QString& answer : answers) {
        QVERIFY2(window.card()->chartResultBox()->isVisibleTo(window.card()), qPrintable(answer));
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.card()->chartResultBox()));
        questions << window.card()->question();
        QVERIFY(entriesWithResolution(window).isEmpty());
        typeAndEnter(answer);
        QVERIFY2(window.card()->problem().isEmpty(), qPrintable(window.card()->problem()));
    }
    QVERIFY2(questions.first().contains(QStringLiteral("row 5")) && questions.first().contains(QStringLiteral("column 4")),
             qPrintable(questions.join(QStringLiteral(" | "))));
    QVERIFY(test::settle(window));
    QVERIFY(!window.session()->rollUnderWay());

    auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("ADV"));
    QCOMPARE(entries.first().diceOrigin, DiceOrigin::Physical);
    // The entry is the last step, holding the earlier ones under "steps".
    const QJsonObject last = entries.first().resolution();
    QJsonArray steps = last.value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 3);
    steps.append(last);
    QJsonObject outputs;
    for (const auto& step : steps)
        for (const auto& output : step.toObject().value(QStringLiteral("outputs")).toArray())
            outputs.insert(output.toObject().value(QStringLiteral("id")).toString(), output.toObject().value(QStringLiteral("value")));
    // The module's worked example: 5 % of 50 SP for the French, 10 % for the Coalition.
    QCOMPARE(outputs.value(QStringLiteral("french_losses")).toInt(), 3);
    QCOMPARE(outputs.value(QStringLiteral("coalition_losses")).toInt(), 5);
    QCOMPARE(outputs.value(QStringLiteral("coalition_bombardment_losses")).toInt(), 4);
    QCOMPARE(outputs.value(QStringLiteral("coalition_retreat_hexes")).toInt(), 2);

    // A second battle with the program's dice: Space throws each step wherever the focus is
    // (here the card, after the last answer), then the chart is read again.
    int spaces = 0;
    while (!window.card()->chartResultBox()->isVisibleTo(window.card()) && spaces < 5) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
        ++spaces;
    }
    QCOMPARE(spaces, 3);  // bombardment, rounding die, battle dice
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.card()->chartResultBox()));
    QVERIFY2(window.card()->question() != questions.first(), qPrintable(window.card()->question()));
    for (int answered = 0; answered < 4 && window.card()->chartResultBox()->isVisibleTo(window.card()); ++answered) {
        // The battle table's code comes first, then the numbers the result needs.
        typeAndEnter(answered == 0 ? QStringLiteral("DRAW") : QStringLiteral("0"));
        QVERIFY2(window.card()->problem().isEmpty(), qPrintable(window.card()->question() + QStringLiteral(": ") + window.card()->problem()));
    }
    QVERIFY(test::settle(window));
    entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 2);
    QCOMPARE(entries.last().diceOrigin, DiceOrigin::Rolled);
    QCOMPARE(entries.last().resultCode.value_or(QString()), QStringLiteral("DRAW"));
}

QTEST_MAIN(KeyboardBattleTest)
#include "keyboard_battle_test.moc"
