// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/text_tone.h"

#include <QColor>
#include <QPalette>
#include <QWidget>

namespace umpire {

void setTextTone(QWidget* widget, TextTone tone)
{
    // The same colours in the light and the dark theme: both read on either background.
    const QColor colour = tone == TextTone::Problem ? QColor(0xd0, 0x30, 0x30) : QColor(Qt::gray);
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, colour);
    palette.setColor(QPalette::Text, colour);
    widget->setPalette(palette);
}

}  // namespace umpire
