// The look of the whole application: a calm light palette and one style sheet, so that every
// window (and every screenshot a test takes) looks the same.
#pragma once

class QApplication;

namespace gputco::ui {

void installTheme(QApplication& app);

}  // namespace gputco::ui
