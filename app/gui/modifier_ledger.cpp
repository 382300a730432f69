// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/modifier_ledger.h"

#include "gui/gui_text.h"
#include "gui/palette_theme.h"
#include "gui/rows_in_view.h"
#include "gui/side_ledgers.h"

#include "core/modifier_reason.h"
#include "core/refusal_text.h"

#include "engine/assessment.h"
#include "engine/procedure.h"

#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QTextDocument>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace umpire {

namespace {

// What the grid's column is chosen by ("odds", "bombardment points"), empty without a grid.
QString scaleLabel(const Assessment& a)
{
    const auto* grid = a.procedure != nullptr ? std::get_if<GridMethod>(&a.procedure->method) : nullptr;
    return grid != nullptr ? qs(grid->scale.label) : QString();
}

QString valueText(const ModifierReport& m)
{
    switch (m.kind) {
    case ModifierKind::DieRoll: return signedNumber(m.value);
    case ModifierKind::ColumnShift:
        return m.value >= 0 ? ModifierLedger::tr("%1 col. right").arg(m.value) : ModifierLedger::tr("%1 col. left").arg(-m.value);
    case ModifierKind::Strength: {
        const QString change = m.factor ? QStringLiteral("\u00d7") + QString::fromStdString(m.factor->toMixedString()) : signedNumber(m.value);
        return m.side == StrengthSide::Attacker ? ModifierLedger::tr("%1 att. strength").arg(change)
                                                : ModifierLedger::tr("%1 def. strength").arg(change);
    }
    case ModifierKind::Target: return ModifierLedger::tr("%1 to target").arg(signedNumber(m.value));
    case ModifierKind::Total: return ModifierLedger::tr("%1 to %2").arg(signedNumber(m.value), QString::fromStdString(m.total));
    }
    return signedNumber(m.value);
}

}  // namespace

