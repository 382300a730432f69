// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/mapping_reader.h"
#include "yaml/module_limits.h"
#include "yaml/readers.h"

namespace umpire {

ReferenceEntry readReferenceEntry(const YAML::Node& node, ReadContext& context)
{
    ReferenceEntry entry;
    const MappingReader reader(node, MappingKind::ReferenceEntry, context);
    entry.id = reader.text("id").value_or("");
    entry.title = reader.text("title").value_or("");
    entry.rule = reader.text("rule").value_or("");
    entry.columns = reader.texts("columns");
    entry.notes = reader.texts("notes");
    const bool hasColumns = reader.value("columns").IsDefined();
    if (!withinLimit(reader, "rows", maxReferenceRows))
        return entry;
    forEachItem(reader, "rows", [&](const YAML::Node& item) {
        const MappingReader row(item, MappingKind::ReferenceRow, context);
        ReferenceEntry::Row read{row.text("label").value_or(""), row.texts("cells")};
        if (hasColumns && row.value("cells").IsDefined() && read.cells.size() != entry.columns.size())
            context.cellCount(row.positionOf("cells"), row.place(), read.cells.size(), entry.columns.size());
        entry.rows.push_back(std::move(read));
    });
    return entry;
}

}  // namespace umpire
