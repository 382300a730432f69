// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/export_names.h"

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
    }
    return names;
}

}  // namespace umpire
