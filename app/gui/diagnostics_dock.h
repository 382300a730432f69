// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "yaml/diagnostic.h"

#include <QDockWidget>

#include <vector>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace umpire {

/// Every problem found while loading modules and overlays, each with its file and line;
/// choosing one shows that file at that line. A broken module is reported here and skipped.
class DiagnosticsDock : public QDockWidget {
    Q_OBJECT

public:
    explicit DiagnosticsDock(QWidget* parent = nullptr);

    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    int count() const;
    QTreeWidget* list() const { return list_; }
    /// Shows the file of diagnostic `row` around its line (as when the row is activated).
    void showSource(int row);
    QPlainTextEdit* source() const { return source_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::vector<Diagnostic> diagnostics_;
    QLabel* summary_;
    QTreeWidget* list_;
    QPlainTextEdit* source_;
};

}  // namespace umpire
