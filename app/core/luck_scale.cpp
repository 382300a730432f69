// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_scale.h"

#include "engine/arithmetic_error.h"
#include "engine/outcome_distribution.h"
#include "engine/roll_luck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <numeric>

namespace umpire {

namespace {

std::optional<OutcomeDistribution> storedDistribution(QByteArrayView storedChances)
{
    const QJsonDocument document = QJsonDocument::fromJson(storedChances.toByteArray());
    if (!document.isArray() || document.array().isEmpty())
        return std::nullopt;
    struct Line {
        std::string code;
        Fraction chance;
        std::vector<std::string> chartCodes;
    };
    std::vector<Line> lines;
    std::int64_t common = 1;
    for (const QJsonValue& value : document.array()) {
        const QJsonObject line = value.toObject();
        const auto chance = Fraction::parse(line.value(QStringLiteral("probability")).toString().toStdString());
        if (!chance || *chance < Fraction(0) || Fraction(1) < *chance)
            return std::nullopt;
        std::vector<std::string> chartCodes;
        for (const QJsonValue& code : line.value(QStringLiteral("chart_codes")).toArray())
            chartCodes.push_back(code.toString().toStdString());
        lines.push_back({line.value(QStringLiteral("code")).toString().toStdString(), *chance, std::move(chartCodes)});
        common = std::lcm(common, chance->denominator());
        if (common <= 0 || common > (std::int64_t(1) << 53))
            return std::nullopt;
    }
    OutcomeDistribution d;
    d.totalOutcomes = static_cast<std::uint64_t>(common);
    std::uint64_t ways = 0;
    for (auto& line : lines) {
        const auto lineWays = static_cast<std::uint64_t>(line.chance.numerator() * (common / line.chance.denominator()));
        ways += lineWays;
        d.entries.push_back({std::move(line.code), lineWays, std::move(line.chartCodes)});
    }
    if (ways != d.totalOutcomes)  // chances that do not add up to 1 are not a roll's
        return std::nullopt;
    return d;
}

}  // namespace

const LuckScale::Result* LuckScale::find(std::string_view code) const
{
    const auto it = results.find(code);
    return it == results.end() ? nullptr : &it->second;
}

LuckScale luckScaleOf(QByteArrayView storedChances, const LuckOrder& order)
{
    LuckScale scale;
    try {
        const auto d = storedDistribution(storedChances);
        if (!d)
            return scale;
        scale.counted = true;
        double mass = 0;
        double squares = 0;
        for (const auto& entry : d->entries) {
            if (entry.code.empty())
                continue;
            LuckScale::Result result{Fraction(static_cast<std::int64_t>(entry.ways), static_cast<std::int64_t>(d->totalOutcomes)),
                                     rollLuck(*d, order, entry.code)};
            if (result.luck && entry.ways > 0) {
                const double p = luckNumber(result.chance);
                const double luck = luckNumber(*result.luck);
                mass += p;
                squares += p * luck * luck;
            }
            scale.results.emplace(entry.code, result);
        }
        scale.variance = mass > 0 ? squares / mass : 0.0;
    } catch (const ArithmeticError&) {
        return LuckScale{};
    }
    return scale;
}

}  // namespace umpire
