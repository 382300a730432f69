// SPDX-License-Identifier: GPL-3.0-or-later
// The whole French window, with no English left: every procedure of every shipped game is chosen
// with its defaults and thrown with the program's sealed dice where it can be, a turn of Duel of
// Eagles' chit cup is drawn, and every text then on screen (labels, buttons, lists, the card, the
// ledger, the chart's bars and tips, the log's cells and steps, tooltips) is checked for words
// that only the English texts use: the app's own (the sources of the translations) and the
// modules' (tables/*.yaml, whose French is in tables/*.fr.yaml).

#include "gui_test_support.h"

#include "gui/chance_bars.h"
#include "gui/cup_dock.h"
#include "gui/gui_text.h"
#include "gui/cup_setup_dialog.h"
#include "gui/log_dock.h"
#include "gui/main_window.h"
#include "gui/outcome_chart.h"
#include "gui/result_card.h"
#include "gui/seal_dialog.h"
#include "gui/session_dialog.h"
#include "core/cup_log.h"
#include "engine/chart_question.h"
#include "play/play_session.h"

#include <yaml-cpp/yaml.h>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QTabBar>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QToolBar>
#include <QTreeView>
#include <QXmlStreamReader>

using namespace umpire;

namespace {

/// Words of the English texts that the French window may show all the same, each with why.
const QHash<QString, QString>& allowedWords()
{
    static const QHash<QString, QString> words{
        {QStringLiteral("korps"), QStringLiteral("the activation chits this test puts in the cup are named as on the counters")},
    };
    return words;
}

/// Words the French texts must not use although they look French enough to slip through.
const QHash<QString, QString>& forbiddenWords()
{
    static const QHash<QString, QString> words{
        {QStringLiteral("session"), QStringLiteral("the French window says « séance » everywhere")},
    };
    return words;
}

QStringList wordsOf(const QString& text)
{
    QStringList words;
    // Letters and digits together ("9deb1ae6", "A1") are a hash or a mark, not a word.
    static const QRegularExpression word(QStringLiteral("[\\p{L}\\p{N}]+"));
    static const QRegularExpression digit(QStringLiteral("\\p{N}"));
    for (auto it = word.globalMatch(text); it.hasNext();)
        if (const QString w = it.next().captured(); !w.contains(digit))
            words << w;
    return words;
}

void addWords(QSet<QString>& to, const QString& text)
{
    for (const QString& w : wordsOf(text))
        to.insert(w.toLower());
}

QString plain(const QString& text)
{
    QString shown = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    return shown.remove(QRegularExpression(QStringLiteral("&(?=\\S)")));  // a mnemonic's mark
}

/// Every scalar value of a YAML document: never a key (keys are ids and field names), the id of
/// the game a companion file names ("duel-of-eagles" is no French) or a placeholder's id.
void addYamlValues(QSet<QString>& to, const YAML::Node& node)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{[^}]*\\}"));  // "{french}": filled in when shown
    if (node.IsScalar())
        addWords(to, QString::fromStdString(node.Scalar()).remove(placeholder));
    else if (node.IsSequence())
        for (const auto& item : node)
            addYamlValues(to, item);
    else if (node.IsMap())
        for (const auto& pair : node)
            if (pair.first.Scalar() != "game" && pair.first.Scalar() != "language")
                addYamlValues(to, pair.second);
}

/// The words of the modules' result codes as they are written ("Ae", "Eng"): marks printed on the
/// charts, which the French window shows as they are.
void addResultCodes(QSet<QString>& to, const YAML::Node& node)
{
    if (node.IsSequence())
        for (const auto& item : node)
            addResultCodes(to, item);
    else if (node.IsMap())
        for (const auto& pair : node) {
            if (pair.first.Scalar() == "code" && pair.second.IsScalar())
                for (const QString& w : wordsOf(QString::fromStdString(pair.second.Scalar())))
                    to.insert(w);
            else
                addResultCodes(to, pair.second);
        }
}

const QSet<QString>& resultCodes()
{
    static const QSet<QString> codes = [] {
        QSet<QString> found;
        const QDir tables(QStringLiteral(UMPIRE_SOURCE_TABLES));
        for (const QString& name : tables.entryList({QStringLiteral("*.yaml")}))
            if (!name.endsWith(QStringLiteral(".fr.yaml")))
                addResultCodes(found, YAML::LoadFile(tables.filePath(name).toStdString()));
        return found;
    }();
    return codes;
}

