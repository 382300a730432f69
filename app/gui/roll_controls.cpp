// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/roll_controls.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace umpire {

RollControls::RollControls(QWidget* parent)
    : QWidget(parent),
      roll_(new QPushButton(this)),
      dice_(new QLineEdit(this)),
      useDice_(new QPushButton(tr("Use dice (Enter)"), this)),
      note_(new QLineEdit(this)),
      diceError_(new QLabel(this)),
      why_(new QLabel(this))
{
    setObjectName(QStringLiteral("rollControls"));
    roll_->setObjectName(QStringLiteral("rollButton"));
    roll_->setAutoDefault(false);
    QFont big = roll_->font();
    big.setBold(true);
    roll_->setFont(big);
    dice_->setObjectName(QStringLiteral("physicalDice"));
    dice_->setPlaceholderText(tr("Physical dice, e.g. 4 or 3,5"));
    dice_->setToolTip(tr("Type the dice thrown on the table, separated by commas or spaces; Enter uses them"));
    dice_->setAccessibleName(tr("Physical dice"));
    dice_->setClearButtonEnabled(true);
    useDice_->setObjectName(QStringLiteral("useDiceButton"));
    useDice_->setAutoDefault(false);
    note_->setObjectName(QStringLiteral("rollNote"));
    note_->setPlaceholderText(tr("Note for the next roll (hex, unit)"));
    note_->setToolTip(tr("Written to the log with the next roll, then cleared"));
    note_->setAccessibleName(tr("Note for the next roll"));
    note_->setClearButtonEnabled(true);

    diceError_->setObjectName(QStringLiteral("diceError"));
    diceError_->setStyleSheet(QStringLiteral("color: #d03030;"));
    diceError_->setWordWrap(true);
    diceError_->hide();
    why_->setObjectName(QStringLiteral("rollBlocker"));
    why_->setWordWrap(true);
    why_->setStyleSheet(QStringLiteral("color: gray;"));
    why_->hide();

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(roll_, 0, 0);
    layout->addWidget(dice_, 0, 1);
    layout->addWidget(useDice_, 0, 2);
    layout->addWidget(note_, 1, 0, 1, 3);
    layout->addWidget(diceError_, 2, 0, 1, 3);
    layout->addWidget(why_, 3, 0, 1, 3);
    layout->setColumnStretch(1, 1);

    connect(roll_, &QPushButton::clicked, this, &RollControls::rollRequested);
    // Enter in the dice field uses them; an empty field does nothing (no accidental roll).
    auto enterDice = [this] {
        if (!dice_->text().trimmed().isEmpty())
            emit diceEntered(dice_->text().trimmed());
    };
    connect(useDice_, &QPushButton::clicked, this, enterDice);
    connect(dice_, &QLineEdit::returnPressed, this, enterDice);
    connect(dice_, &QLineEdit::textEdited, diceError_, &QLabel::hide);
    connect(note_, &QLineEdit::textChanged, this, &RollControls::noteEdited);
    setRollAvailable(false, QString(), tr("Pick a procedure"));
}

void RollControls::setRollAvailable(bool available, const QString& dice, const QString& why)
{
    roll_->setText(dice.isEmpty() ? tr("Roll  (Space)") : tr("Roll %1  (Space)").arg(dice));
    roll_->setEnabled(available);
    useDice_->setEnabled(available);
    dice_->setEnabled(available);
    roll_->setToolTip(available ? tr("Roll with the program's dice; the seed goes to the log") : why);
    why_->setText(why);
    why_->setVisible(!available && !why.isEmpty());
}

bool RollControls::rollAvailable() const { return roll_->isEnabled(); }

void RollControls::showDiceError(const QString& message)
{
    diceError_->setText(message);
    diceError_->setVisible(!message.isEmpty());
}

QString RollControls::diceError() const { return diceError_->isHidden() ? QString() : diceError_->text(); }

void RollControls::clearDice()
{
    // setText() drops the undo history; clear() would let Ctrl+Z bring the dice back for a second roll.
    dice_->setText(QString());
    diceError_->hide();
}

void RollControls::clearNote() { note_->setText(QString()); }

}  // namespace umpire
