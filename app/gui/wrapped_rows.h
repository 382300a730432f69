// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QTreeView;

namespace umpire {

/// Lets `view`'s rows grow to hold their text wrapped at each column's width, and wraps again
/// when a column is resized, so a narrow pane shows a long reason whole instead of cut behind a
/// sideways scroll bar. Qt's views size a row from one line of text unless told the width.
void wrapRows(QTreeView* view);

}  // namespace umpire
