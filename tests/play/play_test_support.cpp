// SPDX-License-Identifier: GPL-3.0-or-later
#include "play_test_support.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QThread>

namespace umpire::test {

const LoadedModules& testModules()
{
    static const LoadedModules modules = loadModules({UMPIRE_TEST_TABLES, UMPIRE_TEST_GAMES, UMPIRE_TEST_PROCEDURES});
    return modules;
}

SessionWatch::SessionWatch(PlaySession& session)
{
    QObject::connect(&session, &PlaySession::rollRefused, [this](const QString& m) { refusals << m; });
    QObject::connect(&session, &PlaySession::rollsChanged, [this] { ++rollsChanged; });
    QObject::connect(&session, &PlaySession::assessed, [this] { ++assessed; });
    QObject::connect(&session, &PlaySession::situationReplaced, [this] { ++situationsReplaced; });
    QObject::connect(&session, &PlaySession::logSessionStarted, [this](qint64 id) { startedSessions << id; });
    QObject::connect(&session, &PlaySession::entryRecorded, [this](qint64 id) { recordedEntries << id; });
    QObject::connect(&session, &PlaySession::recordingFailed, [this](const QString& m) { failures << m; });
}

bool waitUntil(const std::function<bool()>& done)
{
    // Generous: the writer thread only has to run one SQLite transaction.
    QDeadlineTimer deadline(30000);
    while (!done()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}

std::int64_t integerValue(const Situation& situation, const std::string& input)
{
    const auto found = situation.values.find(input);
    return found != situation.values.end() && found->second.isInteger() ? found->second.asInteger() : -1;
}

QJsonObject example78Situation()
{
    return QJsonObject{{"attacker_side", "german"},  {"attacker_quality", "superior"}, {"attacker_steps_lost", 1},
                       {"attacking_units", 3},        {"attacking_hexes", 2},
                       {"attacker_unit", "light_infantry"}, {"attacker_cavalry", true},
                       {"defender_quality", "normal"},   {"defender_steps_lost", 1},
                       {"defending_units", 2},        {"defender_pinned", true},        {"defender_terrain", "forest"},
                       {"attackers_in_forest", "some"}, {"artillery_support", 1},       {"artillery_adjacent", 0}};
}

}  // namespace umpire::test
