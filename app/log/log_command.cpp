// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/log_command.h"

#include "log/game_log.h"
#include "log/log_bench.h"
#include "log/log_export.h"
#include "log/log_result.h"

#include <QDir>
#include <QJsonArray>
#include <QMap>
#include <QSet>
#include <QStandardPaths>
#include <QTextStream>

namespace umpire {
namespace {

constexpr int kOk = 0;
constexpr int kRefused = 1;
constexpr int kUsage = 2;

const char* const kUsageText =
    "usage: umpire-cli [--log FILE] log COMMAND\n"
    "  sessions                                   list play sessions\n"
    "  new GAME [--scenario S] [--players A,B]    start a session\n"
    "  list [--session N | --all-sessions] [--procedure P] [--text T] [--limit N]\n"
    "  show N                                     one entry in full\n"
    "  void N --reason TEXT                       void entry N with a new entry\n"
    "  export csv|md|pdf [--session N | --all-sessions] --output FILE\n"
    "  verify                                     check the file and the hash chain\n"
    "  bench [--entries N]                        measure append and filter speed\n"
    "Without --session, list and export use the newest session.\n"
    "Without --log, the log is $UMPIRE_LOG or the default file in the user's data folder.\n";

struct ParsedArgs {
    QStringList positional;
    QMap<QString, QString> values;
    QSet<QString> flags;
};

/// Strict option parsing: unknown options, missing values and repeats are usage errors.
std::optional<QString> parseArgs(const QStringList& args, const QStringList& valueOptions,
                                 const QStringList& flagOptions, ParsedArgs& parsed)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (!arg.startsWith(QStringLiteral("--"))) {
            parsed.positional << arg;
            continue;
        }
        QString name = arg;
        std::optional<QString> inlineValue;
        if (const qsizetype eq = arg.indexOf(QLatin1Char('=')); eq > 0) {
            name = arg.left(eq);
            inlineValue = arg.mid(eq + 1);
        }
        if (flagOptions.contains(name) && !inlineValue) {
            parsed.flags.insert(name);
            continue;
        }
        if (!valueOptions.contains(name))
            return QStringLiteral("unknown option '%1'").arg(name);
        if (parsed.values.contains(name))
            return QStringLiteral("option '%1' given twice").arg(name);
        if (inlineValue) {
            parsed.values.insert(name, *inlineValue);
        } else {
            if (i + 1 >= args.size())
                return QStringLiteral("option '%1' needs a value").arg(name);
            parsed.values.insert(name, args.at(++i));
        }
    }
    return std::nullopt;
}

std::optional<qint64> positiveNumber(const QString& text)
{
    bool ok = false;
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value <= 0)
        return std::nullopt;
    return value;
}

int exitCodeFor(const LogError& error)
{
    return error.kind == LogError::Kind::Refused ? kRefused : kUsage;
}

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

QString shortTime(const QDateTime& time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QLatin1Char('Z');
}

QString listLine(const LogEntry& entry)
{
    QStringList parts{QStringLiteral("#%1").arg(entry.id), shortTime(entry.time)};
    if (!entry.turn.isEmpty())
        parts << QStringLiteral("turn ") + entry.turn;
    if (!entry.phase.isEmpty())
        parts << entry.phase;
    if (entry.kind == LogEntryKind::Void) {
        parts << QStringLiteral("VOID of #%1: %2").arg(entry.voidsId.value_or(0)).arg(entry.voidReason);
        return parts.join(QStringLiteral("  "));
    }
    parts << entry.procedure;
    if (entry.column)
        parts << QStringLiteral("column ") + *entry.column;
    QString dice = QStringLiteral("dice ") + entry.diceText();
    if (entry.natural)
        dice += QStringLiteral(" natural %1").arg(*entry.natural);
    if (entry.modified)
        dice += QStringLiteral(" modified %1").arg(*entry.modified);
    if (entry.drmTotal)
        dice += QStringLiteral(" (DRM %1)").arg(signedNumber(*entry.drmTotal));
    parts << dice;
    QString result = entry.resultCode.value_or(QString());
    if (!entry.resultText.isEmpty())
        result += (result.isEmpty() ? QString() : QStringLiteral(" ")) + entry.resultText;
    if (entry.chartResult)
        result += (result.isEmpty() ? QString() : QStringLiteral("; ")) + QStringLiteral("chart: ") + *entry.chartResult;
    if (!result.isEmpty())
        parts << QStringLiteral("=> ") + result;
    if (entry.parentId)
        parts << QStringLiteral("(follow-up of #%1)").arg(*entry.parentId);
    if (entry.voidedBy)
        parts << QStringLiteral("[VOIDED by #%1]").arg(*entry.voidedBy);
    if (!entry.note.isEmpty())
        parts << QStringLiteral("-- ") + entry.note;
    return parts.join(QStringLiteral("  "));
}

