// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry for the CLI's situation arguments (--set, --unit, --option, --chart) and the
// resolution of the situation they give.
#include "fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    umpire::fuzz::situation(data, size);
    return 0;
}
