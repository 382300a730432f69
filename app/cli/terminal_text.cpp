// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/terminal_text.h"

namespace umpire {
namespace {

/// Marks a terminal obeys without showing them: the bidirectional embeddings, overrides and
/// isolates (which can make a line read other than it is stored) and the Unicode line breaks.
bool invisibleLayoutMark(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0x2028 || c == 0x2029 || c == 0x200E ||
           c == 0x200F || c == 0x061C;
}

}  // namespace

QString terminalText(const QString& text)
{
    QString shown;
    shown.reserve(text.size());
    for (const QChar qc : text) {
        const char16_t c = qc.unicode();
        if (c == u'\n')
            shown += QStringLiteral("\\n");
        else if (c == u'\r')
            shown += QStringLiteral("\\r");
        else if (c == u'\t')
            shown += QStringLiteral("\\t");
        else if (c == 0x1B)
            shown += QStringLiteral("\\e");
        else if (c < 0x20 || (c >= 0x7F && c <= 0x9F))
            shown += QStringLiteral("\\x%1").arg(int(c), 2, 16, QLatin1Char('0'));
        else if (invisibleLayoutMark(c))
            shown += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
        else
            shown += qc;
    }
    return shown;
}

}  // namespace umpire
