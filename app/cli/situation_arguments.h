// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/situation.h"

#include <QString>
#include <QStringList>

namespace umpire {

struct Game;
struct Procedure;

/// A situation read from `--set NAME=VALUE` and `--unit LIST=FIELD:VALUE,...` arguments,
/// or the first problem, naming the argument and what is allowed.
struct SituationArguments {
    Situation situation;
    QString error;
};

/// The first mistake in the NAME=VALUE arguments of a repeatable option (`--set`, `--option`,
/// `--chart`), found before any module is read: an argument without `=` or without a name, or
/// a name given twice (which would silently keep the last). Empty when there is none. For
/// `--chart` the name ends at the last `=`.
QString assignmentProblem(const QString& option, const QStringList& values, bool nameEndsAtLastEquals = false);

SituationArguments readSituationArguments(const Procedure& procedure, const QStringList& sets, const QStringList& units);

/// Reads --option NAME=VALUE into the situation's game options; empty on success, else the problem.
QString readGameOptions(const Game& game, const QStringList& values, Situation& situation);

/// Reads --chart KEY=VALUE (a cell read off the printed chart) into the situation; empty on
/// success, else the problem.
QString readChartReadings(const QStringList& values, Situation& situation);

}  // namespace umpire
