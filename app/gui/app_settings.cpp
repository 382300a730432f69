// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/app_settings.h"

#include <QJsonDocument>
#include <QSettings>

namespace umpire {

namespace {

const QString kLastGame = QStringLiteral("session/lastGame");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitters = QStringLiteral("window/splitter/");
const QString kTheme = QStringLiteral("appearance/theme");
const QString kLanguage = QStringLiteral("appearance/language");
const QString kTurns = QStringLiteral("play/turn/");
const QString kPhases = QStringLiteral("play/phases/");
const QString kPlayers = QStringLiteral("play/player/");
const QString kChosenLog = QStringLiteral("log/chosen");
const QString kRecentLogs = QStringLiteral("log/recent");
const QString kExportFolder = QStringLiteral("log/exportFolder");
const QString kSituations = QStringLiteral("play/situations");
const QString kChartReadings = QStringLiteral("play/chartReadings");
const QString kSessionOptions = QStringLiteral("play/sessionOptions");

QString procedureKey(const QString& gameId) { return QStringLiteral("session/lastProcedure/") + gameId; }

/// QSettings rewrites its file on sync() after any setValue(), even of the value already
/// there; the window sets its choices at every start, so unchanged ones are skipped.
void store(QSettings& settings, const QString& key, const QVariant& value)
{
    if (settings.contains(key) && settings.value(key) == value)
        return;
    settings.setValue(key, value);
}

}  // namespace

AppSettings::AppSettings(const QString& iniFile)
    : settings_(iniFile.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
}

AppSettings::~AppSettings() = default;

QString AppSettings::lastGame() const { return settings_->value(kLastGame).toString(); }
void AppSettings::setLastGame(const QString& gameId) { store(*settings_, kLastGame, gameId); }

QString AppSettings::lastProcedure(const QString& gameId) const { return settings_->value(procedureKey(gameId)).toString(); }
void AppSettings::setLastProcedure(const QString& gameId, const QString& procedureId)
{
    store(*settings_, procedureKey(gameId), procedureId);
}

QByteArray AppSettings::windowGeometry() const { return settings_->value(kGeometry).toByteArray(); }
void AppSettings::setWindowGeometry(const QByteArray& geometry) { store(*settings_, kGeometry, geometry); }
QByteArray AppSettings::windowState() const { return settings_->value(kState).toByteArray(); }
void AppSettings::setWindowState(const QByteArray& state) { store(*settings_, kState, state); }
QByteArray AppSettings::splitterState(const QString& name) const { return settings_->value(kSplitters + name).toByteArray(); }
void AppSettings::setSplitterState(const QString& name, const QByteArray& state) { store(*settings_, kSplitters + name, state); }

QString AppSettings::theme() const { return settings_->value(kTheme, QStringLiteral("system")).toString(); }
void AppSettings::setTheme(const QString& theme) { store(*settings_, kTheme, theme); }
QString AppSettings::language() const { return settings_->value(kLanguage).toString(); }
void AppSettings::setLanguage(const QString& language) { store(*settings_, kLanguage, language); }

QStringList AppSettings::turnAndPhase(const QString& gameId, const QString& sessionKey) const
{
    const QStringList stored = settings_->value(kTurns + gameId + QLatin1Char('/') + sessionKey).toStringList();
    return {stored.value(0, QStringLiteral("1")), stored.value(1)};
}

void AppSettings::setTurnAndPhase(const QString& gameId, const QString& sessionKey, const QString& turn, const QString& phase)
{
    store(*settings_, kTurns + gameId + QLatin1Char('/') + sessionKey, QStringList{turn, phase});
}

QStringList AppSettings::phases(const QString& gameId) const { return settings_->value(kPhases + gameId).toStringList(); }
void AppSettings::setPhases(const QString& gameId, const QStringList& phases) { store(*settings_, kPhases + gameId, phases); }

QString AppSettings::player(const QString& gameId) const { return settings_->value(kPlayers + gameId).toString(); }
void AppSettings::setPlayer(const QString& gameId, const QString& player) { store(*settings_, kPlayers + gameId, player); }

QString AppSettings::chosenLog() const { return settings_->value(kChosenLog).toString(); }
void AppSettings::setChosenLog(const QString& path) { store(*settings_, kChosenLog, path); }
QStringList AppSettings::recentLogs() const { return settings_->value(kRecentLogs).toStringList(); }
void AppSettings::setRecentLogs(const QStringList& paths) { store(*settings_, kRecentLogs, paths); }
QString AppSettings::exportFolder() const { return settings_->value(kExportFolder).toString(); }
void AppSettings::setExportFolder(const QString& folder) { store(*settings_, kExportFolder, folder); }

QJsonObject AppSettings::sessionOptions() const
{
    return QJsonDocument::fromJson(settings_->value(kSessionOptions).toByteArray()).object();
}

void AppSettings::setSessionOptions(const QJsonObject& options)
{
    settings_->setValue(kSessionOptions, QJsonDocument(options).toJson(QJsonDocument::Compact));
}

QJsonObject AppSettings::situations() const
{
    return QJsonDocument::fromJson(settings_->value(kSituations).toByteArray()).object();
}

void AppSettings::setSituations(const QJsonObject& situations)
{
    store(*settings_, kSituations, QJsonDocument(situations).toJson(QJsonDocument::Compact));
}

QJsonObject AppSettings::chartReadings() const
{
    return QJsonDocument::fromJson(settings_->value(kChartReadings).toByteArray()).object();
}

void AppSettings::setChartReadings(const QJsonObject& readings)
{
    store(*settings_, kChartReadings, QJsonDocument(readings).toJson(QJsonDocument::Compact));
}

void AppSettings::sync() { settings_->sync(); }

}  // namespace umpire
