// The window on a team library (issue #37): chosen in the preferences, said in the status bar
// (which library, as whom, what they may do), the catalog buttons reading the team's rows and
// hearing another user's import within a second, File > Team Library History, and the window
// going on with this computer's library where the team's cannot be reached.
#include <QCheckBox>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <catch2/catch.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include "model/io/library/library.h"
#include "model/io/library/team_library.h"
#include "model/io/library/team_outbox.h"
#include "model/io/library/team_schema.h"
#include "tests/support/pg_test_server.h"
#include "tests/team_library/team_server.h"
#include "tests/team_library/team_window.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/dialogs/password_dialog.h"
#include "ui/dialogs/preferences_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_history_dialog.h"
#include "ui/dialogs/team_revisions_dialog.h"
#include "ui/document/evaluation_controller.h"
#include "ui/document/language.h"
#include "ui/document/preferences.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_link.h"

using namespace gputco;
using gputco::test::chooseTeam;
using gputco::test::TeamDatabase;
using gputco::test::teamStatus;
using gputco::test::waitFor;

namespace {

io::library::CatalogRow offer(const QString& key, const QString& price) {
    return gputco::test::testOffer(key, QStringLiteral("2026-11-01"), price);
}

}  // namespace

TEST_CASE(
    "team library in the window: the status bar names the library and the user, the catalog is the team's "
    "and follows another user's import") {
    TeamDatabase team;
    io::library::TeamAddress address = team.address(QStringLiteral("analyst1"));
    // The socket's folder as the host: what a user types for a server on their own machine.
    chooseTeam(address);
    auto other = std::make_unique<io::library::TeamLibrary>();
    REQUIRE(other->open(team.address(QStringLiteral("analyst2"))).isEmpty());
    REQUIRE(other
                ->importCatalog(
                    {offer(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"), QStringLiteral("19.80"))})
                .ok());
    ui::MainWindow w;
    w.resize(1280, 720);
    w.show();
    REQUIRE(QTest::qWaitForWindowExposed(&w));
    // Connected once the window is open.
    REQUIRE(waitFor([&] { return teamStatus(w).startsWith(QStringLiteral("Team library:")); }, 10000));
    CHECK(teamStatus(w).contains(QStringLiteral("analyst1")));
    CHECK(teamStatus(w).contains(QStringLiteral("may import prices and save revisions")));
    // The team's catalog read off the window's thread, then held for the catalog buttons.
    REQUIRE(waitFor([&] { return w.libraryActions()->holdsTeamCatalog(); }, 10000));
    QString note;
    std::vector<io::library::CatalogRow> rows =
        w.libraryActions()->catalogRows(io::library::Kind::Offers, &note);
    CHECK(note.isEmpty());
    REQUIRE(rows.size() == 1);  // the team's one row, not the bundled catalog's
    // Kept as a number, read back in its shortest form, as this computer's library gives it.
    CHECK(rows[0].value("price_per_hour") == QStringLiteral("19.8"));
    // Another user's import reaches the catalog buttons within a second.
    int told = 0;
    QObject::connect(w.libraryActions(), &ui::LibraryActions::catalogChanged, [&] { ++told; });
    QElapsedTimer clock;
    clock.start();
    REQUIRE(other
                ->importCatalog(
                    {offer(QStringLiteral("aws/us-east-1/p5.48xlarge/on_demand"), QStringLiteral("55.04"))})
                .ok());
    CHECK(waitFor([&] { return told > 0; }, 1000));
    CHECK(clock.elapsed() < 1000);
    CHECK(w.libraryActions()->catalogRows(io::library::Kind::Offers, nullptr).size() == 2);
    // File > Team Library History: the trail, newest first, in words.
    REQUIRE(other->addRevision(QStringLiteral("Buy vs rent"), "{}", 0, QStringLiteral("for the board")).ok());
    ui::TeamHistoryDialog* history = w.showTeamHistory();
    REQUIRE(history);
    REQUIRE(QTest::qWaitForWindowExposed(history));
    // Read on the team library's thread: the dialog says so until the trail is in.
    REQUIRE(waitFor([&] { return !history->reading(); }, 10000));
    CHECK(history->noteLabel()->isHidden());
    QTableWidget* table = history->table();
    REQUIRE(table->rowCount() == 4);  // two imports, a scenario, its revision
    CHECK(table->item(0, 1)->text() == QStringLiteral("analyst2"));
    CHECK(table->item(0, 3)->text() == QStringLiteral("Saved revision 1 (draft): for the board"));
    CHECK(table->item(3, 3)->text() == QStringLiteral("Imported 1 catalog row"));
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    CHECK(w.grab().save(dir + QStringLiteral("/team-library-window.png")));
    CHECK(history->grab().save(dir + QStringLiteral("/team-library-history.png")));
    // In Chinese too. The open dialog follows the language change: its title, columns and each
    // line's what (the words of gputco_zh_CN.ts), not only a dialog opened afterwards.
    w.setLanguage(ui::UiLanguage::SimplifiedChinese);
    QApplication::processEvents();
    CHECK(history->windowTitle() == QStringLiteral("团队资料库历史"));
    CHECK(table->horizontalHeaderItem(3)->text() == QStringLiteral("内容"));
    CHECK(table->item(0, 3)->text() == QStringLiteral("保存了修订版本 1（草稿）：for the board"));
    history->close();
    CHECK(teamStatus(w).startsWith(QStringLiteral("团队资料库：analyst1")));
    CHECK(w.grab().save(dir + QStringLiteral("/team-library-window-zh_CN.png")));
    history = w.showTeamHistory();
    REQUIRE(history);
    REQUIRE(QTest::qWaitForWindowExposed(history));
    REQUIRE(waitFor([&] { return !history->reading(); }, 10000));
    CHECK(history->grab().save(dir + QStringLiteral("/team-library-history-zh_CN.png")));
    history->close();
    w.setLanguage(ui::UiLanguage::English);
}

TEST_CASE(
    "team library in the window: a reader is told they may only read, and a server out of reach leaves this "
    "computer's library in use") {
    TeamDatabase team;
    chooseTeam(team.address(QStringLiteral("reader1")));
    {
        ui::MainWindow w;
        w.show();
        REQUIRE(waitFor([&] { return teamStatus(w).startsWith(QStringLiteral("Team library:")); }, 10000));
        CHECK(teamStatus(w).contains(QStringLiteral("may read only")));
    }
    io::library::TeamAddress gone = team.address(QStringLiteral("analyst1"));
    gone.host = QDir::tempPath() + QStringLiteral("/no-such-server");
    chooseTeam(gone);
    ui::MainWindow w;
    w.show();
    REQUIRE(waitFor([&] { return teamStatus(w).contains(QStringLiteral("not in use")); }, 10000));
    CHECK(teamStatus(w) == QStringLiteral("Library: this computer (the team library is not in use)"));
    // Why, on hover and in the status bar's message.
    CHECK(w.teamLink()->statusLabel()->toolTip().contains(QStringLiteral("no-such-server")));
    CHECK(w.statusBar()->currentMessage().contains(QStringLiteral("goes on with this computer's library")));
    // The catalog is this computer's: the bundled offers.
    CHECK(w.libraryActions()->catalogRows(io::library::Kind::Offers, nullptr).size() > 10);
    // File > Team Library History says why in a box, whole: in the status bar the reason (with
    // the address in it) was cut off beside the library's own status.
    ui::Prompts::setNextAnswer(ui::Answer::Ok);
    CHECK(w.showTeamHistory() == nullptr);
    CHECK(ui::Prompts::lastQuestion().title == QStringLiteral("Team library"));
    CHECK(
        ui::Prompts::lastQuestion().text.startsWith(QStringLiteral("The team library is not in use now: ")));
    CHECK(ui::Prompts::lastQuestion().text.contains(QStringLiteral("no-such-server")));
    CHECK(ui::Prompts::lastQuestion().answers == std::vector<ui::Answer>{ui::Answer::Ok});
}

TEST_CASE("team library in the preferences: a team library without its user is refused, naming the field") {
    ui::Preferences current;
    ui::PreferencesDialog dialog(current);
    dialog.teamLibraryButton()->setChecked(true);
    dialog.teamHostEdit()->setText(QStringLiteral("db.example.com"));
    dialog.teamDatabaseEdit()->setText(QStringLiteral("gputco"));
    dialog.show();
    dialog.accept();
    CHECK(dialog.isVisible());
    CHECK(dialog.problemLabel()->text().contains(QStringLiteral("the user")));
    dialog.teamUserEdit()->setText(QStringLiteral("alice"));
    dialog.accept();
    CHECK_FALSE(dialog.isVisible());
    const ui::Preferences chosen = dialog.preferences();
    CHECK(chosen.library.team);
    CHECK(chosen.library.address() ==
          QStringLiteral("postgresql://alice@db.example.com/gputco?sslmode=require"));
    // Saved and read back, never with a password.
    chosen.save();
    CHECK(ui::Preferences::load().library.address() == chosen.library.address());
    // An address with a password is refused when read: the one saved reads back.
    CHECK(io::library::TeamAddress::parse(QSettings().value(QLatin1String(ui::kTeamLibraryKey)).toString(),
                                          nullptr));
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    ui::PreferencesDialog shown(ui::Preferences::load());
    shown.show();
    REQUIRE(QTest::qWaitForWindowExposed(&shown));
    CHECK(shown.grab().save(dir + QStringLiteral("/preferences-team-library.png")));
}

namespace {

// A PostgreSQL server of this test's own, which it stops and starts again: the fixture's
// server is shared by the other tests.
class OwnServer : public gputco::test::PgTestServer {
public:
    OwnServer() { REQUIRE(started()); }
    // The superuser's connection to `database` (postgres to make one).
    QSqlDatabase admin(const QString& database) {
        const QString name = QStringLiteral("own-") + database;
        QSqlDatabase db = QSqlDatabase::contains(name)
                              ? QSqlDatabase::database(name)
                              : QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(socketFolder());
        db.setPort(port());
        db.setUserName(QStringLiteral("gputco_admin"));
        db.setDatabaseName(database);
        REQUIRE(db.open());
        return db;
    }
    io::library::TeamAddress address(const QString& user) const {
        io::library::TeamAddress a;
        a.host = socketFolder();
        a.port = port();
        a.user = user;
        a.database = QStringLiteral("gputco");
        return a;
    }
    // The roles, a login user analyst1, and the team library `gputco`, migrated.
    void makeLibrary() {
        QSqlDatabase postgres = admin(QStringLiteral("postgres"));
        QFile roles(QStringLiteral(GPUTCO_SOURCE_DIR "/packaging/team-library.sql"));
        REQUIRE(roles.open(QIODevice::ReadOnly));
        REQUIRE(QSqlQuery(postgres).exec(QString::fromUtf8(roles.readAll())));
        REQUIRE(
            QSqlQuery(postgres).exec(QStringLiteral("CREATE ROLE analyst1 LOGIN IN ROLE gputco_analyst")));
        REQUIRE(QSqlQuery(postgres).exec(QStringLiteral("CREATE DATABASE gputco")));
        QSqlDatabase db = admin(QStringLiteral("gputco"));
        REQUIRE(io::library::migrateTeamLibrary(db).ok());
    }
};

// Reads every file under `folder` (hidden ones and subfolders too), checking that none holds
// `secret`; how many it read.
int filesWithout(const QByteArray& folder, const QByteArray& secret) {
    REQUIRE(!folder.isEmpty());
    QDirIterator files(QString::fromLocal8Bit(folder), QDir::Files | QDir::Hidden,
                       QDirIterator::Subdirectories);
    int read = 0;
    while (files.hasNext()) {
        QFile f(files.next());
        REQUIRE(f.open(QIODevice::ReadOnly));
        INFO(f.fileName().toStdString());
        CHECK_FALSE(f.readAll().contains(secret));
        ++read;
    }
    return read;
}

// The preferences choosing the team library over TLS to 127.0.0.1 as keyholder, whom the server
// asks for a password (pg_server.sh), with none from libpq's own places (PGPASSWORD, a pgpass
// file): the app must find it in the secret store or ask.
void chooseKeyholder(const TeamDatabase& team) {
    io::library::TeamAddress address = team.address(QStringLiteral("keyholder"));
    address.host = QStringLiteral("127.0.0.1");
    chooseTeam(address);
    qunsetenv("PGPASSWORD");
    qputenv("PGPASSFILE", QByteArray(GPUTCO_BINARY_DIR "/no-such-pgpass"));
}

// A server of the test's own with its team library, the example copied as buy-vs-rent, and a
// window on it that has saved it once: revision 1.
struct SavedOnce {
    OwnServer server;
    QTemporaryDir files;
    QString path;
    std::unique_ptr<ui::MainWindow> window;
    // Another session (the superuser's) holding `tables`: every statement of the window's on them
    // waits on the server, as it would on a server that stopped answering, until the returned
    // connection's transaction ends (rollback()).
    QSqlDatabase hold(const QString& tables) {
        QSqlDatabase holder = server.admin(QStringLiteral("gputco"));
        lockAgain(holder, tables);
        return holder;
    }
    static void lockAgain(QSqlDatabase& holder, const QString& tables) {
        REQUIRE(holder.transaction());
        REQUIRE(QSqlQuery(holder).exec(QStringLiteral("LOCK TABLE %1 IN ACCESS EXCLUSIVE MODE").arg(tables)));
    }
    SavedOnce() {
        server.makeLibrary();
        chooseTeam(server.address(QStringLiteral("analyst1")));
        path = gputco::test::exampleIn(files);
        window = std::make_unique<ui::MainWindow>();
        window->show();
        REQUIRE(gputco::test::waitConnected(*window));
        REQUIRE(window->openFile(path));
        REQUIRE(window->actions()->save());
        REQUIRE(gputco::test::sent(*window));
    }
};

}  // namespace

TEST_CASE(
    "team library in the window: a save while the server is stopped is kept on this computer and uploaded "
    "once when it is back") {
    OwnServer server;
    server.makeLibrary();
    // One price in the team's catalog, imported by a colleague.
    {
        io::library::TeamLibrary colleague;
        REQUIRE(colleague.open(server.address(QStringLiteral("analyst1"))).isEmpty());
        REQUIRE(colleague
                    .importCatalog({offer(QStringLiteral("aws/us-east-1/p4d.24xlarge/on_demand"),
                                          QStringLiteral("19.80"))})
                    .ok());
    }
    chooseTeam(server.address(QStringLiteral("analyst1")));
    QTemporaryDir files;
    const QString path = gputco::test::exampleIn(files);
    ui::MainWindow w;
    w.show();
    REQUIRE(waitFor([&] { return teamStatus(w).startsWith(QStringLiteral("Team library:")); }, 10000));
    REQUIRE(w.openFile(path));
    const auto revisions = [&] {
        QSqlQuery q(server.admin(QStringLiteral("gputco")));
        return q.exec(QStringLiteral("SELECT count(*) FROM revisions")) && q.next() ? q.value(0).toInt() : -1;
    };
    // Saved: a revision in the team library.
    const gputco::test::Said saidFirst(w);
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    CHECK(revisions() == 1);
    CHECK(saidFirst.last().contains(QStringLiteral("revision 1")));
    // The server stops mid-session. The window goes on; a save is kept on this computer.
    QSqlDatabase::database(QStringLiteral("own-gputco")).close();
    REQUIRE(server.halt());
    w.document()->edit(QStringLiteral("Rename"), QString(),
                       [](scenario::Scenario& s) { s.name += " (offline)"; });
    // What the link says of it (the status bar shows it until the next line, the evaluation's).
    const gputco::test::Said said(w);
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    INFO(said.lines().join(QLatin1Char('\n')).toStdString());
    CHECK(said.last().contains(QStringLiteral("out of reach")));
    CHECK(teamStatus(w).startsWith(QStringLiteral("Team library out of reach")));
    CHECK(w.teamLink()->waiting() == 1);
    // This computer's library kept it as it keeps every save.
    CHECK(w.library().revisions(path).size() == 2);
    // The catalog buttons pick from the team's catalog as copied here when it was read, and say so.
    QString note;
    const std::vector<io::library::CatalogRow> kept =
        w.libraryActions()->catalogRows(io::library::Kind::Offers, &note);
    REQUIRE(kept.size() == 1);
    CHECK(kept[0].value("price_per_hour") == QStringLiteral("19.8"));
    CHECK(
        note.startsWith(QStringLiteral("The team library is out of reach: these are its rows as copied to "
                                       "this computer on ")));
    // Prices are not imported anywhere meanwhile: the team's would not have them.
    const int asked = ui::Prompts::askedCount() + ui::Prompts::unansweredCount();
    w.importPriceList();
    CHECK(ui::Prompts::askedCount() + ui::Prompts::unansweredCount() == asked + 1);
    CHECK(ui::Prompts::lastQuestion().text.startsWith(QStringLiteral("The team library is out of reach")));
    // Back: the waiting revision goes up, once, based on the version it was saved on.
    REQUIRE(server.resume());
    REQUIRE(waitFor([&] { return w.teamLink()->waiting() == 0; }, 3 * ui::TeamLink::kRetryMs + 5000));
    CHECK(teamStatus(w).startsWith(QStringLiteral("Team library:")));
    CHECK(revisions() == 2);
    // The library's time is the upload's; the save's own is said in its comment.
    {
        QSqlQuery q(server.admin(QStringLiteral("gputco")));
        REQUIRE(q.exec(QStringLiteral("SELECT comment FROM revisions WHERE number = 2")));
        REQUIRE(q.next());
        const QString comment = q.value(0).toString();
        CHECK(comment.startsWith(QStringLiteral("saved on this computer at 20")));
        CHECK(comment.endsWith(QStringLiteral(" UTC, while the team library was out of reach")));
    }
    QTest::qWait(ui::TeamLink::kRetryMs + 500);
    CHECK(revisions() == 2);  // not twice
    // And the next save builds on it.
    REQUIRE(w.actions()->save());
    REQUIRE(gputco::test::sent(w));
    CHECK(revisions() == 3);
}

TEST_CASE(
    "team library in the window: a password the server asks for is asked in a dialog, again when refused, "
    "and never written to a file") {
    TeamDatabase team;
    chooseKeyholder(team);
    // No secret store, whatever the machine running the tests has: its D-Bus session out of reach
    // (each test case is a process of its own, and this is its first D-Bus call).
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=" GPUTCO_BINARY_DIR "/no-such-bus");
    int asked = 0;
    bool storeOffered = true;
    QString storeWhy;
    QString firstText;
    QString secondText;
    const auto typing = [&](const QString& password, QString* text) {
        return [&, password, text](QDialog& dialog) {
            ++asked;
            auto* d = qobject_cast<ui::PasswordDialog*>(&dialog);
            if (!d) return int(QDialog::Rejected);
            *text = d->findChild<QLabel*>()->text();
            CHECK(d->passwordEdit()->echoMode() == QLineEdit::Password);
            storeOffered = d->rememberBox()->isEnabled();
            storeWhy = d->rememberBox()->toolTip();
            d->passwordEdit()->setText(password);
            d->rememberBox()->setChecked(true);  // asked for, where there is a store
            if (asked == 1) {
                d->show();
                CHECK(d->grab().save(QStringLiteral(GPUTCO_BINARY_DIR "/screenshots/team-password.png")));
            }
            return int(QDialog::Accepted);
        };
    };
    ui::Prompts::setNextDialog(typing(QStringLiteral("wrong"), &firstText));
    ui::Prompts::setNextDialog(typing(QStringLiteral("correct horse"), &secondText));
    ui::MainWindow w;
    w.show();
    REQUIRE(gputco::test::waitConnected(w));
    CHECK(asked == 2);
    CHECK(firstText == QStringLiteral("Password of keyholder on 127.0.0.1:"));
    CHECK(secondText ==
          QStringLiteral("The server refused that password. Password of keyholder on 127.0.0.1:"));
    CHECK(teamStatus(w).contains(QStringLiteral("keyholder")));
    // This machine has no secret store (no D-Bus session): the box is off and says why, and the
    // password is kept in memory only. (Where a desktop has one, QtKeychain keeps it there.)
    CHECK_FALSE(storeOffered);
    CHECK(storeWhy.startsWith(QStringLiteral("This desktop has no secret store")));
    // Nothing this run wrote holds the password: the settings, the library, the recovery copies.
    QApplication::processEvents();
    QSettings().sync();
    CHECK(filesWithout(qgetenv("GPUTCO_DATA_DIR"), "correct horse") > 0);  // the settings at least
    qunsetenv("PGPASSFILE");
}

// Run by with_keyring.sh, in a D-Bus session of its own with a GNOME Keyring unlocked in it: the
// hidden tag keeps it out of the runs that have no store.
TEST_CASE(
    "team library in the window: a remembered password is kept in the desktop's secret store, and the next "
    "window connects without asking",
    "[.keyring]") {
    TeamDatabase team;
    chooseKeyholder(team);
    int asked = 0;
    bool storeOffered = false;
    QString storeWhy;
    ui::Prompts::setNextDialog([&](QDialog& dialog) {
        ++asked;
        auto* d = qobject_cast<ui::PasswordDialog*>(&dialog);
        if (!d) return int(QDialog::Rejected);
        storeOffered = d->rememberBox()->isEnabled();
        storeWhy = d->rememberBox()->toolTip();
        d->passwordEdit()->setText(QStringLiteral("correct horse"));
        d->rememberBox()->setChecked(true);
        return int(QDialog::Accepted);
    });
    const int unanswered = ui::Prompts::unansweredCount();
    {
        ui::MainWindow w;
        const gputco::test::Said said(w);
        w.show();
        REQUIRE(gputco::test::waitConnected(w));
        CHECK(asked == 1);
        INFO(storeWhy.toStdString());
        CHECK(storeOffered);  // this desktop has a store: the box is there to tick
        REQUIRE(waitFor([&] { return !said.lines().isEmpty(); }, 10000));
        CHECK(said.last() == QStringLiteral("The password is kept in this desktop's secret store"));
    }
    // The next window reads it from the store: connected, nothing asked.
    {
        ui::MainWindow w;
        w.show();
        REQUIRE(gputco::test::waitConnected(w));
        CHECK(teamStatus(w).contains(QStringLiteral("keyholder")));
    }
    CHECK(asked == 1);
    CHECK(ui::Prompts::unansweredCount() == unanswered);
    // Nothing holds it in plain text: not the settings or the library, and not the keyring's own
    // files, which the keyring encrypts.
    QApplication::processEvents();
    QSettings().sync();
    int read = 0;
    for (const QByteArray& folder : {qgetenv("GPUTCO_DATA_DIR"), qgetenv("XDG_DATA_HOME")})
        read += filesWithout(folder, "correct horse");
    CHECK(read > 1);  // the settings, the keyring at least
    qunsetenv("PGPASSFILE");
}

TEST_CASE(
    "team library in the window: a server that takes the connection and never answers does not hold the "
    "window") {
    // Listening, so the connection is taken, and never a word back: libpq waits out its 5 s
    // connect_timeout. A server that drops packets holds a connection the same way.
    const int silent = ::socket(AF_INET, SOCK_STREAM, 0);
    REQUIRE(silent >= 0);
    sockaddr_in at{};
    at.sin_family = AF_INET;
    at.sin_addr.s_addr = htonl(INADDR_LOOPBACK);  // port 0: one the kernel picks
    socklen_t size = sizeof at;
    REQUIRE(::bind(silent, reinterpret_cast<sockaddr*>(&at), size) == 0);
    REQUIRE(::listen(silent, 8) == 0);  // the kernel takes connections; nobody reads them
    REQUIRE(::getsockname(silent, reinterpret_cast<sockaddr*>(&at), &size) == 0);
    io::library::TeamAddress address;
    address.user = QStringLiteral("analyst1");
    address.host = QStringLiteral("127.0.0.1");
    address.port = ntohs(at.sin_port);
    address.database = QStringLiteral("gputco");
    chooseTeam(address);
    ui::MainWindow w;
    w.show();
    REQUIRE(QTest::qWaitForWindowExposed(&w));
    // The window's event loop keeps turning while the connection waits (LoopGaps).
    QElapsedTimer clock;
    clock.start();
    const gputco::test::LoopGaps gaps;
    REQUIRE(waitFor(
        [&] { return teamStatus(w).startsWith(QStringLiteral("Connecting to the team library")); }, 2000));
    REQUIRE(waitFor([&] { return teamStatus(w).contains(QStringLiteral("not in use")); }, 15000));
    CHECK(clock.elapsed() >= 4000);  // the wait was libpq's, on the worker
    CHECK(gaps.longest() < 500);     // and the window answered all along
    CHECK(w.teamLink()->statusLabel()->toolTip().contains(QStringLiteral("timeout")));
    ::close(silent);
}

TEST_CASE(
    "team library in the window: a save whose team write waits on the server does not hold the window") {
    SavedOnce saved;
    ui::MainWindow& w = *saved.window;
    // Another session holds the scenarios table: the next revision's write waits on the server.
    QSqlDatabase holder = saved.hold(QStringLiteral("scenarios"));
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name += " *"; });
    // The edit's own evaluation and drawing first (slow under the sanitizers): not the write's.
    REQUIRE(waitFor([&] { return !w.controller()->isPending(); }, 10000));
    QTest::qWait(200);
    QElapsedTimer clock;
    clock.start();
    REQUIRE(w.actions()->save());
    const qint64 saving = clock.elapsed();
    CHECK(saving < 1000);  // the file saved; the team write not waited for
    // The window's event loop turns all along. A window held by the write would not turn at all
    // until the lock goes, after these 2 s: a gap of a second still says the window was free
    // (the sanitizers' build, two tests at once, saw 532 ms).
    const gputco::test::LoopGaps gaps;
    QTest::qWait(2000);
    CHECK(gaps.longest() < 1000);
    CHECK(w.teamLink()->writing());  // still waiting on the server
    // The other session ends: the write lands, as revision 2, and the status bar says so.
    const gputco::test::Said said(w);
    REQUIRE(holder.rollback());
    REQUIRE(gputco::test::sent(w));
    CHECK(said.last().contains(QStringLiteral("revision 2")));
    QSqlQuery count(holder);
    REQUIRE(count.exec(QStringLiteral("SELECT count(*) FROM revisions")));
    REQUIRE(count.next());
    CHECK(count.value(0).toInt() == 2);
    CHECK(w.teamLink()->waiting() == 0);
}

TEST_CASE(
    "team library in the window: connecting and opening a file while the server does not answer hold the "
    "team library's thread and not the window") {
    OwnServer server;
    server.makeLibrary();
    // Another session holds the library's version and its scenarios: the server takes the
    // connection (the try answers), and every question after it waits.
    QSqlDatabase holder = server.admin(QStringLiteral("gputco"));
    SavedOnce::lockAgain(holder, QStringLiteral("gputco_schema, scenarios"));
    chooseTeam(server.address(QStringLiteral("analyst1")));
    QTemporaryDir files;
    const QString path = gputco::test::exampleIn(files);
    ui::MainWindow w;
    w.show();
    // Joining (the version, the roles, listening) waits on the writer's thread; the window turns
    // all along and says it is connecting. Before, it was asked on the window's thread, which
    // stood still until the lock went: a gap of these whole 2 s.
    const gputco::test::LoopGaps gaps;
    QTest::qWait(2000);
    CHECK(gaps.longest() < 1000);
    CHECK(teamStatus(w).startsWith(QStringLiteral("Connecting to the team library")));
    REQUIRE(holder.rollback());
    REQUIRE(gputco::test::waitConnected(w));
    CHECK(teamStatus(w).contains(QStringLiteral("may import prices and save revisions")));
    // A file opened: the version its saves build on is read on the writer's thread too.
    SavedOnce::lockAgain(holder, QStringLiteral("scenarios"));
    QElapsedTimer clock;
    clock.start();
    REQUIRE(w.openFile(path));
    REQUIRE(w.actions()->save());  // made before the version is known: it waits for it
    CHECK(clock.elapsed() < 1000);
    const gputco::test::LoopGaps opened;
    QTest::qWait(1500);
    CHECK(opened.longest() < 1000);
    CHECK(w.teamLink()->writing());
    // The lock goes: the version (0, a scenario new to the library) is read, and the save
    // lands on it as revision 1, the library listening on the writer's connection all along.
    const gputco::test::Said said(w);
    REQUIRE(holder.rollback());
    REQUIRE(gputco::test::sent(w));
    CHECK(said.last().contains(QStringLiteral("revision 1")));
    CHECK(w.teamLink()->waiting() == 0);
}

TEST_CASE(
    "team library in the window: the revisions, a revision's content, the history and the catalog read from "
    "a "
    "server that does not answer do not hold the window") {
    SavedOnce saved;
    ui::MainWindow& w = *saved.window;
    // Another session holds the revisions and the audit trail: every read of them waits.
    QSqlDatabase holder = saved.hold(QStringLiteral("revisions, audit"));
    QElapsedTimer clock;
    clock.start();
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    ui::TeamHistoryDialog* history = w.showTeamHistory();
    REQUIRE(d);
    REQUIRE(history);
    CHECK(clock.elapsed() < 1000);  // both open at once, their reads not waited for
    // The window's event loop turns all along: held by a read, it would not turn at all until
    // the lock goes, after these 2 s (a second's gap still says it was free: see the save's test).
    const gputco::test::LoopGaps gaps;
    QTest::qWait(2000);
    CHECK(gaps.longest() < 1000);
    CHECK(d->reading());
    CHECK(d->noteLabel()->text() == QStringLiteral("Reading the team library…"));
    CHECK(history->reading());
    CHECK(history->noteLabel()->text() == QStringLiteral("Reading the team library's history…"));
    // To look at while they wait, in both languages (build/screenshots): the Chinese ones opened
    // in Chinese, and waiting behind the English ones.
    const QString dir = QStringLiteral(GPUTCO_BINARY_DIR "/screenshots");
    REQUIRE(QDir().mkpath(dir));
    CHECK(d->grab().save(dir + QStringLiteral("/team-revisions-reading-en.png")));
    CHECK(history->grab().save(dir + QStringLiteral("/team-history-reading-en.png")));
    w.setLanguage(ui::UiLanguage::SimplifiedChinese);
    {
        ui::TeamRevisionsDialog* readingZh = w.showTeamRevisions();
        ui::TeamHistoryDialog* historyZh = w.showTeamHistory();
        REQUIRE(readingZh);
        REQUIRE(historyZh);
        REQUIRE(QTest::qWaitForWindowExposed(historyZh));
        CHECK(readingZh->noteLabel()->text() == QStringLiteral("正在读取团队资料库…"));
        CHECK(historyZh->noteLabel()->text() == QStringLiteral("正在读取团队资料库的历史…"));
        CHECK(readingZh->grab().save(dir + QStringLiteral("/team-revisions-reading-zh_CN.png")));
        CHECK(historyZh->grab().save(dir + QStringLiteral("/team-history-reading-zh_CN.png")));
        readingZh->close();
        historyZh->close();
    }
    w.setLanguage(ui::UiLanguage::English);
    // The session ends: both lists come in, the save's revision and its audit lines.
    REQUIRE(holder.rollback());
    REQUIRE(waitFor([&] { return !d->reading() && !history->reading(); }, 10000));
    REQUIRE(d->table()->rowCount() == 1);
    CHECK(history->table()->rowCount() >= 2);  // the scenario made, its revision saved
    // Taking the revision while the server holds it: the dialog waits and says so, the window turns.
    SavedOnce::lockAgain(holder, QStringLiteral("revisions"));
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name = "Mine"; });
    REQUIRE(waitFor([&] { return !w.controller()->isPending(); }, 10000));
    d->select(1);
    d->takeButton()->click();
    const gputco::test::LoopGaps taking;
    QTest::qWait(1000);
    CHECK(taking.longest() < 1000);
    CHECK(d->taking() == 1);
    CHECK(w.document()->scenario().name == "Mine");
    REQUIRE(holder.rollback());
    REQUIRE(waitFor([&] { return d->taking() == 0; }, 10000));
    CHECK(w.document()->scenario().name != "Mine");
    CHECK(w.document()->undoStack()->undoText() == QStringLiteral("Take team revision 1"));
    // The catalog read again (as after another user's import) while the server holds its offers:
    // the window turns, the buttons keep the rows as last read, and get the new read after.
    REQUIRE(waitFor([&] { return w.libraryActions()->holdsTeamCatalog(); }, 10000));
    SavedOnce::lockAgain(holder, QStringLiteral("offers"));
    int told = 0;
    QObject::connect(w.libraryActions(), &ui::LibraryActions::catalogChanged, &w, [&] { ++told; });
    emit w.teamLink()->catalogChanged();
    const gputco::test::LoopGaps reading;
    QTest::qWait(2000);
    CHECK(reading.longest() < 1000);
    CHECK(told == 0);
    QString note;
    w.libraryActions()->catalogRows(io::library::Kind::Offers, &note);
    CHECK(note.isEmpty());  // the team's rows as last read, no copy
    REQUIRE(holder.rollback());
    CHECK(waitFor([&] { return told == 1; }, 10000));
}

