// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/diagnostics_dock.h"

#include "gui/gui_text.h"

#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBlock>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace umpire {

DiagnosticsDock::DiagnosticsDock(QWidget* parent) : DeferredDock(tr("Module diagnostics"), parent)
{
    setObjectName(QStringLiteral("diagnosticsDock"));
}

void DiagnosticsDock::buildContent()
{
    summary_ = new QLabel;
    list_ = new QTreeWidget;
    source_ = new QPlainTextEdit;
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(summary_);
    auto* splitter = new QSplitter(Qt::Horizontal, content);
    list_->setObjectName(QStringLiteral("diagnosticsList"));
    list_->setColumnCount(3);
    list_->setHeaderLabels({tr("Severity"), tr("Place"), tr("Problem")});
    list_->setRootIsDecorated(false);
    list_->setWordWrap(true);
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    source_->setReadOnly(true);
    source_->setLineWrapMode(QPlainTextEdit::NoWrap);
    // The monospace font is a font engine of its own (a fontconfig match, its metrics): it is
    // set when the source pane is first shown, which the dock, behind the log's tab, seldom is
    // at start-up. The pane's size does not depend on its font.
    source_->installEventFilter(this);
    source_->setPlaceholderText(tr("Choose a problem to see its place in the file"));
    splitter->addWidget(list_);
    splitter->addWidget(source_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter);
    setWidget(content);
    connect(list_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (item)
            showSource(list_->indexOfTopLevelItem(item));
    });
    showDiagnostics();
}

void DiagnosticsDock::setDiagnostics(const std::vector<Diagnostic>& diagnostics)
{
    diagnostics_ = diagnostics;
    if (contentBuilt())
        showDiagnostics();
}

void DiagnosticsDock::showDiagnostics()
{
    list_->clear();
    source_->clear();
    int errors = 0;
    for (const auto& d : diagnostics_) {
        const bool error = d.severity == Diagnostic::Severity::Error;
        errors += error ? 1 : 0;
        QString place = QFileInfo(qs(d.file)).fileName();
        if (d.line > 0)
            place += QStringLiteral(":%1").arg(d.line);
        if (d.column > 0)
            place += QStringLiteral(":%1").arg(d.column);
        auto* item = new QTreeWidgetItem(list_, {error ? tr("error") : tr("warning"), place, qs(d.message)});
        item->setToolTip(1, qs(d.file));
        item->setToolTip(2, qs(d.toString()));
        item->setForeground(0, error ? QColor(0xd0, 0x30, 0x30) : QColor(0xb0, 0x70, 0x00));
    }
    const int warnings = static_cast<int>(diagnostics_.size()) - errors;
    summary_->setText(diagnostics_.empty() ? tr("Every module loaded without a problem.")
                                           : tr("%1 error(s), %2 warning(s). A module with an error is not loaded; the others are.")
                                                 .arg(errors)
                                                 .arg(warnings));
}

bool DiagnosticsDock::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == source_ && event->type() == QEvent::Show) {
        source_->removeEventFilter(this);
        source_->setFont(QFont(QStringLiteral("monospace")));
    }
    return QDockWidget::eventFilter(watched, event);
}

int DiagnosticsDock::count() const { return static_cast<int>(diagnostics_.size()); }

void DiagnosticsDock::showSource(int row)
{
    if (row < 0 || row >= count())
        return;
    ensureContent();
    const Diagnostic& d = diagnostics_[static_cast<std::size_t>(row)];
    QFile file(qs(d.file));
    if (!file.open(QIODevice::ReadOnly)) {
        source_->setPlainText(tr("%1 cannot be read: %2").arg(qs(d.file), file.errorString()));
        return;
    }
    // Modules are at most 1 MiB (the loader refuses more), so reading it whole is fine.
    source_->setPlainText(QString::fromUtf8(file.readAll()));
    if (d.line <= 0)
        return;
    QTextBlock block = source_->document()->findBlockByNumber(d.line - 1);
    QTextCursor cursor(block);
    if (d.column > 0)
        cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::min(d.column - 1, block.length() - 1));
    source_->setTextCursor(cursor);
    QTextEdit::ExtraSelection line;
    line.cursor = QTextCursor(block);
    line.format.setBackground(QColor(0xff, 0xd0, 0xd0));
    line.format.setForeground(Qt::black);
    line.format.setProperty(QTextFormat::FullWidthSelection, true);
    source_->setExtraSelections({line});
    source_->centerCursor();
}

}  // namespace umpire
