// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/module_json_schema.h"

#include <QJsonDocument>
#include <QSaveFile>

namespace umpire {

CommandLine schemaCommandLine()
{
    CommandLine line(QStringLiteral("schema"), QStringLiteral("print the JSON Schema of module files, for editors"));
    line.addValue(QStringLiteral("output"), QStringLiteral("FILE"), QStringLiteral("Write the schema to FILE instead."));
    line.setNotes(QStringLiteral(
        "The schema is JSON Schema draft-07, generated from the loader's own list of keys. An editor with the YAML\n"
        "language server completes and checks the keys of a module whose first lines hold\n"
        "  # yaml-language-server: $schema=PATH-TO/umpire-module.schema.json\n"
        "The shipped modules point at schema/umpire-module.schema.json beside the tables folder.\n"));
    return line;
}

int runSchema(CliContext& context)
{
    CommandLine line = schemaCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const QByteArray json = QJsonDocument(moduleJsonSchema()).toJson(QJsonDocument::Indented);
    if (!line.isSet(QStringLiteral("output"))) {
        context.out << QString::fromUtf8(json);
        return ExitOk;
    }
    const QString path = line.value(QStringLiteral("output"));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        context.err << "umpire-cli schema: cannot write " << path << ": " << file.errorString() << '\n';
        return ExitUsage;
    }
    return ExitOk;
}

}  // namespace umpire
