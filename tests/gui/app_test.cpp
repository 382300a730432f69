// SPDX-License-Identifier: GPL-3.0-or-later
// Application-wide habits: French interface, module diagnostics, About box, palettes,
// remembered layout.
#include "gui_test_support.h"

#include "gui/about_dialog.h"
#include "gui/diagnostics_dock.h"
#include "gui/main_window.h"
#include "gui/modifier_ledger.h"
#include "gui/palette_theme.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/roll_controls.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTextBlock>
#include <QTranslator>
#include <QTreeWidget>

using namespace umpire;

class AppTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void frenchInterface();
    void brokenModuleIsListedAndTheOthersLoad();
    void aboutBoxListsTheModules();
    void darkPaletteFollowsThrough();
    void windowLayoutIsRemembered();
};

void AppTest::frenchInterface()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/umpire_fr.qm")));
    QApplication::installTranslator(&translator);
    {
        test::Scratch scratch;
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        QStringList menus;
        for (const QAction* a : window.menuBar()->actions())
            menus << a->text();
        QCOMPARE(menus, (QStringList{"&Fichier", "&Partie", "&Journal", "&Affichage", "Aid&e"}));
        QCOMPARE(window.rollControls()->rollButton()->text(), QStringLiteral("Lancer 1d6  (Espace)"));
        QCOMPARE(window.ledger()->tree()->headerItem()->text(ModifierLedger::ReasonColumn), QStringLiteral("Pourquoi"));
        window.enterPhysicalDice(QStringLiteral("4"));
        QVERIFY(test::settle(window));
        QVERIFY(window.card()->text().contains(QStringLiteral("Dés physiques 4")));
        QVERIFY(window.card()->text().contains(QStringLiteral("Au journal : entrée 1")));
    }
    QApplication::removeTranslator(&translator);

    // Every UI string has a finished French translation.
    QFile ts(QStringLiteral(UMPIRE_FRENCH_TS));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QByteArray text = ts.readAll();
    QVERIFY(text.count("<message") > 200);
    QVERIFY(!text.contains("type=\"unfinished\""));
}

void AppTest::brokenModuleIsListedAndTheOthersLoad()
{
    test::Scratch scratch;
    QFile broken(scratch.path(QStringLiteral("broken.yaml")));
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("format: 1\ngame:\n  id: broken\n  title: Broken\n  version: \"1\"\n  colour: red\nprocedures: []\n");
    broken.close();
    StartupOptions options = scratch.options();
    options.modulePaths = {std::filesystem::path(UMPIRE_SOURCE_TABLES), std::filesystem::path(broken.fileName().toStdString())};
    MainWindow window(options);
    QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("la-fleur-au-fusil")) >= 0);
    QCOMPARE(window.picker()->gameBox()->findData(QStringLiteral("broken")), -1);
    DiagnosticsDock* dock = window.diagnosticsDock();
    QVERIFY(dock->count() >= 1);
    const QTreeWidgetItem* row = dock->list()->topLevelItem(0);
    QVERIFY2(row->text(1).startsWith(QStringLiteral("broken.yaml:6")), qPrintable(row->text(1)));
    QVERIFY(row->text(2).contains(QStringLiteral("colour")));
    // Choosing the row shows the file at that line.
    dock->showSource(0);
    QCOMPARE(dock->source()->textCursor().block().blockNumber(), 5);
    QVERIFY(dock->source()->textCursor().block().text().contains(QStringLiteral("colour")));
    // The app is usable with the modules that loaded.
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(window.rollControls()->rollAvailable());
}

void AppTest::aboutBoxListsTheModules()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    AboutDialog about(window.modules().games, 0);
    const auto* list = about.findChild<QTreeWidget*>(QStringLiteral("aboutModules"));
    QVERIFY(list);
    QStringList ids;
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        ids << list->topLevelItem(i)->text(1);
    QVERIFY(ids.contains(QStringLiteral("la-fleur-au-fusil")));
    QVERIFY(ids.contains(QStringLiteral("umpire-test")));
    QCOMPARE(list->topLevelItem(static_cast<int>(ids.indexOf(QStringLiteral("la-fleur-au-fusil"))))->text(2), QStringLiteral("1"));
}

void AppTest::darkPaletteFollowsThrough()
{
    PaletteTheme::apply(PaletteTheme::Kind::Dark);
    QVERIFY(PaletteTheme::isDark());
    {
        test::Scratch scratch;
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
        // Greyed lines stay distinguishable from the dark background.
        const QColor grey = window.ledger()->line(QStringLiteral("defender_quality"))->foreground(ModifierLedger::LabelColumn).color();
        QVERIFY(grey.lightness() > window.ledger()->palette().color(QPalette::Base).lightness());
    }
    PaletteTheme::apply(PaletteTheme::Kind::Light);
    QVERIFY(!PaletteTheme::isDark());
}

void AppTest::windowLayoutIsRemembered()
{
    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(test::showAndActivate(&window));
        window.resize(1000, 700);
        QTest::qWait(20);
        window.close();
    }
    MainWindow again(scratch.options());
    QCOMPARE(again.size(), QSize(1000, 700));
}

QTEST_MAIN(AppTest)
#include "app_test.moc"
