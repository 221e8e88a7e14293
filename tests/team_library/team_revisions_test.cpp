// File > Team Revisions (issue #37): the open scenario's saves in the team library, a status set
// from the window, a colleague's approval seen within a second, and a save refused because a
// colleague saved first offering the newer version.
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <catch2/catch.hpp>
#include <memory>

#include "model/io/scenario_reader.h"
#include "model/io/scenario_writer.h"
#include "tests/team_library/team_server.h"
#include "tests/team_library/team_window.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_revisions_dialog.h"
#include "ui/document/language.h"
#include "ui/document/scenario_document.h"
#include "ui/pages/calibration_page.h"
#include "ui/pages/compare_view.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_link.h"

using namespace gputco;
using gputco::test::exampleIn;
using gputco::test::TeamDatabase;
using gputco::test::waitFor;

namespace {

const QString kName = QStringLiteral("buy-vs-rent");

QString cell(ui::TeamRevisionsDialog* d, int row, int column) {
    const QTableWidgetItem* item = d->table()->item(row, column);
    return item ? item->text() : QString();
}

// Chooses `status` in the dialog's box, types `comment` and presses Set Status, as a user would.
void setStatus(ui::TeamRevisionsDialog* d, int number, const QString& status, const QString& comment) {
    REQUIRE(d->select(number));
    d->statusBox()->setCurrentIndex(d->statusBox()->findData(status));
    d->commentEdit()->setText(comment);
    REQUIRE(d->setStatusButton()->isEnabled());
    QTest::mouseClick(d->setStatusButton(), Qt::LeftButton);
    // Written on the link's own thread: answered within a moment.
    REQUIRE(gputco::test::waitFor([&] { return !d->waiting(); }, 10000));
}

// A window on the team library as `user`, connected, with the scenario at `path` open.
std::unique_ptr<ui::MainWindow> openedAs(const TeamDatabase& team, const QString& user, const QString& path) {
    gputco::test::chooseTeam(team.address(user));
    auto w = std::make_unique<ui::MainWindow>();
    w->resize(1280, 720);
    w->show();
    REQUIRE(gputco::test::waitConnected(*w));
    REQUIRE(w->openFile(path));
    return w;
}

// A window on a fresh team library as analyst1, with a copy of the example open and saved once:
// revision 1 of "buy-vs-rent".
struct SavedOnce {
    TeamDatabase team;
    QTemporaryDir files;
    QString path = exampleIn(files);
    std::unique_ptr<ui::MainWindow> window = openedAs(team, QStringLiteral("analyst1"), path);
    SavedOnce() {
        REQUIRE(window->actions()->save());
        REQUIRE(gputco::test::sent(*window));
    }
};

}  // namespace

