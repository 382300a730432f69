// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/resolution_summary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>

#include <cmath>
#include <limits>

namespace umpire {
namespace {

QString describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null: return QStringLiteral("null");
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: return QString::number(value.toDouble());
    case QJsonValue::String: return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Undefined: return QStringLiteral("nothing");
    }
    return {};
}

LogError wrongType(const QString& key, const char* expected, const QJsonValue& got)
{
    return LogError{QStringLiteral("resolution: '%1' must be %2, got %3")
                        .arg(key, QLatin1String(expected), describe(got))};
}

bool isInt(const QJsonValue& value)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return std::floor(number) == number && number >= std::numeric_limits<int>::min()
        && number <= std::numeric_limits<int>::max();
}

/// Reads an optional integer; absent and null both give nullopt.
std::optional<LogError> readInt(const QJsonObject& object, const QString& key, const QString& path,
                                std::optional<int>& out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!isInt(value))
        return wrongType(path, "an integer", value);
    out = value.toInt();
    return std::nullopt;
}

std::optional<LogError> readOptionalString(const QJsonObject& object, const QString& key,
                                           const QString& path, std::optional<QString>& out)
{
    const QJsonValue value = object.value(key);
    if (value.isUndefined() || value.isNull())
        return std::nullopt;
    if (!value.isString())
        return wrongType(path, "a string or null", value);
    out = value.toString();
    return std::nullopt;
}

QString scalarText(const QJsonValue& value)
{
    if (value.isString())
        return value.toString();
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble());
    if (value.isNull())
        return QStringLiteral("null");
    return QString::fromUtf8(value.isArray()
                                 ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                 : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

}  // namespace

LogResult<ResolutionSummary> summarizeResolution(const QJsonObject& resolution)
{
    ResolutionSummary summary;

    const QJsonValue procedure = resolution.value(QStringLiteral("procedure"));
    if (!procedure.isString() || procedure.toString().isEmpty())
        return wrongType(QStringLiteral("procedure"), "a non-empty string", procedure);
    summary.procedure = procedure.toString();

    const QJsonValue game = resolution.value(QStringLiteral("game"));
    if (!game.isUndefined()) {
        if (!game.isString())
            return wrongType(QStringLiteral("game"), "a string", game);
        summary.game = game.toString();
    }

    if (auto error = readOptionalString(resolution, QStringLiteral("column"), QStringLiteral("column"),
                                        summary.column))
        return *error;
    if (auto error = readInt(resolution, QStringLiteral("drm_total"), QStringLiteral("drm_total"),
                             summary.drmTotal))
        return *error;

    const QJsonValue situation = resolution.value(QStringLiteral("situation"));
    if (!situation.isUndefined() && !situation.isObject())
        return wrongType(QStringLiteral("situation"), "an object", situation);

    const QJsonValue modifiers = resolution.value(QStringLiteral("modifiers"));
    if (!modifiers.isUndefined()) {
        if (!modifiers.isArray())
            return wrongType(QStringLiteral("modifiers"), "an array", modifiers);
        const QJsonArray list = modifiers.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = QStringLiteral("modifiers[%1]").arg(i);
            if (!list.at(i).isObject())
                return wrongType(path, "an object", list.at(i));
            const QJsonObject modifier = list.at(i).toObject();
            const QJsonValue applied = modifier.value(QStringLiteral("applied"));
            if (!applied.isUndefined() && !applied.isBool())
                return wrongType(path + QStringLiteral(".applied"), "true or false", applied);
            std::optional<int> value;
            if (auto error = readInt(modifier, QStringLiteral("value"), path + QStringLiteral(".value"), value))
                return *error;
        }
    }

    const QJsonValue roll = resolution.value(QStringLiteral("roll"));
    if (!roll.isUndefined() && !roll.isNull()) {
        if (!roll.isObject())
            return wrongType(QStringLiteral("roll"), "an object", roll);
        const QJsonObject rollObject = roll.toObject();
        const QJsonValue dice = rollObject.value(QStringLiteral("dice"));
        if (!dice.isUndefined()) {
            if (!dice.isArray())
                return wrongType(QStringLiteral("roll.dice"), "an array of integers", dice);
            const QJsonArray faces = dice.toArray();
            for (qsizetype i = 0; i < faces.size(); ++i) {
                if (!isInt(faces.at(i)))
                    return wrongType(QStringLiteral("roll.dice[%1]").arg(i), "an integer", faces.at(i));
                summary.dice << faces.at(i).toInt();
            }
        }
        if (auto error = readInt(rollObject, QStringLiteral("natural"), QStringLiteral("roll.natural"),
                                 summary.natural))
            return *error;
        if (auto error = readInt(rollObject, QStringLiteral("modified"), QStringLiteral("roll.modified"),
                                 summary.modified))
            return *error;
    }

    const QJsonValue result = resolution.value(QStringLiteral("result"));
    if (!result.isUndefined() && !result.isNull()) {
        if (!result.isObject())
            return wrongType(QStringLiteral("result"), "an object", result);
        const QJsonObject resultObject = result.toObject();
        if (auto error = readOptionalString(resultObject, QStringLiteral("code"), QStringLiteral("result.code"),
                                            summary.resultCode))
            return *error;
        // Lists and exports show the short meaning (the label) when there is one; the full
        // legend stays in the stored resolution.
        for (const QString& key : {QStringLiteral("text"), QStringLiteral("label")}) {
            const QJsonValue value = resultObject.value(key);
            if (value.isUndefined() || value.isNull())
                continue;
            if (!value.isString())
                return wrongType(QStringLiteral("result.") + key, "a string", value);
            if (!value.toString().isEmpty())
                summary.resultText = value.toString();
        }
    }

    // QJsonObject keeps its keys sorted, so compact output is already canonical.
    summary.canonicalJson = QJsonDocument(resolution).toJson(QJsonDocument::Compact);
    return summary;
}

