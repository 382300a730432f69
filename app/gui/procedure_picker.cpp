// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/procedure_picker.h"

#include "gui/clear_button_on_text.h"
#include "gui/gui_text.h"

#include "engine/game.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QShortcut>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace umpire {

ProcedurePicker::ProcedurePicker(QWidget* parent)
    : QWidget(parent), games_(new QComboBox(this)), search_(new QLineEdit(this)), list_(new QListWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* gameLabel = new QLabel(tr("&Game"), this);
    gameLabel->setBuddy(games_);
    layout->addWidget(gameLabel);
    layout->addWidget(games_);
    auto* procedureLabel = new QLabel(tr("P&rocedure"), this);
    procedureLabel->setBuddy(search_);
    layout->addWidget(procedureLabel);
    search_->setPlaceholderText(tr("Search procedures"));
    enableClearButtonOnText(search_);
    layout->addWidget(search_);
    layout->addWidget(list_);
    list_->setUniformItemSizes(true);
    games_->setObjectName(QStringLiteral("gameBox"));
    search_->setObjectName(QStringLiteral("procedureSearch"));
    list_->setObjectName(QStringLiteral("procedureList"));

    connect(games_, &QComboBox::currentIndexChanged, this, [this] {
        // The search was among the last game's procedures: kept, it could hide every one of
        // this game's, and the last game's procedure would stay in play under this game's name.
        search_->clear();
        fillProcedures();
        if (remembered_) {
            const QString wanted = remembered_(gameId());
            for (int row = 0; row < list_->count(); ++row)
                if (list_->item(row)->data(Qt::UserRole).toString() == wanted) {
                    const QSignalBlocker quiet(list_);
                    list_->setCurrentRow(row);
                }
        }
        emitChosen();
    });
    connect(search_, &QLineEdit::textEdited, this, [this] {
        applySearch();
        emitChosen();
    });
    connect(list_, &QListWidget::currentRowChanged, this, [this] { emitChosen(); });
    search_->installEventFilter(this);

    // Alt+G and Alt+R are the keys the guide teaches; a translation may give the labels other
    // accelerators ("&Jeu"), so the same keys are kept for them.
    const auto keepKey = [this](const QLabel* label, Qt::Key key, QWidget* target) {
        const QKeySequence wanted(Qt::ALT | key);
        if (QKeySequence::mnemonic(label->text()) == wanted)
            return;
        auto* shortcut = new QShortcut(wanted, this);
        connect(shortcut, &QShortcut::activated, target, [target] { target->setFocus(Qt::ShortcutFocusReason); });
    };
    keepKey(gameLabel, Qt::Key_G, games_);
    keepKey(procedureLabel, Qt::Key_R, search_);
}

void ProcedurePicker::setGames(const std::vector<Game>* games)
{
    gamesData_ = games;
    quiet_ = true;
    games_->clear();
    for (const auto& game : *games) {
        games_->addItem(qs(game.title), qs(game.id));
        // The list may be narrower than a long title.
        games_->setItemData(games_->count() - 1, qs(game.title), Qt::ToolTipRole);
    }
    quiet_ = false;
    fillProcedures();
}

bool ProcedurePicker::select(const QString& gameId, const QString& procedureId)
{
    const int gameIndex = games_->findData(gameId);
    if (gameIndex < 0)
        return false;
    quiet_ = true;
    games_->setCurrentIndex(gameIndex);
    fillProcedures();
    search_->clear();
    applySearch();
    bool found = false;
    for (int row = 0; row < list_->count(); ++row) {
        if (list_->item(row)->data(Qt::UserRole).toString() == procedureId) {
            list_->setCurrentRow(row);
            found = true;
        }
    }
    quiet_ = false;
    emitChosen();
    return found;
}

void ProcedurePicker::setRememberedProcedure(std::function<QString(const QString& gameId)> remembered)
{
    remembered_ = std::move(remembered);
}

QString ProcedurePicker::gameId() const { return games_->currentData().toString(); }

QString ProcedurePicker::procedureId() const
{
    const QListWidgetItem* item = list_->currentItem();
    return item && !item->isHidden() ? item->data(Qt::UserRole).toString() : QString();
}

bool ProcedurePicker::eventFilter(QObject* watched, QEvent* event)
{
    // Up and Down in the search field move through the matches, so the hands stay on the keys.
    if (watched == search_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up) {
            int row = list_->currentRow();
            const int step = key == Qt::Key_Down ? 1 : -1;
            for (int r = row + step; r >= 0 && r < list_->count(); r += step) {
                if (!list_->item(r)->isHidden()) {
                    list_->setCurrentRow(r);
                    break;
                }
            }
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ProcedurePicker::fillProcedures()
{
    const bool wasQuiet = quiet_;
    quiet_ = true;
    list_->clear();
    const QString id = gameId();
    if (gamesData_) {
        for (const auto& game : *gamesData_) {
            if (qs(game.id) != id)
                continue;
            for (const auto& procedure : game.procedures) {
                if (procedure.followUpOnly)
                    continue;
                const QString label =
                    procedure.rule.empty() ? qs(procedure.label) : QStringLiteral("%1  (%2)").arg(qs(procedure.label), qs(procedure.rule));
                auto* item = new QListWidgetItem(label, list_);
                item->setData(Qt::UserRole, qs(procedure.id));
                // The whole name first: a narrow pane cuts it.
                item->setToolTip(procedure.summary.empty() ? label : label + QLatin1Char('\n') + qs(procedure.summary));
            }
        }
    }
    applySearch();
    // Every procedure of the game in view when there is room, and never fewer than four rows:
    // the form under the picker takes the rest.
    const int row = std::max(list_->sizeHintForRow(0), list_->fontMetrics().height());
    const int frame = 2 * list_->frameWidth();
    list_->setMinimumHeight(4 * row + frame);
    list_->setMaximumHeight(std::max(4, list_->count()) * row + frame);
    // No taller than that list under its labels: the room left goes to the form.
    layout()->invalidate();
    setMaximumHeight(layout()->minimumSize().height() - list_->minimumHeight() + list_->maximumHeight());
    quiet_ = wasQuiet;
}

void ProcedurePicker::applySearch()
{
    const QString needle = search_->text().trimmed();
    int firstVisible = -1;
    for (int row = 0; row < list_->count(); ++row) {
        QListWidgetItem* item = list_->item(row);
        const bool match = needle.isEmpty() || item->text().contains(needle, Qt::CaseInsensitive) ||
                           item->data(Qt::UserRole).toString().contains(needle, Qt::CaseInsensitive);
        item->setHidden(!match);
        if (match && firstVisible < 0)
            firstVisible = row;
    }
    // Typing picks the first match, so "comb" then Tab goes straight to the form.
    QListWidgetItem* current = list_->currentItem();
    if ((!current || current->isHidden()) && firstVisible >= 0)
        list_->setCurrentRow(firstVisible);
}

void ProcedurePicker::emitChosen()
{
    if (quiet_)
        return;
    const QString game = gameId();
    const QString procedure = procedureId();
    if (game.isEmpty() || procedure.isEmpty() || (game == emittedGame_ && procedure == emittedProcedure_))
        return;
    emittedGame_ = game;
    emittedProcedure_ = procedure;
    emit procedureChosen(game, procedure);
}

}  // namespace umpire
