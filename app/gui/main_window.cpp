// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/main_window.h"

#include "gui/about_dialog.h"
#include "gui/diagnostics_dock.h"
#include "gui/gui_text.h"
#include "gui/log_dock.h"
#include "gui/modifier_ledger.h"
#include "gui/outcome_chart.h"
#include "gui/palette_theme.h"
#include "gui/procedure_picker.h"
#include "gui/result_card.h"
#include "gui/session_dialog.h"
#include "gui/situation_form.h"
#include "gui/unit_table_model.h"

#include "core/module_paths.h"
#include "core/resolution_json.h"
#include "engine/dice.h"
#include "engine/dice_source.h"
#include "engine/game.h"
#include "engine/resolver.h"
#include "log/default_log_path.h"
#include "log/game_log.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>

namespace umpire {

namespace {

QString diceLabel(std::int64_t count, std::int64_t sides) { return QStringLiteral("%1d%2").arg(count).arg(sides); }

QGroupBox* framed(const QString& title, QWidget* inner)
{
    auto* box = new QGroupBox(title);
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(inner);
    return box;
}

}  // namespace

MainWindow::MainWindow(const StartupOptions& options, QWidget* parent)
    : QMainWindow(parent), settings_(options.settingsFile), nextSeed_(options.seed)
{
    setWindowTitle(tr("Umpire"));
    setObjectName(QStringLiteral("mainWindow"));
    buildUi();
    buildActions();
    loadModules(options.modulePaths.empty() ? defaultModulePaths() : options.modulePaths);
    openLog(options.logPath.isEmpty() ? defaultLogPath() : options.logPath);
    restoreChoice();

    if (!restoreGeometry(settings_.windowGeometry()))
        resize(1200, 800);
    restoreState(settings_.windowState());
    qApp->installEventFilter(this);
    updateStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildUi()
{
    picker_ = new ProcedurePicker;
    picker_->procedureList()->setMaximumHeight(96);
    form_ = new SituationForm;
    ledger_ = new ModifierLedger;
    chart_ = new OutcomeChart;
    card_ = new ResultCard;

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(picker_);
    leftLayout->addWidget(framed(tr("Situation"), form_), 1);

    auto* lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(framed(tr("Chances"), chart_));
    lower->addWidget(card_);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    lower->setSizes({400, 400});
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(framed(tr("Modifiers"), ledger_));
    right->addWidget(lower);
    right->setStretchFactor(0, 1);
    right->setStretchFactor(1, 1);
    right->setSizes({320, 280});

    auto* central = new QSplitter(Qt::Horizontal);
    central->setObjectName(QStringLiteral("centralSplitter"));
    central->addWidget(left);
    central->addWidget(right);
    central->setStretchFactor(0, 0);
    central->setStretchFactor(1, 1);
    central->setSizes({380, 820});
    setCentralWidget(central);

    logDock_ = new LogDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, logDock_);
    diagnosticsDock_ = new DiagnosticsDock(this);
    addDockWidget(Qt::BottomDockWidgetArea, diagnosticsDock_);
    tabifyDockWidget(diagnosticsDock_, logDock_);
    logDock_->raise();
    resizeDocks({logDock_}, {170}, Qt::Vertical);

    statusLabel_ = new QLabel;
    statusBar()->addPermanentWidget(statusLabel_);

    connect(picker_, &ProcedurePicker::procedureChosen, this, &MainWindow::onProcedureChosen);
    connect(form_, &SituationForm::changed, this, &MainWindow::refresh);
    connect(card_, &ResultCard::rollRequested, this, &MainWindow::rollProgramDice);
    connect(card_, &ResultCard::diceEntered, this, &MainWindow::enterPhysicalDice);
    connect(card_, &ResultCard::chartResultEntered, this, &MainWindow::enterChartResult);
    connect(card_, &ResultCard::followUpRollRequested, this, [this] { rollFollowUp(std::nullopt); });
    connect(card_, &ResultCard::followUpDiceEntered, this, [this](const QString& dice) { rollFollowUp(dice); });
    connect(card_, &ResultCard::retryRequested, this, &MainWindow::retryRecord);
    connect(logDock_, &LogDock::statusMessage, this, [this](const QString& m) { statusBar()->showMessage(m, 8000); });
    connect(logDock_, &LogDock::newSessionRequested, this, &MainWindow::newSession);
    connect(logDock_, &LogDock::reloadRequested, this, &MainWindow::reloadEntry);
    connect(logDock_, &LogDock::sessionChanged, this, &MainWindow::updateStatus);
}

void MainWindow::buildActions()
{
    rollAction_ = new QAction(tr("&Roll"), this);
    rollAction_->setObjectName(QStringLiteral("rollAction"));
    rollAction_->setShortcut(QKeySequence(Qt::Key_Space));
    rollAction_->setToolTip(tr("Roll the program's dice for this situation (Space)"));
    connect(rollAction_, &QAction::triggered, this, &MainWindow::rollProgramDice);

    voidLastAction_ = new QAction(tr("&Void last entry…"), this);
    voidLastAction_->setShortcut(QKeySequence::Undo);
    voidLastAction_->setToolTip(tr("Void the last roll of the session, with a reason (Ctrl+Z)"));
    connect(voidLastAction_, &QAction::triggered, this, [this] { logDock_->voidLastEntry(); });

    findAction_ = new QAction(tr("&Filter the log"), this);
    findAction_->setShortcut(QKeySequence::Find);
    connect(findAction_, &QAction::triggered, logDock_, &LogDock::focusFilter);

    nextTurnAction_ = new QAction(tr("Next &turn"), this);
    nextTurnAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(nextTurnAction_, &QAction::triggered, this, &MainWindow::nextTurn);
    nextPhaseAction_ = new QAction(tr("Next &phase"), this);
    nextPhaseAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(nextPhaseAction_, &QAction::triggered, this, &MainWindow::nextPhase);

    newSessionAction_ = new QAction(tr("&New session…"), this);
    newSessionAction_->setShortcut(QKeySequence::New);
    connect(newSessionAction_, &QAction::triggered, this, &MainWindow::newSession);

    auto* quit = new QAction(tr("&Quit"), this);
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    auto* file = menuBar()->addMenu(tr("&File"));
    file->addAction(newSessionAction_);
    file->addSeparator();
    file->addAction(quit);
    auto* play = menuBar()->addMenu(tr("&Play"));
    play->addAction(rollAction_);
    play->addAction(nextTurnAction_);
    play->addAction(nextPhaseAction_);
    play->addSeparator();
    play->addAction(voidLastAction_);
    play->addAction(findAction_);

    auto* view = menuBar()->addMenu(tr("&View"));
    view->addAction(logDock_->toggleViewAction());
    view->addAction(diagnosticsDock_->toggleViewAction());
    auto* themes = view->addMenu(tr("&Palette"));
    auto* themeGroup = new QActionGroup(this);
    const QString currentTheme = settings_.theme();
    for (const auto& [name, label] : {std::pair{QStringLiteral("system"), tr("System")},
                                      std::pair{QStringLiteral("light"), tr("Light")},
                                      std::pair{QStringLiteral("dark"), tr("Dark")}}) {
        QAction* a = themes->addAction(label);
        a->setCheckable(true);
        a->setChecked(name == currentTheme);
        themeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, name = name] { applyTheme(name); });
    }
    auto* languages = view->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(this);
    const QString currentLanguage = settings_.language();
    for (const auto& [code, label] : {std::pair{QString(), tr("System language")}, std::pair{QStringLiteral("en"), QStringLiteral("English")},
                                      std::pair{QStringLiteral("fr"), QStringLiteral("Français")}}) {
        QAction* a = languages->addAction(label);
        a->setCheckable(true);
        a->setChecked(code == currentLanguage);
        languageGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }
    auto* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Umpire"), this, &MainWindow::showAbout);

    auto* bar = addToolBar(tr("Play"));
    bar->setObjectName(QStringLiteral("playToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(rollAction_);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Turn ")));
    turn_ = new QLineEdit(settings_.turn());
    turn_->setObjectName(QStringLiteral("turnField"));
    turn_->setMaximumWidth(90);
    turn_->setToolTip(tr("The turn label written with each roll"));
    bar->addWidget(turn_);
    bar->addAction(nextTurnAction_);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Phase ")));
    phase_ = new QComboBox;
    phase_->setObjectName(QStringLiteral("phaseBox"));
    phase_->setEditable(true);
    phase_->setInsertPolicy(QComboBox::InsertAtBottom);
    phase_->setMinimumContentsLength(12);
    phase_->addItems(settings_.phases());
    phase_->setCurrentText(settings_.phase());
    phase_->setToolTip(tr("The phase label written with each roll; phases typed here are remembered in order"));
    bar->addWidget(phase_);
    bar->addAction(nextPhaseAction_);
    bar->addSeparator();
    bar->addAction(newSessionAction_);
    bar->addAction(voidLastAction_);
    connect(turn_, &QLineEdit::textChanged, this, [this](const QString& t) {
        settings_.setTurn(t);
        updateStatus();
    });
    connect(phase_, &QComboBox::currentTextChanged, this, [this](const QString& t) {
        settings_.setPhase(t);
        updateStatus();
    });
}

