// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_entry_dialog.h"

#include "gui/entry_details_html.h"
#include "gui/gui_text.h"

#include "core/cup_log.h"
#include "engine/procedure.h"

#include "log/stored_roll.h"

#include <QDialogButtonBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString jsonText(const QJsonValue& v)
{
    if (v.isBool())
        return v.toBool() ? LogEntryDialog::tr("yes") : LogEntryDialog::tr("no");
    if (v.isDouble())
        return QString::number(v.toInteger());
    if (v.isString())
        return v.toString();
    if (v.isArray())
        return LogEntryDialog::tr("%n unit(s)", nullptr, static_cast<int>(v.toArray().size()));
    return QStringLiteral("—");
}

QString choiceLabel(const ScalarSpec& spec, const QJsonValue& v, const QString& fallback)
{
    for (const auto& o : spec.options)
        if (qs(o.id) == v.toString())
            return qs(o.label);
    return fallback;
}

QString signedValue(qint64 v) { return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

// The column as the players know it: its label from the procedure's grid ("3 to 2", in the
// interface's language) with what the scale measures ("odds"), for the step the entry was
// thrown at. Without the procedure, the label recorded with the entry; the id as a last resort.
QString columnText(const QJsonObject& r, const Procedure* procedure)
{
    const QString id = r.value(QStringLiteral("column")).toString();
    const Procedure* step = procedure;
    if (procedure != nullptr && r.contains(QStringLiteral("step"))) {
        step = nullptr;
        for (const auto& s : procedure->steps)
            if (qs(s.id) == r.value(QStringLiteral("step")).toString())
                step = &s;
    }
    if (const auto* grid = step != nullptr ? std::get_if<GridMethod>(&step->method) : nullptr)
        for (const auto& column : grid->scale.columns)
            if (qs(column.id) == id) {
                const QString label = column.label.empty() ? id : qs(column.label);
                return grid->scale.label.empty() ? label : QStringLiteral("%1 (%2)").arg(label, qs(grid->scale.label));
            }
    const QString recorded = r.value(QStringLiteral("column_detail")).toObject().value(QStringLiteral("label")).toString();
    return recorded.isEmpty() ? id : recorded;
}

}  // namespace

