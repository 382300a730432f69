// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace umpire {

struct Game;

/// The game's reference material as its module gives it (movement costs, stacking, command
/// ranges...), in the language the window plays the game in: each entry's table with its
/// rule number, then its notes. The program never computes with it; the players look it up.
class ReferenceDialog : public QDialog {
    Q_OBJECT

public:
    explicit ReferenceDialog(const Game& game, QWidget* parent = nullptr);

    /// The reference entries as HTML (also used by tests).
    static QString referenceHtml(const Game& game);
    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

}  // namespace umpire
