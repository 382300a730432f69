// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QDialog>

class QTextBrowser;
class QPushButton;

namespace umpire {

struct Procedure;

/// One log entry in full: when, the whole situation, every modifier line, the dice and the
/// result, with buttons to load the situation back into the form or to void the entry.
class LogEntryDialog : public QDialog {
    Q_OBJECT

public:
    /// `entry` must carry its resolution JSON; `procedure` (may be null) gives the input labels.
    LogEntryDialog(const LogEntry& entry, const Procedure* procedure, QWidget* parent = nullptr);

    /// The entry as HTML (also used by tests).
    static QString entryHtml(const LogEntry& entry, const Procedure* procedure);
    QPushButton* reloadButton() const { return reload_; }
    QPushButton* voidButton() const { return void_; }

signals:
    void reloadRequested(qint64 entryId);
    void voidRequested(qint64 entryId);

private:
    QTextBrowser* text_;
    QPushButton* reload_;
    QPushButton* void_;
};

}  // namespace umpire
