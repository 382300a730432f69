// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/situation_form.h"

#include "gui/bounded_spin_box.h"
#include "gui/eliding_combo_box.h"
#include "gui/gui_text.h"
#include "gui/text_tone.h"
#include "gui/unit_table_model.h"
#include "gui/units_editor.h"
#include "gui/wheel_guard.h"

#include "core/refusal_text.h"
#include "engine/game.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>
#include <set>

namespace umpire {

namespace {

/// What the field takes, in the interface's language: the options as the box lists them, never
/// their ids (the engine's allowed() gives those, for the command line and the situation files).
QString allowedText(const InputSpec& input)
{
    if (input.kind == InputSpec::Kind::Units)
        return SituationForm::tr("%1 to %2 units").arg(input.minUnits).arg(input.maxUnits);
    const ScalarSpec& spec = input.scalar;
    switch (spec.kind) {
    case ScalarSpec::Kind::Boolean: return SituationForm::tr("yes or no");
    case ScalarSpec::Kind::Integer: return SituationForm::tr("%1 to %2").arg(spec.min).arg(spec.max);
    case ScalarSpec::Kind::Choice: {
        QStringList labels;
        for (const auto& option : spec.options)
            labels << qs(option.label);
        return labels.join(QStringLiteral(" | "));
    }
    }
    return {};
}

QString tooltipFor(const InputSpec& input, const QString& allowed)
{
    QString tip;
    if (!input.rule.empty())
        tip += QStringLiteral("<p><b>%1</b></p>").arg(SituationForm::tr("Rule %1").arg(qs(input.rule).toHtmlEscaped()));
    if (!input.help.empty())
        tip += QStringLiteral("<p>%1</p>").arg(qs(input.help).toHtmlEscaped());
    if (!allowed.isEmpty())
        tip += QStringLiteral("<p><i>%1</i></p>").arg(SituationForm::tr("Allowed: %1").arg(allowed.toHtmlEscaped()));
    return tip;
}

}  // namespace

SituationForm::SituationForm(QWidget* parent)
    : QWidget(parent), scroll_(new QScrollArea(this)), general_(new QLabel(this)), wheelGuard_(new WheelGuard(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    general_->setWordWrap(true);
    general_->setObjectName(QStringLiteral("formMessage"));
    setTextTone(general_, TextTone::Problem);
    general_->hide();
    layout->addWidget(general_);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->viewport()->installEventFilter(this);
    layout->addWidget(scroll_);
}

bool SituationForm::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == scroll_->viewport() && event->type() == QEvent::Resize)
        fitRowsToWidth();
    return QWidget::eventFilter(watched, event);
}

void SituationForm::fitRowsToWidth()
{
    QWidget* content = scroll_->widget();
    if (!content)
        return;
    const QList<QFormLayout*> forms = content->findChildren<QFormLayout*>();
    if (forms.isEmpty())
        return;
    // The width the rows need side by side, asked with them side by side. The layouts keep
    // their sizes until told otherwise, each group and the content alike.
    const auto setPolicy = [&](QFormLayout::RowWrapPolicy policy) {
        for (QFormLayout* form : forms) {
            if (form->rowWrapPolicy() != policy)
                form->setRowWrapPolicy(policy);
            form->invalidate();
            form->parentWidget()->updateGeometry();
        }
        content->layout()->invalidate();
    };
    setPolicy(QFormLayout::DontWrapRows);
    const int sideBySide = content->minimumSizeHint().width();
    if (sideBySide > scroll_->viewport()->width())
        setPolicy(QFormLayout::WrapAllRows);
}

