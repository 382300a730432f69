// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace umpire {

/// The window's menus and their actions, with the shortcuts players use: File (sessions,
/// quit), Play (roll, copy, reset, values read off the chart, void, filter), View (docks,
/// palette, language), Help. Each action says what it does through triggered(); the window
/// connects them.
class MainMenus : public QObject {
    Q_OBJECT

public:
    /// Builds the menu bar of `window`. `theme` and `language` are the choices checked at start.
    MainMenus(QMainWindow* window, const QString& theme, const QString& language);

    QAction* roll;
    QAction* copyResult;
    QAction* resetSituation;
    QAction* voidLast;
    QAction* findInLog;
    QAction* chartReadings;
    QAction* newSession;
    QAction* diceSeal;
    QAction* quit;
    QAction* about;
    QAction* userGuide;
    QAction* reloadModules;
    QAction* openModuleFolder;
    QAction* shortcuts;
    QAction* gameReference;

    QMenu* fileMenu;
    QMenu* playMenu;
    QMenu* viewMenu;
    QMenu* helpMenu;

signals:
    /// "system", "light" or "dark".
    void themeChosen(const QString& name);
    /// "en", "fr", or empty for the system language.
    void languageChosen(const QString& code);
};

}  // namespace umpire
