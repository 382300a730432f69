// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace umpire {

/// Lowers the priority of the calling thread (the lowest, a nice of 19, on Linux; nothing elsewhere), so
/// that work started at the same time as the window (the modules being read) takes a core only
/// when the window's thread does not need it. On two cores, the window's thread otherwise
/// shared its core with a loading thread about half the time and was shown up to 15 ms later.
void yieldToWindow();

}  // namespace umpire
