// The catalog of either library, as one interface (issue #37): this computer's (CatalogStore,
// SQLite) or the team's (TeamCatalog, PostgreSQL). Both keep and read rows through one code
// (catalog_store.h: storeCatalogRows, readCatalogRows, catalogPriceOn) over tables made from one
// description (catalog_schema.h), so a price is kept by the same rules wherever it is kept:
// nothing overwritten, a row already there counted as present, a contradiction refusing the
// whole import. tests/library/catalog_backends_test.cpp runs one suite against both.
#pragma once

#include <QDate>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "model/io/library/catalog_csv.h"
#include "model/io/library/catalog_row.h"

namespace gputco::io::library {

struct ImportOutcome;

// Which rows of an import are kept: every one (a copy of another library's catalog, which
// carries its GPUs), or a price list's servers and offers only where the library describes their
// GPU (a gpus key, or a gpus row of the same import): a price for a GPU the catalog cannot
// describe is counted in the outcome's unknownGpus, not stored.
enum class GpuCheck { KeepAll, LeaveOutUndescribed };

class CatalogBook {
public:
    virtual ~CatalogBook() = default;
    // `rows` (of any kinds) as one import, whole or not at all; `note` says where they came
    // from (a file's name). A refused import says why in the outcome's problems.
    ImportOutcome importRows(const std::vector<CatalogRow>& rows, const QString& note) const;
    // A validated price list (parseCatalogCsv) as one import, whole or not at all, its servers
    // and offers for GPUs the library does not describe left out and counted; `fileName`
    // (its name, not its folder) in every message and as the import's note.
    ImportOutcome importFile(const CatalogFile& file, const QString& fileName) const;
    // Every row of a kind by key, then as_of, then the order they were added in.
    virtual std::vector<CatalogRow> rows(Kind kind, std::string* error = nullptr) const = 0;
    // The row of `key` in force on `date`: the newest with as_of <= date; nullopt if none.
    virtual std::optional<CatalogRow> priceOn(Kind kind, const QString& key, const QDate& date) const = 0;

protected:
    virtual ImportOutcome importChecked(const std::vector<CatalogRow>& rows, const QString& note,
                                        GpuCheck check) const = 0;
};

}  // namespace gputco::io::library
