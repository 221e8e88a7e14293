// What an import would do, before anything is written (issue #19): each incoming row set
// against the library's rows of its kind (CatalogStore::rows).
//
//   new        its key is not in the library
//   changed    the key's row in force on the row's as_of (the newest stored row dated on or
//              before it) differs in price or terms, or none is in force that day: the row is
//              added as a new dated row; older rows stay as history
//   unchanged  the same price and terms as the row in force (source and date aside): skipped
//   conflict   a stored row has the same key and as_of but another price or terms: the import
//              is refused (a correction must carry a later as_of)
#pragma once

#include <QString>
#include <map>
#include <optional>
#include <vector>

#include "model/io/library/catalog_row.h"
#include "model/io/library/catalog_store.h"

namespace gputco::io::library {

enum class PreviewStatus { New, Changed, Unchanged, Conflict };

struct PreviewRow {
    PreviewStatus status = PreviewStatus::New;
    CatalogRow row;                    // the incoming row
    std::optional<CatalogRow> stored;  // changed/unchanged: the row in force; conflict: the clashing row
};

struct CatalogPreview {
    std::vector<PreviewRow> rows;  // in the incoming order
    int newRows = 0;
    int changed = 0;
    int unchanged = 0;
    int conflicts = 0;
    // Incoming rows left out of `rows` because their gpu is no gpus key of the library, by
    // that GPU: an import would not store them (CatalogStore::import).
    std::map<QString, int> unknownGpus;

    int unknownGpuRows() const;
    // The rows an import writes: new and changed ones.
    std::vector<CatalogRow> toWrite() const;
};

// `catalogGpus` are the library's gpus rows: an incoming row whose gpu is none of their keys
// is counted in unknownGpus, not previewed.
CatalogPreview previewImport(const std::vector<CatalogRow>& incoming, const std::vector<CatalogRow>& stored,
                             const std::vector<CatalogRow>& catalogGpus);

// Writes the preview's new and changed rows into either library (catalog_book.h): one
// transaction, all or none, older rows kept. A preview with conflicts
// writes nothing and says which. `fileName` names the file in messages.
ImportOutcome importPreviewed(const CatalogBook& book, const CatalogPreview& preview,
                              const QString& fileName);

}  // namespace gputco::io::library
