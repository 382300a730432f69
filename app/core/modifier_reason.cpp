// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modifier_reason.h"

#include <QCoreApplication>

namespace umpire {

QString modifierReason(const ModifierReport& report)
{
    const QString sentence = QString::fromStdString(report.reason);
    switch (report.reasonKind) {
    case ModifierReasonKind::Stated: return sentence;
    case ModifierReasonKind::ConditionFalse:
        return sentence.isEmpty() ? QCoreApplication::translate("ModifierReason", "Its condition does not hold") : sentence;
    case ModifierReasonKind::ComesToZero:
        return sentence.isEmpty() ? QCoreApplication::translate("ModifierReason", "It comes to 0, so it changes nothing")
                                  : QCoreApplication::translate("ModifierReason", "%1: comes to 0, so it changes nothing").arg(sentence);
    }
    return sentence;
}

}  // namespace umpire
