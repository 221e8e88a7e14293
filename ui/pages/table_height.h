// A table as tall as its rows: the page scrolls, never the table (its rows measured again at
// each width, since long titles wrap).
#pragma once

class QTableWidget;

namespace gputco::ui {

// Sizes the rows to their contents and fixes the table's height to the header and rows, at
// least `atLeast` pixels (room for a few rows before there are any, so a page does not jump).
void fitTableToRows(QTableWidget* table, int atLeast = 0);

}  // namespace gputco::ui
