// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/server_chain_walk.h"

#include "log/entry_hash.h"
#include "log/entry_hash_workers.h"
#include "log/libpq_calls.h"
#include "log/log_task.h"
#include "log/server_log_schema.h"

#include <QByteArrayView>
#include <QHash>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QThread>

#include <algorithm>
#include <charconv>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace umpire {
namespace {

/// The walk's batches (megabytes each) are made on one thread and freed on others. With glibc's
/// adaptive thresholds their pages went back to the kernel and were faulted in again, batch
/// after batch: 1M entries took 7.5 to 13 s, a third of it in the kernel; with fixed ones, 6.6 s
/// every time. The process then keeps up to 256 MB it freed, where it would have kept 32.
void keepFreedBatchMemory()
{
#if defined(__GLIBC__)
    static const bool kept = [] {
        mallopt(M_MMAP_THRESHOLD, 64 << 20);
        mallopt(M_TRIM_THRESHOLD, 256 << 20);
        return true;
    }();
    (void)kept;
#endif
}

/// Rows per FETCH from the server (about 5 MB of typical entries), and per batch handed to
/// the hashing threads (about 2.5 MB).
constexpr int kFetchRows = 2000;
constexpr int kBatchRows = 1000;
constexpr qsizetype kBatchBytes = 4 * 1024 * 1024;

/// PostgreSQL's type oids of the columns the libpq path reads (fixed in its catalog).
constexpr unsigned int kInt8 = 20;
constexpr unsigned int kInt2 = 21;
constexpr unsigned int kInt4 = 23;
constexpr unsigned int kText = 25;
constexpr unsigned int kVarchar = 1043;

LogVerification missing(qint64 id, qint64 checked)
{
    return LogVerification::found(LogVerification::Problem::Missing, id, checked, QStringLiteral("gap: entry %1 missing").arg(id));
}

LogVerification chainBroken(qint64 id, qint64 checked)
{
    return LogVerification::found(LogVerification::Problem::ChainBroken, id, checked,
                   QStringLiteral("entry %1: out of order / chain broken").arg(id));
}

LogVerification contentChanged(qint64 id, qint64 checked)
{
    return LogVerification::found(LogVerification::Problem::ContentChanged, id, checked,
                   QStringLiteral("entry %1: content changed").arg(id));
}

ServerChainWalk failedWith(const QSqlError& error)
{
    ServerChainWalk walk;
    walk.outcome = ServerChainWalk::Outcome::Failed;
    walk.error = error;
    return walk;
}

ServerChainWalk cancelledWalk()
{
    ServerChainWalk walk;
    walk.outcome = ServerChainWalk::Outcome::Cancelled;
    return walk;
}

ServerChainWalk foundProblem(LogVerification found)
{
    ServerChainWalk walk;
    walk.checked = found.entriesChecked;
    walk.problem = std::move(found);
    return walk;
}

/// Every entry by id with what its hash covers: e.id, e.hash, then the hashed entry columns
/// (a cell per column, as EntryHashWorkers reads a row). The session's columns are added from
/// the sessions read once: joined on the server they cost it an eighth more time.
QString entriesSelect()
{
    QStringList select{QStringLiteral("e.id"), QStringLiteral("e.hash")};
    for (const QString& column : hashedEntryColumns())
        select << QStringLiteral("e.\"%1\"").arg(column);
    return QStringLiteral("SELECT %1 FROM entries e ORDER BY e.id").arg(select.join(QStringLiteral(", ")));
}

/// One entry and its session as the reference walk hashes them.
QString entrySelect()
{
    QStringList select{QStringLiteral("e.id"), QStringLiteral("e.hash")};
    for (const QString& column : hashedEntryColumns())
        select << QStringLiteral("e.\"%1\"").arg(column);
    for (const QString& column : hashedSessionColumns())
        select << QStringLiteral("s.\"%1\"").arg(column);
    return QStringLiteral("SELECT %1 FROM entries e LEFT JOIN sessions s ON s.id = e.session_id WHERE e.id = ?")
        .arg(select.join(QStringLiteral(", ")));
}

/// One entry hashed the way Qt SQL reads it: the reference, for a row the fast path left to it.
std::optional<bool> hashMatchesThroughQt(QSqlDatabase& db, qint64 id, QSqlError& error)
{
    QSqlQuery row(db);
    row.setForwardOnly(true);
    row.prepare(entrySelect());
    row.addBindValue(id);
    if (!row.exec() || !row.next()) {
        error = row.lastError();
        return std::nullopt;
    }
    const int entryColumns = int(hashedEntryColumns().size());
    return entryHash(canonicalColumns(row, hashedEntryColumns(), 2),
                     canonicalColumns(row, hashedSessionColumns(), 2 + entryColumns)) == row.value(1).toString();
}

/// How the fast path copies a column of PostgreSQL type `oid`, or nothing when Qt would read it
/// as something else than its text (a date, a floating-point number...).
std::optional<EntryBatch::Type> cellType(unsigned int oid)
{
    if (oid == kInt8 || oid == kInt4 || oid == kInt2)
        return EntryBatch::Type::Integer;
    if (oid == kText || oid == kVarchar)
        return EntryBatch::Type::Text;
    return std::nullopt;
}

/// A session's hashed columns as the server sent them.
struct SessionCell {
    EntryBatch::Type type = EntryBatch::Type::Null;
    std::string text;
};
using SessionCells = std::vector<SessionCell>;

/// A libpq result, cleared when dropped.
class PqResult {
public:
    PqResult(const LibPqCalls& pq, PGresult* result) : pq_(pq), result_(result) {}
    ~PqResult()
    {
        if (result_)
            pq_.clear(result_);
    }
    PqResult(const PqResult&) = delete;
    PqResult& operator=(const PqResult&) = delete;
    PGresult* get() const { return result_; }

private:
    const LibPqCalls& pq_;
    PGresult* result_;
};

/// The walk through libpq, or nothing when that path is not open here (no libpq, another
/// driver, a column of a type it does not read exactly as Qt does).
std::optional<ServerChainWalk> walkThroughLibPq(QSqlDatabase& db, qint64 headId, LogTask* task)
{
    const LibPqCalls* const calls = libPqCalls();
    PGconn* const connection = calls ? postgresHandle(db) : nullptr;
    if (!connection)
        return std::nullopt;
    const LibPqCalls& pq = *calls;
    const auto errorOf = [&](const PGresult* result) {
        const char* state = result ? pq.resultErrorField(result, kLibPqSqlState) : nullptr;
        QString message = result ? QString::fromUtf8(pq.resultErrorMessage(result)) : QString();
        if (message.trimmed().isEmpty())
            message = QString::fromUtf8(pq.errorMessage(connection));
        return QSqlError(QStringLiteral("Unable to fetch rows"), message, QSqlError::StatementError,
                         state ? QString::fromLatin1(state) : QString());
    };

    // Every session's hashed columns (a handful of rows), by id.
    std::unordered_map<qint64, SessionCells> sessions;
    {
        const QByteArray select =
            QStringLiteral("SELECT %1 FROM sessions").arg(ServerLogSchema::columnList(hashedSessionColumns())).toUtf8();
        const PqResult read(pq, pq.exec(connection, select.constData()));
        if (!read.get() || pq.resultStatus(read.get()) != LibPqTuplesOk)
            return failedWith(errorOf(read.get()));
        const int fields = pq.nfields(read.get());
        std::vector<EntryBatch::Type> types;
        for (int column = 0; column < fields; ++column) {
            const auto type = cellType(pq.ftype(read.get(), column));
            if (!type)
                return std::nullopt;
            types.push_back(*type);
        }
        if (fields != int(hashedSessionColumns().size()) || types[0] != EntryBatch::Type::Integer)
            return std::nullopt;
        for (int r = 0; r < pq.ntuples(read.get()); ++r) {
            SessionCells cells;
            for (int column = 0; column < fields; ++column) {
                if (pq.getisnull(read.get(), r, column))
                    cells.push_back(SessionCell{});
                else
                    cells.push_back(SessionCell{types[std::size_t(column)],
                                                std::string(pq.getvalue(read.get(), r, column),
                                                            std::size_t(pq.getlength(read.get(), r, column)))});
            }
            qint64 id = 0;
            std::from_chars(cells[0].text.data(), cells[0].text.data() + cells[0].text.size(), id);
            sessions.emplace(id, std::move(cells));
        }
    }
    // An entry of a session that is not there (the server's foreign key allows none) is hashed
    // with its session's columns null: it cannot match, so it is reported as changed.
    const SessionCells noSession(hashedSessionColumns().size());

    // A cursor in the caller's snapshot: the rows come a batch at a time, in id order.
    const QString cursor = QStringLiteral("umpire_verify_walk");
    {
        const QByteArray declare = (QStringLiteral("DECLARE %1 NO SCROLL CURSOR FOR ").arg(cursor) +
                                    entriesSelect())
                                       .toUtf8();
        const PqResult declared(pq, pq.exec(connection, declare.constData()));
        if (!declared.get() || pq.resultStatus(declared.get()) != LibPqCommandOk)
            return failedWith(errorOf(declared.get()));
    }
    const QByteArray fetch = QStringLiteral("FETCH FORWARD %1 FROM %2").arg(kFetchRows).arg(cursor).toUtf8();
    bool inFlight = false;
    const auto send = [&] { return inFlight = pq.sendQuery(connection, fetch.constData()) == 1; };
    // The answer to the FETCH sent; the connection is idle again afterwards.
    const auto take = [&] {
        auto first = std::make_unique<PqResult>(pq, pq.getResult(connection));
        while (PGresult* more = pq.getResult(connection))
            pq.clear(more);
        inFlight = false;
        return first;
    };
    // However the walk ends, no answer is left pending on the connection Qt's driver owns.
    struct Settle {
        const std::function<void()> settle;
        ~Settle() { settle(); }
    } settle{[&] {
        if (inFlight)
            take();
    }};

    const QStringList& entryColumns = hashedEntryColumns();
    const int columns = 2 + int(entryColumns.size());
    const int sessionColumn = 2 + int(entryColumns.indexOf(QStringLiteral("session_id")));
    const int prevHashColumn = 2 + int(entryColumns.indexOf(QStringLiteral("prev_hash")));
    std::vector<EntryBatch::Type> types;  // per column; the id's is not used

    // Reading keeps one core busy part of the time; the hashing threads share all of them.
    EntryHashWorkers workers(std::max(1, QThread::idealThreadCount()));
    EntryBatch batch;
    qint64 rows = 0;
    qint64 previousId = 0;
    std::string previousHash = genesisHash().toStdString();
    std::optional<LogVerification> linkProblem;  // a gap or a broken link, found while reading
    const SessionCells* session = nullptr;       // the last row's, usually the next one's too
    qint64 lastSessionId = -1;
    bool more = send();
    if (!more)
        return failedWith(errorOf(nullptr));
    bool stopped = false;
    while (more && !stopped) {
        const auto answer = take();
        PGresult* const result = answer->get();
        if (!result || pq.resultStatus(result) != LibPqTuplesOk)
            return failedWith(errorOf(result));
        if (types.empty()) {
            if (pq.nfields(result) != columns)
                return std::nullopt;
            for (int column = 0; column < columns; ++column) {
                const auto type = cellType(pq.ftype(result, column));
                if (!type)
                    return std::nullopt;
                types.push_back(*type);
            }
            if (types[0] != EntryBatch::Type::Integer || types[1] != EntryBatch::Type::Text ||
                types[std::size_t(prevHashColumn)] != EntryBatch::Type::Text ||
                types[std::size_t(sessionColumn)] != EntryBatch::Type::Integer)
                return std::nullopt;
        }
        const int count = pq.ntuples(result);
        // The server makes the next batch while this one is checked.
        more = count == kFetchRows;
        if (more && !send())
            return failedWith(errorOf(nullptr));
        for (int r = 0; r < count; ++r) {
            if (rows > workers.firstChangedRow()) {
                stopped = true;  // a changed entry before this one is what will be reported
                break;
            }
            const char* idText = pq.getvalue(result, r, 0);
            qint64 id = 0;
            std::from_chars(idText, idText + pq.getlength(result, r, 0), id);
            if (id != previousId + 1) {
                linkProblem = missing(previousId + 1, rows);
                stopped = true;
                break;
            }
            const QByteArrayView link(pq.getvalue(result, r, prevHashColumn), pq.getlength(result, r, prevHashColumn));
            if (link != QByteArrayView(previousHash.data(), qsizetype(previousHash.size()))) {
                linkProblem = chainBroken(id, rows);
                stopped = true;
                break;
            }
            if (batch.rows == 0) {
                if (batch.bytes.capacity() < kBatchBytes) {
                    batch.bytes.reserve(kBatchBytes);
                    batch.cells.reserve(std::size_t(kBatchRows) * std::size_t(workers.cellsPerRow()));
                }
                batch.firstRow = rows;
            }
            for (int column = 1; column < columns; ++column) {
                if (pq.getisnull(result, r, column))
                    batch.add(EntryBatch::Type::Null, nullptr, 0);
                else
                    batch.add(types[std::size_t(column)], pq.getvalue(result, r, column), pq.getlength(result, r, column));
            }
            const char* sessionText = pq.getvalue(result, r, sessionColumn);
            qint64 sessionId = 0;
            const bool hasSession =
                !pq.getisnull(result, r, sessionColumn) &&
                std::from_chars(sessionText, sessionText + pq.getlength(result, r, sessionColumn), sessionId).ec == std::errc();
            if (!session || sessionId != lastSessionId || !hasSession) {
                const auto found = hasSession ? sessions.find(sessionId) : sessions.end();
                session = found != sessions.end() ? &found->second : &noSession;
                lastSessionId = hasSession ? sessionId : -1;
            }
            for (const SessionCell& cell : *session)
                batch.add(cell.type, cell.text.data(), qsizetype(cell.text.size()));
            ++batch.rows;
            previousHash.assign(pq.getvalue(result, r, 1), std::size_t(pq.getlength(result, r, 1)));
            previousId = id;
            ++rows;
            if (batch.rows == kBatchRows) {
                workers.submit(std::move(batch));
                batch = EntryBatch();
                // Keeps the server sending while the hashing threads catch up (submit waits for them).
                if (inFlight)
                    pq.consumeInput(connection);
                if (task) {
                    task->report(LogTask::Stage::CheckingEntries, rows, std::max(headId, rows));
                    if (task->cancelled()) {
                        stopped = true;
                        break;
                    }
                }
            }
        }
    }
    if (inFlight)
        take();
    if (cancelRequested(task))
        return cancelledWalk();  // the hashing threads finish their queued batches and are dropped
    if (batch.rows > 0)
        workers.submit(std::move(batch));
    workers.wait();

    // The first problem in chain order is reported; within one entry, a gap or a broken link
    // comes before its content (the order the checks of one entry are made in).
    const qint64 linkRow = linkProblem ? linkProblem->entriesChecked : rows;
    for (const FlaggedRow& flagged : workers.flagged()) {
        if (flagged.row >= linkRow)
            break;
        const qint64 entryId = flagged.row + 1;  // ids run 1, 2, 3... up to any gap
        if (flagged.needsQtPath) {
            QSqlError error;
            const std::optional<bool> matches = hashMatchesThroughQt(db, entryId, error);
            if (!matches)
                return failedWith(error);
            if (*matches)
                continue;
        }
        return foundProblem(contentChanged(entryId, flagged.row));
    }
    if (linkProblem)
        return foundProblem(*linkProblem);

    ServerChainWalk walk;
    walk.checked = rows;
    walk.lastId = previousId;
    walk.lastHash = QString::fromStdString(previousHash);
    if (auto seen = workers.programDiceSeen())
        walk.programDice = std::make_shared<const ProgramDiceSeen>(std::move(*seen));
    return walk;
}

}  // namespace

