#include "ui/dialogs/catalog_filter_model.h"

#include <QHash>
#include <QStringView>
#include <algorithm>
#include <cstring>

#include "model/io/library/catalog_kind.h"
#include "ui/dialogs/catalog_table_model.h"

namespace gputco::ui {

namespace lib = gputco::io::library;

namespace {

// Appends `text` case-folded, in UTF-8. ASCII, nearly all of a catalog, is folded here a
// character at a time; any other text by Qt, as a case-insensitive search would fold it.
void appendFolded(QByteArray& out, QStringView text) {
    const QChar* chars = text.data();
    const qsizetype size = text.size();
    bool ascii = true;
    for (qsizetype i = 0; i < size && ascii; ++i) ascii = chars[i].unicode() < 0x80;
    if (!ascii) {
        out.append(text.toString().toCaseFolded().toUtf8());
        return;
    }
    const qsizetype at = out.size();
    out.resize(at + size);  // not filled: written below
    char* to = out.data() + at;
    for (qsizetype i = 0; i < size; ++i) {
        const char16_t c = chars[i].unicode();
        to[i] = static_cast<char>(c >= u'A' && c <= u'Z' ? c + (u'a' - u'A') : c);
    }
}

}  // namespace

CatalogFilterModel::CatalogFilterModel(CatalogTableModel* rows, QObject* parent)
    : QSortFilterProxyModel(parent), rows_(rows) {
    shown_.assign(static_cast<std::size_t>(rows->rowCount()), 1);
    setSourceModel(rows);
    // The text searched is made while the dialog opens and shows its rows, on a thread of its
    // own: a third of the time to a usable dialog on 50,000 offers (issue #32, item 13). It
    // reads the rows only, which nothing changes; the first search waits for it.
    text_ = std::async(std::launch::async, [rows] { return searchedText(*rows); });
}

CatalogFilterModel::~CatalogFilterModel() {
    waitForText();
}

void CatalogFilterModel::waitForText() {
    if (!text_.valid()) return;
    Searched made = text_.get();
    searched_ = std::move(made.text);
    ends_ = std::move(made.ends);
}

CatalogFilterModel::Searched CatalogFilterModel::searchedText(const CatalogTableModel& model) {
    const CatalogTableModel* rows = &model;
    Searched out;
    QByteArray& buffer = out.text;
    std::vector<qsizetype>& ends = out.ends;
    const int count = rows->rowCount();
    const int columns = rows->columnCount();
    const int ageColumn = rows->ageColumn();
    const std::vector<lib::Column>& spec = lib::kindSpec(rows->kind()).columns;
    // The columns whose shown text is made from a stored one (a share in %, a pricing mode or
    // a term in words, the age from the date): made once per stored value, not once per row.
    // A number is searched as stored ("61.38" finds 61.383672143342466, shown 61.38); the
    // price per GPU-hour, made from two, is not searched.
    std::vector<int> madeFrom(static_cast<std::size_t>(columns), -1);
    const int term = lib::columnIndex(rows->kind(), "term_months");
    for (int c = 0; c < ageColumn; ++c) {
        const lib::ColumnType type = spec[static_cast<std::size_t>(c)].type;
        if (type == lib::ColumnType::Fraction || type == lib::ColumnType::PricingMode || c == term)
            madeFrom[static_cast<std::size_t>(c)] = c;
    }
    madeFrom[static_cast<std::size_t>(ageColumn)] = lib::columnIndex(rows->kind(), "as_of");
    // Keyed by views of the rows' own texts, which the model keeps.
    std::vector<QHash<QStringView, QByteArray>> made(static_cast<std::size_t>(columns));
    // Room for it all at once (most text is ASCII, a byte a character), as a copy to a larger
    // buffer half way costs as much again; room not written to is never given memory.
    qsizetype stored = 0;
    for (int r = 0; r < count; ++r)
        for (const QString& value : rows->row(r).values) stored += value.size();
    buffer.reserve(stored + stored / 4 + qsizetype(count) * (columns + 32));
    ends.reserve(static_cast<std::size_t>(count));
    static const QString none;
    for (int r = 0; r < count; ++r) {
        const QStringList& values = rows->row(r).values;
        for (int c = 0; c < columns; ++c) {
            const int from = madeFrom[static_cast<std::size_t>(c)];
            if (from < 0) {
                appendFolded(buffer, c < values.size() ? QStringView(values.at(c)) : QStringView());
            } else {
                QHash<QStringView, QByteArray>& cache = made[static_cast<std::size_t>(c)];
                const QStringView key =
                    from >= 0 && from < values.size() ? QStringView(values.at(from)) : none;
                auto it = cache.find(key);
                if (it == cache.end()) {
                    QByteArray folded;
                    appendFolded(folded, rows->text(r, c));
                    it = cache.insert(key, folded);
                }
                buffer.append(it.value());
            }
            // A word has no line break: none is found across two cells.
            buffer.append('\n');
        }
        ends.push_back(buffer.size());
    }
    return out;
}

void CatalogFilterModel::setSearch(const QString& text) {
    QList<QByteArray> words;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        words.append(word.toCaseFolded().toUtf8());
    if (words == words_ && !only_) return;
    // A word typed on (or one more word) finds fewer rows: only those found before are searched.
    bool narrower = !only_ && !words_.isEmpty() && words.size() >= words_.size();
    for (qsizetype i = 0; narrower && i < words_.size(); ++i) narrower = words[i].contains(words_[i]);
    words_ = words;
    only_ = false;
    search(narrower);
}

void CatalogFilterModel::setShowHistory(bool all) {
    if (history_ == all) return;
    history_ = all;
    invalidate();
}

void CatalogFilterModel::setOnly(const std::vector<int>& rows) {
    if (rows.empty()) {
        only_ = false;
        search(false);
        return;
    }
    only_ = true;
    std::fill(shown_.begin(), shown_.end(), 0);
    for (const int r : rows) shown_[static_cast<std::size_t>(r)] = 1;
    invalidate();
}

void CatalogFilterModel::search(bool amongShown) {
    if (words_.isEmpty()) {  // every row: no text to search, none to wait for
        std::fill(shown_.begin(), shown_.end(), 1);
        invalidate();
        return;
    }
    waitForText();
    const char* text = searched_.constData();
    const std::size_t rows = shown_.size();
    for (const QByteArray& word : std::as_const(words_)) {
        if (!amongShown) {
            // Every row: one pass over the whole text, on from each row found to the next row.
            std::fill(shown_.begin(), shown_.end(), 0);
            std::size_t r = 0;
            qsizetype at = 0;
            while (r < rows) {
                const void* found = memmem(text + at, static_cast<std::size_t>(searched_.size() - at),
                                           word.constData(), static_cast<std::size_t>(word.size()));
                if (!found) break;
                const qsizetype foundAt = static_cast<const char*>(found) - text;
                while (ends_[r] <= foundAt) ++r;
                shown_[r] = 1;
                at = ends_[r++];
            }
            amongShown = true;
            continue;
        }
        // The rows found so far, each searched alone.
        for (std::size_t r = 0; r < rows; ++r) {
            if (!shown_[r]) continue;
            const qsizetype start = r == 0 ? 0 : ends_[r - 1];
            shown_[r] = memmem(text + start, static_cast<std::size_t>(ends_[r] - start), word.constData(),
                               static_cast<std::size_t>(word.size())) != nullptr;
        }
    }
    if (words_.isEmpty()) std::fill(shown_.begin(), shown_.end(), 1);
    // A new mapping, made in one pass: invalidateFilter() removes (or inserts) each run of rows
    // with signals of its own, and rebuilds its map after each: from all 50,000 rows to every
    // 8th and back took 0.26 s a keystroke, 9 ms so (bench_catalog_picker).
    invalidate();
}

bool CatalogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex&) const {
    return shown_[static_cast<std::size_t>(sourceRow)] != 0 &&
           (only_ || history_ || rows_->inForce(sourceRow));
}

}  // namespace gputco::ui