/// The words only the English texts use: those of the translations' sources and of the English
/// modules, less any word of the French translations and modules.
QSet<QString> englishOnlyWords()
{
    QSet<QString> english;
    QSet<QString> french;
    QFile ts(QStringLiteral(UMPIRE_FRENCH_TS));
    if (!ts.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&ts);
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            if (xml.name() == QLatin1String("source"))
                addWords(english, plain(xml.readElementText()));
            else if (xml.name() == QLatin1String("translation") || xml.name() == QLatin1String("numerusform"))
                addWords(french, plain(xml.readElementText(QXmlStreamReader::IncludeChildElements)));
        }
    const QDir tables(QStringLiteral(UMPIRE_SOURCE_TABLES));
    for (const QString& name : tables.entryList({QStringLiteral("*.yaml")})) {
        const YAML::Node document = YAML::LoadFile(tables.filePath(name).toStdString());
        addYamlValues(name.endsWith(QStringLiteral(".fr.yaml")) ? french : english, document);
    }
    for (const QString& w : french)
        english.remove(w);
    for (auto it = allowedWords().begin(); it != allowedWords().end(); ++it)
        english.remove(it.key());
    for (auto it = forbiddenWords().begin(); it != forbiddenWords().end(); ++it)
        english.insert(it.key());
    return english;
}

/// The texts a player sees: what the widgets under `root` show, their lists, tables and tips.
class ShownTexts {
public:
    void add(const QString& where, const QString& text)
    {
        if (!text.trimmed().isEmpty())
            texts_ << qMakePair(where, plain(text));
    }

    void addModel(const QString& where, const QAbstractItemModel* model, const QModelIndex& parent = {})
    {
        if (!model)
            return;
        if (!parent.isValid())
            for (int c = 0; c < model->columnCount(); ++c)
                add(where + QStringLiteral(" header"), model->headerData(c, Qt::Horizontal).toString());
        for (int r = 0; r < model->rowCount(parent); ++r)
            for (int c = 0; c < model->columnCount(parent); ++c) {
                const QModelIndex index = model->index(r, c, parent);
                add(where, index.data(Qt::DisplayRole).toString());
                add(where + QStringLiteral(" tooltip"), index.data(Qt::ToolTipRole).toString());
                if (c == 0 && model->hasChildren(index))
                    addModel(where + QStringLiteral(" step"), model, index);
            }
    }

    void addActions(const QString& where, const QList<QAction*>& actions)
    {
        for (QAction* action : actions) {
            add(where, action->text());
            if (action->toolTip() != action->text().remove(QLatin1Char('&')))
                add(where + QStringLiteral(" tooltip"), action->toolTip());
            if (action->menu())
                addActions(where, action->menu()->actions());
        }
    }

