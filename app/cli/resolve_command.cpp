// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/record_resolution.h"
#include "cli/record_seal.h"
#include "cli/resolution_text.h"
#include "cli/roll_plan.h"
#include "cli/situation_arguments.h"
#include "cli/terminal_text.h"
#include "cli/unasked_chart_reading.h"
#include "core/resolution_json.h"
#include "core/roll_json.h"
#include "log/default_log_path.h"

#include "core/std_text.h"
#include "engine/dice_count.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <tuple>

namespace umpire {

namespace {


/// The options of `resolve` after the game and procedure.
struct ResolveOptions {
    QStringList sets;
    QStringList units;
    QStringList rolls;         ///< Every --roll, read by RollPlan.
    QStringList gameOptions;   ///< --option NAME=VALUE
    QStringList chartReadings; ///< --chart KEY=VALUE
    std::optional<quint64> seed;
    bool noRoll = false;
    bool json = false;
    bool record = false;
    std::optional<QString> chartResult;
    QString turn;
    QString phase;
    QString note;
};

/// Reads the options of `resolve` from its parsed command line; empty on success, else the problem.
QString readOptions(const CommandLine& line, ResolveOptions& o)
{
    o.sets = line.values(QStringLiteral("set"));
    o.units = line.values(QStringLiteral("unit"));
    o.rolls = line.values(QStringLiteral("roll"));
    o.gameOptions = line.values(QStringLiteral("option"));
    o.chartReadings = line.values(QStringLiteral("chart"));
    o.json = line.isSet(QStringLiteral("json"));
    o.noRoll = line.isSet(QStringLiteral("no-roll"));
    o.record = line.isSet(QStringLiteral("record"));
    if (line.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const QString value = line.value(QStringLiteral("seed"));
        o.seed = value.toULongLong(&ok);
        if (!ok)
            return QStringLiteral("--seed '%1' must be a whole number from 0 to 18446744073709551615").arg(value);
    }
    if (line.isSet(QStringLiteral("chart-result")))
        o.chartResult = line.value(QStringLiteral("chart-result"));
    o.turn = line.value(QStringLiteral("turn"));
    o.phase = line.value(QStringLiteral("phase"));
    o.note = line.value(QStringLiteral("note"));
    for (const auto& [option, values, lastEquals] : {std::tuple{QStringLiteral("set"), o.sets, false},
                                                     std::tuple{QStringLiteral("option"), o.gameOptions, false},
                                                     std::tuple{QStringLiteral("chart"), o.chartReadings, true}})
        if (const QString problem = assignmentProblem(option, values, lastEquals); !problem.isEmpty())
            return problem;
    if (o.noRoll && (!o.rolls.isEmpty() || o.record))
        return QStringLiteral("--no-roll cannot go with --roll or --record");
    if (!o.rolls.isEmpty() && o.seed)
        return QStringLiteral("--roll and --seed exclude each other: physical dice have no seed");
    if (!o.record && (line.isSet(QStringLiteral("turn")) || line.isSet(QStringLiteral("phase")) || line.isSet(QStringLiteral("note"))))
        return QStringLiteral("--turn, --phase and --note describe a log entry: give them with --record");
    return {};
}

void printRefusals(CliContext& context, const std::vector<Refusal>& refusals, bool json)
{
    if (json) {
        QJsonArray list;
        for (const auto& r : refusals)
            list.append(QJsonObject{{"subject", qs(r.subject)}, {"message", qs(r.message)}, {"rule", qs(r.rule)}});
        context.out << QJsonDocument(QJsonObject{{"refused", list}}).toJson(QJsonDocument::Indented);
    }
    for (const auto& r : refusals)
        context.err << "refused: " << terminalText(qs(r.message))
                    << (r.rule.empty() ? QString() : QStringLiteral(" (rule %1)").arg(terminalText(qs(r.rule))))
                    << '\n';
}

/// One roll of the run: a step of the procedure, or a follow-up, with its chances and dice.
struct Step {
    enum class Kind { First, NextStep, FollowUp };
    Kind kind = Kind::First;
    Assessment assessment;
    OutcomeDistribution distribution;
    std::optional<Resolution> resolution;
    /// The roll of a sealed session this step's entry is (set for every step of it).
    std::optional<DiceSeal::RollSeal> seal;
};

/// The run in the two shapes it takes: printed, every step of a roll at the top level of its
/// object (stepsAtTopLevel) with each step's chances also keyed by code, the follow-ups in
/// order under "follow_ups"; and as the log keeps it, one object per roll (the parent, then each
/// follow-up), a procedure's earlier steps inside its last step's object (nestSteps), as
/// entries have always been stored.
struct RunJson {
    QJsonObject printed;
    QList<QJsonObject> stored;
};

RunJson runJson(const std::vector<Step>& steps, const std::optional<QString>& chartResult, const std::optional<DiceSource>& source)
{
    RunJson run;
    QList<QJsonObject> printedRolls;
    QList<QJsonObject> stored;
    QList<QJsonObject> printed;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        const Step& step = steps[i];
        QJsonObject o = resolutionJson(step.assessment, step.distribution, step.resolution ? &*step.resolution : nullptr);
        if (chartResult && step.resolution && step.resolution->outcome.fromChart)
            o["chart_result"] = *chartResult;
        if (step.seal)
            o["sealed_dice"] = DiceSeal::rollSealJson(*step.seal);
        else if (source)
            o["seed"] = QString::number(source->seed());
        stored << o;
        if (const QJsonObject chances = keyedChancesJson(step.assessment, step.distribution); !chances.isEmpty())
            o["chances"] = chances;
        printed << o;
        const bool rollEnds = i + 1 == steps.size() || steps[i + 1].kind != Step::Kind::NextStep;
        if (rollEnds) {
            run.stored << nestSteps(stored);
            printedRolls << stepsAtTopLevel(printed);
            stored.clear();
            printed.clear();
        }
    }
    run.printed = printedRolls.takeFirst();
    if (!printedRolls.isEmpty()) {
        QJsonArray followUps;
        for (const auto& roll : printedRolls)
            followUps.append(roll);
        run.printed["follow_ups"] = followUps;
    }
    return run;
}

/// Why the run is not a finished roll the log can keep, or empty: a step or follow-up not
/// thrown, or a value still to be read off the printed chart.
QString unfinished(const std::vector<Step>& steps)
{
    for (const Step& step : steps) {
        const QString label = qs(step.assessment.procedure->label);
        const auto waitsFor = [&label](const ChartQuestion& question) {
            return QStringLiteral("%1 waits for a value read off the printed chart (--chart '%2=VALUE')").arg(label, qs(question.key));
        };
        if (!step.resolution)
            return step.assessment.question ? waitsFor(*step.assessment.question)
                                            : QStringLiteral("%1 is not thrown (give its dice with --roll)").arg(label);
        const Outcome& outcome = step.resolution->outcome;
        if (outcome.chartNeeded && outcome.question)
            return outcome.code.empty() && !outcome.fromChart
                       ? QStringLiteral("the result of %1 is to be read off the printed chart (--chart-result CODE)").arg(label)
                       : waitsFor(*outcome.question);
    }
    return {};
}

}  // namespace