TEST_CASE(
    "team revisions in the window: the saves listed, an analyst sets one in review, an approver's approval "
    "shows within a second, and the next save is no conflict") {
    SavedOnce saved;
    const TeamDatabase& team = saved.team;
    const QString& path = saved.path;
    ui::MainWindow& w = *saved.window;
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    REQUIRE(d);
    REQUIRE(QTest::qWaitForWindowExposed(d));
    // Read on the team library's thread: the dialog opens at once and says so until the list is in.
    REQUIRE(waitFor([&] { return !d->reading(); }, 10000));
    REQUIRE(d->table()->rowCount() == 1);
    CHECK(cell(d, 0, 0) == QStringLiteral("1"));
    CHECK(cell(d, 0, 2) == QStringLiteral("analyst1"));
    CHECK(cell(d, 0, 3) == QStringLiteral("Draft"));
    // An analyst may not approve: the choice is there, disabled, and says why.
    auto* statuses = qobject_cast<QStandardItemModel*>(d->statusBox()->model());
    REQUIRE(statuses);
    const QStandardItem* approved = statuses->item(d->statusBox()->findData(QStringLiteral("approved")));
    CHECK_FALSE(approved->isEnabled());
    CHECK(approved->toolTip().contains(QStringLiteral("approver role")));
    // In review, with a comment: the list shows it once the library tells of the write.
    setStatus(d, 1, QStringLiteral("in review"), QStringLiteral("for Tuesday's board"));
    CHECK(d->commentEdit()->text().isEmpty());  // it is the revision's now
    REQUIRE(waitFor([&] { return cell(d, 0, 3) == QStringLiteral("In review"); }, 1000));
    CHECK(cell(d, 0, 5) == QStringLiteral("for Tuesday's board"));
    CHECK(cell(d, 0, 4).startsWith(QStringLiteral("analyst1, ")));  // who set it in review
    // What this user may do, said where it can be read (not only in a disabled item's tip).
    CHECK(d->noteLabel()->text() ==
          QStringLiteral("analyst1 may set a revision to draft or in review; approving "
                         "needs the approver role in the team library."));
    // A colleague with the approver's role approves it: seen here within a second.
    io::library::TeamLibrary approver;
    REQUIRE(approver.open(team.address(QStringLiteral("approver1"))).isEmpty());
    QElapsedTimer clock;
    clock.start();
    REQUIRE(approver.setStatus(kName, 1, QStringLiteral("approved"), approver.scenarioVersion(kName)).ok());
    CHECK(waitFor([&] { return cell(d, 0, 3) == QStringLiteral("Approved"); }, 1000));
    CHECK(clock.elapsed() < 1000);
    // Who approved it, and when (the minute, UTC), on its line: the database's trigger wrote it.
    CHECK(cell(d, 0, 4).startsWith(QStringLiteral("approver1, 20")));
    // The box follows the revision's new status; an approved revision is the approver's, so the
    // analyst's controls are off and the dialog says why.
    CHECK(d->statusBox()->currentData().toString() == QStringLiteral("approved"));
    CHECK_FALSE(d->setStatusButton()->isEnabled());
    CHECK_FALSE(d->statusBox()->isEnabled());
    CHECK(d->noteLabel()->text() ==
          QStringLiteral("Revision 1 is approved: only an approver may change its status."));
    // Asked anyway (another program, an old list), the database refuses it, said in words.
    QString refused;
    bool answered = false;
    w.teamLink()->setStatus(path, 1, QStringLiteral("draft"), QString(), approver.scenarioVersion(kName),
                            [&](const QString& error) {
                                refused = error;
                                answered = true;
                            });
    REQUIRE(gputco::test::waitFor([&] { return answered; }, 10000));
    CHECK(refused ==
          QStringLiteral(
              "Only an approver may approve a revision or take an approval back, and analyst1 is not one."));
    CHECK(approver.revisions(kName).front().status == QStringLiteral("approved"));
    // The scenario's version moved on twice, by status changes only: the content this window's
    // save builds on is still the newest, so the save is no conflict and asks nothing.
    const int asked = ui::Prompts::askedCount() + ui::Prompts::unansweredCount();
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name += " v2"; });
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    REQUIRE(waitFor([&] { return d->table()->rowCount() == 2; }, 1000));
    CHECK(cell(d, 0, 0) == QStringLiteral("4"));  // versions: 1 saved, 2 in review, 3 approved, 4 saved
    CHECK(cell(d, 0, 3) == QStringLiteral("Draft"));
    CHECK(cell(d, 1, 3) == QStringLiteral("Approved"));
    CHECK(ui::Prompts::askedCount() + ui::Prompts::unansweredCount() == asked);
    // A comment typed for one revision is not carried to another chosen after it (the audit
    // trail would keep it on the wrong one for good), and one set goes with its status.
    REQUIRE(d->select(4));
    d->commentEdit()->setText(QStringLiteral("only meant for revision 4"));
    REQUIRE(d->select(1));
    CHECK(d->commentEdit()->text().isEmpty());
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    CHECK(d->grab().save(dir + QStringLiteral("/team-revisions.png")));
    w.setLanguage(ui::UiLanguage::SimplifiedChinese);
    QApplication::processEvents();
    CHECK(cell(d, 1, 3) == QStringLiteral("已批准"));
    CHECK(d->grab().save(dir + QStringLiteral("/team-revisions-zh_CN.png")));
    w.setLanguage(ui::UiLanguage::English);
}

