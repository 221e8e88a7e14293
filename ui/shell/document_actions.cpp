#include "ui/shell/document_actions.h"

#include <QMimeData>
#include <QUrl>

#include <QDialog>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QWidget>

#include "model/io/scenario_reader.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/revisions_dialog.h"
#include "ui/document/autosaver.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/field_registry.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/compare_view.h"

namespace gputco::ui {

namespace {

const QString kRecentKey = QStringLiteral("files/recent");
constexpr int kMaxRecentFiles = 8;
// A new scenario starts from the bundled example: every field filled with a sourced value.
const QString kTemplate = QStringLiteral(":/examples/a100-buy-vs-rent.gputco");

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
    compareWithScenario(label, *read.scenario);
}

CompareView* DocumentActions::compareWithScenario(const QString& label, const scenario::Scenario& other) {
    if (!hasScenario_ || !document_->isEvaluable()) {
        emit message(tr("Fix this scenario's problems before comparing it"), 5000);
        return nullptr;
    }
    auto* view = new CompareView(
        {shownName(), document_->scenario(), controller_->evaluateOther(document_->scenario())},
        {label, other, controller_->evaluateOther(other)}, window_);
    view->setAttribute(Qt::WA_DeleteOnClose);
    view->show();
    return view;
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

ExportJob* DocumentActions::startExport(ExportJob::Kind kind, const QString& path) {
    if (isExporting()) return nullptr;
    if (!hasScenario_ || !document_->isEvaluable()) {
        emit message(ExportJob::refusal(kind), 5000);
        return nullptr;
    }
    auto* job = new ExportJob(kind, path, document_, controller_, this);
    export_ = job;
    connect(job, &ExportJob::progress, this, &DocumentActions::exportProgress);
    connect(job, &ExportJob::ended, this, [this, job](ExportJob::State state, const QString& text) {
        // A failure stays in the status bar until the next message: it is what to act on.
        emit message(text, state == ExportJob::State::Done        ? 10000
                           : state == ExportJob::State::Cancelled ? 5000
                                                                  : 0);
        emit exportFinished(state == ExportJob::State::Done);
        job->deleteLater();
    });
    job->start();
    return job;
}

ExportJob* DocumentActions::exportPdf(const QString& path) {
    return startExport(ExportJob::Kind::Report, path);
}

ExportJob* DocumentActions::exportWorkbook(const QString& path) {
    return startExport(ExportJob::Kind::Workbook, path);
}

void DocumentActions::chooseAndExportWorkbook() {
    if (const auto path = chooseExportPath(tr("Export audit workbook"), tr("Excel workbooks (*.xlsx)"),
                                           QStringLiteral("xlsx")))
        exportWorkbook(*path);
}

void DocumentActions::chooseAndExport() {
    if (const auto path =
            chooseExportPath(tr("Export PDF report"), tr("PDF files (*.pdf)"), QStringLiteral("pdf")))
        exportPdf(*path);
}

bool DocumentActions::isExporting() const {
    return export_ && !export_->isFinished();
}

void DocumentActions::cancelExport() {
    if (isExporting()) export_->cancel();
}

bool DocumentActions::mayCloseWhileExporting() {
    if (!isExporting()) return true;
    // Keep exporting comes first, so the default loses nothing.
    const Answer answer =
        Prompts::ask(window_, tr("Export in progress"),
                     tr("“%1” is still being written. Cancel the export and close the window?")
                         .arg(QFileInfo(export_->path()).fileName()),
                     {Answer::KeepExporting, Answer::CancelExport});
    return answer == Answer::CancelExport;
}

QString DocumentActions::scenarioFileIn(const QMimeData* mime) {
    if (!mime || !mime->hasUrls()) return {};
    for (const QUrl& url : mime->urls())
        if (url.isLocalFile() &&
            QFileInfo(url.toLocalFile()).suffix().compare(QLatin1String("gputco"), Qt::CaseInsensitive) == 0)
            return url.toLocalFile();
    return {};
}

}  // namespace gputco::ui
