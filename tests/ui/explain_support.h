// The explanation the UI tests open most: one option's hardware in year 1, whose inputs hold
// its server price with that price's source and date.
#pragma once

#include <QtGlobal>
#include <cstddef>
#include <memory>

#include "model/engine/explain.h"
#include "ui/dialogs/explain_dialog.h"
#include "ui/shell/main_window.h"

namespace gputco::test {

// The dialog kept by the caller (not deleted on close), or null when none opened.
inline std::unique_ptr<ui::ExplainDialog> explainHardwareInYearOne(ui::MainWindow& window,
                                                                   std::size_t option) {
    engine::FigureRef hardware;
    hardware.option = option;
    hardware.figure = engine::Figure::CategoryYear;
    hardware.category = engine::Category::Hardware;
    hardware.year = 1;
    std::unique_ptr<ui::ExplainDialog> dialog(window.explainFigure(hardware));
    if (dialog) dialog->setAttribute(Qt::WA_DeleteOnClose, false);
    return dialog;
}

}  // namespace gputco::test