ServerChainWalk walkServerChainThroughQt(QSqlDatabase& db, qint64 headId, LogTask* task)
{
    QSqlQuery sessions(db);
    sessions.setForwardOnly(true);
    if (!sessions.exec(QStringLiteral("SELECT %1 FROM sessions").arg(hashedSessionColumns().join(QStringLiteral(", ")))))
        return failedWith(sessions.lastError());
    QHash<qint64, QJsonObject> sessionColumns;
    while (sessions.next())
        sessionColumns.insert(sessions.value(0).toLongLong(), canonicalColumns(sessions, hashedSessionColumns()));

    const QStringList& hashed = hashedEntryColumns();
    QSqlQuery walk(db);
    walk.setForwardOnly(true);
    if (!walk.exec(QStringLiteral("SELECT id, hash, %1 FROM entries ORDER BY id").arg(ServerLogSchema::columnList(hashed))))
        return failedWith(walk.lastError());
    const int prevHashColumn = 2 + int(hashed.indexOf(QStringLiteral("prev_hash")));
    // What the seal check needs of each session, seen on the way (as a file's walk does).
    auto programDice = std::make_shared<ProgramDiceSeen>();
    qint64 checked = 0;
    qint64 previousId = 0;
    QString previousHash = genesisHash();
    while (walk.next()) {
        const qint64 id = walk.value(0).toLongLong();
        if (id != previousId + 1)
            return foundProblem(missing(previousId + 1, checked));
        if (walk.value(prevHashColumn).toString() != previousHash)
            return foundProblem(chainBroken(id, checked));
        const QJsonObject columns = canonicalColumns(walk, hashed, 2);
        const qint64 sessionId = columns.value(QStringLiteral("session_id")).toInteger();
        const QString hash = walk.value(1).toString();
        if (entryHash(columns, sessionColumns.value(sessionId)) != hash)
            return foundProblem(contentChanged(id, checked));
        const QByteArray kind = columns.value(QStringLiteral("kind")).toString().toUtf8();
        const QByteArray origin = columns.value(QStringLiteral("dice_origin")).toString().toUtf8();
        const QByteArray resolution = columns.value(QStringLiteral("resolution")).toString().toUtf8();
        programDice->add(id, sessionId, std::string_view(kind.constData(), std::size_t(kind.size())),
                         std::string_view(origin.constData(), std::size_t(origin.size())),
                         std::string_view(resolution.constData(), std::size_t(resolution.size())));
        previousId = id;
        previousHash = hash;
        ++checked;
        if (task && checked % 1000 == 0) {
            task->report(LogTask::Stage::CheckingEntries, checked, std::max(headId, checked));
            if (task->cancelled())
                return cancelledWalk();
        }
    }
    if (walk.lastError().isValid())
        return failedWith(walk.lastError());
    ServerChainWalk result;
    result.checked = checked;
    result.lastId = previousId;
    result.lastHash = previousHash;
    result.programDice = std::move(programDice);
    return result;
}

ServerChainWalk walkServerChain(QSqlDatabase& db, qint64 headId, LogTask* task)
{
    keepFreedBatchMemory();
    if (auto walked = walkThroughLibPq(db, headId, task))
        return std::move(*walked);
    return walkServerChainThroughQt(db, headId, task);
}

}  // namespace umpire
