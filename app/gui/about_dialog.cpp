// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/about_dialog.h"

#include "gui/gui_text.h"

#include "engine/game.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace umpire {

AboutDialog::AboutDialog(const std::vector<Game>& games, int moduleProblems, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("About Umpire"));
    setObjectName(QStringLiteral("aboutDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QLabel(this);
    text->setTextFormat(Qt::RichText);
    text->setWordWrap(true);
    text->setText(QStringLiteral("<h2>Umpire %1</h2><p>%2</p><p>%3</p>")
                      .arg(QCoreApplication::applicationVersion(),
                           tr("Applies every modifier of a wargame's tables with its rule number, shows the exact chance of "
                              "each result, rolls or takes your dice, and keeps a durable game log."),
                           tr("Qt %1. Games are data: YAML modules.").arg(QString::fromLatin1(qVersion()))));
    layout->addWidget(text);
    auto* modules = new QTreeWidget(this);
    modules->setObjectName(QStringLiteral("aboutModules"));
    modules->setRootIsDecorated(false);
    modules->setHeaderLabels({tr("Game"), tr("Id"), tr("Module version"), tr("Edition"), tr("File")});
    for (const auto& game : games) {
        auto* item = new QTreeWidgetItem(modules, {qs(game.title), qs(game.id), qs(game.moduleVersion), qs(game.edition),
                                                   QFileInfo(qs(game.sourceFile)).fileName()});
        item->setToolTip(4, qs(game.sourceFile));
        item->setToolTip(3, qs(game.edition));
    }
    modules->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(new QLabel(tr("%n module(s) loaded:", nullptr, static_cast<int>(games.size())), this));
    layout->addWidget(modules);
    if (moduleProblems > 0)
        layout->addWidget(new QLabel(tr("%n problem(s) found while loading; see Module diagnostics.", nullptr, moduleProblems), this));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 360);
}

}  // namespace umpire
