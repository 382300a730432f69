// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/eliding_combo_box.h"

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

#include <algorithm>

namespace umpire {

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {}

QStyleOptionComboBox ElidingComboBox::styleOption() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return option;
}

QString ElidingComboBox::shownText() const
{
    const QStyleOptionComboBox option = styleOption();
    QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    if (!option.currentIcon.isNull())
        field.setLeft(field.left() + option.iconSize.width() + 4);
    // The label is drawn one pixel in from each side of the field (QCommonStyle, CE_ComboBoxLabel).
    return fontMetrics().elidedText(option.currentText, Qt::ElideRight, std::max(0, field.width() - 2));
}

void ElidingComboBox::paintEvent(QPaintEvent* event)
{
    if (isEditable()) {
        QComboBox::paintEvent(event);
        return;
    }
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option = styleOption();
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    if (currentIndex() < 0 && !placeholderText().isEmpty()) {
        option.palette.setBrush(QPalette::ButtonText, option.palette.placeholderText());
        option.currentText = placeholderText();
    } else {
        option.currentText = shownText();
    }
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

bool ElidingComboBox::event(QEvent* event)
{
    // A shortened choice gives itself whole as the tip, unless the box has a tip of its own.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty() && !isEditable()) {
        const QString whole = currentText();
        if (shownText() != whole) {
            QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), whole, this);
            return true;
        }
    }
    return QComboBox::event(event);
}

}  // namespace umpire
