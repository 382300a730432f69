// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace umpire {

struct ChartQuestion;
struct PlayedRoll;

/// A step of a procedure of several steps, thrown before the one the report is about.
struct StepLine {
    QString label;    ///< "Step 1 of 3: Bombardment (T9.1)"
    QString dice;     ///< "French artillery die 6, Coalition artillery die 1"
    QString result;   ///< "W — Won"; empty for a step that only computes outputs
    QStringList details;  ///< outputs, triggers, values read off the chart
};

/// One roll as the result card shows it, with where it stands in the log.
struct RollReport {
    /// Pending: the printed chart must be read first; Writing: handed to the log, not yet
    /// acknowledged; Logged; Failed: refused by the log, waiting for a retry or a discard;
    /// Discarded: in the log with a void entry; NotLogged: no log is open.
    enum class LogState { Pending, UnderWay, Writing, Logged, Failed, Discarded, Voided, NotLogged };

    QString procedureLabel;
    QString stepLabel;  ///< "Step 3 of 3: Battle resolution (T9.3)"; empty for a procedure of one step
    QList<StepLine> earlierSteps;
    QString nextStep;   ///< under way: the step to throw next and its dice
    bool decision = false;  ///< no dice were thrown: decided from the situation alone
    QString diceText;  ///< "4" or "3,5"
    QString namedDice; ///< "French die 3, Coalition die 5" when the dice are named
    bool physical = false;
    std::optional<quint64> seed;
    std::optional<qint64> sealedRoll;  ///< program dice of a sealed session: their roll of the seal
    /// Each die counted on its own (hits): a sum of the dice would mean nothing.
    bool countsDice = false;
    qint64 natural = 0;
    qint64 modified = 0;
    qint64 row = 0;
    bool clamped = false;
    bool rowFromNamedDice = false;  ///< the row was read from dice of different roles: give it, not a sum
    qint64 dieModifierTotal = 0;
    std::optional<qint64> target;
    QString column;
    QString code;  ///< empty when the printed chart must be read
    QString label;
    /// The result in words the players act on ("French win: French lose 3 SP, ..."), from the
    /// module's headline; empty when it has none. Shown as the heading, the result below it.
    QString headline;
    /// What the players act on that the steps showed before their dice ("Advantaged side: The
    /// French", "Why: Larger modifier ..."), each label once, earliest step first.
    QStringList shownValues;
    QString shortLabel;  ///< the result's word or two for the code (an identifier, not a printed mark); empty: none
    QString text;
    QString resultRule;
    QStringList notes;
    QStringList options;  ///< choices the owning player makes
    QStringList outputs;  ///< "Steps lost: 4 — 37.5% of 10 steps…: 4 (T5.1)"
    QStringList triggers; ///< "Low Ammo (T9.4): natural 1"
    QStringList chartValues;  ///< values the players read off their chart for this roll
    bool chartNeeded = false;
    QString chartWhere;     ///< "row 5 of column 6+"
    QStringList chartCodes; ///< the procedure's result codes, to pick from
    std::optional<QString> chartResult;
    bool chartResultKept = false;  ///< the result cell was read for an earlier throw of the game
    QString followUpLabel;  ///< a follow-up roll the result calls for, empty when none
    bool isFollowUp = false;
    QString note;
    QString player;

    /// The program's dice of a sealed session, not in the log yet: the report holds no dice and
    /// no result (PlayedRoll::withholdsResult).
    bool withheld = false;

    LogState logState = LogState::Pending;
    qint64 entryId = 0;
    qint64 voidEntryId = 0;  ///< Discarded or Voided: the void entry
    qint64 logSession = 0;
    QString turn;
    QString phase;
    QString logMessage;  ///< the error when Failed, the reason when Discarded or Voided

    /// "DR — Defender retreats"; "Not neutralised" for a code that is only a mark ("-") or has a
    /// short label ("The French player goes first" for FRENCH).
    QString heading() const;
    /// The result's code and label ("ADV — The advantaged side wins"), shown under a headline.
    QString resultText() const;
    /// Where the roll stands in the log, in one line ("In the log: entry 4, session 1, turn 3, Combat").
    QString logStatus() const;
};

/// The report of a roll of a play session.
RollReport reportOf(const PlayedRoll& roll);

/// What to read off the printed chart for `question`: "Base attack factor (T3): column 4.., row rifle".
QString chartQuestionText(const ChartQuestion& question);

}  // namespace umpire
