// A job's memory need against one GPU's memory, as a bar (issue #17): filled to the share of
// the GPU it takes, green when it fits one GPU, amber when it is split over several (tensor
// parallel), red past a node; past one GPU the bar is full and its label says how many.
#pragma once

#include <QWidget>

#include "model/engine/sizing.h"

namespace gputco::ui {

class MemoryBar : public QWidget {
    Q_OBJECT
public:
    explicit MemoryBar(QWidget* parent = nullptr);

    void setFit(const engine::GpuFit& fit, double needGb);
    // The share of one GPU's memory the job takes (above 1 when it needs more than one).
    double share() const { return share_; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    double share_ = 0;
    engine::Fit fit_ = engine::Fit::Unknown;
};

}  // namespace gputco::ui
