// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/cup_setup_dialog.h"

#include "core/cup_log.h"
#include "engine/game.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QVBoxLayout>

#include <algorithm>

namespace umpire {

CupSetupDialog::CupSetupDialog(const Game& game, const QStringList& activation, const QStringList& events, QWidget* parent)
    : QDialog(parent), activation_(new QPlainTextEdit(this)), events_(new QListWidget(this))
{
    setWindowTitle(tr("Set up the chit cup"));
    setObjectName(QStringLiteral("cupSetupDialog"));
    auto* layout = new QVBoxLayout(this);

    auto* activationLabel = new QLabel(tr("&Activation chits, one per formation in play (one name per line, as on the scenario sheet):"), this);
    activationLabel->setWordWrap(true);
    activationLabel->setBuddy(activation_);
    activation_->setObjectName(QStringLiteral("cupActivationField"));
    activation_->setTabChangesFocus(true);
    activation_->setPlainText(activation.join(QLatin1Char('\n')));
    layout->addWidget(activationLabel);
    layout->addWidget(activation_);

    auto* eventLabel = new QLabel(tr("&Event chits the scenario puts in the cup this turn:"), this);
    eventLabel->setWordWrap(true);
    eventLabel->setBuddy(events_);
    events_->setObjectName(QStringLiteral("cupEventList"));
    for (const EventChit& chit : game.chits) {
        auto* item = new QListWidgetItem(cupChitText(&game, CupChit{chit.id, CupChit::Kind::Event}), events_);
        const QString id = QString::fromStdString(chit.id);
        item->setData(Qt::UserRole, id);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(events.contains(id) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(QString::fromStdString(chit.front.text));
    }
    // Chits are chosen by their whole names: the list is as wide as its longest, within the screen.
    const int widest = events_->sizeHintForColumn(0) + 2 * events_->frameWidth() + events_->verticalScrollBar()->sizeHint().width();
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    events_->setMinimumWidth(screen ? std::min(widest, screen->availableGeometry().width() * 9 / 10) : widest);
    events_->setWordWrap(true);  // the rest of a name too long even for the screen goes on a line below
    layout->addWidget(eventLabel);
    layout->addWidget(events_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Put in the cup"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Without an activation chit there is nothing to draw a turn from (8).
    auto updateOk = [this, buttons] { buttons->button(QDialogButtonBox::Ok)->setEnabled(!this->activation().isEmpty()); };
    connect(activation_, &QPlainTextEdit::textChanged, this, updateOk);
    updateOk();
    layout->addWidget(buttons);
}

QStringList CupSetupDialog::activation() const
{
    QStringList names;
    for (const QString& line : activation_->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty())
            names << line.trimmed();
    return names;
}

QStringList CupSetupDialog::events() const
{
    QStringList ids;
    for (int i = 0; i < events_->count(); ++i)
        if (events_->item(i)->checkState() == Qt::Checked)
            ids << events_->item(i)->data(Qt::UserRole).toString();
    return ids;
}

}  // namespace umpire
