// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QHBoxLayout;
class QLabel;
class QResizeEvent;

namespace umpire {

class PlaySession;
struct PlayedRoll;

/// The dice of the last rolls of this window, newest first, each with its result: a glance
/// tells who rolled what a moment ago, and a run of ones is there for all to see. A roll's
/// tooltip says what it was for, when, and where it stands in the log.
class DiceHistoryStrip : public QWidget {
    Q_OBJECT

public:
    explicit DiceHistoryStrip(QWidget* parent = nullptr);

    /// Follows the rolls of `session`.
    void setSession(PlaySession* session);
    /// The rolls shown, newest first, as their chips read ("4 DR", "3,5 W").
    QStringList chips() const;
    /// Whether chip `index` (0: the newest) is struck out: its roll was discarded or voided.
    bool struckOut(int index) const;
    /// The tooltip of chip `index` (0: the newest).
    QString tipOf(int index) const;

    QSize minimumSizeHint() const override;

    /// How many rolls are kept at most (a narrow window shows the newest that fit).
    static constexpr int kShown = 12;

private:
    /// One roll as its chip shows it.
    struct Shown {
        quint64 serial = 0;
        QString dice;
        QString result;  ///< the code, or the result's short label
        QString tip;
        qint64 entry = 0;  ///< its log entry, once logged
        bool discarded = false;  ///< discarded or voided: struck out
    };
    void followRolls();
    /// Strikes out the roll logged as `entryId`, voided since (it may be older than the
    /// session's last roll).
    void strikeEntry(qint64 entryId);
    void layOut();
    /// Shows the newest chips that fit the width, hides the rest.
    void fitChips();
    void resizeEvent(QResizeEvent* event) override;

    PlaySession* session_ = nullptr;
    QList<Shown> shown_;  ///< newest first
    QHBoxLayout* row_;
    QLabel* title_;
    QLabel* empty_;
    QList<QLabel*> chips_;
};

/// The dice of a roll as the strip shows them: every step's faces, in order ("6,1 · 3 · 2,5").
QString diceOfRoll(const PlayedRoll& roll);

}  // namespace umpire
