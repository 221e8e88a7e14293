#include "ui/pages/table_height.h"

#include <QHeaderView>
#include <QTableWidget>
#include <algorithm>

namespace gputco::ui {

void fitTableToRows(QTableWidget* table, int atLeast) {
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row) height += table->rowHeight(row);
    height = std::max(height, atLeast);
    if (height != table->height() || table->minimumHeight() != table->maximumHeight())
        table->setFixedHeight(height);
}

}  // namespace gputco::ui
