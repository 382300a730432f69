// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/result_card.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QTextDocument>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString signedText(qint64 v) { return v > 0 ? QStringLiteral("+%1").arg(v) : QString::number(v); }

}  // namespace

ResultCard::ResultCard(QWidget* parent)
    : QFrame(parent),
      roll_(new QPushButton(this)),
      dice_(new QLineEdit(this)),
      useDice_(new QPushButton(tr("Use these dice"), this)),
      diceError_(new QLabel(this)),
      body_(new QLabel(this)),
      chartBox_(new QWidget(this)),
      chartPrompt_(new QLabel(chartBox_)),
      chartCombo_(new QComboBox(chartBox_)),
      chartButton_(new QPushButton(tr("Record this result"), chartBox_)),
      followUpBox_(new QWidget(this)),
      followUpPrompt_(new QLabel(followUpBox_)),
      followUp_(new QPushButton(followUpBox_)),
      followUpDice_(new QLineEdit(followUpBox_)),
      retry_(new QPushButton(tr("Try writing to the log again"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("resultCard"));
    roll_->setObjectName(QStringLiteral("rollButton"));
    dice_->setObjectName(QStringLiteral("physicalDice"));
    dice_->setPlaceholderText(tr("Physical dice, e.g. 4 or 3,5"));
    dice_->setToolTip(tr("Type the dice thrown on the table, separated by commas, then press Enter"));
    dice_->setClearButtonEnabled(true);
    roll_->setDefault(false);
    roll_->setAutoDefault(false);
    QFont big = roll_->font();
    big.setBold(true);
    roll_->setFont(big);

    auto* controls = new QHBoxLayout;
    controls->addWidget(roll_);
    controls->addWidget(dice_, 1);
    controls->addWidget(useDice_);

    diceError_->setObjectName(QStringLiteral("diceError"));
    diceError_->setStyleSheet(QStringLiteral("color: #d03030;"));
    diceError_->setWordWrap(true);
    diceError_->hide();

    body_->setObjectName(QStringLiteral("cardBody"));
    body_->setTextFormat(Qt::RichText);
    body_->setWordWrap(true);
    body_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    body_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* chartLayout = new QHBoxLayout(chartBox_);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartPrompt_->setWordWrap(true);
    chartCombo_->setEditable(true);
    chartCombo_->setObjectName(QStringLiteral("chartResult"));
    chartCombo_->setInsertPolicy(QComboBox::NoInsert);
    chartLayout->addWidget(chartPrompt_, 1);
    chartLayout->addWidget(chartCombo_);
    chartLayout->addWidget(chartButton_);
    chartBox_->hide();

    auto* followLayout = new QVBoxLayout(followUpBox_);
    followLayout->setContentsMargins(0, 0, 0, 0);
    followUp_->setObjectName(QStringLiteral("followUpButton"));
    followUpDice_->setObjectName(QStringLiteral("followUpDice"));
    followUpDice_->setPlaceholderText(tr("or its physical dice"));
    followUpDice_->setMinimumWidth(150);
    followLayout->addWidget(followUpPrompt_);
    auto* followRow = new QHBoxLayout;
    followRow->addWidget(followUp_);
    followRow->addWidget(followUpDice_, 1);
    followLayout->addLayout(followRow);
    followUpBox_->hide();
    retry_->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(diceError_);
    // A long result (notes, options, interpretations) scrolls instead of squeezing the ledger.
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(body_);
    layout->addWidget(scroll, 1);
    layout->addWidget(chartBox_);
    layout->addWidget(followUpBox_);
    layout->addWidget(retry_);

    connect(roll_, &QPushButton::clicked, this, &ResultCard::rollRequested);
    auto enterDice = [this] {
        if (!dice_->text().trimmed().isEmpty())
            emit diceEntered(dice_->text().trimmed());
    };
    connect(useDice_, &QPushButton::clicked, this, enterDice);
    connect(dice_, &QLineEdit::returnPressed, this, enterDice);
    connect(dice_, &QLineEdit::textEdited, diceError_, &QLabel::hide);
    auto enterChart = [this] {
        const QString code = chartCombo_->currentText().trimmed();
        if (!code.isEmpty())
            emit chartResultEntered(code);
    };
    connect(chartButton_, &QPushButton::clicked, this, enterChart);
    connect(chartCombo_->lineEdit(), &QLineEdit::returnPressed, this, enterChart);
    connect(followUp_, &QPushButton::clicked, this, &ResultCard::followUpRollRequested);
    connect(followUpDice_, &QLineEdit::returnPressed, this, [this] {
        if (!followUpDice_->text().trimmed().isEmpty())
            emit followUpDiceEntered(followUpDice_->text().trimmed());
    });
    connect(retry_, &QPushButton::clicked, this, &ResultCard::retryRequested);

    setRollAvailable(false, QString(), tr("Pick a procedure"));
    showReports({});
}

void ResultCard::setRollAvailable(bool available, const QString& dice, const QString& why)
{
    why_ = why;
    roll_->setText(dice.isEmpty() ? tr("Roll  (Space)") : tr("Roll %1  (Space)").arg(dice));
    roll_->setEnabled(available);
    useDice_->setEnabled(available);
    dice_->setEnabled(available);
    roll_->setToolTip(available ? tr("Roll with the program's dice; the seed goes to the log") : why);
}

bool ResultCard::rollAvailable() const { return roll_->isEnabled(); }

void ResultCard::showDiceError(const QString& message)
{
    diceError_->setText(message);
    diceError_->setVisible(!message.isEmpty());
}

QString ResultCard::diceError() const { return diceError_->isHidden() ? QString() : diceError_->text(); }

QString ResultCard::reportHtml(const RollReport& r) const
{
    QString html;
    const QString title = r.chartNeeded && !r.chartResult ? tr("Read the printed chart")
                          : r.chartNeeded ? QStringLiteral("%1 %2").arg(esc(*r.chartResult), tr("(read off the printed chart)"))
                                          : QStringLiteral("%1 — %2").arg(esc(r.code), esc(r.label));
    const QString size = r.isFollowUp ? QStringLiteral("h3") : QStringLiteral("h2");
    if (r.isFollowUp)
        html += QStringLiteral("<p><b>%1</b></p>").arg(tr("Follow-up: %1").arg(esc(r.procedureLabel)));
    html += QStringLiteral("<%1 style='margin:0'>%2</%1>").arg(size, title);

    QString dice = r.physical ? tr("Physical dice %1").arg(esc(r.diceText))
                              : tr("Program dice %1 (seed %2)").arg(esc(r.diceText)).arg(r.seed.value_or(0));
    QString roll = r.countsDice ? tr("each die counted on its own")
                                : tr("natural %1, modifiers %2, modified roll <b>%3</b>").arg(r.natural).arg(signedText(r.dieModifierTotal)).arg(r.modified);
    if (r.clamped)
        roll += QStringLiteral(", ") + tr("read on row %1").arg(r.row);
    if (r.target)
        roll += QStringLiteral(", ") + tr("target %1").arg(*r.target);
    if (!r.column.isEmpty())
        roll += QStringLiteral(", ") + tr("column %1").arg(esc(r.column));
    html += QStringLiteral("<p>%1 — %2</p>").arg(dice, roll);
    if (r.chartNeeded && !r.chartResult)
        html += QStringLiteral("<p>%1</p>").arg(tr("Our sources lack this cell: read %1 on your printed chart and enter the result below.")
                                                    .arg(esc(r.chartWhere)));
    if (!r.text.isEmpty() && !r.chartNeeded)
        html += QStringLiteral("<p>%1%2</p>")
                    .arg(esc(r.text), r.resultRule.isEmpty() ? QString() : QStringLiteral(" <span style='color:gray'>(%1)</span>").arg(esc(r.resultRule)));
    for (const auto& note : r.notes)
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(note));
    if (!r.options.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul style='margin-top:0'>").arg(tr("The owning player chooses:"));
        for (const auto& option : r.options)
            html += QStringLiteral("<li>%1</li>").arg(esc(option));
        html += QStringLiteral("</ul>");
    }
    for (const auto& interpretation : r.interpretations)
        html += QStringLiteral("<p style='color:gray; font-size:small'>%1 %2</p>").arg(tr("Interpretation:"), esc(interpretation));
    switch (r.logState) {
    case RollReport::LogState::Logged:
        html += QStringLiteral("<p style='color:#2e8b57'>✔ %1</p>").arg(esc(r.logMessage));
        break;
    case RollReport::LogState::Failed:
        html += QStringLiteral("<p style='color:#d03030'><b>✘ %1</b> %2</p>").arg(tr("Not recorded:"), esc(r.logMessage));
        break;
    case RollReport::LogState::Pending:
        html += QStringLiteral("<p style='color:gray'>%1</p>").arg(tr("Not in the log yet: it is written once the result is entered."));
        break;
    }
    return html;
}

