// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/luck_report_json.h"

#include "core/luck_scale.h"
#include "core/std_text.h"

#include <QJsonArray>

namespace umpire {

namespace {

QString luckVerdictName(LuckVerdict::Kind kind)
{
    switch (kind) {
    case LuckVerdict::Kind::TooFew: return QStringLiteral("too_few");
    case LuckVerdict::Kind::AsExpected: return QStringLiteral("as_expected");
    case LuckVerdict::Kind::Lucky: return QStringLiteral("lucky");
    case LuckVerdict::Kind::Unlucky: return QStringLiteral("unlucky");
    case LuckVerdict::Kind::VeryLucky: return QStringLiteral("very_lucky");
    case LuckVerdict::Kind::VeryUnlucky: return QStringLiteral("very_unlucky");
    }
    return {};
}

QString diceVerdictName(DiceFairness::Verdict verdict)
{
    switch (verdict) {
    case DiceFairness::Verdict::TooFew: return QStringLiteral("too_few");
    case DiceFairness::Verdict::Fair: return QStringLiteral("fair");
    case DiceFairness::Verdict::Doubtful: return QStringLiteral("doubtful");
    case DiceFairness::Verdict::Unfair: return QStringLiteral("unfair");
    }
    return {};
}

QJsonObject tallyJson(const LuckTally& tally)
{
    const LuckVerdict v = tally.verdict();
    QJsonObject o{{"rated", tally.rated},
                  {"total_luck", tally.totalLuck},
                  {"mean_luck", tally.meanLuck()},
                  {"variance", tally.variance},
                  {"verdict", luckVerdictName(v.kind)}};
    if (v.kind != LuckVerdict::Kind::TooFew) {
        o["z"] = v.z;
        o["p_value"] = v.pValue;
        o["ordinary_band"] = v.ordinaryBand;
    }
    return o;
}

QJsonArray talliesJson(const std::vector<LuckTally>& tallies, const char* key)
{
    QJsonArray list;
    for (const auto& tally : tallies) {
        QJsonObject o = tallyJson(tally);
        o[QLatin1String(key)] = tally.name;
        list.append(o);
    }
    return list;
}

QJsonArray rollsJson(const std::vector<RatedRoll>& rolls)
{
    QJsonArray list;
    for (const auto& roll : rolls)
        list.append(QJsonObject{{"entry", roll.entryId},
                                {"session", roll.sessionId},
                                {"turn", roll.turn},
                                {"procedure", roll.procedure},
                                {"result", roll.result},
                                {"column", roll.column},
                                {"favours", roll.favours},
                                {"player", roll.player},
                                {"chance", qs(roll.chance.toString())},
                                {"luck", qs(roll.luck.toString())},
                                {"luck_value", luckNumber(roll.luck)}});
    return list;
}

}  // namespace

QJsonObject luckReportJson(const LuckReport& report)
{
    QJsonObject o;
    o["session"] = report.sessionId ? QJsonValue(*report.sessionId) : QJsonValue(QJsonValue::Null);
    o["sessions"] = report.sessions;
    o["rolls"] = report.rolls;
    o["overall"] = tallyJson(report.overall);
    o["by_side"] = talliesJson(report.bySide, "favours");
    o["by_player"] = talliesJson(report.byPlayer, "player");
    QJsonArray turns;
    for (qsizetype i = 0; i < report.overTurns.turns.size(); ++i) {
        QJsonObject running;
        for (const auto& line : report.overTurns.lines)
            running.insert(line.name, line.running[static_cast<std::size_t>(i)]);
        turns.append(QJsonObject{{"session", report.overTurns.turnSessions[i]}, {"turn", report.overTurns.turns[i]},
                                 {"total_luck", running}});
    }
    o["over_turns"] = turns;
    o["luckiest"] = rollsJson(report.luckiest);
    o["unluckiest"] = rollsJson(report.unluckiest);
    o["not_rated"] = QJsonObject{{"read_off_chart", report.unrated.readOffChart},
                                 {"no_luck_order", report.unrated.noLuckOrder},
                                 {"not_counted", report.unrated.notCounted}};
    QJsonArray dice;
    for (const auto& kind : report.dice) {
        QJsonArray faces;
        for (const auto count : kind.faces)
            faces.append(static_cast<qint64>(count));
        dice.append(QJsonObject{{"origin", diceOriginName(kind.origin)},
                                {"sides", kind.sides},
                                {"faces", faces},
                                {"thrown", static_cast<qint64>(kind.thrown)},
                                {"chi_square", kind.chiSquare},
                                {"p_value", kind.pValue},
                                {"verdict", diceVerdictName(kind.verdict)}});
    }
    o["dice"] = dice;
    return o;
}

}  // namespace umpire
