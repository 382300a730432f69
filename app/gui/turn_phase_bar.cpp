// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/turn_phase_bar.h"

#include "gui/editable_combo_box.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>

namespace umpire {

TurnPhaseBar::TurnPhaseBar(QWidget* parent)
    : QToolBar(tr("Turn and phase"), parent),
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
    connect(player_, &QComboBox::currentTextChanged, this, [this] {
        if (!quiet_)
            emit changed();
    });
    connect(nextPhase_, &QAction::triggered, this, &TurnPhaseBar::nextPhase);
    connect(turn_, &QLineEdit::textChanged, this, [this] {
        if (!quiet_)
            emit changed();
    });
    connect(phase_, &QComboBox::currentTextChanged, this, [this] {
        if (!quiet_)
            emit changed();
    });
}

QString TurnPhaseBar::turn() const { return turn_->text().trimmed(); }
QString TurnPhaseBar::phase() const { return phase_->currentText().trimmed(); }

QString TurnPhaseBar::player() const { return player_->currentText().trimmed(); }

void TurnPhaseBar::setPlayers(const QStringList& players)
{
    const QString current = player();
    quiet_ = true;
    player_->clear();
    player_->addItems(players);
    player_->setCurrentText(players.contains(current) ? current : QString());
    quiet_ = false;
    if (current != player())
        emit changed();
}

QStringList TurnPhaseBar::phases() const
{
    QStringList list;
    for (int i = 0; i < phase_->count(); ++i)
        list << phase_->itemText(i);
    return list;
}

void TurnPhaseBar::setLabels(const QString& turn, const QString& phase, const QStringList& phases)
{
    quiet_ = true;
    turn_->setText(turn);
    phase_->clear();
    phase_->addItems(phases);
    phase_->setCurrentText(phase);
    quiet_ = false;
}

void TurnPhaseBar::nextTurn()
{
    QString text = turn();
    static const QRegularExpression lastNumber(QStringLiteral("(\\d+)(?!.*\\d)"));
    const auto match = lastNumber.match(text);
    if (text.isEmpty())
        text = QStringLiteral("1");
    else if (match.hasMatch())
        text.replace(match.capturedStart(1), match.capturedLength(1), QString::number(match.captured(1).toLongLong() + 1));
    else
        text += QStringLiteral(" 2");
    quiet_ = true;
    turn_->setText(text);
    if (phase_->count() > 0)
        phase_->setCurrentIndex(0);
    quiet_ = false;
    emit changed();
    emit statusMessage(tr("Turn %1").arg(text));
}

void TurnPhaseBar::nextPhase()
{
    const QString current = phase();
    if (!current.isEmpty() && phase_->findText(current) < 0) {
        quiet_ = true;
        phase_->addItem(current);
        quiet_ = false;
        emit changed();
    }
    if (phase_->count() == 0)
        return;
    const int index = phase_->findText(current);
    if (index + 1 >= phase_->count())
        nextTurn();
    else
        phase_->setCurrentIndex(index + 1);
}

}  // namespace umpire
