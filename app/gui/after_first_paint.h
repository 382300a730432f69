// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QEvent>
#include <QObject>
#include <QTimer>

#include <functional>
#include <utility>

namespace umpire {

/// Runs a function once, at the first turn of the event loop after a widget's first paint
/// event: by then the frame that paint belongs to is drawn and handed to the window system.
/// Watches paint events, not update requests: the show posts an update request that can be
/// handled before the window system has exposed the window (it was, offscreen and under Xvfb),
/// and then draws nothing.
class AfterFirstPaint : public QObject {
public:
    /// Watches `widget` (usually a top-level window, whose paint event opens each frame) and
    /// is owned by it.
    AfterFirstPaint(QObject* widget, std::function<void()> then) : QObject(widget), then_(std::move(then))
    {
        widget->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && watched == parent()) {
            watched->removeEventFilter(this);
            // Queued: the paint event opens the frame; the rest of it is drawn before the loop turns.
            QTimer::singleShot(0, this, [this] { then_(); });
        }
        return false;
    }

private:
    std::function<void()> then_;
};

}  // namespace umpire
