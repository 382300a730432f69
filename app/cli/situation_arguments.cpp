// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/situation_arguments.h"

#include "core/std_text.h"
#include "engine/game.h"
#include "engine/procedure.h"

#include <QHash>

namespace umpire {

namespace {


QString inputList(const Procedure& procedure, bool units)
{
    QStringList names;
    for (const auto& input : procedure.inputs)
        if ((input.kind == InputSpec::Kind::Units) == units)
            names << qs(input.id) + QStringLiteral(" (") + qs(units ? std::string("list of units") : input.scalar.allowed()) +
                         QStringLiteral(")");
    return names.isEmpty() ? QStringLiteral("(none)") : names.join(QStringLiteral(", "));
}

}  // namespace

QString assignmentProblem(const QString& option, const QStringList& values, bool nameEndsAtLastEquals)
{
    QHash<QString, QString> given;  // name -> the argument that gave it
    for (const QString& value : values) {
        const qsizetype equals = nameEndsAtLastEquals ? value.lastIndexOf(QLatin1Char('=')) : value.indexOf(QLatin1Char('='));
        if (equals < 0)
            return QStringLiteral("--%1 '%2' must look like NAME=VALUE").arg(option, value);
        const QString name = value.left(equals).trimmed();
        if (name.isEmpty())
            return QStringLiteral("--%1 '%2' names nothing before '='").arg(option, value);
        if (given.contains(name))
            return QStringLiteral("--%1 gives '%2' twice ('%3', then '%4'); give it once").arg(option, name, given.value(name), value);
        given.insert(name, value);
    }
    return {};
}

SituationArguments readSituationArguments(const Procedure& procedure, const QStringList& sets, const QStringList& units)
{
    SituationArguments result;
    result.situation.procedure = procedure.id;
    for (const QString& set : sets) {
        const auto equals = set.indexOf('=');
        if (equals <= 0) {
            result.error = QStringLiteral("--set '%1' must look like NAME=VALUE").arg(set);
            return result;
        }
        const std::string name = set.left(equals).trimmed().toStdString();
        const std::string text = set.mid(equals + 1).trimmed().toStdString();
        const InputSpec* input = procedure.input(name);
        if (!input || input->kind == InputSpec::Kind::Units) {
            result.error = QStringLiteral("unknown input '%1' for %2; the inputs are %3%4")
                               .arg(qs(name), qs(procedure.id), inputList(procedure, false),
                                    input ? QStringLiteral(" (give units with --unit)") : QString());
            return result;
        }
        const auto value = input->scalar.parse(text);
        if (!value) {
            result.error = QStringLiteral("%1 must be %2, not '%3' (%4)")
                               .arg(qs(name), qs(input->scalar.allowed()), qs(text), qs(input->rule.empty() ? input->label : input->rule));
            return result;
        }
        result.situation.values[name] = *value;
    }
    for (const QString& unitArgument : units) {
        const auto equals = unitArgument.indexOf('=');
        const std::string name = equals > 0 ? unitArgument.left(equals).trimmed().toStdString() : std::string();
        const InputSpec* input = procedure.input(name);
        if (!input || input->kind != InputSpec::Kind::Units) {
            result.error = QStringLiteral("--unit '%1': unknown list of units; the lists are %2").arg(unitArgument, inputList(procedure, true));
            return result;
        }
        UnitRecord unit;
        const QStringList fields = unitArgument.mid(equals + 1).split(',', Qt::SkipEmptyParts);
        for (const QString& fieldArgument : fields) {
            const auto colon = fieldArgument.indexOf(':');
            const std::string field = fieldArgument.left(colon).trimmed().toStdString();
            const std::string text = colon > 0 ? fieldArgument.mid(colon + 1).trimmed().toStdString() : std::string();
            const UnitFieldSpec* spec = nullptr;
            for (const auto& candidate : *input->fields)
                if (candidate.id == field)
                    spec = &candidate;
            if (colon <= 0 || !spec) {
                QStringList known;
                for (const auto& candidate : *input->fields)
                    known << qs(candidate.id) + QStringLiteral(" (") + qs(candidate.spec.allowed()) + QStringLiteral(")");
                result.error = QStringLiteral("--unit %1: '%2' must be FIELD:VALUE with a field among %3")
                                   .arg(qs(name), fieldArgument, known.join(QStringLiteral(", ")));
                return result;
            }
            const auto value = spec->spec.parse(text);
            if (!value) {
                result.error = QStringLiteral("--unit %1: %2 must be %3, not '%4'").arg(qs(name), qs(field), qs(spec->spec.allowed()), qs(text));
                return result;
            }
            unit.emplace(field, *value);
        }
        // The first --unit for a list replaces the default units.
        auto it = result.situation.values.find(name);
        if (it == result.situation.values.end())
            it = result.situation.values.emplace(name, Value(UnitList{})).first;
        UnitList list = it->second.asUnitList();
        list.push_back(std::move(unit));
        it->second = Value(std::move(list));
    }
    return result;
}

QString readGameOptions(const Game& game, const QStringList& values, Situation& situation)
{
    for (const QString& value : values) {
        const qsizetype equals = value.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return QStringLiteral("--option '%1' must be NAME=VALUE").arg(value);
        const QString name = value.left(equals).trimmed();
        const GameOption* option = game.option(name.toStdString());
        if (!option) {
            QStringList names;
            for (const auto& o : game.options)
                names << qs(o.id);
            return QStringLiteral("unknown game option '%1'; %2").arg(name, names.isEmpty() ? QStringLiteral("this game has none")
                                                                                          : QStringLiteral("the options are ") + names.join(QStringLiteral(", ")));
        }
        const auto parsed = option->spec.parse(value.mid(equals + 1).trimmed().toStdString());
        if (!parsed)
            return QStringLiteral("game option %1 must be %2").arg(name, qs(option->spec.allowed()));
        situation.options[option->id] = *parsed;
    }
    return {};
}

QString readChartReadings(const QStringList& values, Situation& situation)
{
    for (const QString& value : values) {
        const qsizetype equals = value.lastIndexOf(QLatin1Char('='));
        if (equals <= 0 || equals == value.size() - 1)
            return QStringLiteral("--chart '%1' must be KEY=VALUE, with the key the question names").arg(value);
        situation.chartReadings[value.left(equals).trimmed().toStdString()] = value.mid(equals + 1).trimmed().toStdString();
    }
    return {};
}

}  // namespace umpire
