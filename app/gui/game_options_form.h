// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/value.h"

#include <QJsonObject>
#include <QWidget>

#include <map>
#include <string>

class QFormLayout;

namespace umpire {

struct Game;

/// Game options, as a field each: optional rules and contested readings chosen once for a play
/// session (a check box for a yes/no option, a list for a choice), with their rule and help.
class GameOptionsForm : public QWidget {
    Q_OBJECT

public:
    using Options = std::map<std::string, Value, std::less<>>;

    explicit GameOptionsForm(QWidget* parent = nullptr);

    /// The options of `game` (null: none), set to `chosen` or their defaults.
    void setGame(const Game* game, const Options& chosen = {});
    /// Every option of the game with the value in its field.
    Options options() const;
    bool isEmpty() const;

    /// "Fortresses shift the column one left: yes; Losses in a bloody struggle: Doubled"; empty
    /// when the game has no options.
    static QString summary(const Game& game, const Options& chosen);
    /// The options as JSON to keep between runs, and back; values that no longer fit are dropped.
    static QJsonObject toJson(const Options& chosen);
    static Options fromJson(const Game& game, const QJsonObject& json);

private:
    QFormLayout* form_;
    const Game* game_ = nullptr;
};

}  // namespace umpire
