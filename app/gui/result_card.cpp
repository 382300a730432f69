// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/result_card.h"

#include "gui/editable_combo_box.h"
#include "gui/gui_text.h"
#include "gui/text_tone.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString statusHtml(const RollReport& r)
{
    const QString text = esc(r.logStatus());
    switch (r.logState) {
    case RollReport::LogState::Logged: return QStringLiteral("<span style='color:#2e8b57'>✔ %1</span>").arg(text);
    case RollReport::LogState::Failed:
    case RollReport::LogState::NotLogged: return QStringLiteral("<span style='color:#d03030'><b>✘</b> %1</span>").arg(text);
    case RollReport::LogState::Discarded: return QStringLiteral("<span style='color:#b05000'>%1</span>").arg(text);
    case RollReport::LogState::Voided: return QStringLiteral("<span style='color:#b05000'><b>✘</b> %1</span>").arg(text);
    case RollReport::LogState::Writing:
    case RollReport::LogState::UnderWay:
    case RollReport::LogState::Pending: return QStringLiteral("<span style='color:gray'>%1</span>").arg(text);
    }
    return text;
}

/// A heading and its lines as a list; nothing when there are no lines.
QString listHtml(const QString& heading, const QStringList& lines, const QString& style = {})
{
    if (lines.isEmpty())
        return {};
    QString html = QStringLiteral("<p style='margin-bottom:0'><b>%1</b></p><ul style='margin-top:0%2'>").arg(esc(heading), style.isEmpty() ? QString() : QStringLiteral("; ") + style);
    for (const auto& line : lines)
        html += QStringLiteral("<li>%1</li>").arg(esc(line));
    return html + QStringLiteral("</ul>");
}

/// The steps thrown before the one the report is about, oldest first.
QString stepsHtml(const RollReport& r)
{
    QString html;
    for (const StepLine& step : r.earlierSteps) {
        html += QStringLiteral("<p style='margin:0'><span style='color:gray'>%1</span> — %2%3</p>")
                    .arg(esc(step.label), esc(step.dice), step.result.isEmpty() ? QString() : QStringLiteral(": <b>%1</b>").arg(esc(step.result)));
        if (!step.details.isEmpty()) {
            html += QStringLiteral("<ul style='margin-top:0; margin-bottom:0'>");
            for (const auto& line : step.details)
                html += QStringLiteral("<li>%1</li>").arg(esc(line));
            html += QStringLiteral("</ul>");
        }
    }
    return html;
}

}  // namespace

