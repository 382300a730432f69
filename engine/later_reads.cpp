// SPDX-License-Identifier: GPL-3.0-or-later
#include "later_reads.h"

#include "procedure.h"
#include "step_names.h"

#include <memory>
#include <set>

namespace umpire {

LaterReads::LaterReads(const Procedure& chain) : namesAfter_(chain.stepCount())
{
    std::set<std::string> names;
    for (std::size_t i = chain.stepCount() - 1; i > 0; --i) {
        collectNamesRead(chain.step(i), names);
        namesAfter_[i - 1].assign(names.begin(), names.end());
    }
    interchangeable_.reserve(chain.stepCount());
    for (std::size_t i = 0; i < chain.stepCount(); ++i)
        interchangeable_.emplace_back(chain.step(i), std::set<std::string>(namesAfter_[i].begin(), namesAfter_[i].end()));
}

void compileLaterReads(Procedure& chain)
{
    chain.laterReads = std::make_shared<const LaterReads>(chain);
}

}  // namespace umpire
