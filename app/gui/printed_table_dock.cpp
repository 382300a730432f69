// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/printed_table_dock.h"

#include "gui/gui_text.h"

#include "play/play_session.h"

#include "engine/procedure.h"

#include <QComboBox>
#include <QFont>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <variant>

namespace umpire {

namespace {

/// The table of a step and its columns, or null when the step reads no table.
struct StepTable {
    const ResultTable* table = nullptr;
    const ColumnScale* scale = nullptr;  ///< null: a single column
    bool columnReadsDice = false;
};

StepTable tableOf(const Procedure& step)
{
    if (const auto* table = std::get_if<TableMethod>(&step.method))
        return {&table->table, nullptr, false};
    if (const auto* grid = std::get_if<GridMethod>(&step.method))
        return {&grid->table, &grid->scale, grid->columnReadsDice};
    return {};
}

QString withRule(const QString& text, const std::string& rule)
{
    return rule.empty() ? text : QStringLiteral("%1 (%2)").arg(text, qs(rule));
}

// Translucent, so the marks read on the light and the dark palette alike.
const QColor kColumn(70, 130, 180, 70);
const QColor kRow(230, 180, 0, 80);
const QColor kCell(255, 120, 0, 190);

}  // namespace

PrintedTableDock::PrintedTableDock(QWidget* parent) : DeferredDock(tr("Printed table"), parent)
{
    setObjectName(QStringLiteral("printedTableDock"));
    // Behind the log's tab (or closed) it is brought up to date when it is next shown.
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        seen_ = visible;
        if (visible && stale_)
            showTable();
    });
}

void PrintedTableDock::buildContent()
{
    title_ = new QLabel;
    steps_ = new QComboBox;
    table_ = new QTableWidget;
    marks_ = new QLabel;
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* top = new QHBoxLayout;
    title_->setObjectName(QStringLiteral("printedTableTitle"));
    title_->setWordWrap(true);
    top->addWidget(title_, 1);
    steps_->setObjectName(QStringLiteral("printedTableStep"));
    steps_->setAccessibleName(tr("Step whose table is shown"));
    top->addWidget(steps_);
    layout->addLayout(top);
    table_->setObjectName(QStringLiteral("printedTable"));
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->setAccessibleName(tr("The result table as printed"));
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Tabbed with the game log: no taller at its smallest than the log, so a small window keeps its panes.
    table_->setMinimumHeight(40);
    layout->addWidget(table_, 1);
    marks_->setObjectName(QStringLiteral("printedTableMarks"));
    marks_->setWordWrap(true);
    marks_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(marks_);
    setWidget(content);

    connect(steps_, &QComboBox::currentIndexChanged, this, [this] {
        if (session_ && session_->procedure() && steps_->currentIndex() >= 0)
            fill(session_->procedure()->step(static_cast<std::size_t>(steps_->currentData().toInt())));
    });
}

void PrintedTableDock::setSession(PlaySession* session)
{
    session_ = session;
    // A new procedure, or a roll, shows the step whose dice are thrown next (or were just thrown).
    connect(session_, &PlaySession::procedureChanged, this, [this] {
        shownChain_ = nullptr;
        showTable();
    });
    connect(session_, &PlaySession::assessed, this, &PrintedTableDock::showTable);
    connect(session_, &PlaySession::rollsChanged, this, [this] {
        shownChain_ = nullptr;
        showTable();
    });
    showTable();
}

void PrintedTableDock::showTable()
{
    // Laying the table out again on every keystroke while nobody sees it would cost each change
    // of the situation a whole table of items.
    if (!seen_) {
        stale_ = true;
        return;
    }
    stale_ = false;
    const Procedure* chain = session_ ? session_->procedure() : nullptr;
    if (!chain) {
        title_->setText(tr("No procedure chosen"));
        steps_->hide();
        table_->hide();
        marks_->clear();
        markedColumn_.reset();
        markedRow_.reset();
        return;
    }
    if (chain != shownChain_) {
        shownChain_ = chain;
        const QSignalBlocker quiet(steps_);
        steps_->clear();
        for (std::size_t i = 0; i < chain->stepCount(); ++i)
            if (tableOf(chain->step(i)).table)
                steps_->addItem(withRule(qs(chain->step(i).label), chain->step(i).rule), static_cast<int>(i));
        // The step of the last roll of this procedure, else the step to throw.
        std::size_t wanted = 0;
        if (const Assessment* next = session_->stepToThrow(); next && next->chain == chain)
            wanted = next->stepIndex;
        if (!session_->rolls().isEmpty() && session_->rolls().last().assessment.chain == chain
            && !session_->rolls().last().nextStep)
            wanted = session_->rolls().last().assessment.stepIndex;
        steps_->setCurrentIndex(std::max(0, steps_->findData(static_cast<int>(wanted))));
        steps_->setVisible(steps_->count() > 1);
    }
    if (steps_->count() == 0) {
        title_->setText(tr("%1 reads no table: its result comes from a roll against a target, a count of hits or the "
                           "values it computes")
                            .arg(withRule(qs(chain->label), chain->rule)));
        table_->hide();
        marks_->clear();
        markedColumn_.reset();
        markedRow_.reset();
        return;
    }
    fill(chain->step(static_cast<std::size_t>(steps_->currentData().toInt())));
}

