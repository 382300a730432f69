// SPDX-License-Identifier: GPL-3.0-or-later
// The log dock: restart, filters, voiding with Ctrl+Z, opening and reloading an entry,
// exports, sessions, and the turn and phase labels.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/log_entry_dialog.h"
#include "gui/log_entry_model.h"
#include "gui/main_window.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/session_dialog.h"
#include "gui/situation_form.h"
#include "gui/void_dialog.h"

#include "log/game_log.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QJsonObject>
#include <QPushButton>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace umpire;

class LogDockTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void restartFindsTheLogAndTheLastProcedure();
    void filtersByTextAndProcedure();
    void ctrlZVoidsTheLastEntryWithAReason();
    void openedEntryShowsItsSituationAndReloadsIt();
    void openedEntryGivesDiceAsTheyWereRead();
    void exportsCsvMarkdownAndPdf();
    void newSessionIsStartedAndPicked();
    void turnAndPhaseAdvanceFromTheToolbar();
    void resultColumnShowsShortLabels();
};

void LogDockTest::restartFindsTheLogAndTheLastProcedure()
{
    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("bombardment")));
        window.rollProgramDice();
        QVERIFY(test::settle(window));
        QCOMPARE(window.logDock()->model()->rowCount(), 1);
        window.close();
    }
    MainWindow again(scratch.options());
    QCOMPARE(again.picker()->gameId(), QStringLiteral("la-fleur-au-fusil"));
    QCOMPARE(again.picker()->procedureId(), QStringLiteral("bombardment"));
    QCOMPARE(again.form()->procedure()->id, std::string("bombardment"));
    QCOMPARE(again.logDock()->model()->rowCount(), 1);
    QCOMPARE(again.logDock()->model()->entryAt(0)->procedure, QStringLiteral("bombardment"));
    // The next roll goes to the same session.
    again.rollProgramDice();
    QVERIFY(test::settle(again));
    const auto sessions = again.gameLog()->sessions();
    QCOMPARE(sessions->size(), 1);
    QCOMPARE(again.logDock()->model()->rowCount(), 2);
}

void LogDockTest::filtersByTextAndProcedure()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("defender_terrain")))->setCurrentIndex(3);  // village
    window.enterPhysicalDice(QStringLiteral("1"));
    QVERIFY(test::settle(window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("rally")));
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    LogDock* dock = window.logDock();
    QCOMPARE(dock->model()->rowCount(), 3);

    // Ctrl+F goes to the filter.
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), dock->filterField());
    QTest::keyClicks(dock->filterField(), QStringLiteral("village"));
    QCOMPARE(dock->model()->rowCount(), 1);
    dock->filterField()->clear();
    QCOMPARE(dock->model()->rowCount(), 3);
    dock->procedureFilter()->setCurrentIndex(dock->procedureFilter()->findData(QStringLiteral("combat")));
    QCOMPARE(dock->model()->rowCount(), 2);
}

void LogDockTest::ctrlZVoidsTheLastEntryWithAReason()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    window.enterPhysicalDice(QStringLiteral("5"));
    QVERIFY(test::settle(window));
    const qint64 last = window.reports().first().entryId;

    bool okEnabledWhenEmpty = true;
    test::whenDialog<VoidDialog>([&](VoidDialog* dialog) {
        QVERIFY(dialog->windowTitle().contains(QStringLiteral("Void")));
        okEnabledWhenEmpty = dialog->findChild<QDialogButtonBox*>()->buttons().first()->isEnabled();
        QTest::keyClicks(dialog->reasonField(), QStringLiteral("wrong terrain entered"));
        dialog->accept();
    });
    // Ctrl+Z with the focus in a number field of the form.
    window.form()->editorFor(QStringLiteral("attacking_units"))->setFocus();
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!okEnabledWhenEmpty);  // no void without a reason

    const auto voided = window.gameLog()->entry(last);
    QVERIFY(voided.ok());
    QVERIFY(voided->voidedBy.has_value());
    const auto voidEntry = window.gameLog()->entry(*voided->voidedBy);
    QCOMPARE(voidEntry->voidReason, QStringLiteral("wrong terrain entered"));
    QCOMPARE(window.logDock()->model()->rowCount(), 3);
    QCOMPARE(window.logDock()->model()->data(window.logDock()->model()->index(1, 0), Qt::FontRole).value<QFont>().strikeOut(), true);

    // Cancelling changes nothing.
    test::whenDialog<VoidDialog>([](VoidDialog* dialog) { dialog->reject(); });
    window.voidLastAction()->trigger();
    QCOMPARE(window.logDock()->model()->rowCount(), 3);
}

