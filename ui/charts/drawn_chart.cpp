#include "ui/charts/drawn_chart.h"

namespace gputco::ui {

void DrawnChart::render() {
    clearPlottables();
    clearItems();
    if (draw) draw(*this);
    redraw();
}

std::optional<ChartNote> DrawnChart::noteAt(const QPointF& pixel) const {
    return note ? note(pixel) : std::nullopt;
}

QString DrawnChart::toolTipAt(const QPointF& pixel) const {
    return tip ? tip(pixel) : QString();
}

}  // namespace gputco::ui
