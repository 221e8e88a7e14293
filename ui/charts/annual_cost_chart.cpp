#include "ui/charts/annual_cost_chart.h"

#include <cmath>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/axis_title.h"
#include "ui/charts/category_label.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {
constexpr double kBarWidth = 0.8;
constexpr double kGroupGap = 1.6;     // extra space between one option's group and the next
constexpr int kValueAxisPx = 90;      // the value axis' numbers and title, left of the plot
constexpr int kNarrowestRoomPx = 40;  // below it (not laid out yet), names wrap by characters
constexpr int kNameLines = 4;
}  // namespace

AnnualCostChart::AnnualCostChart(QWidget* parent) : ResultChart(parent) {
    setObjectName(QStringLiteral("AnnualCostChart"));
    setMinimumHeight(250);
    // An explicit minimum: the legend's own would otherwise widen the page past the window
    // when names or translated labels are long; the chart then squeezes the legend instead.
    setMinimumWidth(320);
    // The legend lists categories, as many as a dozen: under the plot, never over the bars,
    // leaving the plot the full width so the option names fit under their groups.
    placeLegendBelow(4);  // four columns leave room for "Electricity (cooling)" at 1400 px
    legend->setVisible(false);
    render();
}

std::vector<engine::Category> AnnualCostChart::drawnCategories() const {
    std::vector<engine::Category> drawn;
    if (!result_) return drawn;
    for (std::size_t c = 0; c < engine::kCategoryCount; ++c) {
        const auto category = static_cast<engine::Category>(c);
        if (category == engine::Category::TaxShield || category == engine::Category::FinancingInterest)
            continue;
        bool any = false;
        for (const auto& o : result_->options)
            for (const auto& y : o.yearly) any = any || y.categories[c] != 0;
        if (any) drawn.push_back(category);
    }
    return drawn;
}

void AnnualCostChart::resizeEvent(QResizeEvent* event) {
    if (!result_ || width() == event->oldSize().width()) {
        Chart::resizeEvent(event);
        return;
    }
    // The option names under the bars wrap at the new width: drawn again, replotted once.
    setViewport(rect());
    render();
}

void AnnualCostChart::render() {
    clearPlottables();
    slots_.clear();
    const QLocale locale = uiLocale();
    styleChart(*this, locale);
    const QString currency = result_ ? QString::fromStdString(result_->currency) : QString();
    yAxis->setLabel(currency.isEmpty() ? tr("Annual cost") : tr("Annual cost (%1)").arg(currency));
    xAxis->setLabel(QString());
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);
    // Few, round ticks: the plot can be short when the legend needs several rows.
    yAxis->ticker()->setTickCount(4);
    xAxis->setTickLength(0, 0);
    xAxis->grid()->setVisible(false);

    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    if (!result_) {
        xAxis->setTicker(ticker);
        legend->setVisible(false);
        xAxis->setRange(0, 1);
        yAxis->setRange(0, 1);
        redraw();
        return;
    }
    const engine::Result& r = *result_;

    // The room under each group: the plot's width shared as the keys share it (the axis
    // rect is not laid out before the first plot, so from the widget's width less the value
    // axis). Names wrapped to it, not to a count of characters: with eight options the
    // names ran into each other (issue #34, item 7).
    double keys = 0;
    for (const auto& o : r.options) keys += static_cast<double>(o.yearly.size()) + kGroupGap;
    const double perKey = keys > 0 ? std::max(0, width() - kValueAxisPx) / keys : 0;
    // Bar positions: option after option, one bar per year inside each group.
    double key = 0;
    for (std::size_t o = 0; o < r.options.size(); ++o) {
        const std::size_t years = r.options[o].yearly.size();
        const double first = key;
        for (std::size_t y = 0; y < years; ++y) {
            slots_.push_back({key, o, y});
            ticker->addTick(key, QString::number(r.options[o].yearly[y].year));
            key += 1;
        }
        // The option's name under the middle of its group; a label line above it holds the
        // year numbers, so the name starts on the second line.
        const double centre = years ? first + (static_cast<double>(years) - 1) / 2 : first;
        const int room = static_cast<int>(perKey * (static_cast<double>(years) + kGroupGap)) - 6;
        const QString name = room >= kNarrowestRoomPx ? wrapToLines(io::shownText(r.options[o].name),
                                                                    xAxis->tickLabelFont(), room, kNameLines)
                                                      : wrapName(io::shownText(r.options[o].name), 18);
        if (years % 2 == 1) {
            const std::size_t mid = years / 2;
            ticker->addTick(centre,
                            QString::number(r.options[o].yearly[mid].year) + QLatin1Char('\n') + name);
        } else {
            ticker->addTick(centre, QLatin1Char('\n') + name);
        }
        key += kGroupGap;
    }
    xAxis->setTicker(ticker);

    double top = 0;
    double bottom = 0;
    QCPBars* below = nullptr;
    for (engine::Category category : drawnCategories()) {
        auto* bars = new QCPBars(xAxis, yAxis);
        bars->setName(categoryLabel(category));
        bars->setWidth(kBarWidth);
        bars->setStackingGap(0);
        const QColor color = categoryColor(category);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(115), 0.8));
        QVector<double> keys;
        QVector<double> values;
        for (const BarSlot& s : slots_) {
            keys << s.key;
            values << r.options[s.option].yearly[s.year].categories[engine::index(category)];
        }
        bars->setData(keys, values, true);
        if (below) bars->moveAbove(below);
        below = bars;
    }
    // The axis range from the stacks: positive parts up, negative parts (resale) down.
    for (const BarSlot& s : slots_) {
        double up = 0;
        double down = 0;
        for (engine::Category category : drawnCategories()) {
            const double v = r.options[s.option].yearly[s.year].categories[engine::index(category)];
            (v > 0 ? up : down) += v;
        }
        top = std::max(top, up);
        bottom = std::min(bottom, down);
    }
    const double span = std::max(1.0, top - bottom);
    yAxis->setRange(bottom - (bottom < 0 ? 0.05 * span : 0), top + 0.06 * span);
    xAxis->setRange(-0.7, std::max(0.0, key - 1 - kGroupGap) + 0.7);
    legend->setVisible(true);
    redraw();
}

