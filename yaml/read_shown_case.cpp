// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/read_shown_case.h"

#include "yaml/mapping_reader.h"

namespace umpire {

ShownCase readShownCase(const MappingReader& caseReader, const NameScope& scope)
{
    ShownCase read;
    if (caseReader.has("when"))
        read.when = caseReader.expression("when", scope, ValueType::Kind::Boolean);
    read.text = caseReader.text("text").value_or("");
    return read;
}

}  // namespace umpire
