// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/canonical_json.h"
#include "log/entry_hash.h"
#include "log/game_log.h"
#include "log/sha256_hex.h"
#include "log_test_support.h"

#include <catch2/catch.hpp>

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlQuery>

using namespace umpire;
using namespace umpire::test;

namespace {

/// What Qt's compact writer makes of `text` as a JSON string value.
QByteArray qtJsonString(const QString& text)
{
    const QByteArray object = QJsonDocument(QJsonObject{{QStringLiteral("k"), text}}).toJson(QJsonDocument::Compact);
    return object.mid(5, object.size() - 6);  // {"k":"..."} -> "..."
}

QByteArray rawJsonString(const QByteArray& utf8)
{
    std::string out;
    REQUIRE(appendJsonString(out, utf8.constData(), std::size_t(utf8.size())));
    CHECK(isStrictUtf8(utf8.constData(), std::size_t(utf8.size())));
    return QByteArray::fromStdString(out);
}

QString sessionEntryCount(RawDatabase& raw, qint64 session)
{
    return raw.scalar(QStringLiteral("SELECT entries FROM session_counts WHERE session_id = %1").arg(session)).toString();
}

}  // namespace

TEST_CASE("SHA-256 digests are the standard ones, through libcrypto or Qt alike", "[log][verify]")
{
    const auto hexOf = [](const QByteArray& bytes) {
        char hex[64];
        sha256Hex(bytes.constData(), std::size_t(bytes.size()), hex);
        return QByteArray(hex, 64);
    };
    // FIPS 180-2's examples.
    CHECK(hexOf(QByteArray()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK(hexOf("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(hexOf("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
          == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    QRandomGenerator random(18);
    for (int length : {1, 55, 56, 63, 64, 65, 1000, 100000}) {
        QByteArray bytes(length, Qt::Uninitialized);
        for (char& byte : bytes)
            byte = char(random.bounded(256));
        INFO("length " << length);
        CHECK(hexOf(bytes) == QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
    }
#ifdef UMPIRE_EXPECT_LIBCRYPTO
    CHECK(sha256UsesLibCrypto());  // the library opened at the first hash above, by its name
#else
    CHECK_FALSE(sha256UsesLibCrypto());
#endif
}

TEST_CASE("JSON strings written from stored UTF-8 are Qt's own, byte for byte", "[log][verify]")
{
    const QStringList samples{
        QString(),
        QStringLiteral("plain"),
        QStringLiteral("quote \" backslash \\ slash / tab \t newline \n return \r"),
        QStringLiteral("bell \a backspace \b form feed \f escape \x1b unit sep \x1f delete \x7f"),
        QString::fromUtf8("accents éàü, Ελληνικά, 漢字, emoji 🎲🎲, Ω"),
        QString(QChar(0)) + QStringLiteral("after a NUL"),
        QString::fromUtf16(u"\U0010FFFF and \uFFFD and \uFEFF"),
    };
    for (const QString& sample : samples) {
        INFO(sample.toStdString());
        CHECK(rawJsonString(sample.toUtf8()) == qtJsonString(sample));
    }
    // Random code points over every plane.
    QRandomGenerator random(7);
    for (int i = 0; i < 500; ++i) {
        QString text;
        for (int c = 0; c < 20; ++c) {
            char32_t code = random.bounded(0x110000u);
            if (code >= 0xD800 && code <= 0xDFFF)
                code = 0x20;
            text += QString::fromUcs4(&code, 1);
        }
        CHECK(rawJsonString(text.toUtf8()) == qtJsonString(text));
    }
}

TEST_CASE("a character to escape is found wherever it falls in a long run of plain text", "[log][verify]")
{
    // Runs are scanned sixteen and eight bytes at a time: put each kind of character at every
    // position of texts longer than both, on either side of every boundary.
    const QStringList specials{QStringLiteral("\""), QStringLiteral("\\"), QStringLiteral("\n"), QString(QChar(0x1f)),
                               QString(QChar(0)), QString(QChar(0x7f)), QString::fromUtf8("é"), QString::fromUtf8("🎲")};
    for (const QString& special : specials) {
        for (int length = 1; length <= 40; ++length) {
            for (int at = 0; at < length; ++at) {
                QString text(length, QLatin1Char('x'));
                text.replace(at, 1, special);
                INFO("length " << length << ", at " << at << ": " << text.toStdString());
                CHECK(rawJsonString(text.toUtf8()) == qtJsonString(text));
            }
        }
    }
    // Bytes that are not strict UTF-8 are refused wherever they fall too.
    for (int at = 0; at < 40; ++at) {
        QByteArray bytes(40, 'x');
        bytes[at] = '\xff';
        std::string out;
        CHECK_FALSE(appendJsonString(out, bytes.constData(), std::size_t(bytes.size())));
    }
}

TEST_CASE("texts made only of characters to escape are written whole, after what the output held", "[log][verify]")
{
    // The output is written into room made beforehand (two bytes per byte); a \u00XX escape
    // makes room of its own. Texts of nothing else, of every length, and mixed with the other
    // kinds, check that room never runs short.
    const QStringList fillers{QString(QChar(0x01)), QString(QChar(0x1f)), QStringLiteral("\""), QStringLiteral("\\"),
                              QStringLiteral("\n"), QString::fromUtf8("é"), QString::fromUtf8("🎲")};
    for (int length = 0; length <= 70; ++length) {
        for (const QString& filler : fillers) {
            const QString text = filler.repeated(length);
            INFO("length " << length << " of U+" << std::hex << int(filler.front().unicode()));
            CHECK(rawJsonString(text.toUtf8()) == qtJsonString(text));
        }
        QString mixed;
        for (int i = 0; i < length; ++i)
            mixed += fillers.at(i % fillers.size()) + QString(i % 3, QLatin1Char('x'));
        INFO("mixed, length " << length);
        CHECK(rawJsonString(mixed.toUtf8()) == qtJsonString(mixed));
    }
    // Appending keeps what was there.
    std::string out = "{\"key\":";
    const QByteArray controls = QString(QChar(0x02)).repeated(33).toUtf8();
    REQUIRE(appendJsonString(out, controls.constData(), std::size_t(controls.size())));
    CHECK(QByteArray::fromStdString(out) == "{\"key\":" + qtJsonString(QString(QChar(0x02)).repeated(33)));
}

TEST_CASE("text that is not strict UTF-8 is left to Qt's path", "[log][verify]")
{
    for (const QByteArray& bad : {QByteArray("\xff"), QByteArray("\xc0\xaf"), QByteArray("\xed\xa0\x80"),
                                  QByteArray("\xf4\x90\x80\x80"), QByteArray("\xe2\x82"), QByteArray("ok\x80")}) {
        std::string out;
        CHECK_FALSE(appendJsonString(out, bad.constData(), std::size_t(bad.size())));
        CHECK_FALSE(isStrictUtf8(bad.constData(), std::size_t(bad.size())));
    }
}

TEST_CASE("entries with unusual text verify, and a change among thousands is found at its entry", "[log][verify]")
{
    TempLog temp;
    {
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        const qint64 session =
            *log.newSession(QStringLiteral("test-game"), QString::fromUtf8("Scénario \"Ω\" \\ 🎲"), {QStringLiteral("A")});
        QList<LogEntryDraft> drafts;
        for (int i = 0; i < 2500; ++i) {
            LogEntryDraft draft = sampleDraft(session);
            draft.note = QString::fromUtf8("note %1: tab\there, quote \", NUL ").arg(i) + QChar(0) + QString::fromUtf8(" 漢字");
            drafts << draft;
        }
        REQUIRE(log.appendAll(drafts).ok());
        auto report = log.verify();
        REQUIRE(report.ok());
        CHECK(report->ok());
        CHECK(report->entriesChecked == 2500);
    }

    SECTION("a changed entry in the second batch")
    {
        {
            RawDatabase raw(temp.path);
            REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER entries_never_updated")).isEmpty());
            REQUIRE(raw.exec(QStringLiteral("UPDATE entries SET note = 'changed' WHERE id IN (1700, 2300)")).isEmpty());
        }
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        auto report = log.verify();
        REQUIRE(report.ok());
        CHECK(report->problem == LogVerification::Problem::ContentChanged);
        CHECK(report->entryId == 1700);
        CHECK(report->entriesChecked == 1699);
    }
    SECTION("a changed entry after a gap: the gap comes first")
    {
        {
            RawDatabase raw(temp.path);
            for (const char* trigger : {"entries_never_updated", "entries_never_deleted"})
                REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER %1").arg(QLatin1String(trigger))).isEmpty());
            REQUIRE(raw.exec(QStringLiteral("UPDATE entries SET note = 'changed' WHERE id = 2100")).isEmpty());
            REQUIRE(raw.exec(QStringLiteral("DELETE FROM entries WHERE id = 1200")).isEmpty());
        }
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        auto report = log.verify();
        REQUIRE(report.ok());
        CHECK(report->problem == LogVerification::Problem::Missing);
        CHECK(report->entryId == 1200);
    }
    SECTION("bytes that are not UTF-8, and a number stored as REAL, are changes too")
    {
        const QString change = GENERATE(QStringLiteral("UPDATE entries SET note = CAST(x'6E6F7465FF' AS TEXT) WHERE id = 900"),
                                        QStringLiteral("UPDATE entries SET natural = 7.5 WHERE id = 900"),
                                        QStringLiteral("UPDATE entries SET note = x'00FF' WHERE id = 900"));
        INFO(change.toStdString());
        {
            RawDatabase raw(temp.path);
            REQUIRE(raw.exec(QStringLiteral("DROP TRIGGER entries_never_updated")).isEmpty());
            REQUIRE(raw.exec(change).isEmpty());
        }
        GameLog log;
        REQUIRE(log.open(temp.path).ok());
        auto report = log.verify();
        REQUIRE(report.ok());
        CHECK(report->problem == LogVerification::Problem::ContentChanged);
        CHECK(report->entryId == 900);
    }
}

TEST_CASE("each session's entry count is kept by the appends themselves", "[log]")
{
    TempLog temp;
    GameLog log;
    REQUIRE(log.open(temp.path).ok());
    const qint64 first = *log.newSession(QStringLiteral("test-game"), {}, {});
    const qint64 second = *log.newSession(QStringLiteral("test-game"), {}, {});
    REQUIRE(log.append(sampleDraft(first)).ok());
    REQUIRE(log.appendAll({sampleDraft(first), sampleDraft(second), sampleDraft(first)}).ok());
    REQUIRE(log.voidEntry(2, QStringLiteral("mistake")).ok());
    REQUIRE(log.appendDiscarded(sampleDraft(second), QStringLiteral("die fell off the table")).ok());
    // A refused append changes no count.
    LogEntryDraft wrongGame = sampleDraft(first);
    wrongGame.resolution.insert(QStringLiteral("game"), QStringLiteral("other-game"));
    REQUIRE_FALSE(log.appendAll({sampleDraft(first), wrongGame}).ok());

    auto sessions = log.sessions();
    REQUIRE(sessions.ok());
    REQUIRE(sessions->size() == 2);
    CHECK(sessions->at(0).entryCount == 4);
    CHECK(sessions->at(1).entryCount == 3);
    CHECK(log.session(second)->entryCount == 3);
    LogFilter ofSecond;
    ofSecond.sessionId = second;
    CHECK(*log.countEntries(ofSecond) == 3);
    CHECK(*log.countEntries(LogFilter{}) == 7);
    RawDatabase raw(temp.path);
    for (qint64 session : {first, second})
        CHECK(sessionEntryCount(raw, session)
              == raw.scalar(QStringLiteral("SELECT count(*) FROM entries WHERE session_id = %1").arg(session)).toString());
}
