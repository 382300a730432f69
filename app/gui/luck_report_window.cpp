// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/luck_report_window.h"

#include "gui/gui_text.h"
#include "gui/log_job.h"
#include "gui/luck_report_job.h"
#include "gui/luck_report_view.h"
#include "gui/text_tone.h"

#include "engine/game.h"
#include "log/game_log.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace umpire {

LuckReportWindow::LuckReportWindow(QWidget* parent)
    : QDialog(parent),
      thisSession_(new QRadioButton(tr("&This session:"), this)),
      sessions_(new QComboBox(this)),
      everySession_(new QRadioButton(tr("&Every session"), this)),
      refresh_(new QPushButton(tr("&Refresh"), this)),
      note_(new QLabel(this)),
      view_(new LuckReportView(this)),
      result_(std::make_shared<std::optional<LuckReport>>())
{
    setObjectName(QStringLiteral("luckReportWindow"));
    setWindowTitle(tr("Luck report"));
    thisSession_->setObjectName(QStringLiteral("luckThisSession"));
    everySession_->setObjectName(QStringLiteral("luckEverySession"));
    sessions_->setObjectName(QStringLiteral("luckSessionBox"));
    sessions_->setAccessibleName(tr("Session reported on"));
    sessions_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sessions_->setMinimumContentsLength(24);
    refresh_->setObjectName(QStringLiteral("luckRefresh"));
    refresh_->setToolTip(tr("Work the report out again, with the rolls made since"));
    note_->setObjectName(QStringLiteral("luckNote"));
    note_->setWordWrap(true);
    setTextTone(note_, TextTone::Problem);
    note_->hide();

    auto* choice = new QHBoxLayout;
    choice->addWidget(new QLabel(tr("Rolls of:"), this));
    choice->addWidget(thisSession_);
    choice->addWidget(sessions_, 1);
    choice->addWidget(everySession_);
    choice->addWidget(refresh_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(choice);
    layout->addWidget(note_);
    layout->addWidget(view_, 1);
    layout->addWidget(buttons);
    resize(820, 640);  // within the smallest screen the window is made for (1024x700); the page scrolls

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(refresh_, &QPushButton::clicked, this, &LuckReportWindow::refresh);
    connect(thisSession_, &QRadioButton::toggled, this, &LuckReportWindow::choiceChanged);
    connect(sessions_, &QComboBox::currentIndexChanged, this, [this] {
        if (quiet_)
            return;
        // Picking a session means reporting on it: one report, not one for each change.
        quiet_ = true;
        thisSession_->setChecked(true);
        quiet_ = false;
        choiceChanged();
    });
    view_->clear(tr("No game log is open."));
}

LuckReportWindow::~LuckReportWindow()
{
    delete job_.data();  // cancels a report still being worked out, and waits for its thread
}

void LuckReportWindow::setGames(std::shared_ptr<const std::vector<Game>> games) { games_ = std::move(games); }

void LuckReportWindow::setLog(const QString& address, const GameLog& log)
{
    address_ = address;
    shownAddress_ = log.path();
    readOnly_ = log.isReadOnly();
    busyTimeoutMs_ = log.busyTimeoutMs();
    setWindowTitle(tr("Luck report — %1").arg(shownAddress_));
    const auto sessions = log.sessions();
    logSessions_ = sessions.ok() ? *sessions : QList<LogSession>();
    if (!sessions.ok()) {
        note_->setText(sessions.error());
        note_->show();
    }
    const QSignalBlocker block(sessions_);
    sessions_->clear();
    const QLocale locale;
    // Newest first, as the log dock lists them: the session in play is usually the last one started.
    for (const LogSession& s : std::as_const(logSessions_)) {
        QString text = tr("#%1 %2 — %3").arg(s.id).arg(sessionTitle(s.id), locale.toString(s.created.toLocalTime(), QLocale::ShortFormat));
        if (!s.players.isEmpty())
            text += QStringLiteral(" — ") + s.players.join(QStringLiteral(", "));
        sessions_->insertItem(0, text, s.id);
    }
    thisSession_->setEnabled(!logSessions_.isEmpty());
    sessions_->setEnabled(!logSessions_.isEmpty());
    sessions_->setPlaceholderText(logSessions_.isEmpty() ? tr("no session yet") : QString());
}

QString LuckReportWindow::sessionTitle(qint64 id) const
{
    for (const LogSession& s : logSessions_) {
        if (s.id != id)
            continue;
        QString game = s.game;
        if (games_)
            for (const Game& g : *games_)
                if (qs(g.id) == s.game)
                    game = qs(g.title);
        return s.scenario.isEmpty() ? game : tr("%1, %2", "a game and a scenario").arg(game, s.scenario);
    }
    return {};
}

void LuckReportWindow::chooseSession(std::optional<qint64> id)
{
    quiet_ = true;
    const int index = id ? sessions_->findData(*id) : -1;
    if (index >= 0) {
        sessions_->setCurrentIndex(index);
        thisSession_->setChecked(true);
    } else {
        everySession_->setChecked(true);
    }
    quiet_ = false;
}

std::optional<qint64> LuckReportWindow::chosenSession() const
{
    if (!thisSession_->isChecked() || sessions_->currentIndex() < 0)
        return std::nullopt;
    return sessions_->currentData().toLongLong();
}

void LuckReportWindow::choiceChanged()
{
    // Only "This session" is followed: it goes on or off once for each choice, so one report starts.
    if (!quiet_)
        refresh();
}

LogJob* LuckReportWindow::refresh()
{
    delete job_.data();  // a report still being worked out is cancelled first
    if (address_.isEmpty()) {
        view_->clear(tr("No game log is open."));
        return nullptr;
    }
    LuckReportRequest request;
    request.logAddress = address_;
    request.readOnly = readOnly_;
    request.busyTimeoutMs = busyTimeoutMs_;
    request.games = games_;
    request.sessionId = chosenSession();
    note_->hide();
    view_->clear(tr("Working out the luck…"));
    job_ = startLuckReportJob(this, request, result_);
    connect(job_, &LogJob::finished, this, [this](const LogJobOutcome& outcome) {
        if (outcome.kind == LogJobOutcome::Kind::Done && result_->has_value()) {
            // The report says it all: the progress dialog goes.
            if (QProgressDialog* dialog = job_ ? job_->dialog() : nullptr)
                dialog->close();
            showReport(**result_);
            return;
        }
        view_->clear(outcome.message);
        note_->setText(outcome.message);
        note_->show();
    });
    return job_;
}

QString LuckReportWindow::scopeText(const LuckReport& report) const
{
    if (report.sessionId) {
        const QString title = sessionTitle(*report.sessionId);
        return title.isEmpty() ? tr("Session %1").arg(*report.sessionId) : tr("Session %1 — %2").arg(*report.sessionId).arg(title);
    }
    return tr("Every session of %1 (sessions with rolls: %n)", nullptr, static_cast<int>(report.sessions)).arg(shownAddress_);
}

void LuckReportWindow::showReport(const LuckReport& report)
{
    note_->hide();
    view_->showReport(report, scopeText(report));
    emit reportShown();
}

}  // namespace umpire
