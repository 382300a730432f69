// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/help_dialogs.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMainWindow>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString withoutAccelerator(QString text)
{
    // "&Roll" -> "Roll", "Void last entry…" stays; "&&" is a literal ampersand.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void addMenuShortcuts(QMenu* menu, const QString& path, QList<QPair<QString, QString>>& rows)
{
    for (QAction* action : menu->actions()) {
        if (action->menu()) {
            addMenuShortcuts(action->menu(), path + QStringLiteral(" › ") + withoutAccelerator(action->text()), rows);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        rows.append({keys.join(QStringLiteral(", ")), path + QStringLiteral(" › ") + withoutAccelerator(action->text())});
    }
}

}  // namespace

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this))
{
    setWindowTitle(tr("Umpire user guide"));
    setObjectName(QStringLiteral("userGuide"));
    browser_->setObjectName(QStringLiteral("userGuideText"));
    browser_->setOpenExternalLinks(true);
    browser_->setSource(QUrl(QStringLiteral("qrc:/guide/user-guide.md")), QTextDocument::MarkdownResource);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_, 1);
    layout->addWidget(buttons);
    resize(820, 640);
}

ShortcutsDialog::ShortcutsDialog(QWidget* window, QWidget* parent) : QDialog(parent), table_(new QTableWidget(this))
{
    setWindowTitle(tr("Keyboard shortcuts"));
    setObjectName(QStringLiteral("shortcuts"));
    QList<QPair<QString, QString>> rows;
    if (auto* main = qobject_cast<QMainWindow*>(window))
        for (QAction* top : main->menuBar()->actions())
            if (top->menu())
                addMenuShortcuts(top->menu(), withoutAccelerator(top->text()), rows);
    // Keys that belong to fields rather than to menu items.
    rows.append({tr("Alt+G"), tr("Go to the game list")});
    rows.append({tr("Alt+R"), tr("Go to the procedure search (type a few letters)")});
    rows.append({tr("Tab, Shift+Tab"), tr("Next or previous field, in the module's order")});
    rows.append({tr("Space"), tr("Roll, except in a tick box, a button, a text field or a list, where it keeps its usual meaning")});
    rows.append({tr("Enter (dice field)"), tr("Use the physical dice typed in the field; an empty field does nothing")});
    rows.append({tr("Insert, Ctrl+D, Delete (units table)"), tr("Add, duplicate or remove a unit")});
    rows.append({tr("Enter (game log)"), tr("Open the selected entry")});

    table_->setObjectName(QStringLiteral("shortcutTable"));
    table_->setColumnCount(2);
    table_->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    table_->setRowCount(static_cast<int>(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table_->setItem(i, 0, new QTableWidgetItem(rows[i].first));
        table_->setItem(i, 1, new QTableWidgetItem(rows[i].second));
        table_->item(i, 1)->setToolTip(rows[i].second);
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setWordWrap(true);
    table_->resizeRowsToContents();
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(640, 520);
}

}  // namespace umpire
