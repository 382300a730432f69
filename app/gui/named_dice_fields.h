// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;

namespace umpire {

/// One field per named die of a step, each labelled as the module names it ("French artillery
/// die", "Rounding die"), for the dice thrown on the table. Enter in a field goes to the next
/// empty one; once every field holds faces, Enter uses them.
class NamedDiceFields : public QWidget {
    Q_OBJECT

public:
    explicit NamedDiceFields(QWidget* parent = nullptr);

    /// The dice of the step: "French artillery die" or "Battle dice (2d6)". Clears the fields.
    void setDice(const QStringList& labels);
    QStringList labels() const { return labels_; }
    /// The faces typed in each field, in the module's order.
    QStringList faces() const;
    void clear();
    QList<QLineEdit*> fields() const { return fields_; }
    QLineEdit* firstField() const { return fields_.value(0); }
    /// As narrow as one die with its name: the dice stack rather than widen the pane.
    QSize minimumSizeHint() const override;

signals:
    /// Every field holds faces and the player pressed Enter.
    void entered(const QStringList& faces);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void onReturn(qsizetype index);
    void arrange(bool stacked);
    int widthOnOneLine() const;
    int spacing() const;

    QStringList labels_;
    QList<QLabel*> names_;
    QList<QLineEdit*> fields_;
    bool stacked_ = false;
};

}  // namespace umpire
