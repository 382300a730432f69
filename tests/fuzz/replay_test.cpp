// SPDX-License-Identifier: GPL-3.0-or-later
// Replays every input the fuzzers ever found (and the seed corpus) in the normal test suite.
#include "fuzz_targets.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

namespace {

std::vector<std::uint8_t> bytesOf(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

template <typename Target>
int replayFolder(const std::filesystem::path& root, Target target)
{
    REQUIRE(std::filesystem::is_directory(root));
    int replayed = 0;
    for (const auto& entry : std::filesystem::directory_iterator(root)) {
        if (!entry.is_regular_file())
            continue;
        INFO(entry.path().string());
        const auto bytes = bytesOf(entry.path());
        target(bytes.data(), bytes.size());
        ++replayed;
    }
    return replayed;
}

const std::filesystem::path data = UMPIRE_TEST_DATA;

}  // namespace

TEST_CASE("every expression input the fuzzer kept runs without a fault", "[fuzz]")
{
    CHECK(replayFolder(data / "fuzz" / "expression", umpire::fuzz::expression) > 0);
}

TEST_CASE("every situation input the fuzzer kept is read and resolved without a fault", "[fuzz]")
{
    CHECK(replayFolder(data / "fuzz" / "situation", umpire::fuzz::situation) > 0);
}

TEST_CASE("every module input the fuzzer kept loads or is refused without a fault", "[fuzz]")
{
    // The kept inputs, and the seed corpus: every shipped and test module.
    CHECK(replayFolder(data / "fuzz" / "module", umpire::fuzz::module) > 0);
    CHECK(replayFolder(data / ".." / ".." / "tables", umpire::fuzz::module) > 0);
    CHECK(replayFolder(data / "games", umpire::fuzz::module) > 0);
}