TEST_CASE(
    "team revisions in the window: a revision compared with the scenario in the editor and opened read-only "
    "as File > Revisions does with this computer's") {
    SavedOnce saved;  // revision 1: the example as shipped, the owned option's PUE 1.5
    ui::MainWindow& w = *saved.window;
    // The editor moves on: PUE 1.8 on the owned option (MODEL.md: the owned options' electricity).
    w.document()->edit(QStringLiteral("PUE"), QString(), [](scenario::Scenario& s) {
        std::get<scenario::OwnedSource>(s.options[2].sources[0]).facility.pue = 1.8;
    });
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    REQUIRE(d);
    REQUIRE(waitFor([&] { return !d->reading(); }, 10000));
    REQUIRE(d->select(1));
    // Compare: read on the team library's thread, then side by side, the one input that differs.
    REQUIRE(d->compareButton()->isEnabled());
    QTest::mouseClick(d->compareButton(), Qt::LeftButton);
    CHECK(d->taking() == 1);
    CHECK(d->noteLabel()->text() == QStringLiteral("Reading revision 1 from the team library…"));
    CHECK_FALSE(d->compareButton()->isEnabled());
    REQUIRE(waitFor([&] { return d->taking() == 0; }, 10000));
    ui::CompareView* view = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* v = qobject_cast<ui::CompareView*>(top); v && v->isVisible()) view = v;
    REQUIRE(view);
    REQUIRE(view->inputs()->rowCount() == 1);
    CHECK(view->inputs()->item(0, 0)->text() ==
          QStringLiteral("Buy 4x 8-GPU A100 servers \u203a Owned servers \u203a Facility: PUE"));
    CHECK(view->inputs()->item(0, 1)->text() == QStringLiteral("1.8"));  // A, the editor
    CHECK(view->inputs()->item(0, 2)->text() == QStringLiteral("1.5"));  // B, revision 1
    CHECK(view->windowTitle().contains(QStringLiteral("team revision 1")));
    view->close();
    // Open Read-Only: a window of its own, titled with the scenario's name and the number, whose
    // scenario is revision 1's, not the editor's.
    QTest::mouseClick(d->openButton(), Qt::LeftButton);
    REQUIRE(waitFor([&] { return d->taking() == 0; }, 10000));
    ui::MainWindow* opened = nullptr;
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* m = qobject_cast<ui::MainWindow*>(top); m && m != &w && m->isVisible()) opened = m;
    REQUIRE(opened);
    CHECK(opened->isReadOnly());
    CHECK(opened->windowTitle().contains(QStringLiteral("buy-vs-rent, team revision 1")));
    CHECK(
        std::get<scenario::OwnedSource>(opened->document()->scenario().options[2].sources[0]).facility.pue ==
        1.5);
    opened->close();
    // The editor's scenario and its file are untouched by either.
    CHECK(std::get<scenario::OwnedSource>(w.document()->scenario().options[2].sources[0]).facility.pue ==
          1.8);
    d->close();
}

