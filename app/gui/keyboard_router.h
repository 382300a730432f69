// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace umpire {

/// Decides, for the whole application, who gets Space and Ctrl+Z: Space rolls from anywhere
/// in the window except where it already means something, and Ctrl+Z voids the last entry
/// unless a text field has typing to undo.
class KeyboardRouter : public QObject {
    Q_OBJECT

public:
    /// Routes the keys of `window`, whose situation form is `form`.
    KeyboardRouter(QWidget* window, QWidget* form);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* window_;
    QWidget* form_;
};

}  // namespace umpire