void LogDockTest::openedEntryShowsItsSituationAndReloadsIt()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.form()->setValues(QJsonObject{{"attacker_side", "german"}, {"attacking_units", 3}, {"defender_terrain", "village"}});
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    const qint64 id = window.reports().first().entryId;
    const auto entry = window.gameLog()->entry(id);
    const QString html = LogEntryDialog::entryHtml(*entry, window.form()->procedure());
    QVERIFY(html.contains(QStringLiteral("Attacking infantry and cavalry units")));
    QVERIFY(html.contains(QStringLiteral("Village")));
    QVERIFY(html.contains(QStringLiteral("Defender in forest or village")));
    QVERIFY(html.contains(QStringLiteral("Die-roll modifier total")));

    // Change the form, then reload the entry from its dialog.
    window.form()->resetToDefaults();
    QCOMPARE(window.form()->situation().values.at("attacking_units").asInteger(), 1);
    test::whenDialog<LogEntryDialog>([](LogEntryDialog* dialog) { dialog->reloadButton()->click(); });
    window.logDock()->openEntry(id);
    const Situation s = window.form()->situation();
    QCOMPARE(s.values.at("attacking_units").asInteger(), 3);
    QCOMPARE(s.values.at("defender_terrain").asChoice(), std::string("village"));
    QCOMPARE(s.values.at("attacker_side").asChoice(), std::string("german"));
}

void LogDockTest::openedEntryGivesDiceAsTheyWereRead()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    const auto entryHtml = [&window] {
        const auto entry = window.gameLog()->entry(window.reports().first().entryId);
        return LogEntryDialog::entryHtml(*entry, window.form()->procedure());
    };
    // La fleur au fusil's bombardment (8.3) counts each die on its own: 6,5,2,1 against 6 steps
    // is two hits, and a sum of the dice means nothing.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("bombardment")));
    window.form()->setValues(QJsonObject{{"artillery_units", 4}, {"target_steps", 6}});
    window.enterPhysicalDice(QStringLiteral("6,5,2,1"));
    QVERIFY(test::settle(window));
    QString html = entryHtml();
    QVERIFY2(html.contains(QStringLiteral("Dice 6,5,2,1 (physical dice), each die counted on its own: 2 hit(s)")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("natural")));

    // Abbeville's initiative reads the French die less the German one: row 3, not a sum.
    QVERIFY(window.chooseProcedure(QStringLiteral("abbeville-1940"), QStringLiteral("initiative")));
    window.enterPhysicalDice(QStringLiteral("5,2"));
    QVERIFY(test::settle(window));
    html = entryHtml();
    QVERIFY2(html.contains(QStringLiteral("Dice French die 5, German die 2 (physical dice), read on row 3")), qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("natural")));

    // A roll read on its sum keeps it.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY(entryHtml().contains(QStringLiteral("Dice 4 (physical dice), natural 4, modified ")));
}

void LogDockTest::exportsCsvMarkdownAndPdf()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    window.enterPhysicalDice(QStringLiteral("6"));
    QVERIFY(test::settle(window));
    for (const auto& [format, name] : {std::pair{ExportFormat::Csv, QStringLiteral("s.csv")},
                                       std::pair{ExportFormat::Markdown, QStringLiteral("s.md")},
                                       std::pair{ExportFormat::Pdf, QStringLiteral("s.pdf")}}) {
        const QString path = scratch.path(name);
        const LogStatus status = window.logDock()->exportTo(format, path);
        QVERIFY2(status.ok(), qPrintable(status.error()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.size() > 100);
        if (format == ExportFormat::Pdf)
            QVERIFY(data.startsWith("%PDF"));
        else
            QVERIFY(data.contains("DR"));
    }
    // The file dialog asks before replacing a file, but never offers the log itself: an export
    // named as the window's log (or its journal) is refused and the log keeps every entry.
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Markdown, ExportFormat::Pdf}) {
        for (const QString& target : {scratch.logPath(), scratch.logPath() + QStringLiteral("-wal")}) {
            if (!QFileInfo::exists(target))
                continue;
            const LogStatus status = window.logDock()->exportTo(format, target);
            QVERIFY(!status.ok());
            QVERIFY2(status.error().contains(QStringLiteral(": this is the game log being exported")), qPrintable(status.error()));
        }
    }
    GameLog reread;
    QVERIFY(reread.open(scratch.logPath()).ok());
    const auto verified = reread.verify();
    QVERIFY(verified.ok() && verified->ok());
    QCOMPARE(verified->entriesChecked, 2);
}

