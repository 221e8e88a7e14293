#include "ui/shell/document_actions.h"

#include <QDate>
#include <QDialog>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QLocale>
#include <QPageSize>
#include <QPointer>
#include <QSettings>
#include <QTimer>
#include <QWidget>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "model/io/workbook/audit_workbook.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/revisions_dialog.h"
#include "ui/document/autosaver.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/compare_view.h"
#include "ui/report/report_optimised.h"
#include "ui/report/report_risk.h"
#include "ui/report/report_writer.h"
#include "ui/report/workbook_words_ui.h"

namespace gputco::ui {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");
constexpr int kMaxRecentFiles = 8;
// A new scenario starts from the bundled example: every field filled with a sourced value.
const QString kTemplate = QStringLiteral(":/examples/a100-buy-vs-rent.gputco");
// The export's progress: the risk pages are most of the work, the pages the rest.
constexpr int kRiskShare = 80;

FileError unreadable(const QString& path, const QString& why) {
    return FileError{path, std::nullopt, {why}, false};
}

// Why a file was not opened: it cannot be read, or a text of it is past its length limit.
FileError notOpened(const QString& path, const ScenarioDocument::OpenResult& opened) {
    return opened.tooLong.isEmpty() ? unreadable(path, opened.error)
                                    : FileError{path, std::nullopt, opened.tooLong, false};
}

}  // namespace

DocumentActions::DocumentActions(QWidget* window, ScenarioDocument* document,
                                 EvaluationController* controller, io::library::Library* library,
                                 Autosaver* autosaver)
    : QObject(window),
      window_(window),
      document_(document),
      controller_(controller),
      library_(library),
      autosaver_(autosaver) {}

void DocumentActions::adoptScenario() {
    hasScenario_ = true;
    emit scenarioReplaced();
}

QString DocumentActions::shownName() const {
    return document_->filePath().isEmpty() ? document_->displayName()
                                           : QFileInfo(document_->filePath()).fileName();
}

bool DocumentActions::open(const QString& path) {
    if (!maybeSave()) return false;
    const ScenarioDocument::OpenResult opened = document_->open(path);
    if (!opened.ok()) {
        emit fileError(notOpened(path, opened));
        return false;
    }
    hasScenario_ = true;
    addRecentFile(document_->filePath());
    emit scenarioReplaced();
    if (!opened.migrations.isEmpty())
        emit message(tr("Opened an older file: %1").arg(opened.migrations.join(QStringLiteral("; "))), 8000);
    return true;
}

bool DocumentActions::chooseAndOpen() {
    const QString current = document_->filePath();
    const QString path = Prompts::openFileName(
        window_, tr("Open scenario"), current.isEmpty() ? QString() : QFileInfo(current).absolutePath());
    return !path.isEmpty() && open(path);
}

bool DocumentActions::newScenario() {
    if (!maybeSave()) return false;
    const io::ReadResult read = io::readScenarioFile(kTemplate);
    scenario::Scenario start = read.scenario.value_or(scenario::Scenario{});
    start.name = tr("Untitled scenario").toStdString();
    document_->reset(start);
    hasScenario_ = true;
    emit scenarioReplaced();
    return true;
}

bool DocumentActions::maybeSave() {
    if (!hasScenario_ || !document_->isModified()) return true;
    const Answer answer = Prompts::ask(
        window_, tr("Unsaved changes"),
        tr("“%1” has changes that are not saved. Save them first?").arg(document_->displayName()),
        {Answer::Save, Answer::Discard, Answer::Cancel});
    if (answer == Answer::Cancel) return false;
    if (answer == Answer::Save) return save();
    autosaver_->removeCopy();
    return true;
}

