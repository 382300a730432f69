// SPDX-License-Identifier: GPL-3.0-or-later
// The situation form's values: read from the fields, and put back into them (a reloaded log
// entry, a remembered situation, the defaults), each value checked against its field.
#include "gui/situation_form.h"

#include "gui/gui_text.h"
#include "gui/unit_table_model.h"

#include "engine/game.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace umpire {

namespace {

}  // namespace

bool SituationForm::isUnset(const Field& f)
{
    if (!f.spec->required)
        return false;
    if (auto* spin = qobject_cast<QSpinBox*>(f.editor))
        return spin->value() == spin->minimum();
    if (auto* combo = qobject_cast<QComboBox*>(f.editor))
        return combo->currentData().toString().isEmpty();
    return false;
}

QStringList SituationForm::unsetRequiredInputs() const
{
    QStringList ids;
    for (const auto& f : fields_)
        if (isUnset(f))
            ids << qs(f.spec->id);
    return ids;
}

Situation SituationForm::situation() const
{
    Situation s;
    if (!procedure_)
        return s;
    s.game = game_ ? game_->id : std::string();
    s.procedure = procedure_->id;
    for (const auto& f : fields_) {
        if (isUnset(f))
            continue;  // a required input not given: the engine refuses the situation, naming it
        Value value;
        if (auto* check = qobject_cast<QCheckBox*>(f.editor))
            value = Value(check->isChecked());
        else if (auto* spin = qobject_cast<QSpinBox*>(f.editor))
            value = Value(static_cast<std::int64_t>(spin->value()));
        else if (auto* combo = qobject_cast<QComboBox*>(f.editor))
            value = Value(ChoiceValue{combo->currentData().toString().toStdString()});
        else if (f.units)
            value = Value(f.units->units());
        else
            continue;
        s.values.insert_or_assign(f.spec->id, std::move(value));
    }
    return s;
}

bool SituationForm::setFieldValue(const Field& f, const QJsonValue& v, QString& problem)
{
    const QString id = qs(f.spec->id);
    if (auto* check = qobject_cast<QCheckBox*>(f.editor)) {
        if (!v.isBool()) {
            problem = tr("%1: expected yes or no").arg(id);
            return false;
        }
        check->setChecked(v.toBool());
        return true;
    }
    if (auto* spin = qobject_cast<QSpinBox*>(f.editor)) {
        const qint64 n = v.toInteger(LLONG_MIN);
        if (!v.isDouble() || n == LLONG_MIN || n < spin->minimum() || n > spin->maximum()) {
            problem = tr("%1: expected a whole number from %2 to %3").arg(id).arg(spin->minimum()).arg(spin->maximum());
            return false;
        }
        spin->setValue(static_cast<int>(n));
        return true;
    }
    if (auto* combo = qobject_cast<QComboBox*>(f.editor)) {
        const int index = combo->findData(v.toString());
        if (!v.isString() || index < 0) {
            problem = tr("%1: '%2' is not one of its options").arg(id, v.toVariant().toString());
            return false;
        }
        combo->setCurrentIndex(index);
        return true;
    }
    if (f.units) {
        if (!v.isArray()) {
            problem = tr("%1: expected a list of units").arg(id);
            return false;
        }
        UnitList units;
        for (const QJsonValue& unitValue : v.toArray()) {
            UnitRecord unit;
            const QJsonObject fields = unitValue.toObject();
            for (const auto& spec : *f.spec->fields) {
                const QJsonValue fv = fields.value(qs(spec.id));
                Value value = spec.spec.defaultValue;
                if (fv.isBool())
                    value = Value(fv.toBool());
                else if (fv.isDouble())
                    value = Value(static_cast<std::int64_t>(fv.toInteger()));
                else if (fv.isString())
                    value = Value(ChoiceValue{fv.toString().toStdString()});
                if (!spec.spec.check(value).empty()) {
                    problem = tr("%1: a unit's %2 is out of bounds").arg(id, qs(spec.id));
                    return false;
                }
                unit.emplace(spec.id, value);
            }
            units.push_back(std::move(unit));
        }
        if (static_cast<std::int64_t>(units.size()) < f.spec->minUnits ||
            (f.spec->maxUnits > 0 && static_cast<std::int64_t>(units.size()) > f.spec->maxUnits)) {
            problem = tr("%1: needs %2 to %3 units").arg(id).arg(f.spec->minUnits).arg(f.spec->maxUnits);
            return false;
        }
        f.units->setUnits(std::move(units));
        return true;
    }
    return false;
}

QStringList SituationForm::setValues(const QJsonObject& values)
{
    QStringList problems;
    quiet_ = true;
    for (auto it = values.begin(); it != values.end(); ++it) {
        const Field* f = field(it.key());
        if (!f) {
            problems << tr("%1: no such input in this procedure").arg(it.key());
            continue;
        }
        QString problem;
        if (!setFieldValue(*f, it.value(), problem))
            problems << problem;
    }
    quiet_ = false;
    emit changed(QString());
    return problems;
}

void SituationForm::resetToDefaults()
{
    quiet_ = true;
    for (const auto& f : fields_) {
        const Value initial = f.spec->defaultValue();
        if (auto* check = qobject_cast<QCheckBox*>(f.editor))
            check->setChecked(initial.isBoolean() && initial.asBoolean());
        else if (auto* spin = qobject_cast<QSpinBox*>(f.editor))
            spin->setValue(initial.isInteger() && !f.spec->required ? toInt(initial.asInteger()) : spin->minimum());
        else if (auto* combo = qobject_cast<QComboBox*>(f.editor))
            combo->setCurrentIndex(initial.isChoice() && !f.spec->required ? std::max(0, combo->findData(qs(initial.asChoice()))) : 0);
        else if (f.units)
            f.units->setUnits(initial.isUnitList() ? initial.asUnitList() : UnitList{});
    }
    quiet_ = false;
    emit changed(QString());
}

void SituationForm::showValues(const QJsonObject& values)
{
    const QSignalBlocker blocker(this);
    resetToDefaults();
    setValues(values);
}

}  // namespace umpire
