// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

#include <vector>

class QComboBox;
class QLineEdit;

namespace umpire {

struct Game;

/// Starts a play session: the game, an optional scenario and the players at the table.
class SessionDialog : public QDialog {
    Q_OBJECT

public:
    SessionDialog(const std::vector<Game>& games, const QString& currentGame, QWidget* parent = nullptr);

    QString gameId() const;
    QString scenario() const;
    /// The players, trimmed, empty names dropped.
    QStringList players() const;

    QComboBox* gameBox() const { return game_; }
    QLineEdit* scenarioField() const { return scenario_; }
    QLineEdit* playersField() const { return players_; }

private:
    QComboBox* game_;
    QLineEdit* scenario_;
    QLineEdit* players_;
};

}  // namespace umpire
