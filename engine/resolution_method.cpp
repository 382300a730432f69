// SPDX-License-Identifier: GPL-3.0-or-later
#include "resolution_method.h"

namespace umpire {

const char* resolutionKindName(const ResolutionMethod& method)
{
    struct Namer {
        const char* operator()(const TableMethod&) const { return "table"; }
        const char* operator()(const GridMethod&) const { return "grid"; }
        const char* operator()(const TestMethod& test) const { return test.decision ? "decision" : "test"; }
        const char* operator()(const CountMethod&) const { return "count"; }
        const char* operator()(const OutputsMethod&) const { return "outputs"; }
    };
    return std::visit(Namer{}, method);
}

}  // namespace umpire