bool DocumentActions::reportSave(const io::SaveResult& saved) {
    if (!saved.ok()) {
        // The document stays modified and its recovery copy stays: nothing was saved.
        FileError error = unreadable(document_->filePath(), QString::fromStdString(saved.error));
        error.notSaved = true;
        emit fileError(error);
        autosaver_->writeNow();
        return false;
    }
    addRecentFile(document_->filePath());
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(document_->filePath())), 5000);
    return true;
}

bool DocumentActions::confirmSavingProblems() {
    if (document_->isEvaluable()) return true;
    // Saving work in progress is allowed, but never silently: the file would not evaluate
    // for whoever opens it next. Cancel comes first, so the default changes nothing.
    QStringList lines;
    for (const scenario::Problem& p : document_->problems()) lines << problemLine(document_->scenario(), p);
    constexpr int kShown = 5;
    QString list = QStringList(lines.mid(0, kShown)).join(QLatin1Char('\n'));
    if (lines.size() > kShown) list += QLatin1Char('\n') + tr("… and %1 more").arg(lines.size() - kShown);
    const Answer answer = Prompts::ask(
        window_, tr("Save a scenario with problems?"),
        tr("“%1” has problems, so it cannot be evaluated until they are fixed:\n\n%2\n\nSave it anyway?")
            .arg(document_->displayName(), list),
        {Answer::Cancel, Answer::Save});
    if (answer == Answer::Save) return true;
    emit message(tr("Not saved: fix the problems, or save anyway"), 5000);
    return false;
}

bool DocumentActions::save() {
    if (!hasScenario_ || !confirmSavingProblems()) return false;
    if (document_->filePath().isEmpty()) return chooseNameAndSave();
    io::SaveResult saved = document_->save();
    if (saved.status == io::SaveResult::Status::ChangedOnDisk) {
        const Answer answer = Prompts::ask(
            window_, tr("File changed on disk"),
            tr("“%1” was changed by another program since it was opened. Overwrite it with this version? "
               "(The other version is kept as a .bak file.)")
                .arg(QFileInfo(document_->filePath()).fileName()),
            {Answer::Cancel, Answer::Overwrite});
        if (answer != Answer::Overwrite) return false;
        saved = document_->save(true);
    }
    return reportSave(saved);
}

bool DocumentActions::saveAs() {
    return hasScenario_ && confirmSavingProblems() && chooseNameAndSave();
}

bool DocumentActions::chooseNameAndSave() {
    const QString start = document_->filePath().isEmpty()
                              ? QDir::home().filePath(document_->displayName() + QStringLiteral(".gputco"))
                              : document_->filePath();
    const QString path = Prompts::saveFileName(window_, tr("Save scenario as"), start);
    if (path.isEmpty()) return false;
    return reportSave(document_->saveAs(path));
}

bool DocumentActions::revert() {
    if (document_->filePath().isEmpty()) return false;
    if (document_->isModified()) {
        const Answer answer = Prompts::ask(
            window_, tr("Revert to saved"),
            tr("Drop every unsaved change to “%1”? This cannot be undone.").arg(document_->displayName()),
            {Answer::Cancel, Answer::Discard});
        if (answer != Answer::Discard) return false;
    }
    const ScenarioDocument::OpenResult reverted = document_->revert();
    if (!reverted.ok()) {
        emit fileError(notOpened(document_->filePath(), reverted));
        return false;
    }
    autosaver_->removeCopy();
    emit scenarioReplaced();
    return true;
}

QStringList DocumentActions::recentFiles() {
    return QSettings().value(kRecentKey).toStringList();
}

QStringList DocumentActions::recentFolders() {
    QStringList folders;
    for (const QString& path : recentFiles()) {
        const QString folder = QFileInfo(path).absolutePath();
        if (!folders.contains(folder)) folders << folder;
    }
    return folders;
}

void DocumentActions::addRecentFile(const QString& path) {
    if (path.isEmpty() || path.startsWith(QLatin1Char(':'))) return;
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) files.removeLast();
    QSettings().setValue(kRecentKey, files);
    emit recentFilesChanged();
}