CommandLine resolveCommandLine()
{
    CommandLine line(QStringLiteral("resolve"), QStringLiteral("resolve one situation with every modifier and the exact odds"));
    line.addArgument(QStringLiteral("GAME"), QStringLiteral("The game's id (umpire-cli games lists them)."));
    line.addArgument(QStringLiteral("PROCEDURE"), QStringLiteral("The procedure's id within the game."));
    line.setArgumentCount(2, 2);
    line.addValue(QStringLiteral("set"), QStringLiteral("NAME=VALUE"), QStringLiteral("An input of the situation (describe lists them)."),
                  true);
    line.addValue(QStringLiteral("unit"), QStringLiteral("LIST=FIELD:VALUE,..."),
                  QStringLiteral("A unit of a list of units; the first for a list replaces its default units."), true);
    line.addValue(QStringLiteral("option"), QStringLiteral("NAME=VALUE"), QStringLiteral("A game option."), true);
    line.addValue(QStringLiteral("roll"), QStringLiteral("FACES|NAME=FACES"),
                  QStringLiteral("Physical dice, faces separated by commas: in throwing order (4,5: this roll's dice, then "
                                 "any later step's or follow-up's), or by the name of a die or a step (french=5)."),
                  true);
    line.addValue(QStringLiteral("seed"), QStringLiteral("N"), QStringLiteral("Seed of the program's dice, to replay a roll."));
    line.addFlag(QStringLiteral("no-roll"), QStringLiteral("Show the modifiers and chances only; throw nothing."));
    line.addValue(QStringLiteral("chart"), QStringLiteral("KEY=VALUE"),
                  QStringLiteral("A value read off the printed chart, for a question the module asks."), true);
    line.addValue(QStringLiteral("chart-result"), QStringLiteral("CODE"),
                  QStringLiteral("The result read off the printed chart when our sources lack it."));
    line.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON instead of text."));
    line.addFlag(QStringLiteral("record"), QStringLiteral("Append the resolution to the newest session of the game log."));
    line.addValue(QStringLiteral("turn"), QStringLiteral("T"), QStringLiteral("The game turn, for the log entry (with --record); else the current turn of the session's chit cup, if it has one."));
    line.addValue(QStringLiteral("phase"), QStringLiteral("P"), QStringLiteral("The phase, for the log entry (with --record)."));
    line.addValue(QStringLiteral("note"), QStringLiteral("TEXT"), QStringLiteral("A note, for the log entry (with --record)."));
    line.addValue(QStringLiteral("log"), QStringLiteral("FILE"), QStringLiteral("The game log file (may also come before the command)."));
    line.setNotes(QStringLiteral("Without --roll or --no-roll the program throws the dice and prints its seed.\n"
                                 "Exit status: 0 resolved, 1 situation refused (the message names the rule), 2 usage error.\n"
                                 "Example: umpire-cli resolve la-fleur-au-fusil combat --set attacker_side=french --roll 4\n"));
    return line;
}

