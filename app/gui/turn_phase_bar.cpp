// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/turn_phase_bar.h"

#include "gui/editable_combo_box.h"

#include "play/turn_and_phase.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>

namespace umpire {

TurnPhaseBar::TurnPhaseBar(TurnAndPhase* turnAndPhase, QWidget* parent)
    : QToolBar(tr("Turn and phase"), parent),
      turnAndPhase_(turnAndPhase),
      turn_(new QLineEdit(this)),
      phase_(new QComboBox(this)),
      player_(new QComboBox(this)),
      nextTurn_(new QAction(tr("Next &turn"), this)),
      nextPhase_(new QAction(tr("Next &phase"), this))
{
    setObjectName(QStringLiteral("playToolBar"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    turn_->setObjectName(QStringLiteral("turnField"));
    turn_->setMaximumWidth(120);
    turn_->setToolTip(tr("The turn written with each roll (Ctrl+T adds one)"));
    turn_->setAccessibleName(tr("Turn"));
    phase_->setObjectName(QStringLiteral("phaseBox"));
    makeEditable(phase_);
    phase_->setInsertPolicy(QComboBox::InsertAtBottom);
    phase_->setMinimumContentsLength(12);
    phase_->setToolTip(tr("The phase label written with each roll; phases typed here are remembered in order"));
    phase_->setAccessibleName(tr("Phase"));
    nextTurn_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    nextTurn_->setObjectName(QStringLiteral("nextTurnAction"));
    nextPhase_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    nextPhase_->setObjectName(QStringLiteral("nextPhaseAction"));

    auto* turnLabel = new QLabel(tr("T&urn "), this);
    turnLabel->setBuddy(turn_);
    addWidget(turnLabel);
    addWidget(turn_);
    addAction(nextTurn_);
    addSeparator();
    auto* phaseLabel = new QLabel(tr("Ph&ase "), this);
    phaseLabel->setBuddy(phase_);
    addWidget(phaseLabel);
    addWidget(phase_);
    addAction(nextPhase_);

    addSeparator();
    player_->setObjectName(QStringLiteral("playerBox"));
    makeEditable(player_);
    player_->setInsertPolicy(QComboBox::NoInsert);
    player_->setMinimumContentsLength(10);
    player_->setToolTip(tr("Who makes the next rolls: written to the log with each roll"));
    player_->setAccessibleName(tr("Player rolling"));
    player_->lineEdit()->setPlaceholderText(tr("not said"));
    auto* playerLabel = new QLabel(tr("Ro&lled by "), this);
    playerLabel->setBuddy(player_);
    addWidget(playerLabel);
    addWidget(player_);

    connect(nextTurn_, &QAction::triggered, this, &TurnPhaseBar::nextTurn);
    connect(nextPhase_, &QAction::triggered, this, &TurnPhaseBar::nextPhase);
    connect(player_, &QComboBox::currentTextChanged, this, [this] {
        if (!quiet_)
            emit playerChanged();
    });
    connect(turn_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (!quiet_)
            turnAndPhase_->setTurn(text);
    });
    connect(phase_, &QComboBox::currentTextChanged, this, [this](const QString& text) {
        if (!quiet_)
            turnAndPhase_->setPhase(text);
    });
    // A phase typed and entered (Return) joins the known phases.
    connect(phase_->model(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (!quiet_)
            turnAndPhase_->replace(turnAndPhase_->turn(), phase_->currentText(), phases());
    });
    connect(turnAndPhase_, &TurnAndPhase::changed, this, &TurnPhaseBar::showTurnAndPhase);
    connect(turnAndPhase_, &TurnAndPhase::turnStarted, this,
            [this](const QString& turn) { emit statusMessage(tr("Turn %1").arg(turn)); });
    showTurnAndPhase();
}

QString TurnPhaseBar::turn() const { return turnAndPhase_->turn(); }
QString TurnPhaseBar::phase() const { return turnAndPhase_->phase(); }

QString TurnPhaseBar::player() const { return player_->currentText().trimmed(); }

void TurnPhaseBar::setPlayers(const QStringList& players, const QString& remembered)
{
    const QString current = player();
    quiet_ = true;
    player_->clear();
    player_->addItems(players);
    player_->setCurrentText(players.contains(current) ? current : remembered);
    quiet_ = false;
    if (current != player())
        emit playerChanged();
}

QStringList TurnPhaseBar::phases() const
{
    QStringList list;
    for (int i = 0; i < phase_->count(); ++i)
        list << phase_->itemText(i);
    return list;
}

void TurnPhaseBar::showTurnAndPhase()
{
    quiet_ = true;
    // The text typed stays as typed (spaces, cursor) while it says the same turn.
    if (turn_->text().trimmed() != turnAndPhase_->turn())
        turn_->setText(turnAndPhase_->turn());
    if (phases() != turnAndPhase_->phases()) {
        const QString typed = phase_->currentText();
        phase_->clear();
        phase_->addItems(turnAndPhase_->phases());
        phase_->setCurrentText(typed);
    }
    if (phase_->currentText().trimmed() != turnAndPhase_->phase())
        phase_->setCurrentText(turnAndPhase_->phase());
    quiet_ = false;
}

void TurnPhaseBar::nextTurn() { turnAndPhase_->nextTurn(); }

void TurnPhaseBar::nextPhase()
{
    // The phase typed counts even when the field has not said so yet.
    turnAndPhase_->setPhase(phase_->currentText());
    turnAndPhase_->nextPhase();
}

}  // namespace umpire
