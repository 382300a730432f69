// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/entry_hash_workers.h"

#include "log/canonical_json.h"
#include "log/entry_hash.h"
#include "log/sha256_hex.h"

#include <QJsonObject>

#include <algorithm>
#include <charconv>
#include <limits>

namespace umpire {
namespace {

/// The keys of `columns` in the order a QJsonObject keeps them (the order canonicalContent()
/// writes), each with the row cell it reads; `session` (if given) marks the nested object.
template <typename Key>
std::vector<Key> keysInWrittenOrder(const QStringList& columns, int firstCell, bool withSession)
{
    QJsonObject order;
    for (const QString& column : columns)
        order.insert(column, QJsonValue());
    if (withSession)
        order.insert(QStringLiteral("session"), QJsonValue());
    std::vector<Key> keys;
    bool first = true;
    for (const QString& name : order.keys()) {
        Key key;
        key.prefix = (first ? std::string() : std::string(",")) + '"' + name.toStdString() + "\":";
        key.cell = withSession && name == QLatin1String("session") ? -1 : firstCell + int(columns.indexOf(name));
        keys.push_back(key);
        first = false;
    }
    return keys;
}

}  // namespace

EntryHashWorkers::EntryHashWorkers(int threads) : firstChanged_(std::numeric_limits<qint64>::max())
{
    entryKeys_ = keysInWrittenOrder<Key>(hashedEntryColumns(), 1, true);
    sessionKeys_ = keysInWrittenOrder<Key>(hashedSessionColumns(), 1 + int(hashedEntryColumns().size()), false);
    const auto cellOf = [](const char* column) { return 1 + int(hashedEntryColumns().indexOf(QLatin1String(column))); };
    diceCells_ = DiceCells{cellOf("session_id"), cellOf("kind"), cellOf("dice_origin"), cellOf("resolution")};
    cellsPerRow_ = EntryBatch::cellsPerRow(int(hashedEntryColumns().size()), int(hashedSessionColumns().size()));
    const int count = std::max(1, threads);
    maxQueued_ = static_cast<std::size_t>(count) * 2;
    for (int i = 0; i < count; ++i)
        threads_.emplace_back([this] { run(); });
}

EntryHashWorkers::~EntryHashWorkers()
{
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    for (std::thread& thread : threads_)
        thread.join();
}

void EntryHashWorkers::submit(EntryBatch batch)
{
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return queue_.size() < maxQueued_; });
    queue_.push_back(std::move(batch));
    changed_.notify_all();
}

void EntryHashWorkers::wait()
{
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return queue_.empty() && busy_ == 0; });
}

std::optional<ProgramDiceSeen> EntryHashWorkers::programDiceSeen() const
{
    std::lock_guard lock(mutex_);
    if (!seenAll_ || !flagged_.empty())
        return std::nullopt;
    return seen_;
}

std::vector<FlaggedRow> EntryHashWorkers::flagged() const
{
    std::lock_guard lock(mutex_);
    std::vector<FlaggedRow> rows = flagged_;
    std::sort(rows.begin(), rows.end(), [](const FlaggedRow& a, const FlaggedRow& b) { return a.row < b.row; });
    return rows;
}

void EntryHashWorkers::run()
{
    std::string canonical;
    std::vector<FlaggedRow> found;
    ProgramDiceSeen seen;
    for (;;) {
        EntryBatch batch;
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
            if (queue_.empty())
                return;
            batch = std::move(queue_.front());
            queue_.pop_front();
            ++busy_;
        }
        changed_.notify_all();
        found.clear();
        seen = ProgramDiceSeen();
        bool seenAll = true;
        check(batch, canonical, found, seen, seenAll);
        {
            std::lock_guard lock(mutex_);
            flagged_.insert(flagged_.end(), found.begin(), found.end());
            seen_.merge(seen);
            seenAll_ = seenAll_ && seenAll;
            --busy_;
        }
        changed_.notify_all();
    }
}

void EntryHashWorkers::check(const EntryBatch& batch, std::string& canonical, std::vector<FlaggedRow>& found,
                             ProgramDiceSeen& seen, bool& seenAll) const
{
    const auto text = [&](const EntryBatch::Cell& cell) {
        return std::string_view(batch.bytes.constData() + cell.offset, std::size_t(cell.size));
    };
    const auto appendValue = [&](const EntryBatch::Cell& cell) {
        const char* data = batch.bytes.constData() + cell.offset;
        switch (cell.type) {
        case EntryBatch::Type::Null:
            canonical.append("null", 4);
            return true;
        case EntryBatch::Type::Integer:
            canonical.append(data, std::size_t(cell.size));
            return true;
        case EntryBatch::Type::Blob:
            appendJsonHexString(canonical, reinterpret_cast<const unsigned char*>(data), std::size_t(cell.size));
            return true;
        case EntryBatch::Type::Text:
            return appendJsonString(canonical, data, std::size_t(cell.size));
        }
        return false;
    };
    for (int r = 0; r < batch.rows; ++r) {
        const qint64 row = batch.firstRow + r;
        if (row > firstChanged_.load(std::memory_order_relaxed))
            return;  // a problem earlier in the chain is reported first: nothing after it matters
        const EntryBatch::Cell* cells = batch.cells.data() + std::size_t(r) * std::size_t(cellsPerRow_);
        canonical.clear();
        canonical.push_back('{');
        bool strict = true;
        for (const Key& key : entryKeys_) {
            canonical.append(key.prefix);
            if (key.cell >= 0) {
                strict = strict && appendValue(cells[key.cell]);
                continue;
            }
            canonical.push_back('{');
            for (const Key& sessionKey : sessionKeys_) {
                canonical.append(sessionKey.prefix);
                strict = strict && appendValue(cells[sessionKey.cell]);
            }
            canonical.push_back('}');
        }
        canonical.push_back('}');
        if (!strict) {
            found.push_back(FlaggedRow{row, true});
            continue;
        }
        char hex[64];
        sha256Hex(canonical.data(), canonical.size(), hex);
        const EntryBatch::Cell& stored = cells[0];
        if (stored.type != EntryBatch::Type::Text
            || QByteArrayView(batch.bytes.constData() + stored.offset, stored.size) != QByteArrayView(hex, sizeof hex)) {
            found.push_back(FlaggedRow{row, false});
            qint64 current = firstChanged_.load();
            while (row < current && !firstChanged_.compare_exchange_weak(current, row)) {
            }
            return;
        }
        const EntryBatch::Cell& session = cells[diceCells_.session];
        qint64 sessionId = 0;
        const std::string_view digits = text(session);
        if (session.type != EntryBatch::Type::Integer
            || std::from_chars(digits.data(), digits.data() + digits.size(), sessionId).ec != std::errc()) {
            seenAll = false;
            continue;
        }
        seen.add(row + 1, sessionId, text(cells[diceCells_.kind]), text(cells[diceCells_.diceOrigin]),
                 text(cells[diceCells_.resolution]));
    }
}

}  // namespace umpire
