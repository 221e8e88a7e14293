#include "tests/team_library/team_app_instance.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <cstdio>

#include "model/io/library/team_library.h"
#include "tests/team_library/team_window.h"
#include "ui/dialogs/import_price_list_dialog.h"
#include "ui/dialogs/prompts.h"
#include "ui/dialogs/team_revisions_dialog.h"
#include "ui/document/scenario_document.h"
#include "ui/shell/document_actions.h"
#include "ui/shell/library_actions.h"
#include "ui/shell/main_window.h"

namespace gputco::test {

namespace {

void tell(const QString& line) {
    std::printf("%s %lld\n", qPrintable(line), static_cast<long long>(QDateTime::currentMSecsSinceEpoch()));
    std::fflush(stdout);
}

// The revisions as listed: "1:Approved,4:Draft".
QString listed(const ui::TeamRevisionsDialog& d) {
    QStringList rows;
    for (int r = 0; r < d.table()->rowCount(); ++r) {
        const QTableWidgetItem* number = d.table()->item(r, 0);
        const QTableWidgetItem* status = d.table()->item(r, 3);
        rows << (number ? number->text() : QString()) + QLatin1Char(':') +
                    (status ? status->text() : QString());
    }
    return rows.join(QLatin1Char(','));
}

// File > Import Price List… as a user fills it in: a SkyPilot list of us-east-1, dated.
int importPriceList(ui::MainWindow& w, const QString& file) {
    int added = -1;
    ui::Prompts::setNextDialog([&](QDialog& dialog) {
        auto* import = qobject_cast<ui::ImportPriceListDialog*>(&dialog);
        if (!import) return int(QDialog::Rejected);
        import->setFormat(io::library::PublicFormat::SkyPilot);
        import->setFile(file);
        import->setRegion(QStringLiteral("us-east-1"));
        import->setAsOf(QStringLiteral("2026-06-30"));
        QSignalSpy finished(import, &ui::ImportPriceListDialog::readingFinished);
        import->startReading();
        if (finished.count() == 0 && !finished.wait(30000)) return int(QDialog::Rejected);
        // Into the team library the write goes on its own thread: Import waits for its answer.
        import->importRows();
        QElapsedTimer waited;
        waited.start();
        while (import->importing() && waited.elapsed() < 30000) QTest::qWait(10);
        added = import->rowsAdded() > 0 ? import->rowsAdded() : -1;
        if (added < 0) tell(QStringLiteral("refused ") + import->messageText().simplified());
        return int(QDialog::Accepted);
    });
    w.importPriceList();
    return added;
}

}  // namespace

int runTeamAppInstance(int argc, char** argv) {
    if (argc < 4) return 2;
    QString error;
    const std::optional<io::library::TeamAddress> address =
        io::library::TeamAddress::parse(QString::fromLocal8Bit(argv[2]), &error);
    if (!address) {
        tell(QStringLiteral("refused ") + error);
        return 2;
    }
    chooseTeam(*address);
    ui::MainWindow w;
    w.show();
    if (!waitConnected(w) || !w.openFile(QString::fromLocal8Bit(argv[3]))) {
        tell(QStringLiteral("refused ") + teamStatus(w));
        return 1;
    }
    ui::TeamRevisionsDialog* d = w.showTeamRevisions();
    if (!d) return 1;
    // What this instance sees, as it sees it: the dialog filled again, the catalog told to read.
    QString seen = listed(*d);
    const auto revisionsShown = [&] {
        if (const QString now = listed(*d); now != seen) {
            seen = now;
            tell(QStringLiteral("revisions ") + now);
        }
    };
    // Read once the dialog has filled its table: its model tells of each row as it is added.
    const auto afterFill = [&] { QTimer::singleShot(0, d, revisionsShown); };
    QObject::connect(d->table()->model(), &QAbstractItemModel::dataChanged, d, afterFill);
    QObject::connect(d->table()->model(), &QAbstractItemModel::rowsInserted, d, afterFill);
    QObject::connect(w.libraryActions(), &ui::LibraryActions::catalogChanged, &w, [&] {
        tell(QStringLiteral("catalog %1")
                 .arg(w.libraryActions()->catalogRows(io::library::Kind::Offers, nullptr).size()));
    });
    QFile in;
    if (!in.open(stdin, QIODevice::ReadOnly)) return 1;
    QSocketNotifier commands(0, QSocketNotifier::Read);
    QObject::connect(&commands, &QSocketNotifier::activated, &w, [&] {
        const QStringList words = QString::fromUtf8(in.readLine()).simplified().split(QLatin1Char(' '));
        const QString& what = words.front();
        if (what == QLatin1String("save")) {
            w.document()->edit(QStringLiteral("Rename"), QString(),
                               [](scenario::Scenario& s) { s.name += " *"; });
            // Told once the revision is in the team library, as the save's line in the status bar says.
            tell(w.actions()->save() && sent(w) ? QStringLiteral("saved") : QStringLiteral("refused save"));
        } else if (what == QLatin1String("import") && words.size() == 2) {
            const int added = importPriceList(w, words[1]);
            if (added >= 0) tell(QStringLiteral("imported %1").arg(added));
        } else if (what == QLatin1String("status") && words.size() == 3) {
            d->select(words[1].toInt());
            d->statusBox()->setCurrentIndex(d->statusBox()->findData(QString(words[2]).replace(u'-', u' ')));
            d->setStatusButton()->click();
            waitFor([&] { return !d->waiting(); }, 10000);
            tell(d->noteLabel()->isVisible() ? QStringLiteral("refused ") + d->noteLabel()->text()
                                             : QStringLiteral("status-set"));
        } else {
            QApplication::quit();
        }
    });
    tell(QStringLiteral("ready"));
    return QApplication::exec();
}

}  // namespace gputco::test