void MainWindow::loadModules(const std::vector<std::filesystem::path>& paths)
{
    modules_ = umpire::loadModules(paths);
    picker_->setGames(&modules_.games);
    logDock_->setGames(&modules_.games);
    diagnosticsDock_->setDiagnostics(modules_.diagnostics);
    if (!modules_.diagnostics.empty()) {
        statusBar()->showMessage(tr("%n problem(s) while loading modules: see Module diagnostics", nullptr,
                                    static_cast<int>(modules_.diagnostics.size())),
                                 15000);
        if (hasErrors(modules_.diagnostics))
            diagnosticsDock_->raise();
    }
    if (modules_.games.empty())
        card_->setRollAvailable(false, QString(), tr("No game module is loaded: see Module diagnostics"));
}

void MainWindow::openLog(const QString& path)
{
    auto log = std::make_unique<GameLog>();
    const LogStatus status = log->open(path);
    if (!status.ok()) {
        // The app stays usable; rolls say plainly that they are not recorded.
        logProblem_ = status.error();
        log_.reset();
        logDock_->setLog(nullptr, tr("The game log cannot be used, so rolls are not recorded: %1").arg(logProblem_));
        statusBar()->showMessage(tr("Game log not available: %1").arg(logProblem_));
        return;
    }
    logProblem_.clear();
    log_ = std::move(log);
    logDock_->setLog(log_.get());
}

