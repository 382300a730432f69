// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/yield_to_window.h"

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace umpire {

void yieldToWindow()
{
#ifdef __linux__
    // Linux gives each thread its own nice value (setpriority on a thread id); raising it needs
    // no privilege. A failure leaves the thread as it was, which is only slower to yield.
    constexpr int backgroundNice = 19;
    const pid_t thread = gettid();
    if (getpriority(PRIO_PROCESS, static_cast<id_t>(thread)) < backgroundNice)
        setpriority(PRIO_PROCESS, static_cast<id_t>(thread), backgroundNice);
#endif
}

}  // namespace umpire
