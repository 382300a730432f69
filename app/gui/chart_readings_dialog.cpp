// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/chart_readings_dialog.h"

#include "gui/gui_text.h"

#include "engine/game.h"
#include "play/play_session.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace umpire {

ChartReadingsDialog::ChartReadingsDialog(PlaySession* session, QWidget* parent)
    : QDialog(parent), session_(session), intro_(new QLabel(this)), table_(new QTableWidget(0, 2, this)),
      forget_(new QPushButton(tr("&Forget"), this))
{
    const Game* game = session_->game();
    setWindowTitle(tr("Values read off the printed chart: %1").arg(game ? qs(game->title) : QString()));
    setObjectName(QStringLiteral("chartReadingsDialog"));
    intro_->setWordWrap(true);
    table_->setObjectName(QStringLiteral("chartReadingsTable"));
    table_->setHorizontalHeaderLabels({tr("Cell"), tr("Value")});
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    forget_->setObjectName(QStringLiteral("forgetChartReading"));
    forget_->setToolTip(tr("Forget the selected values: the program asks for each again when a situation needs it"));
    forget_->setEnabled(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(forget_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(forget_, &QPushButton::clicked, this, &ChartReadingsDialog::forgetSelected);
    connect(table_, &QTableWidget::itemSelectionChanged, this,
            [this] { forget_->setEnabled(!table_->selectionModel()->selectedRows().isEmpty()); });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro_);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(560, 320);
    refresh();
}

void ChartReadingsDialog::refresh()
{
    const QList<KeptChartReading> kept = session_->keptChartReadings();
    intro_->setText(kept.isEmpty() ? tr("No value has been read off the printed chart for this game yet. When a table our "
                                        "sources lack is needed, the program asks for the cell and keeps what you enter "
                                        "for the rest of the game.")
                                   : tr("Each value was read off your printed chart and is used for the rest of the game, "
                                        "after restarts too. Forget a value typed wrong: the program asks for it again "
                                        "when a situation needs it."));
    table_->setRowCount(0);
    for (const KeptChartReading& reading : kept) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* cell = new QTableWidgetItem(reading.label);
        cell->setData(Qt::UserRole, reading.key);
        cell->setToolTip(reading.key);
        table_->setItem(row, 0, cell);
        table_->setItem(row, 1, new QTableWidgetItem(reading.value));
    }
    table_->setEnabled(!kept.isEmpty());
    forget_->setEnabled(false);
}

void ChartReadingsDialog::forgetSelected()
{
    QStringList keys;
    for (const QModelIndex& index : table_->selectionModel()->selectedRows())
        keys << table_->item(index.row(), 0)->data(Qt::UserRole).toString();
    for (const QString& key : std::as_const(keys))
        session_->forgetChartReading(key);
    refresh();
}

}  // namespace umpire
