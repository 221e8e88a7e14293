// The tornado (MODEL.md section 8): one horizontal bar per uncertain input, from the decisive
// PV difference at the input's P5 to that at its P95, largest swing on top, around the
// difference at the file's values. Also drawn into the PDF report (toPainter: vectors).
#pragma once

#include <qcustomplot.h>
#include <optional>

#include "model/engine/sensitivity.h"

namespace gputco::ui {

class TornadoChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit TornadoChart(QWidget* parent = nullptr);

    // `currency` for the value axis.
    void setResult(const engine::SensitivityResult& result, const QString& currency);
    void clearResult();
    void retranslate();

    // Bars drawn, top first: (low end, high end) of each input, for tests.
    std::vector<std::pair<double, double>> bars() const;

private:
    void render();

    std::optional<engine::SensitivityResult> result_;
    QString currency_;
};

}  // namespace gputco::ui
