// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart_question.h"

namespace umpire {

std::string chartKey(const std::string& table, const std::string& column, const std::string& row)
{
    return table + ":" + column + ":" + row;
}

std::string chartCellLabel(const std::string& tableLabel, const std::string& column, const std::string& row)
{
    return tableLabel + (column.empty() ? "" : ", " + column) + ", " + row;
}

std::string ChartQuestion::cellLabel() const
{
    return chartCellLabel(tableLabel, column, row);
}

}  // namespace umpire
