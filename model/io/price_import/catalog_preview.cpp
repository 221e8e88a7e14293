#include "model/io/price_import/catalog_preview.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include "model/io/library/catalog_kind.h"

namespace gputco::io::library {

namespace {

// Equal in every column but those given; numbers compared as numbers ("8" and "8.0").
bool sameValues(const CatalogRow& a, const CatalogRow& b, bool ignoreSourceAndDate) {
    const std::vector<Column>& columns = kindSpec(a.kind).columns;
    for (std::size_t c = 0; c < columns.size(); ++c) {
        const QLatin1String name(columns[c].name);
        if (ignoreSourceAndDate && (name == QLatin1String("source") || name == QLatin1String("as_of")))
            continue;
        const QString& x = a.values.value(static_cast<qsizetype>(c));
        const QString& y = b.values.value(static_cast<qsizetype>(c));
        const ColumnType t = columns[c].type;
        if ((t == ColumnType::Number || t == ColumnType::Fraction || t == ColumnType::Integer) &&
            !x.isEmpty() && !y.isEmpty()) {
            bool okX = false;
            bool okY = false;
            const double dx = x.toDouble(&okX);
            const double dy = y.toDouble(&okY);
            if (okX && okY) {
                if (dx != dy) return false;
                continue;
            }
        }
        if (x != y) return false;
    }
    return true;
}

}  // namespace

std::vector<CatalogRow> CatalogPreview::toWrite() const {
    std::vector<CatalogRow> out;
    for (const PreviewRow& r : rows)
        if (r.status == PreviewStatus::New || r.status == PreviewStatus::Changed) out.push_back(r.row);
    return out;
}

int CatalogPreview::unknownGpuRows() const {
    int n = 0;
    for (const auto& [gpu, count] : unknownGpus) n += count;
    return n;
}

CatalogPreview previewImport(const std::vector<CatalogRow>& incoming, const std::vector<CatalogRow>& stored,
                             const std::vector<CatalogRow>& catalogGpus) {
    QHash<QString, std::vector<const CatalogRow*>> byKey;
    for (const CatalogRow& s : stored) byKey[s.key()].push_back(&s);
    QSet<QString> gpus;
    for (const CatalogRow& g : catalogGpus) gpus.insert(g.key());
    CatalogPreview out;
    for (const CatalogRow& row : incoming) {
        if (const int gpu = columnIndex(row.kind, "gpu"); gpu >= 0 && !gpus.contains(row.values.value(gpu))) {
            ++out.unknownGpus[row.values.value(gpu)];
            continue;
        }
        PreviewRow p{PreviewStatus::New, row, std::nullopt};
        const auto it = byKey.constFind(row.key());
        if (it != byKey.cend()) {
            const CatalogRow* sameDay = nullptr;
            const CatalogRow* inForce = nullptr;
            for (const CatalogRow* s : *it) {
                // A stored row of the same day with the same price and terms (its source may
                // say it otherwise) settles it; one with other figures clashes.
                if (s->asOf() == row.asOf() && (!sameDay || sameValues(*s, row, true))) sameDay = s;
                // ISO dates compare as text in date order.
                if (s->asOf() <= row.asOf() && (!inForce || s->asOf() >= inForce->asOf())) inForce = s;
            }
            if (sameDay && !sameValues(*sameDay, row, true)) {
                p.status = PreviewStatus::Conflict;
                p.stored = *sameDay;
            } else if (sameDay) {
                p.status = PreviewStatus::Unchanged;
                p.stored = *sameDay;
            } else if (inForce && sameValues(*inForce, row, true)) {
                p.status = PreviewStatus::Unchanged;
                p.stored = *inForce;
            } else {
                p.status = PreviewStatus::Changed;
                if (inForce) p.stored = *inForce;
            }
        }
        switch (p.status) {
            case PreviewStatus::New:
                ++out.newRows;
                break;
            case PreviewStatus::Changed:
                ++out.changed;
                break;
            case PreviewStatus::Unchanged:
                ++out.unchanged;
                break;
            case PreviewStatus::Conflict:
                ++out.conflicts;
                break;
        }
        out.rows.push_back(std::move(p));
    }
    return out;
}

ImportOutcome importPreviewed(const CatalogBook& book, const CatalogPreview& preview,
                              const QString& fileName) {
    if (preview.conflicts > 0) {
        ImportOutcome out;
        const std::string where = QFileInfo(fileName).fileName().toStdString();
        for (const PreviewRow& r : preview.rows)
            if (r.status == PreviewStatus::Conflict) {
                ++out.conflicts;
                out.problems.push_back(where + " line " + std::to_string(r.row.line) + ": key " +
                                       r.row.key().toStdString() + " as of " + r.row.asOf().toStdString() +
                                       " is already in the library with other values (date a correction "
                                       "with a later as_of)");
            }
        return out;
    }
    // The preview left out the rows whose GPU the library does not describe (previewImport's
    // catalogGpus, which for the team library include this computer's models).
    return book.importRows(preview.toWrite(), QFileInfo(fileName).fileName());
}

}  // namespace gputco::io::library