QString resolutionSearchText(const ResolutionSummary& summary, const QJsonObject& resolution)
{
    QStringList search{summary.procedure, summary.column.value_or(QString()),
                       summary.resultCode.value_or(QString()), summary.resultText,
                       situationText(resolution), appliedModifiersText(resolution), outcomeDetailsText(resolution)};
    search.removeAll(QString());
    return search.join(QLatin1Char('\n'));
}

QString appliedModifiersText(const QJsonObject& resolution)
{
    QStringList parts;
    const QJsonArray modifiers = resolution.value(QStringLiteral("modifiers")).toArray();
    for (const QJsonValue& item : modifiers) {
        const QJsonObject modifier = item.toObject();
        if (!modifier.value(QStringLiteral("applied")).toBool())
            continue;
        QString label = modifier.value(QStringLiteral("label")).toString();
        if (label.isEmpty())
            label = modifier.value(QStringLiteral("id")).toString();
        const QString rule = modifier.value(QStringLiteral("rule")).toString();
        if (!rule.isEmpty())
            label += QStringLiteral(" (%1)").arg(rule);
        const QString kind = modifier.value(QStringLiteral("kind")).toString();
        // A strength factor is stored as the exact "1/2" beside a value of 0.
        const QString factor = modifier.value(QStringLiteral("factor")).toString();
        QString value = factor.isEmpty() ? signedNumber(modifier.value(QStringLiteral("value")).toInt()) : QStringLiteral("x") + factor;
        if (!kind.isEmpty() && kind != QLatin1String("drm"))
            value += QLatin1Char(' ') + kind;
        parts << label + QLatin1Char(' ') + value;
    }
    return parts.join(QStringLiteral("; "));
}