void MainWindow::restoreChoice()
{
    if (modules_.games.empty())
        return;
    QString game = settings_.lastGame();
    if (picker_->gameBox()->findData(game) < 0)
        game = qs(modules_.games.front().id);
    QString procedure = settings_.lastProcedure(game);
    if (!chooseProcedure(game, procedure)) {
        for (const auto& g : modules_.games)
            if (qs(g.id) == game)
                for (const auto& p : g.procedures)
                    if (!p.followUpOnly && chooseProcedure(game, qs(p.id)))
                        return;
    }
}

bool MainWindow::chooseProcedure(const QString& gameId, const QString& procedureId)
{
    return picker_->select(gameId, procedureId) && procedure_ && qs(procedure_->id) == procedureId;
}

void MainWindow::onProcedureChosen(const QString& gameId, const QString& procedureId)
{
    const Game* game = nullptr;
    for (const auto& g : modules_.games)
        if (qs(g.id) == gameId)
            game = &g;
    if (!game)
        return;
    const Procedure* procedure = game->procedure(procedureId.toStdString());
    if (!procedure)
        return;
    const bool gameChanged = game != game_;
    game_ = game;
    procedure_ = procedure;
    if (gameChanged) {
        resolver_ = std::make_unique<Resolver>(*game_);
        logDock_->showGame(gameId);
    }
    assessment_.reset();
    distribution_.reset();
    previous_.reset();
    form_->setProcedure(game_, procedure_);
    // Keyboard path: game, search, procedure list, every field, then Roll and the dice field.
    QList<QWidget*> chain{picker_->gameBox(), picker_->searchField(), picker_->procedureList()};
    chain << form_->tabChain() << card_->rollButton() << card_->diceField() << card_->useDiceButton();
    for (qsizetype i = 1; i < chain.size(); ++i)
        setTabOrder(chain[i - 1], chain[i]);
    settings_.setLastGame(gameId);
    settings_.setLastProcedure(gameId, procedureId);
    settings_.sync();
    refresh();
    updateStatus();
}

