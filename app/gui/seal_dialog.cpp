// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/seal_dialog.h"

#include "log/dice_seal.h"
#include "log/game_log.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace umpire {

QString sealStatusText(const std::optional<SessionSeal>& seal)
{
    if (!seal)
        return SealDialog::tr("Dice not sealed");
    if (seal->isRevealed())
        return SealDialog::tr("Sealed dice %1... revealed").arg(seal->commitment.left(8));
    return SealDialog::tr("Sealed dice %1..., sealed rolls: %2").arg(seal->commitment.left(8)).arg(seal->rolls);
}

SealDialog::SealDialog(GameLog& log, qint64 sessionId, QWidget* parent)
    : QDialog(parent),
      log_(log),
      sessionId_(sessionId),
      state_(new QLabel(this)),
      commitment_(new QLineEdit(this)),
      copy_(new QPushButton(tr("&Copy"), this)),
      phrase_(new QLineEdit(this)),
      addPhrase_(new QPushButton(tr("&Add phrase"), this)),
      seed_(new QLineEdit(this)),
      seedLabel_(new QLabel(tr("Seed:"), this)),
      reveal_(new QPushButton(tr("&Reveal seed..."), this)),
      message_(new QLabel(this))
{
    setObjectName(QStringLiteral("sealDialog"));
    setWindowTitle(tr("Dice seal of session %1").arg(sessionId));
    state_->setWordWrap(true);
    message_->setWordWrap(true);
    message_->setObjectName(QStringLiteral("sealMessage"));
    commitment_->setReadOnly(true);
    commitment_->setObjectName(QStringLiteral("sealCommitment"));
    commitment_->setMinimumWidth(commitment_->fontMetrics().horizontalAdvance(QString(66, QLatin1Char('0'))));
    seed_->setReadOnly(true);
    seed_->setObjectName(QStringLiteral("sealSeed"));
    phrase_->setObjectName(QStringLiteral("sealPhrase"));
    phrase_->setMaxLength(DiceSeal::kMaxPhraseLength);
    phrase_->setPlaceholderText(tr("any words the players choose after seeing the commitment"));
    copy_->setToolTip(tr("Copy the commitment, to keep it outside the program"));
    reveal_->setToolTip(tr("Show the seed and write its reveal to the log: no program roll can join the session after it"));

    auto* commitmentRow = new QHBoxLayout;
    commitmentRow->addWidget(commitment_, 1);
    commitmentRow->addWidget(copy_);
    auto* phraseRow = new QHBoxLayout;
    phraseRow->addWidget(phrase_, 1);
    phraseRow->addWidget(addPhrase_);
    auto* form = new QFormLayout(this);
    form->addRow(state_);
    form->addRow(tr("Commitment (SHA-256):"), commitmentRow);
    // A label made from text alone has no buddy when its field is a layout: it would show the "&".
    auto* phraseLabel = new QLabel(tr("Players' &phrase:"), this);
    phraseLabel->setObjectName(QStringLiteral("sealPhraseLabel"));
    phraseLabel->setBuddy(phrase_);
    form->addRow(phraseLabel, phraseRow);
    form->addRow(seedLabel_, seed_);
    form->addRow(message_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(reveal_, QDialogButtonBox::ActionRole);
    form->addRow(buttons);

    connect(copy_, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(commitment_->text());
        message_->setText(tr("The commitment is copied."));
    });
    connect(addPhrase_, &QPushButton::clicked, this, [this] { addPhrase(phrase_->text()); });
    connect(reveal_, &QPushButton::clicked, this, [this] {
        if (QMessageBox::question(this, tr("Reveal the seed"),
                                  tr("Reveal the seed of session %1? Its program dice are then known, so no program roll "
                                     "can join it; start a new session to roll on.")
                                      .arg(sessionId_))
            == QMessageBox::Yes)
            reveal();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    refresh();
}

QString SealDialog::message() const { return message_->text(); }

bool SealDialog::fail(const QString& message)
{
    message_->setText(message);
    return false;
}

void SealDialog::refresh()
{
    const auto seal = sessionSeal(log_, sessionId_);
    if (!seal) {
        fail(seal.error());
        return;
    }
    if (!seal->has_value()) {
        state_->setText(tr("Session %1 has no dice seal: its program dice come from seeds of their own, which "
                           "umpire-cli log verify cannot check. Start a new session with sealed dice for that.")
                            .arg(sessionId_));
        for (QWidget* w : {static_cast<QWidget*>(commitment_), static_cast<QWidget*>(copy_), static_cast<QWidget*>(phrase_),
                           static_cast<QWidget*>(addPhrase_), static_cast<QWidget*>(reveal_)})
            w->setEnabled(false);
        seed_->hide();
        seedLabel_->hide();
        return;
    }
    showSeal(**seal);
}

void SealDialog::showSeal(const SessionSeal& seal)
{
    commitment_->setText(seal.commitment);
    const bool phraseOpen = seal.phrase.isEmpty() && seal.rolls == 0 && !seal.isRevealed();
    if (!seal.phrase.isEmpty())
        phrase_->setText(seal.phrase);
    phrase_->setReadOnly(!phraseOpen);
    addPhrase_->setEnabled(phraseOpen);
    reveal_->setEnabled(!seal.isRevealed());
    seed_->setVisible(seal.isRevealed());
    seedLabel_->setVisible(seal.isRevealed());
    seed_->setText(seal.secret.value_or(QString()));
    if (seal.isRevealed())
        state_->setText(tr("Revealed after %1 sealed rolls. umpire-cli log verify now checks each of them against this "
                           "seed; the game log documentation gives the recipe to check them by hand.")
                            .arg(seal.rolls));
    else
        state_->setText(tr("The program's dice of this session are sealed: write the commitment down or copy it now. "
                           "Sealed rolls so far: %1. Reveal the seed at the end of the session.")
                            .arg(seal.rolls));
}

bool SealDialog::addPhrase(const QString& phrase)
{
    if (busy_)
        if (const QString why = busy_(); !why.isEmpty())
            return fail(why);
    const auto seal = setSealPhrase(log_, sessionId_, phrase);
    if (!seal)
        return fail(seal.error());
    showSeal(*seal);
    message_->setText(tr("The phrase is mixed into every program roll of the session."));
    emit sealChanged();
    return true;
}

bool SealDialog::reveal()
{
    if (busy_)
        if (const QString why = busy_(); !why.isEmpty())
            return fail(why);
    const auto seal = revealSeal(log_, sessionId_);
    if (!seal)
        return fail(seal.error());
    showSeal(*seal);
    message_->setText(tr("The seed is revealed and its reveal is in the log."));
    emit sealChanged();
    return true;
}

}  // namespace umpire
