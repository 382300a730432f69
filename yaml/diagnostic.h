// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace umpire {

/// One problem found in a module file, at a 1-based line and column (0 when unknown).
struct Diagnostic {
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    std::string file;
    int line = 0;
    int column = 0;
    std::string yamlPath;  ///< Where in the document: "procedures[0].inputs[2].max".
    std::string message;

    /// "file:line:col: message", or "file:line: message" / "file: message" when the place is not known.
    std::string toString() const;
};

const char* severityName(Diagnostic::Severity severity);

/// True when any of `diagnostics` is an error (warnings do not stop a module from loading).
bool hasErrors(const std::vector<Diagnostic>& diagnostics);

}  // namespace umpire
