// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QApplication;

namespace umpire {

/// Lays the window's text out without OpenType shaping wherever its script does without it:
/// Latin, Greek and Cyrillic text takes each letter's own width, with no kerning pairs and no
/// ligatures. Scripts that need shaping (Arabic, Hebrew, the Indic ones...) are still shaped:
/// Qt decides by script (QFont::PreferNoShaping).
///
/// Why: before the window is first shown, Qt lays out some 300 texts (labels, headers, buttons,
/// size hints), and HarfBuzz shaping each one with the default font was a sixth of the GUI
/// thread's instructions to a usable window. The difference on screen is a pixel here and there.
///
/// The application font is set for this, so Qt would no longer follow a change of the
/// desktop's font by itself: the application keeps following it, with the same strategy.
/// Call once, before the first widget.
void shapeTextOnlyWhereNeeded(QApplication& application);

}  // namespace umpire
