// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/unit_field_delegate.h"

#include "gui/gui_text.h"
#include "gui/unit_table_model.h"

#include <QComboBox>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace umpire {

namespace {

const UnitTableModel* unitModel(const QModelIndex& index) { return qobject_cast<const UnitTableModel*>(index.model()); }


}  // namespace

QWidget* UnitFieldDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const UnitTableModel* model = unitModel(index);
    if (!model)
        return QStyledItemDelegate::createEditor(parent, option, index);
    const ScalarSpec& spec = model->field(index.column()).spec;
    if (spec.kind == ScalarSpec::Kind::Integer) {
        auto* box = new QSpinBox(parent);
        box->setRange(toInt(spec.min), toInt(spec.max));
        box->setFrame(false);
        return box;
    }
    if (spec.kind == ScalarSpec::Kind::Choice) {
        auto* box = new QComboBox(parent);
        for (const auto& o : spec.options)
            box->addItem(qs(o.label), qs(o.id));
        return box;
    }
    return nullptr;
}

void UnitFieldDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QSpinBox*>(editor)) {
        box->setValue(index.data(Qt::EditRole).toInt());
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        combo->setCurrentIndex(std::max(0, combo->findData(index.data(Qt::EditRole))));
    } else {
        QStyledItemDelegate::setEditorData(editor, index);
    }
}

void UnitFieldDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    if (auto* box = qobject_cast<QSpinBox*>(editor)) {
        box->interpretText();
        model->setData(index, box->value(), Qt::EditRole);
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentData(), Qt::EditRole);
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
    }
}

}  // namespace umpire
