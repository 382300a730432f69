// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <string>

namespace umpire {

class ReadContext;

/// Reads a module or overlay file whole into `text`. A file over maxModuleFileBytes is refused
/// before it is read. Returns false, with the problem reported, when the file cannot be used.
bool readSourceFile(const std::filesystem::path& path, std::string& text, ReadContext& context);

}  // namespace umpire
