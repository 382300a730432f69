// SPDX-License-Identifier: GPL-3.0-or-later
// The long log jobs of the window (verify, export, opening an older log) run on threads of their
// own: their progress dialogs reach the total, Cancel stops them and leaves the log and the
// output folder as they were, and the window's own timers keep firing meanwhile.
#include "gui_test_support.h"

#include "gui/log_dock.h"
#include "gui/log_job.h"
#include "gui/log_menu.h"
#include "gui/main_window.h"

#include "log/game_log.h"
#include "log/log_schema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>

using namespace umpire;

namespace {

constexpr int kEntries = 5000;
// The PDF lays out every entry (about 2.5 ms each in a debug build, many times that on a busy
// machine): fewer entries keep its job running over many turns of the loop, and the test short.
constexpr int kPdfEntries = 500;
const QString kGame = QStringLiteral("la-fleur-au-fusil");


QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Counts the turns of a timer of the window's thread that came while `job` was running.
class TickCounter {
public:
    explicit TickCounter(const LogJob* const* job)
    {
        timer_.setInterval(0);
        QObject::connect(&timer_, &QTimer::timeout, [this, job] {
            if (*job && (*job)->isRunning())
                ++ticks;
        });
        timer_.start();
    }
    int ticks = 0;

private:
    QTimer timer_;
};

QPushButton* buttonOf(QProgressDialog* dialog)
{
    return dialog ? dialog->findChild<QPushButton*>() : nullptr;
}

}  // namespace

class LogJobsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void verifyCountsEntriesToTheTotal();
    void verifyCancelledChangesNothing();
    void exportRunsOffTheWindowThread();
    void pdfExportRunsOffTheWindowThread();
    void exportCancelledLeavesNoFile();
    void olderLogIsUpgradedOffTheWindowThread();
};

void LogJobsTest::verifyCountsEntriesToTheTotal()
{
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), kEntries, QStringLiteral("Jobs")));
    MainWindow window(scratch.options());
    LogJob* job = nullptr;
    TickCounter counter(&job);
    window.logMenu()->verify(scratch.logPath());
    job = window.logMenu()->verifyJob();
    QVERIFY(job && job->isRunning());
    QSignalSpy finished(job, &LogJob::finished);
    QVERIFY(finished.wait(60000));
    QCOMPARE(job->outcome().kind, LogJobOutcome::Kind::Done);
    QProgressDialog* dialog = window.logMenu()->verifyDialog();
    QCOMPARE(dialog->maximum(), kEntries);
    QCOMPARE(dialog->value(), kEntries);
    QVERIFY2(dialog->labelText().contains(QStringLiteral("intact (entries checked: %1)").arg(kEntries)),
             qPrintable(dialog->labelText()));
    QVERIFY(counter.ticks > 0);  // the window's event loop turned while the entries were checked
    // The button now closes the dialog.
    QCOMPARE(buttonOf(dialog)->text(), QStringLiteral("Close"));
    buttonOf(dialog)->click();
    QVERIFY(!dialog->isVisible());
}

void LogJobsTest::verifyCancelledChangesNothing()
{
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), kEntries, QStringLiteral("Jobs")));
    MainWindow window(scratch.options());
    const QByteArray before = bytesOf(scratch.logPath());
    QSignalSpy verified(window.logMenu(), &LogMenu::verified);
    window.logMenu()->verify(scratch.logPath());
    LogJob* job = window.logMenu()->verifyJob();
    // The dialog's own button, as the player would press it.
    QVERIFY(buttonOf(job->dialog()));
    QCOMPARE(buttonOf(job->dialog())->text(), QStringLiteral("Cancel"));
    buttonOf(job->dialog())->click();
    QVERIFY(verified.wait(60000));
    QCOMPARE(job->outcome().kind, LogJobOutcome::Kind::Cancelled);
    QCOMPARE(verified.first().at(0).toBool(), false);
    QVERIFY2(verified.first().at(1).toString().contains(QStringLiteral("verification cancelled")),
             qPrintable(verified.first().at(1).toString()));
    QVERIFY(job->dialog()->isVisible());  // it says so until closed
    QCOMPARE(bytesOf(scratch.logPath()), before);
    // Nothing was left half done: the next check runs to the end.
    window.logMenu()->verify(scratch.logPath());
    QVERIFY(verified.wait(60000));
    QCOMPARE(verified.last().at(0).toBool(), true);
}

