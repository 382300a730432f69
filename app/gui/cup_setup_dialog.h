// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QStringList>

class QListWidget;
class QPlainTextEdit;

namespace umpire {

struct Game;

/// Puts a turn's chits in the cup: the activation chits the scenario sheet gives (one per
/// formation in play, one name per line) and the module's event chits, ticked.
class CupSetupDialog : public QDialog {
    Q_OBJECT

public:
    /// `activation` and `events` preset the dialog (the cup set up before).
    CupSetupDialog(const Game& game, const QStringList& activation, const QStringList& events, QWidget* parent = nullptr);

    /// The names typed, trimmed, empty lines dropped.
    QStringList activation() const;
    /// The ids of the event chits ticked, in module order.
    QStringList events() const;

    QPlainTextEdit* activationField() const { return activation_; }
    QListWidget* eventList() const { return events_; }

private:
    QPlainTextEdit* activation_;
    QListWidget* events_;
};

}  // namespace umpire
