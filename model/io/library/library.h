// The local library (DESIGN.md, Files): one SQLite database, library.sqlite in the user's
// data folder, holding the catalog, scenario revisions and probe results.
//
// A library that cannot be used (damaged, locked, read-only, made by a newer gputco) never
// stops the app: open() says what happened and falls back to the bundled catalog, held
// read-only in memory, and rebuild() sets the damaged file aside and makes a fresh one.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <string>
#include <vector>

#include "model/io/library/catalog_store.h"

namespace gputco::io::library {

struct LibraryState {
    enum class Mode { Closed, Open, Fallback };
    Mode mode = Mode::Closed;
    QString path;     // the library file asked for
    QString message;  // why the fallback is in use; empty when open
    bool usable() const { return mode == Mode::Open; }
};

struct Revision {
    qint64 id = 0;
    QString path;
    QDateTime savedAt;  // UTC
    QByteArray sha256;  // lower-case hex
    QByteArray content;
};

struct ProbeRecord {
    qint64 id = 0;
    QDateTime measuredAt;  // UTC
    QString device;
    QByteArray document;  // the probe's JSON document
};

struct RebuildOutcome {
    QString setAside;   // where the old file went; empty when there was none
    std::string error;  // empty when the fresh library is open
};

class Library {
public:
    Library();
    ~Library();
    Library(const Library&) = delete;
    Library& operator=(const Library&) = delete;

    // $GPUTCO_DATA_DIR when set (tests, portable installs), else AppDataLocation.
    static QString dataDir();
    static QString defaultPath();  // dataDir() + "/library.sqlite"

    const LibraryState& open(const QString& path = defaultPath());
    const LibraryState& state() const { return state_; }
    // Moves the library file aside as library.sqlite.corrupt-<yyyyMMdd-HHmmss> and opens a
    // fresh, seeded one at the same path.
    RebuildOutcome rebuild();

    CatalogStore catalog() const;

    // Every save of a scenario is kept; `path` is made absolute. Empty string on success.
    std::string addRevision(const QString& path, const QByteArray& content,
                            const QDateTime& savedAt = QDateTime::currentDateTimeUtc());
    std::vector<Revision> revisions(const QString& path) const;  // newest first
    std::string addProbeResult(const QString& device, const QByteArray& document,
                               const QDateTime& measuredAt = QDateTime::currentDateTimeUtc());
    std::vector<ProbeRecord> probeResults() const;  // newest first

private:
    std::string openFile(const QString& path);
    void openFallback(const QString& why);
    void close();

    QString connection_;
    LibraryState state_;
};

// Fills empty catalog tables from the CSVs embedded in the binary (:/catalog/*.csv).
std::string seedBundledCatalog(const QString& connectionName);

}  // namespace gputco::io::library