void MainWindow::refresh()
{
    if (!procedure_ || !resolver_)
        return;
    QElapsedTimer timer;
    timer.start();
    AssessmentResult assessed = resolver_->assess(form_->situation());
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
        form_->showRefusals(*refusals);
        ledger_->showRefusals(*refusals);
        chart_->showUnavailable(tr("No chances: the situation is refused (see the messages in the form)."));
        if (distribution_)
            previous_ = distribution_;
        assessment_.reset();
        distribution_.reset();
        QStringList why;
        for (const auto& r : *refusals)
            why << qs(r.message);
        card_->setRollAvailable(false, QString(), why.join(QLatin1Char('\n')));
        rollAction_->setEnabled(false);
    } else {
        form_->showRefusals({});
        assessment_ = std::get<Assessment>(std::move(assessed));
        ledger_->showAssessment(*assessment_);
        // "Before the last change" is the chart as it stood before this refresh.
        if (distribution_)
            previous_ = std::move(distribution_);
        distribution_ = resolver_->distribution(*assessment_);
        chart_->showDistribution(*procedure_, *distribution_, previous_ ? &*previous_ : nullptr);
        const bool waiting = pending_ && pending_->resolution.outcome.chartNeeded && !pending_->chartResult;
        card_->setRollAvailable(!waiting, diceLabel(assessment_->diceCount, assessment_->diceSides),
                                waiting ? tr("First enter the result read on the printed chart") : QString());
        rollAction_->setEnabled(!waiting);
    }
    lastRefreshNs_ = timer.nsecsElapsed();
}

std::optional<std::vector<std::int64_t>> MainWindow::readDice(const QString& text, std::int64_t count, std::int64_t sides,
                                                              QString& problem) const
{
    // Players type "3 5" as often as "3,5".
    QString normalised = text.trimmed();
    normalised.replace(QRegularExpression(QStringLiteral("[\\s;]+")), QStringLiteral(","));
    const auto dice = parseDiceList(normalised.toStdString());
    if (!dice || dice->empty()) {
        problem = tr("'%1' is not a list of dice: type the faces separated by commas, like 4 or 3,5").arg(text);
        return std::nullopt;
    }
    if (static_cast<std::int64_t>(dice->size()) != count) {
        problem = tr("This roll takes %1, so %n die face(s); '%2' has %3", nullptr, static_cast<int>(count))
                      .arg(diceLabel(count, sides), text)
                      .arg(dice->size());
        return std::nullopt;
    }
    for (const auto face : *dice) {
        if (face < 1 || face > sides) {
            problem = tr("A d%1 shows 1 to %1, not %2").arg(sides).arg(face);
            return std::nullopt;
        }
    }
    return dice;
}

std::vector<std::int64_t> MainWindow::throwDice(std::int64_t count, std::int64_t sides, quint64& seedUsed)
{
    DiceSource source = nextSeed_ ? DiceSource(*nextSeed_) : DiceSource::fromEntropy();
    if (nextSeed_)
        ++*nextSeed_;
    seedUsed = source.seed();
    std::vector<std::int64_t> dice;
    for (std::int64_t i = 0; i < count; ++i)
        dice.push_back(source.roll(sides));
    return dice;
}

