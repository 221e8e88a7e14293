#include "ui/sizing/memory_bar.h"

#include <QPainter>
#include <algorithm>

namespace gputco::ui {

MemoryBar::MemoryBar(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void MemoryBar::setFit(const engine::GpuFit& fit, double needGb) {
    fit_ = fit.fit;
    share_ = fit.memoryGb > 0 ? needGb / fit.memoryGb : 0;
    setToolTip(QString());
    update();
}

QSize MemoryBar::sizeHint() const {
    return {160, fontMetrics().height()};
}
QSize MemoryBar::minimumSizeHint() const {
    return {60, fontMetrics().height()};
}

void MemoryBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF track = QRectF(rect()).adjusted(0.5, 2.5, -0.5, -2.5);
    painter.setPen(QColor(0xc8, 0xcc, 0xd2));
    painter.setBrush(QColor(0xf2, 0xf4, 0xf7));
    painter.drawRoundedRect(track, 3, 3);
    if (fit_ == engine::Fit::Unknown) return;
    // The palette of the rest of the app: green fits, amber split, red does not fit a node.
    const QColor colour = fit_ == engine::Fit::OneGpu           ? QColor(0x2e, 0x7d, 0x32)
                          : fit_ == engine::Fit::TensorParallel ? QColor(0xc7, 0x7c, 0x02)
                                                                : QColor(0xb4, 0x23, 0x18);
    QRectF filled = track;
    filled.setWidth(track.width() * std::clamp(share_, 0.0, 1.0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(colour);
    painter.drawRoundedRect(filled, 3, 3);
}

}  // namespace gputco::ui
