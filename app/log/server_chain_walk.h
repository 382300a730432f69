// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_verification.h"

#include <QSqlError>
#include <QString>

#include <memory>
#include <optional>

class QSqlDatabase;

namespace umpire {

class LogTask;

/// What walking a club log's entries by id found: the first problem in chain order (a gap, a
/// broken link, a changed entry), or the last entry reached, for the check against the chain head.
struct ServerChainWalk {
    enum class Outcome { Walked, Failed, Cancelled };
    Outcome outcome = Outcome::Walked;
    QSqlError error;                         ///< when Failed
    std::optional<LogVerification> problem;  ///< the first one found, if any
    qint64 checked = 0;                      ///< entries found intact
    qint64 lastId = 0;                       ///< the last entry walked (0: none)
    QString lastHash;                        ///< its stored hash (the genesis hash when none)
    std::shared_ptr<const ProgramDiceSeen> programDice;  ///< null when the seal check must read the log
};

/// Walks every entry of the club log open on `db` by id, inside the caller's read-only
/// snapshot: consecutive ids, each link (prev_hash), each hash recomputed. Rows are read through
/// libpq in batches and hashed on every core while the next batch comes; without libpq, or
/// when a column is of a type that path does not read as Qt does, through Qt SQL row by row.
/// `headId` is the progress total.
ServerChainWalk walkServerChain(QSqlDatabase& db, qint64 headId, LogTask* task);

/// The same walk through Qt SQL only, a QVariant per value: the reference the fast path must
/// agree with (and the path taken without libpq).
ServerChainWalk walkServerChainThroughQt(QSqlDatabase& db, qint64 headId, LogTask* task);

}  // namespace umpire