QString sessionLine(const LogSession& session)
{
    QString line = QStringLiteral("session %1  %2  %3").arg(session.id).arg(shortTime(session.created), session.game);
    if (!session.scenario.isEmpty())
        line += QStringLiteral("  scenario: ") + session.scenario;
    if (!session.players.isEmpty())
        line += QStringLiteral("  players: ") + session.players.join(QStringLiteral(", "));
    line += QStringLiteral("  (%1 entries)").arg(session.entryCount);
    return line;
}

class LogCommand {
public:
    LogCommand(QString logPath, QTextStream& out, QTextStream& err)
        : logPath_(std::move(logPath)), out_(out), err_(err)
    {
    }

    int run(const QStringList& args)
    {
        if (args.isEmpty()) {
            err_ << kUsageText;
            return kUsage;
        }
        command_ = args.first();
        const QStringList rest = args.mid(1);
        if (command_ == QLatin1String("help") || command_ == QLatin1String("--help")) {
            out_ << kUsageText;
            return kOk;
        }
        if (command_ == QLatin1String("sessions"))
            return sessions(rest);
        if (command_ == QLatin1String("new"))
            return newSession(rest);
        if (command_ == QLatin1String("list"))
            return list(rest);
        if (command_ == QLatin1String("show"))
            return show(rest);
        if (command_ == QLatin1String("void"))
            return voidEntry(rest);
        if (command_ == QLatin1String("export"))
            return exportEntries(rest);
        if (command_ == QLatin1String("verify"))
            return verify(rest);
        if (command_ == QLatin1String("bench"))
            return bench(rest);
        err_ << QStringLiteral("umpire-cli log: unknown command '%1'\n").arg(command_) << kUsageText;
        return kUsage;
    }

private:
    int usage(const QString& message)
    {
        err_ << QStringLiteral("umpire-cli log %1: %2\n").arg(command_, message);
        return kUsage;
    }

    int failed(const LogError& error)
    {
        err_ << QStringLiteral("umpire-cli log %1: %2\n").arg(command_, error.message);
        return exitCodeFor(error);
    }

    std::optional<int> parse(const QStringList& args, const QStringList& values, const QStringList& flags,
                             int positionals, ParsedArgs& parsed)
    {
        if (auto error = parseArgs(args, values, flags, parsed))
            return usage(*error);
        if (parsed.positional.size() != positionals) {
            if (parsed.positional.size() > positionals)
                return usage(QStringLiteral("unexpected argument '%1'").arg(parsed.positional.at(positionals)));
            return usage(QStringLiteral("missing argument"));
        }
        return std::nullopt;
    }

    /// Opens the log; `create` only for commands that write a session.
    std::optional<int> open(bool create)
    {
        GameLog::OpenOptions options;
        options.create = create;
        auto opened = log_.open(logPath_, options);
        if (!opened)
            return failed(opened.failure());
        return std::nullopt;
    }

    /// The session chosen by --session / --all-sessions, or the newest; nullopt = all sessions.
    std::optional<int> chooseSession(const ParsedArgs& parsed, std::optional<qint64>& sessionId)
    {
        const bool all = parsed.flags.contains(QStringLiteral("--all-sessions"));
        if (all && parsed.values.contains(QStringLiteral("--session")))
            return usage(QStringLiteral("give --session or --all-sessions, not both"));
        if (all)
            return std::nullopt;
        if (parsed.values.contains(QStringLiteral("--session"))) {
            const QString text = parsed.values.value(QStringLiteral("--session"));
            const auto id = positiveNumber(text);
            if (!id)
                return usage(QStringLiteral("--session needs a session number, got '%1'").arg(text));
            auto session = log_.session(*id);
            if (!session)
                return failed(session.failure());
            sessionId = *id;
            return std::nullopt;
        }
        auto newest = log_.newestSession();
        if (!newest)
            return failed(newest.failure());
        if (!newest->has_value())
            return failed(LogError::refused(QStringLiteral("%1: no sessions yet; start one with `umpire-cli log new GAME`")
                                                .arg(logPath_)));
        sessionId = (*newest)->id;
        return std::nullopt;
    }

