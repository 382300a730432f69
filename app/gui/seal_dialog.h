// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/dice_seal_store.h"

#include <QDialog>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace umpire {

class GameLog;

/// One line on a log session's dice seal for the status bar: "Sealed dice 1f3a9c0d..., sealed rolls: 3",
/// "Sealed dice revealed", or "Dice not sealed".
QString sealStatusText(const std::optional<SessionSeal>& seal);

/// The dice seal of one log session (log/dice_seal.h): its commitment to copy before play, the
/// players' phrase (once, before the first sealed roll), and the reveal of its seed, written to
/// the log as `umpire-cli log phrase` and `log reveal` write them. Not modal: it stays open
/// beside the window while the players write the commitment down.
class SealDialog : public QDialog {
    Q_OBJECT

public:
    SealDialog(GameLog& log, qint64 sessionId, QWidget* parent = nullptr);

    qint64 sessionId() const { return sessionId_; }
    /// Why nothing may change the seal now (a roll is being written to it); empty when it may.
    void setBusyCheck(std::function<QString()> why) { busy_ = std::move(why); }

    /// Records the players' phrase; false, with message() saying why, when refused.
    bool addPhrase(const QString& phrase);
    /// Reveals the seed, in the log and here; false, with message() saying why, when refused.
    bool reveal();
    /// Reads the seal again from the log.
    void refresh();

    QString message() const;
    QLineEdit* commitmentField() const { return commitment_; }
    QLineEdit* phraseField() const { return phrase_; }
    QLineEdit* seedField() const { return seed_; }
    QPushButton* revealButton() const { return reveal_; }

signals:
    /// The phrase was added or the seed revealed.
    void sealChanged();

private:
    void showSeal(const SessionSeal& seal);
    bool fail(const QString& message);

    GameLog& log_;
    qint64 sessionId_;
    std::function<QString()> busy_;
    QLabel* state_;
    QLineEdit* commitment_;
    QPushButton* copy_;
    QLineEdit* phrase_;
    QPushButton* addPhrase_;
    QLineEdit* seed_;
    QLabel* seedLabel_;
    QPushButton* reveal_;
    QLabel* message_;
};

}  // namespace umpire
