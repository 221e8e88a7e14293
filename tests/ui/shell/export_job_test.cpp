// An export (File > Export PDF, File > Export Workbook) is a job driven by signals (issue #35):
// it waits for the evaluation on its way instead of spinning an event loop, a cancel while it
// waits writes nothing, closing the window asks and cancels cleanly, and a file that cannot be
// written is a failure, never "written".
#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <vector>

#include "tests/support/ui_test_support.h"
#include "ui/dialogs/prompts.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/export_job.h"
#include "ui/shell/main_window.h"

using namespace gputco;
using State = ui::ExportJob::State;

namespace {

struct ExportWindow {
    ExportWindow() {
        QSettings().clear();
        qputenv("GPUTCO_DATA_DIR", data.path().toUtf8());
        ui::applyLanguage(ui::UiLanguage::English);
        w = std::make_unique<ui::MainWindow>();
        w->show();
    }
    bool openAndWait() {
        QSignalSpy shown(w.get(), &ui::MainWindow::resultShown);
        return w->openFile(test::kExample) && (shown.count() > 0 || shown.wait(10000));
    }
    // 500 risk trials instead of the example's 10,000: a report in a second. The edit leaves
    // an evaluation pending (the controller's debounce).
    void fewerTrials() {
        w->document()->edit(QStringLiteral("trials"), QString(),
                            [](scenario::Scenario& s) { s.uncertainty->trials = 500; });
    }
    // Every state the job passes through after `job` was started, in order.
    void follow(ui::ExportJob* job) {
        QObject::connect(job, &ui::ExportJob::ended, [this](State s, const QString&) { ends.push_back(s); });
    }
    // What the folder holds, temporary files included.
    static QStringList contents(const QString& folder) {
        return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    }

