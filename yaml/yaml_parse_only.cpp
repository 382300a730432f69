// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/yaml_parse_only.h"

#include <yaml-cpp/yaml.h>

namespace umpire {

std::size_t parseModuleFilesOnly(const std::vector<std::filesystem::path>& pathsOrDirectories)
{
    std::size_t parsed = 0;
    for (const auto& path : pathsOrDirectories) {
        std::error_code error;
        std::vector<std::filesystem::path> files;
        if (std::filesystem::is_directory(path, error)) {
            for (const auto& entry : std::filesystem::directory_iterator(path, error))
                if (entry.is_regular_file() && entry.path().extension() == ".yaml")
                    files.push_back(entry.path());
        } else if (std::filesystem::is_regular_file(path, error)) {
            files.push_back(path);
        }
        for (const auto& file : files) {
            try {
                const YAML::Node root = YAML::LoadFile(file.string());
                parsed += root.IsDefined() ? 1 : 0;
            } catch (const YAML::Exception&) {
                // A broken file costs its parse all the same; the loader reports it.
            }
        }
    }
    return parsed;
}

}  // namespace umpire