    void addWidgets(QWidget* root)
    {
        QList<QWidget*> widgets = root->findChildren<QWidget*>();
        widgets.prepend(root);
        for (QWidget* w : widgets) {
            if (w != root && !w->isVisibleTo(root))
                continue;
            const QString where = QString::fromLatin1(w->metaObject()->className()) +
                                  (w->objectName().isEmpty() ? QString() : QLatin1Char(' ') + w->objectName());
            add(where + QStringLiteral(" tooltip"), w->toolTip());
            if (auto* label = qobject_cast<QLabel*>(w))
                add(where, label->text());
            else if (auto* button = qobject_cast<QAbstractButton*>(w))
                add(where, button->text());
            else if (auto* box = qobject_cast<QGroupBox*>(w))
                add(where, box->title());
            else if (auto* combo = qobject_cast<QComboBox*>(w)) {
                for (int i = 0; i < combo->count(); ++i)
                    add(where, combo->itemText(i));
                if (combo->lineEdit())
                    add(where, combo->lineEdit()->placeholderText());
            } else if (auto* line = qobject_cast<QLineEdit*>(w))
                add(where, line->placeholderText());
            else if (auto* dock = qobject_cast<QDockWidget*>(w))
                add(where, dock->windowTitle());
            else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
                for (int i = 0; i < tabs->count(); ++i)
                    add(where, tabs->tabText(i));
            } else if (auto* edit = qobject_cast<QTextEdit*>(w))
                add(where, edit->toPlainText());
            else if (auto* view = qobject_cast<QAbstractItemView*>(w))
                addModel(where, view->model());
            else if (auto* bar = qobject_cast<QMenuBar*>(w))
                addActions(where, bar->actions());
            else if (auto* tools = qobject_cast<QToolBar*>(w))
                addActions(where, tools->actions());
        }
    }

    void addWindow(MainWindow& window)
    {
        addWidgets(&window);
        add(QStringLiteral("result card"), window.card()->text());
        OutcomeChart* chart = window.chart();
        for (const QString& name : chart->view()->categories())
            add(QStringLiteral("chart bar"), name);
        for (int i = 0; i < chart->categories().size(); ++i)
            add(QStringLiteral("chart tip"), chart->tipFor(i));
        add(QStringLiteral("chart what if"), chart->comparisonText());
        add(QStringLiteral("chart triggers"), chart->triggersText());
    }

    /// "where: text (English word: w)" for each text with a word of `english`, or with a
    /// list separator where words should be.
    QStringList problems(const QSet<QString>& english, const QString& context) const
    {
        QStringList found;
        QSet<QString> seen;
        for (const auto& [where, text] : texts_) {
            QString why;
            for (const QString& w : wordsOf(text))
                // A word in capitals is a code printed on the chart or a counter (DR, NE, MT), as
                // is a result code in mixed case written as the module writes it (Ae).
                if (w.size() > 1 && w != w.toUpper() && !resultCodes().contains(w) && english.contains(w.toLower())) {
                    why = QStringLiteral("English word '%1'").arg(w);
                    break;
                }
            if (why.isEmpty() && QRegularExpression(QStringLiteral("^\\s*[;,]")).match(text).hasMatch())
                why = QStringLiteral("starts with a separator");
            const QString line = QStringLiteral("%1: %2: «%3» (%4)").arg(context, where, text.left(200), why);
            if (!why.isEmpty() && !seen.contains(where + text)) {
                seen.insert(where + text);
                found << line;
            }
        }
        return found;
    }

private:
    QList<QPair<QString, QString>> texts_;
};

/// Starts a sealed session of `game` from the New session dialog, its texts added to `shown`.
void startSealedSession(MainWindow& window, const QString& game, ShownTexts& shown)
{
    test::whenDialog<SessionDialog>([game, &shown](SessionDialog* dialog) {
        shown.addWidgets(dialog);
        dialog->gameBox()->setCurrentIndex(dialog->gameBox()->findData(game));
        dialog->sealBox()->setChecked(true);
        dialog->accept();
    });
    window.newSession();
}

}  // namespace

class FrenchWindowTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::prepareEnvironment();
        qputenv("UMPIRE_TABLES", QByteArrayLiteral(UMPIRE_SOURCE_TABLES));  // the shipped games only
    }
    void noEnglishLeft();
};