void LogDockTest::newSessionIsStartedAndPicked()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    const qint64 first = *window.logDock()->currentSession();

    test::whenDialog<SessionDialog>([](SessionDialog* dialog) {
        dialog->gameBox()->setCurrentIndex(dialog->gameBox()->findData(QStringLiteral("la-fleur-au-fusil")));
        dialog->scenarioField()->setText(QStringLiteral("12.4 Rossignol"));
        dialog->playersField()->setText(QStringLiteral("Anne, Bruno"));
        dialog->accept();
    });
    window.newSession();
    const qint64 second = *window.logDock()->currentSession();
    QVERIFY(second != first);
    const auto session = window.gameLog()->session(second);
    QCOMPARE(session->scenario, QStringLiteral("12.4 Rossignol"));
    QCOMPARE(session->players, (QStringList{"Anne", "Bruno"}));
    QCOMPARE(window.logDock()->model()->rowCount(), 0);
    window.enterPhysicalDice(QStringLiteral("2"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.logDock()->model()->rowCount(), 1);
    QCOMPARE(window.gameLog()->entry(window.reports().first().entryId)->sessionId, second);

    // Picking the older session shows its entries again.
    window.logDock()->selectSession(first);
    QCOMPARE(window.logDock()->model()->rowCount(), 1);
    QCOMPARE(window.logDock()->sessionBox()->count(), 2);
}

void LogDockTest::turnAndPhaseAdvanceFromTheToolbar()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.turnField()->setText(QStringLiteral("Turn 3 (PM)"));
    window.nextTurn();
    QCOMPARE(window.turnField()->text(), QStringLiteral("Turn 4 (PM)"));
    // Phases typed in are remembered in order; Next phase walks them, then the next turn.
    window.phaseBox()->setCurrentText(QStringLiteral("Movement"));
    window.nextPhase();
    window.phaseBox()->setCurrentText(QStringLiteral("Combat"));
    window.nextPhase();
    QCOMPARE(window.phaseBox()->count(), 2);
    QCOMPARE(window.phaseBox()->currentText(), QStringLiteral("Movement"));
    QCOMPARE(window.turnField()->text(), QStringLiteral("Turn 6 (PM)"));
    window.nextPhase();
    QCOMPARE(window.phaseBox()->currentText(), QStringLiteral("Combat"));
    window.close();
    MainWindow again(scratch.options());
    QCOMPARE(again.turnField()->text(), QStringLiteral("Turn 6 (PM)"));
    QCOMPARE(again.phaseBox()->currentText(), QStringLiteral("Combat"));
    QCOMPARE(again.phaseBox()->count(), 2);
}

QTEST_MAIN(LogDockTest)
void LogDockTest::resultColumnShowsShortLabels()
{
    // Abbeville's initiative logs FRENCH, an identifier: the Result column gives the result's
    // short label, and its tip gives the logged code. Its two dice play different roles, so no
    // sum of them is shown as the roll. A chart mark stays as it is, with its modified roll.
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("abbeville-1940"), QStringLiteral("initiative")));
    window.enterPhysicalDice(QStringLiteral("5,2"));
    QVERIFY(test::settle(window));
    LogEntryModel* model = window.logDock()->model();
    QCOMPARE(model->rowCount(), 1);
    QCOMPARE(model->entryAt(0)->resultCode.value_or(QString()), QStringLiteral("FRENCH"));
    const QModelIndex result = model->index(0, LogEntryModel::ResultColumn);
    QCOMPARE(result.data().toString(), QStringLiteral("French"));
    QVERIFY2(result.data(Qt::ToolTipRole).toString().contains(QStringLiteral("FRENCH")),
             qPrintable(result.data(Qt::ToolTipRole).toString()));

    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QCOMPARE(model->rowCount(), 1);  // another game, another session's list
    const QString code = model->entryAt(0)->resultCode.value_or(QString());
    QVERIFY(!code.isEmpty());
    QCOMPARE(model->index(0, LogEntryModel::ResultColumn).data().toString(),
             QStringLiteral("%1  [roll %2]").arg(code).arg(model->entryAt(0)->modified.value_or(-99)));
}

#include "log_dock_test.moc"
