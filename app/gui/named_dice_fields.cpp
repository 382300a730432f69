// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/named_dice_fields.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

namespace umpire {

NamedDiceFields::NamedDiceFields(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("namedDice"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

void NamedDiceFields::setDice(const QStringList& labels)
{
    if (labels == labels_) {
        clear();
        return;
    }
    labels_ = labels;
    auto* row = static_cast<QHBoxLayout*>(layout());
    // Later: this runs while the last field's Enter is still being delivered.
    while (QLayoutItem* item = row->takeAt(0)) {
        if (QWidget* widget = item->widget()) {
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
    names_.clear();
    fields_.clear();
    for (qsizetype i = 0; i < labels.size(); ++i) {
        auto* name = new QLabel(labels[i] + QLatin1Char(':'), this);
        auto* field = new QLineEdit(this);
        field->setObjectName(QStringLiteral("namedDie%1").arg(i));
        field->setAccessibleName(labels[i]);
        field->setToolTip(tr("The faces of the %1 thrown on the table; Enter goes on").arg(labels[i]));
        field->setMaximumWidth(72);
        field->setClearButtonEnabled(false);
        name->setBuddy(field);
        row->addWidget(name);
        row->addWidget(field);
        names_ << name;
        fields_ << field;
        connect(field, &QLineEdit::returnPressed, this, [this, i] { onReturn(i); });
    }
    row->addStretch(1);
    // Shown now, not when the layout gets round to it: the focus may go to a field at once.
    for (auto* name : names_)
        name->show();
    for (auto* field : fields_)
        field->show();
    // A new step's fields follow the last field of the roll controls in the tab chain.
    for (qsizetype i = 1; i < fields_.size(); ++i)
        setTabOrder(fields_[i - 1], fields_[i]);
}

QStringList NamedDiceFields::faces() const
{
    QStringList list;
    for (const auto* field : fields_)
        list << field->text().trimmed();
    return list;
}

void NamedDiceFields::clear()
{
    // setText() drops the undo history: Ctrl+Z cannot bring the last step's dice back.
    for (auto* field : fields_)
        field->setText(QString());
}

void NamedDiceFields::onReturn(qsizetype index)
{
    for (qsizetype step = 1; step <= fields_.size(); ++step) {
        QLineEdit* next = fields_[(index + step) % fields_.size()];
        if (next->text().trimmed().isEmpty()) {
            if (next != fields_[index] || !next->text().trimmed().isEmpty())
                next->setFocus(Qt::TabFocusReason);
            return;
        }
    }
    emit entered(faces());
}

}  // namespace umpire
