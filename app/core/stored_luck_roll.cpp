// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stored_luck_roll.h"

#include "core/json_skim.h"

namespace umpire {

namespace {

/// The dice a step threw with their sides: named groups in order (each its own kind of die), or
/// every die with the step's sides.
void addStepDice(QByteArrayView step, std::vector<StoredLuckRoll::Die>& dice)
{
    const QList<QByteArrayView> faces = json_skim::items(json_skim::member(json_skim::member(step, "roll"), "dice"));
    if (faces.isEmpty())
        return;
    std::vector<int> sidesOfEach;
    for (const QByteArrayView group : json_skim::items(json_skim::member(step, "dice_groups"))) {
        const auto count = json_skim::integer(json_skim::member(group, "count"));
        const auto sides = json_skim::integer(json_skim::member(group, "sides"));
        if (!count || !sides || *count < 0 || *count > faces.size())
            return;  // groups that do not match the dice: their kinds are not known
        sidesOfEach.insert(sidesOfEach.end(), static_cast<std::size_t>(*count), static_cast<int>(*sides));
    }
    if (sidesOfEach.empty()) {
        const auto sides = json_skim::integer(json_skim::member(step, "dice_sides"));
        if (!sides)
            return;
        sidesOfEach.assign(static_cast<std::size_t>(faces.size()), static_cast<int>(*sides));
    }
    if (sidesOfEach.size() != static_cast<std::size_t>(faces.size()))
        return;
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const auto face = json_skim::integer(faces[i]);
        const int sides = sidesOfEach[static_cast<std::size_t>(i)];
        if (face && sides >= 2 && sides <= 1000 && *face >= 1 && *face <= sides)
            dice.push_back({sides, static_cast<int>(*face)});
    }
}

}  // namespace

std::optional<QString> StoredLuckRoll::luckCode(bool countsHits) const
{
    if (countsHits)
        return hits ? std::optional<QString>(QString::number(*hits)) : std::nullopt;
    return resultCode;
}

StoredLuckRoll storedLuckRollOf(QByteArrayView resolution)
{
    StoredLuckRoll roll;
    const QList<QByteArrayView> earlier = json_skim::items(json_skim::member(resolution, "steps"));
    roll.chances = json_skim::member(earlier.isEmpty() ? resolution : earlier.first(), "distribution");

    const QByteArrayView result = json_skim::member(resolution, "result");
    roll.resultCode = json_skim::text(json_skim::member(result, "code"));
    roll.readOffChart = json_skim::member(result, "from_chart") == "true" || json_skim::member(result, "chart_needed") == "true"
                        || !json_skim::member(resolution, "chart_result").isEmpty();
    roll.hits = json_skim::integer(json_skim::member(json_skim::member(resolution, "roll"), "hits"));
    roll.player = json_skim::text(json_skim::member(resolution, "player")).value_or(QString());
    roll.columnLabel = json_skim::text(json_skim::member(json_skim::member(resolution, "column_detail"), "label")).value_or(QString());

    for (const QByteArrayView step : earlier)
        addStepDice(step, roll.dice);
    addStepDice(resolution, roll.dice);
    return roll;
}

}  // namespace umpire
