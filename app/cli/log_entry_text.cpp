// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/log_entry_text.h"

#include "cli/terminal_text.h"

#include "log/dice_seal.h"
#include "log/log_entry.h"
#include "log/log_session.h"
#include "log/resolution_summary.h"
#include "log/stored_roll.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace umpire {

namespace {

QString signedNumber(int value)
{
    return value >= 0 ? QStringLiteral("+%1").arg(value) : QString::number(value);
}

/// "Forest (7.4)": a logged modifier's or game option's label with its rule.
QString labelWithRule(const QJsonObject& item)
{
    const QString label = item.value(QStringLiteral("label")).toString();
    const QString rule = item.value(QStringLiteral("rule")).toString();
    return rule.isEmpty() ? label : QStringLiteral("%1 (%2)").arg(label, rule);
}

}  // namespace

QString shortTime(const QDateTime& time)
{
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm")) + QLatin1Char('Z');
}

QString listLine(const LogEntry& entry, bool withSession)
{
    QStringList parts{QStringLiteral("#%1").arg(entry.id)};
    if (withSession)
        parts << QStringLiteral("session %1").arg(entry.sessionId);
    parts << shortTime(entry.time);
    if (!entry.turn.isEmpty())
        parts << QStringLiteral("turn ") + entry.turn;
    if (!entry.phase.isEmpty())
        parts << entry.phase;
    if (entry.kind == LogEntryKind::Void) {
        parts << QStringLiteral("VOID of #%1: %2").arg(entry.voidsId.value_or(0)).arg(entry.voidReason);
        return terminalText(parts.join(QStringLiteral("  ")));
    }
    parts << entry.procedure;
    if (entry.column)
        parts << QStringLiteral("column ") + *entry.column;
    // As `resolve` gives them: where the dice play different roles or each die counts on its
    // own, the stored natural and modified sums mean nothing.
    const StoredRoll roll = storedRollOf(entry);
    QString dice;
    if (roll.named) {
        dice = roll.named->text();
    } else if (roll.hits) {
        dice = QStringLiteral("dice %1 hits %2").arg(entry.diceText()).arg(*roll.hits);
    } else {
        dice = QStringLiteral("dice ") + entry.diceText();
        if (entry.natural)
            dice += QStringLiteral(" natural %1").arg(*entry.natural);
        if (entry.modified)
            dice += QStringLiteral(" modified %1").arg(*entry.modified);
    }
    if (entry.drmTotal)
        dice += QStringLiteral(" (DRM %1)").arg(signedNumber(*entry.drmTotal));
    parts << dice;
    QString result = entry.resultCode.value_or(QString());
    if (!entry.resultText.isEmpty())
        result += (result.isEmpty() ? QString() : QStringLiteral(" ")) + entry.resultText;
    if (entry.chartResult)
        result += (result.isEmpty() ? QString() : QStringLiteral("; ")) + QStringLiteral("chart: ") + *entry.chartResult;
    if (!result.isEmpty())
        parts << QStringLiteral("=> ") + result;
    if (entry.parentId)
        parts << QStringLiteral("(follow-up of #%1)").arg(*entry.parentId);
    if (entry.voidedBy)
        parts << QStringLiteral("[VOIDED by #%1]").arg(*entry.voidedBy);
    if (!entry.note.isEmpty())
        parts << QStringLiteral("-- ") + entry.note;
    return terminalText(parts.join(QStringLiteral("  ")));
}

QString sessionLine(const LogSession& session)
{
    QString line = QStringLiteral("session %1  %2  %3").arg(session.id).arg(shortTime(session.created), session.game);
    if (!session.scenario.isEmpty())
        line += QStringLiteral("  scenario: ") + session.scenario;
    if (!session.players.isEmpty())
        line += QStringLiteral("  players: ") + session.players.join(QStringLiteral(", "));
    line += QStringLiteral("  (%1 entries)").arg(session.entryCount);
    return terminalText(line);
}

