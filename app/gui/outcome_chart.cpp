// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/outcome_chart.h"

#include "gui/chance_bars.h"
#include "gui/gui_text.h"
#include "gui/palette_theme.h"

#include "engine/outcome_distribution.h"
#include "engine/procedure.h"

#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace umpire {

namespace {

/// One decimal is what players read; the exact fraction is in the tooltip.
double rounded(double percent) { return std::round(percent * 10.0) / 10.0; }

/// The bars' height when the lines under them fit on one line each, and the least they give up
/// to lines that wrap: below it the axis and the percentages crowd the bars out. Kept low: in the
/// smallest window (1024x700) the ledgers above take what the chart does not.
constexpr int barsHeight = 145;
constexpr int barsLeastHeight = 110;

}  // namespace

OutcomeChart::OutcomeChart(QWidget* parent)
    : QWidget(parent),
      bars_(new ChanceBars(this)),
      comparison_(new QLabel(this)),
      caption_(new QLabel(this)),
      subject_(new QComboBox(this)),
      triggers_(new QLabel(this))
{
    bars_->setLegend(tr("Now"), tr("Before last change"));
    bars_->setMinimumHeight(barsHeight);  // small windows: the line under it and the panes around it need room too
    bars_->setObjectName(QStringLiteral("outcomeChartView"));
    bars_->setAccessibleName(tr("Chances"));
    comparison_->setWordWrap(true);
    comparison_->setObjectName(QStringLiteral("whatIf"));
    caption_->setObjectName(QStringLiteral("chanceCaption"));
    caption_->setWordWrap(true);
    caption_->hide();
    subject_->setObjectName(QStringLiteral("chanceSubject"));
    subject_->setAccessibleName(tr("Chances of"));
    subject_->setToolTip(tr("Show the chances of the result, or of each value an output may take"));
    subject_->hide();
    triggers_->setObjectName(QStringLiteral("triggerChances"));
    triggers_->setWordWrap(true);
    triggers_->hide();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(caption_);
    layout->addWidget(subject_);
    layout->addWidget(bars_, 1);
    layout->addWidget(comparison_);
    layout->addWidget(triggers_);
    connect(subject_, &QComboBox::currentIndexChanged, this, [this] {
        if (procedure_)
            render();
    });
    applyTheme();
}

bool OutcomeChart::event(QEvent* event)
{
    // A text set, shown or hidden asks for a layout: the lines it wraps to are counted then.
    if (event->type() == QEvent::LayoutRequest)
        fitBarsToText();
    return QWidget::event(event);
}

void OutcomeChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitBarsToText();
}

void OutcomeChart::fitBarsToText()
{
    // Qt counts one line for a word-wrapped label in a pane's minimum height: a short pane drew
    // the other lines over the bars. The bars give them room, down to their least height; past
    // that the pane asks for more. Before the first show the labels' width is not theirs yet,
    // and the minimum it would give could grow the window.
    if (!isVisible())
        return;
    int extra = 0;
    for (const QLabel* label : {caption_, comparison_, triggers_})
        if (!label->isHidden())
            extra += std::max(0, label->heightForWidth(width()) - label->minimumSizeHint().height());
    bars_->setMinimumHeight(std::max(barsLeastHeight, barsHeight - extra));
    setMinimumHeight(extra > 0 ? layout()->minimumSize().height() + extra : 0);
}

void OutcomeChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyTheme();
    QWidget::changeEvent(event);
}

void OutcomeChart::applyTheme()
{
    const bool dark = PaletteTheme::isDark();
    // The application palette, not the widget's: this runs while a new palette propagates.
    const QPalette palette = QGuiApplication::palette();
    ChanceBars::Colors colors;
    colors.background = palette.color(QPalette::Base);
    colors.text = palette.color(QPalette::Text);
    colors.grid = colors.text;
    colors.grid.setAlpha(48);
    colors.now = dark ? QColor(0x5a, 0x9b, 0xe6) : QColor(0x2f, 0x6d, 0xb5);
    colors.before = dark ? QColor(0x5c, 0x60, 0x66) : QColor(0xc4, 0xc9, 0xd0);
    // The rolled result: the same bar in the warning colour of the ledger.
    colors.marked = dark ? QColor(0xff, 0xb0, 0x40) : QColor(0xd0, 0x70, 0x00);
    bars_->setColors(colors);
}

void OutcomeChart::setCaption(const QString& caption)
{
    caption_->setText(caption);
    caption_->setVisible(!caption.isEmpty());
}