ResultCard::ResultCard(QWidget* parent)
    : QFrame(parent),
      problem_(new QLabel(this)),
      chartBox_(new QWidget(this)),
      chartPrompt_(new QLabel(chartBox_)),
      chartCombo_(new QComboBox(chartBox_)),
      chartButton_(new QPushButton(tr("Record this result"), chartBox_)),
      followUpBox_(new QWidget(this)),
      followUp_(new QPushButton(followUpBox_)),
      followUpDice_(new QLineEdit(followUpBox_)),
      failedBox_(new QWidget(this)),
      retry_(new QPushButton(tr("Write it to the log again"), failedBox_)),
      discardReason_(new QLineEdit(failedBox_)),
      discard_(new QPushButton(tr("Discard the roll"), failedBox_)),
      writing_(new QProgressBar(this)),
      scroll_(new QScrollArea(this)),
      body_(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("resultCard"));

    problem_->setObjectName(QStringLiteral("cardProblem"));
    setTextTone(problem_, TextTone::Problem);
    problem_->setWordWrap(true);
    problem_->hide();

    auto* chartLayout = new QGridLayout(chartBox_);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartPrompt_->setWordWrap(true);
    chartPrompt_->setObjectName(QStringLiteral("chartQuestion"));
    // Made editable (a line edit, its completer and their models: one of the dearest widgets
    // to make) when a question first needs it: only procedures with a table missing from our
    // sources ask one. The box is made here, so that it keeps its place in the focus chain.
    chartCombo_->setObjectName(QStringLiteral("chartResult"));
    chartCombo_->setInsertPolicy(QComboBox::NoInsert);
    chartCombo_->setAccessibleName(tr("Result read on the printed chart"));
    chartLayout->addWidget(chartPrompt_, 0, 0, 1, 2);
    chartLayout->addWidget(chartCombo_, 1, 0);
    chartLayout->addWidget(chartButton_, 1, 1);
    chartLayout->setColumnStretch(0, 1);
    chartBox_->hide();  // until a procedure asks for a value read off a printed chart

    auto* followLayout = new QHBoxLayout(followUpBox_);
    followLayout->setContentsMargins(0, 0, 0, 0);
    followUp_->setObjectName(QStringLiteral("followUpButton"));
    followUp_->setAutoDefault(false);
    followUpDice_->setObjectName(QStringLiteral("followUpDice"));
    followUpDice_->setPlaceholderText(tr("or its physical dice"));
    followUpDice_->setAccessibleName(tr("Physical dice of the follow-up roll"));
    followUpDice_->setMinimumWidth(120);
    followLayout->addWidget(followUp_);
    followLayout->addWidget(followUpDice_, 1);

    auto* failedLayout = new QGridLayout(failedBox_);
    failedLayout->setContentsMargins(0, 0, 0, 0);
    retry_->setObjectName(QStringLiteral("retryButton"));
    discardReason_->setObjectName(QStringLiteral("discardReason"));
    discardReason_->setPlaceholderText(tr("or say why it does not count"));
    discardReason_->setAccessibleName(tr("Why the roll is discarded"));
    discard_->setObjectName(QStringLiteral("discardButton"));
    discard_->setEnabled(false);
    discard_->setToolTip(tr("The roll goes to the log with a void entry giving the reason"));
    failedLayout->addWidget(retry_, 0, 0, 1, 2);
    failedLayout->addWidget(discardReason_, 1, 0);
    failedLayout->addWidget(discard_, 1, 1);

    writing_->setObjectName(QStringLiteral("writingProgress"));
    writing_->setRange(0, 0);  // busy: SQLite does not say how long a lock lasts
    writing_->setFormat(tr("Writing to the log…"));
    writing_->setTextVisible(true);
    writing_->setToolTip(tr("Another program may hold the log; Umpire waits for it without stopping the window"));

    body_->setObjectName(QStringLiteral("cardBody"));
    body_->setTextFormat(Qt::RichText);
    body_->setWordWrap(true);
    body_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    body_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    body_->setContentsMargins(2, 2, 2, 2);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidget(body_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(writing_);
    layout->addWidget(chartBox_);
    layout->addWidget(followUpBox_);
    layout->addWidget(failedBox_);
    layout->addWidget(problem_);
    layout->addWidget(scroll_, 1);

    connect(chartButton_, &QPushButton::clicked, this, &ResultCard::enterChartResult);
    connect(followUp_, &QPushButton::clicked, this, &ResultCard::followUpRollRequested);
    connect(followUpDice_, &QLineEdit::returnPressed, this, [this] {
        if (!followUpDice_->text().trimmed().isEmpty())
            emit followUpDiceEntered(followUpDice_->text().trimmed());
    });
    connect(retry_, &QPushButton::clicked, this, &ResultCard::retryRequested);
    connect(discardReason_, &QLineEdit::textChanged, discard_, [this](const QString& t) { discard_->setEnabled(!t.trimmed().isEmpty()); });
    auto discard = [this] {
        if (!discardReason_->text().trimmed().isEmpty())
            emit discardRequested(discardReason_->text().trimmed());
    };
    connect(discard_, &QPushButton::clicked, this, discard);
    connect(discardReason_, &QLineEdit::returnPressed, this, discard);

    showReports({});
}

void ResultCard::showProblem(const QString& message)
{
    problem_->setText(message);
    problem_->setVisible(!message.isEmpty());
}

QString ResultCard::problem() const { return problem_->isHidden() ? QString() : problem_->text(); }

