// SPDX-License-Identifier: GPL-3.0-or-later
#include "shown_value.h"

namespace umpire {

const char* columnFindingName(ColumnFinding finding)
{
    switch (finding) {
    case ColumnFinding::Value: return "column_value";
    case ColumnFinding::BeforeShifts: return "column_before_shifts";
    case ColumnFinding::AfterShifts: return "column_after_shifts";
    }
    return "?";
}

}  // namespace umpire
