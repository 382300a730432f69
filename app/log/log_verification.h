// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/program_dice_seen.h"

#include <QString>

#include <memory>

namespace umpire {

/// What `verify` found: ok, or the first entry whose content or order was changed, or a gap.
struct LogVerification {
    enum class Problem {
        None,
        Damaged,         ///< PRAGMA integrity_check failed: the file itself is damaged
        ContentChanged,  ///< "entry N: content changed"
        ChainBroken,     ///< "entry N: out of order / chain broken"
        Missing,         ///< "gap: entry N missing"
        Unchained,       ///< "entry N: added outside Umpire" (after the recorded chain head)
        CountChanged,    ///< "session N: its count records X entries, the log holds Y"
    };

    Problem problem = Problem::None;
    qint64 entryId = 0;         ///< the entry the problem is about (0 when none)
    qint64 entriesChecked = 0;  ///< entries whose hash and link checked out before the problem
    QString message;            ///< one line, e.g. "entry 12: content changed"
    /// When the whole chain checked out and every entry was read the fast way: what it holds
    /// of each session's program dice, for the seal check (verifySeals()).
    std::shared_ptr<const ProgramDiceSeen> programDice;

    bool ok() const { return problem == Problem::None; }

    /// A report of `kind` at entry `id`, after `checked` good entries.
    static LogVerification found(Problem kind, qint64 id, qint64 checked, QString message)
    {
        LogVerification report;
        report.problem = kind;
        report.entryId = id;
        report.entriesChecked = checked;
        report.message = std::move(message);
        return report;
    }
};

}  // namespace umpire
