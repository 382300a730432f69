// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/refusal_text.h"

#include <QCoreApplication>

namespace umpire {

QString refusalText(const Refusal& refusal)
{
    switch (refusal.kind) {
    case Refusal::Kind::Stated: break;
    case Refusal::Kind::InputMissing: {
        const std::string& name = refusal.subjectLabel.empty() ? refusal.subject : refusal.subjectLabel;
        return QCoreApplication::translate("RefusalText", "%1 must be given: it has no default").arg(QString::fromStdString(name));
    }
    }
    return QString::fromStdString(refusal.message);
}

}  // namespace umpire