    int sessions(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {}, {}, 0, parsed))
            return *code;
        if (auto code = open(false))
            return *code;
        auto list = log_.sessions();
        if (!list)
            return failed(list.failure());
        if (list->isEmpty())
            out_ << QStringLiteral("no sessions in %1\n").arg(logPath_);
        for (const LogSession& session : *list)
            out_ << sessionLine(session) << '\n';
        return kOk;
    }

    int newSession(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {QStringLiteral("--scenario"), QStringLiteral("--players")}, {}, 1, parsed))
            return *code;
        QStringList players;
        if (parsed.values.contains(QStringLiteral("--players"))) {
            for (const QString& name : parsed.values.value(QStringLiteral("--players")).split(QLatin1Char(','))) {
                if (name.trimmed().isEmpty())
                    return usage(QStringLiteral("--players has an empty name (give names separated by commas: A,B)"));
                players << name.trimmed();
            }
        }
        if (auto code = open(true))
            return *code;
        auto id = log_.newSession(parsed.positional.first(), parsed.values.value(QStringLiteral("--scenario")), players);
        if (!id)
            return failed(id.failure());
        out_ << QStringLiteral("session %1 started in %2\n").arg(*id).arg(logPath_);
        return kOk;
    }

    int list(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args,
                              {QStringLiteral("--session"), QStringLiteral("--procedure"), QStringLiteral("--text"),
                               QStringLiteral("--limit")},
                              {QStringLiteral("--all-sessions")}, 0, parsed))
            return *code;
        LogFilter filter;
        filter.procedure = parsed.values.value(QStringLiteral("--procedure"));
        filter.text = parsed.values.value(QStringLiteral("--text"));
        if (parsed.values.contains(QStringLiteral("--limit"))) {
            const auto limit = positiveNumber(parsed.values.value(QStringLiteral("--limit")));
            if (!limit || *limit > std::numeric_limits<int>::max())
                return usage(QStringLiteral("--limit needs a positive number, got '%1'")
                                 .arg(parsed.values.value(QStringLiteral("--limit"))));
            filter.limit = int(*limit);
        }
        if (auto code = open(false))
            return *code;
        if (auto code = chooseSession(parsed, filter.sessionId))
            return *code;
        auto entries = log_.entries(filter);
        if (!entries)
            return failed(entries.failure());
        for (const LogEntry& entry : *entries)
            out_ << listLine(entry) << '\n';
        if (entries->isEmpty())
            out_ << "no matching entries\n";
        return kOk;
    }

    int show(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {}, {}, 1, parsed))
            return *code;
        const auto id = positiveNumber(parsed.positional.first());
        if (!id)
            return usage(QStringLiteral("needs an entry number, got '%1'").arg(parsed.positional.first()));
        if (auto code = open(false))
            return *code;
        auto entry = log_.entry(*id);
        if (!entry)
            return failed(entry.failure());
        auto session = log_.session(entry->sessionId);
        if (!session)
            return failed(session.failure());
        printEntry(*entry, *session);
        return kOk;
    }

    void printEntry(const LogEntry& entry, const LogSession& session)
    {
        auto line = [this](const char* label, const QString& value) {
            out_ << QStringLiteral("%1 %2\n").arg(QLatin1String(label), -14).arg(value);
        };
        out_ << QStringLiteral("entry %1 (%2) in session %3: %4")
                    .arg(entry.id)
                    .arg(logEntryKindName(entry.kind))
                    .arg(session.id)
                    .arg(session.game);
        if (!session.scenario.isEmpty())
            out_ << ", " << session.scenario;
        out_ << '\n';
        line("time:", entry.time.toUTC().toString(Qt::ISODateWithMs));
        if (!entry.turn.isEmpty())
            line("turn:", entry.turn);
        if (!entry.phase.isEmpty())
            line("phase:", entry.phase);
        if (entry.kind == LogEntryKind::Void) {
            line("voids:", QStringLiteral("#%1").arg(entry.voidsId.value_or(0)));
            line("reason:", entry.voidReason);
        } else {
            const QJsonObject resolution = entry.resolution();
            line("procedure:", entry.procedure);
            const QJsonObject situation = resolution.value(QStringLiteral("situation")).toObject();
            if (!situation.isEmpty()) {
                out_ << "situation:\n";
                for (auto it = situation.begin(); it != situation.end(); ++it) {
                    const QJsonValue value = it.value();
                    const QString text = value.isString() ? value.toString()
                                         : value.isBool() ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                                          : QString::number(value.toDouble());
                    out_ << QStringLiteral("  %1 = %2\n").arg(it.key(), text);
                }
            }
            const QJsonArray modifiers = resolution.value(QStringLiteral("modifiers")).toArray();
            if (!modifiers.isEmpty()) {
                out_ << "modifiers:\n";
                for (const QJsonValue& item : modifiers) {
                    const QJsonObject modifier = item.toObject();
                    QString label = modifier.value(QStringLiteral("label")).toString();
                    const QString rule = modifier.value(QStringLiteral("rule")).toString();
                    if (!rule.isEmpty())
                        label += QStringLiteral(" (%1)").arg(rule);
                    const QString kind = modifier.value(QStringLiteral("kind")).toString();
                    if (modifier.value(QStringLiteral("applied")).toBool()) {
                        out_ << QStringLiteral("  applied  %1 %2%3\n")
                                    .arg(signedNumber(modifier.value(QStringLiteral("value")).toInt()), 3)
                                    .arg(kind.isEmpty() || kind == QLatin1String("drm") ? QString() : kind + QLatin1Char(' '))
                                    .arg(label);
                    } else {
                        QString reason = modifier.value(QStringLiteral("reason")).toString();
                        out_ << QStringLiteral("  not      %1%2\n")
                                    .arg(label, reason.isEmpty() ? QString() : QStringLiteral(": ") + reason);
                    }
                }
            }
            if (entry.drmTotal)
                line("DRM total:", signedNumber(*entry.drmTotal));
            if (entry.column)
                line("column:", *entry.column);
            QString dice = entry.diceText();
            dice += entry.diceOrigin == DiceOrigin::Rolled
                        ? QStringLiteral(" (rolled by Umpire, seed %1)").arg(entry.seed.value_or(0))
                        : QStringLiteral(" (physical dice)");
            line("dice:", dice);
            if (entry.natural)
                line("natural:", QString::number(*entry.natural));
            if (entry.modified)
                line("modified:", QString::number(*entry.modified));
            QString result = entry.resultCode.value_or(QStringLiteral("(none)"));
            if (!entry.resultText.isEmpty())
                result += QStringLiteral("  ") + entry.resultText;
            line("result:", result);
            if (entry.chartResult)
                line("chart result:", *entry.chartResult + QStringLiteral(" (read off the printed chart)"));
            if (entry.parentId)
                line("follow-up of:", QStringLiteral("#%1").arg(*entry.parentId));
        }
        if (!entry.note.isEmpty())
            line("note:", entry.note);
        if (entry.voidedBy)
            line("VOIDED by:", QStringLiteral("#%1").arg(*entry.voidedBy));
        line("hash:", entry.hash);
        line("previous:", entry.prevHash);
    }

    int voidEntry(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {QStringLiteral("--reason")}, {}, 1, parsed))
            return *code;
        const auto id = positiveNumber(parsed.positional.first());
        if (!id)
            return usage(QStringLiteral("needs an entry number, got '%1'").arg(parsed.positional.first()));
        if (parsed.values.value(QStringLiteral("--reason")).trimmed().isEmpty())
            return usage(QStringLiteral("--reason TEXT is required (say why the entry is void)"));
        if (auto code = open(false))
            return *code;
        auto voidId = log_.voidEntry(*id, parsed.values.value(QStringLiteral("--reason")));
        if (!voidId)
            return failed(voidId.failure());
        out_ << QStringLiteral("entry %1 voids entry %2\n").arg(*voidId).arg(*id);
        return kOk;
    }

    int exportEntries(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {QStringLiteral("--session"), QStringLiteral("--output")},
                              {QStringLiteral("--all-sessions")}, 1, parsed))
            return *code;
        const auto format = exportFormatFromName(parsed.positional.first());
        if (!format)
            return usage(QStringLiteral("unknown export format '%1' (use csv, md or pdf)").arg(parsed.positional.first()));
        const QString output = parsed.values.value(QStringLiteral("--output"));
        if (output.isEmpty())
            return usage(QStringLiteral("--output FILE is required"));
        if (auto code = open(false))
            return *code;
        LogFilter filter;
        filter.withResolution = true;
        if (auto code = chooseSession(parsed, filter.sessionId))
            return *code;
        auto entries = log_.entries(filter);
        if (!entries)
            return failed(entries.failure());
        auto sessions = log_.sessions();
        if (!sessions)
            return failed(sessions.failure());
        auto written = umpire::exportEntries(*sessions, *entries, *format, output);
        if (!written)
            return failed(written.failure());
        out_ << QStringLiteral("exported %1 entries to %2\n").arg(entries->size()).arg(output);
        return kOk;
    }

    int verify(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {}, {}, 0, parsed))
            return *code;
        if (auto code = open(false))
            return *code;
        auto report = log_.verify();
        if (!report)
            return failed(report.failure());
        if (!report->ok()) {
            out_ << QStringLiteral("%1: %2\n").arg(logPath_, report->message);
            return kRefused;
        }
        out_ << QStringLiteral("%1: %2\n").arg(logPath_, report->message);
        return kOk;
    }

    int bench(const QStringList& args)
    {
        ParsedArgs parsed;
        if (auto code = parse(args, {QStringLiteral("--entries")}, {}, 0, parsed))
            return *code;
        int entries = 100000;
        if (parsed.values.contains(QStringLiteral("--entries"))) {
            const auto count = positiveNumber(parsed.values.value(QStringLiteral("--entries")));
            if (!count || *count > 10000000)
                return usage(QStringLiteral("--entries needs a number from 1 to 10000000, got '%1'")
                                 .arg(parsed.values.value(QStringLiteral("--entries"))));
            entries = int(*count);
        }
        return runLogBench(out_, entries);
    }

    QString logPath_;
    QTextStream& out_;
    QTextStream& err_;
    QString command_;
    GameLog log_;
};

}  // namespace

