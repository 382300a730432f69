// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

namespace umpire {

namespace {

/// The commented template, with @GAME_ID@ and @GAME_TITLE@ to fill.
QByteArray moduleTemplate()
{
    QFile file(QStringLiteral(":/umpire/module_template.yaml"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

/// A title from an id: "my-first-game" -> "My first game".
QString titleFromId(const QString& id)
{
    QString title = id;
    title.replace(QLatin1Char('-'), QLatin1Char(' '));
    if (!title.isEmpty())
        title[0] = title[0].toUpper();
    return title;
}

/// YAML double-quoted text, so that a title with ':' or '#' stays one value.
QString quoted(const QString& text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

}  // namespace

CommandLine newCommandLine()
{
    CommandLine line(QStringLiteral("new"), QStringLiteral("start a new game module from a commented template"));
    line.addArgument(QStringLiteral("GAME-ID"),
                     QStringLiteral("The game's id and the file's name: lower-case letters, digits and '-'."));
    line.setArgumentCount(1, 1);
    line.addValue(QStringLiteral("title"), QStringLiteral("TEXT"), QStringLiteral("The game's title (else made from the id)."));
    line.addValue(QStringLiteral("output"), QStringLiteral("FOLDER"),
                  QStringLiteral("Where to write GAME-ID.yaml (else the current folder)."));
    line.setNotes(QStringLiteral(
        "The new module loads and passes `umpire-cli check` as it is: change it one thing at a time and check again.\n"
        "An existing file is never overwritten. docs/first-module.md walks through the template.\n"));
    return line;
}

int runNew(CliContext& context)
{
    CommandLine line = newCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const QString id = line.arguments().constFirst();
    static const QRegularExpression idPattern(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    if (!idPattern.match(id).hasMatch() || id.size() > 64)
        return line.usageError(context.err,
                               QStringLiteral("'%1' is not a game id: use lower-case letters, digits and single '-' "
                                              "between them, at most 64 characters (e.g. my-first-game)")
                                   .arg(id));
    const QString title = line.isSet(QStringLiteral("title")) ? line.value(QStringLiteral("title")).trimmed() : titleFromId(id);
    if (title.isEmpty() || title.contains(QLatin1Char('\n')))
        return line.usageError(context.err, QStringLiteral("the title must be one line of text"));

    const QString folder = line.isSet(QStringLiteral("output")) ? line.value(QStringLiteral("output")) : QStringLiteral(".");
    if (!QFileInfo(folder).isDir()) {
        context.err << "umpire-cli new: " << folder << " is not a folder\n";
        return ExitUsage;
    }
    const QString path = QDir(folder).filePath(id + QStringLiteral(".yaml"));
    if (QFileInfo::exists(path)) {
        context.err << "umpire-cli new: " << path << " already exists; it was left as it is\n";
        return ExitUsage;
    }
    QByteArray text = moduleTemplate();
    if (text.isEmpty()) {
        context.err << "umpire-cli new: the module template is missing from this build\n";
        return ExitUsage;
    }
    text.replace("@GAME_ID@", id.toUtf8());
    text.replace("@GAME_TITLE@", quoted(title).toUtf8());

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
        context.err << "umpire-cli new: cannot write " << path << ": " << file.errorString() << '\n';
        return ExitUsage;
    }
    context.out << "Wrote " << path << ". Check it with: umpire-cli check " << path << '\n';
    return ExitOk;
}

}  // namespace umpire
