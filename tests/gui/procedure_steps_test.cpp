// SPDX-License-Identifier: GPL-3.0-or-later
// The new kinds of procedure at the table, on the engine's test modules: several steps thrown
// with physical named dice (by keyboard alone), values read off the printed chart before and
// after the dice, decisions, two-sided ledgers, game options, the log dock's steps and the
// export. Screenshots for docs/user-guide.md go to UMPIRE_SCREENSHOT_DIR (see screenshot_test).
#include "gui_test_support.h"

#include "gui/app_settings.h"
#include "gui/chart_readings_dialog.h"
#include "gui/game_options_form.h"
#include "gui/log_dock.h"
#include "gui/log_entry_model.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/named_dice_fields.h"
#include "gui/outcome_chart.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"
#include "gui/session_dialog.h"
#include "gui/side_ledgers.h"

#include "play/play_session.h"

#include "engine/game.h"
#include "log/game_log.h"
#include "log/log_export.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace umpire;

namespace {

StartupOptions withTestProcedures(const test::Scratch& scratch)
{
    StartupOptions options = scratch.options();
    options.modulePaths = {UMPIRE_TEST_PROCEDURES};
    return options;
}

QList<LogEntry> entriesWithResolution(const MainWindow& window)
{
    LogFilter all;
    all.withResolution = true;
    const auto entries = window.gameLog()->entries(all);
    return entries.ok() ? *entries : QList<LogEntry>{};
}

/// Types `text` and Enter into whatever has the focus.
void typeAndEnter(const QString& text)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClicks(focus, text);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

}  // namespace

class ProcedureStepsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void threeStepsWithPhysicalDiceByKeyboardAlone();
    void chartResultAfterTheDiceIsResolvedAndLogged();
    void chartValueBeforeTheDiceIsAskedFirst();
    void chartBarNamesTheCodesAConversionLeaves();
    void chartValuesAreKeptBetweenRunsAndForgottenOnRequest();
    void chartValuesAreSavedAsSoonAsReadOrForgotten();
    void decisionShowsItsResultThenIsLogged();
    void twoSidesHaveTheirOwnLedgers();
    void sideLedgerGetsTheRoomOfItsLines();
    void gameOptionsAreChosenWithTheSession();

private:
    void save(QWidget* widget, const QString& name);
    QString dir_;
};

void ProcedureStepsTest::initTestCase()
{
    test::prepareEnvironment();
    dir_ = qEnvironmentVariable("UMPIRE_SCREENSHOT_DIR", QStringLiteral(UMPIRE_SCREENSHOT_DEFAULT_DIR));
    QVERIFY(QDir().mkpath(dir_));
}

void ProcedureStepsTest::save(QWidget* widget, const QString& name)
{
    // What a player sees: the layouts that the last changes asked for are done first (a button
    // whose text just grew would otherwise be grabbed at its old width).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const QPixmap pixmap = widget->grab();
    QVERIFY(!pixmap.isNull());
    const QString path = QDir(dir_).filePath(name);
    QVERIFY2(pixmap.save(path, "PNG"), qPrintable(path));
}