bool DocumentActions::offerRecovery() {
    const std::vector<RecoveryCopy> copies = Autosaver::pendingCopies(recentFolders());
    if (copies.empty()) return false;
    const RecoveryCopy& copy = copies.front();
    const QString what =
        copy.originalPath.isEmpty() ? tr("an untitled scenario") : QFileInfo(copy.originalPath).fileName();
    const Answer answer = Prompts::ask(
        window_, tr("Restore unsaved changes"),
        tr("gputco did not close normally. Unsaved changes to %1 from %2 were kept. Restore them?")
            .arg(what, shownDateTime(copy.savedAt)),
        {Answer::Restore, Answer::Ignore, Answer::Cancel});
    if (answer == Answer::Ignore) Autosaver::discard(copy);
    if (answer != Answer::Restore) return false;
    document_->restore(copy.scenario, copy.originalPath);
    Autosaver::discard(copy);
    hasScenario_ = true;
    emit scenarioReplaced();
    autosaver_->writeNow();  // this session now owns the unsaved changes
    return true;
}

void DocumentActions::showRevisions() {
    if (document_->filePath().isEmpty()) {
        emit message(tr("Save the scenario first: revisions are kept for each save"), 5000);
        return;
    }
    RevisionsDialog dialog(library_->revisions(document_->filePath()), window_);
    if (Prompts::exec(dialog) != QDialog::Accepted || !dialog.chosen()) return;
    const io::library::Revision& r = *dialog.chosen();
    const io::ReadResult read = io::readScenarioJson(r.content);
    if (!read.ok()) {
        emit fileError(
            unreadable(document_->filePath(),
                       tr("that revision cannot be read: %1").arg(QString::fromStdString(read.error))));
        return;
    }
    const QString label = tr("revision of %1").arg(shownDateTime(r.savedAt));
    switch (dialog.action()) {
        case RevisionsDialog::Action::Restore:
            document_->edit(
                [at = r.savedAt] {
                    return tr("Restore %1").arg(tr("revision of %1").arg(shownDateTime(at)));
                },
                QString(), [&](scenario::Scenario& s) { s = *read.scenario; });
            return;
        case RevisionsDialog::Action::OpenReadOnly:
            emit openRevisionRequested(r);
            return;
        case RevisionsDialog::Action::Compare:
            break;
    }
    if (!document_->isEvaluable()) return;
    auto* view = new CompareView(
        {shownName(), document_->scenario(), controller_->evaluateOther(document_->scenario())},
        {label, *read.scenario, controller_->evaluateOther(*read.scenario)}, window_);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
}

CompareView* DocumentActions::compareWith(const QString& path) {
    if (!hasScenario_ || !document_->isEvaluable()) {
        emit message(tr("Fix this scenario's problems before comparing it"), 5000);
        return nullptr;
    }
    const io::ReadResult other = io::readScenarioFile(path);
    if (!other.ok()) {
        QStringList lines;
        if (!other.error.empty()) lines << QString::fromStdString(other.error);
        for (const scenario::Problem& p : other.problems)
            lines << (other.scenario ? problemLine(*other.scenario, p) : QString::fromStdString(p.text()));
        emit fileError(FileError{
            path, other.error.empty() ? std::optional<int>(static_cast<int>(lines.size())) : std::nullopt,
            lines, false});
        return nullptr;
    }
    auto* view = new CompareView(
        {shownName(), document_->scenario(), controller_->evaluateOther(document_->scenario())},
        {QFileInfo(path).fileName(), *other.scenario, controller_->evaluateOther(*other.scenario)}, window_);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
    return view;
}

void DocumentActions::chooseAndCompare() {
    const QString path =
        Prompts::openFileName(window_, tr("Compare with"), QFileInfo(document_->filePath()).absolutePath());
    if (!path.isEmpty()) compareWith(path);
}

