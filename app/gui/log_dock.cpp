// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/log_dock.h"

#include "gui/clear_button_on_text.h"
#include "gui/eliding_combo_box.h"
#include "gui/gui_text.h"
#include "gui/log_entry_dialog.h"
#include "gui/log_entry_model.h"
#include "gui/log_names.h"
#include "gui/rows_in_view.h"
#include "gui/text_tone.h"
#include "gui/void_dialog.h"

#include "core/cup_log.h"
#include "engine/game.h"
#include "engine/resolution_method.h"
#include "log/game_log.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTreeView>
#include <QToolButton>
#include <QVBoxLayout>

#include <variant>

namespace umpire {

namespace {

constexpr int kShownEntries = 500;

}  // namespace

LogDock::LogDock(QWidget* parent)
    : QDockWidget(tr("Game log"), parent),
      sessions_(new ElidingComboBox),
      newSession_(new QToolButton),
      filter_(new QLineEdit),
      procedures_(new QComboBox),
      export_(new QToolButton),
      problem_(new QLabel),
      view_(new QTreeView),
      model_(new LogEntryModel(this))
{
    setObjectName(QStringLiteral("logDock"));
    auto* content = new QWidget(this);
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    sessions_->setObjectName(QStringLiteral("sessionBox"));
    sessions_->setMinimumContentsLength(24);
    sessions_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    sessions_->setToolTip(tr("The play session shown and written to"));
    newSession_->setText(tr("New session…"));
    newSession_->setToolTip(tr("Start a play session: game, scenario, players"));
    filter_->setObjectName(QStringLiteral("logFilter"));
    filter_->setAccessibleName(tr("Filter the log"));
    filter_->setPlaceholderText(tr("Filter (Ctrl+F)"));
    enableClearButtonOnText(filter_);
    procedures_->setObjectName(QStringLiteral("logProcedureFilter"));
    procedures_->setAccessibleName(tr("Procedure shown in the log"));
    // Filled from the start: the box takes its width from its items when first shown, and the
    // game that fills it comes later (it was cut to "All proce").
    procedures_->addItem(tr("All procedures"), QString());
    sessions_->setAccessibleName(tr("Log session"));
    export_->setText(tr("Export"));
    export_->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(export_);
    menu->addAction(tr("CSV…"), this, [this] { chooseExport(ExportFormat::Csv); });
    menu->addAction(tr("Markdown…"), this, [this] { chooseExport(ExportFormat::Markdown); });
    menu->addAction(tr("PDF…"), this, [this] { chooseExport(ExportFormat::Pdf); });
    export_->setMenu(menu);
    bar->addWidget(new QLabel(tr("Session:")));
    bar->addWidget(sessions_, 1);
    bar->addWidget(newSession_);
    bar->addSpacing(12);
    bar->addWidget(filter_, 1);
    bar->addWidget(procedures_);
    bar->addWidget(export_);
    layout->addLayout(bar);
    problem_->setObjectName(QStringLiteral("logProblem"));
    problem_->setWordWrap(true);
    setTextTone(problem_, TextTone::Problem);
    problem_->hide();
    layout->addWidget(problem_);
    view_->setObjectName(QStringLiteral("logView"));
    view_->setModel(model_);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setSelectionMode(QAbstractItemView::SingleSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    // A tree: an entry of a procedure of several steps opens to its steps.
    view_->setUniformRowHeights(true);
    view_->setExpandsOnDoubleClick(false);
    view_->header()->setStretchLastSection(true);
    keepRowsInView(view_, 2);
    view_->header()->setSectionResizeMode(QHeaderView::Interactive);
    view_->setColumnWidth(LogEntryModel::IdColumn, 44);
    view_->setColumnWidth(LogEntryModel::TimeColumn, 76);
    view_->setColumnWidth(LogEntryModel::TurnColumn, 50);
    view_->setColumnWidth(LogEntryModel::PhaseColumn, 80);
    view_->setColumnWidth(LogEntryModel::ProcedureColumn, 200);
    view_->setColumnWidth(LogEntryModel::DiceColumn, 50);
    view_->setColumnWidth(LogEntryModel::ResultColumn, 260);
    view_->setColumnHidden(LogEntryModel::SessionColumn, true);  // one session at a time here
    view_->setAlternatingRowColors(true);
    layout->addWidget(view_);
    setWidget(content);

    connect(filter_, &QLineEdit::textChanged, this, &LogDock::refresh);
    connect(procedures_, &QComboBox::currentIndexChanged, this, &LogDock::refresh);
    connect(sessions_, &QComboBox::currentIndexChanged, this, [this] {
        if (quiet_)
            return;
        clearFiltersOnNewSession();
        refresh();
        emit sessionChanged();
    });
    connect(newSession_, &QToolButton::clicked, this, &LogDock::newSessionRequested);
    model_->setResolutionReader([this](qint64 id) {
        if (!log_)
            return QJsonObject();
        const auto entry = log_->entry(id);
        return entry.ok() ? entry->resolution() : QJsonObject();
    });
    connect(view_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        if (const LogEntry* e = model_->entryOf(index))
            openEntry(e->id);
    });
}

void LogDock::setLog(GameLog* log, const QString& problem)
{
    log_ = log;
    problem_->setText(problem);
    problem_->setVisible(!problem.isEmpty());
    newSession_->setEnabled(log_ != nullptr && !readOnly_);
    export_->setEnabled(log_ != nullptr);
    fillSessions(std::nullopt);
}

void LogDock::setReadOnly(bool readOnly)
{
    readOnly_ = readOnly;
    newSession_->setVisible(!readOnly);
    newSession_->setEnabled(log_ != nullptr && !readOnly);
    sessions_->setToolTip(readOnly ? tr("The play session shown") : tr("The play session shown and written to"));
}

void LogDock::setGames(const std::vector<Game>* games) { games_ = games; }

const Procedure* LogDock::procedureOf(const QString& procedureId) const
{
    if (!games_)
        return nullptr;
    for (const auto& game : *games_)
        if (qs(game.id) == gameId_)
            return game.procedure(procedureId.toStdString());
    return nullptr;
}

void LogDock::showGame(const QString& gameId)
{
    gameId_ = gameId;
    quiet_ = true;
    procedures_->clear();
    procedures_->addItem(tr("All procedures"), QString());
    LogNames names;
    if (games_) {
        for (const auto& game : *games_) {
            if (qs(game.id) != gameId)
                continue;
            for (const auto& p : game.procedures)
                procedures_->addItem(qs(p.label), qs(p.id));
            names = LogNames::ofGame(game);
        }
    }
    model_->setNames(std::move(names));
    quiet_ = false;
    fillSessions(std::nullopt);
}

void LogDock::fillSessions(std::optional<qint64> select)
{
    quiet_ = true;
    sessions_->clear();
    if (log_) {
        const auto sessions = log_->sessions();
        if (!sessions.ok()) {
            problem_->setText(sessions.error());
            problem_->show();
        } else {
            for (const auto& s : *sessions) {
                if (s.game != gameId_)
                    continue;
                QString text = tr("#%1 %2").arg(s.id).arg(QLocale().toString(s.created.toLocalTime(), QLocale::ShortFormat));
                if (!s.scenario.isEmpty())
                    text += QStringLiteral(" — ") + s.scenario;
                if (!s.players.isEmpty())
                    text += QStringLiteral(" — ") + s.players.join(QStringLiteral(", "));
                // Newest first: the session in play is usually the last one started.
                sessions_->insertItem(0, text, s.id);
            }
        }
    }
    if (select)
        sessions_->setCurrentIndex(std::max(0, sessions_->findData(*select)));
    else
        sessions_->setCurrentIndex(sessions_->count() > 0 ? 0 : -1);
    if (sessions_->count() == 0)
        sessions_->setPlaceholderText(!log_      ? tr("no log")
                                      : readOnly_ ? tr("none for this game")
                                                  : tr("none yet: the first roll starts one"));
    quiet_ = false;
    clearFiltersOnNewSession();
    refresh();
    emit sessionChanged();
}

void LogDock::clearFiltersOnNewSession()
{
    // A filter left on from another session hides the new rolls, which then look unlogged.
    const auto session = currentSession();
    if (session == filteredSession_)
        return;
    filteredSession_ = session;
    const QSignalBlocker blockText(filter_);
    const QSignalBlocker blockProcedure(procedures_);
    filter_->clear();
    procedures_->setCurrentIndex(0);
}

std::optional<qint64> LogDock::currentSession() const
{
    if (sessions_->currentIndex() < 0)
        return std::nullopt;
    return sessions_->currentData().toLongLong();
}

void LogDock::selectSession(qint64 sessionId) { fillSessions(sessionId); }

void LogDock::refresh()
{
    if (quiet_)
        return;
    const auto session = currentSession();
    if (!log_ || !session) {
        model_->setEntries({});
        return;
    }
    LogFilter filter;
    filter.sessionId = session;
    filter.text = filter_->text().trimmed();
    filter.procedure = procedures_->currentData().toString();
    // A list shows the newest entries; reading tens of thousands would cost a visible pause.
    filter.limit = kShownEntries;
    const auto entries = log_->entries(filter);
    if (!entries.ok()) {
        problem_->setText(entries.error());
        problem_->show();
        emit statusMessage(entries.error());
        return;
    }
    model_->setEntries(*entries);
    view_->scrollToBottom();
    if (entries->size() >= kShownEntries) {
        const auto count = log_->countEntries(filter);
        if (count.ok() && *count > entries->size())
            emit statusMessage(tr("Showing the newest %1 of %2 entries; filter to find older ones").arg(entries->size()).arg(*count));
    }
}

QString LogDock::summary(const LogEntry& e) const
{
    const Procedure* p = procedureOf(e.procedure);
    QString text = QStringLiteral("#%1 %2").arg(e.id).arg(p ? qs(p->label) : e.procedure);
    if (e.resultCode)
        text += QStringLiteral(", ") + model_->shownCode(e.procedure, *e.resultCode);
    else if (e.chartResult)
        text += QStringLiteral(", ") + *e.chartResult;
    if (!e.turn.isEmpty())
        text += QStringLiteral(", ") + tr("turn %1").arg(e.turn);
    return text;
}

bool LogDock::voidEntry(qint64 entryId)
{
    if (!log_)
        return false;
    if (readOnly_) {
        emit statusMessage(tr("Entry %1 is not voided: this log is open read-only").arg(entryId));
        return false;
    }
    const auto entry = log_->entry(entryId);
    if (!entry.ok()) {
        emit statusMessage(entry.error());
        return false;
    }
    VoidDialog dialog(summary(*entry), this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    const auto voided = log_->voidEntry(entryId, dialog.reason());
    if (!voided.ok()) {
        problem_->setText(tr("Entry %1 was not voided: %2").arg(entryId).arg(voided.error()));
        problem_->show();
        emit statusMessage(problem_->text());
        return false;
    }
    emit statusMessage(tr("Entry %1 voided by entry %2").arg(entryId).arg(*voided));
    refresh();
    emit entryVoided(entryId);
    return true;
}

bool LogDock::voidLastEntry()
{
    const auto session = currentSession();
    if (!log_ || !session) {
        emit statusMessage(tr("Nothing to void: no session"));
        return false;
    }
    LogFilter filter;
    filter.sessionId = session;
    const auto entries = log_->entries(filter);
    if (!entries.ok()) {
        emit statusMessage(entries.error());
        return false;
    }
    for (auto it = entries->crbegin(); it != entries->crend(); ++it)
        if (it->kind == LogEntryKind::Roll && !it->voidedBy)
            return voidEntry(it->id);
    emit statusMessage(tr("Nothing to void in this session"));
    return false;
}

void LogDock::openEntry(qint64 entryId)
{
    if (!log_)
        return;
    const auto entry = log_->entry(entryId);
    if (!entry.ok()) {
        emit statusMessage(entry.error());
        return;
    }
    LogEntryDialog dialog(*entry, procedureOf(entry->procedure), this);
    dialog.voidButton()->setVisible(!readOnly_);
    const LogEntry copy = *entry;
    connect(&dialog, &LogEntryDialog::reloadRequested, this, [this, copy] { emit reloadRequested(copy); });
    connect(&dialog, &LogEntryDialog::voidRequested, this, [this](qint64 id) {
        // After the entry dialog has closed, so the two dialogs do not stack.
        QMetaObject::invokeMethod(this, [this, id] { voidEntry(id); }, Qt::QueuedConnection);
    });
    dialog.exec();
}

void LogDock::focusFilter()
{
    show();
    raise();
    filter_->setFocus(Qt::ShortcutFocusReason);
    filter_->selectAll();
}

}  // namespace umpire