void ProcedureStepsTest::threeStepsWithPhysicalDiceByKeyboardAlone()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    window.resize(1280, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-three-steps"), QStringLiteral("battle")));
    RollControls* controls = window.rollControls();
    QCOMPARE(controls->namedDiceFields()->labels(), (QStringList{QStringLiteral("French artillery die"), QStringLiteral("Coalition artillery die")}));
    QVERIFY(controls->stepText().contains(QStringLiteral("step 1 of 3, Bombardment")));
    QVERIFY(!window.chart()->subjectBox()->isHidden());  // the outputs' chances can be shown too

    // From the Roll button, Tab reaches the first named die; Enter goes from die to die.
    controls->rollButton()->setFocus();
    QCOMPARE(test::pressTab(), static_cast<QWidget*>(controls->namedDiceFields()->fields().at(0)));
    // 3 and 1: the Coalition loses 1, the French nothing; the odd difference needs the rounding die.
    typeAndEnter(QStringLiteral("3"));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(controls->namedDiceFields()->fields().at(1)));
    typeAndEnter(QStringLiteral("1"));
    QVERIFY(window.session()->rollUnderWay());
    // The next step's die has the focus; the chart shows the chances that remain.
    QCOMPARE(controls->namedDiceFields()->labels(), QStringList{QStringLiteral("Rounding die")});
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(controls->namedDiceFields()->fields().at(0)));
    // Its field stands by its name, not at the far end of the pane.
    QVERIFY(test::settle(window));
    const QLineEdit* rounding = controls->namedDiceFields()->fields().at(0);
    const QLabel* name = qobject_cast<QLabel*>(controls->namedDiceFields()->layout()->itemAt(0)->widget());
    QVERIFY(name != nullptr && name->buddy() == rounding);
    QVERIFY2(rounding->x() - (name->x() + name->sizeHint().width()) < 20,
             qPrintable(QStringLiteral("name at %1 (%2 wide), field at %3").arg(name->x()).arg(name->sizeHint().width()).arg(rounding->x())));
    QVERIFY(controls->stepText().contains(QStringLiteral("step 2 of 3, Advantage")));
    const qsizetype w = window.chart()->categories().indexOf(QStringLiteral("W"));
    QVERIFY(w >= 0);
    QCOMPARE(window.chart()->percents()[static_cast<std::size_t>(w)], 25.0);  // advantage 0 or 1: 1/6 and 1/3
    QVERIFY(window.card()->text().contains(QStringLiteral("Coalition bombardment losses: 1")));
    QVERIFY(window.card()->text().contains(QStringLiteral("Next: Step 2 of 3: Advantage (T9.2)")));
    save(&window, QStringLiteral("steps.png"));

    typeAndEnter(QStringLiteral("2"));
    QCOMPARE(controls->namedDiceFields()->labels(), (QStringList{QStringLiteral("Advantaged die"), QStringLiteral("Other die")}));
    typeAndEnter(QStringLiteral("6"));
    typeAndEnter(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    QVERIFY(!window.session()->rollUnderWay());
    QVERIFY(window.card()->text().contains(QStringLiteral("W — Won")));
    QVERIFY(window.card()->text().contains(QStringLiteral("Advantaged die 6, Other die 2")));

    const auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("W"));
    QCOMPARE(entries.first().diceOrigin, DiceOrigin::Physical);
    const QJsonArray steps = entries.first().resolution().value(QStringLiteral("steps")).toArray();
    QCOMPARE(steps.size(), 2);
    QCOMPARE(steps[0].toObject().value(QStringLiteral("roll")).toObject().value(QStringLiteral("named")).toObject()
                 .value(QStringLiteral("coalition_art")).toArray(), QJsonArray{1});
    QCOMPARE(steps[1].toObject().value(QStringLiteral("outputs")).toArray()[0].toObject().value(QStringLiteral("value")).toInt(), 0);

    // The log dock: one line that opens to its three steps.
    LogEntryModel* model = window.logDock()->model();
    QCOMPARE(model->rowCount(), 1);
    const QModelIndex line = model->index(0, 0);
    QVERIFY(model->hasChildren(line));
    QCOMPARE(model->rowCount(line), 3);
    QCOMPARE(model->index(0, LogEntryModel::ProcedureColumn, line).data().toString(), QStringLiteral("Step 1: Bombardment"));
    QVERIFY(model->index(0, LogEntryModel::ResultColumn, line).data().toString().contains(QStringLiteral("Coalition bombardment losses 1")));
    QCOMPARE(model->index(2, LogEntryModel::DiceColumn, line).data().toString(), QStringLiteral("6,2"));

    // Exports carry every step.
    const QString path = scratch.path(QStringLiteral("session.md"));
    QVERIFY(window.logDock()->exportTo(ExportFormat::Markdown, path).ok());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString markdown = QString::fromUtf8(file.readAll());
    QVERIFY2(markdown.contains(QStringLiteral("step bombard")), qPrintable(markdown));
    QVERIFY(markdown.contains(QStringLiteral("Advantage 0")));
}

