// Chart texts that fit the room they have (issue #16: axis titles never cut, labels never
// cut or overlapping): an axis title longer than its axis is broken onto lines; a name longer
// than its place is elided in the middle, where it loses the least (the chart shows the full
// name on hover). Both are measured at layout time, so a chart fits at any size, on screen
// and in the report (where it is drawn at the page's size, not the widget's).
#pragma once

#include <QString>

class QCPAxis;
class QFont;

namespace gputco::ui {

// `text` broken into lines of at most `width` pixels in `font`, at spaces where it has them
// and between any two characters where it has none (Chinese).
QString wrapToWidth(const QString& text, const QFont& font, int width);

// Sets `title` as the label of `axis`, broken onto lines to fit the axis' length as last laid
// out. True when the label changed (the plot's layout must then be updated again).
bool fitAxisTitle(QCPAxis& axis, const QString& title);

// wrapToWidth, at most `lines` lines: the last one ends in "…" when the text goes on.
QString wrapToLines(const QString& text, const QFont& font, int width, int lines);

// `text` elided in the middle to at most `width` pixels in `font`; as it is when it fits.
QString elideMiddle(const QString& text, const QFont& font, int width);

// An option's name under its bars ("GCP a2-highgpu-8g: 3-year commitment + ..."): up to three
// lines of about `lineChars` characters, broken at spaces, the rest elided, and a word longer
// than a line (a name without spaces) elided to one; the tables and the tool tip have the
// whole name.
QString wrapName(const QString& name, int lineChars);

}  // namespace gputco::ui
