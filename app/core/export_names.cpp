// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export_names.h"

#include "core/cup_log.h"

namespace umpire {

ExportNames exportNamesOf(const std::vector<Game>& games)
{
    ExportNames names;
    for (const auto& game : games) {
        const QString id = QString::fromStdString(game.id);
        names.gameTitles.insert(id, QString::fromStdString(game.title));
        auto& labels = names.procedureLabels[id];
        for (const auto& procedure : game.procedures)
            labels.insert(QString::fromStdString(procedure.id), QString::fromStdString(procedure.label));
        if (!game.chits.empty())
            for (const QString& cup : {CupLog::setupProcedure, CupLog::drawProcedure, CupLog::newTurnProcedure})
                labels.insert(cup, CupLog::procedureLabel(cup));
    }
    // A draw's code is the chit's id; its text names the chit.
    names.codeNamedByText.insert(CupLog::drawProcedure);
    return names;
}

}  // namespace umpire