void printEntry(QTextStream& out, const LogEntry& entry, const LogSession& session)
{
    // Every line holds text from the log: each is printed through terminalText.
    auto print = [&out](const QString& text) { out << terminalText(text) << '\n'; };
    auto line = [&print](const char* label, const QString& value) {
        print(QStringLiteral("%1 %2").arg(QLatin1String(label), -14).arg(value));
    };
    QString heading = QStringLiteral("entry %1 (%2) in session %3: %4")
                          .arg(entry.id)
                          .arg(logEntryKindName(entry.kind))
                          .arg(session.id)
                          .arg(session.game);
    if (!session.scenario.isEmpty())
        heading += QStringLiteral(", ") + session.scenario;
    print(heading);
    line("time:", entry.time.toUTC().toString(Qt::ISODateWithMs));
    if (!entry.turn.isEmpty())
        line("turn:", entry.turn);
    if (!entry.phase.isEmpty())
        line("phase:", entry.phase);
    if (entry.kind == LogEntryKind::Void) {
        line("voids:", QStringLiteral("#%1").arg(entry.voidsId.value_or(0)));
        line("reason:", entry.voidReason);
    } else {
        const QJsonObject resolution = entry.resolution();
        line("procedure:", entry.procedure);
        // A stored resolution that is not a JSON object (a damaged or edited file) is said so,
        // not shown as an entry without a situation.
        if (!QJsonDocument::fromJson(entry.resolutionJson).isObject())
            line("situation:", QStringLiteral("could not be read: the stored resolution is damaged "
                                              "(`umpire-cli log verify` checks the log)"));
        const QJsonObject situation = resolution.value(QStringLiteral("situation")).toObject();
        if (!situation.isEmpty()) {
            print(QStringLiteral("situation:"));
            for (auto it = situation.begin(); it != situation.end(); ++it) {
                const QJsonValue value = it.value();
                const QString text = value.isString() ? value.toString()
                                     : value.isBool() ? (value.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                                      : QString::number(value.toDouble());
                print(QStringLiteral("  %1 = %2").arg(it.key(), text));
            }
        }
        const QJsonArray options = resolution.value(QStringLiteral("options")).toArray();
        if (!options.isEmpty()) {
            print(QStringLiteral("game options:"));
            for (const QJsonValue& item : options)
                print(QStringLiteral("  %1: %2").arg(labelWithRule(item.toObject()), optionValueText(item.toObject())));
        }
        const QJsonArray modifiers = resolution.value(QStringLiteral("modifiers")).toArray();
        if (!modifiers.isEmpty()) {
            print(QStringLiteral("modifiers:"));
            for (const QJsonValue& item : modifiers) {
                const QJsonObject modifier = item.toObject();
                const QString label = labelWithRule(modifier);
                const QString kind = modifier.value(QStringLiteral("kind")).toString();
                if (modifier.value(QStringLiteral("applied")).toBool()) {
                    print(QStringLiteral("  applied  %1 %2%3")
                                .arg(signedNumber(modifier.value(QStringLiteral("value")).toInt()), 3)
                                .arg(kind.isEmpty() || kind == QLatin1String("drm") ? QString() : kind + QLatin1Char(' '))
                                .arg(label));
                } else {
                    QString reason = modifier.value(QStringLiteral("reason")).toString();
                    print(QStringLiteral("  not      %1%2")
                                .arg(label, reason.isEmpty() ? QString() : QStringLiteral(": ") + reason));
                }
            }
        }
        if (entry.drmTotal)
            line("DRM total:", signedNumber(*entry.drmTotal));
        if (entry.column)
            line("column:", *entry.column);
        QString dice = entry.diceText();
        dice += entry.diceOrigin == DiceOrigin::Rolled
                    ? QStringLiteral(" (rolled by Umpire, %1)")
                          .arg(DiceSeal::programDiceLabel(entry.diceOrigin, entry.seed, entry.resolution()))
                    : QStringLiteral(" (physical dice)");
        line("dice:", dice);
        const StoredRoll roll = storedRollOf(entry);
        if (roll.named) {
            line("roll:", roll.named->text());
        } else if (roll.hits) {
            line("hits:", QString::number(*roll.hits));
        } else {
            if (entry.natural)
                line("natural:", QString::number(*entry.natural));
            if (entry.modified)
                line("modified:", QString::number(*entry.modified));
        }
        QString result = entry.resultCode.value_or(QStringLiteral("(none)"));
        if (!entry.resultText.isEmpty())
            result += QStringLiteral("  ") + entry.resultText;
        line("result:", result);
        if (entry.chartResult) {
            // The last step lists a kept cell only when its result was taken from it.
            const bool kept = !entry.resolution().value(QStringLiteral("chart_readings_kept")).toArray().isEmpty();
            line("chart result:", *entry.chartResult + (kept ? QStringLiteral(" (read off the printed chart for an earlier throw)")
                                                             : QStringLiteral(" (read off the printed chart)")));
        }
        if (entry.parentId)
            line("follow-up of:", QStringLiteral("#%1").arg(*entry.parentId));
    }
    if (!entry.note.isEmpty())
        line("note:", entry.note);
    if (entry.voidedBy)
        line("VOIDED by:", QStringLiteral("#%1").arg(*entry.voidedBy));
    line("hash:", entry.hash);
    line("previous:", entry.prevHash);
}

}  // namespace umpire
