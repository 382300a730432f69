// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/std_text.h"  // qs(): module text (UTF-8, as the loader keeps it) as a QString

#include <QLocale>
#include <QString>

#include <algorithm>
#include <climits>
#include <cstdint>

namespace umpire {

/// A module's integer (64 bits) for a Qt widget's int, clamped: a spin box's range or value.
inline int toInt(std::int64_t value) { return static_cast<int>(std::clamp<std::int64_t>(value, INT_MIN, INT_MAX)); }

/// A modifier or total as players write it: "+1", "-2", "0".
inline QString signedNumber(qint64 value) { return value > 0 ? QStringLiteral("+%1").arg(value) : QString::number(value); }

/// A chance as every text of the window gives it, to one decimal in the window's language:
/// "33.3 %", "33,3 %". The space does not break, so a wrapped tooltip never leaves "%" alone.
inline QString percentText(double percent) { return QLocale().toString(percent, 'f', 1) + QStringLiteral("\u00A0%"); }

}  // namespace umpire
