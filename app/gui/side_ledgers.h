// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QGroupBox;
class QTreeWidget;

namespace umpire {

struct Assessment;

/// The ledgers of a procedure whose sides each add modifiers to a total of their own (the
/// French modifier, the Coalition modifier): side by side, each listing its modifiers with their
/// rules, those that do not apply greyed with the reason, and the side's total.
class SideLedgers : public QWidget {
    Q_OBJECT

public:
    explicit SideLedgers(QWidget* parent = nullptr);

    /// Shows one ledger per total of `assessment`; hidden when it has none.
    void showAssessment(const Assessment& assessment);
    /// The ledger of total `id`, or null.
    QTreeWidget* ledger(const QString& id) const;
    /// "French modifier: +2" for total `id`, empty when there is none.
    QString totalText(const QString& id) const;

private:
    QList<QGroupBox*> boxes_;
};

}  // namespace umpire
