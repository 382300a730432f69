// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSpinBox>

namespace umpire {

/// A number field that refuses a value out of its range out loud: QSpinBox alone swallows the
/// keystroke ("99" stays "9", "-5" becomes "5") and the player never learns the value was not
/// taken. Here what was typed stays in view, problem() says what is allowed and what the field
/// keeps, and the field never takes the out-of-range value.
class BoundedSpinBox : public QSpinBox {
    Q_OBJECT

public:
    explicit BoundedSpinBox(QWidget* parent = nullptr);

    /// Why the last typed number was refused, empty when none.
    QString problem() const { return problem_; }

signals:
    void problemChanged(const QString& problem);

protected:
    QValidator::State validate(QString& input, int& pos) const override;

private:
    void onEdited(const QString& text);
    void setProblem(const QString& problem);

    QString problem_;
    int kept_ = 0;
};

}  // namespace umpire
