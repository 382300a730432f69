#include "cli/resolution_text.h"

#include "engine/game.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"

#include <QTextStream>

namespace umpire {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }
QString signedNumber(std::int64_t v) { return (v > 0 ? QStringLiteral("+") : QString()) + QString::number(v); }

QString codeLabel(const Procedure& procedure, const std::string& code)
{
    if (code.empty())
        return QStringLiteral("(read the printed chart)");
    if (const ResultDefinition* definition = procedure.result(code))
        return q(code) + QStringLiteral("  ") + q(definition->label);
    return q(code);
}

}  // namespace

QString resolutionText(const Assessment& a, const OutcomeDistribution& distribution, const Resolution* r)
{
    QString text;
    QTextStream s(&text);
    const Procedure& p = *a.procedure;
    s << q(p.label) << " (" << q(p.rule) << ")\n";
    if (!a.modifiers.empty()) {
        s << "\nModifiers\n";
        for (const auto& m : a.modifiers) {
            const QString value = m.applied ? signedNumber(m.value) : QStringLiteral("  -");
            const QString kind = m.kind == ModifierKind::DieRoll ? QString()
                                 : m.kind == ModifierKind::ColumnShift ? QStringLiteral(" col")
                                                                       : QStringLiteral(" str");
            s << "  " << (value + kind).rightJustified(7) << "  " << q(m.label) << " (" << q(m.rule) << ")";
            s << (m.applied ? QStringLiteral(": ") : QStringLiteral(": not applied: ")) << q(m.reason) << '\n';
        }
    }
    for (const auto& c : a.caps)
        if (c.bit)
            s << "  cap    " << q(c.label) << " (" << q(c.rule) << "): " << c.before << " limited to " << c.after << '\n';
    if (a.column) {
        const ColumnReport& c = *a.column;
        s << "\nColumn: " << q(c.id);
        if (!c.label.empty() && c.label != c.id)
            s << " (" << q(c.label) << ")";
        s << "  from " << q(c.valueText);
        if (c.shift != 0)
            s << ", shifted " << signedNumber(c.shift);
        if (c.overflowColumns != 0)
            s << ", " << std::abs(c.overflowColumns) << " column(s) past the edge"
              << (c.overflowDieModifier != 0 ? QStringLiteral(" give %1 on the die").arg(signedNumber(c.overflowDieModifier)) : QString());
        s << '\n';
    }
    if (a.target)
        s << "\nTarget: " << *a.target << '\n';
    s << "\nDie modifier total: " << signedNumber(a.dieModifierTotal) << "   dice: " << a.diceCount << "d" << a.diceSides << '\n';

    s << "\nChances\n";
    for (const auto& entry : distribution.entries)
        s << "  " << QString::number(distribution.percent(entry), 'f', 1).rightJustified(6) << "%  "
          << q(distribution.probabilityText(entry)).leftJustified(8) << codeLabel(p, entry.code) << '\n';

    for (const auto* i : a.interpretations)
        s << "\nInterpretation (" << q(i->rule) << "): " << q(i->text) << '\n';

    if (r) {
        if (std::holds_alternative<CountMethod>(p.method)) {
            // Each die counts on its own: a sum of the dice would mean nothing here.
            s << "\nDice: " << (r->dice.dice.empty() ? QStringLiteral("none") : q(r->dice.toString())) << '\n';
        } else {
            s << "\nRoll: " << q(r->dice.toString()) << "  natural " << r->natural << ", modified " << r->modified;
            if (r->clamped)
                s << ", read on row " << r->row;
            s << '\n';
        }
        const Outcome& o = r->outcome;
        if (o.chartNeeded) {
            s << "Result: not in our sources: read row " << q(o.rowLabel);
            if (a.column)
                s << ", column " << q(a.column->id);
            s << " on the printed chart\n";
        } else {
            s << "Result: " << q(o.code) << "  " << q(o.label) << '\n';
            if (!o.text.empty())
                s << "  " << q(o.text) << '\n';
            if (o.definition)
                for (const auto& option : o.definition->options)
                    s << "  option: " << q(option) << '\n';
            for (const auto& note : o.notes)
                s << "  note: " << q(note) << '\n';
        }
    }
    return text;
}

}  // namespace umpire
