// What keeps the scenario from its figures, in the window's error banner: a file that cannot
// be opened or was not saved, the validation problems of the inputs (each named by its field),
// a figure that is not finite. It keeps the last report, so that a language switch words it
// again and a fixed input takes its problems away.
#pragma once

#include <QObject>
#include <optional>
#include <string>
#include <vector>

#include "ui/shell/document_actions.h"

namespace gputco::ui {

class ErrorBanner;
class ScenarioDocument;

class ProblemReport : public QObject {
    Q_OBJECT
public:
    ProblemReport(const ScenarioDocument* document, ErrorBanner* banner, QObject* parent);

    void showFileError(const FileError& error, bool figuresShown);
    // The document's validation problems; `figuresShown`: older figures are on screen (the
    // banner says they are out of date).
    void showProblems(bool figuresShown);
    // The figures the engine could not compute as finite numbers (never drawn as numbers).
    void showNonFinite(const std::vector<std::string>& figures);
    // The inputs are valid again: a report of their problems goes; a file's stays.
    void clearProblems();
    void clear();
    // Words the report again (after a language switch).
    void render(bool figuresShown);

private:
    const ScenarioDocument* document_;
    ErrorBanner* banner_;
    std::optional<FileError> error_;
};

}  // namespace gputco::ui
