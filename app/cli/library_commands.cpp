// gputco-cli catalog and history: the library from the command line (issue #4); the catalog
// commands work on the team library when GPUTCO_LIBRARY names one (catalog_library.h).
#include <algorithm>
#include <map>

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/catalog_library.h"
#include "app/cli/cli_command.h"
#include "model/io/display_text.h"
#include "model/io/library/file_stamp.h"
#include "model/io/library/library.h"
#include "model/io/price_import/catalog_preview.h"
#include "model/io/price_import/public_catalog.h"
#include "model/io/scenario_file.h"
#include "model/scenario/price_age.h"

namespace gputco::cli {

namespace {

using io::library::CatalogRow;
using io::library::Kind;
using io::library::Library;

const char* const kCatalogUsage =
    "usage: catalog list [--kind gpus|servers|offers|tariffs|fx] [--json] | catalog import FILE.csv | "
    "catalog export --kind K FILE.csv | catalog import-public FORMAT FILE ...";
const char* const kImportPublicUsage =
    "usage: catalog import-public skypilot|gcp-yaml|aws-offer FILE [--region R] [--gpu-only] "
    "[--as-of YYYY-MM-DD] [--provider P] [--dry-run]";

QString fromStd(const std::string& s) {
    return QString::fromStdString(s);
}

// A catalog's text (from an imported price list), printed for a person: controls by their
// code points (issue #32). `catalog export` and `--json` keep the text as stored: they are data.
QString shown(const QString& text) {
    return io::printedText(text);
}

std::optional<Kind> parseKind(const QString& text) {
    return io::library::kindFromName(text);
}

QJsonValue jsonValue(const io::library::Column& column, const QString& text) {
    if (text.isEmpty() && !column.required) return QJsonValue::Null;
    switch (column.type) {
        case io::library::ColumnType::Number:
        case io::library::ColumnType::Fraction:
        case io::library::ColumnType::Integer:
            return text.toDouble();
        default:
            return text;
    }
}

// Columns padded to their widest cell; the last column (source, as_of) is not padded.
QByteArray table(const QStringList& header, const std::vector<QStringList>& cells) {
    std::vector<qsizetype> width(header.size());
    for (qsizetype c = 0; c < header.size(); ++c) width[c] = header[c].size();
    for (const QStringList& row : cells)
        for (qsizetype c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
    QByteArray out;
    auto line = [&](const QStringList& row) {
        QString text;
        for (qsizetype c = 0; c < row.size(); ++c)
            text += c + 1 < row.size() ? row[c].leftJustified(width[c] + 2) : row[c];
        out += text.toUtf8() + '\n';
    };
    line(header);
    for (const QStringList& row : cells) line(row);
    return out;
}

int listCatalog(const QStringList& args) {
    std::vector<Kind> kinds = io::library::allKinds();
    bool json = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--json")) {
            json = true;
        } else if (args[i] == QLatin1String("--kind") && i + 1 < args.size()) {
            const std::optional<Kind> kind = parseKind(args[++i]);
            if (!kind) {
                printError("catalog list: unknown kind " + args[i] + "; " + kCatalogUsage);
                return kExitInvalid;
            }
            kinds = {*kind};
        } else {
            printError("catalog list: unexpected argument " + args[i] + "; " + kCatalogUsage);
            return kExitInvalid;
        }
    }
    const CatalogLibrary library(QStringLiteral("catalog list"));
    if (library.failed() != kExitOk) return library.failed();
    const io::library::CatalogBook& store = library.book();
    QJsonArray array;
    QByteArray text;
    for (Kind kind : kinds) {
        const io::library::KindSpec& spec = io::library::kindSpec(kind);
        std::string error;
        const std::vector<CatalogRow> rows = store.rows(kind, &error);
        if (!error.empty()) {
            printError("catalog list: cannot read " + io::library::kindName(kind) + ": " + fromStd(error));
            return kExitUnreadable;
        }
        if (json) {
            for (const CatalogRow& row : rows) {
                QJsonObject object{{QStringLiteral("kind"), io::library::kindName(kind)}};
                for (std::size_t c = 0; c < spec.columns.size(); ++c)
                    object.insert(QLatin1String(spec.columns[c].name),
                                  jsonValue(spec.columns[c], row.values[static_cast<qsizetype>(c)]));
                array.append(object);
            }
            continue;
        }
        // The long source text goes last so that the other columns stay readable.
        QStringList header;
        for (const io::library::Column& c : spec.columns)
            if (qstrcmp(c.name, "source") != 0) header.append(QLatin1String(c.name));
        header.append(QStringLiteral("source"));
        const int sourceAt = io::library::columnIndex(kind, "source");
        std::vector<QStringList> cells;
        for (const CatalogRow& row : rows) {
            QStringList cellsOfRow;
            for (const QString& value : row.values) cellsOfRow.append(shown(value));
            cellsOfRow.removeAt(sourceAt);
            cellsOfRow.append(shown(row.values[sourceAt]));
            cells.push_back(cellsOfRow);
        }
        if (!text.isEmpty()) text += '\n';
        text += QStringLiteral("%1 (%2 rows)\n").arg(io::library::kindName(kind)).arg(rows.size()).toUtf8();
        text += table(header, cells);
    }
    return printOut(json ? QJsonDocument(array).toJson(QJsonDocument::Indented) : text) ? kExitOk
                                                                                        : kExitConflict;
}

// "not stored, their GPU is not in the library's catalog: 2 rows (V100 x2)\n", or "" when none.
QString unknownGpuLine(const std::map<QString, int>& unknownGpus, const char* what) {
    if (unknownGpus.empty()) return {};
    int rows = 0;
    QStringList names;
    for (const auto& [name, count] : unknownGpus) {
        rows += count;
        names << QStringLiteral("%1 x%2").arg(name.isEmpty() ? QStringLiteral("(none)") : name).arg(count);
    }
    QString noun = QLatin1String(what);  // "rows", "offers": one of them is a "row", an "offer"
    if (rows == 1) noun.chop(1);
    return QStringLiteral(
               "not stored, their GPU is not in the library's catalog (import its gpus row first): "
               "%1 %2 (%3)\n")
        .arg(rows)
        .arg(noun, names.join(QStringLiteral(", ")));
}

int importCatalog(const QStringList& args) {
    if (args.size() != 1 || args.front().startsWith(QLatin1Char('-'))) {
        printError(QStringLiteral("catalog import: expected one CSV file; ") + kCatalogUsage);
        return kExitInvalid;
    }
    const QString path = args.front();
    const io::library::FileStamp before = io::library::FileStamp::of(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printError("catalog import: cannot read " + path + ": " + file.errorString());
        return kExitUnreadable;
    }
    const QByteArray bytes = file.readAll();
    if (const std::string changed = io::library::changedWhileRead(before, io::library::FileStamp::of(path));
        !changed.empty()) {
        printError("catalog import: " + path + " " + fromStd(changed));
        return kExitInvalid;
    }
    const io::library::CatalogFile parsed = io::library::parseCatalogCsv(bytes, path);
    if (!parsed.ok()) {
        for (const std::string& problem : parsed.problems) printError(fromStd(problem));
        printError("catalog import: " + path + " has problems; nothing imported");
        return kExitInvalid;
    }
    const CatalogLibrary library(QStringLiteral("catalog import"));
    if (library.failed() != kExitOk) return library.failed();
    if (QString why; !library.writable(&why)) {
        printError("catalog import: " + why + "; nothing imported");
        return kExitConflict;
    }
    const io::library::ImportOutcome outcome = library.book().importFile(parsed, path);
    if (!outcome.ok()) {
        for (const std::string& problem : outcome.problems) printError(fromStd(problem));
        printError("catalog import: nothing imported from " + path);
        return kExitConflict;
    }
    QString text = QStringLiteral("%1 (%2): %3 rows added, %4 already present\n")
                       .arg(QFileInfo(path).fileName(), io::library::kindName(*parsed.kind))
                       .arg(outcome.added)
                       .arg(outcome.alreadyPresent);
    text += unknownGpuLine(outcome.unknownGpus, "rows");
    const bool said = printOut(text.toUtf8());
    return said ? kExitOk : kExitConflict;
}

int exportCatalog(const QStringList& args) {
    std::optional<Kind> kind;
    QString out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--kind") && i + 1 < args.size() && !kind) {
            kind = parseKind(args[++i]);
            if (!kind) {
                printError("catalog export: unknown kind " + args[i] + "; " + kCatalogUsage);
                return kExitInvalid;
            }
        } else if ((args[i] == QLatin1String("-") || !args[i].startsWith(QLatin1Char('-'))) &&
                   out.isEmpty()) {
            out = args[i];
        } else {
            printError("catalog export: unexpected argument " + args[i] + "; " + kCatalogUsage);
            return kExitInvalid;
        }
    }
    if (!kind || out.isEmpty()) {
        printError(QStringLiteral("catalog export: needs --kind and a file; ") + kCatalogUsage);
        return kExitInvalid;
    }
    const CatalogLibrary library(QStringLiteral("catalog export"));
    if (library.failed() != kExitOk) return library.failed();
    // An export is a copy of this library's catalog: from a library that cannot be read
    // (busy, damaged, newer, unusable) the bundled catalog would stand in, and the file would
    // hold 168 rows where the library holds more, under exit 0 (issue #32).
    if (!library.readsOwnCatalog()) {
        printError(
            "catalog export: the library cannot be read, so its catalog is not exported (nothing written)");
        return kExitUnreadable;
    }
    std::string error;
    const std::vector<CatalogRow> rows = library.book().rows(*kind, &error);
    if (!error.empty()) {
        printError("catalog export: cannot read the library: " + fromStd(error));
        return kExitUnreadable;
    }
    const QByteArray csv = io::library::writeCatalogCsv(*kind, rows);
    if (out == QLatin1String("-")) {
        return printOut(csv) ? kExitOk : kExitConflict;
    }
    const io::SaveResult saved = io::writeFileSafely(out, csv);
    if (!saved.ok()) {
        printError("catalog export: " + fromStd(saved.error));
        return kExitConflict;
    }
    return kExitOk;
}

