// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace umpire {

/// The engine's UTF-8 text (module labels, ids, messages) as Qt's.
inline QString qs(const std::string& text) { return QString::fromStdString(text); }

}  // namespace umpire