QString defaultLogPath()
{
    const QString fromEnvironment = qEnvironmentVariable("UMPIRE_LOG");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty())
        return QString();
    return QDir(folder).filePath(QStringLiteral("umpire-log.sqlite"));
}

int runLogCommand(const QStringList& args, const QString& logPath, QTextStream& out, QTextStream& err)
{
    LogCommand command(logPath, out, err);
    const int code = command.run(args);
    out.flush();
    err.flush();
    return code;
}

int recordResolution(const QJsonObject& resolution, const RecordOptions& options, const QString& logPath,
                     QTextStream& out, QTextStream& err, const QList<QJsonObject>& followUps)
{
    auto report = [&err](const LogError& error) {
        err << QStringLiteral("umpire-cli resolve --record: %1\n").arg(error.message);
        err.flush();
        return exitCodeFor(error);
    };
    GameLog log;
    GameLog::OpenOptions openOptions;
    openOptions.create = false;
    if (auto opened = log.open(logPath, openOptions); !opened)
        return report(opened.failure());
    qint64 sessionId = 0;
    if (options.sessionId) {
        auto session = log.session(*options.sessionId);
        if (!session)
            return report(session.failure());
        sessionId = *options.sessionId;
    } else {
        auto newest = log.newestSession();
        if (!newest)
            return report(newest.failure());
        if (!newest->has_value())
            return report(LogError::refused(
                QStringLiteral("%1: no session to record into; start one with `umpire-cli log new GAME`").arg(logPath)));
        sessionId = (*newest)->id;
    }
    LogEntryDraft draft;
    draft.sessionId = sessionId;
    draft.resolution = resolution;
    draft.diceOrigin = options.diceOrigin;
    draft.seed = options.seed;
    draft.turn = options.turn;
    draft.phase = options.phase;
    draft.note = options.note;
    draft.chartResult = options.chartResult;
    draft.parentId = options.parentId;
    auto id = log.append(draft);
    if (!id)
        return report(id.failure());
    out << QStringLiteral("entry %1 recorded in session %2 (%3)\n").arg(*id).arg(sessionId).arg(logPath);
    out.flush();
    // Each follow-up is a roll of its own, linked to the entry that called for it.
    qint64 parent = *id;
    for (const QJsonObject& followUp : followUps) {
        LogEntryDraft next = draft;
        next.resolution = followUp;
        next.chartResult.reset();
        next.parentId = parent;
        auto followUpId = log.append(next);
        if (!followUpId)
            return report(followUpId.failure());
        out << QStringLiteral("entry %1 recorded in session %2 (%3), follow-up of entry %4\n")
                   .arg(*followUpId)
                   .arg(sessionId)
                   .arg(logPath)
                   .arg(parent);
        out.flush();
        parent = *followUpId;
    }
    return kOk;
}

}  // namespace umpire
