// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/game_log.h"

#include "log/chain_verifier.h"
#include "log/entry_hash.h"
#include "log/entry_search_text.h"
#include "log/log_schema.h"
#include "log/resolution_summary.h"
#include "log/sql_fault.h"

#include <QAtomicInteger>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace umpire {
namespace {

const QString kDriver = QStringLiteral("QSQLITE");

QString newConnectionName()
{
    static QAtomicInteger<int> counter;
    return QStringLiteral("umpire-game-log-%1").arg(counter.fetchAndAddRelaxed(1));
}

QString nowUtc(const QDateTime& time)
{
    const QDateTime when = time.isValid() ? time : QDateTime::currentDateTimeUtc();
    return when.toUTC().toString(Qt::ISODateWithMs);
}

/// Qt binds a null QString as SQL NULL; the NOT NULL text columns want an empty string.
QString nonNull(const QString& text)
{
    return text.isNull() ? QStringLiteral("") : text;
}

QVariant toSqlValue(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined: return QVariant();
    case QJsonValue::Double: return QVariant(value.toInteger());
    default: return QVariant(nonNull(value.toString()));
    }
}

QJsonValue optionalText(const std::optional<QString>& text)
{
    return text ? QJsonValue(*text) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalNumber(const std::optional<qint64>& number)
{
    return number ? QJsonValue(*number) : QJsonValue(QJsonValue::Null);
}

QJsonValue optionalNumber(const std::optional<int>& number)
{
    return number ? QJsonValue(qint64(*number)) : QJsonValue(QJsonValue::Null);
}

std::optional<QString> textOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<QString>(value.toString());
}

std::optional<qint64> numberOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

std::optional<int> intOrNull(const QVariant& value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

int digits(QStringView text, qsizetype from, qsizetype count)
{
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i)
        value = value * 10 + (text.at(i).unicode() - u'0');
    return value;
}

/// Reads the stored "yyyy-MM-ddTHH:mm:ss.zzzZ" directly (QDateTime::fromString is a large share
/// of listing time); anything else goes through Qt's ISO parser.
QDateTime parseUtc(const QString& text)
{
    static const QString shape = QStringLiteral("dddd-dd-ddTdd:dd:dd.dddZ");
    bool stored = text.size() == shape.size();
    for (qsizetype i = 0; stored && i < shape.size(); ++i)
        stored = shape.at(i) == QLatin1Char('d') ? text.at(i).isDigit() : text.at(i) == shape.at(i);
    if (stored) {
        const QDate date(digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2));
        const QTime time(digits(text, 11, 2), digits(text, 14, 2), digits(text, 17, 2), digits(text, 20, 3));
        if (date.isValid() && time.isValid())
            return QDateTime(date, time, Qt::UTC);
    }
    return QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

/// Ends a write transaction: COMMIT on request, ROLLBACK if it goes out of scope uncommitted.
class WriteTransaction {
public:
    explicit WriteTransaction(QSqlDatabase db) : db_(std::move(db)) {}
    ~WriteTransaction()
    {
        if (active_)
            QSqlQuery(db_).exec(QStringLiteral("ROLLBACK"));
    }
    WriteTransaction(const WriteTransaction&) = delete;
    WriteTransaction& operator=(const WriteTransaction&) = delete;

    /// BEGIN IMMEDIATE takes the write lock now, so reading the chain head and appending after
    /// it cannot interleave with another writer.
    std::optional<QSqlError> begin()
    {
        QSqlQuery query(db_);
        if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return query.lastError();
        active_ = true;
        return std::nullopt;
    }
    std::optional<QSqlError> commit()
    {
        QSqlQuery query(db_);
        if (!query.exec(QStringLiteral("COMMIT")))
            return query.lastError();
        active_ = false;
        return std::nullopt;
    }

private:
    QSqlDatabase db_;
    bool active_ = false;
};

/// %1: the resolution column, or '' when the caller does not need it.
const QString kEntrySelect = QStringLiteral(
    "e.id, e.session_id, e.kind, e.time_utc, e.turn, e.phase, e.procedure, e.column_label, e.dice,"
    " e.natural, e.modified, e.drm_total, e.result_code, e.result_text, e.dice_origin, e.seed,"
    " e.chart_result, e.parent_id, e.note, e.voids_id, e.void_reason, %1, %2,"
    " (SELECT v.id FROM entries v WHERE v.voids_id = e.id ORDER BY v.id LIMIT 1)");

