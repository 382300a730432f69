// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/main_menus.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace umpire {

MainMenus::MainMenus(QMainWindow* window, const QString& theme, const QString& language) : QObject(window)
{
    roll = new QAction(tr("&Roll"), window);
    roll->setObjectName(QStringLiteral("rollAction"));
    roll->setShortcut(QKeySequence(Qt::Key_Space));
    roll->setToolTip(tr("Roll the program's dice for this situation (Space)"));

    copyResult = new QAction(tr("Cop&y the result"), window);
    copyResult->setObjectName(QStringLiteral("copyResultAction"));
    copyResult->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyResult->setToolTip(tr("Copy the last result as text, for a message to the other players (Ctrl+Shift+C)"));

    resetSituation = new QAction(tr("Re&set the situation"), window);
    resetSituation->setObjectName(QStringLiteral("resetSituationAction"));
    resetSituation->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    resetSituation->setToolTip(tr("Put every field of this procedure back to its default (Ctrl+Shift+R)"));

    voidLast = new QAction(tr("&Void last entry…"), window);
    voidLast->setObjectName(QStringLiteral("voidLastAction"));
    voidLast->setShortcut(QKeySequence::Undo);
    voidLast->setToolTip(tr("Void the last roll of the session, with a reason (Ctrl+Z)"));

    findInLog = new QAction(tr("&Filter the log"), window);
    findInLog->setShortcut(QKeySequence::Find);

    chartReadings = new QAction(tr("Values read off the &chart…"), window);
    chartReadings->setObjectName(QStringLiteral("chartReadingsAction"));
    chartReadings->setToolTip(tr("The values of this game read off your printed chart, kept for the rest of the game; forget one typed wrong"));

    newSession = new QAction(tr("&New session…"), window);
    newSession->setObjectName(QStringLiteral("newSessionAction"));
    newSession->setShortcut(QKeySequence::New);
    diceSeal = new QAction(tr("&Dice seal…"), window);
    diceSeal->setObjectName(QStringLiteral("diceSealAction"));
    diceSeal->setToolTip(tr("The sealed dice of the session: its commitment, the players' phrase, the reveal of its seed"));

    quit = new QAction(tr("&Quit"), window);
    quit->setShortcut(QKeySequence::Quit);
    about = new QAction(tr("&About Umpire"), window);
    userGuide = new QAction(tr("User &guide"), window);
    userGuide->setObjectName(QStringLiteral("userGuideAction"));
    userGuide->setShortcut(QKeySequence::HelpContents);
    shortcuts = new QAction(tr("&Keyboard shortcuts"), window);
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    gameReference = new QAction(tr("Game &reference tables"), window);
    gameReference->setObjectName(QStringLiteral("gameReferenceAction"));
    gameReference->setToolTip(tr("The reference tables of the game in play: movement costs, stacking, command ranges..."));

    reloadModules = new QAction(tr("&Reload modules"), window);
    reloadModules->setObjectName(QStringLiteral("reloadModulesAction"));
    reloadModules->setShortcut(QKeySequence(Qt::Key_F5));
    reloadModules->setToolTip(tr("Read the game modules again, yours included, without restarting (F5)"));
    openModuleFolder = new QAction(tr("Open &my modules folder"), window);
    openModuleFolder->setObjectName(QStringLiteral("openModuleFolderAction"));
    openModuleFolder->setToolTip(tr("The folder for your own modules and overlays, read on top of the shipped ones"));

    fileMenu = window->menuBar()->addMenu(tr("&File"));
    fileMenu->addAction(newSession);
    fileMenu->addAction(diceSeal);
    fileMenu->addSeparator();
    fileMenu->addAction(reloadModules);
    fileMenu->addAction(openModuleFolder);
    fileMenu->addSeparator();
    fileMenu->addAction(quit);

    playMenu = window->menuBar()->addMenu(tr("&Play"));
    playMenu->addAction(roll);
    playMenu->addAction(copyResult);
    playMenu->addAction(resetSituation);
    playMenu->addAction(chartReadings);
    playMenu->addSeparator();
    playMenu->addAction(voidLast);
    playMenu->addAction(findInLog);

    viewMenu = window->menuBar()->addMenu(tr("&View"));
    auto* themes = viewMenu->addMenu(tr("&Palette"));
    auto* themeGroup = new QActionGroup(this);
    for (const auto& [name, label] : {std::pair{QStringLiteral("system"), tr("System")}, std::pair{QStringLiteral("light"), tr("Light")},
                                      std::pair{QStringLiteral("dark"), tr("Dark")}}) {
        QAction* a = themes->addAction(label);
        a->setCheckable(true);
        a->setChecked(name == theme);
        themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, name = name] { emit themeChosen(name); });
    }
    auto* languages = viewMenu->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(this);
    for (const auto& [code, label] : {std::pair{QString(), tr("System language")}, std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                      std::pair{QStringLiteral("fr"), QStringLiteral("Français")}}) {
        QAction* a = languages->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == language);
        languageGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { emit languageChosen(code); });
    }

    helpMenu = window->menuBar()->addMenu(tr("&Help"));
    helpMenu->addAction(userGuide);
    helpMenu->addAction(shortcuts);
    helpMenu->addAction(gameReference);
    helpMenu->addSeparator();
    helpMenu->addAction(about);
}

}  // namespace umpire