// catalog import-public FORMAT FILE: a public price catalog read into offers rows, the preview
// printed (counts, one line per new or changed row), then written unless --dry-run.
int importPublicCatalog(const QStringList& args) {
    std::optional<io::library::PublicFormat> format;
    QString path;
    io::library::PublicImportOptions options;
    bool dryRun = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--region") && hasValue) {
            options.region = args[++i];
        } else if (a == QLatin1String("--provider") && hasValue) {
            options.provider = args[++i];
        } else if (a == QLatin1String("--as-of") && hasValue) {
            options.asOf = QDate::fromString(args[++i], Qt::ISODate);
            if (!options.asOf.isValid() || args[i].size() != 10) {
                printError("catalog import-public: --as-of wants a date as YYYY-MM-DD, got " + args[i]);
                return kExitInvalid;
            }
        } else if (a == QLatin1String("--gpu-only")) {
            options.gpuOnly = true;
        } else if (a == QLatin1String("--dry-run")) {
            dryRun = true;
        } else if (!a.startsWith(QLatin1Char('-')) && !format) {
            format = io::library::publicFormatFromName(a);
            if (!format) {
                printError("catalog import-public: unknown format " + a +
                           " (skypilot, gcp-yaml or aws-offer); " + kImportPublicUsage);
                return kExitInvalid;
            }
        } else if (!a.startsWith(QLatin1Char('-')) && path.isEmpty()) {
            path = a;
        } else {
            printError("catalog import-public: unexpected argument " + a + "; " + kImportPublicUsage);
            return kExitInvalid;
        }
    }
    if (!format || path.isEmpty()) {
        printError(QStringLiteral("catalog import-public: expected a format and a file; ") +
                   kImportPublicUsage);
        return kExitInvalid;
    }
    if (!QFileInfo(path).isFile()) {
        printError("catalog import-public: cannot read " + path +
                   (QFileInfo(path).isDir() ? QStringLiteral(": it is a folder")
                                            : QStringLiteral(": no such file")));
        return kExitUnreadable;
    }
    // The prices' date is the file's own or the user's, never the file's modification time (a
    // list downloaded today may hold last year's prices and would pass every staleness check).
    const QString needsAsOf = QStringLiteral(
        "catalog import-public: %1 states no date for its prices: give the day they were "
        "valid with --as-of YYYY-MM-DD; nothing imported");
    if (!io::library::formatStatesDate(*format) && !options.asOf.isValid()) {
        printError(needsAsOf.arg(path));
        return kExitInvalid;
    }
    const io::library::PublicCatalog read = io::library::readPublicCatalog(*format, path, options);
    if (!read.ok()) {
        for (const std::string& problem : read.problems) printError(fromStd(problem));
        printError("catalog import-public: " + path + " has problems; nothing imported");
        return kExitInvalid;
    }
    if (read.undated()) {
        printError(needsAsOf.arg(path));
        return kExitInvalid;
    }
    const CatalogLibrary library(QStringLiteral("catalog import-public"));
    if (library.failed() != kExitOk) return library.failed();
    QString notWritable;
    const bool writable = library.writable(&notWritable);
    const io::library::CatalogBook& store = library.book();
    std::string error;
    const std::vector<CatalogRow> stored = store.rows(Kind::Offers, &error);
    if (!error.empty()) {
        printError("catalog import-public: cannot read the library: " + fromStd(error));
        return kExitUnreadable;
    }
    const std::vector<CatalogRow> gpus = library.gpuModels(&error);
    if (!error.empty()) {
        printError("catalog import-public: cannot read the library: " + fromStd(error));
        return kExitUnreadable;
    }
    const io::library::CatalogPreview preview = io::library::previewImport(read.rows, stored, gpus);
    QString text = QStringLiteral("%1 (%2, %3, as of %4: %5)\n")
                       .arg(shown(read.fileName), io::library::publicFormatTitle(read.format),
                            shown(read.provider), shown(read.asOf), shown(read.asOfFrom));
    QStringList unknown;
    for (const auto& [name, count] : read.unknownGpus)
        unknown << QStringLiteral("%1 x%2").arg(shown(name)).arg(count);
    text += QStringLiteral(
                "read %1 records: %2 offers; skipped: %3 without a GPU, %4 with a GPU the catalog has "
                "no key for%5, %6 in other regions, %7 not comparable")
                .arg(read.recordsRead)
                .arg(read.rows.size())
                .arg(read.skippedNoGpu)
                .arg(read.skippedUnknownGpu())
                .arg(unknown.isEmpty() ? QString()
                                       : QStringLiteral(" (") + unknown.join(QStringLiteral(", ")) + u')')
                .arg(read.skippedOtherRegion)
                .arg(read.skippedNotComparable);
    if (read.format == io::library::PublicFormat::SkyPilot)
        text += QStringLiteral("; %1 zone rows folded into their region").arg(read.zoneRowsFolded);
    // Each GPU name of the file and the catalog model it was taken for, so that a reader can
    // check the mapping (docs/library.md has the table).
    QStringList mapped;
    for (const auto& [names, count] : read.mappedGpus)
        mapped << QStringLiteral("%1 -> %2 x%3").arg(shown(names.first), shown(names.second)).arg(count);
    if (!mapped.isEmpty()) text += QStringLiteral("\nGPU names mapped: ") + mapped.join(QStringLiteral(", "));
    // Two arguments that are allowed but most likely mistyped: said, not refused.
    if (!options.region.isEmpty() && read.rows.empty())
        printError("note: no offer of region " + options.region + " in the file (" +
                   QString::number(read.skippedOtherRegion) +
                   " records of other regions skipped): is its name right?");
    if (const std::optional<scenario::CalendarDate> asOf = scenario::parseDay(read.asOf.toStdString());
        asOf && *asOf > scenario::today())
        printError("note: the prices are dated " + read.asOf + ", after today (" +
                   fromStd(scenario::today().text()) +
                   "): they come into force on that day, and a scenario judged before it keeps the prices "
                   "in force now");
    text += QStringLiteral("\nnew %1, changed %2, unchanged %3, conflicts %4\n")
                .arg(preview.newRows)
                .arg(preview.changed)
                .arg(preview.unchanged)
                .arg(preview.conflicts);
    text += unknownGpuLine(preview.unknownGpus, "offers");
    for (const io::library::PreviewRow& r : preview.rows) {
        const QString price = shown(r.row.value("price_per_hour") + u' ' + r.row.value("currency"));
        const QString key = shown(r.row.key()), asOf = shown(r.row.asOf());
        switch (r.status) {
            case io::library::PreviewStatus::New:
                text += QStringLiteral("new       %1  %2\n").arg(key, price);
                break;
            case io::library::PreviewStatus::Changed:
                text += QStringLiteral("changed   %1  %2 -> %3\n")
                            .arg(key,
                                 r.stored ? shown(r.stored->value("price_per_hour"))
                                          : QStringLiteral("(none in force on %1)").arg(asOf),
                                 price);
                break;
            case io::library::PreviewStatus::Conflict:
                text += QStringLiteral("conflict  %1  as of %2: stored %3, file %4\n")
                            .arg(key, asOf, shown(r.stored->value("price_per_hour")), price);
                break;
            case io::library::PreviewStatus::Unchanged:
                break;
        }
    }
    if (dryRun) {
        text += QStringLiteral("dry run: nothing written\n");
        return printOut(text.toUtf8()) ? kExitOk : kExitConflict;
    }
    if (!printOut(text.toUtf8())) return kExitConflict;
    if (!writable) {
        printError("catalog import-public: " + notWritable + "; nothing imported");
        return kExitConflict;
    }
    const io::library::ImportOutcome outcome = io::library::importPreviewed(store, preview, path);
    if (!outcome.ok()) {
        for (const std::string& problem : outcome.problems) printError(fromStd(problem));
        printError("catalog import-public: nothing imported from " + path);
        return kExitConflict;
    }
    const bool said = printOut(QStringLiteral("%1 rows added, %2 already present\n")
                                   .arg(outcome.added)
                                   .arg(outcome.alreadyPresent + preview.unchanged)
                                   .toUtf8());
    return said ? kExitOk : kExitConflict;
}

}  // namespace

