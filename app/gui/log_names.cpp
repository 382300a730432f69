// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_names.h"

#include "gui/gui_text.h"

#include "core/cup_log.h"
#include "engine/game.h"

namespace umpire {

namespace {

void addCodes(const Procedure& procedure, QHash<QString, QString>& codes)
{
    for (const auto& result : procedure.results)
        if (!result.shortLabel.empty() && !codes.contains(qs(result.code)))
            codes.insert(qs(result.code), qs(result.shortLabel));
}

// The short labels of `procedure`'s results, by step. An entry's own line shows the code of the
// step thrown last, so the procedure's key holds every step's, the later steps' first.
void addShortLabels(const Procedure& procedure, QHash<QString, QHash<QString, QString>>& labels)
{
    QHash<QString, QString>& whole = labels[qs(procedure.id)];
    for (auto step = procedure.steps.rbegin(); step != procedure.steps.rend(); ++step) {
        addCodes(*step, labels[qs(procedure.id) + QLatin1Char('/') + qs(step->id)]);
        addCodes(*step, whole);
    }
    addCodes(procedure, whole);
}

}  // namespace

LogNames LogNames::ofGame(const Game& game)
{
    LogNames names;
    for (const auto& p : game.procedures) {
        names.labels.insert(qs(p.id), qs(p.label));
        for (const auto& step : p.steps)
            names.labels.insert(qs(p.id) + QLatin1Char('/') + qs(step.id), qs(step.label));
        addShortLabels(p, names.shortLabels);
        if (!p.steps.empty())
            names.stepped.insert(qs(p.id));
        const Procedure& last = p.step(p.stepCount() - 1);  // an entry's line shows its last step
        if (!last.readsDiceAsOneSum())
            names.withoutSum.insert(qs(p.id));
    }
    // The chit cup's entries (core/cup_log.h): their procedures and chits by name.
    for (const QString& cup : {CupLog::setupProcedure, CupLog::drawProcedure, CupLog::newTurnProcedure})
        names.labels.insert(cup, CupLog::procedureLabel(cup));
    for (const EventChit& chit : game.chits)
        names.shortLabels[CupLog::drawProcedure].insert(qs(chit.id), eventChitName(chit));
    return names;
}

}  // namespace umpire
