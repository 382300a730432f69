// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>

namespace umpire {

/// The JSON Schema (draft-07) of a module file, generated from the loader's own schema
/// (yaml/module_schema.cpp): every mapping's keys, which are required, their types and what
/// their lists and mappings hold. Editors read it to complete and check keys; the loader
/// remains the judge of values (expressions, references, ranges).
QJsonObject moduleJsonSchema();

}  // namespace umpire