TEST_CASE(
    "team revisions in the window: a file holding an older revision's content saves as based on that "
    "revision "
    "and a colleague's newer save is not undone") {
    TeamDatabase team;
    QTemporaryDir files;
    const QString path = exampleIn(files);
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray original = file.readAll();
    file.close();
    // A colleague saved the example as revision 1, then a change of it as revision 2, and
    // approved revision 2 (version 3, a status change).
    io::library::TeamLibrary colleague;
    REQUIRE(colleague.open(team.address(QStringLiteral("analyst2"))).isEmpty());
    REQUIRE(colleague.addRevision(kName, original, 0).ok());
    const io::ReadResult read = io::readScenarioFile(path);
    REQUIRE(read.scenario);
    scenario::Scenario theirs = *read.scenario;
    theirs.name = "Theirs";
    REQUIRE(colleague.addRevision(kName, io::writeScenarioJson(theirs), 1).ok());
    REQUIRE(colleague.setStatus(kName, 2, QStringLiteral("in review"), 2).ok());
    // This user's file holds revision 1 byte for byte (`gputco-cli library get buy-vs-rent 1`
    // writes it so): opened now, with the library at version 3, and changed.
    const auto window = openedAs(team, QStringLiteral("analyst1"), path);
    ui::MainWindow& w = *window;
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name = "Mine"; });
    ui::Prompts::setNextAnswer(ui::Answer::Cancel);
    const int asked = ui::Prompts::askedCount();
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    // Based on revision 1, not on the version 3 the library was at: refused, and the newer offered.
    // Based on the library's version, it landed as revision 4 over "Theirs", with no word.
    REQUIRE(waitFor([&] { return ui::Prompts::askedCount() == asked + 1; }, 2000));
    CHECK(ui::Prompts::lastQuestion().title == QStringLiteral("A newer version in the team library"));
    QString error;
    const std::vector<io::library::TeamRevision> list = colleague.revisions(kName, &error);
    REQUIRE(error.isEmpty());
    REQUIRE(list.size() == 2);
    CHECK(list.front().author == QStringLiteral("analyst2"));
    // A file holding the newest content saves on the library's version, statuses since or not.
    const std::unique_ptr<ui::MainWindow> other = std::make_unique<ui::MainWindow>();
    QTemporaryDir more;
    const QString newest = more.filePath(QStringLiteral("buy-vs-rent.gputco"));
    {
        QFile out(newest);
        REQUIRE(out.open(QIODevice::WriteOnly));
        REQUIRE(out.write(colleague.content(kName, 2)) > 0);
    }
    other->show();
    REQUIRE(gputco::test::waitConnected(*other));
    REQUIRE(other->openFile(newest));
    other->document()->edit(QStringLiteral("Rename"), QString(),
                            [](scenario::Scenario& s) { s.name = "Next"; });
    const int before = ui::Prompts::askedCount();
    REQUIRE(other->actions()->save());
    REQUIRE(gputco::test::sent(*other));
    REQUIRE(waitFor([&] { return colleague.revisions(kName).size() == 3; }, 2000));
    CHECK(colleague.revisions(kName).front().number == 4);
    CHECK(ui::Prompts::askedCount() == before);
}

TEST_CASE(
    "team revisions in the window: a save refused because a colleague saved first offers the newer version, "
    "Undo brings one's own back, and the next save builds on the newer") {
    SavedOnce saved;  // revision 1
    const TeamDatabase& team = saved.team;
    const QString& path = saved.path;
    ui::MainWindow& w = *saved.window;
    // A colleague took the file, changed it and saved first: revision 2.
    io::library::TeamLibrary colleague;
    REQUIRE(colleague.open(team.address(QStringLiteral("analyst2"))).isEmpty());
    scenario::Scenario theirs = w.document()->scenario();
    theirs.name = "Theirs";
    REQUIRE(colleague.addRevision(kName, io::writeScenarioJson(theirs), 1).ok());
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name = "Mine"; });
    ui::Prompts::setNextAnswer(ui::Answer::OpenNewer);
    const int asked = ui::Prompts::askedCount();
    REQUIRE(w.actions()->save());  // the file is saved; the team library refuses it
    REQUIRE(gputco::test::sent(w));
    REQUIRE(waitFor([&] { return ui::Prompts::askedCount() == asked + 1; }, 2000));
    const ui::Question& q = ui::Prompts::lastQuestion();
    CHECK(q.title == QStringLiteral("A newer version in the team library"));
    CHECK(q.text.contains(QStringLiteral("analyst2")));
    CHECK(q.answers == std::vector<ui::Answer>{ui::Answer::OpenNewer, ui::Answer::Cancel});
    // The newer one is in the editor once read, the file still holds the user's until saved.
    CHECK(waitFor([&] { return w.document()->scenario().name == "Theirs"; }, 10000));
    CHECK(w.document()->isModified());
    const io::ReadResult onDisk = io::readScenarioFile(path);
    REQUIRE(onDisk.scenario);
    CHECK(onDisk.scenario->name == "Mine");
    // Undo brings the user's own back; saved now, it builds on the colleague's revision 2.
    w.document()->undoStack()->undo();
    CHECK(w.document()->scenario().name == "Mine");
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    QString error;
    const std::vector<io::library::TeamRevision> list = colleague.revisions(kName, &error);
    REQUIRE(error.isEmpty());
    REQUIRE(list.size() == 3);
    CHECK(list.front().number == 3);
    CHECK(list.front().author == QStringLiteral("analyst1"));
    CHECK(ui::Prompts::askedCount() == asked + 1);  // asked once
}

