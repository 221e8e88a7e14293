// A window a GUI benchmark measures, shown as the app shows it: at 1280x720, up to its first
// paint (needs Qt6::Test).
#pragma once

#include <QCoreApplication>
#include <QTest>
#include <QWidget>

namespace gputco::test {

// False when the window never appeared.
inline bool shownAndPainted(QWidget& window) {
    window.resize(1280, 720);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window)) return false;
    QCoreApplication::processEvents();  // the first paint
    return true;
}

}  // namespace gputco::test