const io::library::LibraryState& openLibrary(Library& library) {
    const io::library::LibraryState& state = library.open();
    if (!state.notice.isEmpty()) printError("note: " + state.notice);
    if (!state.usable()) printError("note: " + state.message);
    return state;
}

int catalogCommand(const QStringList& args) {
    const QString sub = args.value(0);
    if (sub == QLatin1String("list")) return listCatalog(args.mid(1));
    if (sub == QLatin1String("import")) return importCatalog(args.mid(1));
    if (sub == QLatin1String("export")) return exportCatalog(args.mid(1));
    if (sub == QLatin1String("import-public")) return importPublicCatalog(args.mid(1));
    printError(QStringLiteral("catalog: expected list, import, import-public or export; ") + kCatalogUsage);
    return kExitInvalid;
}

namespace {

// `history FILE` on the revisions `shelf` keeps; `where` names the library in messages.
int listHistory(const io::library::RevisionShelf& shelf, const QString& file, const QString& where) {
    const QString scenario = shelf.scenarioOf(file);
    std::string error;
    const std::vector<io::library::RevisionRecord> revisions = shelf.list(scenario, &error);
    if (!error.empty()) {
        printError("history: the saved revisions cannot be read: " + fromStd(error));
        return kExitUnreadable;
    }
    if (revisions.empty()) {
        // A file deleted since keeps its revisions (listed above); with none, a path that is no
        // file is a mistyped name, not a scenario never saved.
        const QFileInfo info(file);
        if (!info.exists() || info.isDir()) {
            printError(
                "history: cannot open " + file +
                (info.isDir() ? QStringLiteral(": it is a folder") : QStringLiteral(": no such file")));
            return kExitUnreadable;
        }
        printError("history: no saved revisions of " + scenario + where);
        return kExitOk;
    }
    // One line a revision, the same columns on either library; the team's adds its number, who
    // saved it and its status.
    QByteArray out;
    for (const io::library::RevisionRecord& r : revisions) {
        QString line =
            QStringLiteral("%1  %2  %3 bytes")
                .arg(r.savedAt.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")), r.sha256.left(12))
                .arg(r.bytes);
        if (!r.savedBy.isEmpty())
            line += QStringLiteral("  revision %1 by %2, %3")
                        .arg(r.number)
                        .arg(io::printedText(r.savedBy), r.status);
        out += line.toUtf8() + '\n';
    }
    return printOut(out) ? kExitOk : kExitConflict;
}

}  // namespace

int historyCommand(const QStringList& args) {
    if (args.size() != 1 || args.front().startsWith(QLatin1Char('-'))) {
        printError(QStringLiteral("history: expected one scenario file; usage: history FILE"));
        return kExitInvalid;
    }
    // GPUTCO_LIBRARY's team library when it names one (the revisions of the scenario the file's
    // name is), else this computer's, as the catalog commands choose.
    if (!qEnvironmentVariableIsEmpty("GPUTCO_LIBRARY")) {
        io::library::TeamLibrary team;
        io::library::TeamAddress address;
        if (const int failed = connectTeamLibrary(QStringLiteral("history"), team, &address);
            failed != kExitOk)
            return failed;
        return listHistory(io::library::TeamRevisions(team), args.front(),
                           QStringLiteral(" in the team library on ") + address.text());
    }
    Library library;
    openLibrary(library);
    return listHistory(io::library::LibraryRevisions(library), args.front(), QString());
}

}  // namespace gputco::cli
