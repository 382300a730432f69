// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QString>

#include <functional>

class QEvent;
class QWidget;

namespace umpire {

/// A chart's tool tip: what `tipAt` says of the point under the mouse, hidden where it says
/// nothing. True when `event` was a tool-tip request, now answered.
bool answerChartToolTip(QWidget* chart, QEvent* event, const std::function<QString(const QPoint&)>& tipAt);

}  // namespace umpire
