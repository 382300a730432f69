// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/units_editor.h"

#include "gui/unit_field_delegate.h"
#include "gui/unit_table_model.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QGridLayout>
#include <QResizeEvent>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace umpire {

UnitsEditor::UnitsEditor(UnitTableModel* model, QWidget* parent)
    : QWidget(parent),
      model_(model),
      view_(new QTableView(this)),
      add_(new QPushButton(tr("&Add unit"), this)),
      remove_(new QPushButton(tr("Remove"), this)),
      duplicate_(new QPushButton(tr("Duplicate"), this))
{
    view_->setModel(model_);
    view_->setItemDelegate(new UnitFieldDelegate(view_));
    view_->setSelectionBehavior(QAbstractItemView::SelectItems);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::AllEditTriggers);
    // Each column as wide as its heading and values, so that every heading reads whole; a table
    // wider than its pane scrolls sideways (shared equally, Verdun's seven columns got 45 px
    // each at 1280x800, "ultralis" for "Neutralised"). Not stretching the last column: a
    // stretched one gets the room left, narrower than its heading when the table scrolls.
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->setTabKeyNavigation(false);  // Tab leaves the table, so the form keeps one tab order.
    view_->setMinimumHeight(110);
    remove_->setToolTip(tr("Remove the selected unit (Delete)"));
    duplicate_->setToolTip(tr("Add a copy of the selected unit (Ctrl+D)"));
    add_->setToolTip(tr("Add a unit with every field at its default (Insert)"));

    buttons_ = new QGridLayout;
    buttons_->addWidget(add_, 0, 0);
    buttons_->addWidget(duplicate_, 0, 1);
    buttons_->addWidget(remove_, 0, 2);
    buttons_->setColumnStretch(3, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view_);
    layout->addLayout(buttons_);
    // A narrow form (the chit cup's dock open at 1024 px) takes the buttons on two rows rather
    // than scroll sideways.
    const int spacing = buttons_->horizontalSpacing() < 0 ? style()->layoutSpacing(QSizePolicy::PushButton, QSizePolicy::PushButton, Qt::Horizontal)
                                                          : buttons_->horizontalSpacing();
    oneRowWidth_ = add_->sizeHint().width() + duplicate_->sizeHint().width() + remove_->sizeHint().width() + 2 * spacing;
    setMinimumWidth(std::max({add_->sizeHint().width() + spacing + duplicate_->sizeHint().width(), remove_->sizeHint().width(),
                              view_->minimumSizeHint().width()}));

    connect(add_, &QPushButton::clicked, this, [this] {
        if (model_->addUnit())
            view_->setCurrentIndex(model_->index(model_->rowCount() - 1, 0));
    });
    connect(remove_, &QPushButton::clicked, this, [this] { model_->removeUnit(currentRow()); });
    connect(duplicate_, &QPushButton::clicked, this, [this] {
        const int row = currentRow();
        if (model_->duplicateUnit(row))
            view_->setCurrentIndex(model_->index(row + 1, 0));
    });
    auto shortcut = [this](QKeySequence key, QPushButton* button) {
        auto* s = new QShortcut(key, view_);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, button, &QPushButton::click);
    };
    shortcut(QKeySequence(Qt::Key_Insert), add_);
    shortcut(QKeySequence(Qt::Key_Delete), remove_);
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_D), duplicate_);
    connect(model_, &UnitTableModel::unitsChanged, this, &UnitsEditor::updateButtons);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this, &UnitsEditor::updateButtons);
    updateButtons();
}

int UnitsEditor::currentRow() const
{
    const QModelIndex current = view_->currentIndex();
    return current.isValid() ? current.row() : model_->rowCount() - 1;
}

void UnitsEditor::updateButtons()
{
    add_->setEnabled(model_->canAdd());
    duplicate_->setEnabled(model_->canAdd() && model_->rowCount() > 0);
    remove_->setEnabled(model_->canRemove() && model_->rowCount() > 0);
}

void UnitsEditor::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const bool oneRow = event->size().width() >= oneRowWidth_;
    if (oneRow == buttonsOnOneRow_)
        return;
    buttonsOnOneRow_ = oneRow;
    buttons_->removeWidget(remove_);
    if (oneRow)
        buttons_->addWidget(remove_, 0, 2);
    else
        buttons_->addWidget(remove_, 1, 0);
}

}  // namespace umpire
