// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/editable_combo_box.h"

#include <QComboBox>
#include <QLineEdit>

namespace umpire {

void makeEditable(QComboBox* box)
{
    if (box->isEditable())
        return;
    box->setLineEdit(new QLineEdit(box));  // with the default completer, as setEditable() gives
}

}  // namespace umpire
