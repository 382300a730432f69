// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_commands.h"
#include "cli/cli_context.h"
#include "cli/terminal_text.h"

#include "core/std_text.h"
#include "engine/game.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace umpire {

namespace {

/// Module text for the terminal (the JSON keeps it as it is).
QString shown(const std::string& s) { return terminalText(QString::fromStdString(s)); }

QJsonValue valueJson(const Value& v)
{
    if (v.isInteger())
        return static_cast<qint64>(v.asInteger());
    if (v.isBoolean())
        return v.asBoolean();
    return qs(v.toString());
}

QJsonObject scalarJson(const ScalarSpec& spec)
{
    QJsonObject o;
    if (spec.kind == ScalarSpec::Kind::Integer) {
        o["min"] = static_cast<qint64>(spec.min);
        o["max"] = static_cast<qint64>(spec.max);
    }
    if (spec.kind == ScalarSpec::Kind::Choice) {
        QJsonArray options;
        for (const auto& option : spec.options)
            options.append(QJsonObject{{"id", qs(option.id)}, {"label", qs(option.label)}});
        o["options"] = options;
    }
    o["default"] = valueJson(spec.defaultValue);
    return o;
}

QJsonArray tableJson(const ResultTable& table)
{
    QJsonArray rows;
    for (const auto& row : table.rows) {
        QJsonArray cells;
        for (const auto& cell : row.cells)
            cells.append(cell ? QJsonValue(qs(*cell)) : QJsonValue(QJsonValue::Null));
        rows.append(QJsonObject{{"rolls", qs(row.rolls.toString())}, {"cells", cells}});
    }
    return rows;
}

QString diceDescription(const DiceSpec& dice)
{
    if (!dice.countExpression && dice.count == 0)
        return QStringLiteral("none");
    return qs(dice.describe());
}

/// Dice, modifiers, resolution, results, outputs and triggers: what a step (or a one-step procedure) holds.
void addStepJson(QJsonObject& o, const Procedure& p)
{
    o["resolution"] = resolutionKindName(p.method);
    if (p.namedDice.empty()) {
        o["dice"] = diceDescription(p.dice);
        if (p.dice.countExpression)
            o["dice_count"] = qs(p.dice.countExpression->text());
    } else {
        QJsonArray dice;
        for (const auto& d : p.namedDice) {
            QJsonObject die{{"id", qs(d.id)}, {"label", qs(d.label)}, {"dice", qs(d.spec.describe())}};
            if (d.spec.countExpression)
                die["count"] = qs(d.spec.countExpression->text());
            dice.append(die);
        }
        o["dice"] = dice;
    }
    QJsonArray modifiers;
    for (const auto& m : p.modifiers) {
        QJsonObject line{{"id", qs(m.id)}, {"label", qs(m.label)}, {"rule", qs(m.rule)}, {"kind", modifierKindName(m.kind)},
                         {"when", m.when ? QJsonValue(qs(m.when->text())) : QJsonValue(QJsonValue::Null)},
                         {"value", qs(m.value.text())}};
        if (m.kind == ModifierKind::Total)
            line["total"] = qs(m.total);
        if (m.factor) {
            line.remove("value");
            line["factor"] = qs(m.factor->text());
        }
        modifiers.append(line);
    }
    o["modifiers"] = modifiers;
    if (!p.totals.empty()) {
        QJsonArray totals;
        for (const auto& t : p.totals)
            totals.append(QJsonObject{{"id", qs(t.id)}, {"label", qs(t.label)}});
        o["totals"] = totals;
    }
    QJsonArray results;
    for (const auto& r : p.results) {
        QJsonObject result{{"code", qs(r.code)}, {"label", qs(r.label)}, {"text", qs(r.text)}, {"rule", qs(r.rule)}};
        if (!r.shortLabel.empty())
            result["short_label"] = qs(r.shortLabel);
        results.append(result);
    }
    o["results"] = results;
    if (const auto* t = std::get_if<TableMethod>(&p.method)) {
        o["table"] = tableJson(t->table);
        if (t->row)
            o["row"] = qs(t->row->text());
    }
    if (const auto* g = std::get_if<GridMethod>(&p.method)) {
        QJsonArray columns;
        for (const auto& c : g->scale.columns)
            columns.append(QJsonObject{{"id", qs(c.id)}, {"label", qs(c.label)},
                                       {"at_least", c.atLeast ? QJsonValue(qs(c.atLeast->toString())) : QJsonValue(QJsonValue::Null)}});
        o["columns"] = columns;
        o["column_basis"] = columnBasisName(g->scale.basis);
        o["table"] = tableJson(g->table);
        if (g->row)
            o["row"] = qs(g->row->text());
    }
    if (const auto* c = std::get_if<CountMethod>(&p.method))
        o["hit"] = qs(c->hit.text());
    if (const auto* t = std::get_if<TestMethod>(&p.method); t && t->target)
        o["target"] = qs(t->target->text());
    QJsonArray outputs;
    for (const auto& out : p.outputs)
        outputs.append(QJsonObject{{"id", qs(out.id)}, {"label", qs(out.label)}, {"rule", qs(out.rule)}, {"value", qs(out.value.text())},
                                   {"when", out.when ? QJsonValue(qs(out.when->text())) : QJsonValue(QJsonValue::Null)}});
    if (!outputs.isEmpty())
        o["outputs"] = outputs;
    QJsonArray triggers;
    for (const auto& t : p.triggers)
        triggers.append(QJsonObject{{"id", qs(t.id)}, {"label", qs(t.label)}, {"rule", qs(t.rule)}, {"when", qs(t.when.text())},
                                    {"text", qs(t.text)}});
    if (!triggers.isEmpty())
        o["triggers"] = triggers;
    QJsonArray interpretations;
    for (const auto& i : p.interpretations)
        interpretations.append(QJsonObject{{"id", qs(i.id)}, {"rule", qs(i.rule)}, {"text", qs(i.text)}});
    o["interpretations"] = interpretations;
}

QJsonObject procedureJson(const Procedure& p)
{
    QJsonObject o{{"id", qs(p.id)}, {"label", qs(p.label)}, {"rule", qs(p.rule)}, {"summary", qs(p.summary)}};
    QJsonArray inputs;
    for (const auto& input : p.inputs) {
        QJsonObject i{{"id", qs(input.id)}, {"label", qs(input.label)}, {"type", inputKindName(input.kind)},
                      {"group", qs(input.group)}, {"rule", qs(input.rule)}, {"help", qs(input.help)}};
        if (input.kind == InputSpec::Kind::Units) {
            QJsonArray fields;
            for (const auto& field : *input.fields) {
                QJsonObject f = scalarJson(field.spec);
                f["id"] = qs(field.id);
                f["label"] = qs(field.label);
                fields.append(f);
            }
            i["fields"] = fields;
            i["min_units"] = static_cast<qint64>(input.minUnits);
            i["max_units"] = static_cast<qint64>(input.maxUnits);
        } else {
            const QJsonObject scalar = scalarJson(input.scalar);
            for (auto it = scalar.begin(); it != scalar.end(); ++it)
                i[it.key()] = it.value();
            if (input.required) {
                // No default: the situation must give it.
                i.remove(QStringLiteral("default"));
                i["required"] = input.requiredWhenRead ? QJsonValue(QStringLiteral("when_read")) : QJsonValue(true);
            }
        }
        inputs.append(i);
    }
    o["inputs"] = inputs;
    QJsonArray constraints;
    for (const auto& c : p.constraints)
        constraints.append(QJsonObject{{"id", qs(c.id)}, {"require", qs(c.require.text())}, {"message", qs(c.message)}, {"rule", qs(c.rule)}});
    o["constraints"] = constraints;
    QJsonArray derived;
    for (const auto& d : p.derived)
        derived.append(QJsonObject{{"id", qs(d.id)}, {"label", qs(d.label)}, {"value", qs(d.value.text())}});
    if (!derived.isEmpty())
        o["derived"] = derived;
    if (p.steps.empty()) {
        addStepJson(o, p);
        return o;
    }
    QJsonArray steps;
    for (const auto& step : p.steps) {
        QJsonObject s{{"id", qs(step.id)}, {"label", qs(step.label)}, {"rule", qs(step.rule)}, {"summary", qs(step.summary)}};
        addStepJson(s, step);
        steps.append(s);
    }
    o["steps"] = steps;
    return o;
}

QJsonArray optionsJson(const Game& game)
{
    QJsonArray options;
    for (const auto& option : game.options) {
        QJsonObject o = scalarJson(option.spec);
        o["id"] = qs(option.id);
        o["label"] = qs(option.label);
        o["rule"] = qs(option.rule);
        o["help"] = qs(option.help);
        options.append(o);
    }
    return options;
}

void describeStepText(QTextStream& out, const Procedure& p);

void describeText(QTextStream& out, const Game& game, const Procedure& p)
{
    out << shown(game.title) << ": " << shown(p.label) << " (" << shown(p.rule) << ")\n";
    if (!p.summary.empty())
        out << shown(p.summary) << '\n';
    out << "\nInputs\n";
    for (const auto& input : p.inputs) {
        out << "  " << shown(input.id).leftJustified(22) << ' ';
        if (input.kind == InputSpec::Kind::Units) {
            out << "list of " << input.minUnits << ".." << input.maxUnits << " units with";
            for (const auto& field : *input.fields)
                out << ' ' << shown(field.id) << " (" << shown(field.spec.allowed()) << ")";
        } else {
            out << shown(input.scalar.allowed())
                << (input.requiredWhenRead ? QStringLiteral(", required where the situation reads it")
                    : input.required       ? QStringLiteral(", required")
                                           : ", default " + shown(input.scalar.defaultValue.toString()));
        }
        out << "  " << shown(input.label) << (input.rule.empty() ? QString() : QStringLiteral(" (%1)").arg(shown(input.rule))) << '\n';
    }
    if (!p.constraints.empty()) {
        out << "\nConstraints\n";
        for (const auto& c : p.constraints)
            out << "  " << shown(c.require.text()) << "  (" << shown(c.rule) << ")\n";
    }
    if (!p.derived.empty()) {
        out << "\nDerived values\n";
        for (const auto& d : p.derived)
            out << "  " << shown(d.id).leftJustified(22) << ' ' << shown(d.value.text()) << '\n';
    }
    if (!game.options.empty()) {
        out << "\nGame options (chosen for the session)\n";
        for (const auto& option : game.options)
            out << "  " << shown(option.id).leftJustified(22) << ' ' << shown(option.spec.allowed()) << ", default "
                << shown(option.spec.defaultValue.toString()) << "  " << shown(option.label)
                << (option.rule.empty() ? QString() : QStringLiteral(" (%1)").arg(shown(option.rule))) << '\n';
    }
    if (p.steps.empty()) {
        describeStepText(out, p);
        return;
    }
    for (std::size_t i = 0; i < p.steps.size(); ++i) {
        const Procedure& step = p.steps[i];
        out << "\nStep " << (i + 1) << " of " << p.steps.size() << ": " << shown(step.label) << " (" << shown(step.rule) << ")  id "
            << shown(step.id) << '\n';
        if (!step.summary.empty())
            out << shown(step.summary) << '\n';
        describeStepText(out, step);
    }
}

void describeStepText(QTextStream& out, const Procedure& p)
{
    if (!p.modifiers.empty()) {
        out << "\nModifiers\n";
        for (const auto& m : p.modifiers)
            out << "  " << QString(modifierKindName(m.kind)).leftJustified(8) << ' ' << shown(m.label) << " (" << shown(m.rule) << "): "
                << (m.when ? QStringLiteral("when %1, ").arg(shown(m.when->text())) : QString())
                << (m.factor ? QStringLiteral("times ") + shown(m.factor->text()) : shown(m.value.text()))
                << (m.kind == ModifierKind::Total ? QStringLiteral(" to ") + shown(m.total) : QString()) << '\n';
    }
    out << "\nDice: ";
    if (p.namedDice.empty()) {
        out << diceDescription(p.dice)
            << (p.dice.countExpression ? QStringLiteral(" where N = %1").arg(shown(p.dice.countExpression->text())) : QString());
    } else {
        QStringList dice;
        for (const auto& d : p.namedDice)
            dice << QStringLiteral("%1 %2 (%3)").arg(shown(d.label), shown(d.spec.describe()), shown(d.id));
        out << dice.join(QStringLiteral(", "));
    }
    out << "; resolved by " << resolutionKindName(p.method) << '\n';
    if (const auto* t = std::get_if<TableMethod>(&p.method))
        for (const auto& row : t->table.rows)
            out << "  " << shown(row.rolls.toString()).rightJustified(6) << "  " << shown(row.cells[0].value_or("?")) << '\n';
    if (const auto* g = std::get_if<GridMethod>(&p.method)) {
        out << "  " << QString("roll").rightJustified(6);
        for (const auto& c : g->scale.columns)
            out << ' ' << shown(c.id).rightJustified(6);
        out << '\n';
        for (const auto& row : g->table.rows) {
            out << "  " << shown(row.rolls.toString()).rightJustified(6);
            for (const auto& cell : row.cells)
                out << ' ' << shown(cell.value_or("?")).rightJustified(6);
            out << '\n';
        }
    }
    if (const auto* c = std::get_if<CountMethod>(&p.method))
        out << "  a die hits when " << shown(c->hit.text()) << '\n';
    if (const auto* t = std::get_if<TestMethod>(&p.method)) {
        if (t->target)
            out << "  target: " << shown(t->target->text()) << '\n';
        for (const auto& outcome : t->outcomes)
            out << "  " << (outcome.when ? shown(outcome.when->text()) : QStringLiteral("otherwise")) << " -> " << shown(outcome.result) << '\n';
    }
    if (!p.results.empty()) {
        out << "\nResults\n";
        for (const auto& r : p.results)
            out << "  " << shown(r.code).leftJustified(6) << ' ' << (r.shortLabel.empty() ? QString() : "[" + shown(r.shortLabel) + "] ") << shown(r.label)
                << (r.text.empty() ? QString() : ": " + shown(r.text)) << '\n';
    }
    if (!p.outputs.empty()) {
        out << "\nOutputs\n";
        for (const auto& o : p.outputs)
            out << "  " << shown(o.id).leftJustified(22) << ' ' << shown(o.value.text())
                << (o.when ? QStringLiteral(" when %1").arg(shown(o.when->text())) : QString()) << "  " << shown(o.label) << '\n';
    }
    if (!p.triggers.empty()) {
        out << "\nTriggers\n";
        for (const auto& t : p.triggers)
            out << "  when " << shown(t.when.text()) << ": " << shown(t.label) << (t.rule.empty() ? QString() : " (" + shown(t.rule) + ")") << '\n';
    }
    for (const auto& i : p.interpretations)
        out << "\nInterpretation (" << shown(i.rule) << "): " << shown(i.text) << '\n';
}

}  // namespace

