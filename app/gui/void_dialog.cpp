// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/void_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace umpire {

VoidDialog::VoidDialog(const QString& summary, QWidget* parent)
    : QDialog(parent), reason_(new QLineEdit(this)), buttons_(new QDialogButtonBox(this))
{
    setWindowTitle(tr("Void an entry"));
    setObjectName(QStringLiteral("voidDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* what = new QLabel(tr("Void entry %1?").arg(summary), this);
    what->setWordWrap(true);
    layout->addWidget(what);
    auto* explain = new QLabel(tr("The entry stays in the log, struck out; a new entry records that it is void and why."), this);
    explain->setWordWrap(true);
    layout->addWidget(explain);
    auto* reasonLabel = new QLabel(tr("&Reason:"), this);
    reasonLabel->setBuddy(reason_);
    layout->addWidget(reasonLabel);
    reason_->setObjectName(QStringLiteral("voidReason"));
    reason_->setPlaceholderText(tr("e.g. wrong terrain entered"));
    layout->addWidget(reason_);
    auto* ok = buttons_->addButton(tr("Void entry"), QDialogButtonBox::AcceptRole);
    buttons_->addButton(QDialogButtonBox::Cancel);
    ok->setEnabled(false);
    layout->addWidget(buttons_);
    // A void without a reason would leave the next reader guessing.
    connect(reason_, &QLineEdit::textChanged, ok, [ok](const QString& text) { ok->setEnabled(!text.trimmed().isEmpty()); });
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(420, sizeHint().height());
}

QString VoidDialog::reason() const { return reason_->text().trimmed(); }

}  // namespace umpire
