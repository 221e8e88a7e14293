#include "ui/charts/utilisation_heat_map.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include "model/io/display_text.h"
#include "model/io/number_format.h"
#include "ui/charts/chart_style.h"
#include "ui/document/language.h"

namespace gputco::ui {

namespace {

constexpr int kDays = 7;
constexpr int kHours = 24;

QString dayName(int day) {
    // Monday first, as the engine's slots (MODEL.md section 9).
    return uiLocale().dayName(day + 1, QLocale::ShortFormat);
}

}  // namespace

std::optional<int> HourOfWeekChart::slotAt(const QPointF& pixel) const {
    if (!result_) return std::nullopt;
    const int hour = static_cast<int>(std::lround(xAxis->pixelToCoord(pixel.x())));
    const int day = static_cast<int>(std::lround(yAxis->pixelToCoord(pixel.y())));
    if (hour < 0 || hour >= kHours || day < 0 || day >= kDays) return std::nullopt;
    return day * kHours + hour;
}

std::optional<ChartNote> HourOfWeekChart::noteAt(const QPointF& pixel) const {
    const std::optional<int> slot = slotAt(pixel);
    return slot && slotNote ? slotNote(*slot) : std::nullopt;
}

QString HourOfWeekChart::toolTipAt(const QPointF& pixel) const {
    const std::optional<int> slot = slotAt(pixel);
    return slot && slotText ? slotText(*slot).toHtmlEscaped() : QString();
}

void HourOfWeekChart::render() {
    clearPlottables();
    if (!result_) {
        redraw();
        return;
    }
    styleChart(*this, uiLocale());
    auto* map = new QCPColorMap(xAxis, yAxis);
    map->data()->setSize(kHours, kDays);
    map->data()->setRange(QCPRange(0, kHours - 1), QCPRange(0, kDays - 1));
    for (int day = 0; day < kDays; ++day)
        for (int hour = 0; hour < kHours; ++hour)
            map->data()->setCell(hour, day, (*result_)[static_cast<std::size_t>(day * kHours + hour)] * 100);
    // White (idle) to the app's blue (full): one hue, so the eye reads "how much", not "which".
    QCPColorGradient gradient;
    gradient.setColorStopAt(0, QColor(0xf8, 0xfa, 0xfc));
    gradient.setColorStopAt(0.5, QColor(0x93, 0xc5, 0xfd));
    gradient.setColorStopAt(1, QColor(0x1d, 0x4e, 0xd8));
    map->setGradient(gradient);
    map->setDataRange(QCPRange(0, 100));
    map->setInterpolate(false);

    QSharedPointer<QCPAxisTickerText> days(new QCPAxisTickerText);
    for (int day = 0; day < kDays; ++day) days->addTick(day, dayName(day));
    yAxis->setTicker(days);
    yAxis->setRangeReversed(true);  // Monday on top, as a calendar reads
    yAxis->setRange(-0.5, kDays - 0.5);
    QSharedPointer<QCPAxisTickerText> hours(new QCPAxisTickerText);
    for (int hour = 0; hour < kHours; hour += 3) hours->addTick(hour, QStringLiteral("%1:00").arg(hour));
    xAxis->setTicker(hours);
    xAxis->setRange(-0.5, kHours - 0.5);
    xAxis->setLabel(UtilisationHeatMap::tr("Hour of day"));
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setVisible(false);

    // The scale: a colour bar beside the map, in % busy.
    auto* scale = qobject_cast<QCPColorScale*>(plotLayout()->elementAt(1));
    if (!scale) {
        scale = new QCPColorScale(this);
        plotLayout()->addElement(0, 1, scale);
        scale->setBarWidth(12);
    }
    scale->setGradient(gradient);
    scale->setDataRange(QCPRange(0, 100));
    scale->axis()->setLabel(UtilisationHeatMap::tr("% busy"));
    map->setColorScale(scale);
    redraw();
}

UtilisationHeatMap::UtilisationHeatMap(QWidget* parent)
    : QWidget(parent), chooser_(new QComboBox), empty_(new QLabel), plot_(new HourOfWeekChart) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* top = new QHBoxLayout;
    top->addWidget(chooser_);
    top->addStretch(1);
    layout->addLayout(top);
    layout->addWidget(empty_);
    layout->addWidget(plot_, 1);
    chooser_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    empty_->setWordWrap(true);
    empty_->setObjectName(QStringLiteral("ChartNote"));
    plot_->setObjectName(QStringLiteral("UtilisationHeatMap"));
    plot_->setMinimumHeight(220);
    plot_->slotText = [this](int slot) { return cellText(slot); };
    plot_->slotNote = [this](int slot) { return noteAt(slot); };
    setMinimumSize(320, 260);
    connect(chooser_, &QComboBox::currentIndexChanged, this, [this] {
        if (!filling_) render();
    });
    connect(plot_, &Chart::noteRequested, this, &UtilisationHeatMap::noteRequested);
    retranslate();
}

