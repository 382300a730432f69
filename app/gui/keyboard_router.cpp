// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/keyboard_router.h"

#include "gui/unit_table_model.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>

namespace umpire {

KeyboardRouter::KeyboardRouter(QWidget* window, QWidget* form) : QObject(window), window_(window), form_(form) {}

bool KeyboardRouter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride || !window_->isActiveWindow())
        return QObject::eventFilter(watched, event);
    auto* key = static_cast<QKeyEvent*>(event);
    const bool space = key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier;
    const bool undo = key->matches(QKeySequence::Undo);
    QWidget* focus = QApplication::focusWidget();
    if (!(space || undo) || !focus)
        return QObject::eventFilter(watched, event);
    QWidget* parent = focus->parentWidget();
    const bool inSpinBox = qobject_cast<QAbstractSpinBox*>(focus) || qobject_cast<QAbstractSpinBox*>(parent);
    auto* combo = qobject_cast<QComboBox*>(focus);
    if (!combo)
        combo = qobject_cast<QComboBox*>(parent);
    // In the form a number or a list has no use for Space or Ctrl+Z: the shortcut wins.
    if (form_->isAncestorOf(focus) && (inSpinBox || (combo && !combo->isEditable()))) {
        event->ignore();
        return true;
    }
    // A text field keeps Ctrl+Z only while it has typing to undo; otherwise Ctrl+Z voids.
    if (undo) {
        auto* line = qobject_cast<QLineEdit*>(focus);
        if (line && !line->isUndoAvailable()) {
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
    // Space ticks a box, presses a button, ticks a unit's box, or types ahead in a list.
    auto* view = qobject_cast<QAbstractItemView*>(focus);
    if (!view)
        view = qobject_cast<QAbstractItemView*>(parent);
    const bool unitsTable = view && qobject_cast<UnitTableModel*>(view->model());
    if (qobject_cast<QAbstractButton*>(focus) || unitsTable || combo) {
        event->accept();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

}  // namespace umpire