std::shared_ptr<const Evaluation> DocumentActions::beginExport(const QString& refusal) {
    if (exporting_) return nullptr;
    if (!hasScenario_ || !document_->isEvaluable()) {
        emit message(refusal, 5000);
        return nullptr;
    }
    exporting_ = true;
    // An export is of the scenario as it stands: an evaluation still on its way (an edit of
    // a moment ago) is waited for, with the event loop running.
    while (controller_->isPending()) {
        QEventLoop wait;
        connect(controller_, &EvaluationController::evaluated, &wait, &QEventLoop::quit);
        QTimer::singleShot(50, &wait, &QEventLoop::quit);
        wait.exec();
    }
    const std::shared_ptr<const Evaluation> shown = controller_->current();
    if (!shown || controller_->isStale()) {
        exporting_ = false;
        emit message(refusal, 5000);
        return nullptr;
    }
    exportCancel_ = std::make_shared<std::atomic<bool>>(false);
    exportPercent_ = -1;
    return shown;
}

template <class T>
T DocumentActions::onWorker(const QString& what,
                            std::function<T(const std::function<void(int)>& progress)> job) {
    reportExportProgress(0, what, true);
    T result{};
    QEventLoop wait;
    QPointer<DocumentActions> self(this);
    // The worker's reports come back queued to this thread, where the bar is.
    const std::function<void(int)> progress = [self, what](int percent) {
        QMetaObject::invokeMethod(
            self,
            [self, what, percent] {
                if (self) self->reportExportProgress(percent, what, true);
            },
            Qt::QueuedConnection);
    };
    controller_->runJob<T>([job, progress] { return job(progress); },
                           [&](const T& r) {
                               result = r;
                               wait.quit();
                           });
    wait.exec();
    return result;
}

std::optional<QString> DocumentActions::chooseExportPath(const QString& title, const QString& filter,
                                                         const QString& extension) {
    if (!controller_->current()) return std::nullopt;
    const QFileInfo source(document_->filePath().isEmpty() ? QDir::home().filePath(document_->displayName())
                                                           : document_->filePath());
    const QString suggested =
        source.absoluteDir().filePath(source.completeBaseName() + QLatin1Char('.') + extension);
    const QString path = Prompts::saveFileName(window_, title, suggested, filter, extension);
    if (path.isEmpty()) return std::nullopt;
    return path;
}

bool DocumentActions::exportWorkbook(const QString& path) {
    const std::shared_ptr<const Evaluation> shown =
        beginExport(tr("Fix the scenario's problems first: the workbook holds only valid results"));
    if (!shown) return false;
    // The whole workbook (its risk trials included) is built and written on the worker, in
    // the app's language, while the event loop runs on.
    const io::workbook::WorkbookOutcome outcome = onWorker<io::workbook::WorkbookOutcome>(
        tr("Writing the workbook…"), [s = shown->scenario, r = shown->result, path,
                                      cancel = exportCancel_](const std::function<void(int)>& progress) {
            const report::AppWorkbookText words;
            return io::workbook::writeAuditWorkbook(s, r, words, path, [&](double done) {
                progress(static_cast<int>(done * 100));
                return !cancel->load();
            });
        });
    exporting_ = false;
    if (outcome.cancelled) {
        emit message(tr("Export cancelled: no workbook was written"), 5000);
        emit exportFinished(false);
        return false;
    }
    if (!outcome.ok) {
        emit message(tr("The workbook was not written: %1").arg(QString::fromStdString(outcome.error)), 0);
        emit exportFinished(false);
        return false;
    }
    emit message(tr("Workbook written to %1").arg(QDir::toNativeSeparators(path)), 10000);
    emit exportFinished(true);
    return true;
}

void DocumentActions::chooseAndExportWorkbook() {
    if (const auto path = chooseExportPath(tr("Export audit workbook"), tr("Excel workbooks (*.xlsx)"),
                                           QStringLiteral("xlsx")))
        exportWorkbook(*path);
}

