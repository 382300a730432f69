// SPDX-License-Identifier: GPL-3.0-or-later
// Every shipped game in the French interface: an input and the result of a roll show the
// French texts of the game's companion; the log entry names the column as the chart does, in
// both languages; Duel of Eagles' chit cup lists its chits in French.

#include "gui_test_support.h"

#include "gui/gui_text.h"

#include "gui/cup_setup_dialog.h"
#include "gui/log_entry_dialog.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/reference_dialog.h"
#include "gui/situation_form.h"
#include "log/game_log.h"
#include "play/play_session.h"
#include "yaml/module_loader.h"

#include <QAction>
#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QTest>
#include <QTimer>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTranslator>
#include <QTreeWidgetItem>

#include <variant>

using namespace umpire;

namespace {

// The shipped games as the modules give them, English with their French companions.
const LoadedModules& shippedGames()
{
    static const LoadedModules loaded = loadModules({std::filesystem::path(UMPIRE_SOURCE_TABLES)});
    return loaded;
}

const Game* shippedGame(const QString& id)
{
    for (const auto& game : shippedGames().games)
        if (qs(game.id) == id)
            return &game;
    return nullptr;
}

StartupOptions frenchOptions(test::Scratch& scratch)
{
    StartupOptions options = scratch.options();
    options.language = QStringLiteral("fr");
    return options;
}

// The log entry of the last roll, as the entry dialog shows it, in plain text.
QString lastEntryText(MainWindow& window, QString* columnId)
{
    const auto entries = window.gameLog()->entries(LogFilter{});
    if (!entries || entries->isEmpty())
        return {};
    const auto entry = window.gameLog()->entry(entries->first().id);
    if (!entry.ok())
        return {};
    *columnId = entry->resolution().value(QStringLiteral("column")).toString();
    QTextDocument document;
    document.setHtml(LogEntryDialog::entryHtml(*entry, window.session()->procedure()));
    return document.toPlainText();
}

}  // namespace

class FrenchGamesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void everyGameShowsFrenchInputAndResult_data();
    void everyGameShowsFrenchInputAndResult();
    void entryNamesTheColumnAsTheChartDoes();
    void programsOwnWordsForAModifierInFrench();
    void cupListsFrenchChits();
    void referenceTablesInFrench();
};

void FrenchGamesTest::everyGameShowsFrenchInputAndResult_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("procedure");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("dice");
    QTest::addColumn<QJsonObject>("required");  // the inputs that have no default
    QTest::newRow("la fleur au fusil") << "la-fleur-au-fusil" << "combat" << "defender_terrain" << "4" << QJsonObject();
    QTest::newRow("verdun") << "verdun-1916" << "combat" << "fortress" << "4" << QJsonObject();
    QTest::newRow("napoleon") << "campaigns-of-napoleon-light" << "skirmish" << "defender_river" << "4"
                              << QJsonObject{{"french_sp", 1}, {"coalition_sp", 1}};
    QTest::newRow("abbeville") << "abbeville-1940" << "reaction" << "range" << "3,4" << QJsonObject{{"range", 1}};
    QTest::newRow("duel of eagles") << "duel-of-eagles" << "morale_test" << "combat_factor" << "3" << QJsonObject{{"combat_factor", 1}};
}

void FrenchGamesTest::everyGameShowsFrenchInputAndResult()
{
    QFETCH(QString, game);
    QFETCH(QString, procedure);
    QFETCH(QString, input);
    QFETCH(QString, dice);
    QFETCH(QJsonObject, required);
    const Game* english = shippedGame(game);
    QVERIFY(english != nullptr);
    QVERIFY(english->languages.count("fr") == 1);
    const Procedure* englishProcedure = english->procedure(procedure.toStdString());
    const Procedure* frenchProcedure = english->inLanguage("fr").procedure(procedure.toStdString());
    QVERIFY(englishProcedure != nullptr && frenchProcedure != nullptr);

    test::Scratch scratch;
    MainWindow window(frenchOptions(scratch));
    QVERIFY(window.chooseProcedure(game, procedure));
    const QString frenchInput = qs(frenchProcedure->input(input.toStdString())->label);
    QVERIFY(frenchInput != qs(englishProcedure->input(input.toStdString())->label));
    QVERIFY2(test::formLabelOf(window, input).contains(frenchInput), qPrintable(test::formLabelOf(window, input)));

    window.session()->loadSituation(required);
    window.enterPhysicalDice(dice);
    QVERIFY(test::settle(window));
    QVERIFY2(!window.reports().isEmpty(), "the default situation should resolve");
    const QString code = window.reports().last().code;
    const ResultDefinition* french = frenchProcedure->result(code.toStdString());
    QVERIFY2(french != nullptr, qPrintable(code));
    QVERIFY(french->label != englishProcedure->result(code.toStdString())->label);
    QCOMPARE(window.reports().last().label, qs(french->label));
}

