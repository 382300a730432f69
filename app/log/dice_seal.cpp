// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/dice_seal.h"

#include <QCryptographicHash>
#include <QRandomGenerator>

#include <limits>
#include <stdexcept>

namespace umpire::DiceSeal {

QString newSecret()
{
    // QRandomGenerator::system() reads the operating system's cryptographic source.
    QByteArray bytes(32, '\0');
    for (char& byte : bytes)
        byte = static_cast<char>(QRandomGenerator::system()->bounded(256));
    return QString::fromLatin1(bytes.toHex());
}

bool isSecret(const QString& text)
{
    if (text.size() != 64)
        return false;
    for (const QChar c : text)
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    return true;
}

QString commitment(const QString& secret)
{
    return QString::fromLatin1(QCryptographicHash::hash(secret.toLatin1(), QCryptographicHash::Sha256).toHex());
}

QByteArray dieMessage(const QString& secret, qint64 position, qint64 die, int attempt, const QString& phrase)
{
    return QStringLiteral("umpire-die:%1:%2:%3:%4:%5").arg(secret).arg(position).arg(die).arg(attempt).arg(phrase).toUtf8();
}

std::int64_t face(const QString& secret, qint64 position, qint64 die, std::int64_t sides, const QString& phrase)
{
    if (sides < 1)
        throw std::invalid_argument("a die needs at least one side");
    const auto range = static_cast<std::uint64_t>(sides);
    constexpr std::uint64_t top = std::numeric_limits<std::uint64_t>::max();
    // Values at or above the largest multiple of `sides` are rejected so that every face has
    // the same number of values behind it (for a d6 this happens once in 4.6e18).
    const std::uint64_t rest = (top % range + 1) % range;  // 2^64 mod sides
    const std::uint64_t highest = top - rest;            // values above it are rejected
    for (int attempt = 0;; ++attempt) {
        const QByteArray digest =
            QCryptographicHash::hash(dieMessage(secret, position, die, attempt, phrase), QCryptographicHash::Sha256);
        std::uint64_t v = 0;
        for (int i = 0; i < 8; ++i)
            v = (v << 8) | static_cast<std::uint8_t>(digest.at(i));
        if (v <= highest)
            return static_cast<std::int64_t>(v % range) + 1;
    }
}

QJsonObject rollSealJson(const RollSeal& seal)
{
    return QJsonObject{{QStringLiteral("commitment"), seal.commitment},
                       {QStringLiteral("phrase"), seal.phrase},
                       {QStringLiteral("position"), seal.position}};
}

std::optional<RollSeal> rollSealOf(const QJsonObject& resolution)
{
    const QJsonValue value = resolution.value(QStringLiteral("sealed_dice"));
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject o = value.toObject();
    const QJsonValue position = o.value(QStringLiteral("position"));
    if (!o.value(QStringLiteral("commitment")).isString() || !o.value(QStringLiteral("phrase")).isString()
        || !position.isDouble() || position.toDouble() < 1 || position.toDouble() != double(position.toInteger()))
        return std::nullopt;
    return RollSeal{o.value(QStringLiteral("commitment")).toString(), o.value(QStringLiteral("phrase")).toString(),
                    position.toInteger()};
}

QString programDiceLabel(DiceOrigin origin, std::optional<quint64> seed, const QJsonObject& resolution)
{
    if (origin != DiceOrigin::Rolled)
        return {};
    if (const auto seal = rollSealOf(resolution))
        return QStringLiteral("sealed roll %1 (commitment %2...)").arg(seal->position).arg(seal->commitment.left(12));
    return seed ? QStringLiteral("seed %1").arg(*seed) : QStringLiteral("no seed");
}

}  // namespace umpire::DiceSeal
