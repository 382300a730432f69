// SPDX-License-Identifier: GPL-3.0-or-later
// What the window keeps for the next start, and where it starts: who rolls, each game's last
// procedure (picked again from the game list too), every game opening on a procedure its own
// defaults satisfy, and the default log moved from the folder earlier versions used.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/procedure_picker.h"

#include "play/play_session.h"

#include "engine/game.h"
#include "log/default_log_path.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QListWidget>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace umpire;

namespace {

const QString kNapoleon = QStringLiteral("campaigns-of-napoleon-light");
const QString kEagles = QStringLiteral("duel-of-eagles");

QComboBox* playerBox(MainWindow& window) { return window.findChild<QComboBox*>(QStringLiteral("playerBox")); }

void pickGame(MainWindow& window, const QString& gameId)
{
    QComboBox* games = window.picker()->gameBox();
    games->setCurrentIndex(games->findData(gameId));
}

bool writeFile(const QString& path, const QByteArray& contents)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

QByteArray readFile(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class RestartTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void rolledByAndEachGamesProcedureAreKept();
    void everyGameOpensOnAProcedureItsDefaultsSatisfy();
    void theLogMovesFromTheOldFolder();
    void aLogAtTheNewPlaceIsNeverOverwritten();
};

void RestartTest::rolledByAndEachGamesProcedureAreKept()
{
    test::Scratch scratch;
    {
        MainWindow window(scratch.options());
        QVERIFY(window.chooseProcedure(kNapoleon, QStringLiteral("battle")));
        playerBox(window)->setCurrentText(QStringLiteral("Anne"));
        QCOMPARE(window.session()->player(), QStringLiteral("Anne"));
        QVERIFY(window.chooseProcedure(kEagles, QStringLiteral("morale_test")));
        playerBox(window)->setCurrentText(QStringLiteral("Bruno"));
        // Back to Napoleon from the game list: its battle, not its first procedure.
        pickGame(window, kNapoleon);
        QCOMPARE(window.session()->procedureId(), QStringLiteral("battle"));
        QCOMPARE(playerBox(window)->currentText(), QStringLiteral("Anne"));
        pickGame(window, kEagles);
        QCOMPARE(window.session()->procedureId(), QStringLiteral("morale_test"));
    }
    MainWindow window(scratch.options());
    QCOMPARE(window.session()->gameId(), kEagles);
    QCOMPARE(window.session()->procedureId(), QStringLiteral("morale_test"));
    QCOMPARE(playerBox(window)->currentText(), QStringLiteral("Bruno"));
    QCOMPARE(window.session()->player(), QStringLiteral("Bruno"));
    pickGame(window, kNapoleon);
    QCOMPARE(window.session()->procedureId(), QStringLiteral("battle"));
    QCOMPARE(playerBox(window)->currentText(), QStringLiteral("Anne"));
    QCOMPARE(window.session()->player(), QStringLiteral("Anne"));
}

void RestartTest::everyGameOpensOnAProcedureItsDefaultsSatisfy()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QComboBox* games = window.picker()->gameBox();
    QVERIFY(games->count() >= 5);
    QStringList refused;
    for (int g = 0; g < games->count(); ++g) {
        games->setCurrentIndex(g);
        QCOMPARE(window.session()->gameId(), games->itemData(g).toString());
        QVERIFY(!window.session()->procedureId().isEmpty());
        // A value the module requires (no default) is asked for, not refused by a default.
        const Procedure* procedure = window.session()->procedure();
        QVERIFY(procedure);
        QStringList reasons;
        for (const Refusal& refusal : window.session()->refusals()) {
            const bool asked = std::any_of(procedure->inputs.begin(), procedure->inputs.end(),
                                           [&](const InputSpec& input) { return input.required && input.id == refusal.subject; });
            if (!asked)
                reasons << QString::fromStdString(refusal.message);
        }
        if (!reasons.isEmpty())
            refused << QStringLiteral("%1/%2: %3").arg(window.session()->gameId(), window.session()->procedureId(),
                                                       reasons.join(QStringLiteral("; ")));
    }
    QVERIFY2(refused.isEmpty(), qPrintable(refused.join(QLatin1Char('\n'))));
}

void RestartTest::theLogMovesFromTheOldFolder()
{
    // Qt's test paths live under $HOME: a scratch one keeps the player's own files out of reach.
    QTemporaryDir home;
    const QByteArray savedHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const QString old = oldDefaultLogPath();
    QVERIFY(old.startsWith(home.path()));
    QVERIFY(QDir().mkpath(QFileInfo(old).absolutePath()));
    QVERIFY(writeFile(old, "log"));
    QVERIFY(writeFile(old + QStringLiteral("-wal"), "journal"));
    QVERIFY(writeFile(old + QStringLiteral("-shm"), "index"));

    const QString path = defaultLogPath();
    const QString wanted = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                               .filePath(QStringLiteral("umpire/umpire-log.sqlite"));
    QCOMPARE(path, wanted);
    QCOMPARE(readFile(path), QByteArray("log"));
    QCOMPARE(readFile(path + QStringLiteral("-wal")), QByteArray("journal"));
    QCOMPARE(readFile(path + QStringLiteral("-shm")), QByteArray("index"));
    QVERIFY(!QFileInfo::exists(old));
    QVERIFY(!QFileInfo::exists(old + QStringLiteral("-wal")));

    // A move cut short after the journal went ahead is finished by the next start.
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::rename(path + QStringLiteral("-shm"), old + QStringLiteral("-shm")));
    QVERIFY(writeFile(old, "log again"));
    QCOMPARE(defaultLogPath(), wanted);
    QCOMPARE(readFile(wanted), QByteArray("log again"));
    QCOMPARE(readFile(wanted + QStringLiteral("-wal")), QByteArray("journal"));
    QCOMPARE(readFile(wanted + QStringLiteral("-shm")), QByteArray("index"));
    qputenv("HOME", savedHome);
}

void RestartTest::aLogAtTheNewPlaceIsNeverOverwritten()
{
    QTemporaryDir home;
    const QByteArray savedHome = qgetenv("HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    const QString old = oldDefaultLogPath();
    const QString wanted = QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
                               .filePath(QStringLiteral("umpire/umpire-log.sqlite"));
    QVERIFY(QDir().mkpath(QFileInfo(old).absolutePath()));
    QVERIFY(QDir().mkpath(QFileInfo(wanted).absolutePath()));

    // Both logs: the new one is used, the old one left alone.
    QVERIFY(writeFile(old, "old log"));
    QVERIFY(writeFile(wanted, "new log"));
    QCOMPARE(defaultLogPath(), wanted);
    QCOMPARE(readFile(wanted), QByteArray("new log"));
    QCOMPARE(readFile(old), QByteArray("old log"));

    // A journal of another log at the new place: nothing moves, and the old log stays in use.
    QVERIFY(QFile::remove(wanted));
    QVERIFY(writeFile(old + QStringLiteral("-wal"), "old journal"));
    QVERIFY(writeFile(wanted + QStringLiteral("-wal"), "another journal"));
    QCOMPARE(defaultLogPath(), old);
    QCOMPARE(readFile(old + QStringLiteral("-wal")), QByteArray("old journal"));
    QCOMPARE(readFile(wanted + QStringLiteral("-wal")), QByteArray("another journal"));
    QVERIFY(!QFileInfo::exists(wanted));
    qputenv("HOME", savedHome);
}

QTEST_MAIN(RestartTest)
#include "restart_test.moc"
