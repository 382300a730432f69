// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLineEdit;

namespace umpire {

// Gives the field Qt's clear button from the moment it first holds text. The button only shows
// when there is text to clear, so the field looks and behaves the same as with the button on
// from the start; asking the style for the button's icon (the icon theme, its plugins) is left
// until a field needs it, which at start-up none does.
void enableClearButtonOnText(QLineEdit* field);

}  // namespace umpire
