// SPDX-License-Identifier: GPL-3.0-or-later
// Application-wide habits: French interface, module diagnostics, About box, palettes,
// remembered layout.
#include "gui_test_support.h"

#include "../hostile_modules.h"

#include "core/module_paths.h"
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
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QSplitter>
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
    void diceFieldKeepsRoomForWhatItIsFor_data();
    void diceFieldKeepsRoomForWhatItIsFor();
    void brokenModuleIsListedAndTheOthersLoad();
    void hostileModulesInTheUserFolderAreListedAndTheWindowOpens();
    void aboutBoxListsTheModules();
    void darkPaletteFollowsThrough();
    void windowLayoutIsRemembered();
    void paneSizesAreRemembered();
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
        // The French labels run longer: the column widens so that each reads whole.
        const QAbstractItemView* ledger = window.ledger()->tree();
        QCOMPARE(window.ledger()->line(QStringLiteral("total"))->text(ModifierLedger::LabelColumn), QStringLiteral("Total des modificateurs au dé"));
        const int width = window.ledger()->tree()->columnWidth(ModifierLedger::LabelColumn);
        const int needed = ledger->sizeHintForColumn(ModifierLedger::LabelColumn);
        QVERIFY2(width >= needed, qPrintable(QStringLiteral("%1 < %2").arg(width).arg(needed)));
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

void AppTest::diceFieldKeepsRoomForWhatItIsFor_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("besideRoll");
    QTest::addRow("fr-1024x700") << QStringLiteral("fr") << QSize(1024, 700) << false;
    QTest::addRow("fr-1600x1000") << QStringLiteral("fr") << QSize(1600, 1000) << true;
    QTest::addRow("en-1600x1000") << QStringLiteral("en") << QSize(1600, 1000) << true;
}

void AppTest::diceFieldKeepsRoomForWhatItIsFor()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QFETCH(bool, besideRoll);
    const test::InterfaceLanguage interface(language);
    QVERIFY(interface.loaded());
    test::Scratch scratch;
    MainWindow window(scratch.options());
    window.resize(size);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat")));
    QVERIFY(test::settle(window));
    // In French at the smallest size the buttons' texts leave the field a few pixels ("D…")
    // beside them: it takes a line of its own instead, and shares the buttons' when it fits.
    RollControls* controls = window.rollControls();
    const QLineEdit* field = controls->diceField();
    const int nameWidth = field->fontMetrics().horizontalAdvance(field->accessibleName());
    QVERIFY2(field->width() >= nameWidth, qPrintable(QStringLiteral("%1 < %2").arg(field->width()).arg(nameWidth)));
    QCOMPARE(controls->diceFieldBesideRoll(), besideRoll);
    QCOMPARE(field->y() == controls->rollButton()->y(), besideRoll);
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

void AppTest::hostileModulesInTheUserFolderAreListedAndTheWindowOpens()
{
    // The modules a player downloads go in the user folder, read at start on top of the shipped
    // ones. A home of its own keeps that folder away from the other tests running meanwhile.
    QTemporaryDir home;
    QVERIFY(home.isValid());
    const QByteArray realHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    QDir userFolder(userModuleFolder());
    QVERIFY(userFolder.path().startsWith(home.path()));
    QVERIFY(userFolder.mkpath(QStringLiteral(".")));
    const auto write = [&](const QString& name, const std::string& text) {
        QFile file(userFolder.filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(text.data(), static_cast<qint64>(text.size())) == static_cast<qint64>(text.size());
    };
    // Once a stack overflow and an exhausted memory (issue 19).
    QVERIFY(write(QStringLiteral("hostile-deep.yaml"),
                  test::hostileModule(std::string(1900, '(') + "1" + std::string(1900, ')'))));
    QVERIFY(write(QStringLiteral("hostile-rows.yaml"), test::hostileModule("1", 29000)));

    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(test::showAndActivate(&window));
        QVERIFY(window.picker()->gameBox()->findData(QStringLiteral("la-fleur-au-fusil")) >= 0);
        QCOMPARE(window.picker()->gameBox()->findData(QStringLiteral("hostile")), -1);
        DiagnosticsDock* dock = window.diagnosticsDock();
        QVERIFY(dock->isVisible());
        QStringList places;
        for (int i = 0; i < dock->count(); ++i)
            places << dock->list()->topLevelItem(i)->text(1) + QLatin1Char(' ') + dock->list()->topLevelItem(i)->text(2);
        const QString deep = QStringLiteral("hostile-deep.yaml:%1").arg(test::hostileExpressionLine);
        const QString rows = QStringLiteral("hostile-rows.yaml:%1").arg(test::hostileFirstRowLine);
        QVERIFY2(places.filter(deep).size() == 1 && places.filter(deep).front().contains(QStringLiteral("nests more than 100 levels")),
                 qPrintable(places.join(QLatin1Char('\n'))));
        QVERIFY2(places.filter(rows).size() == 1 && places.filter(rows).front().contains(QStringLiteral("has 29000 items")),
                 qPrintable(places.join(QLatin1Char('\n'))));
    }
    qputenv("HOME", realHome);
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

void AppTest::paneSizesAreRemembered()
{
    // The form's pane as the player dragged it, not as it was built, at the next start.
    test::Scratch scratch;
    QList<int> dragged;
    {
        MainWindow window(scratch.options());
        window.resize(1200, 800);
        QVERIFY(test::showAndActivate(&window));
        auto* central = window.findChild<QSplitter*>(QStringLiteral("centralSplitter"));
        QVERIFY(central);
        const int both = central->sizes().value(0) + central->sizes().value(1);
        central->setSizes({both - 500, 500});
        dragged = central->sizes();
        QCOMPARE(dragged.value(1), 500);
        window.close();
    }
    MainWindow again(scratch.options());
    QVERIFY(test::showAndActivate(&again));
    QCOMPARE(again.findChild<QSplitter*>(QStringLiteral("centralSplitter"))->sizes(), dragged);
}

QTEST_MAIN(AppTest)
#include "app_test.moc"