LogEntry readEntry(const QSqlQuery& row)
{
    LogEntry entry;
    entry.id = row.value(0).toLongLong();
    entry.sessionId = row.value(1).toLongLong();
    entry.kind = logEntryKindFromName(row.value(2).toString()).value_or(LogEntryKind::Roll);
    entry.time = parseUtc(row.value(3).toString());
    entry.turn = row.value(4).toString();
    entry.phase = row.value(5).toString();
    entry.procedure = row.value(6).toString();
    entry.column = textOrNull(row.value(7));
    const QString dice = row.value(8).toString();
    if (!dice.isEmpty()) {
        for (const QString& face : dice.split(QLatin1Char(',')))
            entry.dice << face.toInt();
    }
    entry.natural = intOrNull(row.value(9));
    entry.modified = intOrNull(row.value(10));
    entry.drmTotal = intOrNull(row.value(11));
    entry.resultCode = textOrNull(row.value(12));
    entry.resultText = row.value(13).toString();
    entry.diceOrigin = diceOriginFromName(row.value(14).toString()).value_or(DiceOrigin::None);
    if (!row.value(15).isNull())
        entry.seed = row.value(15).toString().toULongLong();
    entry.chartResult = textOrNull(row.value(16));
    entry.parentId = numberOrNull(row.value(17));
    entry.note = row.value(18).toString();
    entry.voidsId = numberOrNull(row.value(19));
    entry.voidReason = row.value(20).toString();
    entry.resolutionJson = row.value(21).toString().toUtf8();
    entry.prevHash = row.value(22).toString();
    entry.hash = row.value(23).toString();
    entry.voidedBy = numberOrNull(row.value(24));
    return entry;
}

LogSession readSession(const QSqlQuery& row)
{
    LogSession session;
    session.id = row.value(0).toLongLong();
    session.game = row.value(1).toString();
    session.scenario = row.value(2).toString();
    for (const QJsonValue& player : QJsonDocument::fromJson(row.value(3).toString().toUtf8()).array())
        session.players << player.toString();
    session.created = parseUtc(row.value(4).toString());
    session.entryCount = row.value(5).toLongLong();
    return session;
}

const QString kSessionSelect = QStringLiteral(
    "SELECT s.id, s.game, s.scenario, s.players, s.created_utc,"
    " (SELECT count(*) FROM entries e WHERE e.session_id = s.id) FROM sessions s");

/// An entry ready to insert: its hashed columns (without prev_hash) and its search text.
struct PendingEntry {
    QJsonObject columns;
    QString searchText;
    std::optional<qint64> parentId;
    qint64 sessionId = 0;
    QString game;  ///< the resolution's game, checked against the session's
};

}  // namespace

GameLog::GameLog() = default;

GameLog::~GameLog()
{
    close();
}

QSqlDatabase GameLog::database() const
{
    return QSqlDatabase::database(connectionName_, false);
}

LogError GameLog::fault(const QString& action, const QSqlError& error) const
{
    return sqlFault(path_, action, error, busyTimeoutMs_);
}

bool GameLog::isOpen() const
{
    return !connectionName_.isEmpty() && database().isOpen();
}

void GameLog::close()
{
    if (connectionName_.isEmpty())
        return;
    {
        QSqlDatabase db = database();
        db.close();
    }
    QSqlDatabase::removeDatabase(connectionName_);
    connectionName_.clear();
    path_.clear();
}

LogStatus GameLog::open(const QString& path, const OpenOptions& options)
{
    close();
    if (path.isEmpty())
        return LogError{QStringLiteral("no game log file given (use --log FILE or set UMPIRE_LOG)")};
    busyTimeoutMs_ = options.busyTimeoutMs;

    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return LogError{QStringLiteral("%1: is a folder, not a game log file").arg(path)};
    if (!info.exists()) {
        if (!options.create)
            return LogError{QStringLiteral("%1: no game log here (the file does not exist); start one with "
                                           "`umpire-cli log new GAME`")
                                .arg(path)};
        if (!QDir().mkpath(info.absolutePath()))
            return LogError{QStringLiteral("%1: cannot create the folder %2").arg(path, info.absolutePath())};
    } else if (info.size() > 0) {
        // Check the header ourselves before SQLite sees the file: a foreign file is never touched.
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return LogError{QStringLiteral("%1: cannot read the game log: %2").arg(path, file.errorString())};
        const QByteArray header = file.read(100);
        if (header.size() < 100 || !header.startsWith(QByteArrayLiteral("SQLite format 3\0")))
            return LogError{QStringLiteral("%1: not an Umpire game log (not an SQLite database: damaged, or "
                                           "another program's file); left untouched")
                                .arg(path)};
    } else if (!options.create) {
        return LogError{QStringLiteral("%1: no game log here (the file is empty); start one with "
                                       "`umpire-cli log new GAME`")
                            .arg(path)};
    }

    const QString name = newConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(kDriver, name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs));
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return sqlFault(path, QStringLiteral("cannot open the game log"), error, options.busyTimeoutMs);
        }
    }
    connectionName_ = name;
    path_ = path;

    auto prepared = prepare(options);
    if (!prepared)
        close();  // after prepare() returned: its queries are gone, so the connection can go
    return prepared;
}

