// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/turn_and_phase.h"

#include <QRegularExpression>

namespace umpire {

namespace {

const QRegularExpression& lastNumber()
{
    static const QRegularExpression pattern(QStringLiteral("(\\d+)(?!.*\\d)"));
    return pattern;
}

}  // namespace

TurnAndPhase::TurnAndPhase(QObject* parent) : QObject(parent) {}

std::optional<int> TurnAndPhase::turnNumber() const
{
    const auto match = lastNumber().match(turn_);
    bool ok = false;
    const int number = match.hasMatch() ? match.captured(1).toInt(&ok) : 0;
    return ok ? std::optional<int>(number) : std::nullopt;
}

void TurnAndPhase::setTurn(const QString& turn)
{
    const QString trimmed = turn.trimmed();
    if (trimmed == turn_)
        return;
    turn_ = trimmed;
    emit changed();
}

void TurnAndPhase::setPhase(const QString& phase)
{
    const QString trimmed = phase.trimmed();
    if (trimmed == phase_)
        return;
    phase_ = trimmed;
    emit changed();
}

void TurnAndPhase::replace(const QString& turn, const QString& phase, const QStringList& phases)
{
    turn_ = turn.trimmed();
    phase_ = phase.trimmed();
    phases_ = phases;
    emit changed();
}

QString TurnAndPhase::withNumber(qint64 number) const
{
    if (turn_.isEmpty())
        return QString::number(number);
    const auto match = lastNumber().match(turn_);
    if (!match.hasMatch())
        return turn_ + QLatin1Char(' ') + QString::number(number);
    QString text = turn_;
    text.replace(match.capturedStart(1), match.capturedLength(1), QString::number(number));
    return text;
}

void TurnAndPhase::startTurn(const QString& turn)
{
    turn_ = turn;
    if (!phases_.isEmpty())
        phase_ = phases_.constFirst();
    emit changed();
    emit turnStarted(turn_);
}

void TurnAndPhase::nextTurn()
{
    if (turn_.isEmpty()) {
        startTurn(QStringLiteral("1"));
        return;
    }
    const auto match = lastNumber().match(turn_);
    // A label without a number ("Dawn") gets one: "Dawn 2".
    startTurn(withNumber(match.hasMatch() ? match.captured(1).toLongLong() + 1 : 2));
}

void TurnAndPhase::nextPhase()
{
    if (!phase_.isEmpty() && !phases_.contains(phase_)) {
        phases_ << phase_;
        emit changed();
    }
    if (phases_.isEmpty())
        return;
    const qsizetype index = phases_.indexOf(phase_);
    if (index + 1 >= phases_.size()) {
        nextTurn();
        return;
    }
    phase_ = phases_.at(index + 1);
    emit changed();
}

void TurnAndPhase::followCupTurn(int number)
{
    if (turnNumber() == number)
        return;
    startTurn(withNumber(number));
}

}  // namespace umpire