TEST_CASE(
    "team library in the window: a price list imported while the server holds the catalog does not hold "
    "the window, and lands whole") {
    SavedOnce saved;
    ui::MainWindow& w = *saved.window;
    REQUIRE(waitFor([&] { return w.libraryActions()->holdsTeamCatalog(); }, 10000));
    QSqlDatabase holder = saved.server.admin(QStringLiteral("gputco"));
    const auto offers = [&] {
        QSqlQuery q(holder);
        return q.exec(QStringLiteral("SELECT count(*) FROM offers")) && q.next() ? q.value(0).toInt() : -1;
    };
    REQUIRE(offers() == 0);
    bool wasImporting = false;
    QString importingNote;
    bool importOff = false;
    qint64 longestGap = -1;
    int added = -1;
    ui::Prompts::setNextDialog([&](QDialog& dialog) {
        auto* import = qobject_cast<ui::ImportPriceListDialog*>(&dialog);
        if (!import) return int(QDialog::Rejected);
        // The SkyPilot extract's us-east-1 offers of GPUs the catalog has a model for: 6 rows
        // (team_two_instances_test.cpp counts them).
        import->setFormat(io::library::PublicFormat::SkyPilot);
        import->setFile(
            QStringLiteral(GPUTCO_SOURCE_DIR "/tests/fixtures/public_catalogs/skypilot-aws-vms-extract.csv"));
        import->setRegion(QStringLiteral("us-east-1"));
        import->setAsOf(QStringLiteral("2026-06-30"));
        QSignalSpy finished(import, &ui::ImportPriceListDialog::readingFinished);
        import->startReading();
        if (finished.count() == 0 && !finished.wait(30000)) return int(QDialog::Rejected);
        // Another session holds the offers: the import's transaction waits on the server.
        SavedOnce::lockAgain(holder, QStringLiteral("offers"));
        CHECK_FALSE(import->importRows());  // sent, not answered
        wasImporting = import->importing();
        importingNote = import->messageText();
        importOff = !import->importButton()->isEnabled();
        {
            const gputco::test::LoopGaps gaps;
            QTest::qWait(2000);
            longestGap = gaps.longest();
        }
        CHECK(import->importing());
        REQUIRE(holder.rollback());
        REQUIRE(waitFor([&] { return !import->importing(); }, 10000));
        added = import->rowsAdded();
        return int(import->result());
    });
    w.importPriceList();
    CHECK(wasImporting);
    CHECK(importingNote == QStringLiteral("Importing into the team library…"));
    CHECK(importOff);
    CHECK(longestGap >= 0);
    CHECK(longestGap < 1000);  // held by the import, the window would not turn for the 2 s
    CHECK(added == 6);
    CHECK(offers() == 6);  // whole
    // The catalog buttons have them once read again.
    CHECK(waitFor(
        [&] { return w.libraryActions()->catalogRows(io::library::Kind::Offers, nullptr).size() == 6; },
        10000));
}