CommandLine describeCommandLine()
{
    CommandLine line(QStringLiteral("describe"), QStringLiteral("inputs, modifiers and table of a procedure"));
    line.addArgument(QStringLiteral("GAME"), QStringLiteral("The game's id (umpire-cli games lists them)."));
    line.addArgument(QStringLiteral("PROCEDURE"), QStringLiteral("The procedure's id within the game."));
    line.setArgumentCount(2, 2);
    line.addFlag(QStringLiteral("json"), QStringLiteral("Print JSON instead of text."));
    return line;
}

int runDescribe(CliContext& context)
{
    CommandLine line = describeCommandLine();
    if (const auto code = line.parse(context.args, context.out, context.err))
        return *code;
    const bool json = line.isSet(QStringLiteral("json"));
    const LoadedModules modules = loadForCli(context, {}, false);
    const auto [game, procedure] = findGameProcedure(context, modules, line.arguments().at(0), line.arguments().at(1));
    if (!procedure)
        return ExitUsage;
    if (json) {
        QJsonObject o = procedureJson(*procedure);
        o["game"] = qs(game->id);
        if (!game->options.empty())
            o["game_options"] = optionsJson(*game);
        context.out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        describeText(context.out, *game, *procedure);
    }
    return ExitOk;
}

}  // namespace umpire
