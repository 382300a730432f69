// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/cup_dock.h"

#include "gui/cup_setup_dialog.h"
#include "gui/gui_text.h"

#include "play/turn_and_phase.h"

#include "engine/game.h"
#include "log/dice_seal_store.h"
#include "log/game_log.h"

#include <QFont>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace umpire {

CupDock::CupDock(QWidget* parent) : DeferredDock(tr("Chit cup"), parent)
{
    setObjectName(QStringLiteral("cupDock"));
}

void CupDock::buildContent()
{
    auto* inner = new QWidget(this);
    headline_ = new QLabel(inner);
    left_ = new QListWidget(inner);
    draws_ = new QListWidget(inner);
    messageLabel_ = new QLabel(inner);
    setUp_ = new QPushButton(tr("&Set up…"), inner);
    draw_ = new QPushButton(tr("&Draw a chit"), inner);
    newTurn_ = new QPushButton(tr("New &turn"), inner);
    auto* layout = new QVBoxLayout(inner);
    headline_->setObjectName(QStringLiteral("cupHeadline"));
    headline_->setWordWrap(true);
    layout->addWidget(headline_);

    auto* leftLabel = new QLabel(tr("Chits &left in the cup"), inner);
    leftLabel->setBuddy(left_);
    left_->setObjectName(QStringLiteral("cupLeftList"));
    // A dock narrower than a chit's name shows the rest on a line below, not "…".
    left_->setWordWrap(true);
    layout->addWidget(leftLabel);
    layout->addWidget(left_, 1);
    auto* drawsLabel = new QLabel(tr("Draws this t&urn"), inner);
    drawsLabel->setBuddy(draws_);
    draws_->setObjectName(QStringLiteral("cupDrawList"));
    draws_->setWordWrap(true);
    layout->addWidget(drawsLabel);
    layout->addWidget(draws_, 1);

    messageLabel_->setObjectName(QStringLiteral("cupMessage"));
    messageLabel_->setWordWrap(true);
    messageLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(messageLabel_);

    auto* buttons = new QHBoxLayout;
    setUp_->setObjectName(QStringLiteral("cupSetUpButton"));
    setUp_->setToolTip(tr("Put the turn's activation and event chits in the cup, from the scenario sheet"));
    draw_->setObjectName(QStringLiteral("cupDrawButton"));
    draw_->setToolTip(tr("Draw one chit at random; the draw goes to the game log"));
    newTurn_->setObjectName(QStringLiteral("cupNewTurnButton"));
    newTurn_->setToolTip(tr("Housekeeping: every chit back in the cup for the next turn"));
    buttons->addWidget(setUp_);
    buttons->addWidget(draw_);
    buttons->addWidget(newTurn_);
    layout->addLayout(buttons);
    setWidget(inner);

    connect(setUp_, &QPushButton::clicked, this, &CupDock::chooseSetUp);
    connect(draw_, &QPushButton::clicked, this, &CupDock::draw);
    connect(newTurn_, &QPushButton::clicked, this, &CupDock::newTurn);
    showCup();
}

void CupDock::setContext(GameLog* log, const Game* game, std::optional<qint64> sessionId)
{
    log_ = log;
    game_ = game;
    session_ = sessionId;
    problem_.clear();
    setMessage(QString());
    refresh();
}

void CupDock::setMessage(const QString& message)
{
    message_ = message;
    if (messageLabel_)
        messageLabel_->setText(message);
}

QString CupDock::chitLabel(const QString& id, bool event) const
{
    if (!event)
        return tr("Activation: %1").arg(id);
    if (game_)
        for (const EventChit& chit : game_->chits)
            if (qs(chit.id) == id)
                return tr("Event: %1 (%2)").arg(eventChitName(chit), sideLabel(*game_, chit.side));
    return tr("Event: %1").arg(id);
}

void CupDock::refresh()
{
    state_.reset();
    replayProblem_.clear();
    if (log_ && game_ && session_) {
        auto replayed = replayCup(*log_, *session_);
        if (replayed.ok())
            state_ = *replayed;
        else
            replayProblem_ = replayed.error();
    }
    if (contentBuilt())
        showCup();
}

void CupDock::entryVoided()
{
    const std::optional<int> before = state_ && state_->cup ? std::optional<int>(state_->cup->turn()) : std::nullopt;
    refresh();
    if (state_ && state_->cup && before && state_->cup->turn() != *before)
        turnFollowsCup();
}

void CupDock::turnFollowsCup()
{
    if (turnAndPhase_ && state_ && state_->cup)
        turnAndPhase_->followCupTurn(state_->cup->turn());
}