ModifierLedger::ModifierLedger(QWidget* parent)
    : QWidget(parent),
      heading_(new QLabel(this)),
      shown_(new QLabel(this)),
      summary_(new QLabel(this)),
      sides_(new SideLedgers(this)),
      tree_(new QTreeWidget(this)),
      notesToggle_(new QToolButton(this)),
      notesScroll_(new QScrollArea(this)),
      notes_(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    heading_->setTextFormat(Qt::RichText);
    heading_->setWordWrap(true);
    layout->addWidget(heading_);
    // What the players act on before any die, above the total it leads to.
    shown_->setObjectName(QStringLiteral("shownValues"));
    shown_->setTextFormat(Qt::RichText);
    shown_->setWordWrap(true);
    shown_->hide();
    // The total, the column and the target stay in view however small the pane: they are
    // what the roll is read with.
    summary_->setObjectName(QStringLiteral("ledgerSummary"));
    summary_->setTextFormat(Qt::RichText);
    summary_->setWordWrap(true);
    // The shown values and the total read as one block, without the layout's gap between them:
    // a pane of side ledgers keeps its room for their lines.
    auto* totals = new QVBoxLayout;
    totals->setSpacing(0);
    totals->addWidget(shown_);
    totals->addWidget(summary_);
    layout->addLayout(totals);
    layout->addWidget(sides_, 1);
    layout->addWidget(tree_, 1);
    // Interpretations are sentences: below the table, folded to one line until asked for.
    notesToggle_->setObjectName(QStringLiteral("interpretationsToggle"));
    notesToggle_->setCheckable(true);
    notesToggle_->setAutoRaise(true);
    notesToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    notesToggle_->setArrowType(Qt::RightArrow);
    notesToggle_->hide();
    layout->addWidget(notesToggle_);
    notes_->setObjectName(QStringLiteral("interpretations"));
    notes_->setTextFormat(Qt::RichText);
    notes_->setWordWrap(true);
    notesScroll_->setWidget(notes_);
    notesScroll_->setWidgetResizable(true);
    notesScroll_->setFrameShape(QFrame::NoFrame);
    notesScroll_->setMaximumHeight(130);
    notesScroll_->hide();
    layout->addWidget(notesScroll_);
    connect(notesToggle_, &QToolButton::toggled, this, [this](bool open) {
        notesToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        notesScroll_->setVisible(open && !notes_->text().isEmpty());
    });
    tree_->setObjectName(QStringLiteral("ledgerTree"));
    tree_->setColumnCount(4);
    tree_->setHeaderLabels({tr("Rule"), tr("Modifier"), tr("Value"), tr("Why")});
    tree_->setRootIsDecorated(false);
    // Reasons wrap so that the whole stack can be checked without hovering.
    tree_->setWordWrap(true);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->header()->setStretchLastSection(true);
    tree_->header()->setSectionResizeMode(RuleColumn, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(LabelColumn, QHeaderView::Interactive);
    tree_->setColumnWidth(LabelColumn, 200);
    keepRowsInView(tree_, 1);  // the summary above it keeps the total in view
}

void ModifierLedger::clear()
{
    tree_->clear();
    notes_->clear();
    heading_->clear();
    shown_->clear();
    shown_->hide();
    summary_->clear();
    totalText_.clear();
    showNotes(QString(), 0);
}

QTreeWidgetItem* ModifierLedger::addLine(const QString& id, const QString& rule, const QString& label, const QString& value,
                                         const QString& reason, QTreeWidgetItem* parent)
{
    auto* item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree_);
    item->setText(RuleColumn, rule);
    item->setText(LabelColumn, label);
    item->setText(ValueColumn, value);
    item->setText(ReasonColumn, reason);
    item->setTextAlignment(ValueColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setData(0, IdRole, id);
    // Long reasons are cut in the row; the tooltip keeps the whole text.
    const QString tip = reason.isEmpty() ? label : label + QStringLiteral("\n") + reason;
    for (int c = 0; c < 4; ++c)
        item->setToolTip(c, tip);
    return item;
}

void ModifierLedger::grey(QTreeWidgetItem* item)
{
    const QColor colour = QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    for (int c = 0; c < 4; ++c) {
        item->setForeground(c, colour);
        QFont f = item->font(c);
        f.setItalic(true);
        item->setFont(c, f);
    }
}

void ModifierLedger::emphasise(QTreeWidgetItem* item, const QColor& colour)
{
    for (int c = 0; c < 4; ++c) {
        QFont f = item->font(c);
        f.setBold(true);
        item->setFont(c, f);
        if (colour.isValid())
            item->setForeground(c, colour);
    }
}

void ModifierLedger::showAssessment(const Assessment& a, const std::vector<LaterStepModifiers>& later)
{
    tree_->setUpdatesEnabled(false);
    tree_->clear();
    const Procedure& p = *a.procedure;
    QString dice = tr("%1d%2").arg(a.diceCount).arg(a.diceSides);
    if (a.diceCount == 0)
        dice = tr("no dice: decided from the situation");
    else if (!a.diceNeeded)
        dice = tr("no dice needed: no throw can change the result here");
    else if (!a.diceGroups.empty()) {
        QStringList groups;
        for (const auto& group : a.diceGroups)
            groups << (group.needed ? QStringLiteral("%1 %2d%3").arg(qs(group.label)).arg(group.count).arg(group.sides)
                                    : tr("%1 not needed: it cannot change the result").arg(qs(group.label)));
        dice = groups.join(QStringLiteral(", "));
    }
    const Procedure& whole = a.chain ? *a.chain : p;
    heading_->setText(QStringLiteral("<b>%1</b> <span style='color:gray'>%2</span> &nbsp; %3")
                          .arg(qs(whole.label).toHtmlEscaped(), whole.rule.empty() ? QString() : tr("rule %1").arg(qs(whole.rule)),
                               whole.steps.empty() ? dice.toHtmlEscaped()
                               : a.stepIndex == 0
                                   ? tr("%n step(s), the first: %1", nullptr, static_cast<int>(whole.stepCount()))
                                         .arg(QStringLiteral("%1 (%2)").arg(qs(p.label), dice).toHtmlEscaped())
                                   : tr("step %1 of %2: %3")
                                         .arg(a.stepIndex + 1)
                                         .arg(whole.stepCount())
                                         .arg(QStringLiteral("%1 (%2)").arg(qs(p.label), dice).toHtmlEscaped())));
    const QColor warning = PaletteTheme::isDark() ? QColor(0xff, 0xb0, 0x40) : QColor(0xb0, 0x50, 0x00);

    // Each side's total has its own ledger beside the others; the table keeps the rest. What
    // applies first, in the module's order, then what does not: a short pane shows the lines
    // that make the total.
    sides_->showAssessment(a, later);
    const bool bySide = !sides_->isHidden();
    bool dieRollModifiers = false;
    for (const bool applied : {true, false})
        for (const auto& m : a.modifiers) {
            if (m.applied != applied || (bySide && m.kind == ModifierKind::Total))
                continue;
            dieRollModifiers = dieRollModifiers || m.kind == ModifierKind::DieRoll;
            auto* item = addLine(qs(m.id), qs(m.rule), qs(m.label), m.applied ? valueText(m) : QStringLiteral("—"), modifierReason(m));
            item->setData(0, AppliedRole, m.applied);
            if (!m.applied)
                grey(item);
        }
    for (const auto& c : a.caps) {
        const QString value = c.bit ? QStringLiteral("%1 → %2").arg(signedNumber(c.before), signedNumber(c.after)) : QString();
        const QString reason = c.bit ? tr("Cap bites: %1 cut to %2").arg(signedNumber(c.before), signedNumber(c.after))
                                     : tr("Not reached (%1)").arg(signedNumber(c.before));
        auto* item = addLine(qs(c.id), qs(c.rule), tr("Cap: %1").arg(qs(c.label)), value, reason);
        item->setData(0, AppliedRole, c.bit);
        if (c.bit)
            emphasise(item, warning);
        else
            grey(item);
    }
    if (a.column && a.column->overflowDieModifier != 0) {
        auto* item = addLine(QStringLiteral("overflow"), QString(), tr("Columns beyond the table"),
                             signedNumber(a.column->overflowDieModifier),
                             tr("%n column(s) past the edge become a die modifier", nullptr,
                                static_cast<int>(a.column->overflowColumns)));
        emphasise(item, warning);
    }

    totalText_ = signedNumber(a.dieModifierTotal);
    if (!bySide || dieRollModifiers || a.dieModifierTotal != 0) {
        auto* total = addLine(QStringLiteral("total"), QString(), tr("Die-roll modifier total"), totalText_, QString());
        emphasise(total, QColor());
    }

    if (a.column) {
        const ColumnReport& c = *a.column;
        // "bombardment points 0", not a bare "0" beside the column's own name.
        const QString scale = scaleLabel(a);
        const QString value = scale.isEmpty() ? qs(c.valueText) : scale + QLatin1Char(' ') + qs(c.valueText);
        // The value text holds the strengths as the rules print them: "odds 8½ : 4 = 2.13".
        QString how = value;
        if (c.shift > 0)
            how += QStringLiteral("; ") + tr("shifted right of the column before shifts (columns: %n)", nullptr, static_cast<int>(c.shift));
        else if (c.shift < 0)
            how += QStringLiteral("; ") + tr("shifted left of the column before shifts (columns: %n)", nullptr, static_cast<int>(-c.shift));
        auto* column = addLine(QStringLiteral("column"), QString(), tr("Column"), qs(c.label.empty() ? c.id : c.label), how);
        emphasise(column, QColor());
    }
    if (a.target) {
        auto* target = addLine(QStringLiteral("target"), QString(), tr("Target number"), QString::number(*a.target), QString());
        emphasise(target, QColor());
    }
    // Beside the sides' ledgers a die-roll total of 0 with no line says nothing, and their
    // titles say their totals: the line is left for a column or a target, if any.
    QStringList summary;
    if (!bySide || dieRollModifiers || a.dieModifierTotal != 0)
        summary << tr("Die-roll modifier total <b>%1</b>").arg(totalText_);
    if (a.column)
        summary << tr("column <b>%1</b>").arg(qs(a.column->label.empty() ? a.column->id : a.column->label).toHtmlEscaped());
    if (a.target)
        summary << tr("target <b>%1</b>").arg(*a.target);
    summary_->setText(summary.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    summary_->setVisible(!summary.isEmpty());
    showShownValues(a.shown);

    // Each interpretation once, even when several steps carry it.
    QString notes;
    QStringList seen;
    for (const auto* interpretation : a.interpretations) {
        const QString key = qs(interpretation->rule) + QLatin1Char('\n') + qs(interpretation->text);
        if (seen.contains(key))
            continue;
        seen << key;
        notes += QStringLiteral("<p style='margin:2px 0'><span style='color:gray'>%1</span> %2</p>")
                     .arg(interpretation->rule.empty() ? tr("Interpretation") : tr("Interpretation (%1)").arg(qs(interpretation->rule)),
                          qs(interpretation->text).toHtmlEscaped());
    }
    showNotes(notes, static_cast<int>(seen.size()));
    fitLabelColumn();
    // Beside the sides' ledgers the common table holds a few lines (the total, the column): it
    // takes their room only. Sharing the pane equally, Abbeville's side ledger of fifteen
    // modifiers showed a line and a half beside the column alone.
    tree_->setMaximumHeight(bySide ? heightForRows(tree_, tree_->topLevelItemCount()) : QWIDGETSIZE_MAX);
    tree_->setVisible(tree_->topLevelItemCount() > 0);
    tree_->setUpdatesEnabled(true);
}

void ModifierLedger::showShownValues(const std::vector<ShownReport>& shown)
{
    QStringList lines;
    for (const auto& value : shown)
        lines << QStringLiteral("%1: <b>%2</b>%3")
                     .arg(qs(value.label).toHtmlEscaped(), qs(value.value).toHtmlEscaped(),
                          value.rule.empty() ? QString()
                                             : QStringLiteral(" <span style='color:gray'>%1</span>")
                                                   .arg(tr("rule %1").arg(qs(value.rule)).toHtmlEscaped()));
    shown_->setText(lines.join(QStringLiteral("<br>")));
    shown_->setVisible(!lines.isEmpty());
}

void ModifierLedger::fitLabelColumn()
{
    // A label is read whole ("Total des modificateurs au dé" did not fit the column's 200 px):
    // the column widens to the longest, up to about 48 characters, so that the reasons keep
    // their room. It never narrows below the width it has, set at start or by hand.
    // (sizeHintForColumn through QAbstractItemView, where it is public; QTreeView hides it.)
    const int contents = static_cast<const QAbstractItemView*>(tree_)->sizeHintForColumn(LabelColumn);
    const int longest = std::min(contents, 48 * tree_->fontMetrics().averageCharWidth());
    if (longest > tree_->columnWidth(LabelColumn))
        tree_->setColumnWidth(LabelColumn, longest);
}

void ModifierLedger::showRefusals(const std::vector<Refusal>& refusals)
{
    sides_->hide();
    tree_->setMaximumHeight(QWIDGETSIZE_MAX);
    tree_->show();
    tree_->setUpdatesEnabled(false);
    tree_->clear();
    totalText_.clear();
    QString heading = QStringLiteral("<b style='color:#d03030'>%1</b>").arg(tr("This situation cannot be resolved:"));
    for (const auto& r : refusals)
        heading += QStringLiteral("<br><span style='color:#d03030'>%1</span>").arg(refusalText(r).toHtmlEscaped());
    heading_->setText(heading);
    summary_->clear();
    shown_->clear();
    shown_->hide();
    showNotes(QString(), 0);
    for (const auto& r : refusals) {
        auto* item = addLine(QStringLiteral("refusal:") + qs(r.subject), qs(r.rule), tr("Refused"), QString(), refusalText(r));
        emphasise(item, QColor(0xd0, 0x30, 0x30));
    }
    tree_->setUpdatesEnabled(true);
}

void ModifierLedger::showNotes(const QString& html, int count)
{
    notes_->setText(html);
    notesToggle_->setText(tr("Interpretations in force (%1)").arg(count));
    notesToggle_->setToolTip(tr("The module's readings of rules that are silent or ambiguous; click to show or hide them"));
    notesToggle_->setVisible(count > 0);
    notesScroll_->setVisible(count > 0 && notesToggle_->isChecked());
}

QString ModifierLedger::interpretationsText() const
{
    QTextDocument document;
    document.setHtml(notes_->text());
    return document.toPlainText();
}

QTreeWidgetItem* ModifierLedger::line(const QString& id) const
{
    for (int i = 0; i < tree_->topLevelItemCount(); ++i)
        if (tree_->topLevelItem(i)->data(0, IdRole).toString() == id)
            return tree_->topLevelItem(i);
    return nullptr;
}

}  // namespace umpire
