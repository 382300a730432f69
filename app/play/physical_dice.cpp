// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/physical_dice.h"

#include "engine/assessment.h"
#include "engine/dice_count.h"
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

std::optional<std::vector<std::int64_t>> readStepDice(const Assessment& step, const QString& text, const QStringList* perDie,
                                                      QString& problem)
{
    // Only the dice that can change something are asked for.
    std::vector<Assessment::DiceGroup> groups;
    for (const auto& group : step.diceGroups)
        if (group.needed)
            groups.push_back(group);
    const std::int64_t count = diceToThrow(step);
    if (step.diceGroups.empty()) {
        if (perDie && perDie->size() != 1) {
            problem = QCoreApplication::translate("PhysicalDice", "This roll has no named dice");
            return std::nullopt;
        }
        return readPhysicalDice(perDie ? perDie->front() : text, count, step.diceSides, problem);
    }
    std::vector<std::int64_t> faces;
    if (perDie) {
        if (perDie->size() != static_cast<qsizetype>(groups.size())) {
            problem = QCoreApplication::translate("PhysicalDice", "This step throws %n named die/dice", nullptr,
                                                  static_cast<int>(groups.size()));
            return std::nullopt;
        }
        for (std::size_t i = 0; i < groups.size(); ++i) {
            const auto& group = groups[i];
            const auto dice = readPhysicalDice(perDie->at(static_cast<qsizetype>(i)), group.count, group.sides, problem);
            if (!dice) {
                problem = QStringLiteral("%1: %2").arg(QString::fromStdString(group.label), problem);
                return std::nullopt;
            }
            faces.insert(faces.end(), dice->begin(), dice->end());
        }
        return faces;
    }
    QStringList names;
    for (const auto& group : groups)
        names << (group.count == 1 ? QString::fromStdString(group.label)
                                   : QStringLiteral("%1 (%2d%3)").arg(QString::fromStdString(group.label)).arg(group.count).arg(group.sides));
    QString normalised = text.trimmed();
    static const QRegularExpression separators(QStringLiteral("[\\s;,]+"));
    normalised.replace(separators, QStringLiteral(","));
    const auto all = parseDiceList(normalised.toStdString());
    if (!all || all->empty()) {
        problem = QCoreApplication::translate("PhysicalDice", "'%1' is not a list of dice: type the faces separated by commas, like 4 or 3,5")
                      .arg(text);
        return std::nullopt;
    }
    if (static_cast<std::int64_t>(all->size()) != count) {
        problem = QCoreApplication::translate("PhysicalDice", "This step throws %n die/dice, in this order: %1; '%2' has %3", nullptr,
                                              static_cast<int>(count))
                      .arg(names.join(QStringLiteral(", ")), text)
                      .arg(all->size());
        return std::nullopt;
    }
    std::size_t next = 0;
    for (const auto& group : groups) {
        for (std::int64_t i = 0; i < group.count; ++i, ++next) {
            const std::int64_t face = (*all)[next];
            if (face < 1 || face > group.sides) {
                problem = QCoreApplication::translate("PhysicalDice", "%1: a d%2 shows 1 to %2, not %3")
                              .arg(QString::fromStdString(group.label))
                              .arg(group.sides)
                              .arg(face);
                return std::nullopt;
            }
        }
    }
    return all;
}

}  // namespace umpire
