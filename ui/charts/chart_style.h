// Colours and fonts shared by the charts, so one option has one colour everywhere.
#pragma once

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <optional>
#include <vector>

#include "model/engine/category.h"

class QCustomPlot;
class QMouseEvent;

namespace gputco::ui {

QColor optionColor(std::size_t optionIndex);
QColor categoryColor(engine::Category category);
// Fonts, colours and locale of a plot; called again when the language (font, locale) changes,
// because QCustomPlot copies the application font once, at construction.
void styleChart(QCustomPlot& plot, const QLocale& locale);

// Moves the legend from inside the plot to a row under it, `columns` entries wide: inside,
// it would hide the very curves and bars it names.
void placeLegendBelow(QCustomPlot& plot, int columns);

// Names the plot's first graphs `names`, each broken onto lines that fit the room of a column
// of the legend placed below (placeLegendBelow, `columns` wide) at the plot's width as laid
// out: a longer line would push the other columns out of the legend. Not elided (issue #34:
// "Hybrid: ow… on-demand" and "GCP a2-hig…d overflow" could not be told from the others)
// unless it takes more than three lines (a name of 200 characters without a space). For
// updateLayout(), so that the room is the chart's own, on screen and on a report's page.
void fitLegendNames(QCustomPlot& plot, const QStringList& names, int columns);

// For hover values: the series whose value at `index` is drawn nearest to the pointer's `y`
// (pixels), within 40 px; nullopt when none is (or `index` is outside every series).
std::optional<std::size_t> nearestSeriesAt(const QCustomPlot& plot,
                                           const std::vector<std::vector<double>>& series, long index,
                                           double y);
// Shows `text` (rich text, user parts escaped) as the chart's tool tip, or hides it when empty.
void showChartToolTip(QCustomPlot& plot, QMouseEvent* event, const QString& text);

}  // namespace gputco::ui
