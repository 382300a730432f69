// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace umpire {

/// Keeps the mouse wheel from changing a number or a list that does not have the focus: a
/// player scrolling the form over a field must not change the situation of the next roll.
/// The wheel then scrolls the form around the field instead.
class WheelGuard : public QObject {
    Q_OBJECT

public:
    explicit WheelGuard(QObject* parent = nullptr);

    /// Guards `field` (a spin box or a combo box): it takes the focus by click or Tab, not by
    /// the wheel, and takes the wheel only while focused.
    void guard(QWidget* field);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

}  // namespace umpire
