// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/chart_reading_memory.h"
#include "play/played_roll.h"
#include "play/situation_memory.h"
#include "play/turn_and_phase.h"

#include "engine/refusal.h"
#include "engine/situation.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace umpire {

struct Game;
struct InputSpec;
struct Procedure;
class GameLog;
class LogWriter;
class SealedDieRoller;
class Resolver;
struct LogWriteOutcome;

/// A play session at the table, without any widget: the procedure in play, its situation (kept
/// per procedure), the assessment and chances, the dice thrown, the result and any follow-up
/// roll or printed-chart reading it asks for, and each roll's way into the game log. It says
/// what changed with signals; windows and the command line drive it and show what it holds.
///
/// A roll that is not in the log yet (waiting for the chart reading, being written, or refused
/// by the log) keeps any new roll from starting until it is recorded, retried or discarded.
class PlaySession : public QObject {
    Q_OBJECT

public:
    explicit PlaySession(QObject* parent = nullptr);
    ~PlaySession() override;

    // --- The rules

    /// The loaded games (they must outlive the session or be replaced first). Refused, with
    /// false, while a roll waits for the chart or the log: that roll refers to the old rules.
    bool setGames(const std::vector<Game>* games);
    /// Puts `procedureId` of `gameId` in play with the situation last entered for it; false
    /// when either is not loaded. Switching game clears the last results unless one still waits.
    bool chooseProcedure(const QString& gameId, const QString& procedureId);
    const Game* game() const { return game_; }
    const Procedure* procedure() const { return procedure_; }
    QString gameId() const;
    QString procedureId() const;

    // --- The situation

    const Situation& situation() const { return situation_; }
    /// The players changed the situation: it is assessed again (assessed() follows).
    void setSituation(const Situation& situation);
    /// Puts logged or remembered values back; returns one line per value that does not fit.
    QStringList loadSituation(const QJsonObject& values);
    /// Every input back to its default, and forgotten for this procedure.
    void resetSituation();
    /// The situations entered per procedure, to keep between runs.
    QJsonObject rememberedSituations() const;
    void restoreRememberedSituations(const QJsonObject& json);

    /// The game options chosen for the play session of `gameId` (options not set take their
    /// default); every situation of that game is assessed with them.
    void setGameOptions(const QString& gameId, const std::map<std::string, Value, std::less<>>& options);
    std::map<std::string, Value, std::less<>> gameOptions(const QString& gameId) const;
    /// The values read off the printed chart so far for the current game, by question key: the
    /// factors read before the dice and the results read after them.
    const ChartReadings& chartReadings() const;
    /// The same, with the cell each answers.
    QList<KeptChartReading> keptChartReadings() const;
    /// Forgets a reading of the current game: the next situation that needs its cell asks for
    /// it again. False when there was none under `key`.
    bool forgetChartReading(const QString& key);
    /// Forgets readings of `gameId` (the game of a voided roll, maybe not the one in play).
    void forgetChartReadings(const QString& gameId, const QStringList& keys);
    /// The values read off the printed chart that a logged roll of `gameId` used (its
    /// `resolution` as the log keeps it, every step) and that are still kept with the same
    /// value: voiding that roll offers to forget them, so that a new throw asks for them again.
    QList<KeptChartReading> readingsUsedBy(const QString& gameId, const QJsonObject& resolution) const;
    /// The readings of every game, to keep between runs.
    QJsonObject rememberedChartReadings() const { return readings_.toJson(); }
    void restoreRememberedChartReadings(const QJsonObject& json);

    /// The current assessment, or null when the situation is refused (see refusals()).
    const Assessment* assessment() const { return assessment_ ? &*assessment_ : nullptr; }
    const OutcomeDistribution* distribution() const { return distribution_ ? &*distribution_ : nullptr; }
    /// The chances before the last change of the situation ("what if"), or null.
    const OutcomeDistribution* previousDistribution() const { return previous_ ? &*previous_ : nullptr; }
    const std::vector<Refusal>& refusals() const { return refusals_; }

    // --- Rolling

