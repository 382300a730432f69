// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/input_spec.h"
#include "engine/value.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace umpire {

/// The units of one list-of-units input as an editable table: a row per unit, a column per field.
/// Booleans are check boxes; integers and choices are edited in place within their bounds.
class UnitTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    /// Role holding the field's spec index; delegates use it to build the right editor.
    static constexpr int FieldRole = Qt::UserRole + 1;

    UnitTableModel(const InputSpec& input, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const UnitList& units() const { return units_; }
    void setUnits(UnitList units);
    const UnitFieldSpec& field(int column) const;

    bool canAdd() const;
    bool canRemove() const;
    /// Appends a unit with every field at its default; false when the list is full.
    bool addUnit();
    /// Removes unit `row`; false when the list would hold too few.
    bool removeUnit(int row);
    /// Inserts a copy of unit `row` after it; false when the list is full.
    bool duplicateUnit(int row);

signals:
    /// Any change to the list: a field edited, a unit added, removed or duplicated.
    void unitsChanged();

private:
    UnitRecord defaultUnit() const;

    std::shared_ptr<const std::vector<UnitFieldSpec>> fields_;
    std::int64_t minUnits_;
    std::int64_t maxUnits_;
    UnitList units_;
};

}  // namespace umpire
