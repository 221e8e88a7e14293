#include "ui/document/scenario_document.h"

#include "model/scenario/option_edits.h"

#include <QFileInfo>

#include "model/io/display_text.h"
#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "ui/document/edit_command.h"
#include "ui/document/field_registry.h"

namespace gputco::ui {

ScenarioDocument::ScenarioDocument(QObject* parent) : QObject(parent) {
    connect(&undo_, &QUndoStack::cleanChanged, this, &ScenarioDocument::fileStateChanged);
    problems_ = scenario::validate(scenario_);
}

ScenarioDocument::~ScenarioDocument() {
    // The undo stack clears itself when destroyed and says so (cleanChanged, undoTextChanged);
    // by then the window that listens may be half destroyed itself (its QWidget destructor
    // is what deletes this document), so nobody may hear it.
    QObject::disconnect(&undo_, nullptr, nullptr, nullptr);
}

QString ScenarioDocument::displayName() const {
    if (!scenario_.name.empty()) return io::shownText(scenario_.name);
    if (!path_.isEmpty()) return QFileInfo(path_).completeBaseName();
    return tr("Untitled");
}

QString scenarioShape(const scenario::Scenario& s) {
    QString text = QString::fromStdString(s.currency) + QLatin1Char('|') +
                   QString::number(static_cast<int>(s.demand.preset)) + QLatin1Char('|');
    for (const auto& [name, tariff] : s.tariffs)
        text +=
            QString::fromStdString(name) + QString::number(static_cast<int>(tariff.kind)) + QLatin1Char(';');
    text += QLatin1Char('|');
    for (const auto& [name, gpu] : s.gpus) text += QString::fromStdString(name) + QLatin1Char(';');
    text += QLatin1Char('|');
    // Names are not part of the shape: renaming an option must not rebuild an editor under the
    // user's keystrokes.
    for (const scenario::Option& o : s.options) {
        for (const scenario::Source& source : o.sources) {
            text += QString::number(source.index());
            if (const auto* owned = std::get_if<scenario::OwnedSource>(&source))
                text += QString::number(static_cast<int>(owned->financing.kind));
        }
        text += QLatin1Char('/');
    }
    text += QLatin1Char('|') +
            QString::number(s.uncertainty ? static_cast<int>(s.uncertainty->inputs.size()) : -1);
    // The Sizing page has a card per job; the inputs panel says how many there are.
    if (s.demand.jobs)
        text += QStringLiteral("|jobs %1/%2")
                    .arg(s.demand.jobs->training.size())
                    .arg(s.demand.jobs->inference.size());
    return text;
}

void ScenarioDocument::apply(const scenario::Scenario& s, const DocumentChange& change) {
    scenario_ = s;
    if (change.reshapes()) ++shapeRevision_;
    // Every option and source has its stable id from here on (the app keys its state by
    // them); a file without ids gets them, and keeps them once saved.
    scenario::ensureIds(scenario_);
    problems_ = scenario::validate(scenario_);
    emit changed(change);
}

ScenarioDocument::OpenResult ScenarioDocument::open(const QString& path) {
    const io::ReadResult read = io::readScenarioFile(path);
    OpenResult result;
    if (!read.scenario) {
        result.error = QString::fromStdString(read.error);
        return result;
    }
    for (const scenario::Problem& p : read.problems)
        if (scenario::isTextTooLong(p)) result.tooLong << problemLine(*read.scenario, p);
    if (!result.tooLong.isEmpty()) return result;
    for (const std::string& step : read.migrations) result.migrations << QString::fromStdString(step);
    reset(*read.scenario, QFileInfo(path).absoluteFilePath(), read.opened);
    return result;
}

void ScenarioDocument::reset(const scenario::Scenario& start, const QString& path,
                             const io::DiskState& opened) {
    undo_.clear();
    path_ = path;
    opened_ = opened;
    apply(start, DocumentChange{DocumentChange::Kind::Reset, {}, {}});
    undo_.setClean();
    emit fileStateChanged();
}

void ScenarioDocument::restore(const scenario::Scenario& recovered, const QString& path) {
    const OpenResult fromDisk = path.isEmpty() ? OpenResult{tr("no file"), {}, {}} : open(path);
    if (!fromDisk.ok()) reset(scenario::Scenario{}, path, io::diskState(path));
    edit([] { return tr("Restore unsaved changes"); }, QString(),
         [&](scenario::Scenario& s) { s = recovered; });
}

void ScenarioDocument::edit(const UndoText& text, const QString& mergeKey,
                            const std::function<void(scenario::Scenario&)>& change) {
    if (readOnly_) return;
    scenario::Scenario after = scenario_;
    change(after);
    // What the edit added has its ids before the change is described: the change names it by them.
    scenario::ensureIds(after);
    if (after == scenario_) return;  // nothing to undo
    undo_.push(new EditScenarioCommand(this, text, mergeKey, scenario_, std::move(after)));
}

void ScenarioDocument::retranslateUndo() {
    // QUndoStack hands out its commands read-only; each is an EditScenarioCommand (edit() is
    // the only way in), and renaming one changes no state the stack keeps.
    for (int i = 0; i < undo_.count(); ++i)
        if (auto* command = dynamic_cast<const EditScenarioCommand*>(undo_.command(i)))
            const_cast<EditScenarioCommand*>(command)->retranslate();
}

io::SaveResult ScenarioDocument::saveTo(const QString& path, const std::optional<io::DiskState>& expected) {
    const QByteArray bytes = io::writeScenarioJson(scenario_);
    io::SaveResult saved = io::saveFileAtomically(path, bytes, expected);
    if (!saved.ok()) return saved;
    path_ = QFileInfo(path).absoluteFilePath();
    opened_ = {true, io::contentHash(bytes)};
    undo_.setClean();
    emit fileStateChanged();
    emit this->saved(path_, bytes);
    return saved;
}

io::SaveResult ScenarioDocument::save(bool overwrite) {
    if (path_.isEmpty())
        return {io::SaveResult::Status::Failed, "the scenario has no file yet: use Save As", {}};
    return saveTo(path_, overwrite ? std::nullopt : std::optional<io::DiskState>(opened_));
}

io::SaveResult ScenarioDocument::saveAs(const QString& path) {
    // Another file was chosen in a dialog that already asked about replacing it; the same
    // file keeps the changed-on-disk check.
    const bool same = !path_.isEmpty() && QFileInfo(path).absoluteFilePath() == path_;
    return saveTo(path, same ? std::optional<io::DiskState>(opened_) : std::nullopt);
}

ScenarioDocument::OpenResult ScenarioDocument::revert() {
    if (path_.isEmpty()) return {tr("the scenario has never been saved"), {}, {}};
    return open(path_);
}

}  // namespace gputco::ui