QString LogEntryDialog::entryHtml(const LogEntry& e, const Procedure* procedure)
{
    QString html;
    const QJsonObject r = e.resolution();
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Entry %1").arg(e.id));
    html += QStringLiteral("<p>%1</p>").arg(tr("%1 · turn %2 · phase %3")
                                                .arg(QLocale().toString(e.time.toLocalTime(), QLocale::ShortFormat),
                                                     esc(e.turn.isEmpty() ? QStringLiteral("—") : e.turn),
                                                     esc(e.phase.isEmpty() ? QStringLiteral("—") : CupLog::phaseLabel(e.phase))));
    if (e.voidedBy)
        html += QStringLiteral("<p style='color:#d03030'><b>%1</b></p>").arg(tr("Voided by entry %1").arg(*e.voidedBy));
    if (e.kind == LogEntryKind::Void) {
        html += QStringLiteral("<p>%1</p>").arg(tr("Voids entry %1: %2").arg(e.voidsId.value_or(0)).arg(esc(e.voidReason)));
        return html;
    }
    const QString cup = CupLog::procedureLabel(e.procedure);
    html += QStringLiteral("<p><b>%1</b></p>").arg(esc(procedure ? qs(procedure->label) : !cup.isEmpty() ? cup : e.procedure));

    html += QStringLiteral("<h4>%1</h4><table cellspacing=0 cellpadding=2>").arg(tr("Situation"));
    const QJsonObject situation = r.value(QStringLiteral("situation")).toObject();
    // In the form's order, with the module's labels; keys the module no longer has come last.
    QStringList keys;
    if (procedure)
        for (const auto& input : procedure->inputs)
            if (situation.contains(qs(input.id)))
                keys << qs(input.id);
    for (const QString& key : situation.keys())
        if (!keys.contains(key))
            keys << key;
    for (const QString& key : keys) {
        const QJsonValue v = situation.value(key);
        const InputSpec* input = procedure ? procedure->input(key.toStdString()) : nullptr;
        QString value = jsonText(v);
        if (input && input->kind == InputSpec::Kind::Choice)
            value = choiceLabel(input->scalar, v, value);
        if (input && input->kind == InputSpec::Kind::Units && input->fields) {
            QStringList units;
            for (const QJsonValue& unit : v.toArray()) {
                QStringList fields;
                const QJsonObject o = unit.toObject();
                for (const auto& field : *input->fields)
                    if (o.contains(qs(field.id))) {
                        const QJsonValue fv = o.value(qs(field.id));
                        fields << QStringLiteral("%1 %2").arg(qs(field.label), field.spec.kind == ScalarSpec::Kind::Choice
                                                                                   ? choiceLabel(field.spec, fv, jsonText(fv))
                                                                                   : jsonText(fv));
                    }
                units << fields.join(QStringLiteral(", "));
            }
            value = units.join(QStringLiteral("; "));
        }
        html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(esc(input ? qs(input->label) : key), esc(value));
    }
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h4>%1</h4><table cellspacing=0 cellpadding=2>").arg(tr("Modifiers"));
    for (const QJsonValue& v : r.value(QStringLiteral("modifiers")).toArray()) {
        const QJsonObject m = v.toObject();
        const bool applied = m.value(QStringLiteral("applied")).toBool();
        const QString style = applied ? QString() : QStringLiteral(" style='color:gray'");
        html += QStringLiteral("<tr%1><td>%2</td><td>%3</td><td align=right>%4</td><td>%5</td></tr>")
                    .arg(style, esc(m.value(QStringLiteral("rule")).toString()), esc(m.value(QStringLiteral("label")).toString()),
                         applied ? signedValue(m.value(QStringLiteral("value")).toInteger()) : QStringLiteral("—"),
                         esc(m.value(QStringLiteral("reason")).toString()));
    }
    for (const QJsonValue& v : r.value(QStringLiteral("caps")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("bit")).toBool())
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3 → %4</td><td></td></tr>")
                        .arg(esc(c.value(QStringLiteral("rule")).toString()), esc(c.value(QStringLiteral("label")).toString()),
                             signedValue(c.value(QStringLiteral("before")).toInteger()),
                             signedValue(c.value(QStringLiteral("after")).toInteger()));
    }
    html += QStringLiteral("<tr><td></td><td><b>%1</b></td><td align=right><b>%2</b></td><td></td></tr></table>")
                .arg(tr("Die-roll modifier total"), signedValue(r.value(QStringLiteral("drm_total")).toInteger()));
    if (r.value(QStringLiteral("column")).isString())
        html += QStringLiteral("<p>%1</p>").arg(tr("Column %1").arg(esc(columnText(r, procedure))));
    if (r.contains(QStringLiteral("target")))
        html += QStringLiteral("<p>%1</p>").arg(tr("Target %1").arg(r.value(QStringLiteral("target")).toInteger()));

    html += QStringLiteral("<h4>%1</h4>").arg(tr("Roll"));
    const QJsonObject roll = r.value(QStringLiteral("roll")).toObject();
    const QString origin = e.diceOrigin == DiceOrigin::Rolled
                               ? tr("rolled by the program, seed %1").arg(e.seed.value_or(0))
                               : tr("physical dice");
    // As the result card gave it: a sum of dice that play different roles, or of dice counted
    // one by one, means nothing.
    const StoredRoll stored = storedRollOf(e);
    QString dice;
    if (stored.named) {
        dice = tr("Dice %1 (%2)").arg(esc(stored.named->diceText()), origin);
        if (stored.named->row)
            dice += QStringLiteral(", ") + tr("read on row %1").arg(*stored.named->row);
    } else if (stored.hits) {
        dice = tr("Dice %1 (%2), each die counted on its own: %3 hit(s)").arg(esc(e.diceText()), origin).arg(*stored.hits);
    } else {
        dice = tr("Dice %1 (%2), natural %3, modified %4")
                   .arg(esc(e.diceText()), origin)
                   .arg(roll.value(QStringLiteral("natural")).toInteger())
                   .arg(roll.value(QStringLiteral("modified")).toInteger());
    }
    html += QStringLiteral("<p>%1</p>").arg(dice);
    const QJsonObject result = r.value(QStringLiteral("result")).toObject();
    QString code = result.value(QStringLiteral("code")).toString();
    if (e.chartResult)
        code = tr("%1 (read off the printed chart)").arg(*e.chartResult);
    html += QStringLiteral("<p><b>%1</b> — %2</p><p>%3</p>")
                .arg(esc(code), esc(result.value(QStringLiteral("label")).toString()), esc(result.value(QStringLiteral("text")).toString()));
    for (const QJsonValue& option : result.value(QStringLiteral("options")).toArray())
        html += QStringLiteral("<p>• %1</p>").arg(esc(option.toString()));
    html += entryDetailsHtml(r, procedure);
    for (const QJsonValue& v : r.value(QStringLiteral("interpretations")).toArray())
        html += QStringLiteral("<p style='color:gray'>%1 (%2)</p>")
                    .arg(esc(v.toObject().value(QStringLiteral("text")).toString()), esc(v.toObject().value(QStringLiteral("rule")).toString()));
    if (e.parentId)
        html += QStringLiteral("<p>%1</p>").arg(tr("Follow-up of entry %1").arg(*e.parentId));
    if (!e.note.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(e.note));
    return html;
}

LogEntryDialog::LogEntryDialog(const LogEntry& entry, const Procedure* procedure, QWidget* parent)
    : QDialog(parent), text_(new QTextBrowser(this)), reload_(nullptr), void_(nullptr)
{
    setWindowTitle(tr("Log entry %1").arg(entry.id));
    setObjectName(QStringLiteral("logEntryDialog"));
    auto* layout = new QVBoxLayout(this);
    text_->setHtml(entryHtml(entry, procedure));
    text_->setOpenLinks(false);
    layout->addWidget(text_);
    auto* buttons = new QDialogButtonBox(this);
    reload_ = buttons->addButton(tr("&Reload situation into the form"), QDialogButtonBox::ActionRole);
    void_ = buttons->addButton(tr("&Void…"), QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Close);
    const bool isRoll = entry.kind == LogEntryKind::Roll;
    reload_->setEnabled(isRoll && procedure);
    if (!procedure && isRoll)
        reload_->setToolTip(tr("The procedure of this entry is not loaded"));
    void_->setEnabled(isRoll && !entry.voidedBy);
    layout->addWidget(buttons);
    const qint64 id = entry.id;
    connect(reload_, &QPushButton::clicked, this, [this, id] {
        emit reloadRequested(id);
        accept();
    });
    connect(void_, &QPushButton::clicked, this, [this, id] {
        emit voidRequested(id);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 600);
}

}  // namespace umpire
