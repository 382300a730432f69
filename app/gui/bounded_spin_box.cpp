// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/bounded_spin_box.h"

#include <QLineEdit>

namespace umpire {

BoundedSpinBox::BoundedSpinBox(QWidget* parent) : QSpinBox(parent)
{
    connect(lineEdit(), &QLineEdit::textEdited, this, &BoundedSpinBox::onEdited);
    // A value set another way (arrows, reset, a reloaded entry) ends the complaint.
    connect(this, &QSpinBox::valueChanged, this, [this](int value) {
        if (!problem_.isEmpty() && value != kept_)
            setProblem(QString());
    });
}

QValidator::State BoundedSpinBox::validate(QString& input, int& pos) const
{
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Invalid)
        return state;
    // A whole number out of range, or a sign on its way to one, is let through as unfinished:
    // it stays visible, onEdited() says why it is refused, and leaving the field restores the
    // value kept.
    const QString text = input.trimmed();
    bool number = false;
    (void)text.toLongLong(&number);
    return number || text == QStringLiteral("-") || text == QStringLiteral("+") ? QValidator::Intermediate : state;
}

void BoundedSpinBox::onEdited(const QString& text)
{
    bool number = false;
    const qlonglong typed = text.trimmed().toLongLong(&number);
    if (!number || (typed >= minimum() && typed <= maximum())) {
        setProblem(QString());
        return;
    }
    kept_ = value();
    setProblem(tr("%1 is not allowed here: from %2 to %3. The field keeps %4.").arg(typed).arg(minimum()).arg(maximum()).arg(kept_));
}

void BoundedSpinBox::setProblem(const QString& problem)
{
    if (problem == problem_)
        return;
    problem_ = problem;
    emit problemChanged(problem_);
}

}  // namespace umpire
