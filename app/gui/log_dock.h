// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/log_job.h"
#include "gui/session_export.h"

#include "log/log_entry.h"
#include "log/log_export.h"
#include "log/log_result.h"
#include "log/session_report.h"

#include <QDockWidget>
#include <QPointer>

#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QLineEdit;
class QTreeView;
class QToolButton;

namespace umpire {

class GameLog;
class LogEntryModel;
struct Game;
struct Procedure;

/// The log of the current play session: its entries (time, turn and phase, procedure, dice,
/// result), filtered by text and procedure; open an entry, reload its situation, void it,
/// export the session; pick or start a session.
class LogDock : public QDockWidget {
    Q_OBJECT

public:
    explicit LogDock(QWidget* parent = nullptr);

    /// The open log, or null with `problem` saying why there is none (shown in the dock).
    void setLog(GameLog* log, const QString& problem = {});
    /// Read only: no new session and no void; exports and verification read without writing.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return readOnly_; }
    /// The loaded games (must outlive the dock), for procedure names.
    void setGames(const std::vector<Game>* games);
    /// Shows the sessions of `gameId` and picks its newest one (none when it has none).
    void showGame(const QString& gameId);
    std::optional<qint64> currentSession() const;
    /// Lists the sessions of the current game again and selects `sessionId`.
    void selectSession(qint64 sessionId);
    /// Reads the entries of the current session again, with the filters.
    void refresh();

    /// Asks for a reason and voids `entryId`; false when cancelled or refused (the dock says why).
    bool voidEntry(qint64 entryId);
    /// Voids the last roll of the session that is not void yet (asks for the reason).
    bool voidLastEntry();
    /// Shows an entry in full, from where it can be reloaded or voided.
    void openEntry(qint64 entryId);
    /// Writes the session's entries (all of them, not only the filtered ones) to `path`, here and now.
    LogStatus exportTo(ExportFormat format, const QString& path);
    /// The same on a thread of its own, with a progress dialog and Cancel (the Export menu's
    /// way); the dock says in the status line how it ended. Null when there is no session.
    LogJob* startExport(ExportFormat format, const QString& path);
    LogJob* exportJob() const { return exportJob_; }
    /// The printed report of `session` (the PDF export): names from the modules, the log verified.
    SessionReport reportOf(const LogSession& session, const QList<LogEntry>& entries) const;
    void focusFilter();
    /// Where the next export starts: the folder of the last one (empty: the current folder).
    QString exportFolder() const { return exportFolder_; }
    void setExportFolder(const QString& folder) { exportFolder_ = folder; }

    LogEntryModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    QLineEdit* filterField() const { return filter_; }
    QComboBox* procedureFilter() const { return procedures_; }
    QComboBox* sessionBox() const { return sessions_; }

signals:
    void newSessionRequested();
    /// The player wants this logged situation back in the form.
    void reloadRequested(const umpire::LogEntry& entry);
    /// A one-line message for the status bar.
    void statusMessage(const QString& message);
    void sessionChanged();
    /// An entry was voided from the dock (a voided cup draw puts its chit back).
    void entryVoided(qint64 entryId);

private:
    void fillSessions(std::optional<qint64> select);
    void clearFiltersOnNewSession();
    void chooseExport(ExportFormat format);
    std::optional<SessionExport> exportRequest(ExportFormat format, const QString& path) const;
    const Procedure* procedureOf(const QString& procedureId) const;
    QString summary(const LogEntry& entry) const;

    GameLog* log_ = nullptr;
    const std::vector<Game>* games_ = nullptr;
    QString gameId_;
    QComboBox* sessions_;
    QToolButton* newSession_;
    QLineEdit* filter_;
    QComboBox* procedures_;
    QToolButton* export_;
    QLabel* problem_;
    QTreeView* view_;
    LogEntryModel* model_;
    bool quiet_ = false;
    bool readOnly_ = false;
    std::optional<qint64> filteredSession_;  ///< the session the filters were set for
    QString exportFolder_;
    QPointer<LogJob> exportJob_;
};

}  // namespace umpire
