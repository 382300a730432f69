// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/session_dialog.h"

#include "gui/gui_text.h"

#include "engine/game.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>

namespace umpire {

SessionDialog::SessionDialog(const std::vector<Game>& games, const QString& currentGame, QWidget* parent)
    : QDialog(parent),
      game_(new QComboBox(this)),
      scenario_(new QLineEdit(this)),
      players_(new QLineEdit(this)),
      seal_(new QCheckBox(tr("S&eal the program's dice (provably fair)"), this)),
      options_(new GameOptionsForm(this)),
      games_(games)
{
    setWindowTitle(tr("New session"));
    setObjectName(QStringLiteral("sessionDialog"));
    for (const auto& game : games)
        game_->addItem(qs(game.title), qs(game.id));
    game_->setCurrentIndex(std::max(0, game_->findData(currentGame)));
    scenario_->setPlaceholderText(tr("optional, e.g. 12.4 Rossignol"));
    players_->setPlaceholderText(tr("names separated by commas"));
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Game:"), game_);
    form->addRow(tr("&Scenario:"), scenario_);
    form->addRow(tr("&Players:"), players_);
    seal_->setObjectName(QStringLiteral("sealDiceBox"));
    seal_->setChecked(true);
    seal_->setToolTip(tr("The program's dice of the session are fixed now by a secret seed whose SHA-256 commitment is "
                         "shown; the seed is revealed at the end and umpire-cli log verify checks every roll against "
                         "it. Dice thrown on the table are not affected."));
    form->addRow(QString(), seal_);
    form->addRow(tr("Options:"), options_);
    auto showOptions = [this] {
        const Game* chosen = nullptr;
        for (const auto& g : games_)
            if (qs(g.id) == gameId())
                chosen = &g;
        options_->setGame(chosen);
        if (auto* label = qobject_cast<QFormLayout*>(layout())->labelForField(options_))
            label->setVisible(!options_->isEmpty());
        options_->setVisible(!options_->isEmpty());
    };
    showOptions();
    connect(game_, &QComboBox::currentIndexChanged, this, showOptions);
    auto* buttons = new QDialogButtonBox(this);
    auto* start = buttons->addButton(tr("Start session"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    start->setEnabled(game_->count() > 0);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(420, sizeHint().height());
}

void SessionDialog::setChosenOptions(const QString& gameId, const GameOptionsForm::Options& chosen)
{
    if (gameId != this->gameId())
        return;
    for (const auto& g : games_)
        if (qs(g.id) == gameId)
            options_->setGame(&g, chosen);
}

QString SessionDialog::gameId() const { return game_->currentData().toString(); }
QString SessionDialog::scenario() const { return scenario_->text().trimmed(); }

bool SessionDialog::sealDice() const { return seal_->isChecked(); }

QStringList SessionDialog::players() const
{
    QStringList names;
    for (const QString& name : players_->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!name.trimmed().isEmpty())
            names << name.trimmed();
    return names;
}

}  // namespace umpire