void OutcomeChart::showDistribution(const Procedure& procedure, const OutcomeDistribution& now, const OutcomeDistribution* before)
{
    procedure_ = &procedure;
    nowDistribution_ = now;
    beforeDistribution_ = before ? std::optional<OutcomeDistribution>(*before) : std::nullopt;
    // The result, then each output: the choice stays on the same output while it exists.
    const QString chosen = subject_->currentData().toString();
    QStringList ids{QString()};
    QStringList labels{tr("Result")};
    for (const auto& output : now.outputs) {
        ids << qs(output.id);
        labels << tr("Output: %1").arg(qs(output.label));
    }
    bool same = subject_->count() == ids.size();
    for (int i = 0; same && i < subject_->count(); ++i)
        same = subject_->itemData(i).toString() == ids[i];
    if (!same) {
        const QSignalBlocker block(subject_);
        subject_->clear();
        for (qsizetype i = 0; i < ids.size(); ++i)
            subject_->addItem(labels[i], ids[i]);
        subject_->setCurrentIndex(std::max<int>(0, static_cast<int>(ids.indexOf(chosen))));
    }
    subject_->setVisible(ids.size() > 1);

    QStringList triggerLines;
    for (const auto& entry : now.triggers) {
        const TriggerDefinition* trigger = procedure.trigger(entry.code);
        const QString label = trigger ? qs(trigger->label) : qs(entry.code);
        triggerLines << tr("%1 %2 (%3)").arg(label, percentText(rounded(now.percent(entry))), qs(now.probabilityText(entry)));
    }
    triggers_->setText(triggerLines.isEmpty() ? QString() : tr("Triggers: %1").arg(triggerLines.join(QStringLiteral(", "))));
    triggers_->setVisible(!triggerLines.isEmpty());
    render();
}

/// The bars of the chosen subject: one per value of an output, or one per result.
void OutcomeChart::render()
{
    const Procedure& procedure = *procedure_;
    const OutcomeDistribution& now = nowDistribution_;
    const OutcomeDistribution* before = beforeDistribution_ ? &*beforeDistribution_ : nullptr;
    const QString outputId = subject_->currentData().toString();
    if (!now.notCounted.empty()) {
        showUnavailable(tr("Too many outcomes to count exactly: %1").arg(qs(now.notCounted)));
        return;
    }
    constexpr std::size_t crowded = 8;
    QStringList leftOut;
    QStringList categories;
    QStringList names;
    std::vector<double> nowValues;
    std::vector<double> beforeValues;
    QStringList tips;
    if (!outputId.isEmpty()) {
        const auto chancesOf = [&outputId](const OutcomeDistribution* d) -> const OutcomeDistribution::OutputChances* {
            if (d)
                for (const auto& output : d->outputs)
                    if (qs(output.id) == outputId)
                        return &output;
            return nullptr;
        };
        const auto* output = chancesOf(&now);
        const auto* old = chancesOf(before);
        if (output)
            for (const auto& entry : output->values) {
                // 7.5, as the card writes it, not the exact 15/2 the odds keep.
                const auto number = Fraction::parse(entry.code);
                const QString name = entry.code.empty()      ? tr("none")
                                     : entry.code == "true"  ? tr("yes")
                                     : entry.code == "false" ? tr("no")
                                                             : qs(number ? number->toReadableString() : entry.code);
                categories << name;
                names << name;
                nowValues.push_back(rounded(now.percent(entry)));
                tips << QStringLiteral("%1: %2 (%3)").arg(name, qs(now.probabilityText(entry)), percentText(nowValues.back()));
                double was = 0.0;
                if (old)
                    for (const auto& e : old->values)
                        if (e.code == entry.code)
                            was = rounded(before->percent(e));
                if (old)
                    beforeValues.push_back(was);
            }
    } else {
        // Every result of the procedure, reachable or not, so the bars keep their places as the
        // situation changes and a 0 % is visible; count procedures list their hit counts.
        std::vector<std::string> codes;
        for (const auto& result : procedure.results)
            codes.push_back(result.code);
        if (codes.empty() || now.find("") != nullptr || (before && before->find("") != nullptr))
            for (const auto* d : {&now, before})
                if (d)
                    for (const auto& entry : d->entries)
                        if (std::find(codes.begin(), codes.end(), entry.code) == codes.end())
                            codes.push_back(entry.code);
        // The share of throws landing on a cell our sources lack: its bar says the players read
        // the result off their printed chart, and names the results a reading can still give
        // when only some can come.
        QString chartName = tr("read off the printed chart");
        QString chartMeaning = tr("the throws that land on a cell our sources lack: you read their result off your printed chart");
        if (const auto* chart = now.find(""); chart && !chart->chartCodes.empty()) {
            QStringList possible;
            for (const auto& code : chart->chartCodes)
                possible << qs(code);
            chartName = tr("read off the printed chart: %1").arg(possible.join(QLatin1Char('/')));
        }
        // A result's short label, where it has one, stands for its code.
        const auto nameOf = [&procedure, &chartName](const std::string& code) {
            const ResultDefinition* definition = code.empty() ? nullptr : procedure.result(code);
            return code.empty() ? chartName : qs(definition && !definition->shortLabel.empty() ? definition->shortLabel : code);
        };
        // A crowded chart leaves out what cannot happen, now or before the last change.
        if (codes.size() > crowded) {
            std::vector<std::string> reachable;
            for (const auto& code : codes) {
                const bool possible = now.find(code) || (before && before->find(code));
                if (possible)
                    reachable.push_back(code);
                else
                    leftOut << nameOf(code);
            }
            codes = reachable;
        }
        for (const auto& code : codes) {
            const QString name = nameOf(code);
            categories << (code.empty() ? name : qs(code));
            names << name;
            const auto* entry = now.find(code);
            nowValues.push_back(entry ? rounded(now.percent(*entry)) : 0.0);
            const ResultDefinition* definition = code.empty() ? nullptr : procedure.result(code);
            const QString meaning = code.empty() ? QStringLiteral(" — ") + chartMeaning
                                    : definition && qs(definition->label) != name ? QStringLiteral(" — ") + qs(definition->label)
                                                                                  : QString();
            tips << QStringLiteral("%1%2: %3 (%4)")
                        .arg(name, meaning, entry ? qs(now.probabilityText(*entry)) : QStringLiteral("0"), percentText(nowValues.back()));
            if (before) {
                const auto* old = before->find(code);
                beforeValues.push_back(old ? rounded(before->percent(*old)) : 0.0);
            }
        }
    }
    names_ = names;
    if (categories != categories_) {
        categories_ = categories;
        // Many results: upright labels (never cut to "…") and the numbers in the tooltips.
        const bool many = static_cast<std::size_t>(categories_.size()) > crowded;
        bars_->setUprightLabels(many);
        bars_->setValuesOnBars(!many);
        marked_.clear();
        bars_->setMarked(-1);
    }
    tips_ = tips;
    leftOut_ = leftOut;
    now_ = nowValues;
    before_ = beforeValues;
    // Only the current bars carry numbers (two per result would overlap); a "before" bar's
    // tooltip adds its own chance, and the line under the chart says what moved.
    QStringList beforeTips;
    for (std::size_t i = 0; i < before_.size(); ++i)
        beforeTips << tips.value(static_cast<qsizetype>(i)) + QLatin1Char('\n') + tr("before the last change: %1").arg(percentText(before_[i]));
    bars_->setBars(names_, now_, before_);
    bars_->setTips(tips, beforeTips);
    comparison_->setText(comparisonText());
}

