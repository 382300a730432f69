// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/luck_report.h"
#include "log/log_session.h"

#include <QDialog>
#include <QPointer>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace umpire {

class GameLog;
class LogJob;
class LuckReportView;
struct Game;

/// Log > Luck report: how lucky the dice were in one session of the log or in all of them
/// (issue 48), worked out on a thread of its own with a connection of its own, behind a
/// progress dialog with Cancel, as the log's other long jobs are; LuckReportView shows it. Not
/// modal: it stays open beside the window, and Refresh counts the rolls made since.
class LuckReportWindow : public QDialog {
    Q_OBJECT

public:
    explicit LuckReportWindow(QWidget* parent = nullptr);
    ~LuckReportWindow() override;

    /// The loaded games: they name the sessions and say whom each result favours. A copy of the
    /// job's own: the window may read the modules again while a report is worked out.
    void setGames(std::shared_ptr<const std::vector<Game>> games);
    /// The log to report on: `address` as it was opened (a club log's address, password and
    /// all, for the job's own connection); `log`, the window's connection, lists its sessions.
    void setLog(const QString& address, const GameLog& log);
    /// Reports on session `id` ("This session"); nullopt, or a session the log lacks: every session.
    void chooseSession(std::optional<qint64> id);
    /// The session reported on; nullopt for every session.
    std::optional<qint64> chosenSession() const;
    /// Works the report out again for the session chosen, on a thread of its own (a report
    /// still being worked out is cancelled first). Returns the job; null when there is no log.
    LogJob* refresh();
    /// The report being worked out or the last one (running or ended); null before the first.
    LogJob* job() const { return job_.data(); }
    /// Shows `report` as the end of a job does.
    void showReport(const LuckReport& report);

    LuckReportView* view() const { return view_; }
    QRadioButton* thisSessionButton() const { return thisSession_; }
    QRadioButton* everySessionButton() const { return everySession_; }
    QComboBox* sessionBox() const { return sessions_; }
    QPushButton* refreshButton() const { return refresh_; }
    /// Why no report is shown (a failure, a cancel); hidden when a report is.
    QLabel* noteLabel() const { return note_; }

signals:
    /// A report is shown (a job ended well, or showReport()).
    void reportShown();

private:
    /// "La fleur au fusil — scenario": what session `id` is of.
    QString sessionTitle(qint64 id) const;
    QString scopeText(const LuckReport& report) const;
    void choiceChanged();

    std::shared_ptr<const std::vector<Game>> games_;
    QString address_;
    QString shownAddress_;  ///< the log's name in texts (never a password)
    bool readOnly_ = false;
    int busyTimeoutMs_ = 5000;
    QList<LogSession> logSessions_;
    QRadioButton* thisSession_;
    QComboBox* sessions_;
    QRadioButton* everySession_;
    QPushButton* refresh_;
    QLabel* note_;
    LuckReportView* view_;
    QPointer<LogJob> job_;
    std::shared_ptr<std::optional<LuckReport>> result_;
    bool quiet_ = false;  ///< the choice is being set, not made: no report yet
};

}  // namespace umpire
