// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// The light and dark palettes of the app, applied to the whole QApplication.
class PaletteTheme {
public:
    enum class Kind { System, Light, Dark };

    /// "system" / "light" / "dark"; unknown names read as System.
    static Kind fromName(const QString& name);
    static QString name(Kind kind);

    /// Light and Dark: the Fusion style with our palette. System: the style and palette the
    /// platform (or -style) chose at start, untouched.
    static void apply(Kind kind);
    /// True when the application palette is dark (window text lighter than the window).
    static bool isDark();
};

}  // namespace umpire
