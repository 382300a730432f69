// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace umpire {

class PlaySession;

/// The values of the game in play that the players read off their printed chart: each cell
/// with what was read. A value typed wrong is forgotten here, and the next
/// situation that needs the cell asks for it again.
class ChartReadingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ChartReadingsDialog(PlaySession* session, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QPushButton* forgetButton() const { return forget_; }

private:
    void refresh();
    void forgetSelected();

    PlaySession* session_;
    QLabel* intro_;
    QTableWidget* table_;
    QPushButton* forget_;
};

}  // namespace umpire
