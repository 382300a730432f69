// SPDX-License-Identifier: GPL-3.0-or-later
// In the French interface the window shows a module's French texts, from its companion file.

#include "gui_test_support.h"

#include "gui/chance_bars.h"
#include "gui/dice_history_strip.h"
#include "gui/main_window.h"
#include "gui/outcome_chart.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/situation_form.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTranslator>

using namespace umpire;

namespace {

// La fleur au fusil's combat results in our French words (tables/la-fleur-au-fusil.fr.yaml).
const QHash<QString, QString>& frenchCombatResults()
{
    static const QHash<QString, QString> labels{
        {QStringLiteral("AL"), QStringLiteral("L'attaquant perd un pas")},
        {QStringLiteral("AR"), QStringLiteral("L'attaquant recule")},
        {QStringLiteral("NE"), QStringLiteral("Sans effet")},
        {QStringLiteral("DR"), QStringLiteral("Le défenseur recule")},
        {QStringLiteral("DL"), QStringLiteral("Le défenseur perd un pas")},
        {QStringLiteral("DLR"), QStringLiteral("Le défenseur perd un pas et recule")},
    };
    return labels;
}

}  // namespace

class FrenchTextsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void frenchWindowShowsFrenchModuleTexts();
    void englishWindowKeepsEnglishModuleTexts();
    void frenchWindowPlaysTheExampleByKeyboard();
    void frenchNumbersFollowTheChosenLanguage();
    void resultsWithShortLabelsReadInTheWindowLanguage();
};

void FrenchTextsTest::frenchWindowShowsFrenchModuleTexts()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = QStringLiteral("fr");
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));

    QVERIFY(window.picker()->procedureList()->currentItem() != nullptr);
    QVERIFY2(window.picker()->procedureList()->currentItem()->text().contains(QStringLiteral("Combat d'infanterie et de cavalerie")),
             qPrintable(window.picker()->procedureList()->currentItem()->text()));
    QVERIFY2(test::formLabelOf(window, QStringLiteral("attacker_quality")).contains(QStringLiteral("Qualité de l'unité attaquante désignée")),
             qPrintable(test::formLabelOf(window, QStringLiteral("attacker_quality"))));
    auto* quality = qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("attacker_quality")));
    QVERIFY(quality != nullptr);
    QCOMPARE(quality->itemText(quality->findData(QStringLiteral("superior"))), QStringLiteral("Supérieure (+)"));

    // A die of 1 to 6 gives one of the combat results: whichever, its French label is shown.
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY(!window.reports().isEmpty());
    const QString code = window.reports().last().code;
    QVERIFY2(frenchCombatResults().contains(code), qPrintable(code));
    const QString french = frenchCombatResults().value(code);
    QCOMPARE(window.reports().last().label, french);
    QVERIFY2(window.card()->text().contains(french), qPrintable(window.card()->text()));
}

void FrenchTextsTest::englishWindowKeepsEnglishModuleTexts()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(test::formLabelOf(window, QStringLiteral("attacker_quality")).contains(QStringLiteral("Designated attacking unit's quality")));
    window.enterPhysicalDice(QStringLiteral("4"));
    QVERIFY(test::settle(window));
    QVERIFY(!window.reports().isEmpty());
    QVERIFY(!frenchCombatResults().values().contains(window.reports().last().label));
}