void ResultCard::showReports(const QList<RollReport>& reports)
{
    if (reports.isEmpty()) {
        body_->setText(QStringLiteral("<p style='color:gray'>%1</p>")
                           .arg(tr("No roll yet. Press Space to roll with the program's dice, or type the dice thrown on the "
                                   "table and press Enter.")));
        chartBox_->hide();
        followUpBox_->hide();
        retry_->hide();
        return;
    }
    QString html;
    for (const auto& r : reports)
        html += reportHtml(r);
    body_->setText(html);

    const RollReport& last = reports.last();
    const bool chartPending = last.chartNeeded && !last.chartResult;
    chartBox_->setVisible(chartPending);
    if (chartPending) {
        chartPrompt_->setText(tr("Result read on the printed chart (%1):").arg(last.chartWhere));
        chartCombo_->clear();
        chartCombo_->addItems(last.chartCodes);
        chartCombo_->setCurrentIndex(-1);
        chartCombo_->setFocus();
    }
    const bool followUpPending = !last.followUpLabel.isEmpty() && last.logState != RollReport::LogState::Pending;
    followUpBox_->setVisible(followUpPending);
    if (followUpPending) {
        followUpPrompt_->setText(tr("This result calls for a follow-up roll."));
        followUp_->setText(tr("Roll %1").arg(last.followUpLabel));
        followUpDice_->clear();
        followUp_->setFocus();
    }
    retry_->setVisible(last.logState == RollReport::LogState::Failed);
}

QString ResultCard::text() const
{
    QTextDocument document;
    document.setHtml(body_->text());
    return document.toPlainText();
}

}  // namespace umpire
