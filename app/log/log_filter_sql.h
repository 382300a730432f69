// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_filter.h"

#include <QString>
#include <QVariantList>

namespace umpire {

/// WHERE clause (with its leading " WHERE ", or empty) and bound values for a filter, with
/// `entries` as `e`.
struct FilterSql {
    QString where;
    QVariantList values;
};

FilterSql filterSql(const LogFilter& filter);

}  // namespace umpire
