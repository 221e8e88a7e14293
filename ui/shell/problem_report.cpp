#include "ui/shell/problem_report.h"

#include <QFileInfo>

#include "model/io/display_text.h"
#include "ui/document/field_registry.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/error_banner.h"

namespace gputco::ui {

ProblemReport::ProblemReport(const ScenarioDocument* document, ErrorBanner* banner, QObject* parent)
    : QObject(parent), document_(document), banner_(banner) {}

void ProblemReport::showFileError(const FileError& error, bool figuresShown) {
    error_ = error;
    render(figuresShown);
}

void ProblemReport::showProblems(bool figuresShown) {
    QStringList lines;
    for (const scenario::Problem& p : document_->problems()) lines << problemLine(document_->scenario(), p);
    error_ = FileError{document_->filePath(), static_cast<int>(lines.size()), lines};
    render(figuresShown);
}

void ProblemReport::showNonFinite(const std::vector<std::string>& figures) {
    QStringList lines;
    for (const std::string& name : figures) lines << tr("not a finite number: %1").arg(io::shownText(name));
    error_ = FileError{document_->filePath(), static_cast<int>(lines.size()), lines};
    render(false);
}

void ProblemReport::clearProblems() {
    if (error_ && error_->problemCount) clear();
}

void ProblemReport::clear() {
    error_.reset();
    banner_->dismiss();
}

void ProblemReport::render(bool figuresShown) {
    if (!error_) return;
    const QString file = QFileInfo(error_->path).fileName();
    const QString name = file.isEmpty() ? document_->displayName() : file;
    const QString title =
        error_->notSaved ? tr("“%1” was not saved").arg(name)
        : error_->problemCount
            ? (figuresShown
                   ? tr("“%1” cannot be evaluated (problems found: %2): the figures shown are out of date, "
                        "from the last valid inputs")
                   : tr("“%1” cannot be evaluated (problems found: %2)"))
                  .arg(name)
                  .arg(*error_->problemCount)
            : tr("“%1” cannot be opened").arg(file);
    banner_->showProblems(title, error_->lines);
}

}  // namespace gputco::ui
