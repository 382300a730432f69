// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/newest_rolls_dock.h"

#include "gui/clear_button_on_text.h"
#include "gui/gui_text.h"
#include "gui/log_entry_dialog.h"
#include "gui/log_entry_model.h"
#include "gui/text_tone.h"

#include "engine/game.h"
#include "log/game_log.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QShowEvent>
#include <QTime>
#include <QTreeView>
#include <QVBoxLayout>

namespace umpire {

NewestRollsDock::NewestRollsDock(QWidget* parent)
    : QDockWidget(tr("Every table"), parent),
      summary_(new QLabel),
      problem_(new QLabel),
      filter_(new QLineEdit),
      view_(new QTreeView),
      model_(new LogEntryModel(this))
{
    setObjectName(QStringLiteral("newestRollsDock"));
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    summary_->setObjectName(QStringLiteral("newestRollsSummary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);
    problem_->setObjectName(QStringLiteral("newestRollsProblem"));
    problem_->setWordWrap(true);
    setTextTone(problem_, TextTone::Problem);
    problem_->hide();
    layout->addWidget(problem_);
    filter_->setObjectName(QStringLiteral("newestRollsFilter"));
    filter_->setAccessibleName(tr("Filter every table's entries"));
    filter_->setPlaceholderText(tr("Filter: procedure, result, turn, phase, note…"));
    enableClearButtonOnText(filter_);
    layout->addWidget(filter_);
    view_->setObjectName(QStringLiteral("newestRollsView"));
    view_->setModel(model_);
    view_->setRootIsDecorated(false);
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->header()->setSectionResizeMode(QHeaderView::Interactive);
    view_->header()->setStretchLastSection(true);
    // The session says which table rolled: it comes right after the time.
    view_->header()->moveSection(LogEntryModel::SessionColumn, LogEntryModel::TurnColumn);
    view_->setColumnWidth(LogEntryModel::IdColumn, 52);
    view_->setColumnWidth(LogEntryModel::TimeColumn, 76);
    view_->setColumnWidth(LogEntryModel::SessionColumn, 220);
    view_->setColumnWidth(LogEntryModel::TurnColumn, 50);
    view_->setColumnWidth(LogEntryModel::PhaseColumn, 80);
    view_->setColumnWidth(LogEntryModel::ProcedureColumn, 180);
    view_->setColumnWidth(LogEntryModel::DiceColumn, 60);
    view_->setColumnWidth(LogEntryModel::ResultColumn, 240);
    layout->addWidget(view_, 1);
    setWidget(content);
    model_->setResolutionReader([this](qint64 id) {
        if (!log_)
            return QJsonObject();
        const auto entry = log_->entry(id);
        return entry.ok() ? entry->resolution() : QJsonObject();
    });
    connect(filter_, &QLineEdit::textChanged, this, &NewestRollsDock::refresh);
    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (const LogEntry* e = model_->entryOf(index))
            openEntry(e->id);
    });
}

void NewestRollsDock::setLog(GameLog* log, bool readOnly)
{
    log_ = log;
    readOnly_ = readOnly;
    refresh();
}

void NewestRollsDock::setGames(const std::vector<Game>* games)
{
    games_ = games;
    namesByGame_.clear();
    refresh();
}

void NewestRollsDock::showEvent(QShowEvent* event)
{
    QDockWidget::showEvent(event);
    refresh();  // nothing is read while hidden
}

const Game* NewestRollsDock::gameOf(const QString& gameId) const
{
    if (games_)
        for (const Game& game : *games_)
            if (qs(game.id) == gameId)
                return &game;
    return nullptr;
}

void NewestRollsDock::refresh()
{
    if (!isVisible())
        return;
    problem_->hide();
    if (!log_) {
        summary_->setText(tr("No game log is open."));
        model_->setEntries({});
        return;
    }
    const auto sessions = log_->sessions();
    if (!sessions.ok()) {
        problem_->setText(sessions.error());
        problem_->show();
        return;
    }
    QHash<qint64, LogNames> names;
    QHash<qint64, QString> titles;
    gameBySession_.clear();
    for (const LogSession& s : *sessions) {
        const Game* game = gameOf(s.game);
        if (game && !namesByGame_.contains(s.game))
            namesByGame_.insert(s.game, LogNames::ofGame(*game));
        if (game)
            names.insert(s.id, namesByGame_.value(s.game));
        gameBySession_.insert(s.id, s.game);
        QStringList parts{tr("#%1 %2").arg(s.id).arg(game ? qs(game->title) : s.game)};
        if (!s.scenario.isEmpty())
            parts << s.scenario;
        if (!s.players.isEmpty())
            parts << s.players.join(QStringLiteral(", "));
        titles.insert(s.id, parts.join(QStringLiteral(" · ")));
    }
    LogFilter filter;
    filter.text = filter_->text().trimmed();
    filter.limit = kShownEntries;
    auto entries = log_->entries(filter);
    if (!entries.ok()) {
        problem_->setText(entries.error());
        problem_->show();
        emit statusMessage(entries.error());
        return;
    }
    QList<LogEntry> newestFirst(entries->crbegin(), entries->crend());
    model_->setSessions(std::move(names), std::move(titles));
    model_->setEntries(std::move(newestFirst));
    const QString time = QLocale().toString(QTime::currentTime(), QLocale::ShortFormat);
    const QString where = log_->isServer() ? tr("club log %1").arg(log_->path()) : log_->path();
    summary_->setText(filter.text.isEmpty()
                          ? tr("The newest %n entries of every session (%1 in all) in %2; read at %3.", nullptr,
                               int(entries->size()))
                                .arg(sessions->size())
                                .arg(where, time)
                          : tr("The newest %n entries matching the filter, of every session (%1 in all) in %2; read at %3.", nullptr,
                               int(entries->size()))
                                .arg(sessions->size())
                                .arg(where, time));
}

void NewestRollsDock::openEntry(qint64 entryId)
{
    if (!log_)
        return;
    const auto entry = log_->entry(entryId);
    if (!entry.ok()) {
        emit statusMessage(entry.error());
        return;
    }
    const Game* game = gameOf(gameBySession_.value(entry->sessionId));
    LogEntryDialog dialog(*entry, game ? game->procedure(entry->procedure.toStdString()) : nullptr, this);
    // Loading another table's situation into this window's form is not what a referee's list is for.
    dialog.reloadButton()->hide();
    dialog.voidButton()->setVisible(!readOnly_);
    connect(&dialog, &LogEntryDialog::voidRequested, this, [this](qint64 id) {
        QMetaObject::invokeMethod(this, [this, id] { emit voidRequested(id); }, Qt::QueuedConnection);
    });
    dialog.exec();
}

}  // namespace umpire
