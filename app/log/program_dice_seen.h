// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QList>

#include <string_view>

namespace umpire {

/// What a walk of the whole hash chain saw of each session's program dice, so that the seal
/// check of `log verify` (seal_verification.h) needs no second pass over a session without a
/// seal: its program rolls are counted here, and only the few entries that may claim sealed
/// dice are read again.
struct ProgramDiceSeen {
    struct Entry {
        qint64 id = 0;
        qint64 sessionId = 0;
    };
    /// Program rolls (kind roll, dice rolled by the program) of each session that has any.
    QHash<qint64, qint64> programRolls;
    /// Program rolls whose resolution text may name sealed dice: it holds "sealed_dice", or a
    /// \u escape, which could spell that key. A superset: the seal check parses each one.
    QList<Entry> sealMentions;

    /// Tallies one entry, from its stored columns.
    void add(qint64 entryId, qint64 sessionId, std::string_view kind, std::string_view diceOrigin,
             std::string_view resolution);
    void merge(const ProgramDiceSeen& other);
};

}  // namespace umpire
