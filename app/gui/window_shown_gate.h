// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <functional>
#include <future>

namespace umpire {

/// Holds work started with the window (the module files' extra reading threads) until the
/// window is shown and drawn (umpire opens it at the first paint), so that building and drawing
/// it keep a core: on two cores the window otherwise shared its core with a reading thread and
/// was shown up to 15 ms later. Nothing waits longer than `longest`, and a gate destroyed
/// unopened lets everything through.
class WindowShownGate {
public:
    explicit WindowShownGate(std::chrono::milliseconds longest = std::chrono::milliseconds(250));
    ~WindowShownGate();
    WindowShownGate(const WindowShownGate&) = delete;
    WindowShownGate& operator=(const WindowShownGate&) = delete;

    /// A wait for the gate, to run on another thread: returns once it is open, or after `longest`.
    std::function<void()> waiter() const;
    /// Lets every waiter through, now and later. Opening twice does nothing more.
    void open();
    bool isOpen() const { return opened_; }

private:
    std::promise<void> shown_;
    std::shared_future<void> whenShown_;
    std::chrono::milliseconds longest_;
    bool opened_ = false;
};

}  // namespace umpire
