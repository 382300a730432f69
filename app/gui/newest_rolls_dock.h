// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/log_names.h"

#include <QDockWidget>
#include <QHash>

#include <vector>

class QLabel;
class QLineEdit;
class QTreeView;

namespace umpire {

class GameLog;
class LogEntryModel;
struct Game;

/// The referee's view of a log: the newest entries of every session (every table of a club
/// log), newest first, with the session each belongs to; filtered by text. It reads the log
/// again whenever refresh() is called: the window calls it when any table appends to a club
/// log, and after its own rolls. Opening an entry shows it in full; it may be voided from there.
class NewestRollsDock : public QDockWidget {
    Q_OBJECT

public:
    /// How many entries the list shows at most.
    static constexpr int kShownEntries = 200;

    explicit NewestRollsDock(QWidget* parent = nullptr);

    /// The open log (null: none), and whether it is only read (no void offered).
    void setLog(GameLog* log, bool readOnly);
    /// The loaded games (must outlive the dock), for the names of their procedures.
    void setGames(const std::vector<Game>* games);
    /// Reads the sessions and the newest entries again (only while the dock is shown).
    void refresh();

    LogEntryModel* model() const { return model_; }

signals:
    void voidRequested(qint64 entryId);
    void statusMessage(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void openEntry(qint64 entryId);
    const Game* gameOf(const QString& gameId) const;

    GameLog* log_ = nullptr;
    bool readOnly_ = false;
    const std::vector<Game>* games_ = nullptr;
    QHash<QString, LogNames> namesByGame_;
    QHash<qint64, QString> gameBySession_;
    QLabel* summary_;
    QLabel* problem_;
    QLineEdit* filter_;
    QTreeView* view_;
    LogEntryModel* model_;
};

}  // namespace umpire
