// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QComboBox;

namespace umpire {

/// Makes the box editable and leaves its drop-down list to be built when first opened.
/// QComboBox::setEditable(true) builds the list at once (a list view, its scroll bars and the
/// popup's frame: 0.7 M instructions, about a tenth of a millisecond, for each box at start-up);
/// a line edit given through setLineEdit() does not. The box is the same either way: the same
/// line edit and completer, and the same list once opened.
void makeEditable(QComboBox* box);

}  // namespace umpire
