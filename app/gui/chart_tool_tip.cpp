// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/chart_tool_tip.h"

#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>

namespace umpire {

bool answerChartToolTip(QWidget* chart, QEvent* event, const std::function<QString(const QPoint&)>& tipAt)
{
    if (event->type() != QEvent::ToolTip)
        return false;
    const auto* help = static_cast<QHelpEvent*>(event);
    const QString tip = tipAt(help->pos());
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(help->globalPos(), tip, chart);
    return true;
}

}  // namespace umpire