    /// Seed of the next program throw, each later throw adding 1; absent: fresh entropy each time.
    /// A log session with sealed dice (log/dice_seal.h) takes its program dice from its seal instead.
    void setFirstSeed(std::optional<quint64> seed) { nextSeed_ = seed; }
    /// The log the seals of log sessions are read from (not owned; null: no session is sealed
    /// for this session, every program throw has a seed). The window's reading connection.
    void setSealSource(const GameLog* log) { sealSource_ = log; }
    /// Why no roll can start now, empty when one can.
    QString rollBlocker() const;
    bool canRoll() const { return rollBlocker().isEmpty(); }
    /// The step whose dice are thrown next: the next step of a roll of several steps under way,
    /// else the first step of the current situation; null when none can be thrown.
    const Assessment* stepToThrow() const;
    /// The chances of the step to throw and of every step after it: before a roll the same as
    /// distribution(), during one the chances that remain.
    const OutcomeDistribution* stepDistribution() const;
    /// True while a procedure of several steps has thrown some of its steps but not all.
    bool rollUnderWay() const;
    /// The value the players must read off their printed chart now (before the first step's
    /// dice, before a later step's, or after a throw), or null.
    const ChartQuestion* pendingQuestion() const;
    /// For a step that throws no dice (a decision): what it gives for the situation as it
    /// stands, before anything is recorded. Nullopt when the step throws dice or is refused.
    std::optional<Resolution> decisionPreview() const;

    /// Rolls the program's dice for the step to throw (records the decision of a step without dice).
    bool rollProgramDice();
    /// Resolves the step to throw with the dice thrown on the table ("4", "3,5": every die of
    /// the step, named dice in the module's order).
    bool enterPhysicalDice(const QString& text);
    /// The same with the faces of each named die of the step typed apart, in the module's order.
    bool enterNamedDice(const QStringList& facesPerDie);
    /// Resolves the step to throw with `dice`.
    bool throwDice(const ThrownDice& dice);

    /// True when the last result calls for a follow-up roll that can be made now.
    bool followUpOffered() const;
    QString followUpLabel() const;
    bool rollFollowUp();
    bool enterFollowUpDice(const QString& text);
    bool throwFollowUpDice(const ThrownDice& dice);
    /// The follow-up's inputs that have no default and that the result leaves unset: the
    /// window asks for each before the follow-up's dice (empty without an offered follow-up).
    std::vector<const InputSpec*> followUpMissingInputs() const;
    /// Gives the offered follow-up a value for one of its inputs (checked when it is thrown).
    bool setFollowUpValue(const QString& inputId, const Value& value);

    /// Why the last action that returned false was refused (also said by rollRefused()).
    QString lastRefusal() const { return lastRefusal_; }

    /// Answers pendingQuestion() with what the printed chart shows (a result code or a number).
    /// After a throw, the throw is resolved again through the definition of what was read; then
    /// the roll goes on with its next step, or is recorded.
    bool enterChartResult(const QString& value);

    /// The last roll and its follow-ups, oldest first.
    const QList<PlayedRoll>& rolls() const { return rolls_; }
    /// True while the last roll waits for the chart, is being written, or was refused by the log.
    bool hasUnrecordedRoll() const;
    bool isWriting() const;

    // --- What each roll is written with

    /// The table's turn and phase, written with each roll; the window's toolbar and the chit
    /// cup show and move this one.
    TurnAndPhase* turnAndPhase() const { return turnAndPhase_; }
    void setTurn(const QString& turn) { turnAndPhase_->setTurn(turn); }
    void setPhase(const QString& phase) { turnAndPhase_->setPhase(phase); }
    QString turn() const { return turnAndPhase_->turn(); }
    QString phase() const { return turnAndPhase_->phase(); }
    /// A note for the next roll only (hex, unit...).
    void setNote(const QString& note) { note_ = note.trimmed(); }
    QString note() const { return note_; }
    /// The player who makes the next rolls; empty when not said.
    void setPlayer(const QString& player) { player_ = player.trimmed(); }
    QString player() const { return player_; }

    // --- The log