QString outcomeDetailsText(const QJsonObject& resolution)
{
    QStringList parts;
    // The earlier steps of a procedure of several steps come first, as they were thrown.
    for (const QJsonValue& item : resolution.value(QStringLiteral("steps")).toArray()) {
        // The game options are the same for every step: said once, after the last.
        QJsonObject earlier = item.toObject();
        earlier.remove(QStringLiteral("options"));
        QStringList step{outcomeDetailsText(earlier)};
        const QJsonObject roll = earlier.value(QStringLiteral("roll")).toObject();
        if (roll.value(QStringLiteral("named")).toObject().isEmpty() && !roll.value(QStringLiteral("dice")).toArray().isEmpty())
            step << QStringLiteral("dice ") + scalarText(roll.value(QStringLiteral("dice"))).remove(QLatin1Char('[')).remove(QLatin1Char(']'));
        const QJsonValue code = earlier.value(QStringLiteral("result")).toObject().value(QStringLiteral("code"));
        if (code.isString() && !code.toString().isEmpty())
            step << QStringLiteral("result ") + code.toString();
        step.removeAll(QString());
        parts << step.join(QStringLiteral("; "));
    }
    const QString step = resolution.value(QStringLiteral("step")).toString();
    if (!step.isEmpty())
        parts << QStringLiteral("step ") + step;
    const QJsonObject roll = resolution.value(QStringLiteral("roll")).toObject();
    const QJsonObject named = roll.value(QStringLiteral("named")).toObject();
    for (auto it = named.begin(); it != named.end(); ++it)
        parts << it.key() + QLatin1Char(' ') + scalarText(it.value());
    if (roll.value(QStringLiteral("hits")).isDouble())
        parts << QStringLiteral("hits ") + scalarText(roll.value(QStringLiteral("hits")));
    for (const QJsonValue& item : resolution.value(QStringLiteral("outputs")).toArray()) {
        const QJsonObject output = item.toObject();
        const QJsonValue value = output.value(QStringLiteral("value"));
        // A condition's output reads "The French won yes", not "true".
        const QString text = value.isBool() ? (value.toBool() ? QStringLiteral("yes") : QStringLiteral("no")) : scalarText(value);
        parts << output.value(QStringLiteral("label")).toString() + QLatin1Char(' ') + text;
    }
    for (const QJsonValue& item : resolution.value(QStringLiteral("triggers")).toArray())
        parts << QStringLiteral("triggered: ") + item.toObject().value(QStringLiteral("label")).toString();
    for (const QJsonValue& item : resolution.value(QStringLiteral("options")).toArray()) {
        const QJsonObject option = item.toObject();
        parts << QStringLiteral("option ") + option.value(QStringLiteral("label")).toString() + QStringLiteral(": ") +
                     optionValueText(option);
    }
    for (const QJsonValue& item : resolution.value(QStringLiteral("player_values")).toArray()) {
        const QJsonObject value = item.toObject();
        parts << value.value(QStringLiteral("source")).toString() + QStringLiteral(": ") +
                     value.value(QStringLiteral("label")).toString() + QStringLiteral(" = ") + value.value(QStringLiteral("value")).toString();
    }
    if (resolution.value(QStringLiteral("result")).toObject().value(QStringLiteral("from_chart")).toBool())
        parts << QStringLiteral("result read off the printed chart");
    return parts.join(QStringLiteral("; "));
}

QString optionValueText(const QJsonObject& option)
{
    const QString key = option.contains(QStringLiteral("value_label")) ? QStringLiteral("value_label") : QStringLiteral("value");
    return option.value(key).toString();
}

QString situationText(const QJsonObject& resolution)
{
    QStringList parts;
    const QJsonObject situation = resolution.value(QStringLiteral("situation")).toObject();
    for (auto it = situation.begin(); it != situation.end(); ++it)
        parts << it.key() + QLatin1Char('=') + scalarText(it.value());
    return parts.join(QStringLiteral("; "));
}

}  // namespace umpire
