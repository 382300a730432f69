// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <functional>
#include <vector>

class QComboBox;
class QLineEdit;
class QListWidget;

namespace umpire {

struct Game;

/// Chooses the game and the procedure: a game list and a searchable list of its procedures
/// (follow-up-only procedures are left out: a result offers them).
class ProcedurePicker : public QWidget {
    Q_OBJECT

public:
    explicit ProcedurePicker(QWidget* parent = nullptr);

    /// The loaded games; the vector must outlive the picker.
    void setGames(const std::vector<Game>* games);
    /// Selects a game and one of its procedures; false when either is not loaded.
    bool select(const QString& gameId, const QString& procedureId);
    /// The procedure to open when the player picks a game in the list (the one last used in
    /// it); an empty or unknown id opens the game's first procedure.
    void setRememberedProcedure(std::function<QString(const QString& gameId)> remembered);
    QString gameId() const;
    QString procedureId() const;

    QComboBox* gameBox() const { return games_; }
    QLineEdit* searchField() const { return search_; }
    QListWidget* procedureList() const { return list_; }

signals:
    /// The player picked another procedure (or game); ids never empty.
    void procedureChosen(const QString& gameId, const QString& procedureId);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fillProcedures();
    void applySearch();
    void emitChosen();

    const std::vector<Game>* gamesData_ = nullptr;
    QComboBox* games_;
    QLineEdit* search_;
    QListWidget* list_;
    std::function<QString(const QString&)> remembered_;
    bool quiet_ = false;
    QString emittedGame_;
    QString emittedProcedure_;
};

}  // namespace umpire