LogStatus GameLog::prepare(const OpenOptions& options)
{
    const QString path = path_;
    QSqlDatabase db = database();

    // Only reads until the file is known to be ours.
    QSqlQuery inspect(db);
    if (!inspect.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                                     " (SELECT user_version FROM pragma_user_version),"
                                     " (SELECT count(*) FROM sqlite_master)"))
        || !inspect.next())
        return fault(QStringLiteral("cannot read the game log"), inspect.lastError());
    const qint64 applicationId = inspect.value(0).toLongLong();
    const int version = inspect.value(1).toInt();
    const qint64 objects = inspect.value(2).toLongLong();
    inspect.finish();

    if (applicationId == LogSchema::applicationId) {
        if (version > LogSchema::currentVersion)
            return LogError{QStringLiteral("%1: this game log has schema version %2, newer than this "
                                                  "program knows (%3); use a newer Umpire. The file was not "
                                                  "changed")
                                       .arg(path)
                                       .arg(version)
                                       .arg(LogSchema::currentVersion)};
        if (version < 1)
            return LogError{QStringLiteral("%1: damaged game log (Umpire's mark but no schema "
                                                  "version); left untouched")
                                       .arg(path)};
    } else if (applicationId != 0 || objects > 0) {
        return LogError{QStringLiteral("%1: not an Umpire game log (an SQLite database of another "
                                              "program); left untouched")
                                   .arg(path)};
    } else if (!options.create) {
        return LogError{QStringLiteral("%1: no game log here (an empty database); start one with "
                                              "`umpire-cli log new GAME`")
                                   .arg(path)};
    }

    // Durability: WAL with synchronous=FULL syncs the WAL on every commit, so a returned append
    // survives a crash or power loss.
    QSqlQuery pragma(db);
    if (!pragma.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !pragma.next())
        return fault(QStringLiteral("cannot switch the game log to WAL mode"), pragma.lastError());
    if (pragma.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        return LogError{QStringLiteral("%1: cannot switch the game log to WAL mode (SQLite kept "
                                              "journal mode '%2')")
                                   .arg(path, pragma.value(0).toString())};
    pragma.finish();
    for (const QString& statement :
         {QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("PRAGMA foreign_keys = ON"),
          QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs)}) {
        if (!pragma.exec(statement))
            return fault(QStringLiteral("cannot configure the game log (%1)").arg(statement),
                                pragma.lastError());
    }

    if (applicationId != LogSchema::applicationId || version < LogSchema::currentVersion) {
        WriteTransaction transaction(db);
        if (auto error = transaction.begin())
            return fault(QStringLiteral("cannot create or upgrade the game log"), *error);
        // Read again under the write lock: another Umpire may have created or upgraded it meanwhile.
        QSqlQuery again(db);
        if (!again.exec(QStringLiteral("SELECT (SELECT application_id FROM pragma_application_id),"
                                       " (SELECT user_version FROM pragma_user_version),"
                                       " (SELECT count(*) FROM sqlite_master)"))
            || !again.next())
            return fault(QStringLiteral("cannot read the game log"), again.lastError());
        const bool ours = again.value(0).toLongLong() == LogSchema::applicationId;
        const int lockedVersion = ours ? again.value(1).toInt() : 0;
        if (!ours && again.value(2).toLongLong() > 0)
            return LogError{QStringLiteral("%1: not an Umpire game log (an SQLite database of another "
                                                  "program); left untouched")
                                       .arg(path)};
        again.finish();
        if (lockedVersion > LogSchema::currentVersion)
            return LogError{QStringLiteral("%1: this game log has schema version %2, newer than this "
                                                  "program knows (%3); use a newer Umpire. The file was not "
                                                  "changed")
                                       .arg(path)
                                       .arg(lockedVersion)
                                       .arg(LogSchema::currentVersion)};
        if (lockedVersion < LogSchema::currentVersion) {
            auto migrated = LogSchema::migrate(db, lockedVersion, LogSchema::currentVersion, path);
            if (!migrated)
                return migrated.failure();
        }
        if (auto error = transaction.commit())
            return fault(QStringLiteral("cannot create or upgrade the game log"), *error);
    }
    return logOk();
}