QString AnnualCostChart::hoverText(const QPointF& pixel) const {
    if (!result_ || !axisRect()->rect().contains(pixel.toPoint())) return {};
    const double key = xAxis->pixelToCoord(pixel.x());
    for (const BarSlot& s : slots_) {
        if (std::abs(key - s.key) > kBarWidth / 2) continue;
        const engine::Result& r = *result_;
        const engine::YearTotals& y = r.options[s.option].yearly[s.year];
        const QString currency = QString::fromStdString(r.currency);
        const QLocale locale = uiLocale();
        // Rich text: the user's option name is escaped.
        QString text =
            QStringLiteral("<b>%1</b><br>%2: %3")
                .arg(io::shownText(r.options[s.option].name).toHtmlEscaped(), tr("Year %1").arg(y.year),
                     io::formatMoney(y.total, currency, locale).toHtmlEscaped());
        for (engine::Category category : drawnCategories()) {
            const double v = y.categories[engine::index(category)];
            if (v == 0) continue;
            text += QStringLiteral("<br>%1: %2")
                        .arg(categoryLabel(category).toHtmlEscaped(),
                             io::formatMoney(v, currency, locale).toHtmlEscaped());
        }
        return text;
    }
    return {};
}

std::optional<engine::FigureRef> AnnualCostChart::figureAt(const QPointF& pixel) const {
    if (!result_ || !axisRect()->rect().contains(pixel.toPoint())) return std::nullopt;
    const double key = xAxis->pixelToCoord(pixel.x());
    const double value = yAxis->pixelToCoord(pixel.y());
    for (const BarSlot& s : slots_) {
        if (std::abs(key - s.key) > kBarWidth / 2) continue;
        // Stacked in drawn order: positive parts upwards from 0, negative ones downwards.
        double up = 0, down = 0;
        const auto& categories = result_->options[s.option].yearly[s.year].categories;
        for (engine::Category category : drawnCategories()) {
            const double v = categories[engine::index(category)];
            const double from = v > 0 ? up : down, to = from + v;
            if (v != 0 && value >= std::min(from, to) && value <= std::max(from, to))
                return engine::FigureRef{s.option, engine::Figure::CategoryYear, category,
                                         result_->options[s.option].yearly[s.year].year};
            (v > 0 ? up : down) = to;
        }
    }
    return std::nullopt;
}

}  // namespace gputco::ui