void MainWindow::rollProgramDice()
{
    if (!assessment_ || !distribution_ || !card_->rollAvailable())
        return;
    quint64 seed = 0;
    const auto dice = throwDice(assessment_->diceCount, assessment_->diceSides, seed);
    resolveAndRecord(*assessment_, *distribution_, dice, DiceOrigin::Rolled, seed, false);
}

void MainWindow::enterPhysicalDice(const QString& text)
{
    if (!assessment_ || !distribution_ || !card_->rollAvailable())
        return;
    QString problem;
    const auto dice = readDice(text, assessment_->diceCount, assessment_->diceSides, problem);
    if (!dice) {
        card_->showDiceError(problem);
        return;
    }
    card_->showDiceError(QString());
    card_->diceField()->clear();
    resolveAndRecord(*assessment_, *distribution_, *dice, DiceOrigin::Physical, std::nullopt, false);
}

void MainWindow::resolveAndRecord(const Assessment& assessment, const OutcomeDistribution& distribution,
                                  const std::vector<std::int64_t>& dice, DiceOrigin origin, std::optional<quint64> seed, bool followUp)
{
    auto resolved = resolver_->resolve(assessment, dice);
    if (auto* refusal = std::get_if<Refusal>(&resolved)) {
        card_->showDiceError(qs(refusal->message));
        return;
    }
    PendingRoll roll{assessment, distribution, std::get<Resolution>(std::move(resolved)), origin, seed, std::nullopt, std::nullopt};
    if (followUp && followUp_)
        roll.parentId = followUp_->parentId;
    if (!followUp) {
        reports_.clear();
        followUp_.reset();
    } else {
        followUp_.reset();
    }
    RollReport report = makeReport(roll, followUp);
    if (roll.resolution.outcome.chartNeeded) {
        // Not in the log yet: the entry must carry the result read off the chart.
        report.logState = RollReport::LogState::Pending;
        pending_ = std::move(roll);
        reports_ << report;
        showReports();
        refresh();
        return;
    }
    record(roll, report);
    reports_ << report;
    showReports();
}

RollReport MainWindow::makeReport(const PendingRoll& roll, bool followUp) const
{
    const Assessment& a = roll.assessment;
    const Resolution& r = roll.resolution;
    RollReport report;
    report.procedureLabel = qs(a.procedure->label);
    report.diceText = qs(r.dice.toString());
    report.physical = roll.origin == DiceOrigin::Physical;
    report.seed = roll.seed;
    report.countsDice = std::holds_alternative<CountMethod>(a.procedure->method);
    report.natural = r.natural;
    report.modified = r.modified;
    report.row = r.row;
    report.clamped = r.clamped;
    report.dieModifierTotal = a.dieModifierTotal;
    report.target = a.target;
    if (a.column)
        report.column = qs(a.column->label.empty() ? a.column->id : a.column->label);
    report.code = qs(r.outcome.code);
    report.label = qs(r.outcome.label);
    report.text = qs(r.outcome.text);
    if (r.outcome.definition) {
        report.resultRule = qs(r.outcome.definition->rule);
        for (const auto& option : r.outcome.definition->options)
            report.options << qs(option);
    }
    for (const auto& note : r.outcome.notes)
        report.notes << qs(note);
    for (const auto* i : a.interpretations)
        report.interpretations << (i->rule.empty() ? qs(i->text) : QStringLiteral("%1 (%2)").arg(qs(i->text), qs(i->rule)));
    report.chartNeeded = r.outcome.chartNeeded;
    if (report.chartNeeded) {
        report.chartWhere = a.column ? tr("row %1 of column %2").arg(qs(r.outcome.rowLabel), report.column)
                                     : tr("row %1").arg(qs(r.outcome.rowLabel));
        for (const auto& result : a.procedure->results)
            report.chartCodes << qs(result.code);
    }
    report.chartResult = roll.chartResult;
    if (r.followUp)
        report.followUpLabel = qs(r.followUp->label);
    report.isFollowUp = followUp;
    return report;
}

