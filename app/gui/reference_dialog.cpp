// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/reference_dialog.h"

#include "gui/gui_text.h"

#include "engine/game.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString esc(const std::string& text) { return qs(text).toHtmlEscaped(); }

QString entryHtml(const ReferenceEntry& entry)
{
    QString html = QStringLiteral("<h3>%1 <span style='color:gray'>(%2)</span></h3>").arg(esc(entry.title), esc(entry.rule));
    if (!entry.rows.empty()) {
        html += QStringLiteral("<table border=1 cellspacing=0 cellpadding=3><tr><th></th>");
        for (const auto& column : entry.columns)
            html += QStringLiteral("<th>%1</th>").arg(esc(column));
        html += QStringLiteral("</tr>");
        for (const auto& row : entry.rows) {
            html += QStringLiteral("<tr><th align=left>%1</th>").arg(esc(row.label));
            for (const auto& cell : row.cells)
                html += QStringLiteral("<td align=center>%1</td>").arg(esc(cell));
            html += QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    if (!entry.notes.empty()) {
        html += QStringLiteral("<ul>");
        for (const auto& note : entry.notes)
            html += QStringLiteral("<li>%1</li>").arg(esc(note));
        html += QStringLiteral("</ul>");
    }
    return html;
}

}  // namespace

QString ReferenceDialog::referenceHtml(const Game& game)
{
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(game.title));
    if (game.reference.empty())
        return html + QStringLiteral("<p>%1</p>").arg(tr("This game's module gives no reference tables."));
    for (const auto& entry : game.reference)
        html += entryHtml(entry);
    return html;
}

ReferenceDialog::ReferenceDialog(const Game& game, QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this))
{
    setWindowTitle(tr("Reference tables: %1").arg(qs(game.title)));
    setObjectName(QStringLiteral("referenceDialog"));
    browser_->setObjectName(QStringLiteral("referenceText"));
    browser_->setHtml(referenceHtml(game));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 640);
}

}  // namespace umpire
