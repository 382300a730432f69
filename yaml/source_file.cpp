// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/source_file.h"

#include "yaml/module_loader.h"
#include "yaml/read_context.h"

#include <fstream>
#include <iterator>

namespace umpire {

bool readSourceFile(const std::filesystem::path& path, std::string& text, ReadContext& context)
{
    std::error_code error;
    if (!std::filesystem::is_regular_file(path, error)) {
        context.fileProblem(std::filesystem::exists(path, error) ? "not a regular file" : "no such file");
        return false;
    }
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (error) {
        context.fileProblem("cannot read the file: " + error.message());
        return false;
    }
    if (size > maxModuleFileBytes) {
        context.fileTooLarge(size);
        return false;
    }
    std::ifstream stream(path, std::ios::binary);
    text.assign(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
    if (!stream.good() && !stream.eof()) {
        context.fileProblem("cannot read the file");
        return false;
    }
    return true;
}

}  // namespace umpire
