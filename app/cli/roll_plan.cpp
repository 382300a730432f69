// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/roll_plan.h"

#include "core/std_text.h"
#include "engine/assessment.h"
#include "engine/dice_count.h"
#include "engine/dice.h"
#include "engine/procedure.h"

#include <algorithm>

namespace umpire {

namespace {


/// A piece of `faces` written as a whole number too large for any die ("99999999999999999999"),
/// or empty: said as such rather than as a mistyped list.
QString tooLargeFace(const QString& faces)
{
    for (const QString& piece : faces.split(QLatin1Char(','))) {
        const bool digits = !piece.isEmpty() && std::all_of(piece.begin(), piece.end(), [](QChar c) {
            return c >= QLatin1Char('0') && c <= QLatin1Char('9');
        });
        bool fits = false;
        piece.toLongLong(&fits);
        if (digits && !fits)
            return piece;
    }
    return {};
}

}  // namespace

RollPlan RollPlan::parse(const QStringList& values, QString& error)
{
    RollPlan plan;
    bool named = false;
    bool positional = false;
    for (const QString& value : values) {
        const qsizetype equals = value.indexOf(QLatin1Char('='));
        const QString name = equals < 0 ? QString() : value.left(equals).trimmed();
        const QString faces = equals < 0 ? value : value.mid(equals + 1);
        const auto dice = parseDiceList(faces.toStdString());
        if (const QString tooLarge = !dice ? tooLargeFace(faces) : QString(); !tooLarge.isEmpty()) {
            error = QStringLiteral("--roll '%1': %2 is too large for a die face").arg(value, tooLarge);
            return {};
        }
        if (!dice || dice->empty()) {
            error = QStringLiteral("--roll '%1' must be die faces separated by commas, like 4 or 3,5, or NAME=FACES like french=5")
                        .arg(value);
            return {};
        }
        if (equals < 0) {
            positional = true;
            plan.positional_.insert(plan.positional_.end(), dice->begin(), dice->end());
        } else {
            if (name.isEmpty()) {
                error = QStringLiteral("--roll '%1' names no die before '='").arg(value);
                return {};
            }
            if (plan.byName_.contains(name)) {
                error = QStringLiteral("--roll gives '%1' twice").arg(name);
                return {};
            }
            named = true;
            plan.byName_.insert(name, *dice);
        }
    }
    if (named && positional)
        error = QStringLiteral("--roll takes either faces in order (4,5) or dice by name (french=5), not both");
    return plan;
}

std::optional<std::vector<std::int64_t>> RollPlan::take(const Assessment& a, QString& error)
{
    const auto needed = static_cast<std::size_t>(diceToThrow(a));
    if (byName_.isEmpty()) {
        if (positional_.size() < needed) {
            if (positional_.empty() && !used_.isEmpty())
                return std::nullopt;  // Every die given went to earlier steps: this one is not thrown yet.
            error = QStringLiteral("%1 takes %2 dice, but --roll has %3").arg(qs(a.procedure->label)).arg(needed).arg(positional_.size());
            if (!used_.isEmpty())
                error += QStringLiteral(" left");
            return std::nullopt;
        }
        std::vector<std::int64_t> dice(positional_.begin(), positional_.begin() + static_cast<std::ptrdiff_t>(needed));
        positional_.erase(positional_.begin(), positional_.begin() + static_cast<std::ptrdiff_t>(needed));
        used_ << qs(a.procedure->id);
        return dice;
    }
    const QString stepId = qs(a.procedure->id);
    if (byName_.contains(stepId)) {
        used_ << stepId;
        return byName_.value(stepId);
    }
    // Dice thrown at the table anyway for a die that cannot matter: taken, and changing nothing.
    for (const auto& group : a.diceGroups)
        if (!group.needed && byName_.contains(qs(group.id)))
            used_ << qs(group.id);
    if (diceToThrow(a) == 0)
        return std::vector<std::int64_t>{};  // A decision, or dice that cannot matter: the next step's dice wait.
    if (a.diceGroups.empty())
        return std::nullopt;  // Unnamed dice are given by the step's id only.
    std::vector<std::int64_t> dice;
    QStringList given;
    QStringList missing;
    for (const auto& group : a.diceGroups) {
        const QString id = qs(group.id);
        if (!group.needed)
            continue;
        if (!byName_.contains(id)) {
            missing << QStringLiteral("%1 (%2)").arg(id, qs(group.label));
            continue;
        }
        given << id;
        const auto& faces = byName_.value(id);
        dice.insert(dice.end(), faces.begin(), faces.end());
    }
    if (given.isEmpty())
        return std::nullopt;
    if (!missing.isEmpty()) {
        error = QStringLiteral("%1 throws %2 too: give it with --roll NAME=FACES").arg(qs(a.procedure->label), missing.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    used_ << given;
    return dice;
}

QString RollPlan::leftOver(bool severalRolls) const
{
    if (!positional_.empty())
        return QStringLiteral("--roll has %1 die/dice more than the roll%2 takes")
            .arg(positional_.size())
            .arg(severalRolls ? QStringLiteral(" and what follows it") : QString());
    QStringList unused;
    for (auto it = byName_.begin(); it != byName_.end(); ++it)
        if (!used_.contains(it.key()))
            unused << it.key();
    if (!unused.isEmpty())
        return QStringLiteral("--roll names %1, which no step thrown has").arg(unused.join(QStringLiteral(", ")));
    return {};
}

}  // namespace umpire
