// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/refusal.h"
#include "engine/situation.h"

#include <QJsonObject>
#include <QStringList>
#include <QWidget>

#include <map>
#include <vector>

class QLabel;
class QScrollArea;

namespace umpire {

struct Game;
struct InputSpec;
struct Procedure;
class UnitTableModel;
class WheelGuard;

/// The situation of one roll, as a form generated from the procedure's inputs: grouped as the
/// module groups them, each field with its rule number and help, lists of units as tables,
/// and the message of any broken constraint next to the field it concerns.
class SituationForm : public QWidget {
    Q_OBJECT

public:
    explicit SituationForm(QWidget* parent = nullptr);

    /// Rebuilds the form for `procedure` of `game` (both must outlive the form), every field at its default.
    void setProcedure(const Game* game, const Procedure* procedure);
    const Procedure* procedure() const { return procedure_; }

    /// Every input with its current value.
    Situation situation() const;
    /// Sets the fields from a situation as the log stores it; returns one line per value that
    /// could not be used (unknown input, wrong type, out of bounds). Other fields keep their value.
    QStringList setValues(const QJsonObject& values);
    /// Puts every field back to its default.
    void resetToDefaults();
    /// Shows `values` over the defaults without saying changed(): the session already has them.
    void showValues(const QJsonObject& values);

    /// Shows each refusal next to the field it concerns (cleared when `refusals` is empty).
    void showRefusals(const std::vector<Refusal>& refusals);
    /// The message shown next to `inputId`, empty when none.
    QString messageFor(const QString& inputId) const;
    /// Why the number last typed in `inputId` was refused (out of range), empty when none.
    QString rangeProblemFor(const QString& inputId) const;
    /// The editor of `inputId` (QCheckBox, QSpinBox, QComboBox or UnitsEditor), or null.
    QWidget* editorFor(const QString& inputId) const;
    /// The required inputs not given yet, in form order (the window rolls nothing until they are).
    QStringList unsetRequiredInputs() const;
    /// The editors in form order, which is also the tab order.
    QList<QWidget*> editors() const;
    /// Every widget the Tab key visits, in order (a units input gives its table and buttons).
    QList<QWidget*> tabChain() const;
    /// The table model of a units input, or null.
    UnitTableModel* unitsFor(const QString& inputId) const;

signals:
    /// A field changed; `inputId` says which.
    void changed(const QString& inputId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Labels beside their fields when the form is wide enough for both, else each label over
    /// its field: a narrow form never scrolls sideways.
    void fitRowsToWidth();
    struct Field {
        const InputSpec* spec = nullptr;
        QWidget* editor = nullptr;
        QLabel* message = nullptr;
        QLabel* range = nullptr;  ///< a number typed out of range, refused
        UnitTableModel* units = nullptr;
    };

    QWidget* makeEditor(Field& field);
    bool setFieldValue(const Field& field, const QJsonValue& value, QString& problem);
    const Field* field(const QString& inputId) const;
    /// A required input not given yet (its spin box at the dash, its list on the dash).
    static bool isUnset(const Field& field);
    /// The inputs a constraint reads, directly or through derived values, in form order.
    QStringList inputsOf(const QString& constraintId) const;

    const Game* game_ = nullptr;
    const Procedure* procedure_ = nullptr;
    QScrollArea* scroll_;
    QLabel* general_;
    WheelGuard* wheelGuard_;
    std::vector<Field> fields_;
    std::map<QString, QStringList> constraintInputs_;
    QString lastChanged_;
    bool quiet_ = false;
};

}  // namespace umpire