    QTemporaryDir data;
    QTemporaryDir out;
    std::unique_ptr<ui::MainWindow> w;
    std::vector<State> ends;
};

// The source of a file of the app, to check what it does not call.
QString appSource(const QString& path) {
    QFile file(QStringLiteral(GPUTCO_SOURCE_DIR "/") + path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

}  // namespace

TEST_CASE("ui export: an export started while an evaluation is pending writes the report once it arrives",
          "[ui][export]") {
    ExportWindow f;
    REQUIRE(f.openAndWait());
    f.fewerTrials();
    REQUIRE(f.w->controller()->isPending());
    QSignalSpy finished(f.w->actions(), &ui::DocumentActions::exportFinished);
    QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
    const QString pdf = f.out.filePath(QStringLiteral("report.pdf"));

    ui::ExportJob* job = f.w->exportPdf(pdf);
    REQUIRE(job != nullptr);
    f.follow(job);
    // The call returned at once: the job waits for the evaluation of the edit, as a signal.
    CHECK(job->state() == State::WaitingForEvaluation);
    CHECK(f.w->actions()->isExporting());
    CHECK_FALSE(QFile::exists(pdf));

    REQUIRE(finished.wait(60000));
    CHECK(finished.at(0).at(0).toBool());
    CHECK(f.ends == std::vector<State>{State::Done});
    CHECK(f.w->controller()->current()->scenario.uncertainty->trials == 500);  // what was waited for
    CHECK(said.last().at(0).toString() ==
          QStringLiteral("Report written to %1").arg(QDir::toNativeSeparators(pdf)));
    QFile file(pdf);
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.size() > 0);
    CHECK(file.read(5) == "%PDF-");
    CHECK(ExportWindow::contents(f.out.path()) == QStringList{QStringLiteral("report.pdf")});
}

TEST_CASE("ui export: a cancel while the export waits for its evaluation writes nothing", "[ui][export]") {
    ExportWindow f;
    REQUIRE(f.openAndWait());
    f.fewerTrials();
    QSignalSpy finished(f.w->actions(), &ui::DocumentActions::exportFinished);
    QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
    QSignalSpy evaluated(f.w->controller(), &ui::EvaluationController::evaluated);
    const QString pdf = f.out.filePath(QStringLiteral("report.pdf"));

    ui::ExportJob* job = f.w->exportPdf(pdf);
    REQUIRE(job != nullptr);
    f.follow(job);
    REQUIRE(job->state() == State::WaitingForEvaluation);
    f.w->actions()->cancelExport();
    CHECK(job->state() == State::Cancelled);
    REQUIRE(finished.count() == 1);
    CHECK_FALSE(finished.at(0).at(0).toBool());
    CHECK(said.last().at(0).toString() == QStringLiteral("Export cancelled: no report was written"));
    CHECK_FALSE(f.w->actions()->isExporting());

    // The evaluation still arrives, and the cancelled job does nothing with it.
    REQUIRE(evaluated.wait(10000));
    QTest::qWait(100);
    CHECK(finished.count() == 1);
    CHECK(f.ends == std::vector<State>{State::Cancelled});
    CHECK(ExportWindow::contents(f.out.path()).isEmpty());  // no report, no temporary file
}

TEST_CASE("ui export: an edit that makes the scenario invalid while the export waits refuses it",
          "[ui][export]") {
    ExportWindow f;
    REQUIRE(f.openAndWait());
    f.fewerTrials();
    QSignalSpy finished(f.w->actions(), &ui::DocumentActions::exportFinished);
    QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
    ui::ExportJob* job = f.w->exportPdf(f.out.filePath(QStringLiteral("report.pdf")));
    REQUIRE(job != nullptr);
    f.follow(job);
    REQUIRE(job->state() == State::WaitingForEvaluation);
    // A PUE below 1 is invalid (MODEL.md, facility): it is never evaluated, so no evaluation
    // is coming for the export.
    f.w->document()->edit(QStringLiteral("PUE"), QString(), [](scenario::Scenario& s) {
        std::get<scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = 0.5;
    });
    REQUIRE(finished.count() == 1);
    CHECK_FALSE(finished.at(0).at(0).toBool());
    CHECK(f.ends == std::vector<State>{State::Failed});
    CHECK(said.last().at(0).toString() ==
          QStringLiteral("Fix the scenario's problems first: the report shows only valid results"));
    CHECK(ExportWindow::contents(f.out.path()).isEmpty());
}

TEST_CASE("ui export: closing the window during an export asks, and Cancel the export closes it with no file",
          "[ui][export]") {
    ExportWindow f;
    REQUIRE(f.openAndWait());  // the example's 10,000 trials: its risk pages take a while
    QSignalSpy finished(f.w->actions(), &ui::DocumentActions::exportFinished);
    const QString pdf = f.out.filePath(QStringLiteral("report.pdf"));
    ui::ExportJob* job = f.w->exportPdf(pdf);
    REQUIRE(job != nullptr);
    f.follow(job);
    REQUIRE(job->state() == State::Computing);

    // Keep exporting: the window stays open and the export goes on.
    const int asked = ui::Prompts::askedCount();
    ui::Prompts::setNextAnswer(ui::Answer::KeepExporting);
    CHECK_FALSE(f.w->close());
    CHECK(ui::Prompts::askedCount() == asked + 1);
    CHECK(ui::Prompts::lastQuestion().answers ==
          std::vector<ui::Answer>{ui::Answer::KeepExporting, ui::Answer::CancelExport});
    CHECK(f.w->isVisible());
    CHECK(f.w->actions()->isExporting());

    // Cancel the export and close: the window closes, and the export ends cancelled.
    ui::Prompts::setNextAnswer(ui::Answer::CancelExport);
    CHECK(f.w->close());
    CHECK_FALSE(f.w->isVisible());
    REQUIRE((finished.count() > 0 || finished.wait(60000)));
    CHECK_FALSE(finished.at(0).at(0).toBool());
    CHECK(f.ends == std::vector<State>{State::Cancelled});
    CHECK(ExportWindow::contents(f.out.path()).isEmpty());  // no report, no temporary file
}

TEST_CASE("ui export: a window destroyed during an export stops it, and no file is written", "[ui][export]") {
    ExportWindow f;
    // The workbook is written on the worker: with the example's 10,000 risk trials it is still
    // being built when the window goes.
    REQUIRE(f.openAndWait());
    REQUIRE(f.w->exportWorkbook(f.out.filePath(QStringLiteral("audit.xlsx"))) != nullptr);
    f.w.reset();
    REQUIRE(QThreadPool::globalInstance()->waitForDone(60000));
    QTest::qWait(50);  // whatever the worker posted back finds nothing to report to
    CHECK(ExportWindow::contents(f.out.path()).isEmpty());
}

TEST_CASE("ui export: a file that cannot be written is a failure, never written", "[ui][export]") {
    ExportWindow f;
    REQUIRE(f.openAndWait());
    QSignalSpy shown(f.w.get(), &ui::MainWindow::resultShown);
    f.fewerTrials();
    REQUIRE(shown.wait(10000));  // the export begins at once: only its writing is tried
    // The target's folder is a regular file: nothing can be made under it, whoever runs the
    // test (root included, whom a read-only folder would not stop).
    const QString blocker = f.out.filePath(QStringLiteral("not-a-folder"));
    {
        QFile file(blocker);
        REQUIRE(file.open(QIODevice::WriteOnly));
    }
    for (const bool report : {true, false}) {
        const QString path =
            blocker + (report ? QStringLiteral("/report.pdf") : QStringLiteral("/audit.xlsx"));
        INFO(path.toStdString());
        f.ends.clear();
        QSignalSpy finished(f.w->actions(), &ui::DocumentActions::exportFinished);
        QSignalSpy said(f.w->actions(), &ui::DocumentActions::message);
        ui::ExportJob* job = report ? f.w->exportPdf(path) : f.w->exportWorkbook(path);
        REQUIRE(job != nullptr);
        f.follow(job);
        REQUIRE((finished.count() > 0 || finished.wait(60000)));
        CHECK_FALSE(finished.at(0).at(0).toBool());
        CHECK(f.ends == std::vector<State>{State::Failed});
        const QString text = said.last().at(0).toString();
        CHECK(text.contains(path));  // the message names the file
        CHECK_FALSE(text.contains(QStringLiteral("written to")));
        if (!report) CHECK(text.startsWith(QStringLiteral("The workbook was not written: ")));
        CHECK(said.last().at(1).toInt() == 0);  // kept in the status bar
        CHECK(ExportWindow::contents(f.out.path()) == QStringList{QStringLiteral("not-a-folder")});
    }
}

TEST_CASE("ui export: the export runs no event loop of its own", "[ui][export]") {
    // The window's event loop is the only one: an export nested in it kept the window's close
    // waiting on it and ran every other handler inside the export's call stack.
    for (const QString& path :
         {QStringLiteral("ui/shell/document_actions.cpp"), QStringLiteral("ui/shell/document_actions.h"),
          QStringLiteral("ui/shell/export_job.cpp"), QStringLiteral("ui/shell/export_job.h"),
          QStringLiteral("ui/shell/main_window.cpp")}) {
        INFO(path.toStdString());
        const QString source = appSource(path);
        CHECK_FALSE(source.contains(QStringLiteral("QEventLoop")));
        CHECK_FALSE(source.contains(QStringLiteral("processEvents")));
    }
}

TEST_CASE("ui export: the status bar shows the export's progress with its cancel, in both languages",
          "[ui][export][screenshot]") {
    for (const ui::UiLanguage language : {ui::UiLanguage::English, ui::UiLanguage::SimplifiedChinese}) {
        ExportWindow f;
        f.w->resize(1280, 720);
        REQUIRE(f.openAndWait());
        const test::Language shown(language);
        // At the risk pages' first report the bar is up with Cancel offered: the window as it
        // is then, and Cancel taken.
        bool grabbed = false;
        QObject::connect(
            f.w->actions(), &ui::DocumentActions::exportProgress, f.w.get(),
            [&](int percent, const QString&, bool cancellable) {
                if (grabbed || percent == 0 || !cancellable) return;
                grabbed = true;
                CHECK(f.w->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/export-progress-") +
                                       ui::languageCode(language) + QStringLiteral(".png")));
                f.w->actions()->cancelExport();
            });
        REQUIRE(f.w->exportPdf(f.out.filePath(QStringLiteral("report.pdf"))) != nullptr);
        REQUIRE(test::eventually([&] { return !f.w->actions()->isExporting(); }, 20000));
        CHECK(grabbed);
    }
}
