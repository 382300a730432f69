// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/game_options_form.h"

#include "gui/gui_text.h"

#include "core/situation_json.h"
#include "engine/game.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace umpire {

namespace {

QString fieldName(const GameOption& option) { return QStringLiteral("option:") + qs(option.id); }

/// The value players read: "yes"/"no", a choice's label, a number.
QString shownValue(const GameOption& option, const Value& value)
{
    switch (option.spec.kind) {
    case ScalarSpec::Kind::Boolean:
        return value.isBoolean() && value.asBoolean() ? GameOptionsForm::tr("yes") : GameOptionsForm::tr("no");
    case ScalarSpec::Kind::Choice:
    case ScalarSpec::Kind::Integer: break;
    }
    return qs(option.spec.labelOf(value));
}

}  // namespace

GameOptionsForm::GameOptionsForm(QWidget* parent) : QWidget(parent), form_(new QFormLayout(this))
{
    setObjectName(QStringLiteral("gameOptions"));
    form_->setContentsMargins(0, 0, 0, 0);
}

bool GameOptionsForm::isEmpty() const { return !game_ || game_->options.empty(); }

void GameOptionsForm::setGame(const Game* game, const Options& chosen)
{
    while (form_->rowCount() > 0)
        form_->removeRow(0);
    game_ = game;
    if (!game)
        return;
    for (const auto& option : game->options) {
        const auto found = chosen.find(option.id);
        const Value value = found != chosen.end() ? found->second : option.spec.defaultValue;
        QString tip = option.rule.empty() ? qs(option.help) : tr("Rule %1. %2").arg(qs(option.rule), qs(option.help));
        QWidget* field = nullptr;
        switch (option.spec.kind) {
        case ScalarSpec::Kind::Boolean: {
            auto* box = new QCheckBox(qs(option.label), this);
            box->setChecked(value.isBoolean() && value.asBoolean());
            field = box;
            form_->addRow(box);
            break;
        }
        case ScalarSpec::Kind::Choice: {
            auto* box = new QComboBox(this);
            for (const auto& choice : option.spec.options)
                box->addItem(qs(choice.label), qs(choice.id));
            box->setCurrentIndex(std::max(0, value.isChoice() ? box->findData(qs(value.asChoice())) : 0));
            field = box;
            form_->addRow(qs(option.label) + QLatin1Char(':'), box);
            break;
        }
        case ScalarSpec::Kind::Integer: {
            auto* box = new QSpinBox(this);
            box->setRange(static_cast<int>(option.spec.min), static_cast<int>(option.spec.max));
            box->setValue(value.isInteger() ? static_cast<int>(value.asInteger()) : box->minimum());
            field = box;
            form_->addRow(qs(option.label) + QLatin1Char(':'), box);
            break;
        }
        }
        field->setObjectName(fieldName(option));
        field->setAccessibleName(qs(option.label));
        field->setToolTip(tip.trimmed());
    }
}

GameOptionsForm::Options GameOptionsForm::options() const
{
    Options chosen;
    if (!game_)
        return chosen;
    for (const auto& option : game_->options) {
        QWidget* field = findChild<QWidget*>(fieldName(option));
        std::optional<Value> value;
        if (auto* box = qobject_cast<QCheckBox*>(field))
            value = option.spec.parse(box->isChecked() ? "true" : "false");
        else if (auto* choice = qobject_cast<QComboBox*>(field))
            value = option.spec.parse(choice->currentData().toString().toStdString());
        else if (auto* number = qobject_cast<QSpinBox*>(field))
            value = option.spec.parse(std::to_string(number->value()));
        if (value)
            chosen[option.id] = *value;
    }
    return chosen;
}

QJsonObject GameOptionsForm::toJson(const Options& chosen)
{
    QJsonObject json;
    for (const auto& [id, value] : chosen)
        json.insert(qs(id), valueJson(value));
    return json;
}

GameOptionsForm::Options GameOptionsForm::fromJson(const Game& game, const QJsonObject& json)
{
    Options chosen;
    for (const auto& option : game.options) {
        const QJsonValue v = json.value(qs(option.id));
        const QString text = v.isBool() ? (v.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                             : v.isDouble() ? QString::number(v.toInteger())
                                            : v.toString();
        if (v.isUndefined())
            continue;
        if (const auto value = option.spec.parse(text.toStdString()); value && option.spec.check(*value).empty())
            chosen[option.id] = *value;
    }
    return chosen;
}

QString GameOptionsForm::summary(const Game& game, const Options& chosen)
{
    QStringList parts;
    for (const auto& option : game.options) {
        const auto found = chosen.find(option.id);
        parts << QStringLiteral("%1: %2").arg(qs(option.label), shownValue(option, found != chosen.end() ? found->second : option.spec.defaultValue));
    }
    return parts.join(QStringLiteral("; "));
}

}  // namespace umpire
