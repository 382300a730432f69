// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>

class QSettings;

namespace umpire {

/// What the desktop app remembers between runs (QSettings): the last game and procedure,
/// the window layout, the palette, the language and the turn and phase labels.
class AppSettings {
public:
    /// The user's settings; with `iniFile` set, that INI file instead (tests keep away from real files).
    explicit AppSettings(const QString& iniFile = {});
    ~AppSettings();
    AppSettings(const AppSettings&) = delete;
    AppSettings& operator=(const AppSettings&) = delete;

    QString lastGame() const;
    void setLastGame(const QString& gameId);
    /// The procedure last used in `gameId`, empty when none.
    QString lastProcedure(const QString& gameId) const;
    void setLastProcedure(const QString& gameId, const QString& procedureId);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    /// The sizes the player gave the panes of the splitter named `name` (QSplitter::saveState).
    QByteArray splitterState(const QString& name) const;
    void setSplitterState(const QString& name, const QByteArray& state);

    /// "system", "light" or "dark".
    QString theme() const;
    void setTheme(const QString& theme);
    /// "en", "fr", or empty for the system language.
    QString language() const;
    void setLanguage(const QString& language);

    /// The turn and phase labels last used in log session `sessionKey` of `gameId` ("new": no
    /// session yet, the first roll starts one); {"1", ""} when never set. Each game and each
    /// session keeps its own: another game's turn must not be written with this one's rolls.
    QStringList turnAndPhase(const QString& gameId, const QString& sessionKey) const;
    void setTurnAndPhase(const QString& gameId, const QString& sessionKey, const QString& turn, const QString& phase);
    /// Phase labels the players of `gameId` have used, in the order they were first entered.
    QStringList phases(const QString& gameId) const;
    void setPhases(const QString& gameId, const QStringList& phases);
    /// The name last in "Rolled by" for `gameId`, empty when none: the same players sit at the
    /// table after a restart.
    QString player(const QString& gameId) const;
    void setPlayer(const QString& gameId, const QString& player);

    /// The log chosen in the Log menu, used at start instead of the default one; empty when none.
    QString chosenLog() const;
    void setChosenLog(const QString& path);
    /// The logs used lately, newest first.
    QStringList recentLogs() const;
    void setRecentLogs(const QStringList& paths);
    /// The folder of the last export, where the next one starts.
    QString exportFolder() const;
    void setExportFolder(const QString& folder);

    /// The situations entered per procedure ({"game/procedure": {input: value}}).
    QJsonObject situations() const;
    void setSituations(const QJsonObject& situations);

    /// The values read off the printed chart, per game ({"game": {"key": {"value", "label"}}}).
    QJsonObject chartReadings() const;
    void setChartReadings(const QJsonObject& readings);

    /// The game options chosen for each log session ({"<log file>#<session id>": {option: value}}).
    QJsonObject sessionOptions() const;
    void setSessionOptions(const QJsonObject& options);

    /// Writes pending changes to disk.
    void sync();

private:
    std::unique_ptr<QSettings> settings_;
};

}  // namespace umpire
