// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/play_session.h"

#include "yaml/module_loader.h"

#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace umpire::test {

/// The shipped modules and the test module, loaded once.
const LoadedModules& testModules();

/// Collects what a session says: refusals and the counts of its other signals.
struct SessionWatch {
    explicit SessionWatch(PlaySession& session);
    QStringList refusals;
    int rollsChanged = 0;
    int assessed = 0;
    int situationsReplaced = 0;
    QList<qint64> startedSessions;
    QList<qint64> recordedEntries;
    QStringList failures;
};

/// La fleur au fusil's combat in the 7.8 example: a die-roll modifier total of +1.
QJsonObject example78Situation();

/// Runs the event loop until `done` holds; false when it never did (the loop gave up).
bool waitUntil(const std::function<bool()>& done);

/// The value of a situation's integer input, or -1 when it is not set.
std::int64_t integerValue(const Situation& situation, const std::string& input);

}  // namespace umpire::test
