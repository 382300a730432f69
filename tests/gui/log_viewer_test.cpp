// SPDX-License-Identifier: GPL-3.0-or-later
// Log > View a log read-only: another log opens in a window of its own, its games, sessions and
// entries can be read, exported and verified, its situations loaded back into the main window,
// and nothing is written to it; the main window's rolls keep going to its own log.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/log_entry_model.h"
#include "gui/log_job.h"
#include "gui/log_menu.h"
#include "gui/log_viewer.h"
#include "gui/main_window.h"

#include "log/game_log.h"
#include "play/play_session.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

using namespace umpire;

namespace {

LogEntryDraft roll(qint64 session, const QString& game, const QString& procedure, int die)
{
    LogEntryDraft draft;
    draft.sessionId = session;
    draft.turn = QStringLiteral("3");
    draft.resolution = QJsonObject{
        {QStringLiteral("game"), game},
        {QStringLiteral("procedure"), procedure},
        {QStringLiteral("situation"), QJsonObject{}},
        {QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{die}},
                                             {QStringLiteral("natural"), die},
                                             {QStringLiteral("modified"), die}}},
        {QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), QStringLiteral("NE")}}},
    };
    return draft;
}

/// A club's log: three rolls of La fleur au fusil, then two of Verdun 1916 in a newer session.
bool writeClubLog(const QString& path)
{
    GameLog log;
    if (!log.open(path).ok())
        return false;
    const auto fleur = log.newSession(QStringLiteral("la-fleur-au-fusil"), QStringLiteral("Marne"), {QStringLiteral("Anne")});
    const auto verdun = log.newSession(QStringLiteral("verdun-1916"), QStringLiteral("21 February"), {QStringLiteral("Paul")});
    if (!fleur.ok() || !verdun.ok())
        return false;
    QList<LogEntryDraft> drafts;
    for (int i = 0; i < 3; ++i)
        drafts << roll(*fleur, QStringLiteral("la-fleur-au-fusil"), QStringLiteral("combat"), 1 + i);
    for (int i = 0; i < 2; ++i)
        drafts << roll(*verdun, QStringLiteral("verdun-1916"), QStringLiteral("combat"), 4 + i);
    return log.appendAll(drafts).ok();
}

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

class LogViewerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void viewsAnotherLogWithoutWritingToIt();
    void refreshShowsWhatOthersWrote();
    void refusesWhatItCannotReadAndSaysWhy();
};

void LogViewerTest::viewsAnotherLogWithoutWritingToIt()
{
    test::Scratch scratch;
    const QString club = scratch.path(QStringLiteral("club.sqlite"));
    QVERIFY(writeClubLog(club));
    const QByteArray before = bytesOf(club);
    MainWindow window(scratch.options());
    QVERIFY(window.logMenu()->viewLog);
    QCOMPARE(window.logMenu()->viewLog->text(), QStringLiteral("Vie&w a log read-only…"));

    LogViewer* viewer = window.viewLog(club);
    QVERIFY(viewer);
    QVERIFY(viewer->isVisible());
    QVERIFY2(viewer->windowTitle().startsWith(QStringLiteral("club.sqlite (read-only)")), qPrintable(viewer->windowTitle()));
    // The game of the newest session first, by the module's title.
    QComboBox* games = viewer->gameBox();
    QCOMPARE(games->count(), 2);
    QCOMPARE(games->itemText(0), QStringLiteral("Verdun 1916"));
    QCOMPARE(games->itemData(1).toString(), QStringLiteral("la-fleur-au-fusil"));
    LogDock* dock = viewer->logDock();
    QCOMPARE(dock->model()->rowCount(), 2);
    games->setCurrentIndex(1);
    QCOMPARE(dock->model()->rowCount(), 3);
    QVERIFY2(dock->sessionBox()->currentText().contains(QStringLiteral("Marne")), qPrintable(dock->sessionBox()->currentText()));

    // Nothing that writes is offered, and a void asked for anyway is refused.
    for (QToolButton* button : dock->findChildren<QToolButton*>())
        QVERIFY2(!(button->text().startsWith(QStringLiteral("New session")) && button->isVisible()), "New session is offered");
    const LogEntry* first = dock->model()->entryOf(dock->model()->index(0, 0));
    QVERIFY(first);
    QSignalSpy messages(dock, &LogDock::statusMessage);
    QVERIFY(!dock->voidEntry(first->id));
    QCOMPARE(messages.last().at(0).toString(), QStringLiteral("Entry %1 is not voided: this log is open read-only").arg(first->id));

    // Export and verify, each on its own read-only connection.
    const QString csv = scratch.path(QStringLiteral("marne.csv"));
    LogJob* exported = dock->startExport(ExportFormat::Csv, csv);
    QVERIFY(exported);
    QSignalSpy exportDone(exported, &LogJob::finished);
    QVERIFY(exportDone.wait(60000));
    QVERIFY2(exported->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(exported->outcome().message));
    QCOMPARE(bytesOf(csv).count("\r\n"), 4);  // the header and three rolls
    LogJob* verified = viewer->verify();
    QSignalSpy verifyDone(verified, &LogJob::finished);
    QVERIFY(verifyDone.wait(60000));
    QVERIFY2(verified->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(verified->outcome().message));
    QVERIFY2(verified->outcome().message.contains(QStringLiteral("intact (entries checked: 5)")), qPrintable(verified->outcome().message));

    // A logged situation goes back to the main window's form; the rolls' log stays the same.
    const auto full = viewer->log()->entry(first->id);  // as the entry dialog has it: with its situation
    QVERIFY(full.ok());
    emit dock->reloadRequested(*full);
    QCOMPARE(window.session()->gameId(), QStringLiteral("la-fleur-au-fusil"));
    QCOMPARE(window.session()->procedureId(), QStringLiteral("combat"));
    QVERIFY(window.gameLog());
    QCOMPARE(window.gameLog()->path(), scratch.logPath());

    viewer->close();
    QCOMPARE(bytesOf(club), before);
    QVERIFY(!QFileInfo::exists(club + QStringLiteral(".schema-v3.backup")));
}

