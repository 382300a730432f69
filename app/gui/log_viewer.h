// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "log/log_entry.h"

#include <QMainWindow>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;

namespace umpire {

class GameLog;
class LogDock;
class LogJob;
struct Game;

/// A game log opened read-only, in a window of its own beside the main window: a log a player
/// was sent, one on a read-only disk, or a club's archive. Its sessions and entries are shown,
/// filtered, opened, exported and verified as in the log dock, but nothing is ever written to
/// it, not even a journal mode; the rolls of the main window keep going to their own log.
class LogViewer : public QMainWindow {
    Q_OBJECT

public:
    /// `games` (may be null; must outlive the window) name the games and procedures.
    LogViewer(const std::vector<Game>* games, QWidget* parent = nullptr);
    ~LogViewer() override;

    /// Opens `path` read-only; false (and problem() says why, the window shows it) when it cannot.
    bool open(const QString& path);
    /// Reads the log again: entries another program appended since it was opened appear.
    void reload();
    QString path() const { return path_; }
    QString problem() const { return problem_; }

    LogDock* logDock() const { return dock_; }
    QComboBox* gameBox() const { return gameBox_; }
    GameLog* log() const { return log_.get(); }
    /// Verifies the log without writing to it; the job's dialog says how it went.
    LogJob* verify();
    LogJob* verifyJob() const { return verifyJob_; }

signals:
    /// The player wants a logged situation back in the main window's form.
    void reloadRequested(const umpire::LogEntry& entry);

private:
    void fillGames(const QString& select);
    QString gameTitle(const QString& gameId) const;

    const std::vector<Game>* games_;
    std::unique_ptr<GameLog> log_;
    QString path_;
    QString problem_;
    QComboBox* gameBox_;
    QLabel* note_;
    LogDock* dock_;
    LogJob* verifyJob_ = nullptr;
};

}  // namespace umpire
