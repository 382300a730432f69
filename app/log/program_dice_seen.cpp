// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/program_dice_seen.h"

namespace umpire {

void ProgramDiceSeen::add(qint64 entryId, qint64 sessionId, std::string_view kind, std::string_view diceOrigin,
                          std::string_view resolution)
{
    if (kind != "roll" || diceOrigin != "rolled")
        return;
    ++programRolls[sessionId];
    if (resolution.find("sealed_dice") != std::string_view::npos || resolution.find("\\u") != std::string_view::npos)
        sealMentions.append(Entry{entryId, sessionId});
}

void ProgramDiceSeen::merge(const ProgramDiceSeen& other)
{
    for (auto it = other.programRolls.constBegin(); it != other.programRolls.constEnd(); ++it)
        programRolls[it.key()] += it.value();
    sealMentions.append(other.sealMentions);
}

}  // namespace umpire