QString ResultCard::reportHtml(const RollReport& r, bool newest) const
{
    QString html;
    if (r.isFollowUp)
        html += QStringLiteral("<p style='margin:0'><b>%1</b></p>").arg(esc(tr("Follow-up: %1").arg(r.procedureLabel)));
    else
        html += QStringLiteral("<p style='margin:0; color:gray'>%1</p>").arg(esc(r.procedureLabel));
    const QString size = newest ? QStringLiteral("h2") : QStringLiteral("h3");
    html += QStringLiteral("<%1 style='margin:0'>%2</%1>").arg(size, esc(r.heading()));
    // Under a headline in the players' words: the result as the table gives it, then who was
    // advantaged and why, before the detail.
    if (!r.headline.isEmpty() && !r.withheld && !(r.chartNeeded && !r.chartResult))
        html += QStringLiteral("<p style='margin:0'>%1</p>").arg(esc(r.resultText()));
    if (!r.withheld && !r.shownValues.isEmpty())
        html += QStringLiteral("<p style='margin:0'>%1</p>").arg(esc(r.shownValues.join(QStringLiteral(" · "))));
    html += QStringLiteral("<p style='margin-top:2px'>%1</p>").arg(statusHtml(r));
    if (!r.nextStep.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(esc(tr("Next: %1").arg(r.nextStep)));
    html += stepsHtml(r);

    if (r.withheld) {
        // A roll of the seal the log does not have yet: its dice would be the session's next
        // roll's should the players leave it, so neither they nor the result are shown.
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(tr("Program dice of sealed roll %1 of the session: they and the result are shown once the roll "
                                "is in the log. Write it again, or discard it (the log then keeps it, voided).")
                                 .arg(r.sealedRoll.value_or(0))));
        return html;
    }
    const QString faces = esc(r.namedDice.isEmpty() ? r.diceText : r.namedDice);
    QString dice = r.decision ? tr("Decided from the situation, no dice")
                   : r.physical ? tr("Physical dice %1").arg(faces)
                   : r.sealedRoll ? tr("Program dice %1 (sealed roll %2 of the session)").arg(faces).arg(*r.sealedRoll)
                                : tr("Program dice %1 (seed %2)").arg(faces).arg(r.seed.value_or(0));
    QString roll = r.decision ? QString()
                   : r.rowFromNamedDice ? tr("read on row %1").arg(r.row)
                   : !r.namedDice.isEmpty() ? QString()
                   : r.countsDice ? tr("each die counted on its own")
                                : tr("natural %1, modifiers %2, modified roll <b>%3</b>").arg(r.natural).arg(signedNumber(r.dieModifierTotal)).arg(r.modified);
    if (r.clamped)
        roll += QStringLiteral(", ") + tr("read on row %1").arg(r.row);
    if (r.target)
        roll += QStringLiteral(", ") + tr("target %1").arg(*r.target);
    if (!r.column.isEmpty())
        roll += QStringLiteral(", ") + tr("column %1").arg(esc(r.column));
    if (!r.stepLabel.isEmpty())
        html += QStringLiteral("<p style='margin:0; color:gray'>%1</p>").arg(esc(r.stepLabel));
    html += roll.isEmpty() ? QStringLiteral("<p>%1</p>").arg(dice) : QStringLiteral("<p>%1 — %2</p>").arg(dice, roll);
    if (!r.text.isEmpty() && !r.chartNeeded)
        html += QStringLiteral("<p>%1%2</p>")
                    .arg(esc(r.text), r.resultRule.isEmpty() ? QString() : QStringLiteral(" <span style='color:gray'>(%1)</span>").arg(esc(r.resultRule)));
    for (const auto& note : r.notes)
        html += QStringLiteral("<p><i>%1</i></p>").arg(esc(note));
    html += listHtml(tr("Computed:"), r.outputs);
    html += listHtml(tr("Triggered:"), r.triggers, QStringLiteral("color:#b05000"));
    html += listHtml(tr("Values read off your chart:"), r.chartValues);
    if (!r.options.isEmpty()) {
        html += QStringLiteral("<p><b>%1</b></p><ul style='margin-top:0'>").arg(tr("The owning player chooses:"));
        for (const auto& option : r.options)
            html += QStringLiteral("<li>%1</li>").arg(esc(option));
        html += QStringLiteral("</ul>");
    }
    if (!r.note.isEmpty() || !r.player.isEmpty()) {
        QStringList who;
        if (!r.player.isEmpty())
            who << tr("rolled by %1").arg(esc(r.player));
        if (!r.note.isEmpty())
            who << tr("note: %1").arg(esc(r.note));
        html += QStringLiteral("<p style='color:gray'>%1</p>").arg(who.join(QStringLiteral(" · ")));
    }
    return html;
}

