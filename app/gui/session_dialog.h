// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/game_options_form.h"

#include <QDialog>
#include <QStringList>

#include <vector>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace umpire {

struct Game;

/// Starts a play session: the game, an optional scenario, the players at the table and the
/// game's options (optional rules, contested readings) for the whole session, and whether the
/// program's dice of the session are sealed (provably fair, log/dice_seal.h).
class SessionDialog : public QDialog {
    Q_OBJECT

public:
    SessionDialog(const std::vector<Game>& games, const QString& currentGame, QWidget* parent = nullptr);

    /// Starts the options of `gameId` at `chosen` (the options of the session played last).
    void setChosenOptions(const QString& gameId, const GameOptionsForm::Options& chosen);
    GameOptionsForm::Options gameOptions() const { return options_->options(); }
    GameOptionsForm* optionsForm() const { return options_; }

    QString gameId() const;
    QString scenario() const;
    /// The players, trimmed, empty names dropped.
    QStringList players() const;
    /// True when the program's dice of the session are to be sealed (the default).
    bool sealDice() const;

    QComboBox* gameBox() const { return game_; }
    QLineEdit* scenarioField() const { return scenario_; }
    QLineEdit* playersField() const { return players_; }
    QCheckBox* sealBox() const { return seal_; }

private:
    QComboBox* game_;
    QLineEdit* scenario_;
    QLineEdit* players_;
    QCheckBox* seal_;
    GameOptionsForm* options_;
    const std::vector<Game>& games_;
};

}  // namespace umpire
