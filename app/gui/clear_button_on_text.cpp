// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/clear_button_on_text.h"

#include <QLineEdit>

namespace umpire {

void enableClearButtonOnText(QLineEdit* field)
{
    if (!field->text().isEmpty()) {
        field->setClearButtonEnabled(true);
        return;
    }
    // textChanged only fires on a change, and the field starts empty: the first one brings text.
    QObject::connect(
        field, &QLineEdit::textChanged, field, [field] { field->setClearButtonEnabled(true); }, Qt::SingleShotConnection);
}

}  // namespace umpire