TEST_CASE("team revisions in the window: a reader may look and take a revision, not set a status") {
    TeamDatabase team;
    QTemporaryDir files;
    const QString path = exampleIn(files);
    io::library::TeamLibrary analyst;
    REQUIRE(analyst.open(team.address(QStringLiteral("analyst1"))).isEmpty());
    const io::ReadResult read = io::readScenarioFile(path);
    REQUIRE(read.scenario);
    scenario::Scenario saved = *read.scenario;
    saved.name = "As saved by analyst1";
    REQUIRE(analyst.addRevision(kName, io::writeScenarioJson(saved), 0).ok());
    const auto window = openedAs(team, QStringLiteral("reader1"), path);
    ui::MainWindow& w = *window;
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    REQUIRE(d);
    CHECK(d->reading());
    CHECK(d->noteLabel()->text() == QStringLiteral("Reading the team library…"));
    REQUIRE(waitFor([&] { return !d->reading(); }, 10000));
    REQUIRE(d->table()->rowCount() == 1);
    CHECK_FALSE(d->setStatusButton()->isEnabled());
    CHECK_FALSE(d->statusBox()->isEnabled());
    CHECK(d->noteLabel()->text() ==
          QStringLiteral(
              "reader1 may read only: changing a status needs the analyst role in the team library"));
    REQUIRE(d->takeButton()->isEnabled());
    QTest::mouseClick(d->takeButton(), Qt::LeftButton);
    // Read on the team library's thread: Take waits, and the note says which revision comes.
    CHECK(d->taking() == 1);
    CHECK_FALSE(d->takeButton()->isEnabled());
    CHECK(d->noteLabel()->text() == QStringLiteral("Reading revision 1 from the team library…"));
    REQUIRE(waitFor([&] { return d->taking() == 0; }, 10000));
    CHECK(d->takeButton()->isEnabled());
    CHECK(w.document()->scenario().name == "As saved by analyst1");
    CHECK(w.document()->undoStack()->undoText() == QStringLiteral("Take team revision 1"));
    // File > Import Price List… goes to the team library while it is in use: a reader is told
    // they may not, before any file is read.
    const int asked = ui::Prompts::askedCount() + ui::Prompts::unansweredCount();
    w.importPriceList();
    CHECK(ui::Prompts::askedCount() + ui::Prompts::unansweredCount() == asked + 1);
    CHECK(ui::Prompts::lastQuestion().text ==
          QStringLiteral("reader1 may only read the team library: importing prices needs the analyst role "
                         "there. Ask the library's administrator for it."));
}

