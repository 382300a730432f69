// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/side_ledgers.h"

#include "gui/gui_text.h"
#include "gui/rows_in_view.h"
#include "gui/wrapped_rows.h"

#include "core/modifier_reason.h"

#include "engine/assessment.h"
#include "engine/later_step_modifiers.h"
#include "engine/procedure.h"

#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace umpire {

SideLedgers::SideLedgers(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("sideLedgers"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    hide();
}

namespace {

/// One side's ledger as shown: its total and its lines, some perhaps still unknown.
struct SideLines {
    QString id;
    QString title;
    QString total;
    std::vector<std::pair<ModifierReport, bool>> lines;  ///< each with whether it is known
    QString waitsFor;  ///< the step whose dice the unknown lines wait for
};

std::vector<SideLines> sidesOf(const Assessment& a, const std::vector<LaterStepModifiers>& later)
{
    std::vector<SideLines> sides;
    if (!a.totals.empty()) {
        for (const auto& total : a.totals) {
            SideLines side{qs(total.id), qs(total.label), signedNumber(total.value), {}, {}};
            for (const auto& m : a.modifiers)
                if (m.kind == ModifierKind::Total && m.total == total.id)
                    side.lines.emplace_back(m, true);
            sides.push_back(std::move(side));
        }
        return sides;
    }
    // Before the dice of an earlier step: the later steps' modifiers known now.
    for (const auto& step : later) {
        for (const auto& total : step.totals) {
            SideLines side{qs(total.id), qs(total.label), signedNumber(total.knownSum), {}, {}};
            if (!total.complete) {
                side.total = SideLedgers::tr("%1 so far").arg(side.total);
                side.waitsFor = qs(a.procedure->label);
            }
            for (const auto& m : step.modifiers)
                if (m.report.kind == ModifierKind::Total && m.report.total == total.id)
                    side.lines.emplace_back(m.report, m.known);
            sides.push_back(std::move(side));
        }
    }
    return sides;
}

}  // namespace

void SideLedgers::showAssessment(const Assessment& a, const std::vector<LaterStepModifiers>& later)
{
    qDeleteAll(boxes_);
    boxes_.clear();
    const std::vector<SideLines> sides = sidesOf(a, later);
    setVisible(!sides.empty());
    const QColor grey = QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    for (const auto& side : sides) {
        auto* box = new QGroupBox(QStringLiteral("%1: %2").arg(side.title, side.total), this);
        box->setObjectName(QStringLiteral("side:") + side.id);
        if (!side.waitsFor.isEmpty())
            box->setToolTip(tr("Known before the dice; the lines marked ? come after the dice of %1").arg(side.waitsFor));
        QFont bold = box->font();
        bold.setBold(true);
        box->setFont(bold);
        auto* tree = new QTreeWidget(box);
        tree->setObjectName(QStringLiteral("sideLedger:") + side.id);
        tree->setFont(font());
        // Alone, a side's ledger has the pane's width for the table's four columns; beside another
        // it has half, and why a line does not count (yet) is read under its name. Either way
        // the text wraps: never cut behind a sideways scroll bar.
        const bool reasonColumn = sides.size() == 1;
        const int columns = reasonColumn ? 4 : 3;
        tree->setColumnCount(columns);
        QStringList headers{tr("Rule"), tr("Modifier"), tr("Value")};
        if (reasonColumn)
            headers << tr("Why");
        tree->setHeaderLabels(headers);
        tree->setRootIsDecorated(false);
        tree->header()->setStretchLastSection(false);
        tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        tree->header()->setSectionResizeMode(1, QHeaderView::Stretch);
        tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
        if (reasonColumn)
            tree->header()->setSectionResizeMode(3, QHeaderView::Stretch);
        wrapRows(tree);
        tree->setAccessibleName(tr("Modifiers of %1").arg(side.title));
        keepRowsInView(tree, 1);  // the box's title keeps the total in view
        // Applied modifiers first: they make the total; then those the dice still decide.
        for (const int pass : {0, 1, 2}) {
            for (const auto& [m, known] : side.lines) {
                const int linePass = !known ? 1 : m.applied ? 0 : 2;
                if (linePass != pass)
                    continue;
                const QString reason = known ? modifierReason(m) : tr("Known after the dice of %1").arg(side.waitsFor);
                const QString value = !known ? QStringLiteral("?") : m.applied ? signedNumber(m.value) : QStringLiteral("—");
                const QString named = reason.isEmpty() ? qs(m.label) : qs(m.label) + QLatin1Char('\n') + reason;
                QStringList texts{qs(m.rule), reasonColumn ? qs(m.label) : named, value};
                if (reasonColumn)
                    texts << reason;
                auto* item = new QTreeWidgetItem(tree, texts);
                item->setData(1, LabelRole, qs(m.label));
                item->setTextAlignment(2, Qt::AlignRight | Qt::AlignTop);
                item->setTextAlignment(0, Qt::AlignLeft | Qt::AlignTop);
                for (int c = 0; c < columns; ++c) {
                    item->setToolTip(c, named);
                    if (known && !m.applied)
                        item->setForeground(c, grey);
                }
            }
        }
        auto* sum = new QTreeWidgetItem(tree, {QString(), tr("Total"), side.total});
        sum->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        QFont strong = tree->font();
        strong.setBold(true);
        for (int c = 0; c < columns; ++c)
            sum->setFont(c, strong);
        auto* inner = new QVBoxLayout(box);
        inner->setContentsMargins(4, 4, 4, 4);
        inner->addWidget(tree);
        layout()->addWidget(box);
        box->show();  // added to a pane already shown, it would otherwise stay hidden
        boxes_ << box;
    }
}

QTreeWidget* SideLedgers::ledger(const QString& id) const
{
    return findChild<QTreeWidget*>(QStringLiteral("sideLedger:") + id);
}

QString SideLedgers::totalText(const QString& id) const
{
    for (const auto* box : boxes_)
        if (box->objectName() == QStringLiteral("side:") + id)
            return box->title();
    return {};
}

}  // namespace umpire