std::optional<qint64> MainWindow::ensureSession(QString& problem)
{
    if (const auto session = logDock_->currentSession())
        return session;
    const auto created = log_->newSession(qs(game_->id), QString(), {});
    if (!created.ok()) {
        problem = created.error();
        return std::nullopt;
    }
    logDock_->selectSession(*created);
    statusBar()->showMessage(tr("Started session %1 for %2").arg(*created).arg(qs(game_->title)), 8000);
    return *created;
}

void MainWindow::record(PendingRoll& roll, RollReport& report)
{
    if (!log_) {
        report.logState = RollReport::LogState::Failed;
        report.logMessage = tr("no game log is open (%1).").arg(logProblem_);
        pending_ = roll;
        return;
    }
    QString problem;
    const auto session = ensureSession(problem);
    if (!session) {
        report.logState = RollReport::LogState::Failed;
        report.logMessage = tr("no session could be started: %1").arg(problem);
        statusBar()->showMessage(tr("Roll not recorded: %1").arg(problem));
        return;
    }
    LogEntryDraft draft;
    draft.sessionId = *session;
    draft.time = QDateTime::currentDateTimeUtc();
    draft.turn = turn_->text().trimmed();
    draft.phase = phase_->currentText().trimmed();
    draft.resolution = resolutionJson(roll.assessment, roll.distribution, &roll.resolution);
    if (roll.chartResult)
        draft.resolution[QStringLiteral("chart_result")] = *roll.chartResult;
    draft.diceOrigin = roll.origin;
    if (roll.origin == DiceOrigin::Rolled) {
        draft.seed = roll.seed;
        draft.resolution[QStringLiteral("seed")] = QString::number(roll.seed.value_or(0));
    }
    draft.chartResult = roll.chartResult;
    draft.parentId = roll.parentId;
    const auto appended = log_->append(draft);
    if (!appended.ok()) {
        report.logState = RollReport::LogState::Failed;
        report.logMessage = appended.error();
        pending_ = roll;
        statusBar()->showMessage(tr("Roll not recorded: %1").arg(appended.error()));
        return;
    }
    report.logState = RollReport::LogState::Logged;
    report.entryId = *appended;
    report.logMessage = draft.turn.isEmpty() && draft.phase.isEmpty()
                            ? tr("In the log: entry %1, session %2").arg(*appended).arg(*session)
                            : tr("In the log: entry %1, session %2, turn %3, %4")
                                  .arg(*appended)
                                  .arg(*session)
                                  .arg(draft.turn.isEmpty() ? QStringLiteral("—") : draft.turn,
                                       draft.phase.isEmpty() ? QStringLiteral("—") : draft.phase);
    pending_.reset();
    if (roll.resolution.followUp)
        followUp_ = FollowUp{*roll.resolution.followUp, *appended};
    logDock_->refresh();
    updateStatus();
}

void MainWindow::showReports()
{
    card_->showReports(reports_);
    // A follow-up of an unrecorded roll is still offered, without a parent entry.
    if (!reports_.isEmpty() && reports_.last().logState == RollReport::LogState::Failed && pending_ &&
        pending_->resolution.followUp && !followUp_)
        followUp_ = FollowUp{*pending_->resolution.followUp, std::nullopt};
}