TEST_CASE("team library in the window: an imported probe result is shared with the team") {
    TeamDatabase team;
    QTemporaryDir files;
    const auto window = openedAs(team, QStringLiteral("analyst1"), exampleIn(files));
    ui::MainWindow& w = *window;
    const gputco::test::Said said(w);
    REQUIRE(
        w.importProbe(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/a100-40gb-sxm4.fixture.json")));
    REQUIRE(gputco::test::sent(w));
    io::library::TeamLibrary reader;
    REQUIRE(reader.open(team.address(QStringLiteral("reader1"))).isEmpty());
    const std::vector<io::library::TeamProbeResult> shared = reader.probeResults();
    REQUIRE(shared.size() == 1);
    // The fixture's device.name and measured_at.
    CHECK(shared[0].device == QStringLiteral("NVIDIA A100-SXM4-40GB"));
    CHECK(shared[0].addedBy == QStringLiteral("analyst1"));
    CHECK(shared[0].document.contains("\"format\": \"gputco.probe\""));
    // This computer's library keeps it too, as it keeps every probe result.
    CHECK(w.library().probeResults().size() == 1);
    CHECK(said.last() ==
          QStringLiteral("The probe result of NVIDIA A100-SXM4-40GB is shared in the team library"));
}

TEST_CASE(
    "team library in the window: a colleague's shared probe result is listed on the Calibration page "
    "within a second, and attached from there") {
    TeamDatabase team;
    QTemporaryDir files;
    const auto window = openedAs(team, QStringLiteral("analyst1"), exampleIn(files));
    ui::MainWindow& w = *window;
    ui::CalibrationPage* page = w.calibrationPage();
    QTableWidget* list = page->libraryTable();
    REQUIRE(waitFor([&] { return list->rowCount() == 0; }, 1000));
    // A colleague shares the A100 fixture's measurement (gputco-cli probe or the app, elsewhere).
    QFile fixture(QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/probe/a100-40gb-sxm4.fixture.json"));
    REQUIRE(fixture.open(QIODevice::ReadOnly));
    const QByteArray document = fixture.readAll();
    io::library::TeamLibrary colleague;
    REQUIRE(colleague.open(team.address(QStringLiteral("analyst2"))).isEmpty());
    QElapsedTimer clock;
    clock.start();
    REQUIRE(colleague.addProbeResult(QStringLiteral("NVIDIA A100-SXM4-40GB"), document).ok());
    REQUIRE(waitFor([&] { return list->rowCount() == 1; }, 1000));
    CHECK(clock.elapsed() < 1000);
    CHECK(list->item(0, 1)->text() == QStringLiteral("NVIDIA A100-SXM4-40GB"));
    CHECK(list->item(0, 4)->text() == QStringLiteral("Team library, shared by analyst2"));
    // As a user sees it, in both languages (build/screenshots).
    w.resize(1280, 720);
    w.tabs()->setCurrentIndex(ui::MainWindow::CalibrationTab);
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    QApplication::processEvents();
    // The list is below the page's fold: scrolled to, as a user would.
    for (QWidget* up = page->parentWidget(); up; up = up->parentWidget())
        if (auto* scroll = qobject_cast<QScrollArea*>(up)) scroll->ensureWidgetVisible(list);
    QApplication::processEvents();
    CHECK(w.grab().save(dir + QStringLiteral("/team-probe-results.png")));
    w.setLanguage(ui::UiLanguage::SimplifiedChinese);
    QApplication::processEvents();
    CHECK(list->item(0, 4)->text() == QStringLiteral("团队资料库，由 analyst2 共享"));
    CHECK(w.grab().save(dir + QStringLiteral("/team-probe-results-zh_CN.png")));
    w.setLanguage(ui::UiLanguage::English);
    // Attached to the A100 model: the fixture measured 1399.5 GB/s of the datasheet's 1555 GB/s,
    // an efficiency of 1399.5 / 1555 = 0.9 exactly.
    page->gpuChooser()->setCurrentIndex(page->gpuChooser()->findData(QStringLiteral("A100-40GB-SXM4")));
    REQUIRE(page->attachLibraryResult(0));
    CHECK(w.document()->scenario().gpus.at("A100-40GB-SXM4").efficiency.at("hbm_bandwidth") == Approx(0.9));
    // The same measurement kept on this computer too (imported here) is listed once, as this computer's.
    REQUIRE(w.importProbe(fixture.fileName()));
    REQUIRE(gputco::test::sent(w));
    REQUIRE(waitFor(
        [&] { return list->rowCount() == 1 && list->item(0, 4)->text() == QStringLiteral("This computer"); },
        2000));
}
