// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWidget;

namespace umpire {

/// How a line of text reads beside the others: a problem to fix, or a quiet aside.
enum class TextTone { Problem, Muted };

/// Colours the widget's text for its tone through its palette. A per-widget style sheet did
/// this before: each one puts a style-sheet style over the widget, which cost about as much at
/// start-up as building the widget.
void setTextTone(QWidget* widget, TextTone tone);

}  // namespace umpire
