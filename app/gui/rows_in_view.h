// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTreeView;

namespace umpire {

/// The height `view` takes to show its header and `rows` rows of one line each.
int heightForRows(const QTreeView* view, int rows);

// Lets `view` shrink to its header and `rows` rows. Qt's own minimum for a scrolled view is
// about four rows; with three or four such views stacked in the smallest window (1024x700) that
// left less than the window's height for the rest, and the window grew past the screen.
void keepRowsInView(QTreeView* view, int rows);

}  // namespace umpire
