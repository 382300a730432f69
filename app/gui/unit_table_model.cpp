// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/unit_table_model.h"

#include "gui/gui_text.h"

namespace umpire {

UnitTableModel::UnitTableModel(const InputSpec& input, QObject* parent)
    : QAbstractTableModel(parent), fields_(input.fields), minUnits_(input.minUnits), maxUnits_(input.maxUnits)
{
    const Value initial = input.defaultValue();
    if (initial.isUnitList())
        units_ = initial.asUnitList();
}

int UnitTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(units_.size());
}

int UnitTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() || !fields_ ? 0 : static_cast<int>(fields_->size());
}

const UnitFieldSpec& UnitTableModel::field(int column) const { return (*fields_)[static_cast<std::size_t>(column)]; }

QVariant UnitTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const UnitFieldSpec& spec = field(index.column());
    const UnitRecord& unit = units_[static_cast<std::size_t>(index.row())];
    const auto found = unit.find(spec.id);
    const Value value = found != unit.end() ? found->second : spec.spec.defaultValue;
    if (role == FieldRole)
        return index.column();
    if (role == Qt::ToolTipRole)
        return spec.help.empty() ? qs(spec.label) : qs(spec.help);
    switch (spec.spec.kind) {
    case ScalarSpec::Kind::Boolean:
        if (role == Qt::CheckStateRole)
            return value.isBoolean() && value.asBoolean() ? Qt::Checked : Qt::Unchecked;
        return {};
    case ScalarSpec::Kind::Integer:
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return value.isInteger() ? static_cast<qlonglong>(value.asInteger()) : 0;
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case ScalarSpec::Kind::Choice:
        if (role == Qt::EditRole)
            return value.isChoice() ? qs(value.asChoice()) : QString();
        if (role == Qt::DisplayRole)
            return value.isChoice() ? qs(spec.spec.labelOf(value)) : QString();
        return {};
    }
    return {};
}

bool UnitTableModel::setData(const QModelIndex& index, const QVariant& data, int role)
{
    if (!index.isValid())
        return false;
    const UnitFieldSpec& spec = field(index.column());
    Value value;
    switch (spec.spec.kind) {
    case ScalarSpec::Kind::Boolean:
        if (role != Qt::CheckStateRole)
            return false;
        value = Value(data.toInt() == Qt::Checked);
        break;
    case ScalarSpec::Kind::Integer: {
        if (role != Qt::EditRole)
            return false;
        bool ok = false;
        const qlonglong number = data.toLongLong(&ok);
        if (!ok)
            return false;
        value = Value(static_cast<std::int64_t>(number));
        break;
    }
    case ScalarSpec::Kind::Choice:
        if (role != Qt::EditRole)
            return false;
        value = Value(ChoiceValue{data.toString().toStdString()});
        break;
    }
    // The editors keep to the bounds already; this refuses anything that slipped past them.
    if (!spec.spec.check(value).empty())
        return false;
    units_[static_cast<std::size_t>(index.row())].insert_or_assign(spec.id, value);
    emit dataChanged(index, index);
    emit unitsChanged();
    return true;
}

Qt::ItemFlags UnitTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (field(index.column()).spec.kind == ScalarSpec::Kind::Boolean)
        f |= Qt::ItemIsUserCheckable;
    else
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant UnitTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    const UnitFieldSpec& spec = field(section);
    if (role == Qt::ToolTipRole)
        return qs(spec.help);
    return qs(spec.label);
}

void UnitTableModel::setUnits(UnitList units)
{
    beginResetModel();
    units_ = std::move(units);
    endResetModel();
    emit unitsChanged();
}

bool UnitTableModel::canAdd() const { return maxUnits_ <= 0 || static_cast<std::int64_t>(units_.size()) < maxUnits_; }
bool UnitTableModel::canRemove() const { return static_cast<std::int64_t>(units_.size()) > minUnits_; }

UnitRecord UnitTableModel::defaultUnit() const
{
    UnitRecord unit;
    for (const auto& f : *fields_)
        unit.emplace(f.id, f.spec.defaultValue);
    return unit;
}

bool UnitTableModel::addUnit()
{
    if (!canAdd())
        return false;
    const int row = rowCount();
    beginInsertRows({}, row, row);
    units_.push_back(defaultUnit());
    endInsertRows();
    emit unitsChanged();
    return true;
}

bool UnitTableModel::removeUnit(int row)
{
    if (!canRemove() || row < 0 || row >= rowCount())
        return false;
    beginRemoveRows({}, row, row);
    units_.erase(units_.begin() + row);
    endRemoveRows();
    emit unitsChanged();
    return true;
}

bool UnitTableModel::duplicateUnit(int row)
{
    if (!canAdd() || row < 0 || row >= rowCount())
        return false;
    beginInsertRows({}, row + 1, row + 1);
    const UnitRecord copy = units_[static_cast<std::size_t>(row)];
    units_.insert(units_.begin() + row + 1, copy);
    endInsertRows();
    emit unitsChanged();
    return true;
}

}  // namespace umpire
