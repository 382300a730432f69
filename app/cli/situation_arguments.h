// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/situation.h"

#include <QString>
#include <QStringList>

namespace umpire {

struct Procedure;

/// A situation read from `--set NAME=VALUE` and `--unit LIST=FIELD:VALUE,...` arguments,
/// or the first problem, naming the argument and what is allowed.
struct SituationArguments {
    Situation situation;
    QString error;
};

SituationArguments readSituationArguments(const Procedure& procedure, const QStringList& sets, const QStringList& units);

}  // namespace umpire
