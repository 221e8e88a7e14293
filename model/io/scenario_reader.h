// Reading scenario files (DESIGN.md, Files): format "gputco.scenario", version 1, UTF-8 JSON.
// Files come from other people, so any input is an ordinary outcome: nothing here throws,
// and nothing in the file is executed or fetched.
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>
#include <string>
#include <vector>

#include "model/io/scenario_file.h"
#include "model/scenario/scenario.h"
#include "model/scenario/validation.h"

namespace gputco::io {

// Larger files are refused before parsing: a real scenario is a few kilobytes.
inline constexpr qsizetype kMaxScenarioBytes = 16 * 1024 * 1024;

struct ReadResult {
    // Present whenever the document could be parsed, even with problems, so that an editor
    // can open the file and show each problem at its field.
    std::optional<scenario::Scenario> scenario;
    // Type errors, missing required fields, and everything scenario::validate() reports.
    std::vector<scenario::Problem> problems;
    // The file cannot be read at all: missing, too large, not UTF-8 or not JSON ("line L,
    // column C: what"), not a scenario, or a version newer than this build.
    std::string error;

    int fileVersion = 0;                  // as the file said, before migration
    std::vector<std::string> migrations;  // the steps that brought it to the current version
    DiskState opened;                     // readScenarioFile: what the file held, for saving back

    bool ok() const { return error.empty() && scenario.has_value() && problems.empty(); }
};

ReadResult readScenarioJson(const QByteArray& bytes);
ReadResult readScenarioFile(const QString& path);

}  // namespace gputco::io
