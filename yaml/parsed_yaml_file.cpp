// SPDX-License-Identifier: GPL-3.0-or-later
#include "yaml/parsed_yaml_file.h"

#include "yaml/source_file.h"
#include "yaml/yaml_screening.h"

namespace umpire {
namespace {

void parse(ParsedYamlFile& file)
{
    file.context.emplace(file.displayName, file.text);
    file.root = loadScreenedYaml(file.text, *file.context);
}

}  // namespace

std::unique_ptr<ParsedYamlFile> parseYamlFile(const std::filesystem::path& path)
{
    auto file = std::make_unique<ParsedYamlFile>();
    file->displayName = path.generic_string();
    ReadContext reading(file->displayName, "");
    if (!readSourceFile(path, file->text, reading)) {
        file->readProblems = reading.takeDiagnostics();
        return file;
    }
    parse(*file);
    return file;
}

std::unique_ptr<ParsedYamlFile> parseYamlText(std::string_view text, const std::string& displayName)
{
    auto file = std::make_unique<ParsedYamlFile>();
    file->displayName = displayName;
    file->text = std::string(text);
    parse(*file);
    return file;
}

}  // namespace umpire
