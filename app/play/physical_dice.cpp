// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/physical_dice.h"

#include "engine/dice.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace umpire {

std::optional<std::vector<std::int64_t>> readPhysicalDice(const QString& text, std::int64_t count, std::int64_t sides,
                                                          QString& problem)
{
    // Players type "3 5" as often as "3,5".
    QString normalised = text.trimmed();
    static const QRegularExpression separators(QStringLiteral("[\\s;,]+"));
    normalised.replace(separators, QStringLiteral(","));
    const auto dice = parseDiceList(normalised.toStdString());
    if (!dice || dice->empty()) {
        problem = QCoreApplication::translate("PhysicalDice", "'%1' is not a list of dice: type the faces separated by commas, like 4 or 3,5")
                      .arg(text);
        return std::nullopt;
    }
    if (static_cast<std::int64_t>(dice->size()) != count) {
        problem = QCoreApplication::translate("PhysicalDice", "This roll takes %1, so %n die face(s); '%2' has %3", nullptr,
                                              static_cast<int>(count))
                      .arg(QStringLiteral("%1d%2").arg(count).arg(sides), text)
                      .arg(dice->size());
        return std::nullopt;
    }
    for (const auto face : *dice) {
        if (face < 1 || face > sides) {
            problem = QCoreApplication::translate("PhysicalDice", "A d%1 shows 1 to %1, not %2").arg(sides).arg(face);
            return std::nullopt;
        }
    }
    return dice;
}

}  // namespace umpire