void FrenchGamesTest::entryNamesTheColumnAsTheChartDoes()
{
    // Verdun's combat reads a column of odds: the entry names it "3 to 2 (odds)" from the
    // procedure, not by the internal id "3/2"; in French with the French words.
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("fr")}) {
        if (language == QStringLiteral("fr"))
            QApplication::installTranslator(&translator);
        test::Scratch scratch;
        MainWindow window(language == QStringLiteral("fr") ? frenchOptions(scratch) : scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
        window.enterPhysicalDice(QStringLiteral("4"));
        QVERIFY(test::settle(window));
        QString columnId;
        const QString text = lastEntryText(window, &columnId);
        QVERIFY2(!columnId.isEmpty(), qPrintable(text));
        const auto& scale = std::get<GridMethod>(window.session()->procedure()->method).scale;
        QString label;
        for (const auto& column : scale.columns)
            if (qs(column.id) == columnId)
                label = qs(column.label);
        QVERIFY(!label.isEmpty() && label != columnId);
        const QString word = language == QStringLiteral("fr") ? QStringLiteral("Colonne") : QStringLiteral("Column");
        const QString expected = QStringLiteral("%1 %2 (%3)").arg(word, label, qs(scale.label));
        QVERIFY2(text.contains(expected), qPrintable(expected + QStringLiteral("\n") + text));
        QVERIFY(!text.contains(QStringLiteral("%1 %2\n").arg(word, columnId)));
        if (language == QStringLiteral("fr"))
            QVERIFY2(label.contains(QStringLiteral("contre")), qPrintable(label));
    }
    QApplication::removeTranslator(&translator);
}

void FrenchGamesTest::programsOwnWordsForAModifierInFrench()
{
    // The test module's headquarters modifier gives no sentence for when it does not count (every
    // shipped modifier does): the ledger words it in the window's language, and the log keeps what
    // the ledger showed.
    const test::InterfaceLanguage french(QStringLiteral("fr"));
    QVERIFY(french.loaded());
    test::Scratch scratch;
    MainWindow window(frenchOptions(scratch));
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    const QTreeWidgetItem* line = window.ledger()->line(QStringLiteral("headquarters"));
    QVERIFY(line != nullptr);
    const QString words = QStringLiteral("Sa condition n’est pas remplie");
    QCOMPARE(line->text(ModifierLedger::ReasonColumn), words);
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    const auto entries = window.gameLog()->entries(LogFilter{});
    QVERIFY(entries && entries->size() == 1);
    const auto entry = window.gameLog()->entry(entries->first().id);
    QVERIFY(entry.ok());
    QString logged;
    for (const auto& m : entry->resolution().value(QStringLiteral("modifiers")).toArray())
        if (m.toObject().value(QStringLiteral("id")).toString() == QStringLiteral("headquarters"))
            logged = m.toObject().value(QStringLiteral("reason")).toString();
    QCOMPARE(logged, words);
}

void FrenchGamesTest::cupListsFrenchChits()
{
    test::Scratch scratch;
    MainWindow window(frenchOptions(scratch));
    const Game* shown = nullptr;
    for (const auto& game : window.modules().games)
        if (game.id == "duel-of-eagles")
            shown = &game;
    QVERIFY(shown != nullptr && !shown->chits.empty());
    const EventChit& english = shippedGame(QStringLiteral("duel-of-eagles"))->chits.front();
    CupSetupDialog dialog(*shown, {}, {});
    auto* events = dialog.findChild<QListWidget*>(QStringLiteral("cupEventList"));
    QVERIFY(events != nullptr && events->count() > 0);
    QVERIFY2(events->item(0)->text().contains(QStringLiteral("Tir de mitrailleuse")), qPrintable(events->item(0)->text()));
    QVERIFY(!events->item(0)->text().contains(qs(english.front.label) + QStringLiteral(" /")));
    QCOMPARE(events->item(0)->toolTip(), qs(shown->chits.front().front.text));
    QVERIFY(events->item(0)->toolTip() != qs(english.front.text));
}

void FrenchGamesTest::referenceTablesInFrench()
{
    // Help > Game reference tables shows the game in play's tables in the window's language.
    test::Scratch scratch;
    MainWindow window(frenchOptions(scratch));
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    const Game* english = shippedGame(QStringLiteral("verdun-1916"));
    const ReferenceEntry& french = english->inLanguage("fr").reference.front();
    QTextDocument document;
    document.setHtml(ReferenceDialog::referenceHtml(*window.session()->game()));
    const QString text = document.toPlainText();
    QVERIFY2(text.contains(qs(french.title)), qPrintable(text));
    QVERIFY(text.contains(qs(french.rows.front().label)));
    QVERIFY(text.contains(qs(french.notes.front())));
    QVERIFY(!text.contains(qs(english->reference.front().title)));

    bool shown = false;
    QTimer::singleShot(0, &window, [&shown] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<ReferenceDialog*>(w)) {
                shown = dialog->isVisible();
                dialog->reject();
            }
    });
    window.findChild<QAction*>(QStringLiteral("gameReferenceAction"))->trigger();
    QVERIFY(shown);
}

QTEST_MAIN(FrenchGamesTest)
#include "french_games_test.moc"
