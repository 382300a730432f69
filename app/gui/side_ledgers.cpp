// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/side_ledgers.h"

#include "gui/gui_text.h"
#include "gui/rows_in_view.h"

#include "core/modifier_reason.h"

#include "engine/assessment.h"

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

void SideLedgers::showAssessment(const Assessment& a)
{
    qDeleteAll(boxes_);
    boxes_.clear();
    setVisible(!a.totals.empty());
    const QColor grey = QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    for (const auto& total : a.totals) {
        auto* box = new QGroupBox(QStringLiteral("%1: %2").arg(qs(total.label), signedNumber(total.value)), this);
        box->setObjectName(QStringLiteral("side:") + qs(total.id));
        QFont bold = box->font();
        bold.setBold(true);
        box->setFont(bold);
        auto* tree = new QTreeWidget(box);
        tree->setObjectName(QStringLiteral("sideLedger:") + qs(total.id));
        tree->setFont(font());
        tree->setColumnCount(4);
        tree->setHeaderLabels({tr("Rule"), tr("Modifier"), tr("Value"), tr("Why")});
        tree->setRootIsDecorated(false);
        tree->setWordWrap(true);
        tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
        tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
        tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
        tree->header()->setStretchLastSection(true);
        tree->setAccessibleName(tr("Modifiers of %1").arg(qs(total.label)));
        keepRowsInView(tree, 1);  // the box's title keeps the total in view
        // Applied modifiers first: they make the total.
        for (const bool applied : {true, false}) {
            for (const auto& m : a.modifiers) {
                if (m.kind != ModifierKind::Total || m.total != total.id || m.applied != applied)
                    continue;
                const QString reason = modifierReason(m);
                auto* item = new QTreeWidgetItem(tree, {qs(m.rule), qs(m.label), applied ? signedNumber(m.value) : QStringLiteral("—"), reason});
                item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
                for (int c = 0; c < 4; ++c) {
                    item->setToolTip(c, reason.isEmpty() ? qs(m.label) : qs(m.label) + QLatin1Char('\n') + reason);
                    if (!applied)
                        item->setForeground(c, grey);
                }
            }
        }
        auto* sum = new QTreeWidgetItem(tree, {QString(), tr("Total"), signedNumber(total.value), QString()});
        sum->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        QFont strong = tree->font();
        strong.setBold(true);
        for (int c = 0; c < 4; ++c)
            sum->setFont(c, strong);
        auto* inner = new QVBoxLayout(box);
        inner->setContentsMargins(4, 4, 4, 4);
        inner->addWidget(tree);
        layout()->addWidget(box);
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
