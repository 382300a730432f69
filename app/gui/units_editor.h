// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QGridLayout;
class QPushButton;
class QTableView;

namespace umpire {

class UnitTableModel;

/// A list-of-units input: the table of units and the buttons to add, remove and duplicate one.
class UnitsEditor : public QWidget {
    Q_OBJECT

public:
    /// Shows `model` (not owned).
    explicit UnitsEditor(UnitTableModel* model, QWidget* parent = nullptr);

    UnitTableModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }
    QPushButton* duplicateButton() const { return duplicate_; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateButtons();
    int currentRow() const;

    UnitTableModel* model_;
    QTableView* view_;
    QPushButton* add_;
    QPushButton* remove_;
    QPushButton* duplicate_;
    QGridLayout* buttons_;
    /// The width the three buttons take on one row; a narrower editor puts Remove on a second.
    int oneRowWidth_ = 0;
    bool buttonsOnOneRow_ = true;
};

}  // namespace umpire