LogResult<QList<LogSession>> GameLog::sessions() const
{
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(kSessionSelect + QStringLiteral(" ORDER BY s.id")))
        return fault(QStringLiteral("cannot list sessions"), query.lastError());
    QList<LogSession> list;
    while (query.next())
        list << readSession(query);
    return list;
}

LogResult<LogSession> GameLog::session(qint64 id) const
{
    QSqlQuery query(database());
    query.prepare(kSessionSelect + QStringLiteral(" WHERE s.id = ?"));
    query.addBindValue(id);
    if (!query.exec())
        return fault(QStringLiteral("cannot read session %1").arg(id), query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("%1: no session %2 in this game log").arg(path_).arg(id));
    return readSession(query);
}

LogResult<std::optional<LogSession>> GameLog::newestSession() const
{
    QSqlQuery query(database());
    if (!query.exec(kSessionSelect + QStringLiteral(" ORDER BY s.id DESC LIMIT 1")))
        return fault(QStringLiteral("cannot read the newest session"), query.lastError());
    if (!query.next())
        return std::optional<LogSession>();
    return std::optional<LogSession>(readSession(query));
}

LogResult<qint64> GameLog::newSession(const QString& game, const QString& scenario, const QStringList& players)
{
    const QString action = QStringLiteral("cannot start a session");
    if (game.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: the game is empty").arg(path_, action));
    QJsonArray names;
    for (const QString& player : players) {
        if (player.trimmed().isEmpty())
            return LogError::refused(QStringLiteral("%1: %2: a player name is empty").arg(path_, action));
        names << player.trimmed();
    }
    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO sessions (game, scenario, players, created_utc) VALUES (?, ?, ?, ?)"));
    insert.addBindValue(game.trimmed());
    insert.addBindValue(nonNull(scenario.trimmed()));
    insert.addBindValue(QString::fromUtf8(QJsonDocument(names).toJson(QJsonDocument::Compact)));
    insert.addBindValue(nowUtc(QDateTime()));
    if (!insert.exec())
        return fault(action, insert.lastError());
    const qint64 id = insert.lastInsertId().toLongLong();
    if (auto error = transaction.commit())
        return fault(action, *error);
    return id;
}

LogResult<qint64> GameLog::append(const LogEntryDraft& draft)
{
    auto ids = appendAll({draft});
    if (!ids)
        return ids.failure();
    return ids->first();
}

namespace {

/// Inserts pending entries after the current chain head, inside the caller's write transaction.
class ChainWriter {
public:
    ChainWriter(QSqlDatabase db, QString path, int busyTimeoutMs)
        : db_(std::move(db)), path_(std::move(path)), busyTimeoutMs_(busyTimeoutMs)
    {
    }

    std::optional<LogError> start(const QString& action)
    {
        action_ = action;
        QSqlQuery head(db_);
        if (!head.exec(QStringLiteral("SELECT hash FROM entries ORDER BY id DESC LIMIT 1")))
            return sqlFault(path_, action_, head.lastError(), busyTimeoutMs_);
        prevHash_ = head.next() ? head.value(0).toString() : genesisHash();
        QStringList columns = hashedEntryColumns();
        columns.removeAll(QStringLiteral("resolution"));
        columns << QStringLiteral("hash");
        QStringList marks;
        for (qsizetype i = 0; i < columns.size(); ++i)
            marks << QStringLiteral("?");
        insert_ = QSqlQuery(db_);
        insert_.prepare(QStringLiteral("INSERT INTO entries (%1) VALUES (%2)")
                            .arg(columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
        resolution_ = QSqlQuery(db_);
        resolution_.prepare(QStringLiteral("INSERT INTO entry_resolutions (entry_id, resolution) VALUES (?, ?)"));
        search_ = QSqlQuery(db_);
        search_.prepare(QStringLiteral("INSERT INTO entry_search (rowid, body) VALUES (?, ?)"));
        sessionQuery_ = QSqlQuery(db_);
        sessionQuery_.prepare(QStringLiteral("SELECT id, game, scenario, players, created_utc FROM sessions WHERE id = ?"));
        parentQuery_ = QSqlQuery(db_);
        parentQuery_.prepare(QStringLiteral("SELECT session_id, kind FROM entries WHERE id = ?"));
        return std::nullopt;
    }

    LogResult<qint64> insert(PendingEntry pending)
    {
        auto session = sessionColumns(pending.sessionId);
        if (!session)
            return session.failure();
        const QString sessionGame = session->value(QStringLiteral("game")).toString();
        if (!pending.game.isEmpty() && pending.game != sessionGame)
            return LogError::refused(QStringLiteral("%1: %2: the resolution is for game '%3' but session %4 is for "
                                                    "'%5'; start a session for '%3' first")
                                         .arg(path_, action_, pending.game)
                                         .arg(pending.sessionId)
                                         .arg(sessionGame));
        if (pending.parentId) {
            parentQuery_.bindValue(0, *pending.parentId);
            if (!parentQuery_.exec())
                return sqlFault(path_, action_, parentQuery_.lastError(), busyTimeoutMs_);
            if (!parentQuery_.next())
                return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 does not exist")
                                             .arg(path_, action_)
                                             .arg(*pending.parentId));
            const qint64 parentSession = parentQuery_.value(0).toLongLong();
            const QString parentKind = parentQuery_.value(1).toString();
            parentQuery_.finish();
            if (parentSession != pending.sessionId)
                return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 belongs to session %4, not %5")
                                             .arg(path_, action_)
                                             .arg(*pending.parentId)
                                             .arg(parentSession)
                                             .arg(pending.sessionId));
            if (parentKind != logEntryKindName(LogEntryKind::Roll))
                return LogError::refused(QStringLiteral("%1: %2: the parent entry %3 is a void, not a roll")
                                             .arg(path_, action_)
                                             .arg(*pending.parentId));
        }

        pending.columns.insert(QStringLiteral("prev_hash"), prevHash_);
        const QString hash = entryHash(pending.columns, *session);
        int index = 0;
        for (const QString& column : hashedEntryColumns()) {
            if (column != QLatin1String("resolution"))
                insert_.bindValue(index++, toSqlValue(pending.columns.value(column)));
        }
        insert_.bindValue(index, hash);
        if (!insert_.exec())
            return sqlFault(path_, action_, insert_.lastError(), busyTimeoutMs_);
        const qint64 id = insert_.lastInsertId().toLongLong();
        resolution_.bindValue(0, id);
        resolution_.bindValue(1, pending.columns.value(QStringLiteral("resolution")).toString());
        if (!resolution_.exec())
            return sqlFault(path_, action_, resolution_.lastError(), busyTimeoutMs_);
        search_.bindValue(0, id);
        search_.bindValue(1, pending.searchText);
        if (!search_.exec())
            return sqlFault(path_, action_, search_.lastError(), busyTimeoutMs_);
        prevHash_ = hash;
        lastId_ = id;
        return id;
    }

    /// Records the new chain head; call once after the last insert.
    std::optional<LogError> finish()
    {
        QSqlQuery head(db_);
        head.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES ('head_id', ?), ('head_hash', ?) "
                                    "ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
        head.addBindValue(QString::number(lastId_));
        head.addBindValue(prevHash_);
        if (!head.exec())
            return sqlFault(path_, action_, head.lastError(), busyTimeoutMs_);
        return std::nullopt;
    }

private:
    LogResult<QJsonObject> sessionColumns(qint64 id)
    {
        if (auto cached = sessions_.constFind(id); cached != sessions_.constEnd())
            return *cached;
        sessionQuery_.bindValue(0, id);
        if (!sessionQuery_.exec())
            return sqlFault(path_, action_, sessionQuery_.lastError(), busyTimeoutMs_);
        if (!sessionQuery_.next())
            return LogError::refused(QStringLiteral("%1: %2: session %3 does not exist").arg(path_, action_).arg(id));
        QJsonObject columns;
        for (qsizetype i = 0; i < hashedSessionColumns().size(); ++i)
            columns.insert(hashedSessionColumns().at(i), canonicalValue(sessionQuery_.value(int(i))));
        sessionQuery_.finish();
        sessions_.insert(id, columns);
        return columns;
    }

    QSqlDatabase db_;
    QString path_;
    int busyTimeoutMs_;
    QString action_;
    QString prevHash_;
    qint64 lastId_ = 0;
    QSqlQuery insert_;
    QSqlQuery resolution_;
    QSqlQuery search_;
    QSqlQuery sessionQuery_;
    QSqlQuery parentQuery_;
    QMap<qint64, QJsonObject> sessions_;
};

}  // namespace

namespace {

/// A roll draft checked and turned into its columns; `where` names the draft among several.
LogResult<PendingEntry> pendingRoll(const LogEntryDraft& draft, const QString& path, const QString& action, const QString& where)
{
    auto summary = summarizeResolution(draft.resolution);
    if (!summary)
        return LogError::refused(QStringLiteral("%1: %2%3: %4").arg(path, action, where, summary.error()));
    if (draft.diceOrigin == DiceOrigin::None)
        return LogError::refused(
            QStringLiteral("%1: %2%3: a roll needs its dice origin (rolled or physical)").arg(path, action, where));
    if (draft.diceOrigin == DiceOrigin::Rolled && !draft.seed)
        return LogError::refused(
            QStringLiteral("%1: %2%3: dice rolled by the program need their seed").arg(path, action, where));
    if (draft.diceOrigin == DiceOrigin::Physical && draft.seed)
        return LogError::refused(
            QStringLiteral("%1: %2%3: physical dice have no seed").arg(path, action, where));
    if (draft.chartResult && draft.chartResult->trimmed().isEmpty())
        return LogError::refused(
            QStringLiteral("%1: %2%3: the chart result is empty").arg(path, action, where));

    PendingEntry entry;
    entry.sessionId = draft.sessionId;
    entry.parentId = draft.parentId;
    entry.game = summary->game;
    QStringList faces;
    for (int die : summary->dice)
        faces << QString::number(die);
    QJsonObject& c = entry.columns;
    c.insert(QStringLiteral("session_id"), draft.sessionId);
    c.insert(QStringLiteral("kind"), logEntryKindName(LogEntryKind::Roll));
    c.insert(QStringLiteral("time_utc"), nowUtc(draft.time));
    c.insert(QStringLiteral("turn"), draft.turn);
    c.insert(QStringLiteral("phase"), draft.phase);
    c.insert(QStringLiteral("procedure"), summary->procedure);
    c.insert(QStringLiteral("column_label"), optionalText(summary->column));
    c.insert(QStringLiteral("dice"), faces.join(QLatin1Char(',')));
    c.insert(QStringLiteral("natural"), optionalNumber(summary->natural));
    c.insert(QStringLiteral("modified"), optionalNumber(summary->modified));
    c.insert(QStringLiteral("drm_total"), optionalNumber(summary->drmTotal));
    c.insert(QStringLiteral("result_code"), optionalText(summary->resultCode));
    c.insert(QStringLiteral("result_text"), summary->resultText);
    c.insert(QStringLiteral("dice_origin"), diceOriginName(draft.diceOrigin));
    c.insert(QStringLiteral("seed"), draft.seed ? QJsonValue(QString::number(*draft.seed)) : QJsonValue());
    c.insert(QStringLiteral("chart_result"), optionalText(draft.chartResult));
    c.insert(QStringLiteral("parent_id"), optionalNumber(draft.parentId));
    c.insert(QStringLiteral("note"), draft.note);
    c.insert(QStringLiteral("voids_id"), QJsonValue());
    c.insert(QStringLiteral("void_reason"), QJsonValue());
    c.insert(QStringLiteral("resolution"), QString::fromUtf8(summary->canonicalJson));
    entry.searchText = entrySearchText(summary->searchText, draft.turn, draft.phase, draft.chartResult,
                                       draft.note, QString());
    return entry;
}

/// The void entry that cancels entry `voidsId` of session `sessionId`.
PendingEntry pendingVoid(qint64 sessionId, qint64 voidsId, const QString& reason)
{
    PendingEntry entry;
    entry.sessionId = sessionId;
    QJsonObject& c = entry.columns;
    c.insert(QStringLiteral("session_id"), sessionId);
    c.insert(QStringLiteral("kind"), logEntryKindName(LogEntryKind::Void));
    c.insert(QStringLiteral("time_utc"), nowUtc(QDateTime()));
    c.insert(QStringLiteral("turn"), QString());
    c.insert(QStringLiteral("phase"), QString());
    c.insert(QStringLiteral("procedure"), QString());
    c.insert(QStringLiteral("column_label"), QJsonValue());
    c.insert(QStringLiteral("dice"), QString());
    c.insert(QStringLiteral("natural"), QJsonValue());
    c.insert(QStringLiteral("modified"), QJsonValue());
    c.insert(QStringLiteral("drm_total"), QJsonValue());
    c.insert(QStringLiteral("result_code"), QJsonValue());
    c.insert(QStringLiteral("result_text"), QString());
    c.insert(QStringLiteral("dice_origin"), diceOriginName(DiceOrigin::None));
    c.insert(QStringLiteral("seed"), QJsonValue());
    c.insert(QStringLiteral("chart_result"), QJsonValue());
    c.insert(QStringLiteral("parent_id"), QJsonValue());
    c.insert(QStringLiteral("note"), QString());
    c.insert(QStringLiteral("voids_id"), voidsId);
    c.insert(QStringLiteral("void_reason"), reason.trimmed());
    c.insert(QStringLiteral("resolution"), QStringLiteral("{}"));
    entry.searchText = entrySearchText(QString(), {}, {}, std::nullopt, {}, reason.trimmed());
    return entry;
}

}  // namespace

LogResult<QList<qint64>> GameLog::appendAll(const QList<LogEntryDraft>& drafts)
{
    const QString action = drafts.size() == 1 ? QStringLiteral("cannot append the entry")
                                              : QStringLiteral("cannot append %1 entries").arg(drafts.size());
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (drafts.isEmpty())
        return QList<qint64>();

    // Check every draft before taking the write lock: bad input changes nothing.
    QList<PendingEntry> pending;
    pending.reserve(drafts.size());
    for (qsizetype i = 0; i < drafts.size(); ++i) {
        const QString where = drafts.size() == 1 ? QString() : QStringLiteral(" (draft %1)").arg(i + 1);
        auto entry = pendingRoll(drafts.at(i), path_, action, where);
        if (!entry)
            return entry.failure();
        pending << std::move(entry.value());
    }

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    ChainWriter writer(db, path_, busyTimeoutMs_);
    if (auto error = writer.start(action))
        return *error;
    QList<qint64> ids;
    ids.reserve(pending.size());
    for (PendingEntry& entry : pending) {
        auto id = writer.insert(std::move(entry));
        if (!id)
            return id.failure();
        ids << *id;
    }
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return ids;
}

LogResult<qint64> GameLog::voidEntry(qint64 id, const QString& reason)
{
    const QString action = QStringLiteral("cannot void entry %1").arg(id);
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: a void needs a reason").arg(path_, action));

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);

    QSqlQuery target(db);
    target.prepare(QStringLiteral("SELECT e.session_id, e.kind, (SELECT v.id FROM entries v WHERE v.voids_id = e.id "
                                  "ORDER BY v.id LIMIT 1) FROM entries e WHERE e.id = ?"));
    target.addBindValue(id);
    if (!target.exec())
        return fault(action, target.lastError());
    if (!target.next())
        return LogError::refused(QStringLiteral("%1: %2: there is no entry %3").arg(path_, action).arg(id));
    const qint64 sessionId = target.value(0).toLongLong();
    if (target.value(1).toString() != logEntryKindName(LogEntryKind::Roll))
        return LogError::refused(QStringLiteral("%1: %2: it is itself a void (record the roll again instead)")
                                     .arg(path_, action));
    if (!target.value(2).isNull())
        return LogError::refused(QStringLiteral("%1: %2: it is already voided by entry %3")
                                     .arg(path_, action)
                                     .arg(target.value(2).toLongLong()));
    target.finish();

    PendingEntry entry = pendingVoid(sessionId, id, reason);

    ChainWriter writer(db, path_, busyTimeoutMs_);
    if (auto error = writer.start(action))
        return *error;
    auto newId = writer.insert(std::move(entry));
    if (!newId)
        return newId;
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return newId;
}

