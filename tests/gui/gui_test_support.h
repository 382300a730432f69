// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/startup_options.h"

#include <QApplication>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

#include <functional>

#include <utility>
#include <vector>

class QWidget;

namespace umpire {

class MainWindow;

namespace test {

/// Points the app at the source tree's modules (UMPIRE_TABLES) and keeps Qt's standard paths
/// and settings away from the user's files. Call once, in initTestCase().
void prepareEnvironment();

/// A scratch folder holding one window's log and settings, removed at the end of the test.
class Scratch {
public:
    Scratch();
    /// Options for a window: the log and an INI settings file in the scratch folder.
    StartupOptions options() const;
    QString logPath() const;
    QString path(const QString& name) const;

private:
    QTemporaryDir dir_;
};

/// Writes a log at `path` with one session of La fleur au fusil (`scenario`, player Anne) holding
/// `count` combat rolls, a hundred a turn, in one transaction: a big log for the log jobs.
bool writeCombatLog(const QString& path, int count, const QString& scenario);

/// The interface in `language` while it lives, as `umpire --lang` gives it: for "fr" the French
/// translation installed, Qt's own (its standard buttons) when the system has it, and French
/// numbers ("16,7 %"), all taken off at the end; nothing for English. Check loaded() before
/// relying on it.
class InterfaceLanguage {
public:
    explicit InterfaceLanguage(const QString& language);
    ~InterfaceLanguage();
    InterfaceLanguage(const InterfaceLanguage&) = delete;
    InterfaceLanguage& operator=(const InterfaceLanguage&) = delete;
    bool loaded() const { return loaded_; }

private:
    QTranslator translator_;
    QTranslator qtTranslator_;
    QLocale previousLocale_;  ///< the default locale when it was made (QLocale() reads it)
    bool loaded_ = true;
    bool installed_ = false;
    bool qtInstalled_ = false;
};

/// Shows `window`, makes it active and lets it paint; false when it never became active.
bool showAndActivate(QWidget* window);
/// Lets the log writer finish the roll being written (it runs on a thread of its own);
/// false when it never did.
bool settle(MainWindow& window);

/// Runs `act` on the next modal dialog of type T once it is shown (a modal dialog blocks the test).
template <typename T>
void whenDialog(std::function<void(T*)> act)
{
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(dialog);
        }
    });
    timer->start();
}

/// The text of the form's label for input `inputId`, as shown (rich text made plain).
QString formLabelOf(MainWindow& window, const QString& inputId);

/// Presses Tab on whatever has the focus; returns the new focus widget.
QWidget* pressTab();

/// The 7.8 example of La fleur au fusil, field by field in form order, with the keys a
/// player types for each (first letters for a list, digits for a number, Space for a box);
/// `language` "fr": for the module's French texts.
std::vector<std::pair<QString, QString>> example78Keys(const QString& language = {});

/// Picks La fleur au fusil / combat with the keyboard (Alt+G, Alt+P, typing) and fills the
/// 7.8 example with Tab and typing only. Returns an empty string on success, else what went wrong.
QString fillExample78ByKeyboard(MainWindow& window, const QString& language = {});

}  // namespace test
}  // namespace umpire
