// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/voided_roll.h"

#include "play/play_session.h"

#include "log/game_log.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>

namespace umpire {

void followVoid(PlaySession& session, const GameLog& log, qint64 entryId, QWidget* dialogParent)
{
    const auto entry = log.entry(entryId);
    if (!entry.ok() || !entry->voidedBy)
        return;
    const auto voiding = log.entry(*entry->voidedBy);
    session.noteVoided(entryId, *entry->voidedBy, voiding.ok() ? voiding->voidReason : QString());

    const QJsonObject resolution = entry->resolution();
    const QString gameId = resolution.value(QStringLiteral("game")).toString();
    const QList<KeptChartReading> readings = session.readingsUsedBy(gameId, resolution);
    if (readings.isEmpty())
        return;
    QStringList lines;
    QStringList keys;
    for (const KeptChartReading& reading : readings) {
        lines << QStringLiteral("<li>%1: <b>%2</b></li>").arg(reading.label.toHtmlEscaped(), reading.value.toHtmlEscaped());
        keys << reading.key;
    }
    QMessageBox box(QMessageBox::Question, QCoreApplication::translate("VoidedRoll", "Values read off the chart"),
                    QCoreApplication::translate("VoidedRoll", "Entry %1 used these values read off the printed chart:").arg(entryId)
                        + QStringLiteral("<ul>%1</ul>").arg(lines.join(QString()))
                        + QCoreApplication::translate("VoidedRoll", "Forget them, so that the next throw asks for them again? Keep them only if they "
                                      "were read right."),
                    QMessageBox::NoButton, dialogParent);
    box.setObjectName(QStringLiteral("forgetReadingsBox"));
    box.setTextFormat(Qt::RichText);
    QPushButton* forget = box.addButton(QCoreApplication::translate("VoidedRoll", "&Forget them"), QMessageBox::AcceptRole);
    box.addButton(QCoreApplication::translate("VoidedRoll", "&Keep them"), QMessageBox::RejectRole);
    box.setDefaultButton(forget);
    box.exec();
    if (box.clickedButton() == forget)
        session.forgetChartReadings(gameId, keys);
}

}  // namespace umpire
