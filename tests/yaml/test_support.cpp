// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.h"

#include <fstream>
#include <random>

namespace umpire::test {

std::filesystem::path dataPath(const std::string& relative)
{
    return std::filesystem::path(UMPIRE_TEST_DATA_DIR) / relative;
}

std::string describe(const std::vector<Diagnostic>& diagnostics)
{
    std::string text;
    for (const auto& diagnostic : diagnostics)
        text += diagnostic.toString() + "  [" + diagnostic.yamlPath + "]\n";
    return text.empty() ? "(no diagnostics)" : text;
}

TemporaryDirectory::TemporaryDirectory(const std::string& name)
{
    std::random_device entropy;
    path_ = std::filesystem::temp_directory_path() / (name + "-" + std::to_string(entropy()));
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
}

TemporaryDirectory::~TemporaryDirectory()
{
    std::error_code ignored;  // Cleanup must not throw from a destructor.
    std::filesystem::remove_all(path_, ignored);
}

std::filesystem::path TemporaryDirectory::write(const std::string& fileName, const std::string& text) const
{
    const auto file = path_ / fileName;
    std::ofstream(file, std::ios::binary) << text;
    return file;
}

}  // namespace umpire::test
