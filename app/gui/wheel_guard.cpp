// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/wheel_guard.h"

#include <QEvent>
#include <QWidget>

namespace umpire {

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

void WheelGuard::guard(QWidget* field)
{
    // Qt's default WheelFocus would hand the focus to the field, and the value with it.
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(this);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Wheel) {
        auto* field = qobject_cast<QWidget*>(watched);
        if (field && !field->hasFocus()) {
            // Ignored, the event goes on to the parent: the scroll area around the form.
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace umpire
