// SPDX-License-Identifier: GPL-3.0-or-later
// A game switch clears and rebuilds everything game-specific (issue 46, point 5): nothing of
// the last game's procedure stays on screen under the new game's name.
#include "gui_test_support.h"

#include "gui/main_window.h"
#include "gui/outcome_chart.h"
#include "gui/procedure_picker.h"
#include "gui/situation_form.h"

#include "play/play_session.h"

#include "engine/game.h"

#include <QComboBox>
#include <QLineEdit>
#include <QListWidget>
#include <QTest>

using namespace umpire;

namespace {

/// What may be written under a bar of `procedure`'s chart: its result codes and short labels.
QStringList barNamesOf(const Procedure& procedure)
{
    QStringList names;
    for (const auto& result : procedure.results) {
        names << QString::fromStdString(result.code);
        if (!result.shortLabel.empty())
            names << QString::fromStdString(result.shortLabel);
    }
    return names;
}

}  // namespace

class GameSwitchTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { test::prepareEnvironment(); }
    void aSearchDoesNotKeepTheLastGamesProcedure();
    void aRefusedSituationShowsNoBarsOfTheLastGame();
};

void GameSwitchTest::aSearchDoesNotKeepTheLastGamesProcedure()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(test::showAndActivate(&window));
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    ProcedurePicker* picker = window.picker();
    // A search that matches one of Verdun's procedures and none of Duel of Eagles'.
    picker->searchField()->setFocus();
    QTest::keyClicks(picker->searchField(), QStringLiteral("Ground"));
    QCOMPARE(window.session()->procedureId(), QStringLiteral("combat"));

    QComboBox* games = picker->gameBox();
    games->setCurrentIndex(games->findData(QStringLiteral("duel-of-eagles")));
    QCOMPARE(window.session()->gameId(), QStringLiteral("duel-of-eagles"));
    QVERIFY(window.session()->procedure() != nullptr);
    QCOMPARE(window.form()->procedure(), window.session()->procedure());
    QCOMPARE(picker->procedureId(), window.session()->procedureId());
    QVERIFY(picker->searchField()->text().isEmpty());
}

void GameSwitchTest::aRefusedSituationShowsNoBarsOfTheLastGame()
{
    test::Scratch scratch;
    MainWindow window(scratch.options());
    QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
    QVERIFY(window.assessment() != nullptr);
    QVERIFY(!window.chart()->categoryNames().isEmpty());

    // Every procedure of the other game whose situation, as it opens, is refused.
    const Game* napoleon = nullptr;
    for (const Game& game : window.modules().games)
        if (game.id == "campaigns-of-napoleon-light")
            napoleon = &game;
    QVERIFY(napoleon != nullptr);
    int refused = 0;
    for (const Procedure& procedure : napoleon->procedures) {
        if (procedure.followUpOnly)
            continue;
        QVERIFY(window.chooseProcedure(QStringLiteral("verdun-1916"), QStringLiteral("combat")));
        QVERIFY(window.chooseProcedure(QString::fromStdString(napoleon->id), QString::fromStdString(procedure.id)));
        if (window.assessment())
            continue;
        ++refused;
        const QStringList allowed = barNamesOf(procedure.step(procedure.stepCount() - 1));
        for (const QString& name : window.chart()->categoryNames())
            QVERIFY2(allowed.contains(name), qPrintable(QStringLiteral("%1 shows a bar \"%2\"").arg(QString::fromStdString(procedure.id), name)));
    }
    QVERIFY2(refused > 0, "no procedure of Campaigns of Napoleon is refused as it opens: the test checks nothing");
}

QTEST_MAIN(GameSwitchTest)
#include "game_switch_test.moc"