void SituationForm::setProcedure(const Game* game, const Procedure* procedure)
{
    quiet_ = true;
    game_ = game;
    procedure_ = procedure;
    fields_.clear();
    constraintInputs_.clear();
    lastChanged_.clear();
    general_->hide();
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);
    if (!procedure) {
        scroll_->setWidget(content);
        quiet_ = false;
        return;
    }

    // Groups in the module's order; inputs without a known group go last, under one heading.
    std::vector<std::pair<QString, QString>> groups;
    for (const auto& g : procedure->groups)
        groups.emplace_back(qs(g.id), qs(g.label));
    std::set<std::string> known;
    for (const auto& g : procedure->groups)
        known.insert(g.id);
    const bool anyOther = std::any_of(procedure->inputs.begin(), procedure->inputs.end(),
                                      [&](const InputSpec& i) { return !known.count(i.group); });
    if (anyOther)
        groups.emplace_back(QString(), groups.empty() ? tr("Situation") : tr("Other"));

    fields_.reserve(procedure->inputs.size());
    for (const auto& [groupId, groupLabel] : groups) {
        auto* box = new QGroupBox(groupLabel, content);
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setLabelAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        form->setRowWrapPolicy(QFormLayout::DontWrapRows);
        bool any = false;
        for (const auto& input : procedure->inputs) {
            const bool inGroup = groupId.isEmpty() ? !known.count(input.group) : qs(input.group) == groupId;
            if (!inGroup)
                continue;
            any = true;
            Field f;
            f.spec = &input;
            QWidget* editor = makeEditor(f);
            editor->setParent(box);
            f.editor = editor;
            editor->setObjectName(QStringLiteral("input_") + qs(input.id));
            const QString tip = tooltipFor(input, allowedText(input));
            editor->setToolTip(tip);

            auto* label = new QLabel(box);
            label->setTextFormat(Qt::RichText);
            label->setWordWrap(true);
            label->setText(input.rule.empty() ? qs(input.label).toHtmlEscaped()
                                              : QStringLiteral("%1 <span style='color:gray'>(%2)</span>")
                                                    .arg(qs(input.label).toHtmlEscaped(), qs(input.rule).toHtmlEscaped()));
            label->setToolTip(tip);
            label->setBuddy(editor);
            label->setMinimumWidth(150);

            auto* cell = new QWidget(box);
            auto* cellLayout = new QVBoxLayout(cell);
            cellLayout->setContentsMargins(0, 0, 0, 0);
            cellLayout->setSpacing(2);
            cellLayout->addWidget(editor);
            f.message = new QLabel(cell);
            f.message->setObjectName(QStringLiteral("message_") + qs(input.id));
            f.message->setWordWrap(true);
            setTextTone(f.message, TextTone::Problem);
            f.message->hide();
            cellLayout->addWidget(f.message);
            if (auto* bounded = qobject_cast<BoundedSpinBox*>(editor)) {
                f.range = new QLabel(cell);
                f.range->setObjectName(QStringLiteral("range_") + qs(input.id));
                setTextTone(f.range, TextTone::Problem);
                f.range->hide();
                cellLayout->addWidget(f.range);
                connect(bounded, &BoundedSpinBox::problemChanged, f.range, [range = f.range](const QString& problem) {
                    // One line, the whole text in the tooltip: a wrapped label would overlap the next row.
                    range->setText(problem);
                    range->setToolTip(problem);
                    range->setVisible(!problem.isEmpty());
                });
            }
            if (input.kind == InputSpec::Kind::Units)
                form->addRow(label);
            if (input.kind == InputSpec::Kind::Units)
                form->addRow(cell);
            else
                form->addRow(label, cell);
            fields_.push_back(f);
        }
        if (any)
            layout->addWidget(box);
        else
            delete box;
    }
    layout->addStretch();
    scroll_->setWidget(content);
    fitRowsToWidth();

    // One tab order through the form, in the module's order of groups and inputs.
    const QList<QWidget*> chain = tabChain();
    for (qsizetype i = 1; i < chain.size(); ++i)
        QWidget::setTabOrder(chain[i - 1], chain[i]);

    for (const auto& constraint : procedure->constraints)
        constraintInputs_[qs(constraint.id)] = inputsOf(qs(constraint.id));
    quiet_ = false;
}

QWidget* SituationForm::makeEditor(Field& f)
{
    const InputSpec& input = *f.spec;
    const QString id = qs(input.id);
    auto notify = [this, id] {
        if (quiet_)
            return;
        lastChanged_ = id;
        emit changed(id);
    };
    const Value initial = input.defaultValue();
    switch (input.kind) {
    case InputSpec::Kind::Boolean: {
        auto* box = new QCheckBox(tr("Yes"));
        box->setChecked(initial.isBoolean() && initial.asBoolean());
        connect(box, &QCheckBox::toggled, this, notify);
        return box;
    }
    case InputSpec::Kind::Integer: {
        auto* box = new BoundedSpinBox;
        box->setRange(toInt(input.scalar.min), toInt(input.scalar.max));
        if (input.required) {
            // One step below the allowed range stands for "not given yet", shown as a dash.
            box->setMinimum(toInt(input.scalar.min) - 1);
            box->setSpecialValueText(tr("—"));
        }
        box->setValue(initial.isInteger() && !input.required ? toInt(initial.asInteger()) : box->minimum());
        box->setAccelerated(true);
        // Typing replaces the value on focus, and each keystroke updates the ledger.
        box->setKeyboardTracking(true);
        wheelGuard_->guard(box);
        connect(box, &QSpinBox::valueChanged, this, notify);
        return box;
    }
    case InputSpec::Kind::Choice: {
        auto* box = new ElidingComboBox;
        // A long choice is shortened in the box, with "…" (whole in its tip and its list), rather
        // than widening the form past its pane: at 1024x700 a sideways scroll bar hid the ends
        // of every box.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        if (input.required)
            box->addItem(tr("—"), QString());  // not chosen yet
        for (const auto& option : input.scalar.options)
            box->addItem(qs(option.label), qs(option.id));
        if (initial.isChoice() && !input.required)
            box->setCurrentIndex(std::max(0, box->findData(qs(initial.asChoice()))));
        wheelGuard_->guard(box);
        connect(box, &QComboBox::currentIndexChanged, this, notify);
        return box;
    }
    case InputSpec::Kind::Units: {
        f.units = new UnitTableModel(input, this);
        auto* editor = new UnitsEditor(f.units);
        connect(f.units, &UnitTableModel::unitsChanged, this, notify);
        return editor;
    }
    }
    return new QWidget;
}