void ProcedureStepsTest::chartResultAfterTheDiceIsResolvedAndLogged()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-chart-result"), QStringLiteral("assault")));
    window.session()->loadSituation(QJsonObject{{"odds", 3}});
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    QCOMPARE(window.card()->question(), QStringLiteral("Assault (T4): column 3, row 3..4"));
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.card()->chartResultBox()));
    QVERIFY(!window.rollControls()->rollAvailable());
    QVERIFY(entriesWithResolution(window).isEmpty());
    save(&window, QStringLiteral("chart-question.png"));

    typeAndEnter(QStringLiteral("DR"));
    QVERIFY2(window.card()->problem().isEmpty(), qPrintable(window.card()->problem()));
    QVERIFY(test::settle(window));
    QVERIFY(!window.card()->chartResultBox()->isVisibleTo(window.card()));
    QVERIFY(window.card()->text().contains(QStringLiteral("DR — Defender retreats (read off the printed chart)")));
    QVERIFY(window.card()->text().contains(QStringLiteral("A low die: the retreat is orderly.")));
    QVERIFY(window.card()->followUpButton()->isVisibleTo(window.card()));
    const auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("DR"));
    QCOMPARE(entries.first().chartResult.value_or(QString()), QStringLiteral("DR"));
    QCOMPARE(entries.first().resolution().value(QStringLiteral("result")).toObject().value(QStringLiteral("rule")).toString(),
             QStringLiteral("T4.1"));

    // The same cell again: taken from the value kept for the game, and the card says so.
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY(!window.card()->chartResultBox()->isVisibleTo(window.card()));
    QVERIFY2(window.card()->text().contains(QStringLiteral("DR — Defender retreats (read off the printed chart for an earlier throw)")),
             qPrintable(window.card()->text()));
    QCOMPARE(entriesWithResolution(window).size(), 2);
}

void ProcedureStepsTest::chartValueBeforeTheDiceIsAskedFirst()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    window.session()->loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    QCOMPARE(window.card()->question(), QStringLiteral("Base attack factor (T3): column 4.., row rifle"));
    QVERIFY(!window.rollControls()->rollAvailable());
    QVERIFY(window.chart()->findChild<QLabel*>(QStringLiteral("whatIf"))->text().contains(QStringLiteral("read Base attack factor")));
    window.card()->chartResultBox()->setFocus();
    typeAndEnter(QStringLiteral("many"));
    QVERIFY(window.card()->problem().contains(QStringLiteral("must be a number")));
    window.card()->chartResultBox()->lineEdit()->clear();
    typeAndEnter(QStringLiteral("2"));
    QVERIFY(!window.card()->chartResultBox()->isVisibleTo(window.card()));
    QVERIFY(window.rollControls()->rollAvailable());
    QCOMPARE(window.session()->assessment()->target.value_or(0), 2);
    window.enterPhysicalDice(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->text().contains(QStringLiteral("Base attack factor, 4.., rifle = 2 (read off your chart)")) ||
            window.card()->text().contains(QStringLiteral("= 2 (read off your chart)")));
    const auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("HIT"));
    QCOMPARE(entries.first().resolution().value(QStringLiteral("player_values")).toArray().size(), 1);
}

void ProcedureStepsTest::chartValuesAreKeptBetweenRunsAndForgottenOnRequest()
{
    test::Scratch scratch;
    {
        MainWindow first(withTestProcedures(scratch));
        QVERIFY(test::showAndActivate(&first));
        QVERIFY(first.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
        first.session()->loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
        first.card()->chartResultBox()->setFocus();
        typeAndEnter(QStringLiteral("3"));
        QVERIFY(!first.card()->chartResultBox()->isVisibleTo(first.card()));
        QVERIFY(first.close());
    }

    // The next run knows the value: the situation comes back and nothing is asked.
    MainWindow window(withTestProcedures(scratch));
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    QVERIFY(!window.card()->chartResultBox()->isVisibleTo(window.card()));
    QVERIFY(window.session()->assessment());
    QCOMPARE(window.session()->assessment()->target.value_or(0), 3);

    // A 3 typed for a 2: Play > Values read off the chart lists it, and forgetting it asks again.
    auto* action = window.findChild<QAction*>(QStringLiteral("chartReadingsAction"));
    QVERIFY(action);
    bool seen = false;
    test::whenDialog<ChartReadingsDialog>([&](ChartReadingsDialog* dialog) {
        seen = true;
        QTableWidget* table = dialog->table();
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("Base attack factor, 4.., rifle"));
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("3"));
        QVERIFY(!dialog->forgetButton()->isEnabled());
        table->selectRow(0);
        QVERIFY(dialog->forgetButton()->isEnabled());
        save(dialog, QStringLiteral("chart-readings.png"));
        QTest::mouseClick(dialog->forgetButton(), Qt::LeftButton);
        QCOMPARE(table->rowCount(), 0);
        dialog->reject();
    });
    action->trigger();
    QVERIFY(seen);
    QVERIFY(window.card()->chartResultBox()->isVisibleTo(window.card()));
    QCOMPARE(window.card()->question(), QStringLiteral("Base attack factor (T3): column 4.., row rifle"));
    QVERIFY(!window.rollControls()->rollAvailable());
    QLineEdit* box = window.card()->chartResultBox()->lineEdit();
    QTest::keyClicks(box, QStringLiteral("2"));
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(window.session()->assessment());
    QCOMPARE(window.session()->assessment()->target.value_or(0), 2);
}

