// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/diagnostic.h"

#include <filesystem>
#include <string>
#include <vector>

namespace umpire::test {

/// A file under tests/data.
std::filesystem::path dataPath(const std::string& relative);

/// Every diagnostic on its own line, for failure messages.
std::string describe(const std::vector<Diagnostic>& diagnostics);

/// A fresh, empty directory under the system's temporary directory, removed on destruction.
class TemporaryDirectory {
public:
    explicit TemporaryDirectory(const std::string& name);
    ~TemporaryDirectory();
    TemporaryDirectory(const TemporaryDirectory&) = delete;
    TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;

    const std::filesystem::path& path() const { return path_; }
    /// Writes `text` to a file of that name inside the directory and returns its path.
    std::filesystem::path write(const std::string& fileName, const std::string& text) const;

private:
    std::filesystem::path path_;
};

}  // namespace umpire::test
