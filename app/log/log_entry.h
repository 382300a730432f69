// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace umpire {

/// What an entry records: a roll, or the voiding of an earlier entry.
enum class LogEntryKind { Roll, Void };

/// Where the dice of a roll came from.
enum class DiceOrigin {
    Rolled,    ///< rolled by the program; the seed replays them
    Physical,  ///< thrown on the table and typed in
    None,      ///< no dice (a void entry)
};

/// "roll" / "void": the names stored in the database.
QString logEntryKindName(LogEntryKind kind);
std::optional<LogEntryKind> logEntryKindFromName(const QString& name);
/// "rolled" / "physical" / "none": the names stored in the database.
QString diceOriginName(DiceOrigin origin);
std::optional<DiceOrigin> diceOriginFromName(const QString& name);

/// A roll to append to the log. The columns that are listed and filtered (procedure, column,
/// dice, result...) are taken from `resolution`, so they cannot disagree with it.
struct LogEntryDraft {
    qint64 sessionId = 0;
    /// When the roll was made; the current time when invalid. Stored in UTC.
    QDateTime time;
    QString turn;   ///< free label, e.g. "3" or "Turn 3 (PM)"
    QString phase;  ///< free label, e.g. "Fire"
    /// The resolution as printed by `umpire-cli resolve --json`; stored whole.
    QJsonObject resolution;
    DiceOrigin diceOrigin = DiceOrigin::Physical;
    /// The generator seed when diceOrigin is Rolled.
    std::optional<quint64> seed;
    /// A result read off a printed chart by hand (the module lacks that table cell).
    std::optional<QString> chartResult;
    /// The entry this roll follows up (e.g. a neutralisation roll after a bombardment).
    std::optional<qint64> parentId;
    /// In GameLog::appendAll: this roll follows up the draft before it, written in the same
    /// transaction (parentId is then left empty).
    bool followsPrevious = false;
    QString note;
    /// The id its maker gave this roll (a UUID), made once and kept when an append is tried
    /// again: a club log's server that already holds it returns that entry instead of a second
    /// one. Empty: the store makes one (a retry is then a new roll).
    QString clientId;
};

/// An entry as stored, read back from the log.
struct LogEntry {
    qint64 id = 0;
    qint64 sessionId = 0;
    LogEntryKind kind = LogEntryKind::Roll;
    QDateTime time;  ///< UTC
    QString turn;
    QString phase;
    QString procedure;  ///< empty for a void entry
    std::optional<QString> column;
    QList<int> dice;  ///< raw dice as thrown
    std::optional<int> natural;
    std::optional<int> modified;
    std::optional<int> drmTotal;
    std::optional<QString> resultCode;
    QString resultText;
    DiceOrigin diceOrigin = DiceOrigin::None;
    std::optional<quint64> seed;
    std::optional<QString> chartResult;
    std::optional<qint64> parentId;
    QString note;
    std::optional<qint64> voidsId;  ///< for a void entry: the entry it voids
    QString voidReason;             ///< for a void entry: why
    std::optional<qint64> voidedBy;  ///< derived: the void entry that cancels this one
    /// The stored resolution, compact JSON with sorted keys ("{}" for a void entry). Empty in
    /// GameLog::entries() results unless LogFilter::withResolution was set.
    QByteArray resolutionJson;
    /// Hex SHA-256 of the previous entry (64 zeros for the first). Like `hash`, empty in
    /// GameLog::entries() results unless LogFilter::withResolution was set.
    QString prevHash;
    QString hash;      ///< hex SHA-256 over this entry's canonical content and prevHash

    /// The stored resolution, parsed on demand so that listing stays fast.
    QJsonObject resolution() const;
    /// "3,5"
    QString diceText() const;
};

}  // namespace umpire