void UtilisationHeatMap::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void UtilisationHeatMap::retranslate() {
    empty_->setText(tr("No option owns capacity: the heat map shows how busy an owned cluster is."));
    chooser_->setToolTip(tr("The option whose owned cluster is shown"));
    render();
}

std::optional<std::size_t> UtilisationHeatMap::option() const {
    if (chooser_->currentIndex() < 0) return std::nullopt;
    return static_cast<std::size_t>(chooser_->currentData().toULongLong());
}

QString UtilisationHeatMap::cellText(int slot) const {
    if (!values_ || slot < 0 || slot >= kDays * kHours) return {};
    const int day = slot / kHours;
    const int hour = slot % kHours;
    return tr("%1 %2:00-%3:00: %4 of the owned cluster busy")
        .arg(dayName(day))
        .arg(hour, 2, 10, QLatin1Char('0'))
        .arg(hour + 1, 2, 10, QLatin1Char('0'))
        .arg(io::formatPercent((*values_)[static_cast<std::size_t>(slot)], uiLocale(), 1));
}

std::optional<ChartNote> UtilisationHeatMap::noteAt(int slot) const {
    const QString cell = cellText(slot);
    if (cell.isEmpty() || !scenario_ || !option()) return std::nullopt;
    ChartNote note;
    note.title = io::shownText(scenario_->options.at(*option()).name);
    note.body = cell + QStringLiteral("\n\n") +
                tr("The owned servers serve first. In this hour of each month they carry the month's "
                   "demand times the weekly profile's weight for the hour, up to their capacity; the "
                   "share shown is that load over the capacity, averaged over the %1 months of the "
                   "horizon. The rest of the demand goes to the option's other sources, or is unserved.")
                    .arg(scenario_->months());
    return note;
}

void UtilisationHeatMap::setData(const scenario::Scenario& s,
                                 std::vector<std::optional<engine::HourOfWeekValues>> utilisation) {
    utilisation_ = std::move(utilisation);
    // The option shown stays by its stable id, wherever a move put it.
    const std::optional<std::size_t> shown = option();
    const std::string keepId = shown && scenario_ && *shown < scenario_->options.size()
                                   ? scenario_->options[*shown].id
                                   : std::string();
    std::optional<std::size_t> keep;
    for (std::size_t i = 0; i < s.options.size() && !keepId.empty(); ++i)
        if (s.options[i].id == keepId) keep = i;
    scenario_ = s;
    filling_ = true;
    chooser_->clear();
    for (std::size_t i = 0; i < s.options.size(); ++i) {
        const bool owns = std::any_of(
            s.options[i].sources.begin(), s.options[i].sources.end(),
            [](const scenario::Source& src) { return std::holds_alternative<scenario::OwnedSource>(src); });
        if (owns) chooser_->addItem(io::shownText(s.options[i].name), QVariant::fromValue<qulonglong>(i));
    }
    const int index = keep ? chooser_->findData(QVariant::fromValue<qulonglong>(*keep)) : -1;
    chooser_->setCurrentIndex(index >= 0 ? index : (chooser_->count() > 0 ? 0 : -1));
    filling_ = false;
    render();
}

void UtilisationHeatMap::render() {
    values_.reset();
    if (scenario_ && option() && *option() < utilisation_.size()) values_ = utilisation_[*option()];
    chooser_->setVisible(chooser_->count() > 0);
    empty_->setVisible(scenario_ && chooser_->count() == 0);
    plot_->setVisible(values_.has_value());
    if (values_)
        plot_->setResult(*values_);
    else
        plot_->clearResult();
}

}  // namespace gputco::ui
