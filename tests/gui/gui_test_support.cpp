// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "log/game_log.h"
#include "play/play_session.h"
#include "gui/procedure_picker.h"
#include "gui/situation_form.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextDocumentFragment>

namespace umpire::test {

void prepareEnvironment()
{
    qputenv("UMPIRE_TABLES", QByteArrayLiteral(UMPIRE_TEST_TABLES));
    qunsetenv("UMPIRE_LOG");
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("umpire-gui-test"));
    QCoreApplication::setApplicationName(QStringLiteral("umpire-gui-test"));
}

Scratch::Scratch() { dir_.setAutoRemove(true); }

InterfaceLanguage::InterfaceLanguage(const QString& language)
{
    if (language == QStringLiteral("fr")) {
        loaded_ = translator_.load(QStringLiteral(":/i18n/umpire_fr.qm"));
        installed_ = loaded_ && QApplication::installTranslator(&translator_);
        qtInstalled_ = qtTranslator_.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
                                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)) &&
                       QApplication::installTranslator(&qtTranslator_);
        // As main() does: numbers and dates follow the language too ("16,7 %").
        QLocale::setDefault(QLocale(language));
    }
}

InterfaceLanguage::~InterfaceLanguage()
{
    if (installed_)
        QApplication::removeTranslator(&translator_);
    if (qtInstalled_)
        QApplication::removeTranslator(&qtTranslator_);
    QLocale::setDefault(previousLocale_);
}

QString formLabelOf(MainWindow& window, const QString& inputId)
{
    const QWidget* editor = window.form()->editorFor(inputId);
    for (const QLabel* label : window.form()->findChildren<QLabel*>())
        if (label->buddy() == editor)
            return QTextDocumentFragment::fromHtml(label->text()).toPlainText();
    return {};
}

StartupOptions Scratch::options() const
{
    StartupOptions options;
    options.logPath = logPath();
    options.settingsFile = path(QStringLiteral("settings.ini"));
    return options;
}

QString Scratch::logPath() const { return path(QStringLiteral("log.sqlite")); }
QString Scratch::path(const QString& name) const { return QDir(dir_.path()).filePath(name); }

bool showAndActivate(QWidget* window)
{
    window->show();
    QApplication::setActiveWindow(window);
    window->activateWindow();
    return QTest::qWaitForWindowActive(window);
}

bool settle(MainWindow& window)
{
    // Generous: the writer only has to run one SQLite transaction.
    return QTest::qWaitFor([&] { return !window.session()->isWriting(); }, 30000);
}

QWidget* pressTab()
{
    QWidget* focus = QApplication::focusWidget();
    if (!focus)
        return nullptr;
    QTest::keyClick(focus, Qt::Key_Tab);
    return QApplication::focusWidget();
}

std::vector<std::pair<QString, QString>> example78Keys(const QString& language)
{
    // The first letters differ with the module's texts: in French, German is "Allemands".
    const bool french = language == QStringLiteral("fr");
    return {
        {QStringLiteral("attacker_side"), french ? QStringLiteral("a") : QStringLiteral("g")},  // German
        {QStringLiteral("attacker_quality"), QStringLiteral("s")},   // Superior
        {QStringLiteral("attacker_unit"), french ? QStringLiteral("ii") : QStringLiteral("l")},  // Light infantry
        {QStringLiteral("attacker_steps_lost"), QStringLiteral("1")},
        {QStringLiteral("attacking_units"), QStringLiteral("3")},
        {QStringLiteral("attacking_hexes"), QStringLiteral("2")},
        {QStringLiteral("attacker_cavalry"), QStringLiteral(" ")},   // tick
        {QStringLiteral("attackers_out_of_command"), QString()},
        {QStringLiteral("crowded_stack"), QString()},
        {QStringLiteral("already_attacked"), QString()},
        {QStringLiteral("defender_quality"), QStringLiteral("n")},   // Normal
        {QStringLiteral("defender_unit"), QString()},                // Infantry, the default
        {QStringLiteral("defender_steps_lost"), QStringLiteral("1")},
        {QStringLiteral("defending_units"), QStringLiteral("2")},
        {QStringLiteral("defender_pinned"), QStringLiteral(" ")},    // tick
        {QStringLiteral("defender_hq_artillery"), QString()},
        {QStringLiteral("defender_terrain"), QStringLiteral("f")},   // Forest
        {QStringLiteral("attackers_in_forest"), french ? QStringLiteral("c") : QStringLiteral("s")},  // Some
        {QStringLiteral("reserves_12_4"), QString()},
        {QStringLiteral("artillery_support"), QStringLiteral("1")},
        {QStringLiteral("artillery_adjacent"), QStringLiteral("0")},
    };
}

QString fillExample78ByKeyboard(MainWindow& window, const QString& language)
{
    // Alt+G: the game list; typing picks by the first letters.
    QTest::keyClick(&window, Qt::Key_G, Qt::AltModifier);
    if (QApplication::focusWidget() != window.picker()->gameBox())
        return QStringLiteral("Alt+G did not reach the game list");
    QTest::keyClicks(window.picker()->gameBox(), QStringLiteral("La"));
    if (window.picker()->gameId() != QStringLiteral("la-fleur-au-fusil"))
        return QStringLiteral("typing did not pick La fleur au fusil but ") + window.picker()->gameId();
    // Alt+R: the procedure search; typing picks the first match.
    QTest::keyClick(&window, Qt::Key_R, Qt::AltModifier);
    if (QApplication::focusWidget() != window.picker()->searchField())
        return QStringLiteral("Alt+R did not reach the procedure search");
    QTest::keyClicks(window.picker()->searchField(), QStringLiteral("combat"));
    if (window.picker()->procedureId() != QStringLiteral("combat"))
        return QStringLiteral("the search did not pick combat but ") + window.picker()->procedureId();
    if (pressTab() != window.picker()->procedureList())
        return QStringLiteral("Tab from the search does not reach the procedure list");

    for (const auto& [input, keys] : example78Keys(language)) {
        QWidget* focus = pressTab();
        QWidget* editor = window.form()->editorFor(input);
        if (focus != editor)
            return QStringLiteral("Tab reached %1 instead of %2").arg(focus ? focus->objectName() : QStringLiteral("nothing"), input);
        if (keys == QStringLiteral(" "))
            QTest::keyClick(focus, Qt::Key_Space);
        else
            QTest::keyClicks(focus, keys);
    }
    return {};
}

bool writeCombatLog(const QString& path, int count, const QString& scenario)
{
    const QString game = QStringLiteral("la-fleur-au-fusil");
    GameLog log;
    if (!log.open(path).ok())
        return false;
    const auto session = log.newSession(game, scenario, {QStringLiteral("Anne")});
    if (!session.ok())
        return false;
    QList<LogEntryDraft> drafts;
    for (int i = 0; i < count; ++i) {
        LogEntryDraft draft;
        draft.sessionId = *session;
        draft.turn = QString::number(1 + i / 100);
        draft.resolution = QJsonObject{
            {QStringLiteral("game"), game},
            {QStringLiteral("procedure"), QStringLiteral("combat")},
            {QStringLiteral("situation"), QJsonObject{{QStringLiteral("attacker"), 3 + i % 5}}},
            {QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{1 + i % 6}},
                                                 {QStringLiteral("natural"), 1 + i % 6},
                                                 {QStringLiteral("modified"), 1 + i % 6}}},
            {QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), QStringLiteral("DR")}}},
        };
        drafts << draft;
    }
    return log.appendAll(drafts).ok();
}

}  // namespace umpire::test
