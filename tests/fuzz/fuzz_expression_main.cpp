// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry for the expression parser, checker and evaluator.
#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    umpire::fuzz::expression(data, size);
    return 0;
}
