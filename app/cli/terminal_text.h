// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace umpire {

/// `text` (from a game log or a module) made safe to print on one line of a terminal: a line
/// break shows as `\n` (so a note cannot forge a second row of `log list`), ESC as `\e`, a tab
/// as `\t`, every other control character (C0, DEL, C1) as `\xNN`, and the Unicode marks that
/// reorder or break a line (bidirectional overrides, line and paragraph separators) as
/// `\uNNNN`. Everything else is kept as it is.
QString terminalText(const QString& text);

}  // namespace umpire