LogResult<DiscardedRoll> GameLog::appendDiscarded(const LogEntryDraft& draft, const QString& reason)
{
    const QString action = QStringLiteral("cannot record the discarded roll");
    if (!isOpen())
        return LogError{QStringLiteral("%1: %2: the game log is not open").arg(path_, action)};
    if (reason.trimmed().isEmpty())
        return LogError::refused(QStringLiteral("%1: %2: discarding a roll needs a reason").arg(path_, action));
    auto roll = pendingRoll(draft, path_, action, QString());
    if (!roll)
        return roll.failure();

    QSqlDatabase db = database();
    WriteTransaction transaction(db);
    if (auto error = transaction.begin())
        return fault(action, *error);
    ChainWriter writer(db, path_, busyTimeoutMs_);
    if (auto error = writer.start(action))
        return *error;
    const auto rollId = writer.insert(std::move(roll.value()));
    if (!rollId)
        return rollId.failure();
    const auto voidId = writer.insert(pendingVoid(draft.sessionId, *rollId, reason));
    if (!voidId)
        return voidId.failure();
    if (auto error = writer.finish())
        return *error;
    if (auto error = transaction.commit())
        return fault(action, *error);
    return DiscardedRoll{*rollId, *voidId};
}

namespace {

/// WHERE clause and bound values for a filter.
struct FilterSql {
    QString where;
    QVariantList values;
};

FilterSql filterSql(const LogFilter& filter)
{
    FilterSql sql;
    QStringList conditions;
    if (filter.sessionId) {
        conditions << QStringLiteral("e.session_id = ?");
        sql.values << *filter.sessionId;
    }
    if (!filter.procedure.isEmpty()) {
        conditions << QStringLiteral("e.procedure = ?");
        sql.values << filter.procedure;
    }
    const QString text = filter.text.trimmed();
    if (!text.isEmpty()) {
        if (text.toUcs4().size() >= 3) {
            // A quoted FTS5 phrase of trigrams: any substring, case-insensitive, from the index.
            QString phrase = text;
            phrase.replace(QLatin1Char('"'), QStringLiteral("\"\""));
            conditions << QStringLiteral("e.id IN (SELECT rowid FROM entry_search WHERE entry_search MATCH ?)");
            sql.values << QStringLiteral("body : \"%1\"").arg(phrase);
        } else {
            // Too short for a trigram: scan the (small) search bodies instead.
            QString pattern = text;
            pattern.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
                .replace(QLatin1Char('%'), QStringLiteral("\\%"))
                .replace(QLatin1Char('_'), QStringLiteral("\\_"));
            conditions << QStringLiteral("e.id IN (SELECT rowid FROM entry_search WHERE body LIKE ? ESCAPE '\\')");
            sql.values << QStringLiteral("%") + pattern + QStringLiteral("%");
        }
    }
    if (!conditions.isEmpty())
        sql.where = QStringLiteral(" WHERE ") + conditions.join(QStringLiteral(" AND "));
    return sql;
}

}  // namespace

