// What a double-click on a point of a chart that has no engine explanation (the risk charts,
// the utilisation heat map, the calibration chart) opens: what the point is, its figures and
// how they were worked out, in the user's language. The cost charts open the engine's
// explanation (engine::explain) instead.
#pragma once

#include <QMetaType>
#include <QString>

namespace gputco::ui {

struct ChartNote {
    QString title;
    QString body;  // plain text; lines separated by '\n'
};

}  // namespace gputco::ui

Q_DECLARE_METATYPE(gputco::ui::ChartNote)
