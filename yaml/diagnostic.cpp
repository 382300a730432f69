// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/diagnostic.h"

#include <algorithm>

namespace umpire {

std::string Diagnostic::toString() const
{
    std::string text = file;
    if (line > 0) {
        text += ':' + std::to_string(line);
        if (column > 0)
            text += ':' + std::to_string(column);
    }
    text += ": ";
    if (severity == Severity::Warning)
        text += "warning: ";
    return text + message;
}

const char* severityName(Diagnostic::Severity severity)
{
    switch (severity) {
    case Diagnostic::Severity::Error: return "error";
    case Diagnostic::Severity::Warning: return "warning";
    }
    return "?";
}

bool hasErrors(const std::vector<Diagnostic>& diagnostics)
{
    return std::any_of(diagnostics.begin(), diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Diagnostic::Severity::Error; });
}

}  // namespace umpire
