// What the widget and report tests share: the bundled examples' paths and a language set for
// one scope. Shared rather than copied per file: test_ui and test_report compile their files
// in batches (cmake/GputcoCompiler.cmake, gputco_unity), where two copies would clash.
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QTest>

#include "ui/document/language.h"

namespace gputco::test {

inline const QString kExamplesDir = QStringLiteral(GPUTCO_SOURCE_DIR "/resources/examples");
// The reference example (MODEL.md section 9).
inline const QString kExample = kExamplesDir + QStringLiteral("/a100-buy-vs-rent.gputco");

// The app's language for one scope, English again after it.
struct Language {
    explicit Language(ui::UiLanguage language) { ui::applyLanguage(language); }
    ~Language() { ui::applyLanguage(ui::UiLanguage::English); }
    Language(const Language&) = delete;
    Language& operator=(const Language&) = delete;
};

// Processes events until `condition` holds or `timeoutMs` pass; whether it held. For
// REQUIRE(eventually(...)): Qt's QTRY_VERIFY returns from the function on a timeout, which
// Catch counts as a pass.
template <typename Condition>
bool eventually(const Condition& condition, int timeoutMs = 5000) {
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > timeoutMs) return false;
        QTest::qWait(10);
    }
    return true;
}

}  // namespace gputco::test