void MainWindow::rollFollowUp(const std::optional<QString>& physicalDice)
{
    if (!followUp_ || !resolver_)
        return;
    AssessmentResult assessed = resolver_->assess(followUp_->request.situation);
    if (auto* refusals = std::get_if<std::vector<Refusal>>(&assessed)) {
        card_->showDiceError(tr("The follow-up cannot be resolved: %1").arg(qs(refusals->front().message)));
        return;
    }
    const Assessment a = std::get<Assessment>(std::move(assessed));
    const OutcomeDistribution distribution = resolver_->distribution(a);
    if (physicalDice) {
        QString problem;
        const auto dice = readDice(*physicalDice, a.diceCount, a.diceSides, problem);
        if (!dice) {
            card_->showDiceError(problem);
            return;
        }
        card_->showDiceError(QString());
        resolveAndRecord(a, distribution, *dice, DiceOrigin::Physical, std::nullopt, true);
        return;
    }
    quint64 seed = 0;
    const auto dice = throwDice(a.diceCount, a.diceSides, seed);
    resolveAndRecord(a, distribution, dice, DiceOrigin::Rolled, seed, true);
}

void MainWindow::enterChartResult(const QString& code)
{
    if (!pending_ || !pending_->resolution.outcome.chartNeeded || reports_.isEmpty())
        return;
    const Procedure* p = pending_->assessment.procedure;
    if (!p->results.empty() && !p->result(code.toStdString())) {
        QStringList codes;
        for (const auto& r : p->results)
            codes << qs(r.code);
        card_->showDiceError(tr("'%1' is not a result of %2; the results are %3").arg(code, qs(p->label), codes.join(QStringLiteral(", "))));
        return;
    }
    card_->showDiceError(QString());
    PendingRoll roll = std::move(*pending_);
    pending_.reset();
    roll.chartResult = code;
    RollReport& report = reports_.last();
    report.chartResult = code;
    record(roll, report);
    showReports();
    refresh();
}

void MainWindow::retryRecord()
{
    if (!pending_ || reports_.isEmpty())
        return;
    PendingRoll roll = *pending_;
    record(roll, reports_.last());
    showReports();
}

void MainWindow::reloadEntry(const LogEntry& entry)
{
    const QJsonObject r = entry.resolution();
    const QString game = r.value(QStringLiteral("game")).toString();
    const QString procedure = r.value(QStringLiteral("procedure")).toString();
    if (!chooseProcedure(game.isEmpty() && game_ ? qs(game_->id) : game, procedure)) {
        statusBar()->showMessage(tr("Entry %1 cannot be reloaded: %2 / %3 is not loaded").arg(entry.id).arg(game, procedure), 10000);
        return;
    }
    const QStringList problems = form_->setValues(r.value(QStringLiteral("situation")).toObject());
    statusBar()->showMessage(problems.isEmpty() ? tr("Situation of entry %1 reloaded").arg(entry.id)
                                                : tr("Entry %1 reloaded, except: %2").arg(entry.id).arg(problems.join(QStringLiteral("; "))),
                             10000);
    form_->setFocus();
}

void MainWindow::nextTurn()
{
    QString text = turn_->text().trimmed();
    static const QRegularExpression lastNumber(QStringLiteral("(\\d+)(?!.*\\d)"));
    const auto match = lastNumber.match(text);
    if (text.isEmpty())
        text = QStringLiteral("1");
    else if (match.hasMatch())
        text.replace(match.capturedStart(1), match.capturedLength(1), QString::number(match.captured(1).toLongLong() + 1));
    else
        text += QStringLiteral(" 2");
    turn_->setText(text);
    if (phase_->count() > 0)
        phase_->setCurrentIndex(0);
    statusBar()->showMessage(tr("Turn %1").arg(text), 4000);
}

void MainWindow::nextPhase()
{
    const QString current = phase_->currentText().trimmed();
    if (!current.isEmpty() && phase_->findText(current) < 0)
        phase_->addItem(current);
    QStringList phases;
    for (int i = 0; i < phase_->count(); ++i)
        phases << phase_->itemText(i);
    settings_.setPhases(phases);
    if (phase_->count() == 0)
        return;
    const int index = phase_->findText(current);
    if (index + 1 >= phase_->count()) {
        nextTurn();
    } else {
        phase_->setCurrentIndex(index + 1);
    }
}

