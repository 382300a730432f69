// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace umpire {

struct Procedure;

/// What a logged resolution holds beyond one plain roll, as HTML for the entry dialog: the game
/// options of the session, each step of a procedure of several steps (its dice by name, result,
/// outputs, triggers and the values read off the chart), then the same for the last step.
/// `procedure` (may be null) gives the steps' labels.
QString entryDetailsHtml(const QJsonObject& resolution, const Procedure* procedure);

}  // namespace umpire
