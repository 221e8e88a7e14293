#include "ui/charts/tornado_chart.h"

#include <algorithm>
#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/chart_style.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

// The share of the chart's width the input titles may take; the bars keep the rest.
constexpr double kLabelShare = 0.4;
constexpr int kMinimumHeight = 220;  // with few inputs; a row more for each input beyond

}  // namespace

TornadoChart::TornadoChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("TornadoChart"));
    setMinimumHeight(kMinimumHeight);
    // Under the plot: inside it, the legend would cover the bars of the last inputs.
    placeLegendBelow(2);
    render();
}

std::optional<ChartNote> TornadoChart::noteAt(const QPointF& pos) const {
    const QString hover = hoverText(pos);
    if (hover.isEmpty()) return std::nullopt;
    const int k = inputAt(pos.y());
    const engine::InputSwing& in = result_->inputs[static_cast<std::size_t>(k)];
    const QString path = QString::fromStdString(in.path);
    const QString currency = QString::fromStdString(scenario_.currency);
    const QLocale locale = uiLocale();
    const QString compared = io::shownText(scenario_.options.at(result_->compared).name);
    const QString baseline = io::shownText(scenario_.options.at(result_->baseline).name);
    ChartNote note;
    note.title = titles_[k];
    QStringList lines = hover.split(QLatin1Char('\n')).mid(1);
    lines
        << tr("Base value %1; swing %2.")
               .arg(formatFieldEstimate(path, in.base, currency), io::formatMoney(in.swing, currency, locale))
        << QString()
        << tr("The difference is the PV of cost of “%1” less that of the baseline “%2” (after tax when "
              "tax is on; below zero, “%1” is cheaper). Each end sets this input to its P5 or P95 and keeps "
              "every other input at its value in the file; the inputs are ranked by the swing between "
              "the two ends.")
               .arg(compared, baseline);
    note.body = lines.join(QLatin1Char('\n'));
    return note;
}

std::vector<bool> TornadoChart::affecting() const {
    std::vector<bool> out;
    if (result_)
        for (const engine::InputSwing& in : result_->inputs)
            out.push_back(engine::touchesCompared(*result_, in));
    return out;
}

std::vector<std::pair<double, double>> TornadoChart::bars() const {
    std::vector<std::pair<double, double>> out;
    if (!result_) return out;
    for (const engine::InputSwing& in : result_->inputs)
        out.emplace_back(std::min(in.differenceLow, in.differenceHigh),
                         std::max(in.differenceLow, in.differenceHigh));
    return out;
}

QStringList TornadoChart::shownLabels() const {
    QStringList labels;
    if (!ticker_) return labels;
    // The ticker holds them bottom first (by position); the largest swing is on top.
    for (auto it = ticker_->ticks().constEnd(); it != ticker_->ticks().constBegin();) labels << *--it;
    return labels;
}

