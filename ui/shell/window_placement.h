// Where and how large the main window is, kept between sessions: restored bounded to the
// screen, saved on close, and a first start on a screen smaller than the default size (a
// 1366x768 laptop) maximised to it instead of overflowing it.
#pragma once

class QMainWindow;

namespace gputco::ui::placement {

// The saved size, place and docks, never larger than the screen; the default size without any.
void restore(QMainWindow& window);
void save(const QMainWindow& window);
// Shows the window at its saved size, or maximised on a first start with a small screen.
void showFitting(QMainWindow& window);

}  // namespace gputco::ui::placement
