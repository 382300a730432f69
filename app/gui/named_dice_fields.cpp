// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/named_dice_fields.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QResizeEvent>

#include <algorithm>

namespace umpire {

NamedDiceFields::NamedDiceFields(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("namedDice"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

void NamedDiceFields::setDice(const QStringList& labels)
{
    if (labels == labels_) {
        clear();
        return;
    }
    labels_ = labels;
    auto* grid = static_cast<QGridLayout*>(layout());
    // Later: this runs while the last field's Enter is still being delivered.
    while (QLayoutItem* item = grid->takeAt(0)) {
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
        // Room for a few faces ("6,6,6"), however narrow the pane: the dice stack first.
        field->setMinimumWidth(field->fontMetrics().horizontalAdvance(QStringLiteral("6,6,6")) + 16);
        field->setMaximumWidth(72);
        field->setClearButtonEnabled(false);
        name->setBuddy(field);
        names_ << name;
        fields_ << field;
        connect(field, &QLineEdit::returnPressed, this, [this, i] { onReturn(i); });
    }
    arrange(width() < widthOnOneLine());
    // Shown now, not when the layout gets round to it: the focus may go to a field at once.
    for (auto* name : names_)
        name->show();
    for (auto* field : fields_)
        field->show();
    // A new step's fields follow the last field of the roll controls in the tab chain.
    for (qsizetype i = 1; i < fields_.size(); ++i)
        setTabOrder(fields_[i - 1], fields_[i]);
}

QSize NamedDiceFields::minimumSizeHint() const
{
    int widest = 0;
    for (qsizetype i = 0; i < fields_.size(); ++i)
        widest = std::max(widest, names_[i]->sizeHint().width() + fields_[i]->minimumWidth());
    return {widest + spacing(), QWidget::minimumSizeHint().height()};
}

void NamedDiceFields::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange(width() < widthOnOneLine());
}

int NamedDiceFields::widthOnOneLine() const
{
    int width = 0;
    for (qsizetype i = 0; i < fields_.size(); ++i)
        width += names_[i]->sizeHint().width() + fields_[i]->minimumWidth() + 2 * spacing();
    return width;
}

int NamedDiceFields::spacing() const
{
    // -1 when the style leaves it to each pair of widgets.
    return std::max(0, static_cast<const QGridLayout*>(layout())->horizontalSpacing());
}

void NamedDiceFields::arrange(bool stacked)
{
    auto* grid = static_cast<QGridLayout*>(layout());
    if (stacked == stacked_ && grid->count() == 2 * fields_.size())
        return;
    stacked_ = stacked;
    for (qsizetype i = 0; i < fields_.size(); ++i) {
        grid->removeWidget(names_[i]);
        grid->removeWidget(fields_[i]);
    }
    // Side by side in one line, or one die a line with the names in a column.
    for (int i = 0; i < static_cast<int>(fields_.size()); ++i) {
        grid->addWidget(names_[i], stacked ? i : 0, stacked ? 0 : 2 * i);
        grid->addWidget(fields_[i], stacked ? i : 0, stacked ? 1 : 2 * i + 1);
    }
    // The room to spare goes to an empty column after the last field: given to the names, it
    // pushed a lone die's field to the far end of the pane, away from its name.
    const int spare = stacked ? 2 : 2 * static_cast<int>(fields_.size());
    for (int column = 0; column < grid->columnCount(); ++column)
        grid->setColumnStretch(column, 0);
    grid->setColumnStretch(spare, 1);
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