bool DocumentActions::exportPdf(const QString& path) {
    const std::shared_ptr<const Evaluation> shown =
        beginExport(tr("Fix the scenario's problems first: the report shows only valid results"));
    if (!shown) return false;
    report::ReportOptions options;
    if (QLocale::system().measurementSystem() == QLocale::ImperialUSSystem) options.page = QPageSize::Letter;
    report::ReportInput input = report::makeReportInput(shown->scenario, shown->result, document_->filePath(),
                                                        Preferences::load().preparedBy, QDate::currentDate());
    if (document_->isModified() || document_->filePath().isEmpty()) {
        // The footer leads back to content: with unsaved changes that is not the file on
        // disk, so the hash is of the scenario as it would be saved, and the name says so.
        input.fileSha256 = QString::fromLatin1(io::contentHash(io::writeScenarioJson(shown->scenario)));
        input.fileName = tr("%1 (unsaved changes)").arg(shownName());
    }

    // The risk pages and the optimised options' searches on the worker (the scenario's own
    // trials and seed, so the report is the same whether or not the Risk page was run), while
    // the event loop runs on.
    struct Analyses {
        std::optional<report::ReportRisk> risk;
        std::vector<report::ReportOptimisation> optimisations;
    };
    const Analyses analyses = onWorker<Analyses>(
        tr("Computing the risk pages…"),
        [s = shown->scenario, cancel = exportCancel_](const std::function<void(int)>& progress) {
            bool optimised = false;
            for (const scenario::Option& o : s.options) optimised = optimised || o.optimised.has_value();
            const int riskShare = optimised ? kRiskShare * 3 / 4 : kRiskShare;
            Analyses a;
            a.risk = report::computeReportRisk(
                s, [&](int percent) { progress(percent * riskShare / 100); }, cancel.get());
            a.optimisations = report::computeReportOptimisations(
                s, [&](int percent) { progress(riskShare + percent * (kRiskShare - riskShare) / 100); },
                cancel.get());
            return a;
        });
    if (exportCancel_->load()) {
        exporting_ = false;
        emit message(tr("Export cancelled: no report was written"), 5000);
        emit exportFinished(false);
        return false;
    }
    input.risk = analyses.risk ? &*analyses.risk : nullptr;
    input.optimisations = &analyses.optimisations;
    // Drawing the pages takes a moment on this thread (the charts are widgets); it cannot be
    // stopped half-way without leaving no report, so cancel is offered only before it.
    reportExportProgress(kRiskShare, tr("Writing the pages…"), false);
    const report::ReportOutcome outcome =
        report::writeReport(input, path, options, [this](int done, int total) {
            reportExportProgress(kRiskShare + (100 - kRiskShare) * done / std::max(total, 1),
                                 tr("Writing the pages…"), false);
        });
    exporting_ = false;
    if (!outcome.ok) {
        emit message(outcome.error, 0);
        emit exportFinished(false);
        return false;
    }
    emit message(tr("Report written to %1").arg(QDir::toNativeSeparators(path)), 10000);
    emit exportFinished(true);
    return true;
}

void DocumentActions::chooseAndExport() {
    if (const auto path =
            chooseExportPath(tr("Export PDF report"), tr("PDF files (*.pdf)"), QStringLiteral("pdf")))
        exportPdf(*path);
}

void DocumentActions::reportExportProgress(int percent, const QString& what, bool cancellable) {
    // The worker's reports are queued: one may arrive after the pages are being written, and
    // a bar never goes back.
    if (!exporting_ || percent < exportPercent_ || (percent == exportPercent_ && cancellable)) return;
    exportPercent_ = percent;
    emit exportProgress(percent, what, cancellable);
}

void DocumentActions::cancelExport() {
    if (exportCancel_) exportCancel_->store(true);
}

}  // namespace gputco::ui
