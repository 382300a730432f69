// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/deferred_dock.h"

#include <cstdint>
#include <optional>

class QComboBox;
class QLabel;
class QTableWidget;

namespace umpire {

class PlaySession;
struct Procedure;

/// The procedure's result table laid out as on the printed chart: a row per modified roll,
/// a column per odds or value column, every code where our sources give it. The column of the
/// current situation is marked, and the row and cell the last roll read. A player checks the
/// program against the chart in front of them at a glance. It follows the session only while it
/// is shown; hidden (behind the log's tab, or closed), it catches up when it is shown again. Its
/// inside is built when it is first shown.
class PrintedTableDock : public DeferredDock {
    Q_OBJECT

public:
    explicit PrintedTableDock(QWidget* parent = nullptr);

    /// Follows `session`: its procedure, its assessment and its rolls.
    void setSession(PlaySession* session);
    /// Shows the table again from the session (when hidden: as soon as it is shown).
    void showTable();

    QTableWidget* table() const { return built(table_); }
    QComboBox* stepBox() const { return built(steps_); }
    /// Whether the player can see it (shown, its tab in front), as its visibility signal last said.
    bool inSight() const { return seen_; }
    /// What is marked, in words (also for screen readers): the column, the row, the result.
    QString markText() const;
    /// The column and row marked, when any (indexes into the table widget).
    std::optional<int> markedColumn() const { return markedColumn_; }
    std::optional<int> markedRow() const { return markedRow_; }

protected:
    void buildContent() override;

private:
    void fill(const Procedure& step);

    PlaySession* session_ = nullptr;
    QLabel* title_ = nullptr;
    QComboBox* steps_ = nullptr;
    QTableWidget* table_ = nullptr;
    QLabel* marks_ = nullptr;
    const Procedure* shownChain_ = nullptr;
    bool seen_ = false;  ///< shown, and its tab in front
    bool stale_ = true;  ///< the session changed while it was out of sight
    std::optional<int> markedColumn_;
    std::optional<int> markedRow_;
};

}  // namespace umpire