TEST_CASE(
    "team library in the window: a window closed while a save's team write waits keeps the revision, and it "
    "is "
    "added once") {
    SavedOnce saved;
    QSqlDatabase holder = saved.server.admin(QStringLiteral("gputco"));
    const auto revisions = [&] {
        QSqlQuery q(holder);
        return q.exec(QStringLiteral("SELECT count(*) FROM revisions")) && q.next() ? q.value(0).toInt() : -1;
    };
    ui::MainWindow& w = *saved.window;
    REQUIRE(revisions() == 1);
    SavedOnce::lockAgain(holder, QStringLiteral("scenarios"));
    w.document()->edit(QStringLiteral("Rename"), QString(), [](scenario::Scenario& s) { s.name += " *"; });
    REQUIRE(w.actions()->save());
    QTest::qWait(200);
    REQUIRE(w.teamLink()->writing());
    // Closed now: the window goes after the writer's short wait (2 s), the revision kept for later.
    QElapsedTimer closing;
    closing.start();
    saved.window.reset();
    // Held by the write, it would wait until the lock goes, which is after this.
    CHECK(closing.elapsed() < ui::TeamWriter::kCloseWaitMs + 3000);
    CHECK(QFileInfo::exists(saved.path));
    CHECK(io::library::TeamOutbox().pending().size() == 1);
    // The other session ends: the write the closed window began lands by itself.
    REQUIRE(holder.commit());
    REQUIRE(waitFor([&] { return revisions() == 2; }, 10000));
    // The next window uploads what was kept: the library has it by its id already, and adds nothing.
    ui::MainWindow again;
    again.show();
    REQUIRE(gputco::test::waitConnected(again));
    REQUIRE(waitFor([&] { return again.teamLink()->waiting() == 0; }, 10000));
    QTest::qWait(500);
    CHECK(revisions() == 2);
}