void PrintedTableDock::fill(const Procedure& step)
{
    const StepTable shown = tableOf(step);
    title_->setText(QStringLiteral("<b>%1</b>").arg(withRule(qs(step.label), step.rule).toHtmlEscaped()));
    table_->show();
    table_->clear();
    markedColumn_.reset();
    markedRow_.reset();
    const ResultTable& rows = *shown.table;
    const int columns = shown.scale ? static_cast<int>(shown.scale->columns.size()) : 1;
    table_->setColumnCount(columns);
    table_->setRowCount(static_cast<int>(rows.rows.size()));
    if (shown.scale) {
        for (int c = 0; c < columns; ++c) {
            const TableColumn& column = shown.scale->columns[static_cast<std::size_t>(c)];
            auto* header = new QTableWidgetItem(qs(column.id));
            header->setToolTip(qs(column.label));
            table_->setHorizontalHeaderItem(c, header);
        }
    } else {
        table_->setHorizontalHeaderItem(0, new QTableWidgetItem(tr("Result")));
    }
    for (std::size_t r = 0; r < rows.rows.size(); ++r) {
        const TableRow& row = rows.rows[r];
        table_->setVerticalHeaderItem(static_cast<int>(r), new QTableWidgetItem(qs(row.rolls.toString())));
        for (int c = 0; c < columns && static_cast<std::size_t>(c) < row.cells.size(); ++c) {
            const auto& cell = row.cells[static_cast<std::size_t>(c)];
            auto* item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            if (!cell) {
                item->setText(QStringLiteral("?"));
                item->setForeground(Qt::gray);
                item->setToolTip(tr("Missing from our sources: read this cell on your printed chart"));
            } else {
                item->setText(qs(*cell));
                QString tip;
                for (const ResultDefinition& result : step.results)
                    if (result.code == *cell)
                        tip = withRule(qs(result.label), result.rule);
                if (rows.cellFromOverlay(r, static_cast<std::size_t>(c)))
                    tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + tr("From your own chart (an overlay file)");
                item->setToolTip(tip);
            }
            table_->setItem(static_cast<int>(r), c, item);
        }
    }
    if (rows.rows.empty()) {
        marks_->setText(tr("This table is missing from our sources: Umpire works out the column and the row, then asks "
                           "for the result read on your printed chart."));
        return;
    }

    const auto rowIndexOf = [&rows](std::int64_t roll) -> std::optional<int> {
        for (std::size_t r = 0; r < rows.rows.size(); ++r)
            if (rows.rows[r].rolls.contains(roll))
                return static_cast<int>(r);
        return std::nullopt;
    };
    QStringList words;
    // The column of the situation now, when it does not wait for the dice.
    const Assessment* now = session_->stepToThrow();
    if (now && now->procedure == &step && now->column && !shown.columnReadsDice) {
        markedColumn_ = static_cast<int>(now->column->index);
        words << tr("Column %1: this situation's, after its shifts").arg(qs(now->column->id));
    }
    // The last roll, when it read this table.
    const PlayedRoll* last = session_->rolls().isEmpty() ? nullptr : &session_->rolls().last();
    if (last && last->withholdsResult())
        last = nullptr;  // sealed dice the log does not have yet: their row is not shown either
    const Assessment* rolledOn = nullptr;
    const Resolution* resolution = nullptr;
    if (last && last->assessment.procedure == &step) {
        rolledOn = &last->assessment;
        resolution = &last->resolution;
    } else if (last) {
        for (const PlayedStep& earlier : last->earlierSteps)
            if (earlier.assessment.procedure == &step) {
                rolledOn = &earlier.assessment;
                resolution = &earlier.resolution;
            }
    }
    if (rolledOn && resolution) {
        const std::optional<ColumnReport>& column = resolution->column ? resolution->column : rolledOn->column;
        const int c = column ? static_cast<int>(column->index) : 0;
        markedRow_ = rowIndexOf(resolution->row);
        if (markedRow_) {
            const std::string& code = !resolution->outcome.convertedFrom.empty() ? resolution->outcome.convertedFrom
                                                                                 : resolution->outcome.code;
            QString result = code.empty() ? (last->chartResult ? tr("%1, read on your chart").arg(*last->chartResult) : tr("to be read on your chart"))
                                          : qs(code);
            words << (column ? tr("Last roll: row %1, column %2, %3").arg(resolution->row).arg(qs(column->id), result)
                             : tr("Last roll: row %1, %2").arg(resolution->row).arg(result));
            for (int k = 0; k < columns; ++k)
                if (QTableWidgetItem* item = table_->item(*markedRow_, k))
                    item->setBackground(kRow);
            if (QTableWidgetItem* cell = table_->item(*markedRow_, c)) {
                cell->setBackground(kCell);
                QFont bold = cell->font();
                bold.setBold(true);
                cell->setFont(bold);
                table_->scrollToItem(cell);
            }
            if (!markedColumn_ && column)
                markedColumn_ = c;
        }
    }
    if (markedColumn_)
        for (int r = 0; r < table_->rowCount(); ++r)
            if (QTableWidgetItem* item = table_->item(r, *markedColumn_); item && (!markedRow_ || r != *markedRow_))
                item->setBackground(kColumn);
    marks_->setText(words.isEmpty() ? tr("No column yet: enter the situation.") : words.join(QStringLiteral(" · ")));
}

QString PrintedTableDock::markText() const
{
    return marks_ ? marks_->text() : QString();
}

}  // namespace umpire