void ProcedureStepsTest::chartValuesAreSavedAsSoonAsReadOrForgotten()
{
    test::Scratch scratch;
    const StartupOptions options = withTestProcedures(scratch);
    // What another process would find in the settings file, as after a crash.
    const auto savedValue = [&]() {
        const QJsonObject game = AppSettings(options.settingsFile).chartReadings().value(QStringLiteral("test-lookup-question")).toObject();
        return game.isEmpty() ? QString() : game.begin()->toObject().value(QStringLiteral("value")).toString();
    };
    MainWindow window(options);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-lookup-question"), QStringLiteral("fire")));
    window.session()->loadSituation(QJsonObject{{"unit", "rifle"}, {"range", 4}});
    QCOMPARE(savedValue(), QString());
    window.card()->chartResultBox()->setFocus();
    typeAndEnter(QStringLiteral("3"));
    QCOMPARE(savedValue(), QStringLiteral("3"));

    const QList<KeptChartReading> kept = window.session()->keptChartReadings();
    QCOMPARE(kept.size(), 1);
    QVERIFY(window.session()->forgetChartReading(kept.first().key));
    QCOMPARE(savedValue(), QString());
}

void ProcedureStepsTest::decisionShowsItsResultThenIsLogged()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-decision"), QStringLiteral("combat_type")));
    window.session()->loadSituation(QJsonObject{{"french_strength", 30}, {"coalition_strength", 20}});
    QVERIFY(window.rollControls()->previewText().contains(QStringLiteral("BATTLE")));
    QVERIFY(window.rollControls()->previewText().contains(QStringLiteral("T7.1")));
    QVERIFY(window.rollControls()->rollButton()->text().contains(QStringLiteral("Record the decision")));
    QVERIFY(window.rollControls()->diceField()->isHidden());
    QVERIFY(entriesWithResolution(window).isEmpty());
    window.session()->loadSituation(QJsonObject{{"french_strength", 8}, {"coalition_strength", 5}});
    QVERIFY(window.rollControls()->previewText().contains(QStringLiteral("SKIRMISH")));

    window.rollControls()->rollButton()->setFocus();
    QTest::keyClick(window.rollControls()->rollButton(), Qt::Key_Space);
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->text().contains(QStringLiteral("Decided from the situation, no dice")));
    const auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QCOMPARE(entries.first().resultCode.value_or(QString()), QStringLiteral("SKIRMISH"));
    QCOMPARE(entries.first().diceOrigin, DiceOrigin::None);
}

void ProcedureStepsTest::twoSidesHaveTheirOwnLedgers()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    window.resize(1280, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-side-totals"), QStringLiteral("clash")));
    window.session()->loadSituation(QJsonObject{{"guard", true}, {"elite", true}, {"cavalry", true}});
    SideLedgers* sides = window.ledger()->sides();
    QVERIFY(sides->isVisibleTo(window.ledger()));
    QCOMPARE(sides->totalText(QStringLiteral("french_modifier")), QStringLiteral("French modifier: +2"));
    QCOMPARE(sides->totalText(QStringLiteral("coalition_modifier")), QStringLiteral("Coalition modifier: +1"));
    QTreeWidget* french = sides->ledger(QStringLiteral("french_modifier"));
    QVERIFY(french);
    QCOMPARE(french->topLevelItem(0)->text(1), QStringLiteral("The Guard"));
    QCOMPARE(french->topLevelItem(0)->text(0), QStringLiteral("T6.1"));
    QVERIFY(!window.ledger()->line(QStringLiteral("guard")));  // not repeated in the common table
    QVERIFY(window.rollControls()->stepText().isEmpty());
    QCOMPARE(window.rollControls()->namedDiceFields()->labels(), (QStringList{QStringLiteral("French die"), QStringLiteral("Coalition die")}));
    window.rollControls()->namedDiceFields()->fields().at(0)->setFocus();
    typeAndEnter(QStringLiteral("2"));
    typeAndEnter(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->text().contains(QStringLiteral("French die 2, Coalition die 3")));
    QVERIFY(window.card()->text().contains(QStringLiteral("French score: 4")));
    // Rebuilt after the roll in a pane already shown, each side's ledger is shown too.
    for (const QString& id : {QStringLiteral("french_modifier"), QStringLiteral("coalition_modifier")}) {
        const QWidget* box = sides->findChild<QWidget*>(QStringLiteral("side:") + id);
        QVERIFY(box);
        QVERIFY2(box->isVisible(), qPrintable(id));
    }
    save(&window, QStringLiteral("two-sided.png"));
}

