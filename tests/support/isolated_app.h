// What a widget test program sets up after its QApplication: settings and data of this run only,
// never a person's, and no question that could block it.
#pragma once

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "ui/dialogs/prompts.h"
#include "ui/shell/theme.h"

namespace gputco::test {

// `data` holds the run's recovery copies, library and settings (io::dataDirectory(), QSettings):
// ctest runs each test case as a process of its own, several at once, and one that switches
// the language (saved in the settings) must not switch another's. The app's theme, and every
// question answered with its default unless the test queued an answer.
inline void isolateTestApp(QApplication& app, const QTemporaryDir& data) {
    QApplication::setApplicationName(QStringLiteral("gputco-test"));
    QApplication::setOrganizationName(QStringLiteral("gputco-test"));
    QStandardPaths::setTestModeEnabled(true);
    qputenv("GPUTCO_DATA_DIR", data.path().toUtf8());
    for (const auto format : {QSettings::NativeFormat, QSettings::IniFormat})
        QSettings::setPath(format, QSettings::UserScope, data.path());
    gputco::ui::Prompts::setUnattended(true);
    gputco::ui::installTheme(app);
}

}  // namespace gputco::test
