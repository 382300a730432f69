// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTableWidget;
class QTextBrowser;

namespace umpire {

/// The user guide, shipped inside the program (it is read at the table, often offline).
class UserGuideDialog : public QDialog {
    Q_OBJECT

public:
    explicit UserGuideDialog(QWidget* parent = nullptr);
    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

/// Every key of the window: the menus' shortcuts, read from the actions themselves so the list
/// cannot drift from them, and the keys of the fields (Space, Enter, Tab, Alt+G...).
class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget* window, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

}  // namespace umpire
