// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/dice_history_strip.h"

#include "gui/roll_report.h"
#include "gui/text_tone.h"

#include "play/play_session.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace umpire {

namespace {

QString facesOf(const std::vector<ThrownDice>& throws)
{
    QStringList faces;
    for (const ThrownDice& thrown : throws)
        for (const std::int64_t face : thrown.faces)
            faces << QString::number(face);
    return faces.join(QLatin1Char(','));
}

}  // namespace

QString diceOfRoll(const PlayedRoll& roll)
{
    QStringList steps;
    for (const PlayedStep& step : roll.earlierSteps)
        if (!step.dice.faces.empty())
            steps << facesOf({step.dice});
    if (const QString last = facesOf(roll.throws); !last.isEmpty())
        steps << last;
    return steps.join(QStringLiteral(" · "));
}

DiceHistoryStrip::DiceHistoryStrip(QWidget* parent) : QWidget(parent), row_(new QHBoxLayout(this)), empty_(new QLabel)
{
    setObjectName(QStringLiteral("diceHistory"));
    setAccessibleName(tr("Dice of the last rolls"));
    row_->setContentsMargins(0, 0, 0, 0);
    row_->setSpacing(4);
    title_ = new QLabel(tr("Recent dice:"));
    setTextTone(title_, TextTone::Muted);
    row_->addWidget(title_);
    empty_->setText(tr("none yet"));
    setTextTone(empty_, TextTone::Muted);
    row_->addWidget(empty_);
    row_->addStretch(1);
}

void DiceHistoryStrip::setSession(PlaySession* session)
{
    session_ = session;
    connect(session_, &PlaySession::rollsChanged, this, &DiceHistoryStrip::followRolls);
    connect(session_, &PlaySession::entryVoided, this, &DiceHistoryStrip::strikeEntry);
    followRolls();
}

void DiceHistoryStrip::followRolls()
{
    // The session keeps only the last roll and its follow-ups; the strip remembers the ones
    // before, and follows each roll by its serial as it is written, refused or discarded.
    for (const PlayedRoll& roll : session_->rolls()) {
        if (roll.withholdsResult())
            continue;  // sealed dice the log does not have yet: shown once it does
        const QString dice = diceOfRoll(roll);
        if (dice.isEmpty())
            continue;  // a decision throws no dice
        const RollReport report = reportOf(roll);
        Shown item;
        item.serial = roll.serial;
        item.dice = dice;
        item.result = !report.shortLabel.isEmpty() ? report.shortLabel
                    : !report.code.isEmpty()     ? report.code
                                                 : roll.chartResult.value_or(QStringLiteral("…"));
        item.entry = roll.entryId;
        item.discarded = roll.state == RecordState::Discarded || roll.state == RecordState::Voided;
        item.tip = QStringLiteral("%1\n%2\n%3 — %4")
                       .arg(report.procedureLabel, report.heading(),
                            QLocale().toString(roll.time.toLocalTime().time(), QLocale::ShortFormat), report.logStatus());
        const auto same = std::find_if(shown_.begin(), shown_.end(), [&](const Shown& s) { return s.serial == item.serial; });
        if (same != shown_.end())
            *same = item;
        else
            shown_.prepend(item);
    }
    while (shown_.size() > kShown)
        shown_.removeLast();
    layOut();
}

void DiceHistoryStrip::strikeEntry(qint64 entryId)
{
    bool struck = false;
    for (Shown& item : shown_) {
        if (item.entry != entryId || item.discarded)
            continue;
        item.discarded = true;
        item.tip += QLatin1Char('\n') + tr("Voided in the log: it counts for nothing");
        struck = true;
    }
    if (struck)
        layOut();
}

void DiceHistoryStrip::layOut()
{
    qDeleteAll(chips_);
    chips_.clear();
    int at = 1;  // right after the title: the roll just made is where the eye lands
    for (const Shown& item : shown_) {
        auto* chip = new QLabel(this);
        const QString text = QStringLiteral("<b>%1</b>&nbsp;%2").arg(item.dice.toHtmlEscaped(), item.result.toHtmlEscaped());
        chip->setText(item.discarded ? QStringLiteral("<s>%1</s>").arg(text) : text);
        chip->setFrameShape(QFrame::StyledPanel);
        chip->setContentsMargins(4, 1, 4, 1);
        chip->setToolTip(item.tip);
        chip->setAccessibleName(item.tip);
        row_->insertWidget(at++, chip);
        chips_ << chip;
    }
    empty_->setVisible(chips_.isEmpty());
    fitChips();
}

void DiceHistoryStrip::fitChips()
{
    // A narrow window must not grow for the strip: the oldest chips give way first.
    int room = width() - title_->sizeHint().width() - row_->spacing();
    for (QLabel* chip : chips_) {
        room -= chip->sizeHint().width() + row_->spacing();
        chip->setVisible(room >= 0);
    }
}

void DiceHistoryStrip::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitChips();
}

QSize DiceHistoryStrip::minimumSizeHint() const
{
    return {title_->sizeHint().width(), QWidget::minimumSizeHint().height()};
}

QStringList DiceHistoryStrip::chips() const
{
    QStringList texts;
    for (const Shown& item : shown_)
        texts << item.dice + QLatin1Char(' ') + item.result;
    return texts;
}

bool DiceHistoryStrip::struckOut(int index) const { return index >= 0 && index < shown_.size() && shown_.at(index).discarded; }

QString DiceHistoryStrip::tipOf(int index) const
{
    return index >= 0 && index < shown_.size() ? shown_.at(index).tip : QString();
}

}  // namespace umpire
