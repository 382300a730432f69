// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/app_settings.h"
#include "gui/roll_report.h"
#include "gui/startup_options.h"

#include "engine/assessment.h"
#include "engine/outcome_distribution.h"
#include "engine/resolution.h"
#include "log/log_entry.h"
#include "yaml/module_loader.h"

#include <QList>
#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;

namespace umpire {

class DiagnosticsDock;
class GameLog;
class LogDock;
class ModifierLedger;
class OutcomeChart;
class ProcedurePicker;
class Resolver;
class ResultCard;
class SituationForm;

/// The desktop app's window: pick a procedure, fill in the situation, watch the modifiers and
/// the chances change, roll (or enter the dice), read the result; the log and the module
/// diagnostics are docks. Every roll is in the log before the card shows it as done.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const StartupOptions& options = {}, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Selects a game and procedure as the picker would; false when either is not loaded.
    bool chooseProcedure(const QString& gameId, const QString& procedureId);
    /// Rolls the program's dice for the current situation (Space).
    void rollProgramDice();
    /// Resolves the current situation with the dice thrown on the table ("4", "3,5").
    void enterPhysicalDice(const QString& dice);

    const LoadedModules& modules() const { return modules_; }
    GameLog* gameLog() const { return log_.get(); }
    /// Why there is no log, when gameLog() is null.
    QString logProblem() const { return logProblem_; }
    /// The current assessment, or null when the situation is refused.
    const Assessment* assessment() const { return assessment_ ? &*assessment_ : nullptr; }
    /// Nanoseconds the last refresh took: assess, distribution, ledger and chart update.
    qint64 lastRefreshNanoseconds() const { return lastRefreshNs_; }
    const QList<RollReport>& reports() const { return reports_; }

    ProcedurePicker* picker() const { return picker_; }
    SituationForm* form() const { return form_; }
    ModifierLedger* ledger() const { return ledger_; }
    OutcomeChart* chart() const { return chart_; }
    ResultCard* card() const { return card_; }
    LogDock* logDock() const { return logDock_; }
    DiagnosticsDock* diagnosticsDock() const { return diagnosticsDock_; }
    QAction* rollAction() const { return rollAction_; }
    QAction* voidLastAction() const { return voidLastAction_; }
    QLineEdit* turnField() const { return turn_; }
    QComboBox* phaseBox() const { return phase_; }

public slots:
    /// Assesses the form's situation again and updates the ledger, the chart and the card.
    void refresh();
    void nextTurn();
    void nextPhase();
    void newSession();
    void showAbout();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// A roll resolved but not in the log yet: the printed chart must be read, or the log refused it.
    struct PendingRoll {
        Assessment assessment;
        OutcomeDistribution distribution;
        Resolution resolution;
        DiceOrigin origin = DiceOrigin::Physical;
        std::optional<quint64> seed;
        std::optional<QString> chartResult;
        std::optional<qint64> parentId;
    };
    /// A follow-up roll a logged result calls for.
    struct FollowUp {
        FollowUpRequest request;
        std::optional<qint64> parentId;
    };

    void buildUi();
    void buildActions();
    void loadModules(const std::vector<std::filesystem::path>& paths);
    void openLog(const QString& path);
    void restoreChoice();
    void onProcedureChosen(const QString& gameId, const QString& procedureId);
    void applyTheme(const QString& name);
    void setLanguage(const QString& language);
    void updateStatus();

    /// Resolves `assessment` with `dice` and records it (or waits for the chart reading).
    void resolveAndRecord(const Assessment& assessment, const OutcomeDistribution& distribution,
                          const std::vector<std::int64_t>& dice, DiceOrigin origin, std::optional<quint64> seed, bool followUp);
    /// Appends `roll` to the log and says in `report` whether it is there.
    void record(PendingRoll& roll, RollReport& report);
    RollReport makeReport(const PendingRoll& roll, bool followUp) const;
    std::optional<qint64> ensureSession(QString& problem);
    std::optional<std::vector<std::int64_t>> readDice(const QString& text, std::int64_t count, std::int64_t sides, QString& problem) const;
    std::vector<std::int64_t> throwDice(std::int64_t count, std::int64_t sides, quint64& seedUsed);
    void rollFollowUp(const std::optional<QString>& physicalDice);
    void enterChartResult(const QString& code);
    void retryRecord();
    void reloadEntry(const LogEntry& entry);
    void showReports();

    AppSettings settings_;
    LoadedModules modules_;
    std::unique_ptr<GameLog> log_;
    QString logProblem_;
    const Game* game_ = nullptr;
    const Procedure* procedure_ = nullptr;
    std::unique_ptr<Resolver> resolver_;
    std::optional<Assessment> assessment_;
    std::optional<OutcomeDistribution> distribution_;
    std::optional<OutcomeDistribution> previous_;
    std::optional<quint64> nextSeed_;
    qint64 lastRefreshNs_ = 0;

    QList<RollReport> reports_;
    std::optional<PendingRoll> pending_;  ///< waiting for the chart reading or a retry
    std::optional<FollowUp> followUp_;

    ProcedurePicker* picker_ = nullptr;
    SituationForm* form_ = nullptr;
    ModifierLedger* ledger_ = nullptr;
    OutcomeChart* chart_ = nullptr;
    ResultCard* card_ = nullptr;
    LogDock* logDock_ = nullptr;
    DiagnosticsDock* diagnosticsDock_ = nullptr;
    QLineEdit* turn_ = nullptr;
    QComboBox* phase_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QAction* rollAction_ = nullptr;
    QAction* voidLastAction_ = nullptr;
    QAction* findAction_ = nullptr;
    QAction* nextTurnAction_ = nullptr;
    QAction* nextPhaseAction_ = nullptr;
    QAction* newSessionAction_ = nullptr;
};

}  // namespace umpire
