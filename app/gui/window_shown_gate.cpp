// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/window_shown_gate.h"

namespace umpire {

WindowShownGate::WindowShownGate(std::chrono::milliseconds longest)
    : whenShown_(shown_.get_future().share()),
      longest_(longest)
{
}

WindowShownGate::~WindowShownGate() { open(); }

std::function<void()> WindowShownGate::waiter() const
{
    // A copy of the future: a waiter may outlive the gate (it then finds it open).
    return [whenShown = whenShown_, longest = longest_] { whenShown.wait_for(longest); };
}

void WindowShownGate::open()
{
    if (opened_)
        return;
    opened_ = true;
    shown_.set_value();
}

}  // namespace umpire
