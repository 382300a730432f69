// SPDX-License-Identifier: GPL-3.0-or-later
// Sealed dice in the desktop app: a session started with sealed dice shows its commitment,
// takes the players' phrase, rolls from its seal, reveals its seed, and then verifies with the
// checks `umpire-cli log verify` runs.
#include "gui_test_support.h"

#include "gui/cup_dock.h"
#include "gui/log_dock.h"
#include "gui/log_job.h"
#include "gui/log_menu.h"
#include "gui/main_window.h"
#include "gui/result_card.h"
#include "gui/roll_report.h"
#include "gui/seal_dialog.h"
#include "gui/session_dialog.h"

#include "play/play_session.h"

#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"
#include "log/seal_verification.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace umpire;

namespace {

/// Starts a session of `game` from the New session dialog, sealed or not.
void startSession(MainWindow& window, const QString& game, bool sealed)
{
    test::whenDialog<SessionDialog>([game, sealed](SessionDialog* dialog) {
        QVERIFY(dialog->sealBox()->isChecked());  // sealed unless the players say otherwise
        dialog->gameBox()->setCurrentIndex(dialog->gameBox()->findData(game));
        dialog->sealBox()->setChecked(sealed);
        dialog->accept();
    });
    window.newSession();
}

QString statusLine(const MainWindow& window)
{
    auto* label = window.findChild<QLabel*>(QStringLiteral("statusSummary"));
    return label ? label->text() : QString();
}

/// Log > Verify in the window, to its end.
LogJobOutcome verifyInWindow(MainWindow& window, const QString& path)
{
    window.logMenu()->verify(path);
    LogJob* job = window.logMenu()->verifyJob();
    if (!job)
        return {LogJobOutcome::Kind::Failed, QStringLiteral("no verify job")};
    if (job->isRunning()) {
        QSignalSpy finished(job, &LogJob::finished);
        if (!finished.wait(60000))
            return {LogJobOutcome::Kind::Failed, QStringLiteral("the verify job did not end")};
    }
    return job->outcome();
}

}  // namespace

class SealedSessionTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }

    void sealedSessionRollsRevealsAndVerifies();
    void unsealedSessionKeepsSeeds();
    void verifyNamesASealedRollThatIsNotTheSeeds();
    void sealedRollTheLogRefusesShowsNoDice();
    void sealDialogLabelsShowNoAmpersand();
    void statusLineCountsEveryCupDraw();
};

void SealedSessionTest::sealedSessionRollsRevealsAndVerifies()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    startSession(window, QStringLiteral("umpire-test"), true);
    const auto sessionId = window.logDock()->currentSession();
    QVERIFY(sessionId);

    // The commitment is shown at once, to be written down or copied before play.
    SealDialog* seal = window.sealDialog();
    QVERIFY(seal);
    QVERIFY(seal->isVisible());
    QCOMPARE(seal->sessionId(), *sessionId);
    const QString commitment = seal->commitmentField()->text();
    QCOMPARE(commitment.size(), 64);
    QVERIFY(seal->commitmentField()->isReadOnly());
    QVERIFY2(statusLine(window).contains(QStringLiteral("Sealed dice %1...").arg(commitment.left(8))), qPrintable(statusLine(window)));
    QVERIFY(!seal->seedField()->isVisible());

    // The players' phrase, chosen after seeing the commitment.
    QVERIFY2(seal->addPhrase(QStringLiteral("blue moon")), qPrintable(seal->message()));
    QVERIFY(seal->phraseField()->isReadOnly());
    QVERIFY(!seal->addPhrase(QStringLiteral("another")));
    QVERIFY(seal->message().contains(QStringLiteral("given already")));

    // Two program rolls: sealed rolls 1 and 2 of the session.
    QList<std::vector<std::int64_t>> faces;
    for (int i = 0; i < 2; ++i) {
        window.rollProgramDice();
        QVERIFY(test::settle(window));
        const PlayedRoll& roll = window.session()->rolls().last();
        QCOMPARE(roll.state, RecordState::Logged);
        QVERIFY(roll.throws.front().seal);
        QCOMPARE(roll.throws.front().seal->position, qint64{i + 1});
        QCOMPARE(roll.throws.front().seal->commitment, commitment);
        const auto entry = window.gameLog()->entry(roll.entryId);
        QVERIFY(entry.ok());
        QCOMPARE(entry->sessionId, *sessionId);
        QVERIFY(!entry->seed);
        faces << roll.throws.front().faces;
    }
    QVERIFY2(statusLine(window).contains(QStringLiteral("sealed rolls: 2")), qPrintable(statusLine(window)));
    // Dice thrown on the table go in as before.
    window.enterPhysicalDice(QStringLiteral("3"));
    QVERIFY(test::settle(window));
    QCOMPARE(window.session()->rolls().last().state, RecordState::Logged);

    // Reveal: the seed shows, its reveal is in the log, and it is the seed the commitment named.
    QVERIFY2(seal->reveal(), qPrintable(seal->message()));
    QVERIFY(seal->seedField()->isVisible());
    const QString seed = seal->seedField()->text();
    QVERIFY(DiceSeal::isSecret(seed));
    QCOMPARE(DiceSeal::commitment(seed), commitment);
    QVERIFY(!seal->revealButton()->isEnabled());
    QVERIFY2(statusLine(window).contains(QStringLiteral("revealed")), qPrintable(statusLine(window)));
    // Each die the window rolled is the face the recipe gives for that seed, roll and phrase.
    for (qsizetype i = 0; i < faces.size(); ++i) {
        QCOMPARE(faces[i].size(), std::size_t{1});
        QCOMPARE(faces[i][0], DiceSeal::face(seed, i + 1, 1, 6, QStringLiteral("blue moon")));
    }

    // What `umpire-cli log verify` checks: the chain, then every session's sealed dice.
    const auto chain = window.gameLog()->verify();
    QVERIFY(chain.ok());
    QVERIFY2(chain->ok(), qPrintable(chain->message));
    const auto checks = verifySeals(*window.gameLog());
    QVERIFY(checks.ok());
    bool found = false;
    for (const SealCheck& check : *checks) {
        if (check.sessionId != *sessionId)
            continue;
        found = true;
        QVERIFY2(check.state == SealCheck::State::Verified, qPrintable(check.summary()));
        QCOMPARE(check.sealedRolls, qint64{2});
    }
    QVERIFY(found);
    // Log > Verify in the window runs the same checks and says so.
    const LogJobOutcome verified = verifyInWindow(window, window.gameLog()->path());
    QVERIFY2(verified.kind == LogJobOutcome::Kind::Done, qPrintable(verified.message));
    QVERIFY2(verified.message.contains(QStringLiteral("intact")), qPrintable(verified.message));
    QVERIFY2(verified.message.contains(QStringLiteral("Sealed dice verified in 1 session(s)")), qPrintable(verified.message));

    // After the reveal the program no longer rolls in this session.
    const qint64 lastEntry = window.session()->rolls().last().entryId;
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    QCOMPARE(window.session()->rolls().last().entryId, lastEntry);
    QVERIFY(window.session()->lastRefusal().contains(QStringLiteral("revealed its dice seal")));
}

