#include "cli/cli_context.h"
#include "cli/resolution_text.h"
#include "cli/situation_arguments.h"
#include "core/resolution_json.h"
#include "log/game_log.h"
#include "log/log_command.h"

#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace umpire {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

/// The options of `resolve` after the game and procedure.
struct ResolveOptions {
    QStringList sets;
    QStringList units;
    std::optional<std::vector<std::int64_t>> dice;
    std::optional<quint64> seed;
    bool noRoll = false;
    bool json = false;
    bool record = false;
    std::optional<QString> chartResult;
    QString turn;
    QString phase;
    QString note;
};

QString readOptions(const QStringList& args, ResolveOptions& o)
{
    for (int i = 0; i < args.size(); ++i) {
        const QString& arg = args[i];
        auto next = [&](QString& into) {
            if (i + 1 >= args.size())
                return false;
            into = args[++i];
            return true;
        };
        QString value;
        if (arg == QStringLiteral("--json")) {
            o.json = true;
        } else if (arg == QStringLiteral("--no-roll")) {
            o.noRoll = true;
        } else if (arg == QStringLiteral("--record")) {
            o.record = true;
        } else if (arg == QStringLiteral("--set") || arg == QStringLiteral("--unit") || arg == QStringLiteral("--roll") ||
                   arg == QStringLiteral("--seed") || arg == QStringLiteral("--chart-result") || arg == QStringLiteral("--turn") ||
                   arg == QStringLiteral("--phase") || arg == QStringLiteral("--note")) {
            if (!next(value))
                return arg + QStringLiteral(" needs a value");
            if (arg == QStringLiteral("--set")) {
                o.sets << value;
            } else if (arg == QStringLiteral("--unit")) {
                o.units << value;
            } else if (arg == QStringLiteral("--roll")) {
                const auto dice = parseDiceList(value.toStdString());
                if (!dice || dice->empty())
                    return QStringLiteral("--roll '%1' must be die faces separated by commas, like 4 or 3,5").arg(value);
                o.dice = *dice;
            } else if (arg == QStringLiteral("--seed")) {
                bool ok = false;
                o.seed = value.toULongLong(&ok);
                if (!ok)
                    return QStringLiteral("--seed '%1' must be a whole number from 0 to 18446744073709551615").arg(value);
            } else if (arg == QStringLiteral("--chart-result")) {
                o.chartResult = value;
            } else if (arg == QStringLiteral("--turn")) {
                o.turn = value;
            } else if (arg == QStringLiteral("--phase")) {
                o.phase = value;
            } else {
                o.note = value;
            }
        } else {
            return QStringLiteral("unknown option '%1'").arg(arg);
        }
    }
    if (o.noRoll && (o.dice || o.record))
        return QStringLiteral("--no-roll cannot go with --roll or --record");
    if (o.dice && o.seed)
        return QStringLiteral("--roll and --seed exclude each other: physical dice have no seed");
    return {};
}

void printRefusals(CliContext& context, const std::vector<Refusal>& refusals, bool json)
{
    if (json) {
        QJsonArray list;
        for (const auto& r : refusals)
            list.append(QJsonObject{{"subject", q(r.subject)}, {"message", q(r.message)}, {"rule", q(r.rule)}});
        context.out << QJsonDocument(QJsonObject{{"refused", list}}).toJson(QJsonDocument::Indented);
    }
    for (const auto& r : refusals)
        context.err << "refused: " << q(r.message) << (r.rule.empty() ? QString() : QStringLiteral(" (rule %1)").arg(q(r.rule)))
                    << '\n';
}

/// One resolved procedure: its assessment, chances and roll.
struct Step {
    Assessment assessment;
    OutcomeDistribution distribution;
    std::optional<Resolution> resolution;
};

}  // namespace

