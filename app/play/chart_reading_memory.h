// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/chart_question.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <map>
#include <string>

namespace umpire {

/// A value the players read off their printed chart, kept for the rest of the game.
struct KeptChartReading {
    QString key;    ///< ChartQuestion::key
    QString label;  ///< The cell: "Base attack factor, 4.., rifle"
    QString value;
};

/// The cells read off the printed chart, per game, before the dice (a factor) or after them (a
/// result): a printed cell does not change, so it is asked for once, kept between runs, and can
/// be forgotten to read it again.
/// Readings come back as JSON from the settings file; one that no longer fits the module is
/// refused where it is used, naming the cell, and can then be forgotten.
class ChartReadingMemory {
public:
    /// The readings of `gameId`, by question key.
    const ChartReadings& readings(const QString& gameId) const;
    void keep(const QString& gameId, const ChartQuestion& question, const std::string& value);
    /// False when nothing was kept under `key`.
    bool forget(const QString& gameId, const QString& key);
    /// The readings of `gameId` with their cells, in key order.
    QList<KeptChartReading> kept(const QString& gameId) const;

    /// Everything kept: {"game": {"key": {"value": "2", "label": "..."}}}.
    QJsonObject toJson() const;
    /// Replaces what is kept. Entries of the wrong shape or size are skipped: the file may have
    /// been damaged or written by hand.
    void fromJson(const QJsonObject& json);

private:
    std::map<QString, ChartReadings> readings_;
    std::map<QString, std::map<std::string, std::string, std::less<>>> labels_;
};

}  // namespace umpire
