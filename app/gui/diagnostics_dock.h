// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/deferred_dock.h"

#include "yaml/diagnostic.h"

#include <vector>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace umpire {

/// Every problem found while loading modules and overlays, each with its file and line;
/// choosing one shows that file at that line. A broken module is reported here and skipped.
/// Its inside is built when it is first shown: with no problem, it seldom is.
class DiagnosticsDock : public DeferredDock {
    Q_OBJECT

public:
    explicit DiagnosticsDock(QWidget* parent = nullptr);

    void setDiagnostics(const std::vector<Diagnostic>& diagnostics);
    int count() const;
    QTreeWidget* list() const { return built(list_); }
    /// Shows the file of diagnostic `row` around its line (as when the row is activated).
    void showSource(int row);
    QPlainTextEdit* source() const { return built(source_); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void buildContent() override;

private:
    std::vector<Diagnostic> diagnostics_;
    void showDiagnostics();

    QLabel* summary_ = nullptr;
    QTreeWidget* list_ = nullptr;
    QPlainTextEdit* source_ = nullptr;
};

}  // namespace umpire
