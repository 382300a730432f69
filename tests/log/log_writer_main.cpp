// SPDX-License-Identifier: GPL-3.0-or-later
// umpire-log-writer DB [COUNT]: appends rolls (with an occasional follow-up and void) to the
// newest session of DB, creating one if needed, and prints "ack ID" once each append returned.
// The crash test kills it with SIGKILL at random moments.
// umpire-log-writer DB --hold: takes the write lock of DB, prints "holding", and keeps it
// until a line (or the end) comes on its standard input; the lock tests name it.
// umpire-log-writer DB --read: opens DB read-only and prints what it read ("entries N", the
// caveat if any, "verify ok|broken") and the refusal of an append; the read-only tests run it
// in a folder that cannot be written.

#include "log/game_log.h"
#include "log_test_support.h"

#include <QCoreApplication>

#include <cstdio>
#include <iostream>
#include <string>

namespace {

int holdWriteLock(const QString& path)
{
    umpire::test::RawDatabase db(path);
    if (const QString error = db.exec(QStringLiteral("BEGIN IMMEDIATE")); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    std::printf("holding\n");
    std::fflush(stdout);
    std::string line;
    std::getline(std::cin, line);
    if (const QString error = db.exec(QStringLiteral("ROLLBACK")); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    return 0;
}

int readOnly(const QString& path)
{
    umpire::GameLog log;
    umpire::GameLog::OpenOptions options;
    options.readOnly = true;
    if (auto opened = log.open(path, options); !opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error()));
        return 2;
    }
    const auto count = log.countEntries(umpire::LogFilter{});
    const auto verified = log.verify();
    if (!count || !verified) {
        std::fprintf(stderr, "%s\n", qPrintable(count ? verified.error() : count.error()));
        return 1;
    }
    std::printf("entries %lld\n", static_cast<long long>(*count));
    if (!log.readOnlyCaveat().isEmpty())
        std::printf("caveat %s\n", qPrintable(log.readOnlyCaveat()));
    std::printf("verify %s\n", verified->ok() ? "ok" : "broken");
    const auto newest = log.newestSession();
    const qint64 session = newest && newest->has_value() ? (*newest)->id : 1;
    const auto appended = log.append(umpire::test::sampleDraft(session));
    std::printf("append %s\n", appended ? "written" : qPrintable(appended.error()));
    return 0;
}

}  // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: umpire-log-writer DB [COUNT]\n");
        return 2;
    }
    if (args.size() > 2 && args.at(2) == QStringLiteral("--hold"))
        return holdWriteLock(args.at(1));
    if (args.size() > 2 && args.at(2) == QStringLiteral("--read"))
        return readOnly(args.at(1));
    const long long count = args.size() > 2 ? args.at(2).toLongLong() : -1;

    umpire::GameLog log;
    if (auto opened = log.open(args.at(1)); !opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error()));
        return 2;
    }
    auto newest = log.newestSession();
    if (!newest) {
        std::fprintf(stderr, "%s\n", qPrintable(newest.error()));
        return 2;
    }
    qint64 session = 0;
    if (newest->has_value()) {
        session = (*newest)->id;
    } else {
        auto created = log.newSession(QStringLiteral("test-game"), QStringLiteral("crash"), {QStringLiteral("A")});
        if (!created) {
            std::fprintf(stderr, "%s\n", qPrintable(created.error()));
            return 2;
        }
        session = *created;
    }

    qint64 previous = 0;
    for (long long i = 0; count < 0 || i < count; ++i) {
        umpire::LogEntryDraft draft = umpire::test::sampleDraft(session, i % 2 ? QStringLiteral("combat")
                                                                               : QStringLiteral("bombardment"));
        draft.note = QStringLiteral("writer roll %1").arg(i);
        if (i % 5 == 4 && previous > 0)
            draft.parentId = previous;
        auto id = log.append(draft);
        if (!id) {
            std::fprintf(stderr, "%s\n", qPrintable(id.error()));
            return 1;
        }
        std::printf("ack %lld\n", static_cast<long long>(*id));
        std::fflush(stdout);
        previous = *id;
        if (i % 7 == 6) {
            auto voided = log.voidEntry(previous, QStringLiteral("crash test correction"));
            if (!voided) {
                std::fprintf(stderr, "%s\n", qPrintable(voided.error()));
                return 1;
            }
            std::printf("ack %lld\n", static_cast<long long>(*voided));
            std::fflush(stdout);
        }
    }
    return 0;
}
