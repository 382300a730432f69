// SPDX-License-Identifier: GPL-3.0-or-later
// The window's side of the printed table: the dock beside the log, and its View menu action.
#include "gui/main_window.h"

#include "gui/log_dock.h"
#include "gui/main_menus.h"
#include "gui/printed_table_dock.h"

#include <QAction>
#include <QMenu>

namespace umpire {

void MainWindow::buildPrintedTableDock()
{
    printedTableDock_ = new PrintedTableDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, printedTableDock_);
    tabifyDockWidget(logDock_, printedTableDock_);
    logDock_->raise();  // the log stays in front; the table is a tab away
    printedTableDock_->setSession(session_);
    QAction* toggle = printedTableDock_->toggleViewAction();
    toggle->setText(tr("Printed &table"));
    toggle->setObjectName(QStringLiteral("printedTableAction"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    toggle->setToolTip(tr("The result table as on the printed chart, with the column and the row of the last roll marked"));
    menus_->viewMenu->insertAction(menus_->viewMenu->actions().value(2), toggle);
}

}  // namespace umpire
