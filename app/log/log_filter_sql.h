// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_filter.h"

#include <QString>
#include <QVariantList>

namespace umpire {

/// FROM and WHERE clauses (each with its leading keyword; WHERE may be empty), the column
/// that orders matches by id, and the bound values of a filter, with `entries` as `e`.
struct FilterSql {
    QString from = QStringLiteral(" FROM entries e");
    QString where;
    QString orderBy = QStringLiteral("e.id");
    QVariantList values;
};

/// `waitingTexts`: the texts of the entries still waiting for the index are searched too,
/// through `temp.waiting_search`, a trigram table of them the caller made (a log open read-only
/// cannot add them to its own index).
FilterSql filterSql(const LogFilter& filter, bool waitingTexts = false);

}  // namespace umpire