void FrenchTextsTest::frenchWindowPlaysTheExampleByKeyboard()
{
    // The whole French window: interface and module texts. Alt+G and Alt+R, which the guide
    // teaches, reach the game list and the search, and the choices are typed by their French names.
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QApplication::installTranslator(&translator);
    {
        test::Scratch scratch;
        StartupOptions options = scratch.options();
        options.language = QStringLiteral("fr");
        MainWindow window(options);
        QVERIFY(test::showAndActivate(&window));
        const QString problem = test::fillExample78ByKeyboard(window, QStringLiteral("fr"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        auto* unit = qobject_cast<QComboBox*>(window.form()->editorFor(QStringLiteral("attacker_unit")));
        QCOMPARE(unit->currentData().toString(), QStringLiteral("light_infantry"));
        window.enterPhysicalDice(QStringLiteral("4"));
        QVERIFY(test::settle(window));
        QCOMPARE(window.reports().last().code, QStringLiteral("DR"));
        QCOMPARE(window.reports().last().label, QStringLiteral("Le défenseur recule"));
    }
    QApplication::removeTranslator(&translator);
}

void FrenchTextsTest::frenchNumbersFollowTheChosenLanguage()
{
    // What main() does for a chosen language: the chances are then written with a decimal comma.
    const QLocale system;
    QLocale::setDefault(QLocale(QStringLiteral("fr")));
    {
        test::Scratch scratch;
        StartupOptions options = scratch.options();
        options.language = QStringLiteral("fr");
        MainWindow window(options);
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        auto* units = qobject_cast<QSpinBox*>(window.form()->editorFor(QStringLiteral("attacking_units")));
        QVERIFY(units);
        units->setValue(units->value() + 1);  // a "what if" to read
        const QString whatIf = window.chart()->comparisonText();
        QVERIFY2(whatIf.contains(QRegularExpression(QStringLiteral("\\d,\\d\\x{00A0}%"))), qPrintable(whatIf));
        QVERIFY2(!whatIf.contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))), qPrintable(whatIf));
        for (int i = 0; i < window.chart()->categories().size(); ++i)
            QVERIFY2(!window.chart()->tipFor(i).contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))), qPrintable(window.chart()->tipFor(i)));
        // The values over the bars as the tooltips and the "what if" give them: "16,7 %", the
        // space one that does not break.
        window.chart()->view()->resize(600, 300);
        for (int i = 0; i < window.chart()->categories().size(); ++i) {
            const QString value = window.chart()->view()->valueLabel(i);
            QVERIFY2(QRegularExpression(QStringLiteral("^\\d+,\\d\\x{00A0}%$")).match(value).hasMatch(), qPrintable(value));
            QVERIFY2(window.chart()->tipFor(i).contains(value), qPrintable(window.chart()->tipFor(i) + QStringLiteral(" / ") + value));
        }
    }
    QLocale::setDefault(system);
}

// Abbeville's initiative results are identifiers (FRENCH, GERMAN), not marks printed on a chart:
// the bars, the chip and the card use the module's short labels and labels, the log the codes.
void FrenchTextsTest::resultsWithShortLabelsReadInTheWindowLanguage()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = QStringLiteral("fr");
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(QStringLiteral("abbeville-1940"), QStringLiteral("initiative")));
    QCOMPARE(window.chart()->categories(), (QStringList{QStringLiteral("FRENCH"), QStringLiteral("GERMAN")}));
    QCOMPARE(window.chart()->categoryNames(), (QStringList{QStringLiteral("Français"), QStringLiteral("Allemand")}));
    QCOMPARE(window.chart()->view()->categories(), window.chart()->categoryNames());
    QVERIFY2(window.chart()->tipFor(0).startsWith(QStringLiteral("Français — Le joueur français joue le premier")),
             qPrintable(window.chart()->tipFor(0)));

    window.enterPhysicalDice(QStringLiteral("6,2"));  // French die 6, German die 2 (2.A.1)
    QVERIFY(test::settle(window));
    const RollReport& report = window.reports().last();
    QCOMPARE(report.code, QStringLiteral("FRENCH"));
    QCOMPARE(report.heading(), QStringLiteral("Le joueur français joue le premier"));
    // The French die less the German one: the card gives that row, not a sum of the dice.
    QVERIFY(report.rowFromNamedDice);
    QVERIFY2(window.card()->text().contains(QStringLiteral("read on row 4")), qPrintable(window.card()->text()));
    QCOMPARE(window.diceHistory()->chips().value(0), QStringLiteral("6,2 Français"));
    QCOMPARE(window.chart()->markedCode(), QStringLiteral("FRENCH"));
    QVERIFY2(window.chart()->comparisonText().contains(QStringLiteral("Français")), qPrintable(window.chart()->comparisonText()));
    QVERIFY2(!window.chart()->comparisonText().contains(QStringLiteral("FRENCH")), qPrintable(window.chart()->comparisonText()));
}

QTEST_MAIN(FrenchTextsTest)
#include "french_texts_test.moc"
