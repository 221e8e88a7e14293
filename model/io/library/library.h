// The local library (DESIGN.md, Files): one SQLite database, library.sqlite in the user's
// data folder, holding the catalog, scenario revisions and probe results.
//
// A library that cannot be used never stops the app, and is never called damaged when it is
// not (issue #14): open() tells apart a library that is busy (another process holds its write
// lock longer than we wait), read-only (the folder or the file), made by a newer gputco, and
// damaged (not a database, or quick_check fails), and says which. A read-only library is
// still read; otherwise the bundled catalog, held read-only in memory, stands in. Only a
// damaged library may be rebuilt, and rebuild() first salvages every revision, probe result
// and catalog row it can read into the new one.
//
// Writers wait their turn: every write is one BEGIN IMMEDIATE transaction, which waits for
// the write lock (the busy timeout is set before the first statement), retried a bounded
// number of times, so concurrent gputco processes all succeed.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QTemporaryDir>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_store.h"
#include "model/io/library/probe_shelf.h"
#include "model/io/library/revision_shelf.h"

namespace gputco::io::library {

struct LibraryState {
    enum class Mode { Closed, Open, ReadOnly, Fallback };
    // Why the library is not open for writing.
    enum class Problem { None, Busy, ReadOnly, Newer, Damaged, Unusable };
    Mode mode = Mode::Closed;
    Problem problem = Problem::None;
    QString path;     // the library file asked for
    QString message;  // why it is not open for writing; empty when open
    // Something the user must hear even though the library opened (an empty file replaced).
    QString notice;
    // Bundled rows this open added to the library, and bundled rows skipped because they
    // contradict a row of the library (refreshBundledCatalog); 0 when the library was current.
    int bundledRowsAdded = 0;
    int bundledRowsSkipped = 0;

    bool usable() const { return mode == Mode::Open; }  // readable and writable
    // Rebuild is offered only for a damaged file: any other problem is not cured by it.
    bool canRebuild() const { return problem == Problem::Damaged; }
};

struct Revision {
    qint64 id = 0;
    QString path;
    QDateTime savedAt;  // UTC
    QByteArray sha256;  // lower-case hex
    QByteArray content;
};

// What rebuild() copied from the damaged file into the new library.
struct Salvage {
    int revisions = 0;
    int probeResults = 0;
    int catalogRows = 0;                  // rows not already in the bundled catalog
    int catalogConflicts = 0;             // rows that contradict a bundled row (same key and date): left out
    std::vector<std::string> unreadable;  // tables (or parts) that could not be read
};

struct RebuildOutcome {
    QString setAside;  // where the old file went; empty when there was none
    Salvage salvaged;
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
    // How long one write waits for another process's write lock, and how many times it
    // tries: together about 6 s before "busy".
    static constexpr int kBusyTimeoutMs = 2000;
    static constexpr int kWriteAttempts = 3;

    const LibraryState& open(const QString& path = defaultPath());
    const LibraryState& state() const { return state_; }
    // For a damaged library only: copies what can be read into a fresh library, moves the
    // damaged file aside as library.sqlite.corrupt-<yyyyMMdd-HHmmss>, and opens the new one.
    RebuildOutcome rebuild();

    CatalogStore catalog() const;

    // Every save of a scenario is kept; `path` is made absolute. Empty string on success.
    std::string addRevision(const QString& path, const QByteArray& content,
                            const QDateTime& savedAt = QDateTime::currentDateTimeUtc());
    // Newest first; `error` (when given) says why they could not be read.
    std::vector<Revision> revisions(const QString& path, std::string* error = nullptr) const;
    std::string addProbeResult(const QString& device, const QByteArray& document,
                               const QDateTime& measuredAt = QDateTime::currentDateTimeUtc());
    std::vector<ProbeRecord> probeResults(std::string* error = nullptr) const;  // newest first
    // The team library's catalog as last read (issue #37; library_team_cache.cpp), kept to work
    // with while the server is out of reach: replaces the rows of `kind` kept for the team
    // library at `address` (TeamAddress::text()) in one transaction. Empty on success.
    std::string keepTeamCatalog(const QString& address, Kind kind, const std::vector<CatalogRow>& rows,
                                const QDateTime& copiedAt = QDateTime::currentDateTimeUtc());
    // The rows kept, in the team's order; nullopt when none were (or they cannot be read:
    // `error` says why). `copiedAt`: when they were read from the team library.
    std::optional<std::vector<CatalogRow>> keptTeamCatalog(const QString& address, Kind kind,
                                                           QDateTime* copiedAt,
                                                           std::string* error = nullptr) const;
    // True when reads come from the user's library file (open or read-only), not the fallback.
    bool readsUserLibrary() const {
        return state_.mode == LibraryState::Mode::Open || state_.mode == LibraryState::Mode::ReadOnly;
    }

private:
    LibraryState openFile(const QString& path);
    void openFallback();
    void close();

    QString connection_;
    LibraryState state_;
    // A read-only library whose folder holds its write-ahead log is read from a copy of both
    // (openFile): the folder the copy lives in, removed with the library.
    std::unique_ptr<QTemporaryDir> walCopy_;
};

// This computer's probe results as the interface both libraries have (probe_shelf.h).
// This computer's saves, as the interface both libraries have (revision_shelf.h).
class LibraryRevisions : public RevisionShelf {
public:
    explicit LibraryRevisions(Library& library) : library_(library) {}
    QString scenarioOf(const QString& file) const override;
    std::string add(const QString& scenario, const QByteArray& content) const override;
    std::vector<RevisionRecord> list(const QString& scenario, std::string* error = nullptr) const override;
    QByteArray content(const QString& scenario, int number, std::string* error = nullptr) const override;

private:
    Library& library_;
};

class LibraryProbes : public ProbeShelf {
public:
    explicit LibraryProbes(Library& library) : library_(library) {}
    std::string add(const QString& device, const QByteArray& document,
                    const QDateTime& measuredAt) const override {
        return library_.addProbeResult(device, document, measuredAt);
    }
    std::vector<ProbeRecord> all(std::string* error = nullptr) const override {
        return library_.probeResults(error);
    }

private:
    Library& library_;
};

// What opening a writable library took in from the bundled catalog.
struct BundledRefresh {
    int added = 0;      // bundled rows the library did not have
    int conflicts = 0;  // bundled rows contradicting a library row (same key and as_of): skipped
    std::string error;  // empty when the library holds this revision of the bundled catalog
    int code = 0;       // SQLite's result code of a failed write (5: busy)
};

// The SHA-256 (lower-case hex) of the CSVs embedded in the binary (:/catalog/<kind>.csv), in
// kind order: the bundled catalog's revision.
QByteArray bundledCatalogRevision();

// Adds the bundled rows (:/catalog/*.csv) that the library lacks, once per bundled-catalog
// revision, so a library made by an older gputco gets the newer prices: identical rows are
// skipped, a bundled row that contradicts a library row with the same key and as_of is
// skipped and counted (the library's row is never overwritten), all in one transaction that
// also records the revision in library_settings. When the recorded revision is the bundled
// one, nothing is written.
BundledRefresh refreshBundledCatalog(const QString& connectionName);

}  // namespace gputco::io::library
