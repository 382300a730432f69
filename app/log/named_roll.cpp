// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/named_roll.h"

#include <QJsonArray>
#include <QStringList>

namespace umpire {

QString NamedRoll::diceText() const
{
    QStringList parts;
    for (const Group& group : groups) {
        QStringList faces;
        for (const auto face : group.faces)
            faces << QString::number(face);
        // A die that could not change the result was not thrown: a dash, in any language.
        parts << group.label + QLatin1Char(' ') + (faces.isEmpty() ? QStringLiteral("\u2014") : faces.join(QLatin1Char(',')));
    }
    return parts.join(QStringLiteral(", "));
}

QString NamedRoll::text() const
{
    QString text = diceText();
    if (row)
        text += QStringLiteral("  read on row %1").arg(*row);
    return text;
}

std::optional<NamedRoll> namedRollOf(const QJsonObject& resolution)
{
    const QJsonObject json = resolution.value(QStringLiteral("roll")).toObject();
    const QJsonObject named = json.value(QStringLiteral("named")).toObject();
    if (named.isEmpty())
        return std::nullopt;
    NamedRoll roll;
    for (const QJsonValue& item : resolution.value(QStringLiteral("dice_groups")).toArray()) {
        const QJsonObject group = item.toObject();
        const QString label = group.value(QStringLiteral("label")).toString();
        const QJsonValue faces = named.value(group.value(QStringLiteral("id")).toString());
        if (label.isEmpty() || !faces.isArray())
            return std::nullopt;
        NamedRoll::Group g{label, {}};
        for (const QJsonValue& face : faces.toArray())
            g.faces << face.toInteger();
        roll.groups << g;
    }
    if (roll.groups.size() != named.size())
        return std::nullopt;
    // A result read gives its row (Resolution::rowReadFromNamedDice); one that is not there was
    // logged before the JSON gave it.
    const QJsonObject result = resolution.value(QStringLiteral("result")).toObject();
    const bool resultRead = result.value(QStringLiteral("code")).isString() && !result.value(QStringLiteral("code")).toString().isEmpty() &&
                            !result.value(QStringLiteral("chart_needed")).toBool();
    if (resultRead) {
        const QJsonValue row = json.value(QStringLiteral("row"));
        if (!row.isDouble())
            return std::nullopt;
        roll.row = row.toInteger();
    }
    return roll;
}

}  // namespace umpire