int runResolve(CliContext& context)
{
    if (context.args.size() < 2 || context.args[0].startsWith('-') || context.args[1].startsWith('-')) {
        context.err << "usage: umpire-cli resolve GAME PROCEDURE [--set NAME=VALUE]... [--roll D[,D...]] [--seed N] [--json]\n";
        return ExitUsage;
    }
    ResolveOptions options;
    if (const QString problem = readOptions(context.args.mid(2), options); !problem.isEmpty()) {
        context.err << "umpire-cli resolve: " << problem << '\n';
        return ExitUsage;
    }
    const LoadedModules modules = loadForCli(context, {}, false);
    const auto [game, procedure] = findGameProcedure(context, modules, context.args[0], context.args[1]);
    if (!procedure)
        return ExitUsage;
    SituationArguments read = readSituationArguments(*procedure, options.sets, options.units);
    if (!read.error.isEmpty()) {
        context.err << "refused: " << read.error << '\n';
        return ExitRefused;
    }
    read.situation.game = game->id;

    const Resolver resolver(*game);
    std::vector<std::int64_t> givenDice = options.dice.value_or(std::vector<std::int64_t>{});
    std::optional<DiceSource> source;
    if (!options.dice && !options.noRoll)
        source = options.seed ? DiceSource(*options.seed) : DiceSource::fromEntropy();

    std::vector<Step> steps;
    std::optional<Situation> next = read.situation;
    while (next) {
        AssessmentResult assessed = resolver.assess(*next);
        if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
            printRefusals(context, *refusals, options.json);
            return ExitRefused;
        }
        Step step{std::get<Assessment>(std::move(assessed)), {}, std::nullopt};
        step.distribution = resolver.distribution(step.assessment);
        next.reset();
        if (!options.noRoll) {
            std::vector<std::int64_t> dice;
            const auto needed = static_cast<std::size_t>(step.assessment.diceCount);
            if (options.dice) {
                // --roll gives this roll's dice first, then any follow-up roll's.
                if (givenDice.size() < needed) {
                    context.err << "refused: " << q(step.assessment.procedure->label) << " takes " << needed << " dice ("
                                << step.assessment.diceCount << "d" << step.assessment.diceSides << "), but --roll has "
                                << givenDice.size() << (steps.empty() ? QString() : QStringLiteral(" left")) << '\n';
                    return ExitRefused;
                }
                dice.assign(givenDice.begin(), givenDice.begin() + static_cast<std::ptrdiff_t>(needed));
                givenDice.erase(givenDice.begin(), givenDice.begin() + static_cast<std::ptrdiff_t>(needed));
            } else {
                for (std::size_t i = 0; i < needed; ++i)
                    dice.push_back(source->roll(step.assessment.diceSides));
            }
            auto resolved = resolver.resolve(step.assessment, dice);
            if (auto* refusal = std::get_if<Refusal>(&resolved)) {
                printRefusals(context, {*refusal}, options.json);
                return ExitRefused;
            }
            step.resolution = std::get<Resolution>(std::move(resolved));
            if (step.resolution->followUp)
                next = step.resolution->followUp->situation;
        }
        steps.push_back(std::move(step));
        if (steps.size() > 8) {
            context.err << "umpire-cli: follow-up rolls go on past 8 steps; the module loops\n";
            return ExitUsage;
        }
    }
    if (options.dice && !givenDice.empty()) {
        context.err << "refused: --roll has " << givenDice.size() << " die/dice more than the roll"
                    << (steps.size() > 1 ? QStringLiteral(" and its follow-up") : QString()) << " takes\n";
        return ExitRefused;
    }
    if (options.chartResult) {
        const Step& first = steps.front();
        if (!first.resolution || !first.resolution->outcome.chartNeeded) {
            context.err << "refused: --chart-result is only for results our sources lack; this one is "
                        << (first.resolution ? q(first.resolution->outcome.code) : QStringLiteral("not rolled")) << '\n';
            return ExitRefused;
        }
        if (!procedure->results.empty() && !procedure->result(options.chartResult->toStdString())) {
            QStringList codes;
            for (const auto& r : procedure->results)
                codes << q(r.code);
            context.err << "refused: --chart-result '" << *options.chartResult << "' is not a result of " << q(procedure->id)
                        << "; the results are " << codes.join(QStringLiteral(", ")) << '\n';
            return ExitRefused;
        }
    }

    // The follow-up goes inside its parent, so one object tells the whole story.
    QJsonObject document;
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
        QJsonObject o = resolutionJson(it->assessment, it->distribution, it->resolution ? &*it->resolution : nullptr);
        if (it == steps.rbegin() + static_cast<std::ptrdiff_t>(steps.size()) - 1 && options.chartResult)
            o["chart_result"] = *options.chartResult;
        if (!document.isEmpty())
            o["follow_up"] = document;
        if (!options.dice && !options.noRoll)
            o["seed"] = QString::number(source->seed());
        document = o;
    }

    if (options.json) {
        context.out << QJsonDocument(document).toJson(QJsonDocument::Indented);
    } else {
        context.out << q(game->title) << ": ";
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (i > 0)
                context.out << "\nFollow-up: ";
            const Step& s = steps[i];
            context.out << resolutionText(s.assessment, s.distribution, s.resolution ? &*s.resolution : nullptr);
        }
        if (options.chartResult)
            context.out << "Chart result entered: " << *options.chartResult << '\n';
        if (source)
            context.out << "\nDice rolled by the program, seed " << source->seed() << '\n';
    }

    if (options.record) {
        RecordOptions record;
        record.diceOrigin = source ? DiceOrigin::Rolled : DiceOrigin::Physical;
        if (source)
            record.seed = source->seed();
        record.turn = options.turn;
        record.phase = options.phase;
        record.note = options.note;
        record.chartResult = options.chartResult;
        // The log keeps each roll as its own entry: the parent without its nested follow-up,
        // then each follow-up linked to it.
        QList<QJsonObject> chain;
        std::optional<QJsonObject> link = document;
        while (link) {
            QJsonObject current = *link;
            link.reset();
            if (current.contains("follow_up"))
                link = current.take("follow_up").toObject();
            chain << current;
        }
        const QJsonObject parent = chain.takeFirst();
        return recordResolution(parent, record, context.logPath.isEmpty() ? defaultLogPath() : context.logPath, context.out,
                                context.err, chain);
    }
    return ExitOk;
}

}  // namespace umpire