void ResultCard::showActions(const RollReport& newest, const QString& followUpLabel)
{
    writing_->setVisible(newest.logState == RollReport::LogState::Writing);
    followUpBox_->setVisible(!followUpLabel.isEmpty());
    if (!followUpLabel.isEmpty()) {
        followUp_->setText(tr("Roll the follow-up: %1").arg(followUpLabel));
        followUpDice_->setText(QString());
    }
    const bool failed = newest.logState == RollReport::LogState::Failed;
    if (!failed)
        discardReason_->setText(QString());
    failedBox_->setVisible(failed);
}

void ResultCard::showReports(const QList<RollReport>& reports, const QString& followUpLabel)
{
    reports_ = reports;
    showProblem(QString());
    if (reports.isEmpty()) {
        body_->setText(QStringLiteral("<p style='color:gray'>%1</p>")
                           .arg(tr("No roll yet. Press Space to roll with the program's dice, or type the dice thrown on the "
                                   "table and press Enter.")));
        writing_->hide();
        followUpBox_->hide();
        failedBox_->hide();
        return;
    }
    QString html;
    for (qsizetype i = reports.size() - 1; i >= 0; --i) {
        if (i != reports.size() - 1)
            html += QStringLiteral("<hr>");
        html += reportHtml(reports.at(i), i == reports.size() - 1);
    }
    body_->setText(html);
    showActions(reports.last(), followUpLabel);
    // The newest result is at the top: always start there.
    scroll_->verticalScrollBar()->setValue(0);
}

void ResultCard::enterChartResult()
{
    const QString code = chartCombo_->currentText().trimmed();
    if (!code.isEmpty())
        emit chartResultEntered(code);
}

void ResultCard::showQuestion(const QString& where, const QStringList& codes)
{
    if (where.isEmpty()) {
        question_.clear();
        chartBox_->hide();
        return;
    }
    if (!chartCombo_->isEditable()) {
        makeEditable(chartCombo_);
        connect(chartCombo_->lineEdit(), &QLineEdit::returnPressed, this, &ResultCard::enterChartResult);
    }
    // The same question again (another refresh) keeps what is being typed.
    if (where != question_ || chartBox_->isHidden()) {
        question_ = where;
        chartPrompt_->setText(codes.isEmpty() ? tr("Our sources lack this value. Read it on your printed chart: <b>%1</b>").arg(where.toHtmlEscaped())
                                              : tr("Our sources lack this result. Read it on your printed chart: <b>%1</b>").arg(where.toHtmlEscaped()));
        chartCombo_->clear();
        chartCombo_->addItems(codes);
        chartCombo_->setCurrentIndex(-1);
        chartCombo_->lineEdit()->setPlaceholderText(codes.isEmpty() ? tr("value") : tr("result"));
        chartButton_->setText(codes.isEmpty() ? tr("Use this value") : tr("Record this result"));
    }
    chartBox_->show();
}

QString ResultCard::text() const
{
    QTextDocument document;
    document.setHtml(body_->text());
    return document.toPlainText();
}

QString ResultCard::messageText() const
{
    if (reports_.isEmpty())
        return {};
    QStringList lines = text().split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = line.trimmed();
    lines.removeAll(QString());
    return lines.join(QLatin1Char('\n'));
}

bool ResultCard::copyToClipboard() const
{
    const QString message = messageText();
    if (message.isEmpty())
        return false;
    QGuiApplication::clipboard()->setText(message);
    return true;
}

}  // namespace umpire
