// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry for the module loader (and overlays), the worked-example runner and the resolver.
#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    umpire::fuzz::module(data, size);
    return 0;
}