void TornadoChart::render() {
    clearPlottables();
    clearItems();
    styleChart(*this, uiLocale());
    titles_.clear();
    ticker_.reset();
    xAxis->setNumberFormat(QStringLiteral("f"));
    xAxis->setNumberPrecision(0);
    if (!result_ || result_->inputs.empty()) {
        xAxis->setLabel(tr("PV difference to the baseline"));  // fitted by styleChart's layout pass
        yAxis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        legend->setVisible(false);
        // A new chart's ranges and height: no trace of the last result.
        xAxis->setRange(0, 5);
        yAxis->setRange(0, 5);
        setMinimumHeight(kMinimumHeight);
        redraw();
        return;
    }
    const auto& inputs = result_->inputs;
    const int n = static_cast<int>(inputs.size());
    const QString currency = QString::fromStdString(scenario_.currency);
    // Short, so that it fits any width; which two options it compares is said beside the
    // chart (the Risk page's title, the report's caption).
    xAxis->setLabel(tr("PV difference to the baseline (%1)").arg(currency));

    // Largest swing on top: input k sits at y = n - k. The labels are set at layout time,
    // elided to the width the chart has then (updateLayout).
    for (const engine::InputSwing& in : inputs)
        titles_ << fieldTitle(scenario_, QString::fromStdString(in.path));
    ticker_.reset(new QCPAxisTickerText);
    yAxis->setTicker(ticker_);
    yAxis->setRange(0.3, n + 0.7);
    // A row per input at least a line and a half high, so that no two labels touch.
    const int row = QFontMetrics(yAxis->tickLabelFont()).height() * 3 / 2;
    // Under the bars: the value axis, its title and the legend, measured on their own words
    // in the language shown (a font's own height leaves out the taller Chinese glyphs that
    // fall back to another font, and a fixed 110 pixels cut the Chinese legend off).
    const auto lineOf = [](const QFont& font, const QString& words) {
        const QFontMetrics metrics(font);
        return std::max(metrics.height(), metrics.boundingRect(words).height());
    };
    const int below = 2 * lineOf(xAxis->labelFont(), xAxis->label()) +
                      lineOf(xAxis->tickLabelFont(), QStringLiteral("-400,000")) +
                      2 * lineOf(legend->font(), tr("input at P5")) + 50;
    setMinimumHeight(std::max(kMinimumHeight, below + row * n));

    const double base = result_->basePvs.empty()
                            ? 0
                            : result_->basePvs[result_->compared] - result_->basePvs[result_->baseline];
    // Two bar sets from the base value: to the difference at P5 and to the one at P95.
    auto* lowBars = new QCPBars(yAxis, xAxis);
    auto* highBars = new QCPBars(yAxis, xAxis);
    lowBars->setName(tr("input at P5"));
    highBars->setName(tr("input at P95"));
    lowBars->setBrush(QColor(0x25, 0x63, 0xeb, 200));
    highBars->setBrush(QColor(0xea, 0x58, 0x0c, 200));
    for (QCPBars* b : {lowBars, highBars}) {
        b->setPen(Qt::NoPen);
        b->setWidth(0.6);
        b->setBaseValue(base);
    }
    double lo = base, hi = base;
    for (int k = 0; k < n; ++k) {
        const engine::InputSwing& in = inputs[static_cast<std::size_t>(k)];
        if (!engine::touchesCompared(*result_, in)) {
            // Not an empty bar: the input moves neither option of the pair (issue #36).
            auto* note = new QCPItemText(this);
            note->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            note->position->setCoords(base, n - k);
            note->setText(QStringLiteral("  ") + tr("does not affect these options"));
            // Grey, upright: a Chinese font has no italic, and the report would embed another
            // family for it.
            note->setFont(yAxis->tickLabelFont());
            note->setColor(QColor(0x94, 0xa3, 0xb8));
            note->setClipToAxisRect(false);
            continue;
        }
        lowBars->addData(n - k, in.differenceLow - base);
        highBars->addData(n - k, in.differenceHigh - base);
        lo = std::min({lo, in.differenceLow, in.differenceHigh});
        hi = std::max({hi, in.differenceLow, in.differenceHigh});
    }
    const double pad = std::max(1.0, (hi - lo) * 0.08);
    xAxis->setRange(lo - pad, hi + pad);
    auto* baseLine = new QCPItemStraightLine(this);
    baseLine->point1->setCoords(base, 0);
    baseLine->point2->setCoords(base, 1);
    baseLine->setPen(QPen(QColor(0x33, 0x41, 0x55), 1, Qt::DashLine));
    legend->setVisible(true);
    redraw();
}

void TornadoChart::updateLayout() {
    if (ticker_) {
        const int n = static_cast<int>(titles_.size());
        const int room = std::max(120, static_cast<int>(viewport().width() * kLabelShare));
        QMap<double, QString> ticks;
        for (int k = 0; k < n; ++k)
            ticks.insert(n - k, elideMiddle(titles_[k], yAxis->tickLabelFont(), room));
        ticker_->setTicks(ticks);
    }
    ResultChart::updateLayout();
}

int TornadoChart::inputAt(double y) const {
    if (!result_ || titles_.isEmpty()) return -1;
    const QRect plot = axisRect()->rect();
    if (y < plot.top() || y > plot.bottom()) return -1;
    const int n = static_cast<int>(titles_.size());
    const int k = n - static_cast<int>(std::lround(yAxis->pixelToCoord(y)));
    return k >= 0 && k < n ? k : -1;
}

QString TornadoChart::hoverText(const QPointF& pos) const {
    const int k = inputAt(pos.y());
    // Over a label or a bar, not over the legend or the value axis below the bars.
    if (k < 0 || pos.x() > axisRect()->rect().right()) return {};
    const engine::InputSwing& in = result_->inputs[static_cast<std::size_t>(k)];
    if (!engine::touchesCompared(*result_, in))
        return titles_[k] + QLatin1Char('\n') +
               tr("Does not affect these options: it moves neither “%1” nor the baseline “%2”")
                   .arg(io::shownText(scenario_.options.at(result_->compared).name),
                        io::shownText(scenario_.options.at(result_->baseline).name));
    const QString path = QString::fromStdString(in.path);
    const QString currency = QString::fromStdString(scenario_.currency);
    const QLocale locale = uiLocale();
    return titles_[k] + QLatin1Char('\n') +
           tr("At P5 (%1): difference %2")
               .arg(formatFieldEstimate(path, in.low, currency),
                    io::formatMoney(in.differenceLow, currency, locale)) +
           QLatin1Char('\n') +
           tr("At P95 (%1): difference %2")
               .arg(formatFieldEstimate(path, in.high, currency),
                    io::formatMoney(in.differenceHigh, currency, locale));
}

QString TornadoChart::toolTipAt(const QPointF& pos) const {
    return hoverText(pos).toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

}  // namespace gputco::ui