void FrenchWindowTest::noEnglishLeft()
{
    const QSet<QString> english = englishOnlyWords();
    QVERIFY2(english.contains(QStringLiteral("step")) && english.contains(QStringLiteral("dice")), qPrintable(QString::number(english.size())));
    QVERIFY(!english.contains(QStringLiteral("tour")) && !english.contains(QStringLiteral("dés")));

    const test::InterfaceLanguage french(QStringLiteral("fr"));
    QVERIFY(french.loaded());
    test::Scratch scratch;
    StartupOptions options = scratch.options();
    options.language = QStringLiteral("fr");
    options.seed = 7;
    MainWindow window(options);
    window.resize(1600, 1000);
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(!window.modules().games.empty());

    QStringList problems;
    int procedures = 0;
    int thrown = 0;
    for (const Game& game : window.modules().games) {
        const QString gameId = qs(game.id);
        ShownTexts sessionTexts;
        startSealedSession(window, gameId, sessionTexts);
        problems << sessionTexts.problems(english, gameId + QStringLiteral(" new session"));
        if (SealDialog* seal = window.sealDialog()) {
            ShownTexts sealTexts;
            sealTexts.addWidgets(seal);
            problems << sealTexts.problems(english, gameId + QStringLiteral(" seal"));
            seal->hide();
        }
        for (const Procedure& procedure : game.procedures) {
            const QString context = gameId + QLatin1Char('/') + qs(procedure.id);
            if (!window.chooseProcedure(gameId, qs(procedure.id)))
                continue;  // a step of another procedure, not offered alone
            ++procedures;
            ShownTexts before;
            before.addWindow(window);
            problems << before.problems(english, context + QStringLiteral(" chosen"));
            // A number where the module gives no default (a strength, a factor), so that it can be thrown.
            QJsonObject required;
            for (const InputSpec& input : procedure.inputs)
                if (input.required && input.kind == InputSpec::Kind::Integer)
                    required.insert(qs(input.id), 3);
            if (!required.isEmpty())
                window.session()->loadSituation(required);
            // Throw every step the situation allows, the follow-up too, with the sealed dice.
            // A value read off the printed chart is asked for, shown, then answered with its
            // first result (or 1); the roll is discarded when that is refused.
            for (int i = 0; i < 8; ++i) {
                if (const ChartQuestion* question = window.session()->pendingQuestion()) {
                    ShownTexts asked;
                    asked.addWindow(window);
                    problems << asked.problems(english, context + QStringLiteral(" asked"));
                    const QString value = question->codes.empty() ? QStringLiteral("1") : qs(question->codes.front());
                    if (!window.session()->enterChartResult(value))
                        window.session()->discardRoll(QStringLiteral("test"));
                    QVERIFY(test::settle(window));
                    if (window.session()->pendingQuestion())
                        break;
                    continue;
                }
                if (!window.session()->canRoll())
                    break;
                window.rollProgramDice();
                QVERIFY(test::settle(window));
                ++thrown;
                if (!window.session()->rollUnderWay() && !window.session()->pendingQuestion())
                    break;
            }
            if (window.session()->followUpOffered() && window.session()->followUpMissingInputs().empty()) {
                window.session()->rollFollowUp();
                QVERIFY(test::settle(window));
            }
            ShownTexts after;
            after.addWindow(window);
            problems << after.problems(english, context + QStringLiteral(" thrown"));
        }
    }
    QVERIFY2(procedures > 20 && thrown > procedures / 2, qPrintable(QStringLiteral("%1 procedures, %2 throws").arg(procedures).arg(thrown)));

    // A turn of Duel of Eagles' chit cup in a sealed session, set up from its dialog.
    QVERIFY(window.chooseProcedure(QStringLiteral("duel-of-eagles"), QStringLiteral("fire_combat")));
    ShownTexts cupSession;
    startSealedSession(window, QStringLiteral("duel-of-eagles"), cupSession);
    if (SealDialog* seal = window.sealDialog())
        seal->hide();
    window.findChild<QAction*>(QStringLiteral("cupAction"))->trigger();
    CupDock* cup = window.cupDock();
    QTRY_VERIFY(cup->contentBuilt());
    ShownTexts setUp;
    test::whenDialog<CupSetupDialog>([&setUp](CupSetupDialog* dialog) {
        setUp.addWidgets(dialog);
        dialog->activationField()->setPlainText(QStringLiteral("III Korps\n2e Corps\n"));
        for (int i = 0; i < dialog->eventList()->count(); ++i)
            dialog->eventList()->item(i)->setCheckState(Qt::Checked);
        dialog->accept();
    });
    cup->chooseSetUp();
    problems << setUp.problems(english, QStringLiteral("cup set-up dialog"));
    QVERIFY2(cup->state() && cup->state()->cup, qPrintable(cup->lastProblem()));
    for (int i = 0; i < 3; ++i)
        QVERIFY2(cup->draw(), qPrintable(cup->lastProblem()));
    QVERIFY2(cup->messageLabel()->text().contains(QStringLiteral("jet scellé")), qPrintable(cup->messageLabel()->text()));
    ShownTexts drawn;
    drawn.addWindow(window);
    problems << drawn.problems(english, QStringLiteral("chit cup"));

    // The log with every entry's steps open.
    window.logDock()->view()->expandAll();
    ShownTexts log;
    log.addWidgets(window.logDock());
    problems << log.problems(english, QStringLiteral("game log"));

    problems.removeDuplicates();
    // The whole list, for fixing them: UMPIRE_FRENCH_REPORT=file.
    if (const QString report = qEnvironmentVariable("UMPIRE_FRENCH_REPORT"); !report.isEmpty()) {
        QFile out(report);
        if (out.open(QIODevice::WriteOnly | QIODevice::Text))
            out.write(problems.join(QStringLiteral("\n----\n")).toUtf8());
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 texts with English:\n").arg(problems.size()) +
                                            problems.mid(0, 60).join(QLatin1Char('\n'))));
}

QTEST_MAIN(FrenchWindowTest)
#include "french_window_test.moc"
