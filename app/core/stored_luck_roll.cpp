// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stored_luck_roll.h"

#include "core/json_skim.h"

#include <array>

namespace umpire {

namespace {

/// A step's members the report reads, found in one pass over its object.
struct SkimmedStep {
    enum Member { ChartResult, ColumnDetail, DiceGroups, DiceSides, Distribution, Player, Result, Roll, Steps, Count };
    std::array<QByteArrayView, Count> values;

    explicit SkimmedStep(QByteArrayView step)
    {
        static constexpr std::array<QByteArrayView, Count> keys{"chart_result", "column_detail", "dice_groups", "dice_sides",
                                                                "distribution", "player",        "result",      "roll",
                                                                "steps"};
        json_skim::members(step, keys, values);
    }
    QByteArrayView operator[](Member m) const { return values[static_cast<std::size_t>(m)]; }
};

/// The dice a step threw with their sides: named groups in order (each its own kind of die), or
/// every die with the step's sides.
void addStepDice(const SkimmedStep& step, std::vector<StoredLuckRoll::Die>& dice)
{
    const QList<QByteArrayView> faces = json_skim::items(json_skim::member(step[SkimmedStep::Roll], "dice"));
    if (faces.isEmpty())
        return;
    std::vector<int> sidesOfEach;
    for (const QByteArrayView group : json_skim::items(step[SkimmedStep::DiceGroups])) {
        const auto count = json_skim::integer(json_skim::member(group, "count"));
        const auto sides = json_skim::integer(json_skim::member(group, "sides"));
        if (!count || !sides || *count < 0 || *count > faces.size())
            return;  // groups that do not match the dice: their kinds are not known
        sidesOfEach.insert(sidesOfEach.end(), static_cast<std::size_t>(*count), static_cast<int>(*sides));
    }
    if (sidesOfEach.empty()) {
        const auto sides = json_skim::integer(step[SkimmedStep::DiceSides]);
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
    const SkimmedStep last(resolution);
    const QList<QByteArrayView> earlier = json_skim::items(last[SkimmedStep::Steps]);
    roll.chances = earlier.isEmpty() ? last[SkimmedStep::Distribution] : json_skim::member(earlier.first(), "distribution");

    const QByteArrayView result = last[SkimmedStep::Result];
    roll.resultCode = json_skim::text(json_skim::member(result, "code"));
    roll.readOffChart = json_skim::member(result, "from_chart") == "true" || json_skim::member(result, "chart_needed") == "true"
                        || !last[SkimmedStep::ChartResult].isEmpty();
    roll.hits = json_skim::integer(json_skim::member(last[SkimmedStep::Roll], "hits"));
    roll.player = json_skim::text(last[SkimmedStep::Player]).value_or(QString());
    roll.columnLabel = json_skim::text(json_skim::member(last[SkimmedStep::ColumnDetail], "label")).value_or(QString());

    for (const QByteArrayView step : earlier)
        addStepDice(SkimmedStep(step), roll.dice);
    addStepDice(last, roll.dice);
    return roll;
}

}  // namespace umpire
