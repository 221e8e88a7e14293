// What the export tests share: one export run to its end. An export is a job that ends after
// the call that starts it returns (issue #35), so a test waits for its exportFinished.
#pragma once

#include <QSignalSpy>

#include "ui/shell/document_actions.h"

namespace gputco::test {

// Runs one export to its end: `start` begins it (as File > Export does) and returns its job,
// null when refused. Whether the file was written.
template <class Start>
bool exportToEnd(ui::DocumentActions* actions, const Start& start, int timeoutMs = 60000) {
    QSignalSpy finished(actions, &ui::DocumentActions::exportFinished);
    if (!start()) return false;
    if (finished.isEmpty() && !finished.wait(timeoutMs)) return false;
    return finished.first().at(0).toBool();
}

}  // namespace gputco::test