void OutcomeChart::markRolled(const QString& code)
{
    marked_.clear();
    const qsizetype index = categories_.indexOf(code);
    bars_->setMarked(-1);
    if (!code.isEmpty() && index >= 0) {
        bars_->setMarked(static_cast<int>(index));
        marked_ = code;
    }
    comparison_->setText(comparisonText());
}

bool OutcomeChart::valuesOnBars() const { return bars_->valuesOnBars(); }

QString OutcomeChart::triggersText() const { return triggers_->isHidden() ? QString() : triggers_->text(); }

void OutcomeChart::showUnavailable(const QString& why)
{
    triggers_->hide();
    now_.clear();
    before_.clear();
    tips_.clear();
    leftOut_.clear();
    marked_.clear();
    bars_->setMarked(-1);
    bars_->setBars(names_, {}, {});
    bars_->setTips({}, {});
    comparison_->setText(why);
}

void OutcomeChart::forgetProcedure()
{
    procedure_ = nullptr;
    nowDistribution_ = {};
    beforeDistribution_.reset();
    categories_.clear();
    names_.clear();
    {
        const QSignalBlocker block(subject_);
        subject_->clear();
    }
    subject_->hide();
    caption_->clear();
    caption_->hide();
    showUnavailable(QString());
}

QString OutcomeChart::comparisonText() const
{
    QString prefix;
    if (!marked_.isEmpty())
        prefix += tr("Rolled: %1 (the marked bar).").arg(names_.value(categories_.indexOf(marked_), marked_)) + QLatin1Char(' ');
    if (!leftOut_.isEmpty())
        prefix += tr("Cannot happen here: %1.").arg(leftOut_.join(QStringLiteral(", "))) + QLatin1Char(' ');
    return prefix + whatIfText();
}

QString OutcomeChart::whatIfText() const
{
    if (before_.empty())
        return tr("What if: change a field to compare with the situation before it.");
    QStringList moved;
    for (std::size_t i = 0; i < now_.size() && i < before_.size(); ++i)
        if (now_[i] != before_[i])
            moved << QStringLiteral("%1 %2 → %3").arg(names_.value(static_cast<qsizetype>(i)), percentText(before_[i]), percentText(now_[i]));
    if (moved.isEmpty())
        return tr("What if: the last change moved no chance.");
    return tr("What if, since the last change: %1").arg(moved.join(QStringLiteral(", ")));
}

}  // namespace umpire
