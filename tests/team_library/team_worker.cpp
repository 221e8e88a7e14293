#include "tests/team_library/team_worker.h"

#include <QDeadlineTimer>
#include <QStringList>
#include <cstdio>

#include "model/io/library/team_library.h"
#include "tests/team_library/team_server.h"

namespace gputco::test {

int runTeamWorker(int argc, char** argv) {
    if (argc < 6) return 2;
    io::library::TeamAddress address;
    address.host = teamServerSocket();
    address.port = teamServerPort();
    address.database = QString::fromUtf8(argv[2]);
    address.user = QString::fromUtf8(argv[3]);
    const QString me = QString::fromUtf8(argv[4]);
    const int seconds = QString::fromUtf8(argv[5]).toInt();
    io::library::TeamLibrary library;
    if (const QString error = library.open(address); !error.isEmpty()) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    int imported = 0;
    int refused = 0;
    int failed = 0;
    int reads = 0;
    QStringList revisions;
    const QString shared = QStringLiteral("Shared scenario");
    QDeadlineTimer until(seconds * 1000);
    for (int k = 0; !until.hasExpired(); ++k) {
        // Three rows of its own an import, and one every worker imports (the same figures):
        // the import lands whole or is refused whole, never in part.
        const auto fx = [](const QString& key, const QString& rate) {
            return catalogRow(io::library::Kind::Fx,
                              {{QStringLiteral("key"), key},
                               {QStringLiteral("as_of"), QStringLiteral("2026-12-01")},
                               {QStringLiteral("rate"), rate}},
                              QStringLiteral("x"));
        };
        std::vector<io::library::CatalogRow> rows;
        for (int i = 0; i < 3; ++i)
            rows.push_back(fx(QStringLiteral("W%1-%2-%3").arg(me).arg(k).arg(i), QStringLiteral("1.5")));
        rows.push_back(fx(QStringLiteral("SHARED-%1").arg(k), QStringLiteral("7.1")));
        int added = 0;
        const io::library::TeamWrite import = library.importCatalog(rows, {}, &added);
        if (import.ok())
            imported += added;
        else if (import.error.contains(QStringLiteral("at the same moment")))
            ++refused;
        else {
            std::fprintf(stderr, "import: %s\n", qPrintable(import.error));
            ++failed;
        }
        const int version = library.scenarioVersion(shared);
        const io::library::TeamWrite saved = library.addRevision(
            shared, QStringLiteral("by %1, round %2").arg(me).arg(k).toUtf8(), std::max(version, 0));
        if (saved.ok())
            revisions << QString::number(saved.version);
        else if (saved.conflict)
            ++refused;
        else {
            std::fprintf(stderr, "revision: %s\n", qPrintable(saved.error));
            ++failed;
        }
        QString error;
        library.catalogRows(io::library::Kind::Fx, &error);
        if (error.isEmpty())
            ++reads;
        else {
            std::fprintf(stderr, "read: %s\n", qPrintable(error));
            ++failed;
        }
    }
    std::printf("imported %d revisions %s refused %d failed %d reads %d\n", imported,
                revisions.isEmpty() ? "-" : qPrintable(revisions.join(QLatin1Char(','))), refused, failed,
                reads);
    return 0;
}

}  // namespace gputco::test