const SituationForm::Field* SituationForm::field(const QString& inputId) const
{
    for (const auto& f : fields_)
        if (qs(f.spec->id) == inputId)
            return &f;
    return nullptr;
}

QStringList SituationForm::inputsOf(const QString& constraintId) const
{
    std::set<std::string> inputs;
    std::vector<std::string> pending;
    for (const auto& c : procedure_->constraints)
        if (qs(c.id) == constraintId)
            pending = c.require.namesUsed();
    std::set<std::string> seen;
    while (!pending.empty()) {
        const std::string name = pending.back();
        pending.pop_back();
        if (!seen.insert(name).second)
            continue;
        if (procedure_->input(name)) {
            inputs.insert(name);
            continue;
        }
        for (const auto& d : procedure_->derived)
            if (d.id == name)
                for (auto& used : d.value.namesUsed())
                    pending.push_back(used);
    }
    QStringList ordered;
    for (const auto& f : fields_)
        if (inputs.count(f.spec->id))
            ordered << qs(f.spec->id);
    return ordered;
}

void SituationForm::showRefusals(const std::vector<Refusal>& refusals)
{
    std::map<QString, QStringList> messages;
    QStringList general;
    for (const auto& r : refusals) {
        const QString subject = qs(r.subject);
        QString text = refusalText(r);
        if (const Field* f = field(subject); f && f->spec->required && isUnset(*f))
            text = tr("To fill in: %1 has no default").arg(qs(f->spec->label));
        if (!r.rule.empty() && !text.contains(qs(r.rule)))
            text += QStringLiteral(" (%1)").arg(tr("rule %1").arg(qs(r.rule)));
        if (field(subject)) {
            messages[subject] << text;
            continue;
        }
        const auto involved = constraintInputs_.find(subject);
        if (involved != constraintInputs_.end() && !involved->second.isEmpty()) {
            // Next to the field just changed when it is involved, else the last one involved.
            const QStringList& ids = involved->second;
            messages[ids.contains(lastChanged_) ? lastChanged_ : ids.last()] << text;
            continue;
        }
        general << text;
    }
    for (const auto& f : fields_) {
        const auto found = messages.find(qs(f.spec->id));
        const QString text = found == messages.end() ? QString() : found->second.join(QLatin1Char('\n'));
        f.message->setText(text);
        // A fixed height for the wrapped text: the scroll area does not grow rows by
        // height-for-width, and the message would otherwise overlap the field.
        if (!text.isEmpty()) {
            const int width = f.editor->width() > 50 ? f.editor->width() : 220;
            f.message->setFixedHeight(f.message->heightForWidth(width));
        }
        f.message->setVisible(!text.isEmpty());
    }
    general_->setText(general.join(QLatin1Char('\n')));
    general_->setVisible(!general.isEmpty());
}

QString SituationForm::messageFor(const QString& inputId) const
{
    const Field* f = field(inputId);
    return f ? f->message->text() : QString();
}

QString SituationForm::rangeProblemFor(const QString& inputId) const
{
    const Field* f = field(inputId);
    return f && f->range && !f->range->isHidden() ? f->range->text() : QString();
}

QWidget* SituationForm::editorFor(const QString& inputId) const
{
    const Field* f = field(inputId);
    return f ? f->editor : nullptr;
}

QList<QWidget*> SituationForm::editors() const
{
    QList<QWidget*> list;
    for (const auto& f : fields_)
        list << f.editor;
    return list;
}

QList<QWidget*> SituationForm::tabChain() const
{
    QList<QWidget*> chain;
    for (const auto& f : fields_) {
        if (auto* units = qobject_cast<UnitsEditor*>(f.editor))
            chain << units->view() << units->addButton() << units->duplicateButton() << units->removeButton();
        else
            chain << f.editor;
    }
    return chain;
}

UnitTableModel* SituationForm::unitsFor(const QString& inputId) const
{
    const Field* f = field(inputId);
    return f ? f->units : nullptr;
}

}  // namespace umpire