TEST_CASE(
    "team library in the window: a window left alone notices its server restarted, connects again and reads "
    "its lists again") {
    SavedOnce saved;
    OwnServer& server = saved.server;
    ui::MainWindow& w = *saved.window;
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    REQUIRE(d);
    REQUIRE(waitFor([&] { return !d->reading(); }, 10000));
    REQUIRE(d->table()->rowCount() == 1);
    // The save's own notification heard first: one still unread when the server goes would wake
    // the window by itself, and the test would not see the window notice anything.
    QTest::qWait(500);
    // Restarted while the window does nothing: its connection, and what it listened on, are gone.
    QSqlDatabase::database(QStringLiteral("own-gputco")).close();
    REQUIRE(server.halt());
    REQUIRE(server.resume());
    // A colleague saves meanwhile.
    {
        io::library::TeamLibrary colleague;
        REQUIRE(colleague.open(server.address(QStringLiteral("analyst1"))).isEmpty());
        REQUIRE(colleague.addRevision(QStringLiteral("buy-vs-rent"), "{}", 1).ok());
    }
    // Noticed by the heartbeat, connected again by the retry, and the list read again: within a
    // heartbeat, a retry and a second.
    const int within = ui::TeamLink::kHeartbeatMs + ui::TeamLink::kRetryMs + 3000;
    CHECK(waitFor([&] { return d->table()->rowCount() == 2; }, within));
    CHECK(teamStatus(w).startsWith(QStringLiteral("Team library:")));
    CHECK(d->noteLabel()->text().startsWith(QStringLiteral("analyst1 may set")));  // no stale error left
}