LogResult<QList<LogEntry>> GameLog::entries(const LogFilter& filter) const
{
    const FilterSql sql = filterSql(filter);
    const QString resolution = filter.withResolution
                                   ? QStringLiteral("(SELECT r.resolution FROM entry_resolutions r WHERE r.entry_id = e.id)")
                                   : QStringLiteral("''");
    // Lists leave out the stored resolution and the hashes: reading them is much of the cost.
    const QString hashes = filter.withResolution ? QStringLiteral("e.prev_hash, e.hash") : QStringLiteral("'', ''");
    QString statement = QStringLiteral("SELECT %1 FROM entries e%2").arg(kEntrySelect.arg(resolution, hashes), sql.where);
    statement += filter.limit > 0 ? QStringLiteral(" ORDER BY e.id DESC LIMIT %1").arg(filter.limit)
                                  : QStringLiteral(" ORDER BY e.id");
    QSqlQuery query(database());
    query.setForwardOnly(true);
    query.prepare(statement);
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec())
        return fault(QStringLiteral("cannot list entries"), query.lastError());
    QList<LogEntry> list;
    while (query.next())
        list << readEntry(query);
    if (query.lastError().isValid())
        return fault(QStringLiteral("cannot list entries"), query.lastError());
    if (filter.limit > 0)
        std::reverse(list.begin(), list.end());
    return list;
}

