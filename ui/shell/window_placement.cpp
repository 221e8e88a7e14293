#include "ui/shell/window_placement.h"

#include <QMainWindow>
#include <QScreen>
#include <QSettings>

namespace gputco::ui::placement {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");

}  // namespace

void restore(QMainWindow& window) {
    QSettings settings;
    window.resize(1600, 960);
    // A restored size is never larger than the screen: a window that once grew past it (a
    // title label that asked for a long name's whole width saved 84,000 px) made every later
    // start as large, with every chart's paint buffers: 12 s and 1.2 GB to open the example.
    // (Without a saved size, showFitting() fits a first start to a small screen.)
    if (settings.contains(kGeometryKey) && window.restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        if (const QScreen* screen = window.screen())
            window.resize(window.size().boundedTo(screen->availableGeometry().size()));
    if (settings.contains(kStateKey)) window.restoreState(settings.value(kStateKey).toByteArray());
}

void save(const QMainWindow& window) {
    QSettings settings;
    settings.setValue(kGeometryKey, window.saveGeometry());
    settings.setValue(kStateKey, window.saveState());
}

void showFitting(QMainWindow& window) {
    const QScreen* screen = window.screen();
    const QRect available = screen ? screen->availableGeometry() : QRect();
    const bool saved = QSettings().contains(kGeometryKey);
    if (saved || !available.isValid() ||
        (available.width() >= window.width() && available.height() >= window.height())) {
        window.show();
        return;
    }
    // Without a window manager nothing honours "maximised": the size and place are set too.
    window.setGeometry(available);
    window.showMaximized();
}

}  // namespace gputco::ui::placement
