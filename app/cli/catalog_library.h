// The library a `gputco-cli catalog` command works on (issue #37): the team library that
// GPUTCO_LIBRARY names (postgresql://user@host:port/database, the password from PGPASSWORD or
// ~/.pgpass), else this computer's. Both are one catalog interface (catalog_book.h), so list,
// import, import-public and export do the same on either, by the same rules.
#pragma once

#include <QString>
#include <memory>
#include <string>
#include <vector>

#include "model/io/library/catalog_book.h"
#include "model/io/library/catalog_store.h"
#include "model/io/library/library.h"
#include "model/io/library/team_library.h"

namespace gputco::cli {

class CatalogLibrary {
public:
    // Opens the library; `command` ("catalog import") heads every line said on stderr. On a team
    // library that cannot be used (GPUTCO_LIBRARY unreadable, the server out of reach, another
    // version), failed() is the exit status to end with, and why was said.
    explicit CatalogLibrary(const QString& command);
    ~CatalogLibrary();
    CatalogLibrary(const CatalogLibrary&) = delete;
    CatalogLibrary& operator=(const CatalogLibrary&) = delete;

    // kExitOk when the library is open (this computer's always is: its bundled catalog stands in).
    int failed() const { return failed_; }
    bool isTeam() const { return team_ != nullptr; }
    const io::library::CatalogBook& book() const { return *book_; }
    // Whether the catalog read is the library's own: false where this computer's library cannot
    // be read and the bundled catalog stands in.
    bool readsOwnCatalog() const;
    // Whether an import may be written; when not, why.
    bool writable(QString* why) const;
    // The GPU models a price list's rows may name: the library's gpus rows, and for the team
    // library this computer's catalog's too (reference data, as File > Import Price List has them).
    std::vector<io::library::CatalogRow> gpuModels(std::string* error) const;

private:
    QString command_;
    int failed_ = 0;
    std::unique_ptr<io::library::Library> local_;
    std::unique_ptr<io::library::CatalogStore> localBook_;
    std::unique_ptr<io::library::TeamLibrary> team_;
    std::unique_ptr<io::library::TeamCatalog> teamBook_;
    io::library::TeamAddress address_;
    const io::library::CatalogBook* book_ = nullptr;
};

// The team library of GPUTCO_LIBRARY, connected; kExitOk, else the status to end with after
// saying why on stderr, each line headed `command`. kExitInvalid when GPUTCO_LIBRARY is not set.
int connectTeamLibrary(const QString& command, io::library::TeamLibrary& team,
                       io::library::TeamAddress* address);

}  // namespace gputco::cli
