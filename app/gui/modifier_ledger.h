// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/refusal.h"

#include <QWidget>

#include <vector>

class QLabel;
class QScrollArea;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace umpire {

struct Assessment;
struct LaterStepModifiers;
struct ShownReport;
class SideLedgers;

/// The modifier stack of the current situation, line by line: every modifier with its rule and
/// value, the ones that do not apply greyed with the reason, the caps (marked where they bite),
/// the total, the column with its shifts, and the interpretations in force.
class ModifierLedger : public QWidget {
    Q_OBJECT

public:
    /// Item data role holding a line's id (modifier or cap id; "total", "column", ...).
    static constexpr int IdRole = Qt::UserRole + 1;
    /// Item data role: true on a modifier or cap line that applies (or bites).
    static constexpr int AppliedRole = Qt::UserRole + 2;
    enum Column { RuleColumn, LabelColumn, ValueColumn, ReasonColumn };

    explicit ModifierLedger(QWidget* parent = nullptr);

    /// Shows `assessment`; `later`: the modifiers of the steps still to throw that are known
    /// before its dice (each side's ledger before the first die of a battle).
    void showAssessment(const Assessment& assessment, const std::vector<LaterStepModifiers>& later = {});
    /// Shows `shown` above the total (showAssessment shows the assessment's own; a roll of
    /// several steps adds the next step's, known once the earlier steps are thrown).
    void showShownValues(const std::vector<ShownReport>& shown);
    /// The situation cannot be resolved: lists why instead of modifiers.
    void showRefusals(const std::vector<Refusal>& refusals);
    void clear();

    /// The line of modifier `id` (or "total", "column", "target", a cap id), or null.
    QTreeWidgetItem* line(const QString& id) const;
    QTreeWidget* tree() const { return tree_; }
    /// The ledgers of each side's total, side by side (shown when the procedure has totals).
    SideLedgers* sides() const { return sides_; }
    /// "+1": the die-roll modifier total as shown, empty when refused.
    QString totalText() const { return totalText_; }
    /// The interpretations in force, as shown under the table.
    QString interpretationsText() const;
    /// The button that folds and unfolds the interpretations (hidden when there are none).
    QToolButton* interpretationsToggle() const { return notesToggle_; }
    /// The line above the table with the total, the column and the target.
    QLabel* summary() const { return summary_; }
    /// The values the module shows (who is advantaged and why, the odds, a final factor),
    /// above the total; hidden when there are none.
    QLabel* shownValues() const { return shown_; }

private:
    QTreeWidgetItem* addLine(const QString& id, const QString& rule, const QString& label, const QString& value,
                             const QString& reason, QTreeWidgetItem* parent = nullptr);
    void grey(QTreeWidgetItem* item);
    void emphasise(QTreeWidgetItem* item, const QColor& colour);
    void showNotes(const QString& html, int count);
    void fitLabelColumn();

    QLabel* heading_;
    QLabel* shown_;
    QLabel* summary_;
    SideLedgers* sides_;
    QTreeWidget* tree_;
    QToolButton* notesToggle_;
    QScrollArea* notesScroll_;
    QLabel* notes_;
    QString totalText_;
};

}  // namespace umpire
