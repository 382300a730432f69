// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/cup_log.h"

#include "core/sealed_die_roller.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "log/dice_seal.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <stdexcept>

namespace umpire {

bool CupLog::isCupProcedure(const QString& procedure)
{
    return procedure == setupProcedure || procedure == drawProcedure || procedure == newTurnProcedure;
}

QString CupLog::procedureLabel(const QString& procedure)
{
    if (procedure == setupProcedure)
        return QCoreApplication::translate("CupLog", "Chit cup: set-up");
    if (procedure == drawProcedure)
        return QCoreApplication::translate("CupLog", "Chit cup: draw");
    if (procedure == newTurnProcedure)
        return QCoreApplication::translate("CupLog", "Chit cup: new turn");
    return {};
}

QString CupLog::phaseLabel(const QString& phase)
{
    return phase == cupPhase ? QCoreApplication::translate("CupLog", "Chit cup") : phase;
}

namespace {

QJsonArray idArray(const std::vector<CupChit>& chits, std::optional<CupChit::Kind> kind = std::nullopt)
{
    QJsonArray ids;
    for (const CupChit& chit : chits)
        if (!kind || chit.kind == *kind)
            ids << QString::fromStdString(chit.id);
    return ids;
}

std::vector<std::string> stdStrings(const QJsonArray& array)
{
    std::vector<std::string> out;
    for (const QJsonValue& value : array)
        out.push_back(value.toString().toStdString());
    return out;
}

LogError entryProblem(const GameLog& log, qint64 entryId, const QString& what)
{
    return LogError::refused(
        QStringLiteral("%1: the chit cup cannot be rebuilt: entry %2 %3 (void it to go on)").arg(log.path()).arg(entryId).arg(what));
}

QJsonObject baseResolution(const QString& gameId, const QString& procedure, const ChitCup& cup)
{
    QJsonObject resolution;
    resolution.insert(QStringLiteral("game"), gameId);
    resolution.insert(QStringLiteral("procedure"), procedure);
    QJsonObject state;
    state.insert(QStringLiteral("turn"), cup.turn());
    state.insert(QStringLiteral("left"), idArray(cup.remaining()));
    resolution.insert(QStringLiteral("cup"), state);
    return resolution;
}

/// Loads the session's cup and checks the session is this game's.
LogResult<CupState> currentCup(const GameLog& log, qint64 sessionId, const Game& game)
{
    auto state = replayCup(log, sessionId);
    if (!state)
        return state;
    const QString gameId = QString::fromStdString(game.id);
    if (state->game != gameId)
        return LogError::refused(QStringLiteral("%1: session %2 is a game of %3, not %4")
                                     .arg(log.path())
                                     .arg(sessionId)
                                     .arg(state->game, gameId));
    return state;
}

LogResult<qint64> appendCupEntry(GameLog& log, qint64 sessionId, int turn, const QJsonObject& resolution)
{
    LogEntryDraft draft;
    draft.sessionId = sessionId;
    draft.turn = QString::number(turn);
    draft.phase = CupLog::cupPhase;
    draft.resolution = resolution;
    // No dice at all, like a decision (entries written before 2026-11-29 say "physical").
    draft.diceOrigin = DiceOrigin::None;
    return log.append(draft);
}

QString lastActivationNote()
{
    return QCoreApplication::translate("CupLog", " - the turn's last activation chit: Rally and Housekeeping follow its activation (8.2)");
}

QString listed(const QStringList& ids)
{
    return ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "));
}

}  // namespace

QString sideLabel(const Game& game, const std::string& sideId)
{
    for (const Side& side : game.sides)
        if (side.id == sideId)
            return QString::fromStdString(side.label);
    return QString::fromStdString(sideId);
}

QString eventChitName(const EventChit& chit)
{
    QString faces = QString::fromStdString(chit.front.label);
    if (chit.back && chit.back->label != chit.front.label)
        faces += QStringLiteral(" / ") + QString::fromStdString(chit.back->label);
    return faces;
}

QString cupChitText(const Game* game, const CupChit& chit)
{
    const QString id = QString::fromStdString(chit.id);
    if (chit.kind == CupChit::Kind::Activation)
        return QCoreApplication::translate("CupLog", "activation: %1").arg(id);
    if (game) {
        for (const EventChit& event : game->chits)
            if (event.id == chit.id)
                return QCoreApplication::translate("CupLog", "event: %1 (%2)").arg(eventChitName(event), sideLabel(*game, event.side));
    }
    return QCoreApplication::translate("CupLog", "event: %1").arg(id);
}

QStringList eventChitIds(const Game& game)
{
    QStringList ids;
    for (const EventChit& chit : game.chits)
        ids << QString::fromStdString(chit.id);
    return ids;
}

LogResult<CupState> replayCup(const GameLog& log, qint64 sessionId)
{
    auto session = log.session(sessionId);
    if (!session)
        return session.failure();
    CupState state;
    state.game = session->game;
    LogFilter filter;
    filter.sessionId = sessionId;
    filter.withResolution = true;
    auto entries = log.entries(filter);
    if (!entries)
        return entries.failure();
    for (const LogEntry& entry : *entries) {
        if (entry.kind != LogEntryKind::Roll || !CupLog::isCupProcedure(entry.procedure))
            continue;
        const QJsonObject resolution = entry.resolution();
        const QJsonObject cup = resolution.value(QStringLiteral("cup")).toObject();
        const bool voided = entry.voidedBy.has_value();
        try {
            if (entry.procedure == CupLog::setupProcedure) {
                if (voided)
                    continue;
                ChitCup rebuilt(stdStrings(cup.value(QStringLiteral("activation")).toArray()),
                                stdStrings(cup.value(QStringLiteral("events")).toArray()), 0);
                rebuilt.setTurn(cup.value(QStringLiteral("turn")).toInt());
                state.cup.emplace(std::move(rebuilt));
                state.setupEntry = entry.id;
                state.draws.clear();
            } else if (entry.procedure == CupLog::newTurnProcedure) {
                if (voided)
                    continue;
                if (!state.cup)
                    return entryProblem(log, entry.id, QStringLiteral("starts a new turn before the cup was set up"));
                state.cup->newTurn();
                if (cup.value(QStringLiteral("turn")).toInt() != state.cup->turn())
                    return entryProblem(log, entry.id,
                                        QStringLiteral("says turn %1, the cup is at turn %2")
                                            .arg(cup.value(QStringLiteral("turn")).toInt())
                                            .arg(state.cup->turn()));
                state.draws.clear();
            } else {
                if (!state.cup)
                    return entryProblem(log, entry.id, QStringLiteral("draws before the cup was set up"));
                const QString chit = cup.value(QStringLiteral("chit")).toString();
                CupLogDraw draw;
                draw.entryId = entry.id;
                draw.chit = chit;
                draw.event = cup.value(QStringLiteral("kind")).toString() == QStringLiteral("event");
                draw.face = entry.dice.isEmpty() ? 0 : entry.dice.constFirst();
                draw.sides = resolution.value(QStringLiteral("dice_sides")).toInteger();
                draw.voided = voided;
                draw.text = cup.value(QStringLiteral("chit_text")).toString();
                if (!voided) {
                    state.cup->take(chit.toStdString());
                    draw.endsActivations = state.cup->activationsOver();
                }
                // Whether it ended the activations depends on the draws not voided since.
                if (draw.endsActivations)
                    draw.text += lastActivationNote();
                state.draws << draw;
            }
        } catch (const std::exception& problem) {
            return entryProblem(log, entry.id, QString::fromStdString(problem.what()));
        }
    }
    return state;
}

LogResult<CupState> setUpCup(GameLog& log, qint64 sessionId, const Game& game, const QStringList& activation,
                             const QStringList& events, std::optional<int> turn)
{
    auto state = currentCup(log, sessionId, game);
    if (!state)
        return state;
    const QStringList known = eventChitIds(game);
    for (const QString& id : events)
        if (!known.contains(id))
            return LogError::refused(QStringLiteral("unknown event chit '%1' for %2; the module's event chits are: %3")
                                         .arg(id, QString::fromStdString(game.id), listed(known)));
    std::vector<std::string> activationIds;
    for (const QString& name : activation)
        activationIds.push_back(name.trimmed().toStdString());
    std::vector<std::string> eventIds;
    for (const QString& id : events)
        eventIds.push_back(id.toStdString());
    if (!turn)
        turn = !state.value().cup ? 1 : state.value().cup->activationsOver() ? state.value().cup->turn() + 1 : state.value().cup->turn();
    std::optional<ChitCup> cup;
    try {
        cup.emplace(std::move(activationIds), std::move(eventIds), 0);
        cup->setTurn(*turn);
    } catch (const std::invalid_argument& problem) {
        return LogError::refused(QString::fromStdString(problem.what()));
    }
    QJsonObject resolution = baseResolution(QString::fromStdString(game.id), CupLog::setupProcedure, *cup);
    QJsonObject contents = resolution.value(QStringLiteral("cup")).toObject();
    contents.insert(QStringLiteral("activation"), idArray(cup->chits(), CupChit::Kind::Activation));
    contents.insert(QStringLiteral("events"), idArray(cup->chits(), CupChit::Kind::Event));
    resolution.insert(QStringLiteral("cup"), contents);
    const auto activations = contents.value(QStringLiteral("activation")).toArray().size();
    const auto eventCount = contents.value(QStringLiteral("events")).toArray().size();
    resolution.insert(QStringLiteral("result"),
                      QJsonObject{{QStringLiteral("text"), QCoreApplication::translate("CupLog", "cup set up for turn %1: %2 activation, %3 event chits")
                                                               .arg(*turn)
                                                               .arg(activations)
                                                               .arg(eventCount)}});
    auto id = appendCupEntry(log, sessionId, *turn, resolution);
    if (!id)
        return id.failure();
    state.value().cup = std::move(cup);
    state.value().setupEntry = *id;
    state.value().draws.clear();
    return state;
}

LogResult<CupDrawn> drawFromCup(GameLog& log, qint64 sessionId, const Game& game, std::optional<quint64> seed)
{
    auto state = currentCup(log, sessionId, game);
    if (!state)
        return state.failure();
    if (!state.value().cup)
        return LogError::refused(QStringLiteral("session %1 has no chit cup yet: set it up first (umpire-cli cup setup)").arg(sessionId));
    ChitCup& cup = *state.value().cup;
    if (cup.remaining().empty())
        return LogError::refused(QStringLiteral("the cup is empty (turn %1): start a new turn first").arg(cup.turn()));
    if (cup.activationsOver())
        return LogError::refused(QStringLiteral("turn %1: the last activation chit was drawn, so Rally and Housekeeping come "
                                                "now (8.2); start a new turn to put the chits back in the cup")
                                     .arg(cup.turn()));

    auto seal = sessionSeal(log, sessionId);
    if (!seal)
        return seal.failure();
    std::optional<SealedDieRoller> sealed;
    std::optional<DiceSource> source;
    if (seal->has_value()) {
        if ((*seal)->isRevealed())
            return LogError::refused(QStringLiteral("session %1 revealed its dice seal, so its program dice are known: "
                                                    "start a new session for more draws")
                                         .arg(sessionId));
        if (seed)
            return LogError::refused(QStringLiteral("session %1 seals its program dice: a draw from --seed cannot be "
                                                    "recorded in it (leave --seed out)")
                                         .arg(sessionId));
        auto next = nextSealedRoll(log, sessionId);
        if (!next)
            return next.failure();
        sealed.emplace(*next);
    } else {
        source.emplace(seed ? DiceSource(*seed) : DiceSource::fromEntropy());
    }
    DieRoller& dice = sealed ? static_cast<DieRoller&>(*sealed) : static_cast<DieRoller&>(*source);
    const CupDraw draw = cup.draw(dice);

    QJsonObject resolution = baseResolution(QString::fromStdString(game.id), CupLog::drawProcedure, cup);
    QJsonObject contents = resolution.value(QStringLiteral("cup")).toObject();
    const bool over = cup.activationsOver();
    contents.insert(QStringLiteral("chit"), QString::fromStdString(draw.chit.id));
    contents.insert(QStringLiteral("kind"), draw.chit.kind == CupChit::Kind::Event ? QStringLiteral("event") : QStringLiteral("activation"));
    contents.insert(QStringLiteral("activations_over"), over);
    const QString chitText = cupChitText(&game, draw.chit);
    contents.insert(QStringLiteral("chit_text"), chitText);
    resolution.insert(QStringLiteral("cup"), contents);
    // One die with as many sides as chits left: `log verify` checks a sealed draw like any roll.
    resolution.insert(QStringLiteral("dice_count"), 1);
    resolution.insert(QStringLiteral("dice_sides"), qint64{draw.sides});
    resolution.insert(QStringLiteral("roll"), QJsonObject{{QStringLiteral("dice"), QJsonArray{qint64{draw.face}}},
                                                          {QStringLiteral("natural"), qint64{draw.face}}});
    const QString text = over ? chitText + lastActivationNote() : chitText;
    resolution.insert(QStringLiteral("result"), QJsonObject{{QStringLiteral("code"), QString::fromStdString(draw.chit.id)},
                                                            {QStringLiteral("text"), text}});
    LogEntryDraft entry;
    entry.sessionId = sessionId;
    entry.turn = QString::number(cup.turn());
    entry.phase = CupLog::cupPhase;
    entry.diceOrigin = DiceOrigin::Rolled;
    QString diceSource;
    std::optional<qint64> sealedRoll;
    if (sealed) {
        resolution.insert(QStringLiteral("sealed_dice"), DiceSeal::rollSealJson(sealed->rollSeal()));
        sealedRoll = sealed->rollSeal().position;
        diceSource = QStringLiteral("sealed roll %1 of session %2").arg(*sealedRoll).arg(sessionId);
    } else {
        entry.seed = source->seed();
        diceSource = QStringLiteral("seed %1").arg(source->seed());
    }
    entry.resolution = resolution;
    auto id = log.append(entry);
    if (!id)
        return id.failure();
    CupLogDraw logged;
    logged.entryId = *id;
    logged.chit = QString::fromStdString(draw.chit.id);
    logged.event = draw.chit.kind == CupChit::Kind::Event;
    logged.face = draw.face;
    logged.sides = draw.sides;
    logged.endsActivations = over;
    logged.text = text;
    state.value().draws << logged;
    return CupDrawn{*id, draw, std::move(state.value()), diceSource, sealedRoll, entry.seed};
}

LogResult<CupState> newCupTurn(GameLog& log, qint64 sessionId, const Game& game)
{
    auto state = currentCup(log, sessionId, game);
    if (!state)
        return state;
    if (!state.value().cup)
        return LogError::refused(QStringLiteral("session %1 has no chit cup yet: set it up first (umpire-cli cup setup)").arg(sessionId));
    if (!state.value().cup->activationsOver()) {
        QStringList left;
        for (const CupChit& chit : state.value().cup->remaining())
            if (chit.kind == CupChit::Kind::Activation)
                left << QString::fromStdString(chit.id);
        return LogError::refused(QStringLiteral("turn %1 still has activation chits in the cup (%2): Housekeeping comes "
                                                "after the last one is drawn (8.2)")
                                     .arg(state.value().cup->turn())
                                     .arg(left.join(QStringLiteral(", "))));
    }
    state.value().cup->newTurn();
    QJsonObject resolution = baseResolution(QString::fromStdString(game.id), CupLog::newTurnProcedure, *state.value().cup);
    resolution.insert(QStringLiteral("result"),
                      QJsonObject{{QStringLiteral("text"), QStringLiteral("turn %1: every chit back in the cup (Housekeeping, 15)")
                                                               .arg(state.value().cup->turn())}});
    auto id = appendCupEntry(log, sessionId, state.value().cup->turn(), resolution);
    if (!id)
        return id.failure();
    state.value().draws.clear();
    return state;
}

}  // namespace umpire
