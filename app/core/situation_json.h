// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/situation.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

namespace umpire {

struct Procedure;

/// One value as JSON: integers, booleans, option ids, lists of unit objects (fractions as text).
QJsonValue valueJson(const Value& value);

/// The values a situation sets, as JSON keyed by input id (the shape the log stores).
QJsonObject situationValuesJson(const Situation& situation);

/// Reads a situation of `procedure` from JSON keyed by input id. Values that do not fit the
/// procedure (unknown input, wrong type, out of bounds) are left out, each with one line in
/// `problems` naming the input; the input then takes its default.
Situation situationFromJson(const std::string& gameId, const Procedure& procedure, const QJsonObject& values,
                            QStringList* problems = nullptr);

}  // namespace umpire