namespace {

/// Exports the session of a log of `entries` rolls in each format, checking that the window's
/// event loop turned while each ran and that the bar ended full.
void exportEachOffTheWindowThread(int entries, std::initializer_list<ExportFormat> formats)
{
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), entries, QStringLiteral("Jobs")));
    MainWindow window(scratch.options());
    window.logDock()->showGame(kGame);
    QVERIFY(window.logDock()->currentSession().has_value());
    for (const ExportFormat format : formats) {
        const QString path = scratch.path(QStringLiteral("session.") + exportFormatName(format));
        LogJob* job = nullptr;
        TickCounter counter(&job);
        job = window.logDock()->startExport(format, path);
        QVERIFY(job);
        QSignalSpy finished(job, &LogJob::finished);
        QVERIFY(finished.wait(120000));
        QVERIFY2(job->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(job->outcome().message));
        QCOMPARE(job->dialog()->maximum(), entries);
        QCOMPARE(job->dialog()->value(), entries);
        QVERIFY(counter.ticks > 0);
        QVERIFY(QFileInfo(path).size() > 0);
        if (format == ExportFormat::Csv)  // a header line, then one line per entry
            QCOMPARE(bytesOf(path).count("\r\n"), entries + 1);
    }
}

}  // namespace

void LogJobsTest::exportRunsOffTheWindowThread()
{
    exportEachOffTheWindowThread(kEntries, {ExportFormat::Csv, ExportFormat::Markdown});
}

void LogJobsTest::pdfExportRunsOffTheWindowThread()
{
    exportEachOffTheWindowThread(kPdfEntries, {ExportFormat::Pdf});
}

void LogJobsTest::exportCancelledLeavesNoFile()
{
    test::Scratch scratch;
    QVERIFY(test::writeCombatLog(scratch.logPath(), kEntries, QStringLiteral("Jobs")));
    MainWindow window(scratch.options());
    window.logDock()->showGame(kGame);
    const QDir folder(scratch.path(QString()));
    const QStringList before = folder.entryList(QDir::Files | QDir::Hidden);
    const QString path = scratch.path(QStringLiteral("report.pdf"));
    QSignalSpy status(window.logDock(), &LogDock::statusMessage);
    LogJob* job = window.logDock()->startExport(ExportFormat::Pdf, path);
    QVERIFY(job);
    job->cancel();
    QSignalSpy finished(job, &LogJob::finished);
    QVERIFY(finished.wait(60000));
    QCOMPARE(job->outcome().kind, LogJobOutcome::Kind::Cancelled);
    QVERIFY(!QFileInfo::exists(path));
    // No temporary file either: the folder holds what it held before.
    QCOMPARE(folder.entryList(QDir::Files | QDir::Hidden), before);
    QVERIFY(!status.isEmpty());
    QVERIFY2(status.last().at(0).toString().contains(QStringLiteral("cancelled")), qPrintable(status.last().at(0).toString()));
}

void LogJobsTest::olderLogIsUpgradedOffTheWindowThread()
{
    test::Scratch scratch;
    const QString fixture = QDir(QStringLiteral(UMPIRE_LOG_TEST_DATA))
                                .filePath(QStringLiteral("schema-v%1.sqlite").arg(LogSchema::currentVersion - 1));
    QVERIFY(QFile::copy(fixture, scratch.logPath()));
    QFile::setPermissions(scratch.logPath(), QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = bytesOf(scratch.logPath());
    MainWindow window(scratch.options());
    LogJob* job = window.openLogJob();
    QVERIFY(job);
    // Until the upgrade is done the window has no log, and says why.
    QVERIFY(!window.gameLog());
    QVERIFY2(window.logProblem().contains(QStringLiteral("being upgraded")), qPrintable(window.logProblem()));
    LogJob* watched = job;
    TickCounter counter(&watched);
    QSignalSpy finished(job, &LogJob::finished);
    QVERIFY(finished.wait(60000));
    QVERIFY2(job->outcome().kind == LogJobOutcome::Kind::Done, qPrintable(job->outcome().message));
    QVERIFY(!job->dialog()->isVisible());  // the log is in use: nothing left to read there
    QVERIFY(window.gameLog());
    QSqlQuery version(QSqlDatabase::database(window.gameLog()->connectionName()));
    QVERIFY(version.exec(QStringLiteral("PRAGMA user_version")) && version.next());
    QCOMPARE(version.value(0).toInt(), LogSchema::currentVersion);
    // The copy is the file as it was.
    const QString backup = scratch.logPath() + QStringLiteral(".schema-v%1.backup").arg(LogSchema::currentVersion - 1);
    QCOMPARE(bytesOf(backup), before);
    QVERIFY(job->outcome().message.contains(backup));
}

QTEST_MAIN(LogJobsTest)
#include "log_jobs_test.moc"