void SealedSessionTest::unsealedSessionKeepsSeeds()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.seed = 11;
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    startSession(window, QStringLiteral("umpire-test"), false);
    QVERIFY(!window.sealDialog());
    QVERIFY2(statusLine(window).contains(QStringLiteral("Dice not sealed")), qPrintable(statusLine(window)));
    window.rollProgramDice();
    QVERIFY(test::settle(window));
    const PlayedRoll& roll = window.session()->rolls().last();
    QCOMPARE(roll.state, RecordState::Logged);
    QVERIFY(!roll.throws.front().seal);
    QCOMPARE(roll.throws.front().seed.value_or(0), quint64{11});
    // The seal window says plainly that there is no seal.
    window.showDiceSeal();
    QVERIFY(window.sealDialog());
    QVERIFY(!window.sealDialog()->revealButton()->isEnabled());
}

void SealedSessionTest::verifyNamesASealedRollThatIsNotTheSeeds()
{
    test::Scratch scratch;
    qint64 sessionId = 0;
    qint64 edited = 0;
    int honest = 0;
    int written = 0;
    {
        // Written with the library: a sealed session whose second roll has a die the seed does not
        // give (what an edit made before the entry was chained would leave), then revealed.
        GameLog log;
        QVERIFY(log.open(scratch.logPath()).ok());
        sessionId = *log.newSession(QStringLiteral("umpire-test"), QStringLiteral("Seals"), {});
        QVERIFY(sealSession(log, sessionId).ok());
        const auto next = nextSealedRoll(log, sessionId);
        QVERIFY(next.ok());
        for (qint64 position = 1; position <= 2; ++position) {
            honest = int(DiceSeal::face(next->secret, position, 1, 6, next->phrase));
            written = position == 2 ? honest % 6 + 1 : honest;
            LogEntryDraft draft;
            draft.sessionId = sessionId;
            draft.diceOrigin = DiceOrigin::Rolled;
            draft.resolution = QJsonObject{
                {QStringLiteral("game"), QStringLiteral("umpire-test")},
                {QStringLiteral("procedure"), QStringLiteral("barrage")},
                {QStringLiteral("dice_count"), 1},
                {QStringLiteral("dice_sides"), 6},
                {QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{written}},
                                                     {QStringLiteral("natural"), written},
                                                     {QStringLiteral("modified"), written}}},
                {QStringLiteral("sealed_dice"), DiceSeal::rollSealJson({next->commitment, next->phrase, position})},
            };
            const auto id = log.append(draft);
            QVERIFY2(id.ok(), qPrintable(id.error()));
            edited = *id;
        }
        QVERIFY(revealSeal(log, sessionId).ok());
        QVERIFY(log.verify()->ok());  // the chain itself is intact
    }
    MainWindow window(scratch.options());
    QVERIFY(window.gameLog());
    const LogJobOutcome outcome = verifyInWindow(window, scratch.logPath());
    QVERIFY2(outcome.kind == LogJobOutcome::Kind::Failed, qPrintable(outcome.message));
    QVERIFY2(outcome.message.contains(QStringLiteral("intact")), qPrintable(outcome.message));
    const QString problem = QStringLiteral("session %1: the sealed dice do not verify: entry %2: die 1 (d6) is %3, the seed gives %4")
                                .arg(sessionId)
                                .arg(edited)
                                .arg(written)
                                .arg(honest);
    QVERIFY2(outcome.message.contains(problem), qPrintable(outcome.message));
    QVERIFY(window.logMenu()->verifyDialog()->labelText().contains(problem));
}

