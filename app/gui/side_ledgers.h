// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

class QGroupBox;
class QTreeWidget;

namespace umpire {

struct Assessment;
struct LaterStepModifiers;

/// The ledgers of a procedure whose sides each add modifiers to a total of their own (the
/// French modifier, the Coalition modifier): side by side, each listing its modifiers with their
/// rules, those that do not apply greyed with the reason, and the side's total.
class SideLedgers : public QWidget {
    Q_OBJECT

public:
    explicit SideLedgers(QWidget* parent = nullptr);

    /// Shows one ledger per total of `assessment`; when it has none, those of the later steps
    /// in `later` as far as they are known before the dice (a line that waits for them reads
    /// "?"); hidden when neither has any.
    void showAssessment(const Assessment& assessment, const std::vector<LaterStepModifiers>& later = {});
    /// Columns: the rule, the modifier, the value and, for a ledger alone, why the line counts
    /// or not; beside another ledger the why is under the modifier's name. The name alone is the
    /// data of LabelRole in the modifier's column.
    static constexpr int LabelRole = Qt::UserRole + 1;

    /// The ledger of total `id`, or null.
    QTreeWidget* ledger(const QString& id) const;
    /// "French modifier: +2" for total `id`, empty when there is none.
    QString totalText(const QString& id) const;

private:
    QList<QGroupBox*> boxes_;
};

}  // namespace umpire