int runResolve(CliContext& context)
{
    CommandLine line = resolveCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    if (line.isSet(QStringLiteral("log")))
        context.logPath = line.value(QStringLiteral("log"));
    ResolveOptions options;
    if (const QString problem = readOptions(line, options); !problem.isEmpty())
        return line.usageError(context.err, problem);
    QString rollProblem;
    RollPlan plan = RollPlan::parse(options.rolls, rollProblem);
    if (!rollProblem.isEmpty())
        return line.usageError(context.err, rollProblem);
    const LoadedModules modules = loadForCli(context, {}, false);
    const auto [game, procedure] = findGameProcedure(context, modules, line.arguments().at(0), line.arguments().at(1));
    if (!procedure)
        return ExitUsage;
    SituationArguments read = readSituationArguments(*procedure, options.sets, options.units);
    if (read.error.isEmpty())
        read.error = readGameOptions(*game, options.gameOptions, read.situation);
    if (read.error.isEmpty())
        read.error = readChartReadings(options.chartReadings, read.situation);
    if (!read.error.isEmpty()) {
        context.err << "refused: " << read.error << '\n';
        return ExitRefused;
    }
    read.situation.game = game->id;

    const Resolver resolver(*game);
    // A recorded roll into a sealed session takes the session's dice (log/dice_seal.h).
    const QString logPath = context.logPath.isEmpty() ? defaultLogPath() : context.logPath;
    RecordDice recorded;
    if (options.record)
        recorded = recordDice(logPath, game->id, plan.isEmpty() && !options.noRoll, options.seed.has_value());
    if (recorded.logError) {
        context.err << QStringLiteral("umpire-cli resolve --record: %1\n").arg(recorded.logError->message);
        return exitCodeFor(*recorded.logError);
    }
    if (!recorded.refusal.isEmpty()) {
        context.err << "refused: " << recorded.refusal << '\n';
        return ExitRefused;
    }
    std::optional<SealedDieRoller>& sealed = recorded.sealed;
    std::optional<DiceSource> source;
    if (plan.isEmpty() && !options.noRoll && !sealed)
        source = options.seed ? DiceSource(*options.seed) : DiceSource::fromEntropy();
    DieRoller* roller = sealed ? static_cast<DieRoller*>(&*sealed) : source ? static_cast<DieRoller*>(&*source) : nullptr;

    const bool diceTyped = !plan.isEmpty();  // the plan empties as its dice are used
    std::vector<Step> steps;
    AssessmentResult assessed = resolver.assess(read.situation);
    Step::Kind kind = Step::Kind::First;
    bool chartResultUsed = false;
    bool programThrewDice = false;  // a decision throws none: then there is no seed to tell
    while (true) {
        if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
            printRefusals(context, *refusals, options.json);
            return ExitRefused;
        }
        Step step{kind, std::get<Assessment>(std::move(assessed)), {}, std::nullopt, std::nullopt};
        if (sealed) {
            if (kind == Step::Kind::FollowUp)
                sealed->nextEntry();  // a follow-up is an entry of its own: the session's next roll
            step.seal = sealed->rollSeal();
        }
        step.distribution = resolver.distribution(step.assessment);
        // A step with nothing to throw (a decision, or dice that cannot matter) is resolved even
        // with --no-roll: no die is seen, and the next step shows what the players act on.
        const bool canThrow = (!options.noRoll || diceToThrow(step.assessment) == 0) && !step.assessment.question;
        std::optional<std::vector<std::int64_t>> dice;
        if (canThrow && roller) {
            dice = throwDice(step.assessment, *roller);
            programThrewDice = programThrewDice || !dice->empty();
        } else if (canThrow) {
            QString problem;
            dice = plan.take(step.assessment, problem);
            if (!problem.isEmpty()) {
                context.err << "refused: " << problem << '\n';
                return ExitRefused;
            }
        }
        if (!dice) {
            steps.push_back(std::move(step));
            break;  // Not thrown yet: the report shows its chances.
        }
        auto resolved = resolver.resolve(step.assessment, *dice);
        if (auto* r = std::get_if<Resolution>(&resolved); r && options.chartResult && !chartResultUsed && r->outcome.chartNeeded &&
                                                           r->outcome.question) {
            const Procedure& thrown = *step.assessment.procedure;
            if (!thrown.results.empty() && !thrown.result(options.chartResult->toStdString())) {
                QStringList codes;
                for (const auto& result : thrown.results)
                    codes << qs(result.code);
                context.err << "refused: --chart-result '" << *options.chartResult << "' is not a result of " << qs(thrown.id)
                            << "; the results are " << codes.join(QStringLiteral(", ")) << '\n';
                return ExitRefused;
            }
            chartResultUsed = true;
            resolved = resolver.resolve(step.assessment, *dice, {{r->outcome.question->key, options.chartResult->toStdString()}});
        }
        if (auto* refusal = std::get_if<Refusal>(&resolved)) {
            printRefusals(context, {*refusal}, options.json);
            return ExitRefused;
        }
        step.resolution = std::get<Resolution>(std::move(resolved));
        const Resolution& thrown = *step.resolution;
        std::optional<AssessmentResult> following = resolver.assessNext(step.assessment, thrown);
        const std::optional<FollowUpRequest> followUp = thrown.followUp;
        steps.push_back(std::move(step));
        if (steps.size() > 24) {
            context.err << "umpire-cli: follow-up rolls go on past 24 rolls; the module loops\n";
            return ExitUsage;
        }
        if (following) {
            assessed = std::move(*following);
            kind = Step::Kind::NextStep;
        } else if (followUp) {
            assessed = resolver.assess(followUp->situation);
            kind = Step::Kind::FollowUp;
        } else {
            break;
        }
    }
    // A value our sources lack stops the resolution before its dice: the report asks for it,
    // and the dice given are kept for the run that answers it.
    const bool waitsForChart = !steps.back().resolution && steps.back().assessment.question;
    std::vector<RunThrow> throws;
    for (const Step& step : steps)
        throws.emplace_back(&step.assessment, step.resolution ? &*step.resolution : nullptr);
    if (const QString unasked = unaskedChartReading(throws, read.situation.chartReadings); !unasked.isEmpty()) {
        context.err << "refused: " << unasked << '\n';
        return ExitRefused;
    }
    if (const QString left = plan.leftOver(steps.size() > 1); !left.isEmpty()) {
        if (!waitsForChart) {
            context.err << "refused: " << left << '\n';
            return ExitRefused;
        }
        context.err << "note: the dice were not used: give the chart reading asked for first\n";
    }
    if (options.chartResult && !chartResultUsed) {
        const Step& first = steps.front();
        context.err << "refused: --chart-result is only for results our sources lack; this one is "
                    << (first.resolution ? qs(first.resolution->outcome.code) : QStringLiteral("not rolled")) << '\n';
        return ExitRefused;
    }

    const RunJson run = runJson(steps, options.chartResult, source);
    // The report is printed once the roll is in the log when it is recorded: draw, append,
    // then print. A roll the log refuses shows no dice, and the next run throws the same ones.
    QString report;
    QTextStream shown(&report);
    if (options.json) {
        shown << QJsonDocument(run.printed).toJson(QJsonDocument::Indented);
    } else {
        shown << terminalText(qs(game->title)) << ": ";
        for (std::size_t i = 0; i < steps.size(); ++i) {
            const Step& s = steps[i];
            if (s.kind == Step::Kind::NextStep)
                shown << "\nStep " << (s.assessment.stepIndex + 1) << " of " << s.assessment.chain->stepCount() << ": ";
            else if (s.kind == Step::Kind::FollowUp)
                shown << "\nFollow-up: ";
            else if (s.assessment.chain && !s.assessment.chain->steps.empty())
                shown << terminalText(qs(s.assessment.chain->label)) << ", step 1 of " << s.assessment.chain->stepCount() << ": ";
            shown << resolutionText(*game, s.assessment, s.distribution, s.resolution ? &*s.resolution : nullptr);
        }
        // The player's dice ran out before a later step or follow-up: its chances are shown above.
        if (const Step& last = steps.back(); diceTyped && !options.noRoll && steps.size() > 1 && !last.resolution &&
                                             !last.assessment.question)
            shown << "\nNot thrown: give its dice with --roll, after the ones above\n";
        if (options.chartResult)
            shown << "Chart result entered: " << *options.chartResult << '\n';
        if (source && programThrewDice)
            shown << "\nDice rolled by the program, seed " << source->seed() << '\n';
        if (sealed)
            shown << "\nDice rolled by the program: sealed roll " << steps.front().seal->position << " of session "
                  << recorded.sessionId << " (commitment " << sealed->rollSeal().commitment << ")\n";
    }

    shown.flush();
    if (!options.record) {
        context.out << report;
        return ExitOk;
    }
    // As in the window, a roll goes into the log once it is whole. The same dice come back
    // on the next run: the physical ones, the seed's, or the sealed session's next roll.
    if (const QString missing = unfinished(steps); !missing.isEmpty()) {
        context.out << report;  // it asks for what is missing: the chart is read off these dice
        context.err << "refused: --record keeps finished rolls only: " << missing << "; nothing was recorded";
        if (source)
            context.err << "; run again with --seed " << source->seed() << " and the value";
        else if (sealed)
            context.err << "; the session's sealed dice come out the same on the next run";
        context.err << '\n';
        return ExitRefused;
    }
    RecordOptions record;
    record.diceOrigin = roller ? DiceOrigin::Rolled : DiceOrigin::Physical;
    if (source)
        record.seed = source->seed();
    record.turn = options.turn;
    record.phase = options.phase;
    record.note = options.note;
    record.chartResult = options.chartResult;
    record.reportIsJson = options.json;
    // The log keeps each roll as its own entry: the parent, then each follow-up linked to it.
    // A procedure's steps stay inside their entry.
    QList<QJsonObject> chain = run.stored;
    const QJsonObject parent = chain.takeFirst();
    record.sessionId = recorded.sessionId;  // the session checked before the dice, whose dice these are
    return recordResolution(parent, record, logPath, context.out, context.err, chain, report);
}

}  // namespace umpire