void SealedSessionTest::sealedRollTheLogRefusesShowsNoDice()
{
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.logBusyTimeoutMs = 50;
    MainWindow window(options);
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    startSession(window, QStringLiteral("umpire-test"), true);
    if (window.sealDialog())
        window.sealDialog()->close();
    {
        // Another program holds the log: the sealed roll is thrown but cannot be written.
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(scratch.logPath());
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
        window.rollProgramDice();
        QVERIFY(test::settle(window));
        const PlayedRoll& roll = window.session()->rolls().last();
        QCOMPARE(roll.state, RecordState::Failed);
        QVERIFY(roll.withholdsResult());
        QCOMPARE(window.reports().last().logState, RollReport::LogState::Failed);
        // Neither the dice nor the result: only that the roll waits, and why.
        const QString card = window.card()->text();
        QVERIFY2(card.contains(QStringLiteral("they and the result are shown once the roll is in the log")), qPrintable(card));
        QVERIFY2(!card.contains(QStringLiteral("Program dice %1").arg(roll.throws.front().faces.front())), qPrintable(card));
        QVERIFY2(!card.contains(QStringLiteral("modified roll")), qPrintable(card));
        QVERIFY(card.contains(QStringLiteral("locked")));
        QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
        other.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    window.card()->retryButton()->click();
    QVERIFY(test::settle(window));
    const PlayedRoll& written = window.session()->rolls().last();
    QCOMPARE(written.state, RecordState::Logged);
    QVERIFY(!written.withholdsResult());
    QCOMPARE(written.throws.front().seal->position, qint64{1});
    const QString card = window.card()->text();
    QVERIFY2(card.contains(QStringLiteral("Program dice %1 (sealed roll 1 of the session)").arg(written.throws.front().faces.front())),
             qPrintable(card));
}

void SealedSessionTest::sealDialogLabelsShowNoAmpersand()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("umpire-test"), QStringLiteral("barrage")));
    startSession(window, QStringLiteral("umpire-test"), true);
    SealDialog* seal = window.sealDialog();
    QVERIFY(seal);
    // A label with an accelerator and no buddy shows its "&" as text ("Players' &phrase:").
    for (const QLabel* label : seal->findChildren<QLabel*>()) {
        if (QKeySequence::mnemonic(label->text()).isEmpty())
            continue;
        QVERIFY2(label->buddy(), qPrintable(label->text()));
    }
    const auto* phraseLabel = seal->findChild<QLabel*>(QStringLiteral("sealPhraseLabel"));
    QVERIFY(phraseLabel);
    QCOMPARE(phraseLabel->buddy(), seal->phraseField());
}

void SealedSessionTest::statusLineCountsEveryCupDraw()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("fire_combat")));
    startSession(window, QStringLiteral("duel-of-eagles"), true);
    if (window.sealDialog())
        window.sealDialog()->close();
    const auto sessionId = window.logDock()->currentSession();
    QVERIFY(sessionId);
    window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    CupDock* cup = window.cupDock();
    QVERIFY2(cup->setUp({QStringLiteral("III Korps"), QStringLiteral("X Korps"), QStringLiteral("2e Corps")}, {}),
             qPrintable(cup->lastProblem()));
    for (int draw = 1; draw <= 2; ++draw) {
        QVERIFY2(cup->draw(), qPrintable(cup->lastProblem()));
        const auto seal = sessionSeal(*window.gameLog(), *sessionId);
        QVERIFY(seal.ok() && seal->has_value());
        QCOMPARE((*seal)->rolls, qint64{draw});
        QVERIFY2(statusLine(window).contains(QStringLiteral("sealed rolls: %1").arg(draw)), qPrintable(statusLine(window)));
    }
}

QTEST_MAIN(SealedSessionTest)
#include "sealed_session_test.moc"
