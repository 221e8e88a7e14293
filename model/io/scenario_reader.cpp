#include "model/io/scenario_reader.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <algorithm>
#include <cstdio>

#include "model/io/json_duplicates.h"
#include "model/io/json_fields.h"
#include "model/io/scenario_limits.h"
#include "model/io/scenario_migrations.h"
#include "model/io/scenario_sections.h"
#include "model/io/utf8_text.h"

namespace gputco::io {

namespace {

constexpr const char* kFormat = "gputco.scenario";

std::string mebibytes(qint64 bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
    return text;
}

ReadResult failure(std::string error) {
    ReadResult result;
    result.error = std::move(error);
    return result;
}

std::string tooLarge(qint64 bytes) {
    return "the file is " + mebibytes(bytes) + ", over the 16 MiB limit for scenario files";
}

// The format and version decide whether the rest can be read at all (DESIGN.md, Files:
// a newer version is refused with a clear message).
std::string checkFormatAndVersion(const QJsonObject& root) {
    const QJsonValue format = root.value(QLatin1String("format"));
    if (format.isUndefined()) return "not a gputco scenario: it has no \"format\" field";
    if (!format.isString() || format.toString() != QLatin1String(kFormat))
        return "not a gputco scenario: format is " +
               (format.isString() ? "\"" + format.toString().toStdString() + "\""
                                  : detail::typeName(format)) +
               ", expected \"" + kFormat + "\"";
    const QJsonValue version = root.value(QLatin1String("version"));
    if (version.isUndefined()) return "the scenario has no \"version\" field";
    const qint64 v = version.toInteger(-1);
    if (!version.isDouble() || v < 0)
        return "version must be a whole number >= 0, got " +
               (version.isDouble() ? detail::formatNumber(version.toDouble()) : detail::typeName(version));
    if (v > scenario::kFormatVersion)
        return "version " + std::to_string(v) + " is newer than this build's version " +
               std::to_string(scenario::kFormatVersion);
    return {};
}

// What validate() says about a field the reader already reported (a wrong type left at its
// default, say) or about a placeholder for an unreadable part would repeat or mislead.
void addValidation(const scenario::Scenario& s, const detail::JsonFields& fields,
                   std::vector<scenario::Problem>& problems) {
    const std::size_t readerCount = problems.size();
    for (scenario::Problem& p : scenario::validate(s)) {
        const bool repeated = std::any_of(problems.begin(), problems.begin() + static_cast<long>(readerCount),
                                          [&](const scenario::Problem& r) { return r.path == p.path; });
        if (!repeated && !fields.isBroken(p.path)) problems.push_back(std::move(p));
    }
}

}  // namespace

ReadResult readScenarioJson(const QByteArray& bytes) {
    if (bytes.size() > kMaxScenarioBytes) return failure(tooLarge(bytes.size()));
    const TextCheck text = checkUtf8Json(bytes);
    if (!text.error.empty()) return failure(text.error);

    QJsonParseError parseError{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes.mid(text.bodyOffset), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Qt's offset lies just past the character that broke the syntax; point at it.
        const qsizetype at = text.bodyOffset + std::max<qsizetype>(0, parseError.offset - 1);
        // Qt's words alone ("unterminated string") say little to a person: what it means for
        // the file is said first. A syntax error at the very end is a file cut short.
        const bool atEnd = parseError.offset >= bytes.size() - text.bodyOffset;
        return failure(textPosition(bytes, at) + ": " +
                       (atEnd ? "the file ends before its JSON does: it may have been cut short ("
                              : "not valid JSON: the file may be damaged (") +
                       parseError.errorString().toStdString() + ")");
    }
    if (!document.isObject()) return failure("not a gputco scenario: the document is not a JSON object");
    if (const DuplicateKey twice = findDuplicateKey(bytes.mid(text.bodyOffset)); twice.found())
        return failure(textPosition(bytes, text.bodyOffset + twice.offset) + ": " + twice.path +
                       " is given twice; a key may appear only once in an object");
    QJsonObject root = document.object();
    if (std::string error = checkFormatAndVersion(root); !error.empty()) return failure(std::move(error));
    if (std::string error = checkScenarioLimits(root); !error.empty())
        return failure("refused: " + error + " (docs/file-format.md, Limits)");

    ReadResult result;
    result.fileVersion = static_cast<int>(root.value(QLatin1String("version")).toInteger());
    MigrationOutcome migrated = migrateToCurrent(root, result.fileVersion);
    if (!migrated.error.empty()) return failure("cannot read this older file: " + migrated.error);
    result.migrations = std::move(migrated.applied);
    scenario::Scenario& s = result.scenario.emplace();
    detail::JsonFields fields(result.problems);
    fields.markKnown("format");
    fields.markKnown("version");
    detail::readScenarioBody(root, s, fields);
    fields.collectUnknown(root, "", s.unknownFields);
    addValidation(s, fields, result.problems);
    return result;
}

ReadResult readScenarioFile(const QString& path) {
    const QFileInfo info(path);
    const std::string name = "\"" + path.toStdString() + "\"";
    if (!info.exists()) return failure("cannot open " + name + ": no such file");
    if (info.isDir()) return failure("cannot open " + name + ": it is a folder");
    if (info.size() > kMaxScenarioBytes) return failure(tooLarge(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return failure("cannot open " + name + ": " + file.errorString().toStdString());
    // Read one byte past the limit: a device or a growing file may report a small size.
    const QByteArray bytes = file.read(kMaxScenarioBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return failure("cannot read " + name + ": " + file.errorString().toStdString());
    if (bytes.size() > kMaxScenarioBytes)
        return failure("the file is over the 16 MiB limit for scenario files");
    ReadResult result = readScenarioJson(bytes);
    result.opened = DiskState{true, contentHash(bytes)};
    return result;
}

}  // namespace gputco::io
