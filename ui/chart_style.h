// Colours and fonts shared by the charts, so one option has one colour everywhere.
#pragma once

#include <QColor>
#include <QFont>
#include <QLocale>
#include <cstddef>

#include "model/engine/category.h"

class QCustomPlot;

namespace gputco::ui {

QColor optionColor(std::size_t optionIndex);
QColor categoryColor(engine::Category category);
// Fonts, colours and locale of a plot; called again when the language (font, locale) changes,
// because QCustomPlot copies the application font once, at construction.
void styleChart(QCustomPlot& plot, const QLocale& locale);

// Moves the legend from inside the plot to a row under it, `columns` entries wide: inside,
// it would hide the very curves and bars it names.
void placeLegendBelow(QCustomPlot& plot, int columns);

}  // namespace gputco::ui
