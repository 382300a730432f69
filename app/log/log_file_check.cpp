// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_file_check.h"

#include "log/log_schema.h"
#include "log/wal_file.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>
#include <QUrl>
#include <QtEndian>

#include <sqlite3.h>

#include <memory>

namespace umpire {
namespace {

/// The database header's facts the checks need (sqlite.org/fileformat2.html, "The database header").
struct DatabaseHeader {
    quint32 pageSize = 0;
    /// The file's size in pages, when the header keeps it validly (else 0).
    quint32 pages = 0;
};

DatabaseHeader readHeader(const QByteArray& header)
{
    DatabaseHeader h;
    if (header.size() < 100)
        return h;
    const quint16 size = qFromBigEndian<quint16>(header.constData() + 16);
    h.pageSize = size == 1 ? 65536 : size;
    // The size in the header counts only when the change counter matches "version valid for".
    const quint32 changeCounter = qFromBigEndian<quint32>(header.constData() + 24);
    const quint32 validFor = qFromBigEndian<quint32>(header.constData() + 92);
    if (changeCounter == validFor)
        h.pages = qFromBigEndian<quint32>(header.constData() + 28);
    return h;
}

QString walName(const QString& path)
{
    return QFileInfo(path).fileName() + QStringLiteral("-wal");
}

/// A connection of SQLite's own, closed when it goes out of scope; it never checkpoints.
using Connection = std::unique_ptr<sqlite3, int (*)(sqlite3*)>;

Connection openReadOnly(const QString& uri, int busyTimeoutMs)
{
    sqlite3* handle = nullptr;
    const int opened = sqlite3_open_v2(uri.toUtf8().constData(), &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nullptr);
    Connection connection(handle, sqlite3_close);
    if (opened != SQLITE_OK)
        return Connection(nullptr, sqlite3_close);
    sqlite3_busy_timeout(handle, busyTimeoutMs);
    sqlite3_db_config(handle, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, nullptr);
    return connection;
}

QString fileUri(const QString& path, const QString& parameters)
{
    QString uri = QStringLiteral("file:") + QString::fromUtf8(QUrl::toPercentEncoding(QFileInfo(path).absoluteFilePath(), "/"));
    if (!parameters.isEmpty())
        uri += QLatin1Char('?') + parameters;
    return uri;
}

/// The chain head a reading of the log sees, and enough of its entries to tell whose they are.
struct ChainView {
    bool readable = false;
    int errorCode = SQLITE_OK;  ///< why it is not readable
    qint64 headId = 0;
    QString headHash;
    QString firstSession;  ///< the first session's id, game and time: the log's birth
};

/// Runs `sql` with `bind` (when not 0) and hands each row to `row`; false on an error (`code` set).
template <typename Row>
bool eachRow(sqlite3* db, const char* sql, qint64 bind, int& code, Row&& row)
{
    sqlite3_stmt* statement = nullptr;
    code = sqlite3_prepare_v2(db, sql, -1, &statement, nullptr);
    const std::unique_ptr<sqlite3_stmt, int (*)(sqlite3_stmt*)> finalize(statement, sqlite3_finalize);
    if (code != SQLITE_OK)
        return false;
    if (bind != 0)
        sqlite3_bind_int64(statement, 1, bind);
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
        if (!row(statement))
            break;
    }
    code = step == SQLITE_ROW ? SQLITE_OK : step;
    return code == SQLITE_OK || code == SQLITE_DONE;
}

QString columnText(sqlite3_stmt* statement, int column)
{
    return QString::fromUtf8(reinterpret_cast<const char*>(sqlite3_column_text(statement, column)));
}

ChainView readChainView(sqlite3* db)
{
    ChainView view;
    int code = SQLITE_OK;
    const bool marks = eachRow(db, "SELECT key, value FROM meta WHERE key IN ('head_id', 'head_hash')", 0, code, [&](sqlite3_stmt* row) {
        if (columnText(row, 0) == QLatin1String("head_id"))
            view.headId = columnText(row, 1).toLongLong();
        else
            view.headHash = columnText(row, 1);
        return true;
    });
    if (!marks) {
        view.errorCode = code;
        return view;
    }
    if (!eachRow(db, "SELECT id || ' ' || game || ' ' || created_utc FROM sessions ORDER BY id LIMIT 1", 0, code,
                 [&](sqlite3_stmt* row) {
                     view.firstSession = columnText(row, 0);
                     return false;
                 })) {
        view.errorCode = code;
        return view;
    }
    view.readable = true;
    return view;
}

bool corrupt(int code)
{
    const int primary = code & 0xff;
    return primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB;
}

/// Why the log read with its journal is not the file alone carried on, or empty when it is:
/// the file's chain head must still be there, unchanged, the entries after it must link on to
/// the journal's head, and the first session must be the file's (when the file has one).
QString journalMismatch(const QString& path, int busyTimeoutMs)
{
    const Connection alone = openReadOnly(fileUri(path, QStringLiteral("immutable=1")), busyTimeoutMs);
    const Connection merged = openReadOnly(fileUri(path, {}), busyTimeoutMs);
    if (!alone || !merged)
        return {};  // cannot tell: the ordinary opening says what is wrong
    const ChainView before = readChainView(alone.get());
    const ChainView after = readChainView(merged.get());
    if (!after.readable) {
        if (before.readable && corrupt(after.errorCode))
            return QStringLiteral("with it the log reads as a damaged database, without it as a sound one");
        return {};
    }
    if (!before.readable)
        return {};  // the file alone holds no chain yet (a log whose creation is in its journal)
    // A log whose file holds no session yet gets its first one in the journal: a crash before the
    // first checkpoint leaves exactly that.
    if (!before.firstSession.isEmpty() && after.firstSession != before.firstSession)
        return QStringLiteral("its first session is not the file's (%1 instead of %2)")
            .arg(after.firstSession.isEmpty() ? QStringLiteral("none") : after.firstSession,
                 before.firstSession.isEmpty() ? QStringLiteral("none") : before.firstSession);
    if (after.headId < before.headId)
        return QStringLiteral("it ends the chain at entry %1, before the file's own last entry %2").arg(after.headId).arg(before.headId);
    if (before.headId == 0)
        return {};
    // From the file's head on, each entry must link to the one before it, up to the new head.
    int code = SQLITE_OK;
    qint64 expectedId = before.headId;
    QString previousHash;
    QString problem;
    const bool walked = eachRow(merged.get(), "SELECT id, prev_hash, hash FROM entries WHERE id >= ? ORDER BY id", before.headId, code,
                                [&](sqlite3_stmt* row) {
                                    const qint64 id = sqlite3_column_int64(row, 0);
                                    const QString hash = columnText(row, 2);
                                    if (id != expectedId)
                                        problem = QStringLiteral("entry %1 is missing from it").arg(expectedId);
                                    else if (id == before.headId && hash != before.headHash)
                                        problem = QStringLiteral("its entry %1 is not the file's").arg(id);
                                    else if (id > before.headId && columnText(row, 1) != previousHash)
                                        problem = QStringLiteral("its entry %1 does not follow on from entry %2").arg(id).arg(id - 1);
                                    previousHash = hash;
                                    ++expectedId;
                                    return problem.isEmpty();
                                });
    if (!problem.isEmpty())
        return problem;
    if (!walked)
        return corrupt(code) ? QStringLiteral("with it the log's entries read as a damaged database") : QString();
    if (expectedId - 1 != after.headId || previousHash != after.headHash)
        return QStringLiteral("its chain head, entry %1, is not the last entry it holds").arg(after.headId);
    return {};
}

LogError journalRefusal(const QString& path, const QString& what)
{
    return LogError{QStringLiteral("%1: its journal %2 %3; SQLite would apply it to the log as it opens it, so the log was "
                                   "not opened, and nothing was checkpointed, merged or deleted. %4 copies what can be read "
                                   "into a new log and checks it, leaving this file and its journal as they are")
                        .arg(path, walName(path), what, recoverCommand(path))};
}

JournalReading judge(const QString& path, const DatabaseHeader& header, WalFile wal, int busyTimeoutMs)
{
    using Verdict = JournalReading::Verdict;
    JournalReading reading;
    reading.wal = std::move(wal);
    const WalFile& w = reading.wal;
    if (w.headerDamaged) {
        reading.verdict = Verdict::Damaged;
        reading.reason = QStringLiteral("is damaged (its header is not a valid SQLite WAL header, so SQLite would drop every "
                                        "entry it holds)");
    } else if (!w.headerValid) {
        reading.verdict = Verdict::Harmless;
    } else if (w.damagedFrame != 0) {
        reading.verdict = Verdict::Damaged;
        reading.reason = QStringLiteral("is damaged: frame %1 fails its checksum, and commits written after it (up to frame "
                                        "%2) hold entries the log acknowledged, which SQLite would drop without a word")
                             .arg(w.damagedFrame)
                             .arg(w.lastCommitAfterDamage);
    } else if (w.committedFrames == 0) {
        reading.verdict = Verdict::Harmless;  // nothing SQLite would apply: a leftover it writes over
    } else if (header.pageSize != 0 && w.pageSize != header.pageSize) {
        reading.verdict = Verdict::Foreign;
        reading.reason = QStringLiteral("does not belong to this log: its pages are of %1 bytes, the log's of %2")
                             .arg(w.pageSize)
                             .arg(header.pageSize);
    } else if (const QString mismatch = journalMismatch(path, busyTimeoutMs); !mismatch.isEmpty()) {
        reading.verdict = Verdict::Foreign;
        reading.reason = QStringLiteral("does not belong to this log: %1").arg(mismatch);
    } else {
        reading.verdict = Verdict::Sound;
    }
    return reading;
}

/// The file must hold every page its header (or the journal's last commit) counts, except
/// those the journal holds: a file cut short reads as zeros there, which looks like an edit.
std::optional<LogError> checkLength(const QString& path, const DatabaseHeader& header, const WalFile* wal)
{
    if (header.pageSize == 0)
        return std::nullopt;
    const bool journal = wal && wal->committedFrames > 0 && wal->pageSize == header.pageSize;
    quint32 last = journal ? wal->databasePages : header.pages;
    while (journal && last > 0 && wal->pages.contains(last))
        --last;
    const qint64 needed = qint64(last) * header.pageSize;
    const qint64 size = QFileInfo(path).size();
    if (size >= needed)
        return std::nullopt;
    return LogError{QStringLiteral("%1: damaged game log: the file was cut short (it holds %2 bytes, and its pages need %3: %4 "
                                   "pages of %5 bytes), as an interrupted copy or a full disk leaves a file; left untouched. "
                                   "%6 copies what can be read into a new log and checks it")
                        .arg(path)
                        .arg(size)
                        .arg(needed)
                        .arg(last)
                        .arg(header.pageSize)
                        .arg(recoverCommand(path))};
}

}  // namespace