void CupDock::showCup()
{
    left_->clear();
    draws_->clear();
    const bool hasGame = game_ != nullptr;
    setUp_->setEnabled(log_ && hasGame);
    draw_->setEnabled(false);
    newTurn_->setEnabled(false);
    messageLabel_->setText(message_);
    if (!log_) {
        headline_->setText(tr("No game log: the cup lives in the log, so it cannot be used."));
        return;
    }
    if (!hasGame) {
        headline_->setText(tr("No game chosen."));
        return;
    }
    if (!session_) {
        headline_->setText(tr("No log session yet: Set up starts one for %1.").arg(qs(game_->title)));
        return;
    }
    if (!state_) {
        headline_->setText(tr("The cup of session %1 cannot be shown.").arg(*session_));
        messageLabel_->setText(replayProblem_);
        return;
    }
    if (!state_->cup) {
        headline_->setText(tr("Session %1 has no chit cup yet: Set up puts the turn's chits in it.").arg(*session_));
        return;
    }
    const ChitCup& cup = *state_->cup;
    const auto remaining = cup.remaining();
    int activations = 0;
    for (const CupChit& chit : remaining) {
        const bool event = chit.kind == CupChit::Kind::Event;
        activations += event ? 0 : 1;
        auto* item = new QListWidgetItem(chitLabel(QString::fromStdString(chit.id), event), left_);
        item->setData(Qt::UserRole, QString::fromStdString(chit.id));
        item->setToolTip(item->text());
    }
    headline_->setText(tr("Session %1, turn %2: %3 chits left (%4 activation, %5 event)")
                           .arg(*session_)
                           .arg(cup.turn())
                           .arg(remaining.size())
                           .arg(activations)
                           .arg(static_cast<int>(remaining.size()) - activations));
    int number = 0;
    for (const CupLogDraw& drawn : state_->draws) {
        QString text = chitLabel(drawn.chit, drawn.event);
        if (drawn.voided) {
            text = tr("%1  (entry %2, voided: back in the cup)").arg(text).arg(drawn.entryId);
        } else {
            text = tr("%1. %2  (entry %3)").arg(++number).arg(text).arg(drawn.entryId);
            if (drawn.endsActivations)
                text += QLatin1Char('\n') + tr("   the turn's last activation chit: Rally and Housekeeping follow (8.2)");
        }
        auto* item = new QListWidgetItem(text, draws_);
        item->setData(Qt::UserRole, drawn.entryId);
        item->setToolTip(text);
        if (drawn.voided) {
            QFont font = item->font();
            font.setStrikeOut(true);
            item->setFont(font);
            item->setForeground(palette().placeholderText());
        }
    }
    draws_->scrollToBottom();
    const bool over = cup.activationsOver();
    draw_->setEnabled(!over);
    newTurn_->setEnabled(over);
    if (over && problem_.isEmpty())
        setMessage(tr("The last activation chit is drawn: Rally and Housekeeping, then New turn."));
}

void CupDock::showOutcome(const QString& message)
{
    problem_.clear();
    message_.clear();
    refresh();
    setMessage(message);
}

bool CupDock::fail(const QString& message)
{
    problem_ = message;
    setMessage(message);
    return false;
}

bool CupDock::setUp(const QStringList& activation, const QStringList& events)
{
    if (!log_ || !game_)
        return fail(tr("No game log or no game: the cup cannot be set up."));
    // A first cup is for the turn the table is at; a later set-up goes on from the cup's own.
    std::optional<int> turn;
    if (turnAndPhase_ && !(state_ && state_->cup))
        if (const auto number = turnAndPhase_->turnNumber(); number && *number > 0)
            turn = number;
    if (!session_) {
        const auto created = log_->newSession(qs(game_->id), {}, {});
        if (!created.ok())
            return fail(created.error());
        session_ = *created;
        emit sessionStarted(*created);
    }
    const auto state = setUpCup(*log_, *session_, *game_, activation, events, turn);
    if (!state.ok())
        return fail(state.error());
    emit entryAppended();
    showOutcome(tr("Chits in the cup for turn %1.").arg(state->cup->turn()));
    turnFollowsCup();
    return true;
}

void CupDock::chooseSetUp()
{
    if (!game_)
        return;
    QStringList activation;
    QStringList events;
    if (state_ && state_->cup)
        for (const CupChit& chit : state_->cup->chits())
            (chit.kind == CupChit::Kind::Event ? events : activation) << QString::fromStdString(chit.id);
    CupSetupDialog dialog(*game_, activation, events, this);
    if (dialog.exec() == QDialog::Accepted)
        setUp(dialog.activation(), dialog.events());
}

bool CupDock::draw()
{
    if (!log_ || !game_ || !session_)
        return fail(tr("Set up the cup first."));
    // A sealed session draws from its seal; a seed of our own would be refused there.
    std::optional<quint64> seed = nextSeed_;
    const auto seal = sessionSeal(*log_, *session_);
    if (seal.ok() && seal->has_value()) {
        seed.reset();
        if (sealBusy_)
            if (const QString why = sealBusy_(); !why.isEmpty())
                return fail(why);
    }
    const auto drawn = drawFromCup(*log_, *session_, *game_, seed);
    if (!drawn.ok())
        return fail(drawn.error());
    if (seed && nextSeed_)
        ++*nextSeed_;
    emit entryAppended();
    QString message = tr("Drawn: %1 (entry %2, chit %3 of %4, %5)")
                          .arg(chitLabel(QString::fromStdString(drawn->draw.chit.id), drawn->draw.chit.kind == CupChit::Kind::Event))
                          .arg(drawn->entryId)
                          .arg(drawn->draw.face)
                          .arg(drawn->draw.sides)
                          .arg(drawn->sealedRoll ? tr("sealed roll %1 of session %2").arg(*drawn->sealedRoll).arg(*session_)
                                                 : tr("seed %1").arg(drawn->seed.value_or(0)));
    if (drawn->after.cup->activationsOver())
        message += QLatin1Char('\n') + tr("That was the turn's last activation chit: Rally and Housekeeping follow its activation (8.2).");
    showOutcome(message);
    return true;
}

bool CupDock::newTurn()
{
    if (!log_ || !game_ || !session_)
        return fail(tr("Set up the cup first."));
    const auto state = newCupTurn(*log_, *session_, *game_);
    if (!state.ok())
        return fail(state.error());
    emit entryAppended();
    showOutcome(tr("Turn %1: every chit is back in the cup.").arg(state->cup->turn()));
    turnFollowsCup();
    return true;
}

}  // namespace umpire