LogResult<qint64> GameLog::countEntries(const LogFilter& filter) const
{
    const FilterSql sql = filterSql(filter);
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT count(*) FROM entries e%1").arg(sql.where));
    for (const QVariant& value : sql.values)
        query.addBindValue(value);
    if (!query.exec() || !query.next())
        return fault(QStringLiteral("cannot count entries"), query.lastError());
    return query.value(0).toLongLong();
}

LogResult<LogEntry> GameLog::entry(qint64 id) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT %1 FROM entries e WHERE e.id = ?")
                      .arg(kEntrySelect.arg(QStringLiteral(
                                                "(SELECT r.resolution FROM entry_resolutions r WHERE r.entry_id = e.id)"),
                                            QStringLiteral("e.prev_hash, e.hash"))));
    query.addBindValue(id);
    if (!query.exec())
        return fault(QStringLiteral("cannot read entry %1").arg(id), query.lastError());
    if (!query.next())
        return LogError::refused(QStringLiteral("%1: there is no entry %2").arg(path_).arg(id));
    return readEntry(query);
}

LogResult<LogVerification> GameLog::verify() const
{
    if (!isOpen())
        return LogError{QStringLiteral("%1: cannot verify: the game log is not open").arg(path_)};
    QSqlDatabase db = database();
    return verifyChain(db, path_, busyTimeoutMs_);
}

}  // namespace umpire