void MainWindow::newSession()
{
    if (!log_) {
        QMessageBox::warning(this, tr("No game log"), tr("The game log cannot be used: %1").arg(logProblem_));
        return;
    }
    SessionDialog dialog(modules_.games, game_ ? qs(game_->id) : QString(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const auto created = log_->newSession(dialog.gameId(), dialog.scenario(), dialog.players());
    if (!created.ok()) {
        QMessageBox::warning(this, tr("Session not started"), created.error());
        return;
    }
    if (!game_ || dialog.gameId() != qs(game_->id)) {
        QString procedure = settings_.lastProcedure(dialog.gameId());
        if (!chooseProcedure(dialog.gameId(), procedure))
            for (const auto& g : modules_.games)
                if (qs(g.id) == dialog.gameId())
                    for (const auto& p : g.procedures)
                        if (!p.followUpOnly && chooseProcedure(dialog.gameId(), qs(p.id)))
                            break;
    }
    logDock_->selectSession(*created);
    statusBar()->showMessage(tr("Session %1 started").arg(*created), 8000);
}

void MainWindow::showAbout()
{
    AboutDialog dialog(modules_.games, static_cast<int>(modules_.diagnostics.size()), this);
    dialog.exec();
}

void MainWindow::applyTheme(const QString& name)
{
    settings_.setTheme(name);
    PaletteTheme::apply(PaletteTheme::fromName(name));
    chart_->applyTheme();
    refresh();
}

void MainWindow::setLanguage(const QString& language)
{
    settings_.setLanguage(language);
    settings_.sync();
    statusBar()->showMessage(tr("The language changes the next time Umpire starts."), 8000);
}

void MainWindow::updateStatus()
{
    if (!statusLabel_ || !turn_ || !phase_)
        return;
    QStringList parts;
    if (log_) {
        const auto session = logDock_->currentSession();
        parts << (session ? tr("Session %1").arg(*session) : tr("No session yet"));
        parts << tr("Log: %1").arg(log_->path());
    } else {
        parts << tr("Not logging");
    }
    statusLabel_->setText(parts.join(QStringLiteral("  ·  ")));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    settings_.setWindowGeometry(saveGeometry());
    settings_.setWindowState(saveState());
    QStringList phases;
    for (int i = 0; i < phase_->count(); ++i)
        phases << phase_->itemText(i);
    settings_.setPhases(phases);
    settings_.sync();
    QMainWindow::closeEvent(event);
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // Space rolls from anywhere in the window except where it already means something: a check
    // box or button (toggle, press), a text field (a space), the units table (tick a box), a
    // list outside the form (type-ahead: "La fleur").
    // Ctrl+Z voids the last entry unless a text field can undo typing.
    if (event->type() == QEvent::ShortcutOverride && isActiveWindow()) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool space = key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier;
        const bool undo = key->matches(QKeySequence::Undo);
        QWidget* focus = QApplication::focusWidget();
        if ((space || undo) && focus) {
            QWidget* parent = focus->parentWidget();
            const bool inSpinBox = qobject_cast<QAbstractSpinBox*>(focus) || qobject_cast<QAbstractSpinBox*>(parent);
            auto* combo = qobject_cast<QComboBox*>(focus);
            if (!combo)
                combo = qobject_cast<QComboBox*>(parent);
            // Only in the form: elsewhere a list may want the space for its type-ahead search.
            if (form_->isAncestorOf(focus) && (inSpinBox || (combo && !combo->isEditable()))) {
                event->ignore();  // the shortcut wins over the field's own use of the key
                return true;
            }
            auto* view = qobject_cast<QAbstractItemView*>(focus);
            if (!view)
                view = qobject_cast<QAbstractItemView*>(parent);
            const bool unitsTable = view && qobject_cast<UnitTableModel*>(view->model());
            if (space && (qobject_cast<QAbstractButton*>(focus) || unitsTable || combo)) {
                event->accept();  // the widget gets the key press
                return true;
            }
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

}  // namespace umpire
