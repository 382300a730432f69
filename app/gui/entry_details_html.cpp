// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/entry_details_html.h"

#include "gui/gui_text.h"

#include "engine/procedure.h"
#include "log/resolution_summary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace umpire {

namespace {

/// The entry dialog's words, in its context of the translations (a free tr() would be filed
/// under the namespace by lupdate and never found).
class Text {
    Q_DECLARE_TR_FUNCTIONS(umpire::LogEntryDialog)
};
QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString str(const QJsonObject& o, const char* key) { return o.value(QLatin1String(key)).toString(); }

QString valueText(const QJsonValue& v)
{
    if (v.isDouble())
        return QString::number(v.toDouble());
    if (v.isBool())
        return v.toBool() ? Text::tr("yes") : Text::tr("no");
    return v.toVariant().toString();
}

QString withRule(const QString& text, const QString& rule) { return rule.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, rule); }

/// The shown values, named dice, result, outputs, triggers and chart values of one step, as list items.
QStringList stepLines(const QJsonObject& step)
{
    QStringList lines;
    // What the players were shown before the dice (absent from entries logged before shown values).
    for (const QJsonValue& item : step.value(QStringLiteral("shown")).toArray()) {
        const QJsonObject v = item.toObject();
        lines << withRule(QStringLiteral("%1: <b>%2</b>").arg(esc(str(v, "label")), esc(str(v, "value"))), esc(str(v, "rule")));
    }
    const QJsonObject roll = step.value(QStringLiteral("roll")).toObject();
    const QJsonObject named = roll.value(QStringLiteral("named")).toObject();
    QStringList dice;
    for (const QJsonValue& group : step.value(QStringLiteral("dice_groups")).toArray()) {
        const QJsonObject g = group.toObject();
        QStringList faces;
        for (const QJsonValue& face : named.value(str(g, "id")).toArray())
            faces << QString::number(face.toInteger());
        dice << QStringLiteral("%1 %2").arg(str(g, "label"), faces.join(QLatin1Char(',')));
    }
    if (!dice.isEmpty())
        lines << Text::tr("Dice: %1").arg(dice.join(QStringLiteral(", ")));
    for (const QJsonValue& item : step.value(QStringLiteral("outputs")).toArray()) {
        const QJsonObject o = item.toObject();
        QString line = QStringLiteral("%1: <b>%2</b>").arg(esc(str(o, "label")), esc(valueText(o.value(QStringLiteral("value")))));
        if (!str(o, "explanation").isEmpty())
            line += QStringLiteral(" — ") + esc(str(o, "explanation"));
        lines << withRule(line, esc(str(o, "rule")));
    }
    for (const QJsonValue& item : step.value(QStringLiteral("triggers")).toArray()) {
        const QJsonObject t = item.toObject();
        lines << Text::tr("Triggered: %1").arg(withRule(QStringLiteral("<b>%1</b>").arg(esc(str(t, "label"))), esc(str(t, "rule")))) +
                     (str(t, "text").isEmpty() ? QString() : QStringLiteral(": ") + esc(str(t, "text")));
    }
    for (const QJsonValue& item : step.value(QStringLiteral("player_values")).toArray()) {
        const QJsonObject v = item.toObject();
        lines << Text::tr("Read off the chart: %1 = <b>%2</b>").arg(esc(str(v, "label")), esc(str(v, "value")));
    }
    const QJsonObject readings = step.value(QStringLiteral("chart_readings")).toObject();
    const QJsonArray kept = step.value(QStringLiteral("chart_readings_kept")).toArray();
    for (auto it = readings.begin(); it != readings.end(); ++it)
        lines << (kept.contains(it.key()) ? Text::tr("Chart cell %1 read as <b>%2</b> for an earlier throw of the game")
                                          : Text::tr("Chart cell %1 read as <b>%2</b>"))
                     .arg(esc(it.key()), esc(it.value().toString()));
    return lines;
}

QString listHtml(const QStringList& lines)
{
    if (lines.isEmpty())
        return {};
    QString html = QStringLiteral("<ul style='margin-top:0'>");
    for (const auto& line : lines)
        html += QStringLiteral("<li>%1</li>").arg(line);
    return html + QStringLiteral("</ul>");
}

}  // namespace

QString entryDetailsHtml(const QJsonObject& r, const Procedure* procedure)
{
    QString html;
    const QJsonArray options = r.value(QStringLiteral("options")).toArray();
    if (!options.isEmpty()) {
        QStringList lines;
        for (const QJsonValue& item : options) {
            const QJsonObject o = item.toObject();
            lines << withRule(QStringLiteral("%1: <b>%2</b>").arg(esc(str(o, "label")), esc(optionValueText(o))), esc(str(o, "rule")));
        }
        html += QStringLiteral("<h4>%1</h4>").arg(Text::tr("Game options")) + listHtml(lines);
    }
    QList<QJsonObject> steps;
    for (const QJsonValue& step : r.value(QStringLiteral("steps")).toArray())
        steps << step.toObject();
    const bool several = !steps.isEmpty();
    steps << r;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QJsonObject& step = steps[i];
        QStringList lines = stepLines(step);
        if (several) {
            const QString id = str(step, "step");
            QString label = id;
            if (procedure)
                for (const auto& s : procedure->steps)
                    if (qs(s.id) == id)
                        label = withRule(qs(s.label), qs(s.rule));
            const QJsonObject result = step.value(QStringLiteral("result")).toObject();
            if (result.value(QStringLiteral("code")).isString())
                lines.prepend(Text::tr("Result: <b>%1</b> %2").arg(esc(str(result, "code")), esc(str(result, "label"))));
            html += QStringLiteral("<h4>%1</h4>").arg(esc(Text::tr("Step %1: %2").arg(i + 1).arg(label)));
        } else if (!lines.isEmpty()) {
            html += QStringLiteral("<h4>%1</h4>").arg(Text::tr("Computed from the roll"));
        }
        html += listHtml(lines);
    }
    return html;
}

}  // namespace umpire
