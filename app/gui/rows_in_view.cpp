// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/rows_in_view.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QTreeView>

namespace umpire {

int heightForRows(const QTreeView* view, int rows)
{
    // A row is a line of text and the item's margins; the header is as tall as its own hint.
    const int row = QFontMetrics(view->font()).height() + 4;
    const int header = view->isHeaderHidden() ? 0 : view->header()->sizeHint().height();
    return header + rows * row + 2 * view->frameWidth();
}

void keepRowsInView(QTreeView* view, int rows) { view->setMinimumHeight(heightForRows(view, rows)); }

}  // namespace umpire
