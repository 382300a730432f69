// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_result.h"

#include <QString>
#include <QStringList>

#include <optional>

class QSqlDatabase;

namespace umpire {

/// The tables of a club log on a PostgreSQL server, in the schema `umpire` of its database, and
/// the two roles a club grants its users: `umpire_tables` (start sessions, append rolls and
/// voids, seal dice, give the phrase, reveal, read) and `umpire_referee` (read, append voids).
/// No role may change or remove an entry, a session or a dice seal's commitment and secret:
/// triggers refuse it to everyone, the tables' owner included.
///
/// Version 1: sessions, entries and the chain's head.
/// Version 2: dice_seals (sealed program dice), and the trigger that checks and counts sealed rolls.
namespace ServerLogSchema {

inline constexpr int currentVersion = 2;
/// The first version that keeps sealed dice.
inline constexpr int sealsVersion = 2;
inline constexpr const char* tablesRole = "umpire_tables";
inline constexpr const char* refereeRole = "umpire_referee";

/// `columns` as a list for SQL, each name quoted: PostgreSQL reserves some of the log's column
/// names (`natural`).
QString columnList(const QStringList& columns);

/// The schema version of the club log in `db`, or nullopt when it has none yet.
LogResult<std::optional<int>> version(QSqlDatabase& db, const QString& shown);

/// Creates the club log's tables (or upgrades them to currentVersion), the two roles when
/// missing, and their grants, in one transaction. Run by the club's administrator
/// (`umpire-cli log setup-server`): it needs the right to create roles and the schema. Returns
/// the version found before (nullopt: there was no club log). `toVersion` is for the tests of
/// the upgrade: a club log as an older Umpire made it (a newer one is left as it is).
LogResult<std::optional<int>> setUp(QSqlDatabase& db, const QString& shown, int toVersion = currentVersion);

}  // namespace ServerLogSchema

}  // namespace umpire
