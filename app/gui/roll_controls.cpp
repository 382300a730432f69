// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/roll_controls.h"

#include "gui/clear_button_on_text.h"
#include "gui/named_dice_fields.h"
#include "gui/text_tone.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QResizeEvent>

#include <algorithm>

namespace umpire {

RollControls::RollControls(QWidget* parent)
    : QWidget(parent),
      roll_(new QPushButton(this)),
      dice_(new QLineEdit(this)),
      useDice_(new QPushButton(tr("Use dice (Enter)"), this)),
      note_(new QLineEdit(this)),
      named_(new NamedDiceFields(this)),
      step_(new QLabel(this)),
      preview_(new QLabel(this)),
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
    enableClearButtonOnText(dice_);
    useDice_->setObjectName(QStringLiteral("useDiceButton"));
    useDice_->setAutoDefault(false);
    note_->setObjectName(QStringLiteral("rollNote"));
    note_->setPlaceholderText(tr("Note for the next roll (hex, unit)"));
    note_->setToolTip(tr("Written to the log with the next roll, then cleared"));
    note_->setAccessibleName(tr("Note for the next roll"));
    enableClearButtonOnText(note_);

    diceError_->setObjectName(QStringLiteral("diceError"));
    setTextTone(diceError_, TextTone::Problem);
    diceError_->setWordWrap(true);
    diceError_->hide();
    why_->setObjectName(QStringLiteral("rollBlocker"));
    why_->setWordWrap(true);
    setTextTone(why_, TextTone::Muted);
    why_->hide();

    step_->setObjectName(QStringLiteral("stepToThrow"));
    step_->setWordWrap(true);
    step_->hide();
    preview_->setObjectName(QStringLiteral("decisionPreview"));
    preview_->setTextFormat(Qt::RichText);
    preview_->setWordWrap(true);
    preview_->hide();
    named_->hide();

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(step_, 0, 0, 1, 3);
    layout->addWidget(roll_, 1, 0);
    layout->addWidget(dice_, 1, 1);
    layout->addWidget(useDice_, 1, 2);
    // Named dice on a line of their own: the Roll button keeps its text. The single dice field
    // joins them there when the pane is too narrow for it beside the buttons (placeDiceField).
    layout->addWidget(named_, 2, 0, 1, 3);
    layout->addWidget(preview_, 2, 0, 1, 3);
    layout->addWidget(note_, 3, 0, 1, 3);
    layout->addWidget(diceError_, 4, 0, 1, 3);
    layout->addWidget(why_, 5, 0, 1, 3);
    layout->setColumnStretch(1, 1);

    connect(roll_, &QPushButton::clicked, this, &RollControls::rollRequested);
    // Enter in the dice field uses them; an empty field does nothing (no accidental roll).
    auto enterDice = [this] {
        if (!dice_->text().trimmed().isEmpty())
            emit diceEntered(dice_->text().trimmed());
    };
    connect(useDice_, &QPushButton::clicked, this, [this, enterDice] {
        if (named_->isHidden())
            enterDice();
        else
            emit namedDiceEntered(named_->faces());
    });
    connect(named_, &NamedDiceFields::entered, this, &RollControls::namedDiceEntered);
    connect(dice_, &QLineEdit::returnPressed, this, enterDice);
    connect(dice_, &QLineEdit::textEdited, diceError_, &QLabel::hide);
    connect(note_, &QLineEdit::textChanged, this, &RollControls::noteEdited);
    setRollAvailable(false, QString(), tr("Pick a procedure"));
}

void RollControls::setRollAvailable(bool available, const QString& dice, const QString& why)
{
    roll_->setText(decision_ ? tr("Record the decision  (Space)") : dice.isEmpty() ? tr("Roll  (Space)") : tr("Roll %1  (Space)").arg(dice));
    roll_->setEnabled(available);
    useDice_->setEnabled(available);
    dice_->setEnabled(available);
    named_->setEnabled(available);
    roll_->setToolTip(available ? tr("Roll with the program's dice; the seed goes to the log") : why);
    if (isVisible())  // before that, the first resize places it
        placeDiceField();
    why_->setText(why);
    why_->setVisible(!available && !why.isEmpty());
}

bool RollControls::rollAvailable() const { return roll_->isEnabled(); }

void RollControls::setNamedDice(const QStringList& labels)
{
    if (labels != named_->labels())
        named_->setDice(labels);
    const bool named = !labels.isEmpty() && !decision_;
    named_->setVisible(named);
    dice_->setVisible(!named && !decision_);
    // Keyboard path: Roll, each named die in the module's order, then Use dice.
    if (named) {
        const auto fields = named_->fields();
        setTabOrder(roll_, fields.first());
        for (qsizetype i = 1; i < fields.size(); ++i)
            setTabOrder(fields[i - 1], fields[i]);
        setTabOrder(fields.last(), useDice_);
    }
}

void RollControls::setStep(const QString& text)
{
    step_->setText(text);
    step_->setVisible(!text.isEmpty());
}

void RollControls::setDecision(bool decision, const QString& preview)
{
    decision_ = decision;
    useDice_->setVisible(!decision);
    if (decision) {
        dice_->hide();
        named_->hide();
    } else if (named_->isHidden()) {
        dice_->show();
    }
    preview_->setText(preview);
    preview_->setVisible(decision && !preview.isEmpty());
}

void RollControls::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeDiceField();
}

void RollControls::placeDiceField()
{
    // Beside the buttons, the field must still show what it is for: its accessible name, the
    // clear button and the frame. Otherwise it takes the line below, as the named dice do.
    auto* grid = static_cast<QGridLayout*>(layout());
    const int useful = dice_->fontMetrics().horizontalAdvance(dice_->accessibleName()) + 2 * dice_->sizeHint().height();
    const int besideWidth = roll_->sizeHint().width() + useful + useDice_->sizeHint().width() + 2 * std::max(0, grid->horizontalSpacing());
    const bool beside = width() >= besideWidth;
    if (beside == diceBesideRoll_)
        return;
    diceBesideRoll_ = beside;
    grid->removeWidget(dice_);
    if (beside)
        grid->addWidget(dice_, 1, 1);
    else
        grid->addWidget(dice_, 2, 0, 1, 3);
}

QString RollControls::stepText() const { return step_->isHidden() ? QString() : step_->text(); }

QString RollControls::previewText() const { return preview_->isHidden() ? QString() : preview_->text(); }

QLineEdit* RollControls::activeDiceField() const
{
    if (decision_)
        return nullptr;
    return named_->isHidden() ? dice_ : named_->firstField();
}

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
    named_->clear();
    diceError_->hide();
}

void RollControls::clearNote() { note_->setText(QString()); }

}  // namespace umpire
