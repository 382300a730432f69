// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/wrapped_rows.h"

#include <algorithm>

#include <QHeaderView>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTreeView>

namespace umpire {

namespace {

/// Sizes a cell from its text wrapped at its column's width (what the view will paint).
class WrappingDelegate : public QStyledItemDelegate {
public:
    explicit WrappingDelegate(QTreeView* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem cell = option;
        initStyleOption(&cell, index);
        const int width = view_->header()->sectionSize(index.column());
        if (width <= 0 || cell.text.isEmpty())
            return QStyledItemDelegate::sizeHint(option, index);
        // The view asks with no rectangle; the style wraps the text at the width of a valid one.
        cell.rect = QRect(0, 0, width, 1 << 16);
        cell.features |= QStyleOptionViewItem::WrapText;
        const QWidget* widget = cell.widget;
        const QStyle* style = widget ? widget->style() : nullptr;
        QSize size = style ? style->sizeFromContents(QStyle::CT_ItemViewItem, &cell, QSize(), widget)
                           : QStyledItemDelegate::sizeHint(option, index);
        size.setWidth(std::min(size.width(), width));
        return size;
    }

private:
    QTreeView* view_;
};

}  // namespace

void wrapRows(QTreeView* view)
{
    view->setWordWrap(true);
    view->setUniformRowHeights(false);
    view->setTextElideMode(Qt::ElideNone);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view->setItemDelegate(new WrappingDelegate(view));
    QObject::connect(view->header(), &QHeaderView::sectionResized, view, [view] { view->doItemsLayout(); });
}

}  // namespace umpire