QString recoverCommand(const QString& path)
{
    return QStringLiteral("`umpire-cli log recover %1 --output NEW.sqlite`").arg(path);
}

JournalReading readJournal(const QString& path, const QByteArray& header, int busyTimeoutMs)
{
    QFile file(QFileInfo(path).absoluteFilePath() + QStringLiteral("-wal"));
    if (!file.exists() || file.size() == 0)
        return {};
    JournalReading reading;
    if (!file.open(QIODevice::ReadOnly)) {
        reading.verdict = JournalReading::Verdict::Unreadable;
        reading.reason = file.errorString();
        return reading;
    }
    return judge(path, readHeader(header), WalFile::read(file.readAll()), busyTimeoutMs);
}

std::optional<LogError> checkLogFiles(const QString& path, const QByteArray& bytes, bool withJournal, int busyTimeoutMs)
{
    using Verdict = JournalReading::Verdict;
    const DatabaseHeader header = readHeader(bytes);
    if (!withJournal)
        return checkLength(path, header, nullptr);
    // Another Umpire may be writing the log meanwhile: a journal read while it started over, or
    // the file read while it was being checkpointed, can look wrong once. Three readings in a row
    // must say so before the log is refused.
    std::optional<LogError> refusal;
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0)
            QThread::msleep(20);  // only when a reading looked wrong
        const JournalReading journal = readJournal(path, bytes, busyTimeoutMs);
        if (journal.verdict == Verdict::Unreadable)
            return LogError{QStringLiteral("%1: cannot read its journal %2: %3").arg(path, walName(path), journal.reason)};
        if (journal.verdict == Verdict::Damaged || journal.verdict == Verdict::Foreign)
            refusal = journalRefusal(path, journal.reason);
        else
            refusal = checkLength(path, header, journal.verdict == Verdict::Sound ? &journal.wal : nullptr);
        if (!refusal)
            return std::nullopt;
    }
    return refusal;
}

}  // namespace umpire