    /// Writes rolls with `writer` (not owned; null: no log, `problem` says why and rolls are
    /// marked not recorded). The log sessions known so far are forgotten. Refused (false) while
    /// a roll is being written: whether it reached the old log must be known first.
    bool setLogWriter(LogWriter* writer, const QString& problem = {});
    LogWriter* logWriter() const { return writer_; }
    QString logProblem() const { return logProblem_; }
    /// The log session the rolls of the current game go to; none: the next roll starts one.
    void setLogSession(std::optional<qint64> sessionId);
    std::optional<qint64> logSession() const;
    /// The players voided log entry `entryId` by void entry `voidEntryId`, for `reason`: a roll
    /// shown for it is marked Voided (a voided follow-up may then be thrown again), and
    /// entryVoided() says so to whoever shows older rolls.
    void noteVoided(qint64 entryId, qint64 voidEntryId, const QString& reason);
    /// Writes the refused roll again.
    bool retryRecording();
    /// Gives up a roll the log refused: it is written with a void entry giving `reason`.
    bool discardRoll(const QString& reason);

signals:
    void procedureChanged();
    /// The situation was replaced as a whole (procedure switched, reset, reloaded): show it again.
    void situationReplaced();
    /// A new assessment, or new refusals.
    void assessed();
    /// The rolls or their state in the log changed (rolled, written, refused, discarded).
    void rollsChanged();
    /// A throw, a chart result or a discard was refused; nothing changed.
    void rollRefused(const QString& message);
    /// The session started a log session for the current game.
    void logSessionStarted(qint64 sessionId);
    /// A roll (or a discarded roll and its void) is durably in the log.
    void entryRecorded(qint64 entryId);
    /// Log entry `entryId` was voided (noteVoided()).
    void entryVoided(qint64 entryId);
    /// The log refused a roll; it stays pending.
    void recordingFailed(const QString& message);
    /// A value read off the printed chart was kept or forgotten: save them now, so that a crash
    /// loses none.
    void chartReadingsChanged();

private:
    void assess();
    /// The rules of `gameId` (an assessment's `situation.game`), or nullopt when it is not
    /// loaded. A roll still under way when the players switched game is finished, and its
    /// follow-up thrown, with its own game's tables: the game now in play may have a table or
    /// a procedure of the same name.
    std::optional<Resolver> resolverFor(const std::string& gameId) const;
    static QString notLoaded(const std::string& gameId);
    bool resolveThrow(const Assessment& assessment, const OutcomeDistribution& distribution, const ThrownDice& dice,
                      bool followUp);
    bool throwNextStep(const ThrownDice& dice);
    /// Takes the roll at `index` on after a throw or a chart value: next step, question or log.
    void advance(qsizetype index);
    bool answerBeforeDice(const ChartQuestion& question, const QString& value);
    /// The program's dice for `step`; nullopt (refused) when the sealed session cannot give them.
    /// `continuesRoll`: the step is the next step of the roll under way.
    std::optional<ThrownDice> programThrow(const Assessment& step, bool continuesRoll);
    /// The sealed dice of the roll to throw, when its log session is sealed (else none, and
    /// true); false when refused (the seal revealed, unreadable, or dice from the table mixed in).
    bool sealedDice(const Assessment& toThrow, bool continuesRoll, std::optional<SealedDieRoller>& dice);
    /// Why `dice` cannot be the next step of the roll under way; empty when they can.
    QString sealMixBlocker(const ThrownDice& dice) const;
    std::optional<ThrownDice> readDice(const Assessment& step, const QString& text, const QStringList* perDie);
    void record(qsizetype index, const QString& discardReason = {});
    void onWritten(const LogWriteOutcome& outcome);
    QString followUpBlocker() const;
    /// The roll whose follow-up is offered: the last roll, or the one before a follow-up of
    /// it that was voided (thrown again then). -1 without rolls.
    qsizetype followUpParent() const;
    bool refuse(const QString& message);

    const std::vector<Game>* games_ = nullptr;
    const Game* game_ = nullptr;
    const Procedure* procedure_ = nullptr;
    quint64 rollSerial_ = 0;  ///< the serial of the last roll made
    std::unique_ptr<Resolver> resolver_;
    Situation situation_;
    SituationMemory memory_;
    std::optional<Assessment> assessment_;
    std::optional<OutcomeDistribution> distribution_;
    std::optional<OutcomeDistribution> previous_;
    std::vector<Refusal> refusals_;

    std::map<QString, std::map<std::string, Value, std::less<>>> options_;  ///< game id -> options
    ChartReadingMemory readings_;

    std::optional<quint64> nextSeed_;
    const GameLog* sealSource_ = nullptr;
    QList<PlayedRoll> rolls_;
    TurnAndPhase* turnAndPhase_;
    QString note_;
    QString player_;

    QString lastRefusal_;
    LogWriter* writer_ = nullptr;
    QString logProblem_;
    std::map<QString, qint64> logSessions_;  ///< game id -> log session its rolls go to
    quint64 lastJob_ = 0;
    qsizetype writing_ = -1;  ///< the roll being written, or -1
};

}  // namespace umpire