void LogViewerTest::refreshShowsWhatOthersWrote()
{
    test::Scratch scratch;
    const QString club = scratch.path(QStringLiteral("club.sqlite"));
    QVERIFY(writeClubLog(club));
    LogViewer viewer(nullptr);
    QVERIFY2(viewer.open(club), qPrintable(viewer.problem()));
    // Without the modules the game is named by its id, and said to have no module.
    QCOMPARE(viewer.gameBox()->itemText(0), QStringLiteral("verdun-1916 (no module loaded for it)"));
    QCOMPARE(viewer.logDock()->model()->rowCount(), 2);
    {
        GameLog writer;
        QVERIFY(writer.open(club).ok());
        const auto newest = writer.newestSession();
        QVERIFY(newest.ok() && newest->has_value());
        QVERIFY(writer.append(roll((*newest)->id, QStringLiteral("verdun-1916"), QStringLiteral("combat"), 6)).ok());
    }
    viewer.reload();
    QCOMPARE(viewer.gameBox()->currentData().toString(), QStringLiteral("verdun-1916"));
    QCOMPARE(viewer.logDock()->model()->rowCount(), 3);
}

void LogViewerTest::refusesWhatItCannotReadAndSaysWhy()
{
    test::Scratch scratch;
    const QString old = scratch.path(QStringLiteral("old.sqlite"));
    QVERIFY(QFile::copy(QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA)).filePath(QStringLiteral("schema-v3.sqlite")), old));
    QFile::setPermissions(old, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    const QByteArray before = bytesOf(old);
    LogViewer viewer(nullptr);
    QVERIFY(!viewer.open(old));
    QVERIFY2(viewer.problem().contains(QStringLiteral("written by an older Umpire")), qPrintable(viewer.problem()));
    QLabel* shown = viewer.logDock()->findChild<QLabel*>(QStringLiteral("logProblem"));
    QVERIFY(shown);
    QCOMPARE(shown->text(), viewer.problem());
    QCOMPARE(viewer.gameBox()->count(), 0);
    QCOMPARE(bytesOf(old), before);

    const QString missing = scratch.path(QStringLiteral("missing.sqlite"));
    QVERIFY(!viewer.open(missing));
    QVERIFY2(viewer.problem().contains(QStringLiteral("no game log here")), qPrintable(viewer.problem()));
    QVERIFY(!QFileInfo::exists(missing));
}

QTEST_MAIN(LogViewerTest)
#include "log_viewer_test.moc"