void ProcedureStepsTest::sideLedgerGetsTheRoomOfItsLines()
{
    // Abbeville's fire: fifteen attack factor modifiers in the side's ledger, the column alone in
    // the common table. Both had the same share of the pane: a line and a half of the fifteen.
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(1280, 800);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("abbeville-1940"), QStringLiteral("fire")));
    window.session()->loadSituation(QJsonObject{{"base_attack_factor", 6}, {"range", 1}});  // no defaults
    QVERIFY(test::settle(window));
    QTreeWidget* side = window.ledger()->sides()->ledger(QStringLiteral("attack_modifier"));
    QVERIFY(side);
    QVERIFY(side->topLevelItemCount() >= 6);
    QTRY_VERIFY(side->isVisible());  // the ledgers of a new assessment are shown by the event loop
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    int whole = 0;
    for (int i = 0; i < side->topLevelItemCount(); ++i)
        if (side->visualItemRect(side->topLevelItem(i)).bottom() < side->viewport()->height())
            ++whole;
    QVERIFY2(whole >= 4, qPrintable(QStringLiteral("%1 lines of %2 in view").arg(whole).arg(side->topLevelItemCount())));
}

void ProcedureStepsTest::gameOptionsAreChosenWithTheSession()
{
    test::Scratch scratch;
    MainWindow window(withTestProcedures(scratch));
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("test-options"), QStringLiteral("combat")));
    SessionDialog dialog(window.modules().games, QStringLiteral("test-options"));
    GameOptionsForm* form = dialog.optionsForm();
    QVERIFY(!form->isEmpty());
    auto* shift = form->findChild<QWidget*>(QStringLiteral("option:fortress_shift"));
    QVERIFY(shift);
    auto* struggle = form->findChild<QComboBox*>(QStringLiteral("option:struggle"));
    QVERIFY(struggle);
    struggle->setCurrentIndex(struggle->findData(QStringLiteral("doubled")));
    const GameOptionsForm::Options chosen = dialog.gameOptions();
    QCOMPARE(chosen.at("struggle").asChoice(), std::string("doubled"));
    QCOMPARE(GameOptionsForm::summary(*window.session()->game(), chosen),
             QStringLiteral("Fortresses shift the column one left: no; Losses in a bloody struggle: Doubled"));
    // Kept as JSON between runs, and read back for the game.
    const auto back = GameOptionsForm::fromJson(*window.session()->game(), GameOptionsForm::toJson(chosen));
    QCOMPARE(back.at("struggle").asChoice(), std::string("doubled"));

    window.session()->setGameOptions(QStringLiteral("test-options"), chosen);
    window.session()->loadSituation(QJsonObject{{"factor", 8}});
    // Every row of the high column gives D: no die to throw, the certain result is recorded.
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    QVERIFY(window.card()->text().contains(QStringLiteral("Steps lost: 2")));
    const auto entries = entriesWithResolution(window);
    QCOMPARE(entries.size(), 1);
    QVERIFY(!entries.first().resolution().value(QStringLiteral("options")).toArray().isEmpty());
}

QTEST_MAIN(ProcedureStepsTest)
void ProcedureStepsTest::chartBarNamesTheCodesAConversionLeaves()
{
    // Abbeville lacks Table 3; indirect fire on a vehicle can only give - or N (D and 1 become N).
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("abbeville-1940"), QStringLiteral("fire")));
    window.session()->loadSituation(QJsonObject{{"fire_type", "indirect"}, {"base_attack_factor", 6}, {"target_type", "vehicle"}});
    QTRY_VERIFY2(window.chart()->categories().contains(QStringLiteral("read off the printed chart: -/N")),
                 qPrintable(window.chart()->categories().join(QStringLiteral(", "))));
    window.session()->loadSituation(QJsonObject{{"fire_type", "direct"}, {"base_attack_factor", 6}, {"range", 2}});
    QTRY_VERIFY2(window.chart()->categories().contains(QStringLiteral("read off the printed chart")),
                 qPrintable(window.chart()->categories().join(QStringLiteral(", "))));
}

#include "procedure_steps_test.moc"
