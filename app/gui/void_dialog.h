// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace umpire {

/// Asks why an entry is voided. Entries are never deleted: the reason goes into a void entry.
class VoidDialog : public QDialog {
    Q_OBJECT

public:
    /// `summary` says which entry ("#12 Combat, DR, turn 3").
    explicit VoidDialog(const QString& summary, QWidget* parent = nullptr);

    QString reason() const;
    QLineEdit* reasonField() const { return reason_; }

private:
    QLineEdit* reason_;
    QDialogButtonBox* buttons_;
};

}  // namespace umpire
